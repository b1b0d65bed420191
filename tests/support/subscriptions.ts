import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { GraphQLResponse } from './client.js';

export type Subscription<Data> = {
  /** The next pushed result; fails after `timeoutMs` without one. */
  next(timeoutMs?: number): Promise<GraphQLResponse<Data>>;
  /** Resolves when nothing arrives for `ms` (to show an event was not sent). */
  quiet(ms?: number): Promise<void>;
  /** Resolves when the server completes the operation; fails after `timeoutMs`. */
  completed(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
};

/**
 * A graphql-ws client in Node against the test server, optionally with a session cookie and other
 * upgrade headers (an Origin, as a browser on another site sends).
 */
export async function subscribe<Data>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  cookie = '',
  headers: Record<string, string> = {},
): Promise<Subscription<Data>> {
  const url = `${baseUrl.replace(/^http/, 'ws')}/graphql`;
  class CookieWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { ...headers, ...(cookie ? { cookie } : {}) } });
    }
  }
  let acknowledged: () => void = () => {};
  const ready = new Promise<void>((resolve) => (acknowledged = resolve));
  const client: Client = createClient({
    url,
    webSocketImpl: CookieWebSocket,
    lazy: false,
    retryAttempts: 0,
    on: { connected: () => acknowledged() },
  });
  await ready;

  const queue: GraphQLResponse<Data>[] = [];
  const waiting: ((value: GraphQLResponse<Data>) => void)[] = [];
  let failure: unknown = null;
  let markCompleted: () => void = () => {};
  const completion = new Promise<void>((resolve) => (markCompleted = resolve));
  const dispose = client.subscribe<Data>(
    { query, variables },
    {
      next: (value) => {
        const result = value as GraphQLResponse<Data>;
        const waiter = waiting.shift();
        if (waiter) waiter(result);
        else queue.push(result);
      },
      error: (error) => {
        failure = error;
      },
      complete: () => markCompleted(),
    },
  );
  // Let the server register the subscription before the caller triggers events.
  await new Promise((resolve) => setTimeout(resolve, 150));
  if (failure) throw new Error(`subscription failed: ${JSON.stringify(failure)}`);

  return {
    next(timeoutMs = 5000) {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no event pushed in time')), timeoutMs);
        waiting.push((value) => {
          clearTimeout(timer);
          resolve(value);
        });
      });
    },
    async quiet(ms = 500) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      if (queue.length > 0) throw new Error(`unexpected event: ${JSON.stringify(queue[0])}`);
    },
    completed(timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('the subscription did not complete in time')), timeoutMs);
        void completion.then(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
    async close() {
      dispose();
      await client.dispose();
    },
  };
}
