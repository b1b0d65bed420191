import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { perRequest } from '../../db/loaders.js';
import type { Match } from '../matches/match.entity.js';
import { findMatchesWithTournaments } from '../matches/matches.queries.js';
import type { TeamMember } from '../teams/team-member.entity.js';
import type { Team } from '../teams/team.entity.js';
import { findMembersByIds, findTeamsByIds } from '../teams/teams.queries.js';
import type { MatchLines } from './match-lines.js';
import { loadPlayedLines } from './played-matches.js';

/**
 * One request's reads for leaderboards and player pages: the lines of a tournament's played matches read
 * once, however many boards ask, and the players, teams and matches they name in one query each.
 */
export const statsLoaders = perRequest((em: EntityManager) => ({
  tournamentMatches: new DataLoader<number, MatchLines[]>(async (ids) => {
    const played = await loadPlayedLines(em, { tournament: { $in: [...ids] } });
    return ids.map((id) => played.filter((lines) => lines.tournamentId === id));
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
