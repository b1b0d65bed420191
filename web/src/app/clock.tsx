import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

/**
 * The time a server-rendered page was rendered at. The server renders clocks at this time, and the
 * browser hydrates them at the same time (handed over in the page), so the markup matches; the clock
 * then ticks from the browser's own time.
 */
const RenderedAt = createContext<Date | null>(null);

export function RenderedAtProvider({ at, children }: { at: Date | null; children: ReactNode }) {
  return <RenderedAt.Provider value={at}>{children}</RenderedAt.Provider>;
}

let now = new Date();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function tick(): void {
  now = new Date();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    // A clock that was stopped must not show the time it stopped at.
    now = new Date();
    timer = setInterval(tick, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The current time, renewed every second (one shared timer); the render time on the server and while hydrating. */
export function useNow(): Date {
  const renderedAt = useContext(RenderedAt);
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => renderedAt ?? now,
  );
}
