import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveRegion, pageRegion, regionLink } from '../../web/src/app/live-region';
import { tickClocks } from '../../web/src/visitor/clocks';
import { startRegionLinks } from '../../web/src/visitor/region-links';

/** Marks as the components spread them, written as attributes. */
function attributes(marks: Record<string, string | number>): string {
  return Object.entries(marks)
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ');
}

/** The team page's results as the server renders them for `count` cards, with its Show more link. */
function resultsPage(count: number): string {
  const cards = Array.from({ length: count }, (_, index) => `<li>Result ${index + 1}</li>`).join('');
  return `<main><h1>Harbour Lights</h1><section ${attributes(pageRegion('results'))}><ol>${cards}</ol>
    <a href="/team/7?results=${count + 10}" ${attributes(regionLink('results'))}>Show more</a></section></main>`;
}

describe("a visitor's page: parts taken from another rendering of the page", () => {
  let stop = () => {};
  beforeEach(() => {
    window.history.replaceState(null, '', '/team/7');
    document.body.innerHTML = resultsPage(10);
    stop = startRegionLinks();
  });
  afterEach(() => {
    stop();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('shows more in place: the page at the link’s address, only its part swapped, the address kept', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(resultsPage(20), { status: 200 }));
    const heading = document.querySelector('h1')!;
    const link = document.querySelector<HTMLAnchorElement>('a[data-region-link]')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    // No page load: the script took the click.
    expect(click.defaultPrevented).toBe(true);
    expect(fetch.mock.calls[0][0]).toBe(`${window.location.origin}/team/7?results=20&live-part=`);
    await vi.waitFor(() => expect(document.querySelectorAll('li')).toHaveLength(20));
    expect(window.location.search).toBe('?results=20');
    // The rest of the page is the same element, untouched.
    expect(document.querySelector('h1')).toBe(heading);
    expect(document.querySelector('a[data-region-link]')!.getAttribute('href')).toBe('/team/7?results=30');
  });

  it('keeps the fan’s place for the keyboard: on the new Show more, or on the part once the list is whole', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(resultsPage(20), { status: 200 }));
    document.querySelector<HTMLAnchorElement>('a[data-region-link]')!.focus();
    document
      .querySelector('a[data-region-link]')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(document.querySelectorAll('li')).toHaveLength(20));
    expect(document.activeElement?.getAttribute('href')).toBe('/team/7?results=30');

    // The last page: its rendering has no Show more.
    fetch.mockResolvedValue(new Response(resultsPage(23).replace(/<a [^>]*>Show more<\/a>/, ''), { status: 200 }));
    document
      .querySelector('a[data-region-link]')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(document.querySelectorAll('li')).toHaveLength(23));
    expect(document.activeElement).toBe(document.querySelector('[data-live-region="results"]'));
  });

  it('leaves a click asking for a new tab to the browser', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const link = document.querySelector<HTMLAnchorElement>('a[data-region-link]')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('marks a live part by what it follows: a tournament, a match, or the live matches it shows', () => {
    expect(liveRegion('standings', { tournament: 3 }, 'result')).toEqual({
      'data-live-region': 'standings',
      'data-live-tournament': 3,
      'data-live-on': 'result',
    });
    expect(liveRegion('match', { match: 33 }, 'change')).toMatchObject({ 'data-live-match': 33 });
    expect(liveRegion('team', { liveMatches: true }, 'shown')).toMatchObject({
      'data-live-matches': '',
      'data-live-on': 'shown',
    });
  });
});

describe("a visitor's match page: the clocks the server drew", () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('ticks the time at the ground, the time in play and the minute in play, from the browser’s time', () => {
    const kickOff = '2026-12-05T18:00:00Z';
    const football = { phase: 'PLAYING', period: 'SECOND_HALF', periodFirstMinute: 46, periodLastMinute: 90 };
    document.body.innerHTML = `
      <time data-clock="site">10:00:00</time>
      <span data-clock-since="${kickOff}">0:00:00</span>
      <p data-clock-minute='${JSON.stringify({ ...football, periodStartedAt: '2026-12-05T19:00:00Z' })}'>46'</p>
      <p id="break">HT</p>`;
    tickClocks(new Date('2026-12-05T19:21:30Z'));
    // 19:21:30 UTC is 15:21:30 at the ground (AST, four hours behind).
    expect(document.querySelector('[data-clock="site"]')!.textContent).toBe('15:21:30');
    expect(document.querySelector('[data-clock="site"]')!.getAttribute('datetime')).toBe('2026-12-05T19:21:30.000Z');
    expect(document.querySelector('[data-clock-since]')!.textContent).toBe('1:21:30');
    expect(document.querySelector('[data-clock-minute]')!.textContent).toBe("67'");
    // A clock the server did not mark (the words between periods) is left as rendered, in the page's language.
    expect(document.getElementById('break')!.textContent).toBe('HT');
  });
});
