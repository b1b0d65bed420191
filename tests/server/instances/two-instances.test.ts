import type { MikroORM } from '@mikro-orm/postgresql';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/src/db/orm.js';
import { Match } from '../../../server/src/modules/matches/match.entity.js';
import { Sport } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { TestClient } from '../../support/client.js';
import { subscribe } from '../../support/subscriptions.js';
import { scoredMatch, type Fixture } from '../matches/events/support.js';
import { BASE_DATABASE_URL, freshDatabase, sharedEnvironment, startInstance, type Instance } from './support.js';

const RecordFootballEvent = /* GraphQL */ `
  mutation ($matchId: Int!, $key: String!, $afterSeq: Int!, $input: FootballEventInput!) {
    recordFootballEvent(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) {
      seq
    }
  }
`;
const WatchMatch = `subscription ($matchId: Int!) {
  matchUpdated(matchId: $matchId) { id seq status homeTeamScore awayTeamScore homeTeam { name } }
}`;
type Pushed = { matchUpdated: { id: number; seq: number; status: string; homeTeamScore: number | null } };

/** Anonymous reads both instances may answer together in the window (each alone would allow this many). */
const ANONYMOUS_READS = 8;
/** Anonymous reads this file has made so far (they count against ANONYMOUS_READS). */
let anonymousReadsSpent = 0;

async function anonymousRead<Data>(instance: Instance, query: string): Promise<{ status: number; data?: Data }> {
  anonymousReadsSpent += 1;
  const response = await fetch(`${instance.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data?: Data };
  return { status: response.status, data: body.data };
}
/** How long a stopping instance stays out of rotation (readiness 503) while still serving. */
const SHUTDOWN_GRACE_MS = 2_000;

describe.skipIf(!BASE_DATABASE_URL)('two instances on one PostgreSQL and one Redis', () => {
  let database: { url: string; drop(): Promise<void> };
  let a: Instance;
  let b: Instance;
  let orm: MikroORM;
  let fixture: Fixture;

  beforeAll(async () => {
    database = await freshDatabase(BASE_DATABASE_URL!);
    const env = {
      ...sharedEnvironment(database.url),
      RATE_LIMIT_ANONYMOUS_READS: String(ANONYMOUS_READS),
      SHUTDOWN_GRACE_MS: String(SHUTDOWN_GRACE_MS),
      // Long enough that only a write announced by the other instance can explain a fresh answer.
      RESPONSE_CACHE_TTL_MS: '600000',
    };
    // Started together on a fresh database: both run their migrations at the same moment.
    [a, b] = await Promise.all([startInstance('A', env), startInstance('B', env)]);
    await Promise.all([a.ready(), b.ready()]);
    orm = (await openDatabase({ databaseUrl: database.url, dataDir: undefined, poolSize: 2 })).orm;
    fixture = await scoredMatch(orm.em.fork(), { sport: Sport.football });
  }, 240_000);

  afterAll(async () => {
    await orm?.close(true);
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  }, 60_000);

  it('both come up when started at once on a fresh database, and the migrations ran once', async () => {
    const applied = [a, b].filter((instance) => instance.output().includes('"msg":"migrations applied"'));
    expect(applied, a.output() + b.output()).toHaveLength(1);
    for (const instance of [a, b]) {
      expect(instance.output()).not.toContain('duplicate key');
      const ready = await fetch(`${instance.url}/readyz`);
      expect(await ready.json()).toEqual({ status: 'ready', database: 'ok', redis: 'ok' });
      const health = await fetch(`${instance.url}/healthz`);
      expect(await health.json()).toEqual({ status: 'ok', database: 'ok', redis: 'ok' });
    }
  });

  it('a session made on A is valid on B', async () => {
    const onA = new TestClient(a.url);
    expect((await onA.signIn(fixture.scorer.email)).status).toBe(200);
    const me = await fetch(`${b.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: onA.cookieHeader },
      body: JSON.stringify({ query: '{ me { id email } }' }),
    });
    expect(await me.json()).toEqual({ data: { me: { id: fixture.scorer.id, email: fixture.scorer.email } } });
  });

  it('a subscription on A receives a goal scored on B', async () => {
    const watcher = await subscribe<Pushed>(a.url, WatchMatch, { matchId: fixture.matchId });
    // A visitor's subscription spends an anonymous read, as over HTTP (issue 48's one gate).
    anonymousReadsSpent += 1;
    const scorer = new TestClient(b.url);
    await scorer.signIn(fixture.scorer.email);
    try {
      const kickOff = await scorer.gql(RecordFootballEvent, {
        matchId: fixture.matchId,
        key: 'k1',
        afterSeq: 0,
        input: { kind: 'PERIOD_START', period: 'FIRST_HALF' },
      });
      expect(kickOff.errors).toBeUndefined();
      expect((await watcher.next(10_000)).data?.matchUpdated).toMatchObject({ seq: 1, status: 'in_progress' });

      const goal = await scorer.gql(RecordFootballEvent, {
        matchId: fixture.matchId,
        key: 'k2',
        afterSeq: 1,
        input: { kind: 'GOAL', side: 'home', player: { name: 'Saka' }, minute: 12 },
      });
      expect(goal.errors).toBeUndefined();
      expect((await watcher.next(10_000)).data?.matchUpdated).toMatchObject({ seq: 2, homeTeamScore: 1 });
    } finally {
      await watcher.close();
    }
  });

  it('a write on B drops the answers A shares with visitors at once', async () => {
    // An answer built from the match's tournament alone: B announces which tournament its write changed.
    const match = await orm.em.fork().findOneOrFail(Match, fixture.matchId);
    const score = `{ tournamentMatches(tournamentId: ${match.tournament.id}) { homeTeamScore awayTeamScore } }`;
    type Score = { tournamentMatches: { homeTeamScore: number | null; awayTeamScore: number | null }[] };
    const before = await anonymousRead<Score>(a, score);
    expect(before.data?.tournamentMatches[0]?.awayTeamScore).toBe(0);
    const scorer = new TestClient(b.url);
    await scorer.signIn(fixture.scorer.email);
    const goal = await scorer.gql(RecordFootballEvent, {
      matchId: fixture.matchId,
      key: 'k3',
      afterSeq: 2,
      input: { kind: 'GOAL', side: 'away', player: { name: 'Jones' }, minute: 20 },
    });
    expect(goal.errors).toBeUndefined();
    // The announcement travels through Redis: A forgets its answer within moments, not after the TTL.
    let after = await anonymousRead<Score>(a, score);
    for (let attempt = 0; attempt < 10 && after.data?.tournamentMatches[0]?.awayTeamScore !== 1; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await anonymousRead<Score>(a, score);
    }
    expect(after.data?.tournamentMatches).toEqual([{ homeTeamScore: 1, awayTeamScore: 1 }]);
  });

  it('a rate limit counts the requests made to both', async () => {
    const remaining = ANONYMOUS_READS - anonymousReadsSpent;
    expect(remaining).toBeGreaterThanOrEqual(4);
    // Alternating: every one is answered, as each instance alone would.
    const statuses: number[] = [];
    for (let i = 0; i < remaining; i += 1) statuses.push((await anonymousRead(i % 2 === 0 ? a : b, '{ ping }')).status);
    expect(statuses).toEqual(Array(remaining).fill(200));
    // The budget is spent across both: the next request is refused by either.
    expect((await anonymousRead(a, '{ ping }')).status).toBe(429);
    expect((await anonymousRead(b, '{ ping }')).status).toBe(429);
  });

  it('logging out on A closes that session’s sockets on B', async () => {
    const person = new TestClient(a.url);
    await person.signIn(fixture.creator.email);
    let closedWith: number | undefined;
    const socket = new WebSocket(`${b.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', {
      headers: { cookie: person.cookieHeader },
    });
    const closed = new Promise<void>((resolve) =>
      socket.on('close', (code) => {
        closedWith = code;
        resolve();
      }),
    );
    await new Promise<void>((resolve) => {
      socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
      socket.on('message', (raw: Buffer) => {
        if ((JSON.parse(raw.toString()) as { type: string }).type === 'connection_ack') resolve();
      });
    });
    expect((await person.signOut()).ok).toBe(true);
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5000))]);
    expect(closedWith).toBe(4001);
  });

  it('stopping A: readiness 503 while it still serves, then its sockets close with 1001 and it exits cleanly', async () => {
    let closedWith: number | undefined;
    const client = createClient({
      url: `${a.url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      lazy: false,
      retryAttempts: 0,
      // The 1001 close is expected here, not an error to print.
      onNonLazyError: () => {},
      on: { closed: (event) => (closedWith = (event as { code: number }).code) },
    });
    const pushes: unknown[] = [];
    client.subscribe(
      { query: WatchMatch, variables: { matchId: fixture.matchId } },
      {
        next: (value) => pushes.push(value),
        error: () => {},
        complete: () => {},
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 500));

    a.process.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const ready = await fetch(`${a.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'shutting down' });
    // Out of rotation, yet a request that still arrives is answered.
    const served = await fetch(`${a.url}/healthz`);
    expect(served.status).toBe(200);
    expect(closedWith).toBeUndefined();

    expect(await a.exited, a.output()).toBe(0);
    expect(closedWith).toBe(1001);
    expect(a.output()).toContain('"msg":"stopped"');
    await client.dispose();
    // B carries on.
    expect((await fetch(`${b.url}/readyz`)).status).toBe(200);
  }, 30_000);
});
