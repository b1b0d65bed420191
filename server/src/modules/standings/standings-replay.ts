import type { EntityManager } from '@mikro-orm/postgresql';
import { stringify } from 'safe-stable-stringify';
import type { ReplayDifference } from '../matches/events/log-replay.js';
import { loadRegisteredTeamNames, loadTournament } from '../tournaments/tournaments.queries.js';
import { findCompletedResults } from './standings.queries.js';
import { StandingsService } from './standings.service.js';

/**
 * The tables kept for the current version of what they are computed from (standings_snapshots) against the
 * table computed again from the match rows (which the match replay has checked against their logs): each
 * differing cell is named. With `write`, a table that differs is outdated, so the next read computes it.
 */
export async function replayStandings(em: EntityManager, options: { write: boolean }): Promise<ReplayDifference[]> {
  const kept = await em.execute<{ tournament_id: number; rows: Record<string, unknown>[] }[]>(
    `select "tournament_id", "rows" from "standings_snapshots"
      where "built_version" = "version" and "rows" is not null order by "tournament_id"`,
  );
  const differences: ReplayDifference[] = [];
  for (const { tournament_id: tournamentId, rows: stored } of kept) {
    const fresh = em.fork();
    const tournament = await loadTournament(fresh, tournamentId);
    if (!tournament) continue;
    const teams = await loadRegisteredTeamNames(fresh, tournamentId);
    const played = await findCompletedResults(fresh, { tournamentId });
    const computed = await new StandingsService({ em: fresh, viewer: null }).table(tournament, teams, played);
    const replayed = JSON.parse(JSON.stringify(computed)) as Record<string, unknown>[];
    const found: ReplayDifference[] = [];
    for (let index = 0; index < Math.max(stored.length, replayed.length); index++) {
      const before = stored[index] ?? {};
      const after = replayed[index] ?? {};
      for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
        if (stringify(before[field]) === stringify(after[field])) continue;
        found.push({
          tournamentId,
          field: `standings[${index}].${field}`,
          stored: before[field] ?? null,
          replayed: after[field] ?? null,
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
