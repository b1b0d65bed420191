import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type PitchsideApp } from '../../../server/src/app/app.js';
import { loadConfig } from '../../../server/src/config.js';
import { ChangeRecorder, changesMatch, WIDE_CHANGE } from '../../../server/src/core/change-notice.js';
import type { Database } from '../../../server/src/db/orm.js';
import { createLogger } from '../../../server/src/logger.js';
import { keepsCardOf } from '../../../server/src/modules/matches/events/match-card.service.js';
import { TestClient } from '../../support/client.js';
import { openTestDatabase } from '../../support/database.js';
import { REDIS_URL } from '../instances/support.js';
import { ball, RecordDelivery, scoredMatch, type Fixture, type RecordData } from '../matches/events/support.js';

async function redisAnswers(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

// CI has PostgreSQL and Redis (and must run this); the embedded database runs it when a Redis answers.
const runs = Boolean(process.env.TEST_DATABASE_URL) || (await redisAnswers(REDIS_URL));

/**
 * A server-rendering build reduced to one page: the match's seq and home side, read through the page's
 * executor, and which render of this process it was (a kept page is the same render).
 */
const RENDERER = `let renders = 0;
export async function renderPage({ url, execute, nonce }) {
  const id = Number(new URL(url).pathname.split('/').pop());
  const { data } = await execute({
    query: 'query Page($id: Int!) { match(id: $id) { seq homeTeam { name } } }',
    variables: { id },
  });
  return {
    html: '<p>' + data.match.seq + ' ' + data.match.homeTeam.name + ' #' + ++renders + '</p>',
    styles: '',
    stateScript: '<script nonce="' + nonce + '">window.__APOLLO_STATE__={}</script>',
    passes: 1,
  };
}`;
const SHELL = `<!doctype html><html lang="en"><head><title>Pitchside</title></head><body><div id="root"></div></body></html>`;

/** An answer the response cache keeps, and whose innings come from the scorecard cache. */
const CARD = /* GraphQL */ `
  query Card($id: Int!) {
    match(id: $id) {
      seq
      homeTeam {
        name
      }
      innings {
        runs
      }
    }
  }
`;
type Card = { match: { seq: number; homeTeam: { name: string }; innings: { runs: number }[] } };

type Instance = { name: string; url: string; app: PitchsideApp };

/** One instance of the app on the shared database and Redis, as main.ts starts it, in this process. */
async function startInstance(name: string, database: Database, env: Record<string, string>): Promise<Instance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    PUBLIC_URL: 'http://127.0.0.1',
    RATE_LIMIT_SIGN_IN: '100000',
    RATE_LIMIT_SESSIONS: '100000',
    RATE_LIMIT_MUTATIONS: '100000',
    RATE_LIMIT_ANONYMOUS_READS: '100000',
    // Long enough that only a change notice can explain a fresh answer.
    RESPONSE_CACHE_TTL_MS: '600000',
    SSR_TIMEOUT_MS: '30000',
    ...env,
  });
  const app = await createApp({ config, logger: createLogger(config.logLevel), orm: database.orm });
  await new Promise<void>((resolve) => app.httpServer.listen(0, '127.0.0.1', resolve));
  const { port } = app.httpServer.address() as AddressInfo;
  return { name, url: `http://127.0.0.1:${port}`, app };
}

async function anonymousCard(instance: Instance, matchId: number): Promise<Card['match']> {
  const response = await new TestClient(instance.url).gql<Card>(CARD, { id: matchId });
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
  return response.data!.match;
}

/** The match's page as an anonymous visitor's browser navigates to it: the markup inside the root. */
async function renderedPage(instance: Instance, matchId: number): Promise<string> {
  const response = await fetch(`${instance.url}/match/${matchId}`, { headers: { 'sec-fetch-dest': 'document' } });
  const html = await response.text();
  return /<p>([^<]*)<\/p>/.exec(html)?.[1] ?? html;
}

/** Asks until `done` holds (a notice from the other instance travels through Redis), else fails with the last. */
async function eventually<T>(ask: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await ask();
  for (let attempt = 0; attempt < 50 && !done(value); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await ask();
  }
  return value;
}

describe.skipIf(!runs)('one change notice, heard by every cache on two instances', () => {
  let database: Database;
  let dist: string;
  let a: Instance;
  let b: Instance;
  let cup: Fixture;
  let other: Fixture;
  const scorers = new Map<number, TestClient>();
  const seqs = new Map<number, number>();

  /** A ball in `fixture`'s match, scored on A. */
  async function score(fixture: Fixture, runs: number): Promise<void> {
    const seq = seqs.get(fixture.matchId) ?? 0;
    const response = await scorers.get(fixture.matchId)!.gql<RecordData>(RecordDelivery, {
      matchId: fixture.matchId,
      key: `ball-${seq + 1}`,
      afterSeq: seq,
      input: ball('Opener', 'Partner', 'Quick', runs, seq === 0 ? { battingTeamId: fixture.home.id } : {}),
    });
    expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
    seqs.set(fixture.matchId, seq + 1);
  }

  beforeAll(async () => {
    database = await openTestDatabase();
    dist = await mkdtemp(path.join(tmpdir(), 'pitchside-notices-'));
    await writeFile(path.join(dist, 'index.html'), SHELL);
    await mkdir(path.join(dist, 'ssr'));
    await writeFile(path.join(dist, 'ssr', 'entry-server.js'), RENDERER);
    const run = `pitchside-test-${randomUUID()}:`;
    const env = {
      REDIS_URL,
      PUBSUB_CHANNEL_PREFIX: `${run}events:`,
      RATE_LIMIT_REDIS_PREFIX: `${run}rate:`,
      WEB_DIST: dist,
      WEB_SSR_DIST: path.join(dist, 'ssr'),
    };
    [a, b] = await Promise.all([startInstance('A', database, env), startInstance('B', database, env)]);
    cup = await scoredMatch(database.orm.em.fork(), { teams: ['Harbour Lights', 'Coral Reef'] });
    other = await scoredMatch(database.orm.em.fork(), { teams: ['Blue Mountain', 'Palm Bay'] });
    for (const fixture of [cup, other]) {
      const scorer = new TestClient(a.url);
      expect((await scorer.signIn(fixture.scorer.email)).status).toBe(200);
      scorers.set(fixture.matchId, scorer);
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.app.stop(), b?.app.stop()]);
    await database?.close();
    if (dist) await rm(dist, { recursive: true, force: true });
  }, 60_000);

  it('a ball forgets every cache that held its match, on the instance that scored it and on the other', async () => {
    // Both instances hold the match (seq 0); the first ball's notice reaching B drops B's answer.
    for (const instance of [a, b]) expect((await anonymousCard(instance, cup.matchId)).seq).toBe(0);
    await score(cup, 1);
    expect(
      (
        await eventually(
          () => anonymousCard(b, cup.matchId),
          (card) => card.seq === 1,
        )
      ).seq,
    ).toBe(1);

    // Each cache fills on both: the answer (with its scorecard) and the rendered page.
    const pages = new Map<Instance, string>();
    for (const instance of [a, b]) {
      expect(await anonymousCard(instance, cup.matchId), instance.name).toEqual({
        seq: 1,
        homeTeam: { name: 'Harbour Lights' },
        innings: [expect.objectContaining({ runs: 1 })],
      });
      pages.set(instance, await renderedPage(instance, cup.matchId));
      expect(pages.get(instance), instance.name).toMatch(/^1 Harbour Lights #\d+$/);
    }
    expect(keepsCardOf(cup.matchId)).toBe(true);
    // A change no write announces (psql): what each instance holds is what it serves, the same render.
    await database.orm.em
      .getConnection()
      .execute('update teams set name = ? where id = ?', ['Harbour Lights FC', cup.home.id]);
    const held = async () => {
      for (const instance of [a, b]) {
        expect((await anonymousCard(instance, cup.matchId)).homeTeam.name, instance.name).toBe('Harbour Lights');
        expect(await renderedPage(instance, cup.matchId), instance.name).toBe(pages.get(instance));
      }
    };
    await held();

    // A ball in another tournament: nothing of this match is forgotten. B has heard it once its answer of
    // that match is fresh (notices arrive in order).
    expect((await anonymousCard(b, other.matchId)).seq).toBe(0);
    await score(other, 4);
    expect(
      (
        await eventually(
          () => anonymousCard(b, other.matchId),
          (card) => card.seq === 1,
        )
      ).seq,
    ).toBe(1);
    expect(keepsCardOf(cup.matchId)).toBe(true);
    await held();

    // A ball in this match: A has forgotten it by the time the ball is answered, B as soon as it hears.
    await score(cup, 6);
    // One process holds both instances' scorecards (a module's): no card of the match is left.
    expect(keepsCardOf(cup.matchId)).toBe(false);
    const fresh = { seq: 2, homeTeam: { name: 'Harbour Lights FC' }, innings: [expect.objectContaining({ runs: 7 })] };
    expect(await anonymousCard(a, cup.matchId)).toEqual(fresh);
    expect(await renderedPage(a, cup.matchId)).toMatch(/^2 Harbour Lights FC #\d+$/);
    expect(
      await eventually(
        () => anonymousCard(b, cup.matchId),
        (card) => card.seq === 2,
      ),
    ).toEqual(fresh);
    expect(await renderedPage(b, cup.matchId)).toMatch(/^2 Harbour Lights FC #\d+$/);
  });
});

describe('what a change notice names', () => {
  const card = { matchId: 7, tournamentId: 1, teamIds: [10, 11] };

  it('names what the services recorded, and anything when they named nothing', () => {
    expect(new ChangeRecorder().notice).toEqual(WIDE_CHANGE);
    const ball = new ChangeRecorder();
    ball.match({ id: 7, tournamentId: 1, teamIds: [10, undefined] });
    ball.match({ id: 9, tournamentId: 1, teamIds: [12, 13] });
    expect(ball.notice).toEqual({ tournamentIds: [1], matchIds: [7, 9], teamIds: [10, 12, 13], playerIds: [] });
    // A tournament changed whole (a season imported into it): any of its matches, named or not.
    const season = new ChangeRecorder();
    season.match({ id: 9, tournamentId: 1, teamIds: [] });
    season.tournament(1);
    expect(season.notice).toEqual({ tournamentIds: [1], matchIds: [], teamIds: [], playerIds: [] });
  });

  it('reaches what was built from a match through the match, its tournament changed whole, or a team', () => {
    const notice = (tournamentIds: number[], matchIds: number[], teamIds: number[] = []) => ({
      tournamentIds,
      matchIds,
      teamIds,
      playerIds: [],
    });
    expect(changesMatch(WIDE_CHANGE, card)).toBe(true);
    expect(changesMatch(notice([1], [7]), card)).toBe(true);
    expect(changesMatch(notice([1], [8]), card)).toBe(false);
    expect(changesMatch(notice([1], []), card)).toBe(true);
    expect(changesMatch(notice([2], []), card)).toBe(false);
    // A ball elsewhere that added a player to one of the match's sides.
    expect(changesMatch(notice([2], [20], [11, 30]), card)).toBe(true);
  });
});
