import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { childrenLoader, perRequest } from '../../db/loaders.js';
import { jsonRecords, mergeRecords } from '../../db/plain-reads.js';
import { tournamentCompanions } from '../tournaments/tournaments.queries.js';
import { Match, MatchStatus, type ResultKind, type Side } from '../matches/match.entity.js';
import { PointsDeduction } from './points-deduction.entity.js';
import type { CompletedMatch } from './standings.rules.js';

/** Reads of points deductions, oldest first. */

export const deductionLoaders = perRequest((em: EntityManager) => ({
  deductionsByTournament: childrenLoader(
    (ids) => em.find(PointsDeduction, { tournament: { $in: ids } }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
    (deduction) => deduction.tournament.id,
  ),
}));

// The standings page lists a tournament's deductions beside it: read in the tournament's statement.
tournamentCompanions.register({
  select: (em) => jsonRecords(em, PointsDeduction, 'd', '"d"."tournament_id" = "t"."id"', '"d"."created_at", "d"."id"'),
  keep: (em, tournamentId, json) =>
    deductionLoaders(em).deductionsByTournament.prime(tournamentId, mergeRecords(em, PointsDeduction, json)),
});

type ResultRow = {
  id: number;
  home_team_id: number;
  away_team_id: number;
  home_team_score: number | null;
  away_team_score: number | null;
  home_balls: number | null;
  away_balls: number | null;
  home_all_out: boolean;
  away_all_out: boolean;
  batted_first: Side | null;
  result_kind: ResultKind | null;
  revised_overs: string | number | null;
  revised_target: number | null;
  winner_team_id: number | null;
  scheduled_date: Date | string | null;
  match_number: number | null;
  home_bonus_points: number;
  away_bonus_points: number;
};

/** The columns of a match a table reads (the standings_snapshots trigger watches each: a test compares). */
export const RESULT_COLUMNS = [
  'id',
  'home_team_id',
  'away_team_id',
  'home_team_score',
  'away_team_score',
  'home_balls',
  'away_balls',
  'home_all_out',
  'away_all_out',
  'batted_first',
  'result_kind',
  'revised_overs',
  'revised_target',
  'winner_team_id',
  'scheduled_date',
  'match_number',
  'home_bonus_points',
  'away_bonus_points',
] as const;

/**
 * The completed matches between two known teams that a table ranks, as it reads them, in the order they
 * were entered: a tournament's (its league or group matches: a knockout or playoff ranks nobody) or those
 * of some groups (each with its group). Plain rows: a season's table reads hundreds of matches and only
 * reads them, so building a managed entity for each (most of a table's cost once) buys nothing.
 */
export async function findCompletedResults(
  em: EntityManager,
  scope: { tournamentId: number } | { groupIds: number[] },
): Promise<(CompletedMatch & { groupId: number | null })[]> {
  const ranked =
    'groupIds' in scope
      ? { group: { $in: scope.groupIds } }
      : {
          tournament: scope.tournamentId,
          $or: [{ stage: null }, { needsWinner: null }, { needsWinner: false }],
        };
  const rows = await em
    .createQueryBuilder(Match, 'row')
    .select([...RESULT_COLUMNS, 'group_id'].map((column) => raw(`row.${column}`)))
    .where({ ...ranked, status: MatchStatus.completed, homeTeam: { $ne: null }, awayTeam: { $ne: null } })
    .orderBy({ id: 'asc' })
    .execute<(ResultRow & { group_id: number | null })[]>('all', false);
  return rows.map((row) => ({
    id: Number(row.id),
    homeTeamId: Number(row.home_team_id),
    awayTeamId: Number(row.away_team_id),
    homeScore: row.home_team_score,
    awayScore: row.away_team_score,
    homeBalls: row.home_balls,
    awayBalls: row.away_balls,
    homeAllOut: row.home_all_out,
    awayAllOut: row.away_all_out,
    battedFirst: row.batted_first,
    resultKind: row.result_kind,
    revisedOvers: row.revised_overs == null ? null : Number(row.revised_overs),
    revisedTarget: row.revised_target,
    winnerTeamId: row.winner_team_id == null ? null : Number(row.winner_team_id),
    scheduledDate: row.scheduled_date == null ? null : new Date(row.scheduled_date),
    matchNumber: row.match_number,
    homeBonusPoints: row.home_bonus_points,
    awayBonusPoints: row.away_bonus_points,
    groupId: row.group_id == null ? null : Number(row.group_id),
  }));
}

/** A page's group tables read their results once for all its groups. */
export const groupResultLoaders = perRequest((em: EntityManager) => ({
  resultsByGroup: childrenLoader(
    (ids) => findCompletedResults(em, { groupIds: ids }),
    (match) => match.groupId ?? 0,
  ),
}));
