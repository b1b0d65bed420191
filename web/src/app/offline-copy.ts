import { useSyncExternalStore } from 'react';

// The service worker answers a public read from its copy when the network fails, and marks it with the
// time the copy was fetched; pages say how old what they show is. Any fresh answer clears the mark.
const OFFLINE_COPY_HEADER = 'x-pitchside-offline-copy';

let copiedAt: Date | null = null;
const listeners = new Set<() => void>();

function setCopiedAt(next: Date | null): void {
  if (next?.getTime() === copiedAt?.getTime()) return;
  copiedAt = next;
  for (const listener of listeners) listener();
}

/** fetch for the GraphQL link: notes whether the answer is the service worker's last-seen copy. */
export const offlineAwareFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  const marked = response.headers.get(OFFLINE_COPY_HEADER);
  if (marked === null) setCopiedAt(null);
  else {
    const date = new Date(marked);
    setCopiedAt(Number.isNaN(date.getTime()) ? new Date(0) : date);
  }
  return response;
};

/**
 * A page the service worker answered from its copy (no network): it marks the root with the time the
 * page was fetched (web/vite.config.ts), so the page says how old it is.
 */
export function noteOfflinePage(root: HTMLElement): void {
  const marked = root.dataset.offlineCopy;
  if (marked === undefined) return;
  const date = new Date(marked);
  setCopiedAt(Number.isNaN(date.getTime()) ? new Date(0) : date);
}

/** When the data on screen was fetched, if it is an offline copy; null when it is fresh. */
export function useOfflineCopy(): Date | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => copiedAt,
    () => null,
  );
}
