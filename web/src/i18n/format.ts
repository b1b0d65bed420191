import { useMemo } from 'react';
import { formatSiteDateIn, formatSiteDateTimeIn, formatSiteTime } from '../../../shared/site-time';
import type { FormatNumberOptions } from 'react-intl';
import { useSiteIntl } from './intl';
import { translator } from './use-t';

export type SiteFormat = {
  /** A LocalDate or DateTime as its day, "Sat 5 Dec 2026" / "sáb, 5 dic 2026"; "TBD" in words when none. */
  date: (value: string | null | undefined) => string;
  /** A DateTime as day and time at the ground, "Sat 5 Dec 2026, 19:30 AST". */
  dateTime: (value: string | null | undefined) => string;
  /** A DateTime's time at the ground, "19:30 AST". */
  time: (value: string | null | undefined) => string;
  /** A number with the language's separators: 1,234.5 / 1.234,5. */
  number: (value: number, options?: FormatNumberOptions) => string;
  /** A position as the language says it: 1st, 1.º, 1er, 1e. */
  ordinal: (value: number) => string;
};

/**
 * Dates, times and numbers in the page's language, always at the ground's clock (shared/site-time.ts): the
 * server and the browser write the same text, whatever zone either is set to.
 */
export function useFormat(): SiteFormat {
  const intl = useSiteIntl();
  return useMemo(() => {
    const t = translator(intl);
    const tbd = () => t('common.tbd');
    return {
      date: (value) => (value ? formatSiteDateIn(value, intl.locale) : tbd()),
      dateTime: (value) => (value ? formatSiteDateTimeIn(value, intl.locale) : tbd()),
      time: (value) => {
        if (!value) return tbd();
        const at = new Date(value);
        return Number.isNaN(at.getTime()) ? value : formatSiteTime(at);
      },
      number: (value, options) => intl.formatNumber(value, options),
      ordinal: (value) => t('common.ordinal', { position: value }),
    };
  }, [intl]);
}
