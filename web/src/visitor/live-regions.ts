import { createClient, type Client } from 'graphql-ws/client';
import type { LiveRegionTrigger } from '../app/live-region';
import { SSR_STYLES_ATTRIBUTE } from '../app/ssr-styles';
import { graphqlSocketUrl } from '../app/socket-url';
import { readViewState, restoreViewState } from './tabs';
import type { Language } from '../../../shared/i18n/languages';
import { STALE_RETRY_MS } from '../../../shared/stale-retry';
import { LIVE_PART_QUERY } from '../../../shared/live-part';

/** A part of a visitor's page that moves, as the server marks it (app/live-region.ts). */
type LiveRegion = { name: string; source: Source; on: LiveRegionTrigger; seq?: number };

/** The push a region follows: a tournament's matches, one match, or every live match (`live:0`), as `kind:id`. */
type Source = `${keyof typeof SUBSCRIPTIONS}:${number}`;

const TRIGGERS: readonly string[] = ['result', 'status', 'change', 'shown'] satisfies LiveRegionTrigger[];

/** Only what tells a result from a ball: the page itself is the server's, fetched again when it moved. */
const SUBSCRIPTIONS = {
  tournament: `subscription VisitorTournamentMatches($id: Int!) {
  pushed: tournamentMatchesUpdated(tournamentId: $id) { id status updatedAt seq }
}`,
  match: `subscription VisitorMatch($id: Int!, $afterSeq: Int) {
  pushed: matchUpdated(matchId: $id, afterSeq: $afterSeq) { id status updatedAt seq }
}`,
  live: `subscription VisitorLiveMatches {
  pushed: liveMatchesUpdated { id status updatedAt seq }
}`,
} as const;

type PushedMatch = { id: number; status: string; updatedAt: string; seq?: number };

function liveRegions(): LiveRegion[] {
  return [...document.querySelectorAll<HTMLElement>('[data-live-region]')].flatMap((element) => {
    const { liveRegion: name, liveTournament, liveMatch, liveMatches, liveOn, liveSeq } = element.dataset;
    const kind = liveMatches !== undefined ? 'live' : liveMatch !== undefined ? 'match' : 'tournament';
    const id = Number(liveMatches !== undefined ? 0 : (liveMatch ?? liveTournament));
    if (!name || !Number.isSafeInteger(id) || !liveOn || !TRIGGERS.includes(liveOn)) return [];
    const seq = liveSeq === undefined ? undefined : Number(liveSeq);
    const shown = seq !== undefined && Number.isSafeInteger(seq) ? { seq } : {};
    return [{ name, source: `${kind}:${id}`, on: liveOn as LiveRegionTrigger, ...shown }];
  });
}

/** The part of a page (or of a fetched rendering) marked `name`. */
export function regionElement(name: string, root: ParentNode): HTMLElement | null {
  const regions = root.querySelectorAll<HTMLElement>('[data-live-region]');
  return [...regions].find((element) => element.dataset.liveRegion === name) ?? null;
}

/** A rendering's style elements that name a rule this page does not hold yet. */
function newStyleElements(fresh: Document): Element[] {
  const present = new Set<string>();
  for (const element of document.querySelectorAll(`style[${SSR_STYLES_ATTRIBUTE}]`)) {
    for (const id of (element.getAttribute(SSR_STYLES_ATTRIBUTE) ?? '').split(' ')) present.add(id);
  }
  return [...fresh.querySelectorAll(`style[${SSR_STYLES_ATTRIBUTE}]`)].filter((element) => {
    const [, ...ids] = (element.getAttribute(SSR_STYLES_ATTRIBUTE) ?? '').split(' ');
    return ids.some((id) => !present.has(id));
  });
}

/** The rules a fresh rendering uses that this page does not have yet: its style elements, added to the head. */
function adoptStyles(fresh: Document): void {
  for (const element of newStyleElements(fresh)) document.head.appendChild(document.importNode(element, true));
}

/**
 * Fetches the page again (the server renders it from the new data, or a cache in front answers it, purged by
 * the same change) and puts each moving part's new rendering in place of the old one.
 */
export async function refreshRegions(names: readonly string[], from = window.location.href): Promise<boolean> {
  const fresh = await fetchRendering(from);
  if (!fresh) return false;
  showRegions(names, fresh);
  return true;
}

/**
 * The page at `from` as the server (or the cache in front) renders it now, null when it answers an error: its
 * live part (shared/live-part.ts), a sixth of the bytes, or the whole page when that part draws with a rule
 * this page does not hold yet (a badge it has not shown before).
 */
async function fetchRendering(from: string): Promise<Document | null> {
  const address = new URL(from, window.location.href);
  address.searchParams.set(LIVE_PART_QUERY, '');
  const part = await fetchDocument(address.href);
  if (!part || newStyleElements(part).length === 0) return part;
  return fetchDocument(from);
}

async function fetchDocument(from: string): Promise<Document | null> {
  const response = await fetch(from, {
    credentials: 'same-origin',
    headers: { accept: 'text/html' },
    cache: 'no-store',
  });
  if (!response.ok) return null;
  return new DOMParser().parseFromString(await response.text(), 'text/html');
}

/** Each match a rendering marks with the seq it shows it at: a match page's moving part, and each match's card. */
function shownSeqs(fresh: ParentNode): [match: number, seq: number][] {
  const marked = (selector: string, match: string, seq: string) =>
    [...fresh.querySelectorAll<HTMLElement>(selector)].map((element): [number, number] => [
      Number(element.dataset[match]),
      Number(element.dataset[seq]),
    ]);
  return [
    ...marked('[data-live-match][data-live-seq]', 'liveMatch', 'liveSeq'),
    ...marked('[data-match-id][data-match-seq]', 'matchId', 'matchSeq'),
  ];
}

/**
 * Whether a rendering shows each match it marks with a seq (`data-live-seq`, a card's `data-match-seq`) at least
 * as far as the newest push of that match: an older one was answered before the write reached whoever answered it.
 */
export function showsPushed(fresh: ParentNode, pushed: ReadonlyMap<number, number>): boolean {
  return shownSeqs(fresh).every(([match, seq]) => {
    const newest = pushed.get(match);
    return newest === undefined || seq >= newest;
  });
}

/** Puts the named parts of another rendering of this page in place, keeping the fan's view and scroll. */
function showRegions(names: readonly string[], fresh: Document): void {
  adoptStyles(fresh);
  // Where the fan had scrolled to: the part replaced may hold the element the browser anchors scrolling to;
  // and what they chose in it (a tab, the whole commentary), which the server's rendering does not know.
  const { scrollX, scrollY } = window;
  const view = readViewState(document);
  for (const name of names) {
    const now = regionElement(name, document);
    const next = regionElement(name, fresh);
    if (now && next) now.replaceWith(document.importNode(next, true));
  }
  restoreViewState(document, view);
  window.scrollTo(scrollX, scrollY);
}

/**
 * Whether a push moves a region: a result moves standings, a change of status lists by status, a ball scores,
 * and a match whose card the region shows moves that card (as a change of status may add or take one).
 */
function moves(region: LiveRegion, match: PushedMatch, known: Map<number, PushedMatch>): boolean {
  const before = known.get(match.id);
  if (region.on === 'change') return true;
  if (region.on === 'shown') {
    const shown = regionElement(region.name, document)?.querySelector(`[data-match-id="${match.id}"]`) != null;
    return shown || before?.status !== match.status;
  }
  if (region.on === 'status') return before?.status !== match.status;
  return match.status === 'completed' && (before?.status !== 'completed' || before.updatedAt !== match.updatedAt);
}

/**
 * What a subscription is asked with: a match's, the oldest seq its parts show, so a ball scored while the page
 * loaded is pushed at once rather than with the next one.
 */
function subscriptionVariables(kind: keyof typeof SUBSCRIPTIONS, id: number, following: readonly LiveRegion[]) {
  if (kind === 'live') return {};
  const seqs = following.flatMap((region) => (region.seq === undefined ? [] : [region.seq]));
  return kind === 'match' && seqs.length > 0 ? { id, afterSeq: Math.min(...seqs) } : { id };
}

/**
 * Follows the tournaments and matches the page's moving parts show, over the site's GraphQL socket, and redraws a part
 * when a push moves it. Pushes that move nothing (a ball, a goal of a match still in play on a standings
 * page) cost nothing; a socket that dropped and came back redraws once, for what it missed.
 */
export function followLiveRegions(language: Language): Client | null {
  const regions = liveRegions();
  if (regions.length === 0) return null;
  const client = createClient({ url: graphqlSocketUrl(language), retryAttempts: Infinity });
  // One fetch at a time: pushes that come while one is on its way (a burst of balls) are answered by one more
  // fetch after it, which shows all of them. A rendering older than a push is fetched again after a pause, and
  // so is one that did not come (the server's render outlasted its time and answered 503, the network dropped):
  // the push that asked for it would not come again.
  const waiting = new Set<string>();
  const pushedSeqs = new Map<number, number>();
  let running = false;
  const fetchOnce = () => fetchRendering(window.location.href).catch(() => null);
  const fetchFresh = async (): Promise<Document | null> => {
    let fresh = await fetchOnce();
    for (const pause of STALE_RETRY_MS) {
      if (fresh && showsPushed(fresh, pushedSeqs)) break;
      await new Promise((resolve) => setTimeout(resolve, pause));
      fresh = await fetchOnce();
    }
    return fresh;
  };
  const refresh = (names: string[]) => {
    for (const name of names) waiting.add(name);
    if (running) return;
    running = true;
    void (async () => {
      while (waiting.size > 0) {
        const next = [...waiting];
        waiting.clear();
        const fresh = await fetchFresh();
        if (fresh) showRegions(next, fresh);
      }
      running = false;
    })();
  };
  client.on('connected', (_socket, _payload, wasRetry) => {
    if (wasRetry) refresh(regions.map((region) => region.name));
  });
  for (const source of new Set(regions.map((region) => region.source))) {
    const [kind, id] = source.split(':') as [keyof typeof SUBSCRIPTIONS, string];
    const known = new Map<number, PushedMatch>();
    const following = regions.filter((region) => region.source === source);
    client.subscribe<{ pushed: PushedMatch }>(
      { query: SUBSCRIPTIONS[kind], variables: subscriptionVariables(kind, Number(id), following) },
      {
        next: ({ data }) => {
          const match = data?.pushed;
          if (!match) return;
          if (typeof match.seq === 'number')
            pushedSeqs.set(match.id, Math.max(match.seq, pushedSeqs.get(match.id) ?? 0));
          const moved = following.filter((region) => moves(region, match, known));
          known.set(match.id, match);
          if (moved.length > 0) refresh(moved.map((region) => region.name));
        },
        error: () => undefined,
        complete: () => undefined,
      },
    );
  }
  return client;
}
