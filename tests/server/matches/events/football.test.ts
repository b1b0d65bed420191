import { beforeEach, describe, expect, it } from 'vitest';
import { Match, MatchStatus, Side } from '../../../../server/src/modules/matches/match.entity.js';
import { TeamMember } from '../../../../server/src/modules/teams/team-member.entity.js';
import { Sport, TournamentType } from '../../../../server/src/modules/tournaments/tournament.entity.js';
import type { TestClient } from '../../../support/client.js';
import { signedInClient, useTestServer } from '../../management/support.js';
import {
  RecordDelivery,
  UndoLastEvent,
  ball,
  expectInputError,
  scoredMatch,
  storedEvents,
  storedMatch,
  type Fixture,
} from './support.js';

const RecordFootballEvent = /* GraphQL */ `
  mutation RecordFootballEvent($matchId: Int!, $key: String!, $afterSeq: Int!, $input: FootballEventInput!) {
    recordFootballEvent(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) {
      seq
      kind
      payload
    }
  }
`;

type FootballData = { recordFootballEvent: { seq: number; kind: string; payload: Record<string, unknown> } | null };

describe('scoring football by events', () => {
  const server = useTestServer();
  let fixture: Fixture;
  let client: TestClient;
  let seq: number;

  beforeEach(async () => {
    await server.reset();
    fixture = await scoredMatch(server.em(), { sport: Sport.football });
    client = await signedInClient(server, fixture.scorer.email);
    seq = 0;
  });

  const record = (input: Record<string, unknown>) =>
    client.gql<FootballData>(RecordFootballEvent, {
      matchId: fixture.matchId,
      key: `f${seq + 1}`,
      afterSeq: seq,
      input,
    });

  const play = async (inputs: Record<string, unknown>[]) => {
    for (const input of inputs) {
      const response = await record(input);
      expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
      seq = response.data!.recordFootballEvent!.seq;
    }
  };

  it('gives the score and the winner, and completes the match at full time', async () => {
    await play([{ kind: 'PERIOD_START', period: 'FIRST_HALF' }]);
    expect((await storedMatch(server.em(), fixture.matchId)).status).toBe(MatchStatus.in_progress);
    await play([
      { kind: 'GOAL', side: 'home', player: { name: 'Saka' }, minute: 12 },
      { kind: 'GOAL', side: 'away', player: { name: 'Jones' }, minute: 30 },
      { kind: 'YELLOW_CARD', side: 'away', player: { name: 'Jones' }, minute: 40 },
      { kind: 'PERIOD_END', period: 'FIRST_HALF' },
      { kind: 'PERIOD_START', period: 'SECOND_HALF' },
      // The own goal's scorer is an away player; the goal counts for home.
      { kind: 'GOAL', side: 'home', player: { name: 'Smith' }, minute: 70, ownGoal: true },
      { kind: 'GOAL', side: 'home', player: { name: 'Saka' }, minute: 90, addedTime: 3, penalty: true },
    ]);
    let match = await storedMatch(server.em(), fixture.matchId);
    expect([match.status, match.homeTeamScore, match.awayTeamScore]).toEqual([MatchStatus.in_progress, 3, 1]);
    await play([{ kind: 'PERIOD_END', period: 'SECOND_HALF' }]);
    match = await storedMatch(server.em(), fixture.matchId);
    expect([match.status, match.homeTeamScore, match.awayTeamScore, match.winnerTeam?.id]).toEqual([
      MatchStatus.completed,
      3,
      1,
      fixture.home.id,
    ]);
    expect(match.seq).toBe(9);
    const members = await server
      .em()
      .fork()
      .find(TeamMember, {}, { orderBy: { name: 'asc' } });
    expect(members.map((member) => [member.name, member.team.id])).toEqual([
      ['Jones', fixture.away.id],
      ['Saka', fixture.home.id],
      ['Smith', fixture.away.id],
    ]);
  });

  it('refuses an event the laws do not allow, naming the field, and keeps the log', async () => {
    expectInputError(await record({ kind: 'GOAL', side: 'home', player: { name: 'Saka' }, minute: 5 }), 'input.kind');
    await play([{ kind: 'PERIOD_START', period: 'FIRST_HALF' }]);
    expectInputError(
      await record({ kind: 'GOAL', side: 'home', player: { name: 'Saka' }, minute: 50 }),
      'input.minute',
    );
    expect(await storedEvents(server.em(), fixture.matchId)).toHaveLength(1);
    const delivery = await client.gql(RecordDelivery, {
      matchId: fixture.matchId,
      key: 'cricket',
      afterSeq: 1,
      input: ball('A', 'B', 'C', 1, { battingTeamId: fixture.home.id }),
    });
    expectInputError(delivery, 'matchId', /cricket/);
  });

  it('puts a knockout winner into its slot of the next round at full time', async () => {
    fixture = await scoredMatch(server.em(), { sport: Sport.football, tournamentType: TournamentType.knockout });
    client = await signedInClient(server, fixture.scorer.email);
    const em = server.em().fork();
    const played = await em.findOneOrFail(Match, { id: fixture.matchId });
    const final = em.create(Match, { tournament: played.tournament, homeTeam: null, awayTeam: null });
    await em.persist(final).flush();
    played.nextMatch = em.getReference(Match, final.id, { wrapped: true });
    played.nextMatchSlot = Side.away;
    await em.flush();
    await play([
      { kind: 'PERIOD_START', period: 'FIRST_HALF' },
      { kind: 'GOAL', side: 'away', player: { name: 'Jones' }, minute: 30 },
      { kind: 'PERIOD_END', period: 'FIRST_HALF' },
      { kind: 'PERIOD_START', period: 'SECOND_HALF' },
      { kind: 'PERIOD_END', period: 'SECOND_HALF' },
    ]);
    const next = await storedMatch(server.em(), final.id);
    expect([next.homeTeam?.id ?? null, next.awayTeam?.id]).toEqual([null, fixture.away.id]);
  });

  it('abandons a match as no result: the score stands, the table ignores it, undo resumes it', async () => {
    const Abandon = `mutation ($matchId: Int!, $reason: String) {
      abandonMatch(matchId: $matchId, reason: $reason) { status resultKind seq homeTeamScore winnerTeam { id } }
    }`;
    await play([
      { kind: 'PERIOD_START', period: 'FIRST_HALF' },
      { kind: 'GOAL', side: 'home', player: { name: 'Saka' }, minute: 12 },
    ]);
    const abandoned = await client.gql(Abandon, { matchId: fixture.matchId, reason: 'Waterlogged pitch' });
    expect(abandoned.errors).toBeUndefined();
    expect(abandoned.data).toEqual({
      abandonMatch: { status: 'completed', resultKind: 'no_result', seq: 3, homeTeamScore: 1, winnerTeam: null },
    });
    seq = 3;
    expectInputError(
      await record({ kind: 'GOAL', side: 'home', player: { name: 'Saka' }, minute: 20 }),
      'matchId',
      /abandoned/,
    );
    expectInputError(await client.gql(Abandon, { matchId: fixture.matchId }), 'input', /already abandoned/);
    expect(await storedEvents(server.em(), fixture.matchId)).toHaveLength(3);
    const table = await client.gql<{ standings: { teamId: number; matchesPlayed: number; points: number }[] }>(
      `query ($id: Int!) { standings(tournamentId: $id) { teamId matchesPlayed points } }`,
      { id: (await storedMatch(server.em(), fixture.matchId)).tournament.id },
    );
    expect(table.errors).toBeUndefined();
    expect(table.data!.standings.every((row) => row.matchesPlayed === 0 && row.points === 0)).toBe(true);
    const undo = await client.gql(UndoLastEvent, {
      matchId: fixture.matchId,
      key: 'resume',
      afterSeq: 3,
      reason: 'Pitch dried',
    });
    expect(undo.errors).toBeUndefined();
    const match = await storedMatch(server.em(), fixture.matchId);
    expect([match.status, match.resultKind, match.homeTeamScore, match.seq]).toEqual([
      MatchStatus.in_progress,
      null,
      1,
      4,
    ]);
  });
});
