import type { AddressInfo } from 'node:net';
import { createPubSub } from '@graphql-yoga/subscription';
import { GraphQLInt, GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { clientFrame, frameReader, openRawSubscription } from '../../bench/raw-subscriber.js';

/** A server frame as ws writes it (unmasked), for the reader. */
const serverFrame = (payload: Buffer, opcode = 0x1) => {
  const header =
    payload.length < 126
      ? Buffer.from([0x80 | opcode, payload.length])
      : payload.length < 65_536
        ? Buffer.from([0x80 | opcode, 126, payload.length >> 8, payload.length & 0xff])
        : Buffer.concat([Buffer.from([0x80 | opcode, 127]), Buffer.alloc(8)]);
  if (payload.length >= 65_536) header.writeBigUInt64BE(BigInt(payload.length), 2);
  return Buffer.concat([header, payload]);
};

describe("the fan-out bench's bare-socket subscriber (bench/raw-subscriber.ts)", () => {
  const closers: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });

  it('reads every frame whole however the bytes are split, for each length encoding', () => {
    const small = [Buffer.from('{"type":"next"}'), Buffer.alloc(300, 'a')];
    const large = Buffer.alloc(70_000, 'b');
    const ping = serverFrame(Buffer.from('hi'), 0x9);
    // Byte by byte on the small frames (the reader keeps each chunk's rest), in larger chunks with the 64-bit one.
    const cases: [Buffer[], number[]][] = [
      [small, [1, 2, 3, 7]],
      [
        [...small, large],
        [126, 4096, 65_537, Number.MAX_SAFE_INTEGER],
      ],
    ];
    for (const [payloads, sizes] of cases) {
      const stream = Buffer.concat([...payloads.map((payload) => serverFrame(payload)), ping]);
      for (const size of sizes) {
        const frames: [number, string][] = [];
        const read = frameReader((opcode, payload) => frames.push([opcode, payload.toString()]));
        for (let at = 0; at < stream.length; at += size) read(stream.subarray(at, at + size));
        expect(frames, `chunks of ${size} bytes`).toEqual([
          ...payloads.map((payload): [number, string] => [0x1, payload.toString()]),
          [0x9, 'hi'],
        ]);
      }
    }
  });

  it('masks what it sends so that a server unmasks it to the same bytes', () => {
    for (const length of [0, 5, 125, 126, 65_535, 65_536]) {
      const payload = Buffer.alloc(length, 'x');
      const frame = clientFrame(0x1, payload);
      const headerLength = length < 126 ? 2 : length < 65_536 ? 4 : 10;
      expect(frame[1] & 0x80).toBe(0x80);
      const mask = frame.subarray(headerLength, headerLength + 4);
      const unmasked = Buffer.from(frame.subarray(headerLength + 4).map((byte, i) => byte ^ mask[i & 3]));
      expect(unmasked.equals(payload), `length ${length}`).toBe(true);
    }
  });

  it('subscribes over graphql-ws, reads its pushes whole, and answers pings', async () => {
    const pubSub = createPubSub<{ score: [number] }>();
    const schema = new GraphQLSchema({
      query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLInt } } }),
      subscription: new GraphQLObjectType({
        name: 'Subscription',
        fields: {
          score: {
            type: new GraphQLObjectType({
              name: 'Score',
              fields: { seq: { type: GraphQLInt }, note: { type: GraphQLString } },
            }),
            subscribe: () => pubSub.subscribe('score'),
            resolve: (seq: number) => ({ seq, note: 'x'.repeat(seq) }),
          },
        },
      }),
    });
    const server = new WebSocketServer({ port: 0, path: '/graphql' });
    await new Promise((resolve) => server.once('listening', resolve));
    const cleanup = useServer({ schema }, server);
    const serverSockets: WebSocket[] = [];
    server.on('connection', (socket) => serverSockets.push(socket));
    closers.push(
      () => new Promise<void>((resolve) => server.close(() => resolve())),
      () => cleanup.dispose(),
    );

    const messages: string[] = [];
    const socket = await openRawSubscription(
      `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      'subscription { score { seq note } }',
      {},
      (payload) => messages.push(payload.toString()),
    );
    closers.push(() => void socket.destroy());
    await new Promise((resolve) => setTimeout(resolve, 100));

    // A push long enough for a 16-bit length, and the socket's ping answered with its pong.
    pubSub.publish('score', 1);
    pubSub.publish('score', 200);
    const pong = new Promise<string>((resolve) => serverSockets[0].once('pong', (data) => resolve(data.toString())));
    serverSockets[0].ping('are you there');
    expect(await pong).toBe('are you there');
    for (let tries = 0; tries < 100 && messages.length < 2; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(messages.map((message) => JSON.parse(message) as unknown)).toEqual([
      { id: '1', type: 'next', payload: { data: { score: { seq: 1, note: 'x' } } } },
      { id: '1', type: 'next', payload: { data: { score: { seq: 200, note: 'x'.repeat(200) } } } },
    ]);
  });
});
