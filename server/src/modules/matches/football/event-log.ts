/**
 * The match log as the sport rules see it: events in seq order, and undo entries that each void the
 * latest event not already voided. The log is never edited; every projection is a fold of what is left.
 */
export type LogEntry<E> = { kind: 'event'; event: E } | { kind: 'undo' };

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

/** The events still in force: each undo removes the latest one left. */
export function liveEvents<E>(log: readonly LogEntry<E>[]): E[] {
  const live: E[] = [];
  for (const entry of log) {
    if (entry.kind === 'event') live.push(entry.event);
    else if (live.length === 0) throw new RuleViolation('input.kind', 'There is no event to undo');
    else live.pop();
  }
  return live;
}

/** Folds the log from scratch: undo and corrections rebuild the projection this way. */
export function project<S, E>(initial: S, apply: (state: S, event: E) => S, log: readonly LogEntry<E>[]): S {
  return liveEvents(log).reduce(apply, initial);
}
