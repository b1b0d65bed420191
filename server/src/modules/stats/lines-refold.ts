import type { EntityManager } from '@mikro-orm/postgresql';
import { stringify } from 'safe-stable-stringify';
import type { RefoldDifference } from '../matches/events/log-refold.js';
import { Match } from '../matches/match.entity.js';
import { findMatchLogs } from '../matches/match-logs.js';
import { storePlayerLines } from './kept-lines.js';
import { LINES_VERSION, linesOf, toStored } from './played-matches.js';

/**
 * The stats' projection of each log (a match's player lines, kept on its row) against the log folded again:
 * lines kept for the match's current seq must be what its log folds to (older lines are folded again on the
 * next read anyway). With `write`, lines that differ are dropped, so the next read folds them from the log.
 */
export async function refoldPlayerLines(
  em: EntityManager,
  options: { write: boolean; batchSize?: number },
): Promise<RefoldDifference[]> {
  const batchSize = options.batchSize ?? 100;
  const differences: RefoldDifference[] = [];
  let after = 0;
  for (;;) {
    const fork = em.fork();
    const matches = await fork.find(
      Match,
      { playerLines: { $ne: null }, id: { $gt: after } },
      {
        // The lines are lazy: pages never read them.
        populate: ['tournament', 'homeTeam', 'awayTeam', 'playerLines'],
        orderBy: { id: 'asc' },
        limit: batchSize,
      },
    );
    if (matches.length === 0) return differences;
    after = matches[matches.length - 1].id;
    const current = matches.filter((match) => match.playerLines?.key.startsWith(`${LINES_VERSION}:${match.seq}:`));
    const logs = await findMatchLogs(
      fork,
      current.map((match) => match.id),
    );
    const wrong: Match[] = [];
    for (const match of current) {
      const stored = stringify(match.playerLines!.lines);
      const refolded = stringify(toStored(linesOf(match, logs.get(match.id) ?? [])));
      if (stored === refolded) continue;
      differences.push({ matchId: match.id, field: 'playerLines', stored, refolded });
      wrong.push(match);
    }
    if (options.write && wrong.length > 0) {
      await storePlayerLines(
        fork,
        // A key no read matches: the next read folds the lines again from the log.
        wrong.map((match) => ({ id: match.id, seq: match.seq, lines: { key: 'outdated', lines: null } })),
      );
    }
  }
}
