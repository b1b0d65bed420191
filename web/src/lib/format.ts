import { format, parseISO } from 'date-fns';

/** round_robin -> "round robin": the spec shows underscores as spaces. */
export function humanize(value: string): string {
  return value.replace(/_/g, ' ');
}

/** A LocalDate (YYYY-MM-DD) or DateTime string as "Mon 5 Aug 2026"; TBD when there is none. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return 'TBD';
  return format(parseISO(value), 'EEE d MMM yyyy');
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return 'TBD';
  return format(parseISO(value), 'EEE d MMM yyyy, h:mm aaa');
}

export function formatMoney(amount: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 }).format(
    amount,
  );
}
