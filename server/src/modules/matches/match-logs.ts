import { QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MatchEvent } from './events/match-event.entity.js';
import { MatchStatus } from './match.entity.js';

// Reads of the match logs for the domains above (tables, stats, push): plain rows where many are read.

/**
 * The football and undo events of a tournament's completed matches, in log order per match: what FAIR_PLAY
 * folds (undo voids the latest event in force, so every football event is read, not only the cards).
 */
export async function findFootballLogs(
  em: EntityManager,
  tournamentId: number,
): Promise<Pick<MatchEvent, 'match' | 'kind' | 'payload'>[]> {
  return em.find(
    MatchEvent,
    { match: { tournament: tournamentId, status: MatchStatus.completed }, kind: { $in: ['football', 'undo'] } },
    { orderBy: [{ match: { id: QueryOrder.ASC } }, { seq: QueryOrder.ASC }], fields: ['match', 'kind', 'payload'] },
  );
}

export type LoggedEvent = { kind: string; payload: Record<string, unknown> };

/** The logs of many matches in one statement, each in seq order (plain rows, not managed entities). */
export async function findMatchLogs(em: EntityManager, matchIds: number[]): Promise<Map<number, LoggedEvent[]>> {
  const logs = new Map<number, LoggedEvent[]>(matchIds.map((id) => [id, []]));
  if (matchIds.length === 0) return logs;
  const rows = await em.execute<(LoggedEvent & { match_id: number })[]>(
    `select match_id, kind, payload from match_events where match_id in (${matchIds.map(() => '?').join(', ')}) order by match_id, seq`,
    matchIds,
  );
  for (const row of rows) logs.get(Number(row.match_id))?.push({ kind: row.kind, payload: row.payload });
  return logs;
}

/** One event of a match's log by its number, or null (push notifications read the event that just happened). */
export function findMatchEvent(em: EntityManager, matchId: number, seq: number): Promise<MatchEvent | null> {
  return em.findOne(MatchEvent, { match: matchId, seq });
}
