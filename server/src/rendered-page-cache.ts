/**
 * Server-rendered public pages, kept for the next anonymous visitor: a crowd opening one tournament's
 * page costs one render (about 50 ms of CPU) per change, not one per fan. An entry is as good as the
 * public GraphQL answers it was built from: it is dropped with them on any write (the response cache's
 * generation moves on) and after the same time to live.
 */
export type RenderedPageCache = {
  /** The page's body as stored, or undefined when there is none still good. */
  read(key: string): string | undefined;
  /** The generation a render starts from: a body is kept only when no write came while it rendered. */
  generation(): number;
  store(key: string, body: string, startedAt: number): void;
};

export type RenderedPageCacheOptions = {
  ttlMs: number;
  maxEntries: number;
  /** The public answers' generation (PublicResponseCache.generation). */
  generation: () => number;
  now?: () => number;
};

/** The nonce a cached page is rendered with; each response gets its own in its place. */
export const NONCE_SLOT = 'pitchside-nonce-slot';

/** A stored body with this response's CSP nonce in its state script. */
export function withNonce(body: string, nonce: string): string {
  return body.split(`nonce="${NONCE_SLOT}"`).join(`nonce="${nonce}"`);
}

/** Keys are a page's path and query: anything longer is not a page a crowd shares. */
const MAX_KEY_LENGTH = 300;

export function createRenderedPageCache(options: RenderedPageCacheOptions): RenderedPageCache | undefined {
  if (options.ttlMs <= 0) return undefined;
  const now = options.now ?? Date.now;
  const pages = new Map<string, { body: string; generation: number; storedAt: number }>();
  return {
    read(key) {
      const page = pages.get(key);
      if (!page) return undefined;
      if (page.generation !== options.generation() || now() - page.storedAt > options.ttlMs) {
        pages.delete(key);
        return undefined;
      }
      return page.body;
    },
    generation: options.generation,
    store(key, body, startedAt) {
      if (key.length > MAX_KEY_LENGTH || startedAt !== options.generation()) return;
      pages.delete(key);
      // The oldest page goes first: a Map keeps insertion order.
      if (pages.size >= options.maxEntries) pages.delete(pages.keys().next().value!);
      pages.set(key, { body, generation: startedAt, storedAt: now() });
    },
  };
}
