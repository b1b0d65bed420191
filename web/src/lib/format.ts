import { formatSiteDate, formatSiteDateTime, formatSiteTime } from '../../../shared/site-time';

/** round_robin -> "round robin": the spec shows underscores as spaces. */
export function humanize(value: string): string {
  return value.replace(/_/g, ' ');
}

/**
 * A name's possessive as English writes it: "Harbour Lights' roster", "Walkers Bay Cricketers' roster",
 * "Coral Reef XI's roster" (a plural name ending in s takes the apostrophe alone).
 */
export function possessive(name: string): string {
  return /s$/i.test(name.trim()) ? `${name.trim()}'` : `${name.trim()}'s`;
}

/**
 * A LocalDate (YYYY-MM-DD) or DateTime string as "Mon 5 Aug 2026"; TBD when there is none. Dates and
 * times are the site's zone's (shared/site-time.ts), never the reader's: a server-rendered page must
 * hydrate to the same text in any zone.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return 'TBD';
  return formatSiteDate(value);
}

/** A DateTime as "Mon 5 Aug 2026, 19:30 AST"; TBD when there is none. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return 'TBD';
  return formatSiteDateTime(value);
}

/** A DateTime's kick-off as "19:30 AST" (under a heading that names its day); TBD when there is none. */
export function formatTime(value: string | null | undefined): string {
  if (!value) return 'TBD';
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? value : formatSiteTime(at);
}

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * Dollars as "$1,000,000.00". Written out rather than through Intl.NumberFormat: its currency set-up is
 * 20 ms of ICU loading in a browser, a tenth of a second on a phone, on every page showing a fee.
 */
export function formatMoney(amount: number): string {
  const [whole = '0', cents = '00'] = Math.abs(amount).toFixed(2).split('.');
  return `${amount < 0 ? '-' : ''}$${whole.replace(THOUSANDS, ',')}.${cents}`;
}
