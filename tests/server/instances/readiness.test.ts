import { randomUUID } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MatchStatus } from '../../../server/src/modules/matches/match.entity.js';
import { Sport } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { startTestServer, type TestServer } from '../../support/server.js';
import { subscribe } from '../../support/subscriptions.js';
import { scoredMatch } from '../matches/events/support.js';
import { REDIS_URL } from './support.js';

/** A TCP relay to the machine's Redis that the test can cut and restore, as a network outage would. */
async function redisRelay(): Promise<{ url: string; cut(): void; restore(): Promise<void>; close(): Promise<void> }> {
  const target = new URL(REDIS_URL);
  const sockets = new Set<Socket>();
  let server: Server;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 6379), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    url: `redis://127.0.0.1:${port}`,
    cut() {
      server.close();
      for (const socket of sockets) socket.destroy();
    },
    restore: listen,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('readiness reports Redis', () => {
  let relay: Awaited<ReturnType<typeof redisRelay>>;
  let server: TestServer;

  beforeAll(async () => {
    relay = await redisRelay();
    const run = `pitchside-test-${randomUUID()}:`;
    server = await startTestServer({
      env: { REDIS_URL: relay.url, PUBSUB_CHANNEL_PREFIX: `${run}events:`, RATE_LIMIT_REDIS_PREFIX: `${run}rate:` },
    });
  });

  afterAll(async () => {
    await server?.stop();
    await relay?.close();
  });

  const readiness = async () => {
    const response = await fetch(`${server.url}/readyz`);
    return { status: response.status, body: (await response.json()) as Record<string, string> };
  };

  it('answers 503 while Redis is unreachable, and 200 again once it is back, with live updates flowing', async () => {
    const fixture = await scoredMatch(server.em(), { sport: Sport.football });
    const watcher = await subscribe<{ matchUpdated: { id: number } }>(
      server.url,
      'subscription ($id: Int!) { matchUpdated(matchId: $id) { id } }',
      { id: fixture.matchId },
    );
    expect(await readiness()).toEqual({ status: 200, body: { status: 'ready', database: 'ok', redis: 'ok' } });

    relay.cut();
    let answer = await readiness();
    for (let attempt = 0; attempt < 20 && answer.status === 200; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await readiness();
    }
    expect(answer).toEqual({ status: 503, body: { status: 'unavailable', database: 'ok', redis: 'unreachable' } });
    // Liveness stays up: the process and its database are fine, Redis is only reported.
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok', redis: 'unreachable' });

    await relay.restore();
    answer = await readiness();
    for (let attempt = 0; attempt < 50 && answer.status !== 200; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      answer = await readiness();
    }
    expect(answer.status).toBe(200);

    // The subscriber connection came back subscribed: an event published now still arrives.
    server.app.pubSub.publish('MATCH_UPDATED', {
      matchId: fixture.matchId,
      tournamentId: 0,
      status: MatchStatus.scheduled,
      previousStatus: null,
      isPublic: true,
      officialIds: [],
      eventId: randomUUID(),
    });
    expect((await watcher.next(5000)).data?.matchUpdated.id).toBe(fixture.matchId);
    await watcher.close();
  }, 30_000);
});
