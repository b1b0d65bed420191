import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { GraphQLResponse } from './client.js';

export type Subscription<Data> = {
  /** The next pushed result; fails after `timeoutMs` without one. */
  next(timeoutMs?: number): Promise<GraphQLResponse<Data>>;
  /** Resolves when nothing arrives for `ms` (to show an event was not sent). */
  quiet(ms?: number): Promise<void>;
  close(): Promise<void>;
};

/** A graphql-ws client in Node against the test server, optionally with a session cookie. */
export async function subscribe<Data>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  cookie = '',
): Promise<Subscription<Data>> {
  const url = `${baseUrl.replace(/^http/, 'ws')}/graphql`;
  class CookieWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, cookie ? { headers: { cookie } } : {});
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
      complete: () => {},
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
    async close() {
      dispose();
      await client.dispose();
    },
  };
}
