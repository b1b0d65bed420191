/**
 * How long a visitor's page without the app waits before fetching itself again when the rendering it got is older
 * than the push that sent it (a cache in front answered before the write's purge reached it, or an instance that
 * had not yet heard of the write did), or it got none (an error, a render that outlasted its time): four more
 * tries, then the rendering is shown as it is. The crowd bench (bench/crowd.ts --read push) waits the same.
 */
export const STALE_RETRY_MS = [250, 500, 1000, 2000] as const;
