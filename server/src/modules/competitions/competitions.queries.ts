import { raw, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager, QBFilterQuery } from '@mikro-orm/postgresql';
import { Match, MatchStatus, type ResultKind, type Side } from '../matches/match.entity.js';
import { Competition } from '../tournaments/competition.entity.js';
import { Tournament, type Sport } from '../tournaments/tournament.entity.js';

/** Reads of competitions and of the played matches their pages sum. */

/** What records and head-to-head read of a completed match: plain columns, no entity. */
export type PlayedMatch = {
  id: number;
  tournamentId: number;
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number | null;
  awayScore: number | null;
  homeWickets: number | null;
  awayWickets: number | null;
  /** Cricket: the side was bowled out (its total prints without wickets). */
  homeAllOut: boolean;
  awayAllOut: boolean;
  homeBalls: number | null;
  awayBalls: number | null;
  battedFirst: Side | null;
  resultKind: ResultKind | null;
  revisedTarget: number | null;
  winnerTeamId: number | null;
  isFinal: boolean;
  scheduledDate: Date | null;
};

type PlayedRow = {
  id: number;
  tournament_id: number;
  home_team_id: number;
  away_team_id: number;
  home_team_score: number | null;
  away_team_score: number | null;
  home_wickets: number | null;
  away_wickets: number | null;
  home_all_out: boolean;
  away_all_out: boolean;
  home_balls: number | null;
  away_balls: number | null;
  batted_first: Side | null;
  result_kind: ResultKind | null;
  revised_target: number | null;
  winner_team_id: number | null;
  is_final: boolean;
  scheduled_date: Date | string | null;
};

const PLAYED_COLUMNS = [
  'id',
  'tournament_id',
  'home_team_id',
  'away_team_id',
  'home_team_score',
  'away_team_score',
  'home_wickets',
  'away_wickets',
  'home_all_out',
  'away_all_out',
  'home_balls',
  'away_balls',
  'batted_first',
  'result_kind',
  'revised_target',
  'winner_team_id',
  'is_final',
  'scheduled_date',
] as const;

/** Completed matches between two known teams that fit `where`, oldest first: one statement. */
export async function findPlayedMatches(em: EntityManager, where: QBFilterQuery<Match>): Promise<PlayedMatch[]> {
  const rows = await em
    .createQueryBuilder(Match, 'row')
    .select(PLAYED_COLUMNS.map((column) => raw(`row.${column}`)))
    .where({ $and: [where, { status: MatchStatus.completed, homeTeam: { $ne: null }, awayTeam: { $ne: null } }] })
    .orderBy({ scheduledDate: 'asc', id: 'asc' })
    .execute<PlayedRow[]>('all', false);
  return rows.map((row) => ({
    id: Number(row.id),
    tournamentId: Number(row.tournament_id),
    homeTeamId: Number(row.home_team_id),
    awayTeamId: Number(row.away_team_id),
    homeScore: row.home_team_score,
    awayScore: row.away_team_score,
    homeWickets: row.home_wickets,
    awayWickets: row.away_wickets,
    homeAllOut: row.home_all_out,
    awayAllOut: row.away_all_out,
    homeBalls: row.home_balls,
    awayBalls: row.away_balls,
    battedFirst: row.batted_first,
    resultKind: row.result_kind,
    revisedTarget: row.revised_target,
    winnerTeamId: row.winner_team_id == null ? null : Number(row.winner_team_id),
    isFinal: row.is_final,
    scheduledDate: row.scheduled_date == null ? null : new Date(row.scheduled_date),
  }));
}

export function findCompetition(em: EntityManager, id: number): Promise<Competition | null> {
  return em.findOne(Competition, { id });
}

/** The seasons of a competition that `visible` lets through, newest first. */
export function findSeasons(
  em: EntityManager,
  competitionId: number,
  visible: FilterQuery<Tournament>,
): Promise<Tournament[]> {
  return em.find(
    Tournament,
    { $and: [{ competition: competitionId }, visible] },
    { orderBy: { startDate: 'desc', id: 'desc' } },
  );
}

/** Competitions with at least one season `visible` lets through (or created by `creatorId`), by name. */
export async function findCompetitions(
  em: EntityManager,
  visible: FilterQuery<Tournament>,
  filter: { sport?: Sport | null; creatorId?: number | null },
): Promise<Competition[]> {
  const seasons = await em.find(
    Tournament,
    { $and: [visible, { competition: { $ne: null } }] },
    { fields: ['competition'] },
  );
  const ids = [...new Set(seasons.map((season) => season.competition!.id))];
  const shown: FilterQuery<Competition>[] = [{ id: { $in: ids } }];
  if (filter.creatorId) shown.push({ creator: filter.creatorId });
  return em.find(
    Competition,
    { $or: shown, ...(filter.sport ? { sport: filter.sport } : {}) },
    { orderBy: { name: 'asc', id: 'asc' } },
  );
}
