import { precompress, type Precompressed } from './compression.js';
import { changedScope, type ChangeNotices } from './core/change-notice.js';
import { overlaps, type DataScope } from './core/data-scope.js';
/**
 * Server-rendered public pages, kept whole (head, share tags, markup, state) for the next anonymous
 * visitor: a crowd opening one tournament's page costs one render (50-80 ms of CPU) per change, not one
 * per fan, and a kept page is sent without reading anything. An entry is as good as the public data it
 * was built from: it is dropped when a change notice (core/change-notice.ts) may have changed one of the
 * answers it shows (a ball in another tournament leaves a tournament's page kept; see
 * graphql/answer-scope.ts) and after the same time to live as the answers.
 */
export type RenderedPageCache = {
  /** The page as kept, or undefined when there is none still good. */
  read(key: string): KeptPage | undefined;
  /** What the page at `key` was last rendered from (its answers' tournaments), when it has been. */
  lastScope(key: string): DataScope | undefined;
  /**
   * The page from a render shared by every visitor asking for it meanwhile: when a write drops a page a
   * crowd is reading, the crowd waits for one render instead of each fan starting their own. A visitor
   * arriving after a write that may have changed the page (as it was last built) gets a render of their
   * own (it starts from the new data); a write to another tournament does not split the crowd. The render is told
   * to stop only when every visitor waiting for it has gone (`visitor` aborted). Null when the render
   * gave no page; a page is kept only when no write that may have changed it came while it rendered.
   */
  share(
    key: string,
    visitor: AbortSignal,
    render: (signal: AbortSignal) => Promise<PageRender | null>,
  ): Promise<string | null>;
};

/** A rendered page, what its answers were built from, and the CSP sources of its inline scripts. */
export type PageRender = { page: string; scope: DataScope; scriptSources: readonly string[] };

/**
 * A page as sent to every visitor until it is dropped: compressed once in each encoding, and the CSP
 * sources (hashes) of its inline scripts, which its response's policy allows.
 */
export type KeptPage = Precompressed & { scriptSources: readonly string[] };

type Render = { page: Promise<string | null>; waiting: number; stop: AbortController; startedAt: number };

export type RenderedPageCacheOptions = {
  ttlMs: number;
  maxEntries: number;
  /** The committed writes of every instance: the cache forgets the pages each notice changed. */
  notices: Pick<ChangeNotices, 'generation' | 'changedSince' | 'listen'>;
  now?: () => number;
};

/** A rendered page as it is kept: compressed once, the same bytes for every visitor. */
function keep(page: string, scriptSources: readonly string[]): KeptPage {
  return { ...precompress(Buffer.from(page)), scriptSources };
}

/** Keys are a page's path and query: anything longer is not a page a crowd shares. */
const MAX_KEY_LENGTH = 300;

export function createRenderedPageCache(options: RenderedPageCacheOptions): RenderedPageCache | undefined {
  if (options.ttlMs <= 0) return undefined;
  const now = options.now ?? Date.now;
  const { notices } = options;
  const pages = new Map<string, { kept: KeptPage; scope: DataScope; storedAt: number }>();
  notices.listen((notice) => {
    const changed = changedScope(notice);
    for (const [key, page] of pages) if (overlaps(page.scope, changed)) pages.delete(key);
  });
  const renders = new Map<string, Render>();
  // What each page was last built from: a page's scope follows from its path (its documents), so a visitor
  // may join a render begun before a write that cannot have changed it.
  const scopes = new Map<string, DataScope>();
  const store = (key: string, { page, scope, scriptSources }: PageRender, startedAt: number) => {
    if (key.length > MAX_KEY_LENGTH) return;
    scopes.delete(key);
    if (scopes.size >= options.maxEntries) scopes.delete(scopes.keys().next().value!);
    scopes.set(key, scope);
    if (notices.changedSince(startedAt, scope)) return;
    pages.delete(key);
    // The oldest page goes first: a Map keeps insertion order.
    if (pages.size >= options.maxEntries) pages.delete(pages.keys().next().value!);
    pages.set(key, { kept: keep(page, scriptSources), scope, storedAt: now() });
  };
  const start = (key: string, render: (signal: AbortSignal) => Promise<PageRender | null>): Render => {
    const startedAt = notices.generation;
    const stop = new AbortController();
    const shared: Render = { page: Promise.resolve(null), waiting: 0, stop, startedAt };
    shared.page = render(stop.signal)
      .then((rendered) => {
        if (rendered === null) return null;
        store(key, rendered, startedAt);
        return rendered.page;
      })
      .finally(() => {
        if (renders.get(key) === shared) renders.delete(key);
      });
    return shared;
  };
  return {
    read(key) {
      const page = pages.get(key);
      if (!page) return undefined;
      // A notice since it was kept has dropped it already.
      if (now() - page.storedAt > options.ttlMs) {
        pages.delete(key);
        return undefined;
      }
      return page.kept;
    },
    lastScope: (key) => scopes.get(key),
    async share(key, visitor, render) {
      let shared = renders.get(key);
      // Begun before a write that may have changed the page (as last built; unknown: any write): this
      // visitor gets a render of their own, from the new data.
      if (!shared || notices.changedSince(shared.startedAt, scopes.get(key) ?? null)) {
        shared = start(key, render);
        renders.set(key, shared);
      }
      const joined = shared;
      joined.waiting += 1;
      const leave = () => {
        joined.waiting -= 1;
        if (joined.waiting === 0) joined.stop.abort(visitor.reason);
      };
      if (visitor.aborted) leave();
      else visitor.addEventListener('abort', leave, { once: true });
      try {
        return await joined.page;
      } finally {
        visitor.removeEventListener('abort', leave);
      }
    },
  };
}
