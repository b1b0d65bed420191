/**
 * The event kinds of a match's life outside play (kick-off, postponement, a new date, cancellation, a score kept
 * by hand, a completion by hand): the match row's status, not the sport's laws. The server projects them; the pad
 * tells a match with no play logged yet from one scored event by event.
 */
export const LIFECYCLE_KINDS = ['start', 'postpone', 'reschedule', 'cancel', 'score', 'complete'] as const;

export type LifecycleKind = (typeof LIFECYCLE_KINDS)[number];

export const isLifecycleKind = (kind: string): kind is LifecycleKind =>
  (LIFECYCLE_KINDS as readonly string[]).includes(kind);
