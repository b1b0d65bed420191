/**
 * How many events one subscriber may have waiting. A live page's socket that stops reading (a phone that lost
 * its signal with the TCP window full) stops taking events: past this many it is ended instead of holding
 * every event the site publishes until its connection times out.
 */
export const MAX_WAITING_EVENTS = 1_000;

/** A subscriber ended for falling `MAX_WAITING_EVENTS` events behind: graphql-ws sends its client this error. */
export class SubscriberFellBehind extends Error {
  constructor(topic: string) {
    super(
      `This subscription fell ${MAX_WAITING_EVENTS} ${topic} events behind (its connection was not reading them) ` +
        'and was ended: subscribe again.',
    );
    this.name = 'SubscriberFellBehind';
  }
}

/** A subscriber's events: an async iterator that can always be returned (it stops listening) or thrown into. */
export type TopicEvents<Payload> = AsyncIterableIterator<Payload> &
  Required<Pick<AsyncIterableIterator<Payload>, 'return' | 'throw'>>;

type Listener<Payload> = (event: CustomEvent<Payload>) => void;

/** The part of an event target a topic's subscriber uses. */
export type TopicTarget<Payload> = {
  addEventListener(topic: string, listener: Listener<Payload>): void;
  removeEventListener(topic: string, listener: Listener<Payload>): void;
};

/**
 * A topic's events on `target`, in order, as an async iterator that listens until it is returned. In place of
 * @graphql-yoga/subscription's Repeater per subscriber, whose push and next were a tenth of the CPU of a ball's
 * fan-out to 10,000 watchers (p99 from the scorer's send, two instances on one CPU: 331-346 -> 285-301 ms; on
 * two CPUs 291 -> 247), and which threw past 1,024 waiting events from inside the publisher's loop over every
 * listener (the subscribers after the slow one missed the event; in one process the throw ended it). It also
 * listened only from its first read; this listens from the subscribe. A subscriber that falls behind ends
 * alone: its next read fails with `SubscriberFellBehind`, the error its client is sent for the subscription.
 */
export function topicEvents<Payload>(target: TopicTarget<Payload>, topic: string): TopicEvents<Payload> {
  const done = (): IteratorReturnResult<undefined> => ({ done: true, value: undefined });
  const waiting: Payload[] = [];
  /** A read waiting for the next event. */
  let reader: ((result: IteratorResult<Payload>) => void) | null = null;
  let ended = false;
  let failure: Error | null = null;

  const stop = () => {
    if (ended) return;
    ended = true;
    waiting.length = 0;
    target.removeEventListener(topic, listener);
  };
  const listener: Listener<Payload> = (event) => {
    if (ended) return;
    if (reader) {
      const read = reader;
      reader = null;
      read({ done: false, value: event.detail });
    } else if (waiting.length < MAX_WAITING_EVENTS) {
      waiting.push(event.detail);
    } else {
      stop();
      failure = new SubscriberFellBehind(topic);
    }
  };
  target.addEventListener(topic, listener);
  /** Ended by its reader: a read waiting for an event is told there are no more. */
  const end = () => {
    stop();
    failure = null;
    const read = reader;
    reader = null;
    read?.(done());
  };

  const events: TopicEvents<Payload> = {
    [Symbol.asyncIterator]: () => events,
    next() {
      if (waiting.length > 0) return Promise.resolve({ done: false, value: waiting.shift()! });
      if (failure) {
        const error = failure;
        failure = null;
        return Promise.reject(error);
      }
      if (ended) return Promise.resolve(done());
      return new Promise((resolve) => {
        reader = resolve;
      });
    },
    return() {
      end();
      return Promise.resolve(done());
    },
    throw(error: unknown) {
      end();
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    },
  };
  return events;
}
