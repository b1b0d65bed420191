// In a module registry of its own (vitest.config.ts MOCKS_MODULES): it replaces graphql-ws's client for the page's script.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveRegion } from '../../web/src/app/live-region';
import { STALE_RETRY_MS } from '../../shared/stale-retry';
import { LIVE_PART_QUERY } from '../../shared/live-part';

type Sink = { next(value: { data: unknown }): void };
const subscriptions: { query: string; sink: Sink }[] = [];

vi.mock('graphql-ws/client', () => ({
  createClient: () => ({
    on: () => () => undefined,
    subscribe: (payload: { query: string }, sink: Sink) => {
      subscriptions.push({ query: payload.query, sink });
      return () => undefined;
    },
    dispose: () => undefined,
  }),
}));

const { followLiveRegions, showsPushed } = await import('../../web/src/visitor/live-regions');

/** A live part's marks (`liveRegion`) as the attributes the server writes. */
const marksOf = (marks: Record<string, unknown>) =>
  Object.entries(marks)
    .map(([name, value]) => `${name}="${String(value)}"`)
    .join(' ');

/** The match page's moving part as the server renders it at `seq`. */
function matchPart(seq: number): string {
  return `<section ${marksOf(liveRegion('match', { match: 7, seq }, 'change'))}><p data-testid="score">after seq ${seq}</p></section>`;
}

/** fetch answering each page in turn, then the last one for every fetch after. */
function fetchAnswering(...pages: string[]) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => new Response(pages.length > 1 ? pages.shift() : pages[0], { status: 200 }));
}

const page = (seq: number) => `<!doctype html><html><head></head><body><main>${matchPart(seq)}</main></body></html>`;

describe("a visitor's match page checks each rendering against its push", () => {
  it('marks the rendering with its seq and tells an older rendering from a current one', () => {
    const fresh = new DOMParser().parseFromString(page(40), 'text/html');
    expect(fresh.querySelector('[data-live-match="7"]')?.getAttribute('data-live-seq')).toBe('40');
    expect(showsPushed(fresh, new Map([[7, 41]]))).toBe(false);
    expect(showsPushed(fresh, new Map([[7, 40]]))).toBe(true);
    // Another match's push, or a rendering that marks no seq, says nothing about this one.
    expect(showsPushed(fresh, new Map([[8, 99]]))).toBe(true);
    const unmarked = new DOMParser().parseFromString('<div data-live-match="7">x</div>', 'text/html');
    expect(showsPushed(unmarked, new Map([[7, 41]]))).toBe(true);
  });

  it("checks a list's cards too: each card marks its match's seq", () => {
    const list = new DOMParser().parseFromString(
      '<section><article data-match-id="5" data-match-seq="12">5</article><article data-match-id="6" data-match-seq="3">6</article></section>',
      'text/html',
    );
    expect(showsPushed(list, new Map([[5, 12]]))).toBe(true);
    expect(showsPushed(list, new Map([[5, 13]]))).toBe(false);
    expect(
      showsPushed(
        list,
        new Map([
          [5, 12],
          [6, 4],
        ]),
      ),
    ).toBe(false);
  });

  describe('following the match', () => {
    beforeEach(() => {
      subscriptions.length = 0;
      vi.useFakeTimers();
      document.body.innerHTML = `<main>${matchPart(40)}</main>`;
    });
    afterEach(() => {
      vi.useRealTimers();
      vi.restoreAllMocks();
      document.body.innerHTML = '';
    });

    it('fetches again after a pause when the cache answered the page from before the push, then shows the new one', async () => {
      const fetched = fetchAnswering(page(40), page(40), page(41));
      followLiveRegions('en');
      expect(subscriptions).toHaveLength(1);
      expect(subscriptions[0].query).toContain('seq');

      subscriptions[0].sink.next({ data: { pushed: { id: 7, status: 'in_progress', updatedAt: 'now', seq: 41 } } });
      await vi.advanceTimersByTimeAsync(0);
      expect(fetched).toHaveBeenCalledTimes(1);
      // The stale rendering is not shown: the page keeps what it had until the current one comes.
      expect(document.querySelector('[data-testid="score"]')?.textContent).toBe('after seq 40');

      await vi.advanceTimersByTimeAsync(STALE_RETRY_MS[0]);
      expect(fetched).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(STALE_RETRY_MS[1]);
      expect(fetched).toHaveBeenCalledTimes(3);
      expect(document.querySelector('[data-testid="score"]')?.textContent).toBe('after seq 41');

      // Nothing more is fetched once the page is current.
      await vi.advanceTimersByTimeAsync(10_000);
      expect(fetched).toHaveBeenCalledTimes(3);
    });

    it("fetches the page's live part, and the whole page when the part draws with a rule the page lacks", async () => {
      document.head.innerHTML = '<style data-ssr-styles="css a1">.css-a1{color:red}</style>';
      const styled = (ids: string, css: string) =>
        page(41).replace('<head></head>', `<head><style data-ssr-styles="css ${ids}">${css}</style></head>`);
      const fetched = fetchAnswering(styled('a1 b2', ''), styled('a1 b2', '.css-b2{gap:8px}'), page(41));
      followLiveRegions('en');
      subscriptions[0].sink.next({ data: { pushed: { id: 7, status: 'in_progress', updatedAt: 'now', seq: 41 } } });
      await vi.advanceTimersByTimeAsync(0);
      const asked = fetched.mock.calls.map(([address]) => new URL(address as string));
      expect(asked.map((address) => address.searchParams.has(LIVE_PART_QUERY))).toEqual([true, false]);
      expect(asked[1].href).toBe(window.location.href);
      expect(document.querySelector('[data-testid="score"]')?.textContent).toBe('after seq 41');
      expect(document.head.innerHTML).toContain('.css-b2{gap:8px}');
      document.head.innerHTML = '';
    });

    it('fetches again after a pause when the server could not render in time or the network failed', async () => {
      const answers = [
        () => Promise.resolve(new Response('', { status: 503 })),
        () => Promise.reject(new TypeError('Failed to fetch')),
        () => Promise.resolve(new Response(page(41), { status: 200 })),
      ];
      const fetched = vi.spyOn(globalThis, 'fetch').mockImplementation(() => answers.shift()!());
      followLiveRegions('en');
      subscriptions[0].sink.next({ data: { pushed: { id: 7, status: 'in_progress', updatedAt: 'now', seq: 41 } } });
      await vi.advanceTimersByTimeAsync(0);
      expect(fetched).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(STALE_RETRY_MS[0]);
      expect(fetched).toHaveBeenCalledTimes(2);
      expect(document.querySelector('[data-testid="score"]')?.textContent).toBe('after seq 40');
      await vi.advanceTimersByTimeAsync(STALE_RETRY_MS[1]);
      expect(fetched).toHaveBeenCalledTimes(3);
      expect(document.querySelector('[data-testid="score"]')?.textContent).toBe('after seq 41');
    });

    it('gives up after the last pause and shows the rendering it has', async () => {
      const fetched = vi
        .spyOn(globalThis, 'fetch')
        .mockImplementation(async () => new Response(page(40).replace('after seq 40', 'still 40'), { status: 200 }));
      followLiveRegions('en');
      subscriptions[0].sink.next({ data: { pushed: { id: 7, status: 'in_progress', updatedAt: 'now', seq: 41 } } });
      await vi.advanceTimersByTimeAsync(STALE_RETRY_MS.reduce((total, pause) => total + pause, 0) + 10_000);
      expect(fetched).toHaveBeenCalledTimes(1 + STALE_RETRY_MS.length);
      expect(document.querySelector('[data-testid="score"]')?.textContent).toBe('still 40');
    });
  });

  describe('a part following every live match', () => {
    beforeEach(() => {
      subscriptions.length = 0;
      const marks = marksOf(liveRegion('landing', { liveMatches: true }, 'shown'));
      document.body.innerHTML = `<main><section ${marks}><article data-match-id="5">5</article></section></main>`;
    });
    afterEach(() => {
      vi.useRealTimers();
      vi.restoreAllMocks();
      document.body.innerHTML = '';
    });

    it('fetches the page for a match whose card it shows, or one that starts or ends, and not for the others', async () => {
      const fetched = vi
        .spyOn(globalThis, 'fetch')
        .mockImplementation(async () => new Response(document.documentElement.outerHTML, { status: 200 }));
      followLiveRegions('en');
      const push = (id: number, status: string, seq: number) =>
        subscriptions[0].sink.next({ data: { pushed: { id, status, updatedAt: `t${seq}`, seq } } });
      const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

      push(9, 'in_progress', 1); // a match the page has not heard of: it may have just started
      await vi.waitFor(() => expect(fetched).toHaveBeenCalledTimes(1));
      push(9, 'in_progress', 2); // a ball of a match whose card is not on the page
      push(9, 'in_progress', 3);
      await settled();
      expect(fetched).toHaveBeenCalledTimes(1);
      push(5, 'in_progress', 7); // a ball of the match shown
      await vi.waitFor(() => expect(fetched).toHaveBeenCalledTimes(2));
      push(9, 'completed', 4); // the other match ends: a result may come onto the page
      await vi.waitFor(() => expect(fetched).toHaveBeenCalledTimes(3));
    });

    it("fetches again while the rendering's card shows its match behind the push, then shows the current card", async () => {
      vi.useFakeTimers();
      const card = (seq: number) => `<article data-match-id="5" data-match-seq="${seq}">after seq ${seq}</article>`;
      const region = document.querySelector('[data-live-region]')!;
      region.innerHTML = card(6);
      const rendering = (seq: number) => document.documentElement.outerHTML.replace(card(6), card(seq));
      const fetched = fetchAnswering(rendering(6), rendering(7));
      followLiveRegions('en');
      expect(subscriptions[0].query).toContain('seq');
      subscriptions[0].sink.next({ data: { pushed: { id: 5, status: 'in_progress', updatedAt: 't7', seq: 7 } } });
      await vi.advanceTimersByTimeAsync(0);
      expect(fetched).toHaveBeenCalledTimes(1);
      expect(document.querySelector('[data-match-id="5"]')?.textContent).toBe('after seq 6');
      await vi.advanceTimersByTimeAsync(STALE_RETRY_MS[0]);
      expect(fetched).toHaveBeenCalledTimes(2);
      expect(document.querySelector('[data-match-id="5"]')?.textContent).toBe('after seq 7');
    });
  });
});
