import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BuiltStatements } from '../../db/built-statements.js';
import { perRequest } from '../../db/loaders.js';
import { PUBLIC_TOURNAMENT } from '../common/policy.js';
import { Tournament } from '../tournaments/tournament.entity.js';
import { tournamentCompanions } from '../tournaments/tournaments.queries.js';
import { MatchStatus } from './match.entity.js';

// Counts of matches by state, read from `match_tallies` (kept by triggers on `matches`), not counted per view.

/** The public site's counts, as the landing page shows them beside its cards. */
export type SiteCounts = { tournaments: number; total: number; live: number };

type MatchCounts = { total: number; completed: number; upcoming: number; live: number };

type TallyRow = { status: MatchStatus; matches: number | string };

/** A tournament's tallies (a row per state: PostgreSQL keeps them as matches change, migration match_tallies) summed. */
function countsOf(tallies: TallyRow[]): MatchCounts {
  const of = (status: MatchStatus) =>
    tallies.filter((row) => row.status === status).reduce((sum, row) => sum + Number(row.matches), 0);
  return {
    total: tallies.reduce((sum, row) => sum + Number(row.matches), 0),
    completed: of(MatchStatus.completed),
    upcoming: of(MatchStatus.scheduled),
    live: of(MatchStatus.in_progress),
  };
}

/** Each tournament's match counts for one request: one statement of a few rows per tournament, whatever its size. */
const tallyLoaders = perRequest(
  (em: EntityManager) =>
    new DataLoader<number, MatchCounts>(async (ids) => {
      const rows = await em.execute<(TallyRow & { tournament_id: number })[]>(
        `select "tournament_id", "status", "matches" from "match_tallies" ` +
          `where "tournament_id" in (${ids.map(() => '?').join(', ')})`,
        [...ids],
      );
      return ids.map((id) => countsOf(rows.filter((row) => Number(row.tournament_id) === id)));
    }),
);

// A tournament's page shows its counts beside it: read in the tournament's statement.
tournamentCompanions.register({
  select: () =>
    `(select coalesce(json_agg(json_build_object('status', "mt"."status", 'matches', "mt"."matches")), '[]') ` +
    `from "match_tallies" "mt" where "mt"."tournament_id" = "t"."id")`,
  keep: (em, tournamentId, json) => tallyLoaders(em).prime(tournamentId, countsOf(json as TallyRow[])),
});

/** A tournament's matches counted: all, completed, scheduled and live (shared by a read-only request's fields). */
export function countTournamentMatches(em: EntityManager, tournamentId: number): Promise<MatchCounts> {
  return tallyLoaders(em).load(tournamentId);
}

/** `countPublicSite`'s statement, built once per schema. */
const siteCountStatements = new BuiltStatements(1);

export function siteCountStatement(em: EntityManager): string {
  return siteCountStatements.statement(em.getMetadata(), 'site counts', () => {
    const publicTournaments = em
      .createQueryBuilder(Tournament, 't')
      .select('t.id')
      .where(PUBLIC_TOURNAMENT)
      .getFormattedQuery();
    return (
      `select (select count(*) from (${publicTournaments}) as "public") as tournaments, ` +
      `coalesce(sum("matches"), 0) as total, ` +
      `coalesce(sum("matches") filter (where "status" = '${MatchStatus.in_progress}'), 0) as live ` +
      `from "match_tallies" where "tournament_id" in (${publicTournaments})`
    );
  });
}
