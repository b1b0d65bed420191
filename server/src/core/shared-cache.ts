import type { SharedCacheConfig } from '../config.js';
import type { ChangeNotice } from './change-notice.js';
import type { DataScope } from './data-scope.js';

/**
 * Public pages and public GET answers kept by an HTTP cache in front (Varnish with its xkey module, or a CDN with
 * surrogate keys), and purged by the writes that change them.
 *
 * Every shared response names what it was built from as surrogate keys, in both `Surrogate-Key` (Fastly and
 * most CDNs) and `xkey` (Varnish):
 * - `all`: every shared response; a write that may have changed anything purges it.
 * - `t12`: built from tournament 12's play (its page, table, fixtures, one of its matches).
 * - `m34`: the page or answer of match 34 (it carries its tournament's key too).
 * - `x`: built from several tournaments' play (home, a team's or a player's page, lists); any play purges it.
 * A committed write purges the keys of what it changed (`purgeKeys`), once, from the instance that made it.
 */

export const ALL_KEY = 'all';
export const CROSS_KEY = 'x';
export const tournamentKey = (id: number): string => `t${id}`;
export const matchKey = (id: number): string => `m${id}`;

/** The keys of a response built from `scope` (null: any tournament's), and of the records it is about. */
export function surrogateKeys(scope: DataScope, records: { matchIds?: readonly number[] } = {}): string[] {
  const keys = [ALL_KEY];
  if (scope === null || scope.size === 0) keys.push(CROSS_KEY);
  else for (const id of scope) keys.push(tournamentKey(id));
  for (const id of records.matchIds ?? []) keys.push(matchKey(id));
  return keys;
}

/** What a write's notice purges: its tournaments, its matches and everything built across tournaments. */
export function purgeKeys(notice: ChangeNotice): string[] {
  if (notice.tournamentIds === null) return [ALL_KEY];
  return [CROSS_KEY, ...notice.tournamentIds.map(tournamentKey), ...notice.matchIds.map(matchKey)];
}

/**
 * Browsers revalidate on every use (a live page never reads an old copy); a cache in front keeps it for s-maxage,
 * when one is configured (SHARED_CACHE_PURGE_URLS or SHARED_CACHE_MAX_AGE).
 */
export function sharedCacheControl(config: SharedCacheConfig): string {
  if (config.maxAgeSeconds === 0) return 'public, no-cache';
  return `public, max-age=0, s-maxage=${config.maxAgeSeconds}, stale-while-revalidate=${config.staleSeconds}`;
}

/** The headers of a response an HTTP cache in front may keep and share, with the keys that purge it. */
export function sharedCacheHeaders(config: SharedCacheConfig, keys: readonly string[]): Record<string, string> {
  const list = [...new Set(keys)].join(' ');
  return { 'Cache-Control': sharedCacheControl(config), 'Surrogate-Key': list, xkey: list };
}

type Logger = { warn(details: Record<string, unknown>, message: string): void };

/**
 * A response being built from the data before a write may reach the cache after the write's purge, and would be
 * kept stale until s-maxage: the purge goes again once such a response has been sent (a page renders within
 * SSR_TIMEOUT_MS, 1.5 s by default).
 */
export const SECOND_PURGE_MS = 2_000;

/**
 * Sends each purge to every cache in front: `PURGE /` with the keys in `xkey-purge` (docker/varnish/default.vcl
 * reads it), then again after SECOND_PURGE_MS. `own` purges this instance's writes; `heard` purges once more when
 * a write made elsewhere reaches this instance, after its own caches forgot it: the cache's refetch after the
 * writer's purge may reach this instance before the notice does, and keep its old answer (bench/crowd.ts saw a
 * ball reach visitors 2.1 s late that way). A cache that does not answer is logged and not retried: its copies
 * expire after s-maxage anyway. Answers null when no cache is configured.
 */
export function createCachePurger(
  config: SharedCacheConfig,
  logger: Logger,
  send: typeof fetch = fetch,
): { own: (notice: ChangeNotice) => void; heard: (notice: ChangeNotice) => void } | null {
  if (config.purgeUrls.length === 0) return null;
  const purge = (keys: string) => {
    for (const url of config.purgeUrls) {
      send(url, { method: 'PURGE', headers: { 'xkey-purge': keys }, signal: AbortSignal.timeout(5_000) })
        .then(async (response) => {
          await response.body?.cancel();
          if (!response.ok) logger.warn({ url, status: response.status, keys }, 'shared cache purge refused');
        })
        .catch((error: unknown) => logger.warn({ url, err: error, keys }, 'shared cache purge failed'));
    }
  };
  return {
    own: (notice) => {
      const keys = purgeKeys(notice).join(' ');
      purge(keys);
      setTimeout(() => purge(keys), SECOND_PURGE_MS).unref();
    },
    heard: (notice) => purge(purgeKeys(notice).join(' ')),
  };
}
