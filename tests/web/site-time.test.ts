import { afterEach, describe, expect, it } from 'vitest';
import {
  ageParts,
  formatSiteClock,
  formatSiteDate,
  formatSiteDateTime,
  formatSiteTime,
  siteDay,
  siteInstant,
  siteParts,
  siteTime,
  SITE_TIME_ZONE,
} from '../../shared/site-time';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import type { Language } from '../../shared/i18n/languages';
import { useFormat } from '../../web/src/i18n/format';
import { createSiteIntl, LanguageProvider } from '../../web/src/i18n/intl';
import { loadMessages } from '../../web/src/i18n/load-messages';

/** The page's formatter in a language, as a component gets it (English: the tests' default provider). */
async function formatIn(language: Language) {
  const intl = createSiteIntl(language, await loadMessages(language));
  const wrapper = ({ children }: { children: ReactNode }) => createElement(LanguageProvider, { intl, children });
  return renderHook(() => useFormat(), { wrapper }).result.current;
}

const english = () => renderHook(() => useFormat()).result.current;
const formatDate = (value: string | null | undefined) => english().date(value);
const formatDateTime = (value: string | null | undefined) => english().dateTime(value);

describe("dates in the site's zone, whatever the reader's", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  // A server in UTC, a visitor in Tokyo, one in London in summer, one west of the site: the same text.
  for (const readerZone of ['UTC', 'Asia/Tokyo', 'Europe/London', 'Pacific/Honolulu']) {
    it(`formats the same text in ${readerZone}`, () => {
      process.env.TZ = readerZone;
      expect(formatDateTime('2026-12-05T15:00:00Z')).toBe('Sat 5 Dec 2026, 11:00 AST');
      // After midnight UTC is still the evening before at the ground.
      expect(formatDateTime('2026-12-06T02:30:00.000Z')).toBe('Sat 5 Dec 2026, 22:30 AST');
      expect(formatDate('2026-12-06T02:30:00.000Z')).toBe('Sat 5 Dec 2026');
      // A calendar day belongs to no zone: it is never shifted.
      expect(formatDate('2026-08-05')).toBe('Wed 5 Aug 2026');
      expect(formatSiteDate('2027-01-01')).toBe('Fri 1 Jan 2027');
      expect(formatSiteClock(new Date('2026-07-01T04:05:06Z'))).toBe('00:05:06');
      expect(formatSiteClock(new Date('2026-07-01T03:59:59Z'))).toBe('23:59:59');
      // An organiser's "19:30 on the 5th" is 19:30 at the ground, read back the same way.
      expect(siteInstant('2026-12-05', '19:30').toISOString()).toBe('2026-12-05T23:30:00.000Z');
      expect(siteInstant('2026-12-05', '22:30').toISOString()).toBe('2026-12-06T02:30:00.000Z');
      expect(siteDay('2026-12-06T02:30:00.000Z')).toBe('2026-12-05');
      expect(siteTime('2026-12-06T02:30:00.000Z')).toBe('22:30');
      expect(formatSiteTime(new Date('2026-12-05T23:30:00Z'))).toBe('19:30 AST');
    });
  }

  // The wall clock is arithmetic on a fixed offset; the zone's own rules (the tz database, through Intl)
  // must agree at every instant the site can show, or the offset is wrong (a zone that took up daylight
  // saving would fail here).
  it("reads every instant from 1990 to 2040 as the zone's own rules do", () => {
    const rules = new Intl.DateTimeFormat('en-US', {
      timeZone: SITE_TIME_ZONE,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    const end = Date.UTC(2040, 0, 1);
    const disagreements: string[] = [];
    // Every 97 minutes: odd enough to land on every hour of the day and every day of the week.
    for (let time = Date.UTC(1990, 0, 1); time < end; time += 97 * 60_000) {
      const at = new Date(time);
      const read = Object.fromEntries(
        rules
          .formatToParts(at)
          .filter((part) => part.type !== 'literal')
          .map((part) => [part.type, Number(part.value) % (part.type === 'hour' ? 24 : Infinity)]),
      );
      const ours = siteParts(at);
      const agree = (Object.keys(ours) as (keyof typeof ours)[]).every((key) => ours[key] === read[key]);
      if (!agree) disagreements.push(at.toISOString());
    }
    expect(disagreements.slice(0, 5)).toEqual([]);
  });

  it('has no reading for an instant it cannot read, as Intl has none', () => {
    expect(() => siteParts(new Date('soon'))).toThrow(RangeError);
  });

  it('writes days, numbers and positions in the page’s language, still at the ground’s clock', async () => {
    const spanish = await formatIn('es');
    expect(spanish.dateTime('2026-12-06T02:30:00.000Z')).toBe('sáb, 5 dic 2026, 22:30 AST');
    expect(spanish.date('2026-08-05')).toBe('mié, 5 ago 2026');
    expect(spanish.number(1234.5)).toBe('1234,5');
    expect(spanish.ordinal(3)).toBe('3.º');
    expect(spanish.date(null)).toBe('Por definir');
    const french = await formatIn('fr');
    expect(french.date('2026-12-05')).toBe('sam. 5 déc. 2026');
    expect([french.ordinal(1), french.ordinal(2)]).toEqual(['1er', '2e']);
    const dutch = await formatIn('nl');
    expect(dutch.date('2026-12-05')).toBe('za 5 dec 2026');
    expect(dutch.ordinal(21)).toBe('21e');
    const inEnglish = await formatIn('en');
    expect([inEnglish.ordinal(1), inEnglish.ordinal(22), inEnglish.ordinal(13)]).toEqual(['1st', '22nd', '13th']);
    expect(inEnglish.number(1234.5)).toBe('1,234.5');
  });

  it('keeps TBD for no date and the text itself for one it cannot read', () => {
    expect(formatDateTime(null)).toBe('TBD');
    expect(formatDate(undefined)).toBe('TBD');
    expect(formatSiteDateTime('soon')).toBe('soon');
  });

  it('says how old an offline copy is in its largest whole unit', () => {
    expect(ageParts(0)).toEqual({ amount: 0, unit: 'second' });
    expect(ageParts(1_000)).toEqual({ amount: 1, unit: 'second' });
    expect(ageParts(44_600)).toEqual({ amount: 45, unit: 'second' });
    expect(ageParts(90_000)).toEqual({ amount: 2, unit: 'minute' });
    expect(ageParts(60_000)).toEqual({ amount: 1, unit: 'minute' });
    expect(ageParts(3 * 3600_000)).toEqual({ amount: 3, unit: 'hour' });
    expect(ageParts(2 * 86_400_000)).toEqual({ amount: 2, unit: 'day' });
    expect(ageParts(-5_000)).toEqual({ amount: 0, unit: 'second' });
  });
});
