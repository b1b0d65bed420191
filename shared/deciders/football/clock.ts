// The match clock's laws, for the server's fold, the public page and the phone's pad alike: the minutes
// each period covers, the minute the clock shows, and how an event's minute moves a clock behind it.
import type { FootballPeriod, FootballRules } from './football-event.js';

export type Timed = { minute: number; addedTime: number | null };

/** The minutes a timed period covers: the first half 1 to 45, the second 46 to 90, and so on. */
export function periodMinutes(rules: FootballRules, period: FootballPeriod): { first: number; last: number } | null {
  const half = rules.halfMinutes;
  const extra = rules.extraTimeHalfMinutes;
  const ends: Record<FootballPeriod, number | null> = {
    FIRST_HALF: half,
    SECOND_HALF: 2 * half,
    EXTRA_TIME_FIRST: 2 * half + extra,
    EXTRA_TIME_SECOND: 2 * half + 2 * extra,
    PENALTIES: null,
  };
  const last = ends[period];
  if (last === null) return null;
  const length = period === 'FIRST_HALF' || period === 'SECOND_HALF' ? half : extra;
  return { first: last - length + 1, last };
}

export const minuteText = (minute: number, addedTime: number | null) =>
  addedTime ? `${minute}+${addedTime}'` : `${minute}'`;

/** The minute the clock shows at `now` (ms) in a period started at `startedAt` (ms): 23, or 45 and 2 added. */
export function clockMinute(window: { first: number; last: number }, startedAt: number, now: number): Timed {
  const minute = window.first + Math.max(0, Math.floor((now - startedAt) / 60_000));
  return minute > window.last ? { minute: window.last, addedTime: minute - window.last } : { minute, addedTime: null };
}

/**
 * When the period started, once an event recorded at `at` (ms) says its minute: a minute ahead of the clock
 * moves the start back (a kick-off tapped late, or a goal sent from a phone that was offline; the scorer
 * watching knows the minute). A minute behind the clock is a late entry and moves nothing.
 */
export function startAfterEvent(
  window: { first: number; last: number },
  startedAt: number,
  event: { minute?: number | null; addedTime?: number | null },
  at: number,
): number {
  if (typeof event.minute !== 'number') return startedAt;
  const reached = event.minute + (event.addedTime ?? 0);
  const clock = window.first + Math.floor((at - startedAt) / 60_000);
  return reached > clock ? at - (reached - window.first) * 60_000 : startedAt;
}
