import type { DataScope } from './core/data-scope.js';
import type { PublicResponseCache } from './graphql/response-cache.js';
/**
 * Server-rendered public pages, kept whole (head, share tags, markup, state) for the next anonymous
 * visitor: a crowd opening one tournament's page costs one render (50-80 ms of CPU) per change, not one
 * per fan, and a kept page is sent without reading anything. An entry is as good as the public data it
 * was built from: it is dropped when a write may have changed one of the answers it shows (a ball in
 * another tournament leaves a tournament's page kept; see graphql/answer-scope.ts) and after the same
 * time to live as the answers.
 */
export type RenderedPageCache = {
  /** The page as stored, with this response's nonce, or undefined when there is none still good. */
  read(key: string, nonce: string): Buffer | undefined;
  /**
   * The page from a render shared by every visitor asking for it meanwhile: when a write drops a page a
   * crowd is reading, the crowd waits for one render instead of each fan starting their own. A visitor
   * arriving after a write gets a render of their own (it starts from the new data). The render is told
   * to stop only when every visitor waiting for it has gone (`visitor` aborted). Null when the render
   * gave no page; a page is kept only when no write came while it rendered.
   */
  share(
    key: string,
    visitor: AbortSignal,
    render: (signal: AbortSignal) => Promise<PageRender | null>,
  ): Promise<string | null>;
};

/** A rendered page and what its answers were built from. */
export type PageRender = { page: string; scope: DataScope };

type Render = { page: Promise<string | null>; waiting: number; stop: AbortController };

export type RenderedPageCacheOptions = {
  ttlMs: number;
  maxEntries: number;
  /** The public answers' writes (PublicResponseCache). */
  changes: Pick<PublicResponseCache, 'generation' | 'changedSince'>;
  now?: () => number;
};

/** The nonce a cached page is rendered with; each response gets its own in its place. */
export const NONCE_SLOT = 'pitchside-nonce-slot';

const SLOT_ATTRIBUTE = `nonce="${NONCE_SLOT}"`;

/** A rendered page with this response's CSP nonce in its state script. */
export function withNonce(page: string, nonce: string): string {
  return page.split(SLOT_ATTRIBUTE).join(`nonce="${nonce}"`);
}

/**
 * A kept page is stored as bytes cut at its nonce slots: a hit joins them around the visitor's nonce,
 * where searching and re-encoding 100 KB of text cost a cached page most of its CPU.
 */
function cutAtSlots(page: string): Buffer[] {
  return page.split(SLOT_ATTRIBUTE).map((part) => Buffer.from(part));
}

function joinWithNonce(parts: Buffer[], nonce: string): Buffer {
  const attribute = Buffer.from(`nonce="${nonce}"`);
  return Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [attribute, part])));
}

/** Keys are a page's path and query: anything longer is not a page a crowd shares. */
const MAX_KEY_LENGTH = 300;

export function createRenderedPageCache(options: RenderedPageCacheOptions): RenderedPageCache | undefined {
  if (options.ttlMs <= 0) return undefined;
  const now = options.now ?? Date.now;
  const { changes } = options;
  const pages = new Map<string, { parts: Buffer[]; generation: number; scope: DataScope; storedAt: number }>();
  const renders = new Map<string, Render>();
  const store = (key: string, { page, scope }: PageRender, startedAt: number) => {
    if (key.length > MAX_KEY_LENGTH || changes.changedSince(startedAt, scope)) return;
    pages.delete(key);
    // The oldest page goes first: a Map keeps insertion order.
    if (pages.size >= options.maxEntries) pages.delete(pages.keys().next().value!);
    pages.set(key, { parts: cutAtSlots(page), generation: startedAt, scope, storedAt: now() });
  };
  const start = (key: string, slot: string, render: (signal: AbortSignal) => Promise<PageRender | null>): Render => {
    const startedAt = changes.generation;
    const stop = new AbortController();
    const page = render(stop.signal)
      .then((rendered) => {
        if (rendered === null) return null;
        store(key, rendered, startedAt);
        return rendered.page;
      })
      .finally(() => renders.delete(slot));
    return { page, waiting: 0, stop };
  };
  return {
    read(key, nonce) {
      const page = pages.get(key);
      if (!page) return undefined;
      if (changes.changedSince(page.generation, page.scope) || now() - page.storedAt > options.ttlMs) {
        pages.delete(key);
        return undefined;
      }
      return joinWithNonce(page.parts, nonce);
    },
    async share(key, visitor, render) {
      const slot = `${changes.generation} ${key}`;
      let shared = renders.get(slot);
      if (!shared) {
        shared = start(key, slot, render);
        renders.set(slot, shared);
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
