import { formatSiteDate, formatSiteDateTime, formatSiteTime } from '../../../shared/site-time';

/** round_robin -> "round robin": the spec shows underscores as spaces. */
export function humanize(value: string): string {
  return value.replace(/_/g, ' ');
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

// Built on first use: its ICU set-up costs a phone milliseconds on every page load, and most pages show no money.
let money: Intl.NumberFormat | undefined;

export function formatMoney(amount: number): string {
  money ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });
  return money.format(amount);
}
