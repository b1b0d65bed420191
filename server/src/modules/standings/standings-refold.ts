import type { EntityManager } from '@mikro-orm/postgresql';
import { stringify } from 'safe-stable-stringify';
import type { RefoldDifference } from '../matches/events/log-refold.js';
import { loadRegisteredTeamNames, loadTournament } from '../tournaments/tournaments.queries.js';
import { findCompletedResults } from './standings.queries.js';
import { StandingsService } from './standings.service.js';

/**
 * The tables kept for the current version of what they are computed from (standings_snapshots) against the
 * table computed again from the match rows (which the match refold has checked against their logs): each
 * differing cell is named. With `write`, a table that differs is outdated, so the next read computes it.
 */
export async function refoldStandings(em: EntityManager, options: { write: boolean }): Promise<RefoldDifference[]> {
  const kept = await em.execute<{ tournament_id: number; rows: Record<string, unknown>[] }[]>(
    `select "tournament_id", "rows" from "standings_snapshots"
      where "built_version" = "version" and "rows" is not null order by "tournament_id"`,
  );
  const differences: RefoldDifference[] = [];
  for (const { tournament_id: tournamentId, rows: stored } of kept) {
    const fresh = em.fork();
    const tournament = await loadTournament(fresh, tournamentId);
    if (!tournament) continue;
    const teams = await loadRegisteredTeamNames(fresh, tournamentId);
    const played = await findCompletedResults(fresh, { tournamentId });
    const computed = await new StandingsService({ em: fresh, viewer: null }).table(tournament, teams, played);
    const refolded = JSON.parse(JSON.stringify(computed)) as Record<string, unknown>[];
    const found: RefoldDifference[] = [];
    for (let index = 0; index < Math.max(stored.length, refolded.length); index++) {
      const before = stored[index] ?? {};
      const after = refolded[index] ?? {};
      for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
        if (stringify(before[field]) === stringify(after[field])) continue;
        found.push({
          tournamentId,
          field: `standings[${index}].${field}`,
          stored: before[field] ?? null,
          refolded: after[field] ?? null,
        });
      }
    }
    differences.push(...found);
    if (options.write && found.length > 0) {
      await em.execute(
        `update "standings_snapshots" set "built_version" = null, "rows" = null where "tournament_id" = ?`,
        [tournamentId],
      );
    }
  }
  return differences;
}
