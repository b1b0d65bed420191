/**
 * The events of `source` that `accept` lets through, as an async iterator. Unlike a Repeater-based filter
 * (a buffer and three awaits per event), an event accepted synchronously costs one await: with a
 * thousand subscribers of one match, that is most of the work of passing an event on. `return` reaches
 * the source at once, even while `next` waits for an event, so a closed subscription stops listening.
 */
export function filterEvents<T>(
  source: AsyncIterable<T>,
  accept: (event: T) => boolean | Promise<boolean>,
): AsyncIterableIterator<T> {
  const events = source[Symbol.asyncIterator]();
  const done = (): IteratorReturnResult<undefined> => ({ done: true, value: undefined });
  const filtered: AsyncIterableIterator<T> = {
    [Symbol.asyncIterator]: () => filtered,
    async next() {
      for (;;) {
        const next = await events.next();
        if (next.done) return done();
        const accepted = accept(next.value);
        if (accepted === true || (accepted !== false && (await accepted))) return next;
      }
    },
    async return() {
      await events.return?.();
      return done();
    },
    async throw(error: unknown) {
      await events.return?.();
      throw error;
    },
  };
  return filtered;
}
