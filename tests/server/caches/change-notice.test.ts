import { rm } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeRecorder, changesMatch, WIDE_CHANGE } from '../../../server/src/core/change-notice.js';
import type { Database } from '../../../server/src/db/orm.js';
import { keepsCardOf } from '../../../server/src/modules/matches/events/match-card.service.js';
import { TestClient } from '../../support/client.js';
import { openTestDatabase } from '../../support/database.js';
import { ball, RecordDelivery, scoredMatch, type Fixture, type RecordData } from '../matches/events/support.js';
import { eventually, matchPageBuild, runs, startInstance, type Instance } from './support.js';
import { REDIS_URL } from '../instances/support.js';

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
    dist = await matchPageBuild();
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
