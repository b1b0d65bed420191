import type { EntityManager } from '@mikro-orm/postgresql';
import { perRequest } from '../../db/loaders.js';
import { tournamentCompanions } from '../tournaments/tournaments.queries.js';
import type { StandingRow } from './standing-row.type.js';

/**
 * A tournament's table as last computed (migration standings_snapshots): PostgreSQL moves `version` on with
 * every change a table is computed from, so a table kept at the current version is the table.
 */
export type StandingsSnapshot = {
  /** The version now, as text (a bigint). */
  version: string;
  /** The table kept at this version; null when none is (never computed, or outdated since). */
  rows: StandingRow[] | null;
};

type KeptColumns = { version: string; rows: StandingRow[] | null };

/** The kept tables read with this request's tournaments, each until its table is asked for. */
const keptTables = perRequest(() => new Map<number, StandingsSnapshot>());

/** A tournament's kept table, read in the tournament's statement for a request that asks (`wantKeptTable`). */
const keptTableCompanion = tournamentCompanions.registerOnRequest({
  select: () =>
    `(select json_build_object('version', "kept"."version"::text, 'rows', ` +
    `case when "kept"."built_version" = "kept"."version" then "kept"."rows" end) ` +
    `from "standings_snapshots" "kept" where "kept"."tournament_id" = "t"."id")`,
  keep: (em, tournamentId, json) => {
    const kept = json as KeptColumns | null;
    keptTables(em).set(tournamentId, kept ? { version: kept.version, rows: kept.rows } : { version: '', rows: null });
  },
});

/**
 * Reads the kept table with this request's next read of a tournament (call it before `loadTournament`):
 * a page's table and its tournament in one statement.
 */
export function wantKeptTable(em: EntityManager): void {
  tournamentCompanions.want(em, keptTableCompanion);
}

/** The kept table read with the tournament (`wantKeptTable`), once; undefined when it was not. */
export function takeKeptTable(em: EntityManager, tournamentId: number): StandingsSnapshot | undefined {
  const tables = keptTables(em);
  const kept = tables.get(tournamentId);
  tables.delete(tournamentId);
  return kept;
}

export async function readStandingsSnapshot(em: EntityManager, tournamentId: number): Promise<StandingsSnapshot> {
  const [row] = await em.execute<{ version: string; rows: StandingRow[] | null }[]>(
    `select "version"::text as "version", case when "built_version" = "version" then "rows" end as "rows"
       from "standings_snapshots" where "tournament_id" = ?`,
    [tournamentId],
  );
  // Every tournament has its row (a trigger adds it): none means the tournament is gone, and nothing is kept.
  return row ? { version: row.version, rows: row.rows } : { version: '', rows: null };
}

/**
 * Keeps `rows` as the table at `version`, computed from reads made after `version` was read: if anything
 * has changed since, the version has moved on and nothing is kept. A row a writer holds is skipped, not
 * waited for: the next reader keeps the table instead.
 */
export async function keepStandingsSnapshot(
  em: EntityManager,
  tournamentId: number,
  version: string,
  rows: StandingRow[],
): Promise<void> {
  if (version === '') return;
  await em.execute(
    `update "standings_snapshots" as kept set "rows" = ?::jsonb, "built_version" = kept."version"
       from (select "tournament_id" from "standings_snapshots"
              where "tournament_id" = ? and "version" = ?::bigint for update skip locked) as unchanged
      where kept."tournament_id" = unchanged."tournament_id"`,
    [JSON.stringify(rows), tournamentId, version],
  );
}
