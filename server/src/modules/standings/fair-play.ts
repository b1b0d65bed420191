import { inForce, roleOfKind } from '../matches/football/event-log.js';
import type { FootballEventInput } from '../matches/football/football-event.js';

/**
 * Card points per side as FIFA counts fair play: a yellow 1; a second yellow makes the player's match 3
 * (2 more); a red 4 (after a yellow, 5 in all). Fewer ranks higher.
 */
export const CARD_POINTS: Record<string, number> = { YELLOW_CARD: 1, SECOND_YELLOW: 2, RED_CARD: 4 };

type StoredEvent = { kind: string; payload: Record<string, unknown> };

/** The card points of one match's log (football and undo events in seq order), undone events left out. */
export function matchCardPoints(log: readonly StoredEvent[]): { home: number; away: number } {
  const points = { home: 0, away: 0 };
  let live: FootballEventInput[];
  try {
    live = inForce(log, (event) => roleOfKind(event.kind)).map(
      (event) => (event.payload as { input: FootballEventInput }).input,
    );
  } catch {
    // A log the rules refuse is not this table's to judge: it scores no cards.
    return points;
  }
  for (const input of live) {
    const value = CARD_POINTS[input.kind] ?? 0;
    if (value && (input.side === 'home' || input.side === 'away')) points[input.side] += value;
  }
  return points;
}
