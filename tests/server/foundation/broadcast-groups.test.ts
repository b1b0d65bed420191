import type { AddressInfo } from 'node:net';
import { createPubSub } from '@graphql-yoga/subscription';
import {
  GraphQLError,
  GraphQLInt,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLSchema,
  GraphQLString,
  parse,
  type ExecutionResult,
} from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { afterCatchingUp } from '../../../server/src/core/graphql/after-catching-up.js';
import { filterEvents } from '../../../server/src/core/graphql/filter-events.js';
import { MAX_UNREAD_BYTES, WatcherFellBehind, type Seat } from '../../../server/src/graphql/broadcast-groups.js';
import { createSharedSubscribe } from '../../../server/src/graphql/shared-execution.js';

type Event = { eventId: string; matchId: number; seq: number };

// Text a JSON writer must escape, to show the pushed JSON is the answer's own.
const NOTE = 'a "quoted" \\ note — ✓';

/**
 * A subscription like matchUpdated: one match's events after its catch-up (`afterSeq`), an unknown match (404)
 * refused. It counts its executions, the walks of each answer's JSON (a value's toJSON) and its live listeners.
 */
function liveSchema() {
  const pubSub = createPubSub<{ event: [Event] }>();
  const counts = { executions: 0, walks: 0, listening: 0 };
  const state = { seq: 0, note: NOTE, duringCatchUp: (): void => undefined };
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
          args: { matchId: { type: new GraphQLNonNull(GraphQLInt) }, afterSeq: { type: GraphQLInt } },
          subscribe: (_root: unknown, args: { matchId: number; afterSeq?: number | null }) => {
            if (args.matchId === 404) throw new GraphQLError('Match not found', { extensions: { code: 'NOT_FOUND' } });
            const events = filterEvents(pubSub.subscribe('event'), (event) => event.matchId === args.matchId);
            counts.listening += 1;
            const stop = events.return?.bind(events);
            let open = true;
            events.return = (value?: unknown) => {
              if (open) counts.listening -= 1;
              open = false;
              return stop ? stop(value) : Promise.resolve({ done: true, value: undefined });
            };
            return afterCatchingUp(events, () => {
              const behind = args.afterSeq != null && state.seq > args.afterSeq;
              const caughtUp = behind ? { eventId: `catch-up-${state.seq}`, matchId: 7, seq: state.seq } : null;
              state.duringCatchUp();
              return Promise.resolve(caughtUp);
            });
          },
          resolve: (event: unknown) => {
            const { seq } = event as Event;
            counts.executions += 1;
            return {
              seq,
              note: state.note,
              detail: {
                toJSON: () => {
                  counts.walks += 1;
                  return { seq };
                },
              },
            };
          },
        },
      },
    }),
  });
  const publish = (seq: number) => {
    state.seq = seq;
    pubSub.publish('event', { eventId: `e${seq}`, matchId: 7, seq });
  };
  return { schema, publish, counts, state };
}

const answerFor = (seq: number, note = NOTE) => ({
  data: { scoreUpdated: { seq, note, detail: { seq } } },
});

const WATCH = `subscription ($matchId: Int!, $afterSeq: Int) {
  scoreUpdated(matchId: $matchId, afterSeq: $afterSeq) { seq note detail }
}`;

async function until(check: () => boolean) {
  for (let tries = 0; tries < 300 && !check(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('anonymous watchers of one query as one broadcast group (broadcast-groups.ts)', () => {
  const closers: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });

  /** graphql-ws on a socket server wired as subscriptions.ts wires it; a `signed-in` connection has a viewer. */
  async function serve() {
    const live = liveSchema();
    const server = new WebSocketServer({ port: 0 });
    await new Promise((resolve) => server.once('listening', resolve));
    const seats = new WeakMap<object, Seat>();
    const cleanup = useServer<Record<string, unknown> | undefined, { socket: WebSocket }>(
      {
        schema: live.schema,
        subscribe: createSharedSubscribe({ seatOf: (context) => seats.get(context as object) }),
        context: (ctx, id) => {
          const context = { viewer: ctx.connectionParams?.signedIn ? { id: 1 } : null };
          seats.set(context, { socket: ctx.extra.socket, id });
          return context;
        },
      },
      server,
    );
    closers.push(
      () => new Promise<void>((resolve) => server.close(() => resolve())),
      () => cleanup.dispose(),
    );
    return { ...live, url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}` };
  }

  /** A watcher on its own socket, its frames as the server wrote them; resolves once the server subscribed it. */
  async function watcher(url: string, variables: Record<string, unknown>, { signedIn = false } = {}) {
    const socket = new WebSocket(url, 'graphql-transport-ws');
    closers.push(() => socket.terminate());
    const frames: string[] = [];
    socket.on('message', (raw: Buffer) => {
      const text = raw.toString();
      if ((JSON.parse(text) as { type: string }).type === 'connection_ack') {
        socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: WATCH, variables } }));
      } else frames.push(text);
    });
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'connection_init', payload: { signedIn } }));
    // The subscribe message reaches the server after the ack: give it a moment to be set up.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const answers = () => frames.map((frame) => (JSON.parse(frame) as { payload: unknown }).payload);
    return { frames, answers, socket };
  }

  it('executes each event once and writes its JSON once, and every watcher gets it whole', async () => {
    const { url, publish, counts } = await serve();
    const watchers = [await watcher(url, { matchId: 7 }), await watcher(url, { matchId: 7, afterSeq: 0 })];
    watchers.push(await watcher(url, { matchId: 7 }));
    // One listener for the group; each watcher's own stream stopped once its catch-up was settled.
    expect(counts.listening).toBe(1);

    publish(1);
    await until(() => watchers.every((one) => one.frames.length === 1));
    publish(2);
    await until(() => watchers.every((one) => one.frames.length === 2));
    for (const one of watchers) expect(one.answers()).toEqual([answerFor(1), answerFor(2)]);
    expect(counts.executions).toBe(2);
    expect(counts.walks).toBe(2);
  });

  it('writes the frames graphql-ws writes for a watcher alone (a signed-in one)', async () => {
    const { url, publish, counts } = await serve();
    const anonymous = await watcher(url, { matchId: 7 });
    const signedIn = await watcher(url, { matchId: 7 }, { signedIn: true });
    expect(counts.listening).toBe(2);
    publish(1);
    await until(() => anonymous.frames.length === 1 && signedIn.frames.length === 1);
    expect(anonymous.frames).toEqual(signedIn.frames);
    expect(JSON.parse(anonymous.frames[0])).toEqual({ id: '1', type: 'next', payload: answerFor(1) });
  });

  it('frames pushes of every length as ws does (7-bit, 16-bit and 64-bit lengths)', async () => {
    const { url, publish, state } = await serve();
    const anonymous = await watcher(url, { matchId: 7 });
    const signedIn = await watcher(url, { matchId: 7 }, { signedIn: true });
    const notes = ['', 'x'.repeat(200), 'y'.repeat(70_000)];
    for (const [index, note] of notes.entries()) {
      state.note = note;
      publish(index + 1);
      await until(() => anonymous.frames.length === index + 1 && signedIn.frames.length === index + 1);
    }
    expect(anonymous.answers()).toEqual(notes.map((note, index) => answerFor(index + 1, note)));
    expect(anonymous.frames).toEqual(signedIn.frames);
  });

  it('starts a late watcher with its catch-up, then what the group pushed while it caught up, in order', async () => {
    const { url, publish, state } = await serve();
    const early = await watcher(url, { matchId: 7 });
    publish(1);
    await until(() => early.frames.length === 1);

    // A ball is scored while the late watcher's catch-up reads: it comes after the catch-up, not lost.
    state.duringCatchUp = () => {
      state.duringCatchUp = () => undefined;
      publish(2);
    };
    const late = await watcher(url, { matchId: 7, afterSeq: 0 });
    publish(3);
    await until(() => late.frames.length === 3 && early.frames.length === 3);
    expect(late.answers()).toEqual([answerFor(1), answerFor(2), answerFor(3)]);
    expect(early.answers()).toEqual([answerFor(1), answerFor(2), answerFor(3)]);
  });

  it('completes a watcher who unsubscribes, and stops listening when the last one has left', async () => {
    const { url, publish, counts } = await serve();
    const [first, second] = [await watcher(url, { matchId: 7 }), await watcher(url, { matchId: 7 })];
    first.socket.send(JSON.stringify({ id: '1', type: 'complete' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    publish(1);
    await until(() => second.frames.length === 1);
    expect(first.frames).toEqual([]);
    expect(counts.listening).toBe(1);

    second.socket.close();
    await until(() => counts.listening === 0);
    expect(counts.listening).toBe(0);
    // The next watcher opens a group of its own.
    const third = await watcher(url, { matchId: 7 });
    publish(2);
    await until(() => third.frames.length === 1);
    expect(third.answers()).toEqual([answerFor(2)]);
    expect(counts.listening).toBe(1);
  });
});

describe('a broadcast group’s members (createSharedSubscribe with seats)', () => {
  /** A socket that keeps what is sent to it; `bufferedAmount` stands for what its client has not read. */
  function fakeSeat(id: string) {
    const sent: string[] = [];
    const socket = {
      OPEN: 1,
      readyState: 1,
      bufferedAmount: 0,
      send: (data: Buffer) => void sent.push(data.toString()),
    };
    return { seat: { socket, id } as unknown as Seat, socket, sent };
  }

  /** The schema with a subscribe whose contexts carry their seat, as subscriptions.ts gives them. */
  function membersOf() {
    const live = liveSchema();
    const subscribe = createSharedSubscribe({ seatOf: (context) => (context as { seat: Seat }).seat });
    const watch = (seat: Seat, matchId = 7) =>
      subscribe({
        schema: live.schema,
        document: parse(WATCH),
        variableValues: { matchId },
        contextValue: { viewer: null, seat },
      });
    return { ...live, watch };
  }

  it('ends alone a member whose socket holds more than MAX_UNREAD_BYTES unread: the others go on', async () => {
    const live = membersOf();
    const slow = fakeSeat('slow');
    const reading = fakeSeat('reading');
    const streams = [await live.watch(slow.seat), await live.watch(reading.seat)];
    const ends = streams.map((stream) => {
      if (!(Symbol.asyncIterator in stream)) throw new Error(JSON.stringify(stream));
      return stream.next().then(
        (step: IteratorResult<ExecutionResult>) => ({ step }),
        (error: unknown) => ({ error }),
      );
    });

    live.publish(1);
    await until(() => slow.sent.length === 1 && reading.sent.length === 1);
    slow.socket.bufferedAmount = MAX_UNREAD_BYTES + 1;
    live.publish(2);
    const slowEnd = await ends[0];
    expect(slowEnd).toEqual({ error: expect.any(WatcherFellBehind) });
    await until(() => reading.sent.length === 2);
    expect(slow.sent).toHaveLength(1);
    expect(reading.sent.map((frame) => JSON.parse(frame) as unknown)).toEqual([
      { id: 'reading', type: 'next', payload: answerFor(1) },
      { id: 'reading', type: 'next', payload: answerFor(2) },
    ]);
    expect(live.counts.listening).toBe(1);
  });

  it('answers a member its own error (an unknown match) and opens no group', async () => {
    const live = membersOf();
    const answer = (await live.watch(fakeSeat('unknown').seat, 404)) as ExecutionResult;
    expect(answer.errors?.map((error) => error.message)).toEqual(['Match not found']);
    expect(live.counts.listening).toBe(0);
  });

  it('runs a watcher alone when its query cannot be shared without its catch-up (a required afterSeq)', async () => {
    const live = liveSchema();
    const seat = fakeSeat('alone');
    const subscribe = createSharedSubscribe({ seatOf: () => seat.seat });
    const stream = await subscribe({
      schema: live.schema,
      document: parse(`subscription ($afterSeq: Int!) { scoreUpdated(matchId: 7, afterSeq: $afterSeq) { seq } }`),
      variableValues: { afterSeq: 0 },
      contextValue: { viewer: null },
    });
    if (!(Symbol.asyncIterator in stream)) throw new Error(JSON.stringify(stream));
    const pushed = stream.next();
    live.publish(1);
    // Its answers come through its own stream (graphql-ws writes them), not through a group's writes.
    expect((await pushed).value).toEqual({ data: { scoreUpdated: { seq: 1 } } });
    expect(seat.sent).toEqual([]);
    expect(live.counts.listening).toBe(1);
    await stream.return?.();
    expect(live.counts.listening).toBe(0);
  });
});
