import { QueryOrder, type FilterQuery, type FindOptions } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { childrenLoader, perRequest } from '../../db/loaders.js';
import { PUBLIC_MATCH } from '../common/policy.js';
import { Team } from '../teams/team.entity.js';
import { MatchSort, type MatchCursorKey } from './match-cursor.js';
import { Match, MatchStatus } from './match.entity.js';

/** Reads of matches, for this domain and the ones above it (public pages, standings, the dashboard). */

/** Fixture order: dated matches soonest first, undated ones last. */
export const FIXTURE_ORDER = [{ scheduledDate: QueryOrder.ASC_NULLS_LAST }, { id: QueryOrder.ASC }] as const;

/** The order of a match list: by date either way, undated last, ties by id in the same direction. */
export function matchOrder(sort: MatchSort): NonNullable<FindOptions<Match>['orderBy']> {
  return sort === MatchSort.DATE_DESC
    ? [{ scheduledDate: QueryOrder.DESC_NULLS_LAST }, { id: QueryOrder.DESC }]
    : [...FIXTURE_ORDER];
}

/** The matches that come after `key` in `matchOrder(sort)`: a keyset, so pages never repeat or skip. */
export function afterMatch(key: MatchCursorKey, sort: MatchSort): FilterQuery<Match> {
  const later = sort === MatchSort.DATE_DESC ? '$lt' : '$gt';
  if (key.date === null) return { scheduledDate: null, id: { [later]: key.id } };
  return {
    $or: [
      { scheduledDate: { [later]: key.date } },
      { scheduledDate: key.date, id: { [later]: key.id } },
      { scheduledDate: null },
    ],
  };
}

/**
 * Many matches with their teams: the matches, then their teams in one statement of its own. Joined, every
 * row's two teams are mapped and merged again, which cost twice the CPU of the whole read at 120 matches.
 * The teams are read even when the request holds them already, so a page's statements do not depend on
 * which of its fields ran first.
 */
export async function findMatchesWithTeams(
  em: EntityManager,
  where: FilterQuery<Match>,
  options: Pick<FindOptions<Match>, 'orderBy'>,
): Promise<Match[]> {
  const matches = await em.find(Match, where, { ...options, populate: ['calendarRevision'] });
  const teamIds = new Set<number>();
  for (const match of matches) {
    if (match.homeTeam) teamIds.add(match.homeTeam.id);
    if (match.awayTeam) teamIds.add(match.awayTeam.id);
  }
  if (teamIds.size > 0) await em.find(Team, { id: { $in: [...teamIds] } }, { refresh: true });
  return matches;
}

export function countMatches(em: EntityManager, where: FilterQuery<Match>): Promise<number> {
  return em.count(Match, where);
}

/** Every public match a team plays in, in fixture order. */
export function findPublicMatchesOfTeam(em: EntityManager, teamId: number): Promise<Match[]> {
  return em.find(
    Match,
    { $and: [PUBLIC_MATCH, { $or: [{ homeTeam: teamId }, { awayTeam: teamId }] }] },
    { orderBy: [...FIXTURE_ORDER], populate: ['tournament', 'homeTeam', 'awayTeam', 'calendarRevision'] },
  );
}

/** Public scheduled matches dated after `now`. */
export function countUpcomingPublicMatches(em: EntityManager, now: Date): Promise<number> {
  return em.count(Match, { ...PUBLIC_MATCH, status: MatchStatus.scheduled, scheduledDate: { $gt: now } });
}

/** A tournament's completed matches between two known teams, in the order they were entered. */
export function findCompletedMatches(em: EntityManager, tournamentId: number): Promise<Match[]> {
  return em.find(
    Match,
    { tournament: tournamentId, status: MatchStatus.completed, homeTeam: { $ne: null }, awayTeam: { $ne: null } },
    { orderBy: { id: 'asc' } },
  );
}

/** A match that must exist, with its tournament. */
export function getMatch(em: EntityManager, id: number): Promise<Match> {
  return em.findOneOrFail(Match, { id }, { populate: ['tournament'] });
}

/** Matches by id with their tournaments (what a fold or a player's match list needs), in no set order. */
export function findMatchesWithTournaments(em: EntityManager, ids: number[]): Promise<Match[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return em.find(Match, { id: { $in: ids } }, { populate: ['tournament'] });
}

/** Each stage's matches in match order: one query per request, however many bracket labels ask. */
export const stageMatchLoaders = perRequest((em: EntityManager) => ({
  matchesByStage: childrenLoader(
    (ids) => em.find(Match, { stage: { $in: ids } }, { orderBy: { matchNumber: 'asc', id: 'asc' } }),
    (match) => match.stage!.id,
  ),
}));

/** What an organiser still has to do about a tournament's matches (the dashboard's to-do list). */
export type TournamentMatchWork = {
  /** Matches whose kick-off has passed by `resultDueBefore` with no result: scheduled or still in play. */
  resultsMissing: number;
  /** Fixtures with no date yet. */
  unscheduled: number;
  /** The teams that have a fixture in the tournament. */
  teamIds: Set<number>;
};

/** Each tournament's open match work, in one statement however many tournaments. */
export async function countTournamentMatchWork(
  em: EntityManager,
  tournamentIds: number[],
  resultDueBefore: Date,
): Promise<Map<number, TournamentMatchWork>> {
  const work = new Map<number, TournamentMatchWork>(
    tournamentIds.map((id) => [id, { resultsMissing: 0, unscheduled: 0, teamIds: new Set<number>() }]),
  );
  if (tournamentIds.length === 0) return work;
  const rows = await em.execute<
    {
      tournament_id: number;
      results_missing: string;
      unscheduled: string;
      home: number[] | null;
      away: number[] | null;
    }[]
  >(
    `select tournament_id,
       count(*) filter (where status in ('scheduled', 'in_progress') and scheduled_date < ?) as results_missing,
       count(*) filter (where status = 'scheduled' and scheduled_date is null) as unscheduled,
       array_agg(distinct home_team_id) filter (where home_team_id is not null) as home,
       array_agg(distinct away_team_id) filter (where away_team_id is not null) as away
     from matches where tournament_id in (${tournamentIds.map(() => '?').join(', ')})
     group by tournament_id`,
    [resultDueBefore, ...tournamentIds],
  );
  for (const row of rows) {
    work.set(Number(row.tournament_id), {
      resultsMissing: Number(row.results_missing),
      unscheduled: Number(row.unscheduled),
      teamIds: new Set([...(row.home ?? []), ...(row.away ?? [])].map(Number)),
    });
  }
  return work;
}
