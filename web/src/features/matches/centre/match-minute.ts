import { clockMinute, minuteText } from '../../../../../shared/deciders/football/clock';
import type { MessageId } from '../../../i18n/message-ids';
import type { Translate } from '../../../i18n/use-t';

/** What the page knows of the clock: the fold's phase and period, and when the period started. */
export type ClockFields = {
  phase: string;
  period?: string | null;
  periodFirstMinute?: number | null;
  periodLastMinute?: number | null;
  periodStartedAt?: string | null;
};

/** The words the clock shows between periods and at the end, as codes; the page says them in its language. */
type MinuteWord = 'HT' | 'FT' | 'ET HT' | 'AET' | 'Pens' | 'Break';

const WORD_IDS: Record<MinuteWord, MessageId> = {
  HT: 'matches.minute.HT',
  FT: 'matches.minute.FT',
  'ET HT': 'matches.minute.ETHT',
  AET: 'matches.minute.AET',
  Pens: 'matches.minute.Pens',
  Break: 'matches.minute.Break',
};

const BREAKS: Record<string, MinuteWord> = {
  FIRST_HALF: 'HT',
  SECOND_HALF: 'FT',
  EXTRA_TIME_FIRST: 'ET HT',
  EXTRA_TIME_SECOND: 'AET',
  PENALTIES: 'Pens',
};
const ENDS: Record<string, MinuteWord> = { SECOND_HALF: 'FT', EXTRA_TIME_SECOND: 'AET', PENALTIES: 'Pens' };

/**
 * The minute the page shows, by the laws the pad and the server use (shared/deciders/football/clock.ts):
 * from the period's start, "67'", "45+2'" in added time; "HT" and "FT" (and "ET HT", "AET", "Pens")
 * between periods and at the end, as codes sayMinute words in the page's language; empty before kick-off.
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

/** pageMinute's text as the page shows it: "67'" as is, the codes ("HT", "FT") in the page's language. */
export function sayMinute(shown: string, t: Translate): string {
  return Object.hasOwn(WORD_IDS, shown) ? t(WORD_IDS[shown as MinuteWord]) : shown;
}
