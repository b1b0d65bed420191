import { beforeEach, describe, expect, it } from 'vitest';
import { TeamMember } from '../../../../server/src/modules/teams/team-member.entity.js';
import { Match } from '../../../../server/src/modules/matches/match.entity.js';
import type { TestClient } from '../../../support/client.js';
import { recordStatements } from '../../../support/statements.js';
import { User } from '../../../../server/src/modules/users/user.entity.js';
import { createAppPubSub } from '../../../../server/src/core/pubsub.js';
import { MatchScoringService } from '../../../../server/src/modules/matches/match-scoring.service.js';
import { Sport } from '../../../../server/src/modules/tournaments/tournament.entity.js';
import { useTestServer } from '../../management/support.js';
import {
  RecordDelivery,
  TWO_OVERS,
  UndoLastEvent,
  ball,
  bowl,
  freshScoredMatch,
  storedEvents,
  storedMatch,
  type Fixture,
  type RecordData,
} from './support.js';

// A ball sent twice, after a stale seq, or by 50 phones at once is stored once; a ball is one short
// transaction under the match's lock.

describe('scoring cricket ball by ball', () => {
  const server = useTestServer();
  let fixture: Fixture, client: TestClient;
  beforeEach(async () => {
    ({ fixture, client } = await freshScoredMatch(server));
  });

  it('answers a retried key with the stored event and stores it once', async () => {
    const input = ball('Ann', 'Bea', 'Bowler A', 4, { battingTeamId: fixture.home.id });
    const first = await client.gql<RecordData>(RecordDelivery, {
      matchId: fixture.matchId,
      key: 'tap-1',
      afterSeq: 0,
      input,
    });
    // The retry comes after the phone lost the answer: its afterSeq is now stale, the key still wins.
    const retry = await client.gql<RecordData>(RecordDelivery, {
      matchId: fixture.matchId,
      key: 'tap-1',
      afterSeq: 0,
      input,
    });
    expect(retry.errors).toBeUndefined();
    expect(retry.data?.recordDelivery).toEqual(first.data?.recordDelivery);
    expect(await storedEvents(server.em(), fixture.matchId)).toHaveLength(1);
    expect((await storedMatch(server.em(), fixture.matchId)).homeTeamScore).toBe(4);
  });

  it('answers a key sent again after the current seq with its stored event, and stores nothing new', async () => {
    const input = ball('Ann', 'Bea', 'Bowler A', 4, { battingTeamId: fixture.home.id });
    const first = await client.gql<RecordData>(RecordDelivery, {
      matchId: fixture.matchId,
      key: 'tap-1',
      afterSeq: 0,
      input,
    });
    // Not a retry (that would be after seq 0): the key is not looked up first, the unique key answers.
    const again = await client.gql<RecordData>(RecordDelivery, {
      matchId: fixture.matchId,
      key: 'tap-1',
      afterSeq: 1,
      input,
    });
    expect(again.errors).toBeUndefined();
    expect(again.data?.recordDelivery).toEqual(first.data?.recordDelivery);
    expect(await storedEvents(server.em(), fixture.matchId)).toHaveLength(1);
    expect((await storedMatch(server.em(), fixture.matchId)).homeTeamScore).toBe(4);
  });

  it('refuses a key sent again with another ball (IDEMPOTENCY_KEY_REUSED), as a retry or not, and stores nothing', async () => {
    // Issue 47: the old event was answered as if the new ball had been stored.
    await client.gql<RecordData>(RecordDelivery, {
      matchId: fixture.matchId,
      key: 'tap-1',
      afterSeq: 0,
      input: ball('Ann', 'Bea', 'Bowler A', 4, { battingTeamId: fixture.home.id }),
    });
    for (const afterSeq of [0, 1]) {
      const reused = await client.gql<RecordData>(RecordDelivery, {
        matchId: fixture.matchId,
        key: 'tap-1',
        afterSeq,
        input: ball('Ann', 'Bea', 'Bowler A', 1),
      });
      expect(reused.data?.recordDelivery ?? null).toBeNull();
      expect(reused.errors?.[0]?.extensions).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', seq: 1 });
      expect(reused.errors?.[0]?.message).toMatch(/tap-1.*already used for another event/);
    }
    expect(await storedEvents(server.em(), fixture.matchId)).toHaveLength(1);
    expect((await storedMatch(server.em(), fixture.matchId)).homeTeamScore).toBe(4);
  });

  it('answers a retry with the stored event as the log now reads it, every field selectable (voided after an undo)', async () => {
    const input = ball('Ann', 'Bea', 'Bowler A', 4, { battingTeamId: fixture.home.id });
    await client.gql<RecordData>(RecordDelivery, { matchId: fixture.matchId, key: 'tap-1', afterSeq: 0, input });
    await client.gql(UndoLastEvent, { matchId: fixture.matchId, key: 'undo-1', afterSeq: 1 });
    const Retry = `mutation ($matchId: Int!, $key: String!, $afterSeq: Int!, $input: DeliveryInput!) {
      recordDelivery(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) {
        id seq kind key voided matchId authorId createdAt payload
      }
    }`;
    for (const afterSeq of [0, 2]) {
      const retry = await client.gql<{ recordDelivery: Record<string, unknown> }>(Retry, {
        matchId: fixture.matchId,
        key: 'tap-1',
        afterSeq,
        input,
      });
      expect(retry.errors, JSON.stringify(retry.errors)).toBeUndefined();
      expect(retry.data?.recordDelivery).toMatchObject({ seq: 1, kind: 'delivery', key: 'tap-1', voided: true });
      expect(retry.data?.recordDelivery.authorId).toBe(fixture.scorer.id);
    }
    expect(await storedEvents(server.em(), fixture.matchId)).toHaveLength(2);
  });

  it('scores a ball in one transaction of four statements: the match locked with its tournament, the rosters, the event, the match', async () => {
    await bowl(client, fixture.matchId, TWO_OVERS(fixture.home.id).slice(0, 1));
    const recorded = recordStatements(server.orm);
    try {
      const response = await client.gql<RecordData>(RecordDelivery, {
        matchId: fixture.matchId,
        key: 'second',
        afterSeq: 1,
        input: ball('Ann', 'Bea', 'Bowler A', 2),
      });
      expect(response.errors).toBeUndefined();
    } finally {
      recorded.stop();
    }
    // Not the viewer's own read, nor the outbox's look for the tournament's hooks (in the same transaction;
    // with none, it writes nothing).
    const ball2 = recorded.statements.filter((sql) => !/^select [^(]* from "users"|"webhooks"/.test(sql));
    expect(ball2.map((sql) => sql.split(/\s+/).slice(0, 2).join(' ').toLowerCase())).toEqual([
      'select "m0"."id",',
      'select "t0".*,',
      'insert into',
      'update "matches"',
    ]);
    expect(ball2[0]).toMatch(/join "tournaments"/);
    expect(ball2[0]).toMatch(/for update of "m0"$/);
    // The rosters and each side's squad for the tournament, together.
    expect(ball2[1]).toMatch(/from "team_members" as "t0"\s+left join "squad_members"/);
  });

  it('reads the match again under the lock, whether or not the request held it already', async () => {
    for (const holds of [false, true]) {
      const em = server.em().fork();
      const viewer = await em.findOneOrFail(User, fixture.scorer.id);
      if (holds) expect((await em.findOneOrFail(Match, fixture.matchId)).matchNotes ?? null).not.toBe('edited');
      await server
        .em()
        .fork()
        .execute('update matches set match_notes = ? where id = ?', [`edited ${holds}`, fixture.matchId]);
      const locked = await em.transactional((tx) =>
        new MatchScoringService({ em: tx, viewer, pubSub: createAppPubSub() }).loadForScoring(tx, fixture.matchId, {
          withFold: true,
        }),
      );
      expect(locked.matchNotes).toBe(`edited ${holds}`);
      expect(locked.tournament.getEntity().sport).toBe(Sport.cricket);
    }
  });

  // Two sessions at once: the embedded database has one.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'never waits for a lock on the tournament (an organiser’s edit)',
    async () => {
      await bowl(client, fixture.matchId, TWO_OVERS(fixture.home.id).slice(0, 1));
      const [{ tournament_id: tournamentId }] = await server
        .em()
        .fork()
        .execute<{ tournament_id: number }[]>('select tournament_id from matches where id = ?', [fixture.matchId]);
      const outcome = await server
        .em()
        .fork()
        .transactional(async (tx) => {
          await tx.execute('select id from tournaments where id = ? for update', [tournamentId]);
          const scored = client
            .gql<RecordData>(RecordDelivery, {
              matchId: fixture.matchId,
              key: 'under-edit',
              afterSeq: 1,
              input: ball('Ann', 'Bea', 'Bowler A', 1),
            })
            .then((response) => response.data?.recordDelivery?.seq ?? response.errors);
          const waited = new Promise((resolve) => setTimeout(() => resolve('waited for the tournament'), 5_000));
          return Promise.race([scored, waited]);
        });
      expect(outcome).toBe(2);
    },
  );

  it('refuses a stale afterSeq with STALE_SEQUENCE and the current seq', async () => {
    await bowl(client, fixture.matchId, TWO_OVERS(fixture.home.id).slice(0, 2));
    const response = await client.gql<RecordData>(RecordDelivery, {
      matchId: fixture.matchId,
      key: 'other-phone',
      afterSeq: 1,
      input: ball('Bea', 'Ann', 'Bowler A', 1),
    });
    expect(response.errors?.[0].extensions).toMatchObject({ code: 'STALE_SEQUENCE', currentSeq: 2 });
    expect(await storedEvents(server.em(), fixture.matchId)).toHaveLength(2);
  });

  it('stores exactly one of 50 concurrent deliveries sent after the same seq', async () => {
    await bowl(client, fixture.matchId, TWO_OVERS(fixture.home.id).slice(0, 1));
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        client.gql<RecordData>(RecordDelivery, {
          matchId: fixture.matchId,
          key: `phone-${index}`,
          afterSeq: 1,
          input: ball('Bea', 'Ann', 'Bowler A', 1),
        }),
      ),
    );
    const stored = responses.filter((response) => !response.errors);
    expect(stored).toHaveLength(1);
    expect(responses.filter((response) => response.errors?.[0].extensions?.code === 'STALE_SEQUENCE')).toHaveLength(49);
    const events = await storedEvents(server.em(), fixture.matchId);
    expect(events.map((event) => event.seq)).toEqual([1, 2]);
    expect((await storedMatch(server.em(), fixture.matchId)).homeTeamScore).toBe(2);
  });

  it('stores 50 concurrent retries of one key once, and answers each with it', async () => {
    const input = ball('Ann', 'Bea', 'Bowler A', 1, { battingTeamId: fixture.home.id });
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        client.gql<RecordData>(RecordDelivery, { matchId: fixture.matchId, key: 'one-tap', afterSeq: 0, input }),
      ),
    );
    expect(responses.map((response) => response.errors)).toEqual(Array(50).fill(undefined));
    expect(new Set(responses.map((response) => response.data?.recordDelivery?.id)).size).toBe(1);
    expect(await storedEvents(server.em(), fixture.matchId)).toHaveLength(1);
    expect(await server.em().fork().count(TeamMember, { name: 'Ann' })).toBe(1);
  });
});
