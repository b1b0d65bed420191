import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { perRequest } from '../../db/loaders.js';
import type { Match } from '../matches/match.entity.js';
import { findMatchesWithTournaments } from '../matches/matches.queries.js';
import type { TeamMember } from '../teams/team-member.entity.js';
import type { Team } from '../teams/team.entity.js';
import { findMembersByIds, findTeamsByIds } from '../teams/teams.queries.js';
import { loadTournamentTotals, type TournamentTotals } from './tournament-totals.js';

/**
 * One request's reads for leaderboards and player pages: a tournament's players' totals read once, however
 * many boards ask, and the players, teams and matches they name in one query each.
 */
export const statsLoaders = perRequest((em: EntityManager) => ({
  tournamentTotals: new DataLoader<number, TournamentTotals>(async (ids) => {
    const totals = await loadTournamentTotals(em, [...ids]);
    return ids.map((id) => totals.get(id)!);
  }),
  members: new DataLoader<number, TeamMember | null>(async (ids) => {
    const members = await findMembersByIds(em, [...ids]);
    return ids.map((id) => members.find((member) => member.id === id) ?? null);
  }),
  teams: new DataLoader<number, Team | null>(async (ids) => {
    const teams = await findTeamsByIds(em, [...ids]);
    return ids.map((id) => teams.find((team) => team.id === id) ?? null);
  }),
  /** Matches with their tournaments: the ones a player's page lists. */
  matches: new DataLoader<number, Match | null>(async (ids) => {
    const matches = new Map((await findMatchesWithTournaments(em, [...ids])).map((match) => [match.id, match]));
    return ids.map((id) => matches.get(id) ?? null);
  }),
}));
