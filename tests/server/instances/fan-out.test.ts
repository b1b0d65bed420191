import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Sport } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { TestClient } from '../../support/client.js';
import { countQueries } from '../../support/season.js';
import { startTestServer, type TestServer } from '../../support/server.js';
import { subscribe, type Subscription } from '../../support/subscriptions.js';
import { scoredMatch, type Fixture } from '../matches/events/support.js';

const RecordFootballEvent = /* GraphQL */ `
  mutation ($matchId: Int!, $key: String!, $afterSeq: Int!, $input: FootballEventInput!) {
    recordFootballEvent(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) {
      seq
    }
  }
`;
// What the match page's live subscription asks for: teams, tournament and winner included.
const WatchMatch = `subscription ($matchId: Int!) {
  matchUpdated(matchId: $matchId) {
    id seq status homeTeamScore awayTeamScore
    homeTeam { id name } awayTeam { id name } winnerTeam { id name }
    tournament { id name sport ballsPerOver oversPerInnings }
    referee { id name } scorer { id name }
  }
}`;
type Pushed = { matchUpdated: { seq: number; homeTeamScore: number | null; awayTeamScore: number | null } };

const SUBSCRIBERS = 40;

describe('one event, many subscribers (issue 11)', () => {
  let server: TestServer;
  let fixture: Fixture;
  let scorer: TestClient;
  let seq = 0;
  const watchers: Subscription<Pushed>[] = [];

  beforeAll(async () => {
    // Every watcher is this one address: let it hold them all.
    server = await startTestServer({ env: { WS_MAX_SOCKETS_PER_CLIENT: String(SUBSCRIBERS + 5) } });
    fixture = await scoredMatch(server.em(), { sport: Sport.football });
    scorer = new TestClient(server.url);
    await scorer.signIn(fixture.scorer.email);
    await goal('kick-off', { kind: 'PERIOD_START', period: 'FIRST_HALF' });
    // Saka joins the roster with his first goal (an insert): the goals measured below are alike.
    await goal('first', { kind: 'GOAL', side: 'home', player: { name: 'Saka' }, minute: 1 });
  });

  afterAll(async () => {
    await Promise.all(watchers.map((watcher) => watcher.close()));
    await server.stop();
  });

  async function goal(key: string, input: Record<string, unknown>): Promise<void> {
    const response = await scorer.gql<{ recordFootballEvent: { seq: number } }>(RecordFootballEvent, {
      matchId: fixture.matchId,
      key,
      afterSeq: seq,
      input,
    });
    expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
    seq = response.data!.recordFootballEvent.seq;
  }

  /** SQL statements from the scoring request until every watcher has the new score. */
  async function statementsFor(key: string): Promise<string[]> {
    const { queries } = await countQueries(server, async () => {
      await goal(key, { kind: 'GOAL', side: 'home', player: { name: 'Saka' }, minute: seq });
      const pushed = await Promise.all(watchers.map((watcher) => watcher.next(10_000)));
      for (const event of pushed) expect(event.data?.matchUpdated.seq).toBe(seq);
    });
    return queries;
  }

  it('costs the same SQL whether one or forty watch: one read of the match per event, shared', async () => {
    const none = await statementsFor('g0');
    watchers.push(await subscribe<Pushed>(server.url, WatchMatch, { matchId: fixture.matchId }));
    const one = await statementsFor('g1');
    for (let i = 1; i < SUBSCRIBERS; i += 1) {
      watchers.push(await subscribe<Pushed>(server.url, WatchMatch, { matchId: fixture.matchId }));
    }
    const many = await statementsFor('g2');

    // One statement for every subscriber: the match with its teams, tournament and officials, joined.
    expect(one.length - none.length, one.join('\n')).toBe(1);
    expect(many.length, many.join('\n')).toBe(one.length);
  }, 90_000);

  it('answers each viewer as themselves: anonymous watchers share one answer, the scorer gets their own', async () => {
    const query = `subscription ($matchId: Int!) { matchUpdated(matchId: $matchId) { seq viewerCanScore } }`;
    type Own = { matchUpdated: { seq: number; viewerCanScore: boolean } };
    const anonymous = await Promise.all(
      [1, 2, 3].map(() => subscribe<Own>(server.url, query, { matchId: fixture.matchId })),
    );
    const own = await subscribe<Own>(server.url, query, { matchId: fixture.matchId }, scorer.cookieHeader);
    try {
      await goal('g-own', { kind: 'GOAL', side: 'away', player: { name: 'Jones' }, minute: 40 });
      for (const watcher of anonymous) {
        expect((await watcher.next()).data?.matchUpdated).toEqual({ seq, viewerCanScore: false });
      }
      expect((await own.next()).data?.matchUpdated).toEqual({ seq, viewerCanScore: true });
    } finally {
      await Promise.all([...anonymous, own].map((watcher) => watcher.close()));
    }
  }, 60_000);
});
