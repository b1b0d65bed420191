/**
 * Dates and times as the site shows them: always in the site's own zone, labelled, whatever zone the
 * server or the visitor's phone is set to. The server renders public pages and the browser hydrates
 * them; both format through these functions, so the markup is the same on both sides (a kick-off shown
 * in the visitor's zone would differ from the server's and break hydration).
 */

/** The zone the tournaments are played in. Trinidad and Tobago keeps no daylight saving: one label. */
export const SITE_TIME_ZONE = 'America/Port_of_Spain';
export const SITE_TIME_ZONE_LABEL = 'AST';

/**
 * The zone's distance from UTC, the same all year, so its wall clock is arithmetic. An Intl formatter
 * for a named zone costs a browser 20-40 ms of ICU loading on every page load, four times that on a
 * phone, before the page can hydrate. tests/web/site-time.test.ts checks this against the zone's rules.
 */
const SITE_UTC_OFFSET_MINUTES = -240;
const OFFSET_MS = SITE_UTC_OFFSET_MINUTES * 60_000;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

type SiteParts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/** The wall-clock reading of an instant in the site's zone. */
export function siteParts(at: Date): SiteParts {
  const time = at.getTime();
  // As Intl would: an unreadable instant has no reading.
  if (Number.isNaN(time)) throw new RangeError('Invalid time value');
  const wall = new Date(time + OFFSET_MS);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

function calendarDay(year: number, month: number, day: number): string {
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${WEEKDAYS[weekday]} ${day} ${MONTHS[month - 1]} ${year}`;
}

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar day as a locale writes it ("sáb, 5 dic 2026"). Formatted in UTC from the day's own date, so the
 * browser loads no zone's rules; British English is written out as the site always has (the same text).
 */
function localCalendarDay(year: number, month: number, day: number, locale: string): string {
  if (locale === 'en-GB') return calendarDay(year, month, day);
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dayFormats.set(locale, format);
  }
  return format.format(new Date(Date.UTC(year, month - 1, day)));
}

/** The calendar day of a LocalDate or a DateTime (its day in the site's zone), or null when unreadable. */
function dayOf(value: string): [number, number, number] | null {
  const local = LOCAL_DATE.exec(value);
  if (local) return [Number(local[1]), Number(local[2]), Number(local[3])];
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return null;
  const { year, month, day } = siteParts(at);
  return [year, month, day];
}

/** formatSiteDate in a locale's words: "sáb, 5 dic 2026". */
export function formatSiteDateIn(value: string, locale: string): string {
  const day = dayOf(value);
  return day ? localCalendarDay(...day, locale) : value;
}

/** formatSiteDateTime in a locale's words: "sáb, 5 dic 2026, 11:00 AST" (the clock is 24-hour everywhere). */
export function formatSiteDateTimeIn(value: string, locale: string): string {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return value;
  const { year, month, day, hour, minute } = siteParts(at);
  return `${localCalendarDay(year, month, day, locale)}, ${pad(hour)}:${pad(minute)} ${SITE_TIME_ZONE_LABEL}`;
}

/**
 * A LocalDate (YYYY-MM-DD, a calendar day in no zone) or a DateTime as "Sat 5 Dec 2026"; a DateTime's
 * day is the one it falls on in the site's zone.
 */
export function formatSiteDate(value: string): string {
  const local = LOCAL_DATE.exec(value);
  if (local) return calendarDay(Number(local[1]), Number(local[2]), Number(local[3]));
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return value;
  const { year, month, day } = siteParts(at);
  return calendarDay(year, month, day);
}

/** A DateTime as "Sat 5 Dec 2026, 11:00 AST" (24-hour clock, the site's zone named). */
export function formatSiteDateTime(value: string): string {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return value;
  const { year, month, day, hour, minute } = siteParts(at);
  return `${calendarDay(year, month, day)}, ${pad(hour)}:${pad(minute)} ${SITE_TIME_ZONE_LABEL}`;
}

/** An instant as a ticking clock, "19:30:05", in the site's zone. */
export function formatSiteClock(at: Date): string {
  const { hour, minute, second } = siteParts(at);
  return `${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

/** The day ("2026-12-05") an instant falls on at the ground. */
export function siteDay(at: Date | string): string {
  const { year, month, day } = siteParts(new Date(at));
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The wall-clock time ("19:30") an instant reads at the ground. */
export function siteTime(at: Date | string): string {
  const { hour, minute } = siteParts(new Date(at));
  return `${pad(hour)}:${pad(minute)}`;
}

/**
 * The instant the clock at the ground reads `time` ("19:30") on `day` ("2026-12-05"): what an organiser
 * means by a kick-off, whatever zone their own laptop is set to.
 */
export function siteInstant(day: string, time: string): Date {
  return new Date(Date.parse(`${day}T${time}:00Z`) - OFFSET_MS);
}

/** An instant as a datetime-local field shows it ("2026-12-05T19:30"), at the ground's clock. */
export function toSiteInput(at: string | null | undefined): string {
  return at ? `${siteDay(at)}T${siteTime(at)}` : '';
}

/** A datetime-local field's value, read as the ground's clock, as an ISO instant; undefined when unreadable. */
export function fromSiteInput(value: string): string | undefined {
  const parts = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(value);
  if (!parts) return undefined;
  const at = siteInstant(parts[1], parts[2]);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

/** An instant as "19:30 AST". */
export function formatSiteTime(at: Date): string {
  const { hour, minute } = siteParts(at);
  return `${pad(hour)}:${pad(minute)} ${SITE_TIME_ZONE_LABEL}`;
}

export type AgeUnit = 'second' | 'minute' | 'hour' | 'day';

/** How long ago, in the largest whole unit: 45 seconds, 1 minute, 3 hours, 2 days (the words are the page's). */
export function ageParts(milliseconds: number): { amount: number; unit: AgeUnit } {
  const seconds = Math.max(0, Math.round(milliseconds / 1000));
  if (seconds < 60) return { amount: seconds, unit: 'second' };
  if (seconds < 3600) return { amount: Math.round(seconds / 60), unit: 'minute' };
  if (seconds < 86_400) return { amount: Math.round(seconds / 3600), unit: 'hour' };
  return { amount: Math.round(seconds / 86_400), unit: 'day' };
}
