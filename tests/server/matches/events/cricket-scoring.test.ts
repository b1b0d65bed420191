import { beforeEach, describe, expect, it } from 'vitest';
import { ActivityLog } from '../../../../server/src/modules/users/activity-log.entity.js';
import { TeamMember } from '../../../../server/src/modules/teams/team-member.entity.js';
import { MatchStatus } from '../../../../server/src/modules/matches/match.entity.js';
import { TestClient } from '../../../support/client.js';
import { createUser } from '../../../support/factories.js';
import { subscribe } from '../../../support/subscriptions.js';
import { Role } from '../../../../server/src/modules/users/user.entity.js';
import { signedInClient, useTestServer } from '../../management/support.js';
import {
  RecordDelivery,
  TWO_OVERS,
  UndoLastEvent,
  ball,
  bowl,
  expectInputError,
  freshScoredMatch,
  scoredMatch,
  storedEvents,
  storedMatch,
  type Fixture,
  type RecordData,
} from './support.js';

// The card a scorer's balls build, undo, the balls refused, who may score, and what watchers are sent.
// Retried keys, stale seqs, locks and races: scoring-retries-and-locks.test.ts; abandoning: abandoning.test.ts.

const Card = /* GraphQL */ `
  query Card($id: Int!, $after: Int) {
    match(id: $id) {
      seq
      status
      homeTeamScore
      homeWickets
      homeBalls
      events(after: $after) {
        seq
        kind
        voided
      }
      innings {
        number
        battingTeam {
          name
        }
        runs
        wickets
        legalBalls
        overs
        extras {
          wides
          total
        }
        batting {
          player {
            name
            teamId
          }
          runs
          balls
          fours
          sixes
          dismissal {
            kind
            text
            bowler {
              name
            }
          }
        }
        bowling {
          player {
            name
          }
          legalBalls
          overs
          maidens
          runs
          wickets
          wides
        }
        fallOfWickets {
          text
        }
      }
    }
  }
`;

type CardData = {
  match: {
    seq: number;
    status: string;
    homeTeamScore: number;
    homeWickets: number;
    homeBalls: number;
    events: { seq: number; kind: string; voided: boolean }[];
    innings: {
      runs: number;
      wickets: number;
      legalBalls: number;
      overs: string;
      battingTeam: { name: string };
      extras: { wides: number; total: number };
      batting: {
        player: { name: string; teamId: number };
        runs: number;
        balls: number;
        fours: number;
        sixes: number;
        dismissal: { kind: string; text: string; bowler: { name: string } | null } | null;
      }[];
      bowling: {
        player: { name: string };
        legalBalls: number;
        maidens: number;
        runs: number;
        wickets: number;
        wides: number;
      }[];
      fallOfWickets: { text: string }[];
    }[];
  };
};

describe('scoring cricket ball by ball', () => {
  const server = useTestServer();
  let fixture: Fixture, client: TestClient;
  beforeEach(async () => {
    ({ fixture, client } = await freshScoredMatch(server));
  });

  const card = async (after?: number) => {
    const response = await client.gql<CardData>(Card, { id: fixture.matchId, after });
    expect(response.errors).toBeUndefined();
    return response.data!.match;
  };

  it('projects two overs into the card and the match row, adding new names to the rosters', async () => {
    const seq = await bowl(client, fixture.matchId, TWO_OVERS(fixture.home.id));
    expect(seq).toBe(13);
    const match = await card();
    expect(match).toMatchObject({ seq: 13, status: 'in_progress', homeTeamScore: 15, homeWickets: 1, homeBalls: 12 });
    const [innings] = match.innings;
    expect(innings).toMatchObject({ runs: 15, wickets: 1, legalBalls: 12, overs: '2', extras: { wides: 1, total: 1 } });
    expect(innings.battingTeam.name).toBe('Harbour Lights');
    expect(innings.batting.map(({ player, ...line }) => ({ name: player.name, ...line }))).toEqual([
      {
        name: 'Ann',
        runs: 1,
        balls: 2,
        fours: 0,
        sixes: 0,
        dismissal: { kind: 'bowled', text: 'b Bowler B', bowler: { name: 'Bowler B' } },
      },
      { name: 'Bea', runs: 10, balls: 7, fours: 1, sixes: 1, dismissal: null },
      { name: 'Cat', runs: 3, balls: 3, fours: 0, sixes: 0, dismissal: null },
    ]);
    expect(innings.batting.every((line) => line.player.teamId === fixture.home.id)).toBe(true);
    expect(innings.bowling).toEqual([
      { player: { name: 'Bowler A' }, legalBalls: 6, overs: '1', maidens: 0, runs: 12, wickets: 0, wides: 1 },
      { player: { name: 'Bowler B' }, legalBalls: 6, overs: '1', maidens: 0, runs: 3, wickets: 1, wides: 0 },
    ]);
    expect(innings.fallOfWickets.map((fall) => fall.text)).toEqual(['1-12 (Ann, 1.1 ov)']);
    const rosters = await server
      .em()
      .fork()
      .find(TeamMember, {}, { orderBy: { name: 'asc' } });
    expect(rosters.map((member) => [member.name, member.team.id])).toEqual([
      ['Ann', fixture.home.id],
      ['Bea', fixture.home.id],
      ['Bowler A', fixture.away.id],
      ['Bowler B', fixture.away.id],
      ['Cat', fixture.home.id],
    ]);
  });

  it('undoes the last ball as an event of its own, and a second undo the one before', async () => {
    await bowl(client, fixture.matchId, TWO_OVERS(fixture.home.id).slice(0, 3));
    const undo = await client.gql<{ undoLastEvent: { seq: number; kind: string; payload: { voids: number } } }>(
      UndoLastEvent,
      { matchId: fixture.matchId, key: 'undo-1', afterSeq: 3 },
    );
    expect(undo.errors).toBeUndefined();
    expect(undo.data?.undoLastEvent).toMatchObject({ seq: 4, kind: 'undo', payload: { voids: 3 } });
    let match = await card();
    expect(match.innings[0]).toMatchObject({ runs: 5, legalBalls: 2 });
    expect(match.homeTeamScore).toBe(5);
    expect(match.events.map((event) => [event.seq, event.kind, event.voided])).toEqual([
      [1, 'delivery', false],
      [2, 'delivery', false],
      [3, 'delivery', true],
      [4, 'undo', false],
    ]);
    expect((await card(2)).events.map((event) => event.seq)).toEqual([3, 4]);
    await client.gql(UndoLastEvent, { matchId: fixture.matchId, key: 'undo-2', afterSeq: 4 });
    match = await card();
    expect(match.innings[0]).toMatchObject({ runs: 1, legalBalls: 1 });
    expect(match.seq).toBe(5);
    // Play goes on from the state the undo left: Bea is on strike after Ann's single.
    await bowl(client, fixture.matchId, [ball('Bea', 'Ann', 'Bowler A', 2)], 5);
    expect((await card()).innings[0].runs).toBe(3);
  });

  it('refuses bad deliveries naming the field, and leaves the log as it was', async () => {
    const seq = await bowl(client, fixture.matchId, TWO_OVERS(fixture.home.id));
    const refuse = async (input: Record<string, unknown>, field: string, message?: RegExp) => {
      const response = await client.gql<RecordData>(RecordDelivery, {
        matchId: fixture.matchId,
        key: `bad-${field}`,
        afterSeq: seq,
        input,
      });
      expectInputError(response, field, message);
    };
    await refuse(ball('Cat', 'Bea', 'Bowler B', 0), 'input.bowler', /two in a row/);
    await refuse(
      ball('Cat', 'Bea', 'Bowler A', 0, { wickets: [{ kind: 'beheaded', playerOut: { name: 'Cat' } }] }),
      'input.wickets[0].kind',
      /not a way to be out/,
    );
    await refuse(ball('Dot', 'Bea', 'Bowler A', 0), 'input.batter', /not at the crease/);
    await refuse(ball('Ann', 'Bea', 'Bowler A', 0), 'input.batter', /already out/);
    await refuse({ ...ball('Cat', 'Bea', 'Bowler A', 0), innings: 3 }, 'input.innings');
    await refuse(ball('Cat', 'Bea', 'Bowler A', 0, { battingTeamId: 999999 }), 'input.battingTeamId');
    await refuse({ ...ball('Cat', 'Bea', 'Bowler A'), bowler: { id: 999999 } }, 'input.bowler', /roster/);
    expect(await storedEvents(server.em(), fixture.matchId)).toHaveLength(13);
    expect((await storedMatch(server.em(), fixture.matchId)).seq).toBe(13);
    // A refused ball with a new name adds nobody.
    expect(await server.em().fork().count(TeamMember, { name: 'Dot' })).toBe(0);
  });

  it('needs the side batting on the first ball', async () => {
    const response = await client.gql<RecordData>(RecordDelivery, {
      matchId: fixture.matchId,
      key: 'first',
      afterSeq: 0,
      input: ball('Ann', 'Bea', 'Bowler A'),
    });
    expectInputError(response, 'input.battingTeamId');
  });

  it('lets only the match’s scorers score', async () => {
    const input = ball('Ann', 'Bea', 'Bowler A', 1, { battingTeamId: fixture.home.id });
    const visitor = new TestClient(server.url);
    const anonymous = await visitor.gql<RecordData>(RecordDelivery, {
      matchId: fixture.matchId,
      key: 'v',
      afterSeq: 0,
      input,
    });
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    await createUser(server.em(), { email: 'stranger@example.test', role: Role.referee });
    const stranger = await signedInClient(server, 'stranger@example.test');
    const forbidden = await stranger.gql<RecordData>(RecordDelivery, {
      matchId: fixture.matchId,
      key: 's',
      afterSeq: 0,
      input,
    });
    expect(forbidden.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const undo = await stranger.gql(UndoLastEvent, { matchId: fixture.matchId, key: 'u', afterSeq: 0 });
    expect(undo.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await storedEvents(server.em(), fixture.matchId)).toHaveLength(0);
    expect((await storedMatch(server.em(), fixture.matchId)).status).toBe(MatchStatus.scheduled);
  });

  it('records an undo of a completed match in the activity log, with who and why', async () => {
    // A match nobody can finish in a few balls: one ball, then completed by hand (an event of its log too).
    await bowl(client, fixture.matchId, TWO_OVERS(fixture.home.id).slice(0, 1));
    const completed = await client.gql(
      `mutation($id: Int!) { changeMatchStatus(matchId: $id, status: completed, afterSeq: 1) { status seq } }`,
      { id: fixture.matchId },
    );
    expect(completed.data).toEqual({ changeMatchStatus: { status: MatchStatus.completed, seq: 2 } });
    const undo = await client.gql(UndoLastEvent, {
      matchId: fixture.matchId,
      key: 'fix',
      afterSeq: 2,
      reason: 'Wrong match',
    });
    expect(undo.errors).toBeUndefined();
    const entries = await server
      .em()
      .fork()
      .find(ActivityLog, { action: 'match_corrected' as never });
    expect(entries.map((entry) => [entry.userEmail, entry.details])).toEqual([
      [fixture.scorer.email, `Match ${fixture.matchId}: undid event 2 (complete): Wrong match`],
    ]);
    expect((await storedMatch(server.em(), fixture.matchId)).status).toBe(MatchStatus.in_progress);
  });
});

describe('a match scored by events keeps its totals as its log says', () => {
  const server = useTestServer();

  it('refuses a totals overwrite through updateMatchScore, and still takes notes', async () => {
    const fixture = await scoredMatch(server.em());
    const client = await signedInClient(server, fixture.scorer.email);
    await bowl(client, fixture.matchId, TWO_OVERS(fixture.home.id).slice(0, 2));
    const UpdateScore = /* GraphQL */ `
      mutation UpdateScore($matchId: Int!, $score: MatchScoreInput!) {
        updateMatchScore(matchId: $matchId, score: $score) {
          homeTeamScore
          matchNotes
        }
      }
    `;
    const overwrite = await client.gql(UpdateScore, { matchId: fixture.matchId, score: { homeTeamScore: 99 } });
    expectInputError(overwrite, 'homeTeamScore', /scored by its events/);
    const notes = await client.gql(UpdateScore, { matchId: fixture.matchId, score: { matchNotes: 'Bright sun' } });
    expect(notes.errors).toBeUndefined();
    const row = await storedMatch(server.em(), fixture.matchId);
    expect([row.homeTeamScore, row.matchNotes]).toEqual([5, 'Bright sun']);
  });
});

describe('watching a match scored by events', () => {
  const server = useTestServer();

  it('pushes each stored event with its seq, and nothing for a retry or a refusal', async () => {
    const fixture = await scoredMatch(server.em());
    const client = await signedInClient(server, fixture.scorer.email);
    const watcher = await subscribe<{ matchUpdated: { seq: number; homeTeamScore: number; status: string } }>(
      server.url,
      'subscription ($matchId: Int!) { matchUpdated(matchId: $matchId) { seq homeTeamScore status } }',
      { matchId: fixture.matchId },
    );
    try {
      await bowl(client, fixture.matchId, TWO_OVERS(fixture.home.id).slice(0, 1));
      expect((await watcher.next()).data?.matchUpdated).toEqual({ seq: 1, homeTeamScore: 1, status: 'in_progress' });
      const input = ball('Bea', 'Ann', 'Bowler A', 4);
      await client.gql(RecordDelivery, { matchId: fixture.matchId, key: 'k2', afterSeq: 1, input });
      expect((await watcher.next()).data?.matchUpdated).toMatchObject({ seq: 2, homeTeamScore: 5 });
      await client.gql(RecordDelivery, { matchId: fixture.matchId, key: 'k2', afterSeq: 1, input });
      await client.gql(RecordDelivery, { matchId: fixture.matchId, key: 'k3', afterSeq: 1, input });
      await watcher.quiet();
    } finally {
      await watcher.close();
    }
  });
});
