/**
 * The match log as the sport rules see it: events in seq order, undo entries that each void the latest
 * event not already voided, and resets (a whole log imported in place of the events so far) that void
 * every event before them. The log is never edited; every projection is a fold of what is left.
 */
/** The stored event kind of an undo. */
export const UNDO = 'undo';
/** The stored event kind that opens a whole log imported in place of the events before it (they stay, voided). */
export const REPLACE = 'replace';

export type LogEntry<E> = { kind: 'event'; event: E } | { kind: 'undo' } | { kind: 'reset' };

/** A refusal by the sport's rules; `field` is the input path at fault (e.g. `input.minute`). */
export class RuleViolation extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'RuleViolation';
  }
}

/** The events still in force: each undo removes the latest one left, a reset all of them. */
export function liveEvents<E>(log: readonly LogEntry<E>[]): E[] {
  const live: E[] = [];
  for (const entry of log) {
    if (entry.kind === 'event') live.push(entry.event);
    else if (entry.kind === 'reset') live.length = 0;
    else if (live.length === 0) throw new RuleViolation('input.kind', 'There is no event to undo');
    else live.pop();
  }
  return live;
}

/** Folds the log from scratch: undo and corrections rebuild the projection this way. */
export function project<S, E>(initial: S, apply: (state: S, event: E) => S, log: readonly LogEntry<E>[]): S {
  return liveEvents(log).reduce(apply, initial);
}
