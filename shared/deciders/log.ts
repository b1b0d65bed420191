/**
 * The one undo rule of every sport, on the server and on the phone. A match's log only grows: events in
 * seq order, undo entries that each void the latest event not already voided, and `replace` entries (a
 * Cricsheet file imported in place of the events so far) that void every event before them. Every
 * projection is a fold of the events left in force.
 */
import { RuleViolation } from './decider.js';

/** The stored event kind of an undo. */
export const UNDO = 'undo';
/** The stored event kind that opens a whole log imported in place of the events before it (they stay, voided). */
export const REPLACE = 'replace';

/** An entry of the log as the rule reads it. */
export type LogEntry<E> = { kind: 'event'; event: E } | { kind: 'undo' } | { kind: 'reset' };

/** What an entry does to the events before it. */
export type LogRole = 'event' | 'undo' | 'reset';

/** A stored event's role, from its kind: `undo` and `replace` are the two that void. */
export function roleOfKind(kind: string): LogRole {
  return kind === UNDO ? 'undo' : kind === REPLACE ? 'reset' : 'event';
}

export type InForceOptions<T> = {
  /** Told of each entry as an undo or a reset voids it. */
  onVoid?: (entry: T) => void;
  /** An undo with nothing left to void: refused (the server's folds), or a no-op (reads of the log). */
  emptyUndo?: 'refuse' | 'ignore';
};

/**
 * The entries still in force, in order: each undo voids the latest one left, a reset all of them. The
 * rule itself, for any entry shape (`role` says what each entry is).
 */
export function inForce<T>(entries: readonly T[], role: (entry: T) => LogRole, options: InForceOptions<T> = {}): T[] {
  const live: T[] = [];
  for (const entry of entries) {
    const what = role(entry);
    if (what === 'event') live.push(entry);
    else if (what === 'reset') for (const voided of live.splice(0)) options.onVoid?.(voided);
    else if (live.length === 0) {
      if (options.emptyUndo !== 'ignore') throw new RuleViolation('input.kind', 'There is no event to undo');
    } else {
      const voided = live.pop()!;
      options.onVoid?.(voided);
    }
  }
  return live;
}

/** The stored events in force (`kind` and `seq` as the log stores them), sorted by seq; voided ones skipped. */
export function storedInForce<T extends { kind: string; seq?: number }>(
  log: readonly T[],
  options: InForceOptions<T> = {},
): T[] {
  const ordered = log.every((event, index) => index === 0 || (log[index - 1].seq ?? 0) <= (event.seq ?? 0))
    ? log
    : [...log].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  return inForce(ordered, (event) => roleOfKind(event.kind), options);
}

/** The events still in force: each undo removes the latest one left, a reset all of them. */
export function liveEvents<E>(log: readonly LogEntry<E>[]): E[] {
  return inForce(log, (entry) => (entry.kind === 'event' ? 'event' : entry.kind)).flatMap((entry) =>
    entry.kind === 'event' ? [entry.event] : [],
  );
}

/** Folds the log from scratch: undo and corrections rebuild the projection this way. */
export function project<S, E>(initial: S, apply: (state: S, event: E) => S, log: readonly LogEntry<E>[]): S {
  return liveEvents(log).reduce(apply, initial);
}
