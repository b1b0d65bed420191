/**
 * The catch-up a stream of `afterCatchingUp` starts with (null: nothing to catch up), readable without taking
 * the stream's first event: a watcher who joins a broadcast group (graphql/broadcast-groups.ts) is sent its
 * catch-up and then the group's events, and stops its own stream at once.
 */
export const CATCH_UP = Symbol('catch-up');

/** The catch-up `stream` starts with, or undefined when it is not a stream of `afterCatchingUp`. */
export function catchUpOf(stream: object): unknown {
  return CATCH_UP in stream ? stream[CATCH_UP] : undefined;
}

/**
 * `source`'s events, after the one `catchUp` answers when it answers one. `source` starts listening before
 * `catchUp` is asked, so a change made while it reads is pushed rather than lost between the two: a change
 * committed before the read is in what it answers, one committed after is published to a listener already there.
 * `catchUp` failing (an unknown id) stops `source` and fails the subscription.
 */
export async function afterCatchingUp<T>(
  source: AsyncIterableIterator<T>,
  catchUp: () => Promise<T | null>,
): Promise<AsyncIterableIterator<T> & { readonly [CATCH_UP]: T | null }> {
  // The first event asked for before the catch-up is read (the source listens from its subscribe).
  let listening: Promise<IteratorResult<T>> | null = source.next();
  // Handled here: a stopped source settles it while nobody waits on it yet.
  listening.catch(() => undefined);
  let first: T | null;
  try {
    first = await catchUp();
  } catch (error) {
    await source.return?.();
    throw error;
  }
  const stop = async (): Promise<IteratorReturnResult<undefined>> => {
    first = null;
    listening = null;
    await source.return?.();
    return { done: true, value: undefined };
  };
  const events: AsyncIterableIterator<T> & { readonly [CATCH_UP]: T | null } = {
    [CATCH_UP]: first,
    [Symbol.asyncIterator]: () => events,
    next() {
      if (first !== null) {
        const value = first;
        first = null;
        return Promise.resolve({ done: false, value });
      }
      const waiting = listening ?? source.next();
      listening = null;
      return waiting;
    },
    return: stop,
    async throw(error: unknown) {
      await stop();
      throw error;
    },
  };
  return events;
}
