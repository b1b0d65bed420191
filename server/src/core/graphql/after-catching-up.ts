/**
 * `source`'s events, after the one `catchUp` answers when it answers one. `source` starts listening before
 * `catchUp` is asked, so a change made while it reads is pushed rather than lost between the two: a change
 * committed before the read is in what it answers, one committed after is published to a listener already there.
 * `catchUp` failing (an unknown id) stops `source` and fails the subscription.
 */
export async function afterCatchingUp<T>(
  source: AsyncIterableIterator<T>,
  catchUp: () => Promise<T | null>,
): Promise<AsyncIterableIterator<T>> {
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
  const events: AsyncIterableIterator<T> = {
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
