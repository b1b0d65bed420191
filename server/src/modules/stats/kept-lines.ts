import { raw } from '@mikro-orm/core';
import type { EntityManager, QBFilterQuery } from '@mikro-orm/postgresql';
import { Match, MatchStatus } from '../matches/match.entity.js';
import { FIXTURE_ORDER } from '../matches/matches.queries.js';
import type { Tournament } from '../tournaments/tournament.entity.js';

// What the stats keep on the matches' and tournaments' rows (each match's player lines, each tournament's
// player totals): read as plain rows with what they were folded from, and written back past the unit of work.
// The columns sit on those tables, but only the stats read and write them.

/** A played match as the stats read it: no entity built, the times of its row's and its tournament's last change in ms. */
export type PlayedLinesRow = {
  id: number;
  seq: number;
  updated: string;
  tournament_id: number;
  tournament_updated: string;
  balls_per_over: number;
  /** The scheduled date in ms, as text; null when undated. */
  scheduled: string | null;
  player_lines: Match['playerLines'];
};

/**
 * Played matches (completed or live, both teams known) that fit `where`, in fixture order, as plain rows
 * with their stored player lines: a season's leaderboard maps no match entity unless it must fold one again.
 */
export function findPlayedLinesRows(em: EntityManager, where: QBFilterQuery<Match>): Promise<PlayedLinesRow[]> {
  return em
    .createQueryBuilder(Match, 'm')
    .select([
      'm.id',
      'm.seq',
      raw('floor(extract(epoch from m.updated_at) * 1000)::bigint::text as updated'),
      raw('t.id as tournament_id'),
      raw('floor(extract(epoch from t.updated_at) * 1000)::bigint::text as tournament_updated'),
      raw('t.balls_per_over as balls_per_over'),
      raw('floor(extract(epoch from m.scheduled_date) * 1000)::bigint::text as scheduled'),
      raw('m.player_lines as player_lines'),
    ])
    .join('m.tournament', 't')
    .where({
      $and: [
        where,
        { status: { $in: [MatchStatus.completed, MatchStatus.in_progress] } },
        { homeTeam: { $ne: null }, awayTeam: { $ne: null } },
      ],
    })
    .orderBy([...FIXTURE_ORDER])
    .execute<PlayedLinesRow[]>('all', false);
}

/**
 * Stores freshly folded player lines, in one statement, on each match whose log is still at `seq`; written
 * past the unit of work, so a read stores them without touching the row's `updatedAt`. Rows another
 * transaction holds (a ball being scored, another reader storing) are skipped, not waited for: readers never
 * queue behind scorers nor deadlock on each other, and a skipped match is folded again by a later read.
 */
export async function storePlayerLines(
  em: EntityManager,
  rows: { id: number; seq: number; lines: { key: string; lines: unknown } }[],
): Promise<void> {
  await storeUnlocked(em, 'matches', 'player_lines', rows, (row) => [row.seq, row.lines], 'seq');
}

/**
 * Sets a JSON column past the unit of work on the rows no other transaction holds (locked in id order, the
 * rest skipped), each where its `guard` column still has the value given with it.
 */
async function storeUnlocked<Row extends { id: number }>(
  em: EntityManager,
  table: 'matches' | 'tournaments',
  column: 'player_lines' | 'player_totals',
  rows: Row[],
  values: (row: Row) => [guard: number | null, json: unknown],
  guard?: 'seq',
): Promise<void> {
  if (rows.length === 0) return;
  const marks = rows.map(() => '?').join(', ');
  await em.execute(
    `with free as (select id from ${table} where id in (${marks}) order by id for update skip locked)
     update ${table} as target set ${column} = v.json::jsonb
     from (values ${rows.map(() => '(?::int, ?::int, ?::text)').join(', ')}) as v(id, guard, json), free
     where target.id = v.id and free.id = target.id${guard ? ` and target.${guard} = v.guard` : ''}`,
    [
      ...rows.map((row) => row.id),
      ...rows.flatMap((row) => {
        const [value, json] = values(row);
        return [row.id, value, JSON.stringify(json)];
      }),
    ],
  );
}

export type TournamentTotalsRow = {
  id: number;
  balls_per_over: number;
  /** The tournament's last change in ms, as text. */
  updated: string;
  /** A digest of its played matches (id, seq, last change): moves with any ball, edit, result or deletion. */
  played: string;
  player_totals: Tournament['playerTotals'];
};

/**
 * Tournaments with their stored player totals and a digest of what those depend on, worked out in the
 * database: the board of a long season compares one short string instead of reading a row per match.
 */
export function findTournamentTotalsRows(em: EntityManager, ids: number[]): Promise<TournamentTotalsRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return em.execute<TournamentTotalsRow[]>(
    `select t.id, t.balls_per_over, t.player_totals,
            floor(extract(epoch from t.updated_at) * 1000)::bigint::text as updated,
            (select md5(coalesce(string_agg(
                      m.id || ':' || m.seq || ':' || floor(extract(epoch from m.updated_at) * 1000)::bigint,
                      ',' order by m.id), ''))
               from matches m
              where m.tournament_id = t.id and m.status in (?, ?)
                and m.home_team_id is not null and m.away_team_id is not null) as played
       from tournaments t where t.id in (${ids.map(() => '?').join(', ')})`,
    [MatchStatus.completed, MatchStatus.in_progress, ...ids],
  );
}

/**
 * Stores summed totals past the unit of work (the tournament's `updated_at` does not move). A row another
 * transaction holds is skipped, in id order, as with the lines: a later read sums it again.
 */
export async function storeTournamentTotals(
  em: EntityManager,
  rows: { id: number; totals: { key: string; totals: unknown } }[],
): Promise<void> {
  await storeUnlocked(em, 'tournaments', 'player_totals', rows, (row) => [null, row.totals]);
}
