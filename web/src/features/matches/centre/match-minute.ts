import { clockMinute, minuteText } from '../../../../../shared/deciders/football/clock';

/** What the page knows of the clock: the fold's phase and period, and when the period started. */
export type ClockFields = {
  phase: string;
  period?: string | null;
  periodFirstMinute?: number | null;
  periodLastMinute?: number | null;
  periodStartedAt?: string | null;
};

const BREAKS: Record<string, string> = {
  FIRST_HALF: 'HT',
  SECOND_HALF: 'FT',
  EXTRA_TIME_FIRST: 'ET HT',
  EXTRA_TIME_SECOND: 'AET',
  PENALTIES: 'Pens',
};
const ENDS: Record<string, string> = { SECOND_HALF: 'FT', EXTRA_TIME_SECOND: 'AET', PENALTIES: 'Pens' };

/**
 * The minute the page shows, by the laws the pad and the server use (shared/deciders/football/clock.ts):
 * from the period's start, "67'", "45+2'" in added time; "HT" and "FT" (and "ET HT", "AET", "Pens")
 * between periods and at the end; empty before kick-off.
 */
export function pageMinute(football: ClockFields, now: number): string {
  const period = football.period ?? '';
  if (football.phase === 'ENDED') return ENDS[period] ?? 'FT';
  if (football.phase === 'BREAK') return BREAKS[period] ?? 'Break';
  if (period === 'PENALTIES') return 'Pens';
  const { periodStartedAt: started, periodFirstMinute: first, periodLastMinute: last } = football;
  if (football.phase !== 'PLAYING' || !started || first == null || last == null) return '';
  const shown = clockMinute({ first, last }, Date.parse(started), now);
  // Past a quarter of an hour of added time the period's end was simply not recorded yet: no made-up count.
  if (shown.addedTime !== null && shown.addedTime > 15) return `${last}+'`;
  return minuteText(shown.minute, shown.addedTime);
}
