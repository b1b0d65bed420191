import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { Match } from '../match.entity.js';
import { MatchEvent } from './match-event.entity.js';
import { projectIntoMatch, RESULT_SCORE_FIELDS } from './match-projection.js';

/** The match row's fields its log projects: what a refold compares, and rewrites. */
export const PROJECTED_FIELDS = ['status', ...RESULT_SCORE_FIELDS, 'decidedBy', 'winnerTeamId'] as const;

/** One field a refold found different: a match row's (`matchId`), or a kept table's (`tournamentId`). */
export type RefoldDifference = (
  { matchId: number; tournamentId?: undefined } | { tournamentId: number; matchId?: undefined }
) & { field: string; stored: unknown; refolded: unknown };

export type RefoldReport = { matches: number; differences: RefoldDifference[] };

function projection(match: Match): Record<string, unknown> {
  const row = match as unknown as Record<string, unknown>;
  const values: Record<string, unknown> = {};
  for (const field of PROJECTED_FIELDS) {
    const value = field === 'winnerTeamId' ? match.winnerTeam?.id : row[field];
    // Decimal overs come back as strings from some drivers: compare numbers as numbers.
    values[field] = value === undefined || value === null ? null : field === 'revisedOvers' ? Number(value) : value;
  }
  return values;
}

function compare(matchId: number, stored: Record<string, unknown>, refolded: Record<string, unknown>) {
  return PROJECTED_FIELDS.filter((field) => stored[field] !== refolded[field]).map((field) => ({
    matchId,
    field,
    stored: stored[field],
    refolded: refolded[field],
  }));
}

/**
 * Folds every match's log again through the sport's rules and compares the row it would write with the row
 * stored (issue 47: the log is the match). With `write`, each row that differs is rewritten from its
 * log, under the row's lock. Matches with no events (scored by totals) have nothing to fold.
 */
export async function refoldMatchLogs(
  em: EntityManager,
  options: { write: boolean; batchSize?: number },
): Promise<RefoldReport> {
  const batchSize = options.batchSize ?? 100;
  const report: RefoldReport = { matches: 0, differences: [] };
  let after = 0;
  for (;;) {
    const batch = await em.fork().transactional(async (tx) => {
      const matches = await tx.find(
        Match,
        { seq: { $gt: 0 }, id: { $gt: after } },
        {
          populate: ['tournament'],
          orderBy: { id: 'asc' },
          limit: batchSize,
          ...(options.write ? { lockMode: LockMode.PESSIMISTIC_WRITE, lockTableAliases: ['m0'] } : {}),
        },
      );
      if (matches.length === 0) return matches;
      const events = await tx.find(
        MatchEvent,
        { match: { $in: matches.map((match) => match.id) } },
        { orderBy: { match: 'asc', seq: 'asc' } },
      );
      for (const match of matches) {
        const log = events.filter((event) => event.match.id === match.id);
        const stored = projection(match);
        try {
          const state = projectIntoMatch(match, match.tournament.getEntity(), log);
          match.foldState = state && { seq: match.seq, state };
        } catch (error) {
          report.differences.push({
            matchId: match.id,
            field: 'log',
            stored: 'a log the rules accept',
            refolded: error instanceof Error ? error.message : String(error),
          });
          continue;
        }
        report.differences.push(...compare(match.id, stored, projection(match)));
      }
      // A check writes nothing: the rows the refold changed in memory are dropped with the fork.
      if (!options.write) tx.clear();
      return matches;
    });
    if (batch.length === 0) return report;
    report.matches += batch.length;
    after = batch[batch.length - 1].id;
  }
}

/** One line per difference, as `npm run db:replay` prints them (in the command's words: "replayed"). */
export function describeDifference(difference: RefoldDifference): string {
  const show = (value: unknown) => (value === null ? 'null' : JSON.stringify(value));
  const subject =
    difference.matchId !== undefined ? `match ${difference.matchId}` : `tournament ${difference.tournamentId}`;
  return `${subject}: ${difference.field} stored ${show(difference.stored)}, replayed ${show(difference.refolded)}`;
}
