import type { AddressInfo } from 'node:net';
import { createPubSub } from '@graphql-yoga/subscription';
import { GraphQLInt, GraphQLObjectType, GraphQLScalarType, GraphQLSchema, GraphQLString } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { createAnswerJson } from '../../../server/src/graphql/answer-json.js';
import { createSharedSubscribe } from '../../../server/src/graphql/shared-execution.js';

type Event = { eventId: string; seq: number };

/**
 * A subscription whose answer holds a value that counts each time JSON is written from it (its toJSON):
 * how often the shared answer's data is walked to write the messages sent.
 */
function countedSchema() {
  const pubSub = createPubSub<{ event: [Event] }>();
  const walks = { count: 0 };
  const Counted = new GraphQLScalarType({ name: 'Counted', serialize: (value) => value });
  const Score = new GraphQLObjectType({
    name: 'Score',
    fields: { seq: { type: GraphQLInt }, note: { type: GraphQLString }, detail: { type: Counted } },
  });
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLInt } } }),
    subscription: new GraphQLObjectType({
      name: 'Subscription',
      fields: {
        scoreUpdated: {
          type: Score,
          subscribe: () => pubSub.subscribe('event'),
          resolve: (event: Event) => ({
            seq: event.seq,
            // Text a JSON writer must escape, to show the spliced JSON is the data's own.
            note: 'a "quoted" \\ note — ✓',
            detail: {
              toJSON: () => {
                walks.count += 1;
                return { seq: event.seq };
              },
            },
          }),
        },
      },
    }),
  });
  return { schema, pubSub, walks };
}

describe('a shared answer written as JSON once for every socket (answer-json.ts)', () => {
  const closers: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });

  async function serve(withAnswerJson: boolean) {
    const { schema, pubSub, walks } = countedSchema();
    const answerJson = createAnswerJson();
    const server = new WebSocketServer({ port: 0, ...(withAnswerJson ? { WebSocket: answerJson.WebSocket } : {}) });
    await new Promise((resolve) => server.once('listening', resolve));
    const cleanup = useServer(
      {
        schema,
        subscribe: createSharedSubscribe(),
        ...(withAnswerJson ? { jsonMessageReplacer: answerJson.replacer } : {}),
      },
      server,
    );
    closers.push(
      () => new Promise<void>((resolve) => server.close(() => resolve())),
      () => cleanup.dispose(),
    );
    const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { url, pubSub, walks };
  }

  /** `count` watchers, each on its own socket; resolves once each has subscribed. */
  async function watchers(url: string, count: number) {
    const received: unknown[][] = [];
    const clients: Client[] = [];
    for (let i = 0; i < count; i += 1) {
      const client = createClient({ url, webSocketImpl: WebSocket, lazy: false });
      clients.push(client);
      closers.push(() => client.dispose());
      const answers: unknown[] = [];
      received.push(answers);
      await new Promise<void>((resolve, reject) => {
        client.on('connected', () => resolve());
        client.subscribe(
          { query: 'subscription { scoreUpdated { seq note detail } }' },
          { next: (value) => void answers.push(value), error: reject, complete: () => undefined },
        );
      });
    }
    // The subscribe messages reach the server after the connection: give them a moment to be set up.
    await new Promise((resolve) => setTimeout(resolve, 100));
    return received;
  }

  async function until(check: () => boolean) {
    for (let tries = 0; tries < 200 && !check(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  }

  const answerFor = (seq: number) => ({
    data: { scoreUpdated: { seq, note: 'a "quoted" \\ note — ✓', detail: { seq } } },
  });

  it('writes each event’s data once, and every socket gets it whole', async () => {
    const { url, pubSub, walks } = await serve(true);
    const received = await watchers(url, 3);

    pubSub.publish('event', { eventId: 'e1', seq: 1 });
    await until(() => received.every((answers) => answers.length === 1));
    expect(received).toEqual([[answerFor(1)], [answerFor(1)], [answerFor(1)]]);
    expect(walks.count).toBe(1);

    // The next event's answer is another object, written once too.
    pubSub.publish('event', { eventId: 'e2', seq: 2 });
    await until(() => received.every((answers) => answers.length === 2));
    expect(received.map((answers) => answers[1])).toEqual([answerFor(2), answerFor(2), answerFor(2)]);
    expect(walks.count).toBe(2);
  });

  it('is what graphql-ws alone would send, but written for each socket there', async () => {
    const { url, pubSub, walks } = await serve(false);
    const received = await watchers(url, 3);
    pubSub.publish('event', { eventId: 'e1', seq: 1 });
    await until(() => received.every((answers) => answers.length === 1));
    expect(received).toEqual([[answerFor(1)], [answerFor(1)], [answerFor(1)]]);
    expect(walks.count).toBe(3);
  });
});
