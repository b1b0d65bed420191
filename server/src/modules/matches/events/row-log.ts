import type { EntityManager } from '@mikro-orm/postgresql';
import { MatchStatus, Side, type Match } from '../match.entity.js';
import type { LifecycleEvent, ScorePatch } from './lifecycle.js';
import { MatchEvent } from './match-event.entity.js';
import { RESULT, RESULT_SCORE_FIELDS, projectIntoMatch, type ResultPayload } from './match-projection.js';

/**
 * The events that tell how a match written as a row (the demo's hand-kept fixtures and results) came to
 * stand as it does: a result entered whole, a kick-off with its score, a postponement or a cancellation.
 */
export function eventsOfRow(match: Match): (LifecycleEvent | ResultPayload)[] {
  const score = Object.fromEntries(
    RESULT_SCORE_FIELDS.map((field) => [field, (match as unknown as Record<string, unknown>)[field] ?? null]),
  ) as ScorePatch & ResultPayload['score'];
  if (score.revisedOvers != null) score.revisedOvers = Number(score.revisedOvers);
  switch (match.status) {
    case MatchStatus.postponed:
      return [{ type: 'postpone' }];
    case MatchStatus.cancelled:
      return [{ type: 'cancel' }];
    case MatchStatus.in_progress:
      return [{ type: 'start', score }];
    case MatchStatus.completed: {
      const winner = match.winnerTeam?.id;
      return [
        {
          type: RESULT,
          score,
          winner: winner == null ? null : winner === match.homeTeam?.id ? Side.home : Side.away,
          resultKind: match.resultKind ?? null,
          decider: null,
          homePenalties: null,
          awayPenalties: null,
        },
      ];
    }
    default:
      return [];
  }
}

/**
 * Opens the log of a match written as a row before it had one (the demo's rows, a database from before the
 * log held every change): the events of `eventsOfRow`, so the first event appended after them finds the
 * match as its row stood. Answers the events written; the match's seq moves past them.
 */
export function adoptRow(tx: EntityManager, match: Match, at: Date = new Date()): MatchEvent[] {
  if (match.seq !== 0) return [];
  const events = eventsOfRow(match).map((payload, index) =>
    tx.create(MatchEvent, {
      match,
      seq: index + 1,
      kind: payload.type,
      payload,
      key: `row:${match.id}:${index + 1}`,
      createdAt: at,
    }),
  );
  match.seq = events.length;
  return events;
}

/** The seed's rows logged, and each row written again as its log's projection (what `db:replay` checks). */
export async function logRows(tx: EntityManager, matches: readonly Match[], at: Date): Promise<void> {
  for (const match of matches) {
    const events = adoptRow(tx, match, at);
    if (events.length > 0) projectIntoMatch(match, match.tournament.getEntity(), events);
  }
  await tx.flush();
}
