// recordResult: a whole result for a match nobody scored live, kept in the log as one result event.
import { beforeEach, describe, expect, it } from 'vitest';
import { ActivityAction, ActivityLog } from '../../../../server/src/modules/users/activity-log.entity.js';
import { Match, MatchStatus, ResultKind } from '../../../../server/src/modules/matches/match.entity.js';
import { Sport, TournamentType } from '../../../../server/src/modules/tournaments/tournament.entity.js';
import type { TestClient } from '../../../support/client.js';
import { signedInClient, useTestServer } from '../../management/support.js';
import {
  UndoLastEvent,
  ball,
  bowl,
  expectInputError,
  scoredMatch,
  storedEvents,
  storedMatch,
  type Fixture,
} from './support.js';

export const RecordResult = /* GraphQL */ `
  mutation RecordResult($matchId: Int!, $input: ResultInput!) {
    recordResult(matchId: $matchId, input: $input) {
      id
      seq
      status
      homeTeamScore
      awayTeamScore
      winnerTeamId
      resultKind
    }
  }
`;

type ResultData = {
  recordResult: {
    seq: number;
    status: string;
    homeTeamScore: number | null;
    awayTeamScore: number | null;
    winnerTeamId: number | null;
    resultKind: string | null;
  } | null;
};

describe('recordResult', () => {
  const server = useTestServer();
  let fixture: Fixture;
  let client: TestClient;

  const setUp = async (options: Parameters<typeof scoredMatch>[1] = {}) => {
    fixture = await scoredMatch(server.em(), options);
    client = await signedInClient(server, fixture.scorer.email);
  };
  const record = (input: Record<string, unknown>) =>
    client.gql<ResultData>(RecordResult, { matchId: fixture.matchId, input });
  const recorded = async (input: Record<string, unknown>) => {
    const response = await record(input);
    expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
    return response.data!.recordResult!;
  };
  const logSeqs = async () => (await storedEvents(server.em(), fixture.matchId)).map((event) => event.seq);

  beforeEach(async () => {
    await server.reset();
  });

  it('enters a cricket result from scheduled as one event; undo takes it back', async () => {
    await setUp();
    const match = await recorded({
      homeTeamScore: 150,
      homeWickets: 7,
      homeBalls: 120,
      awayTeamScore: 140,
      awayWickets: 10,
      awayBalls: 115,
      awayAllOut: true,
      battedFirst: 'home',
    });
    expect(match).toMatchObject({ seq: 1, status: 'completed', homeTeamScore: 150, resultKind: 'normal' });
    expect(match.winnerTeamId).toBe(fixture.home.id);
    const row = await storedMatch(server.em(), fixture.matchId);
    expect({ wickets: row.awayWickets, balls: row.awayBalls, allOut: row.awayAllOut }).toEqual({
      wickets: 10,
      balls: 115,
      allOut: true,
    });
    const events = await storedEvents(server.em(), fixture.matchId);
    expect(events.map((event) => event.kind)).toEqual(['result']);

    const undo = await client.gql(UndoLastEvent, { matchId: fixture.matchId, key: 'undo', afterSeq: 1 });
    expect(undo.errors).toBeUndefined();
    expect((await storedMatch(server.em(), fixture.matchId)).winnerTeam).toBeNull();
  });

  it('corrects a result by entering it again, kept in the activity log', async () => {
    await setUp({ sport: Sport.football });
    await recorded({ homeTeamScore: 2, awayTeamScore: 1 });
    const corrected = await recorded({ homeTeamScore: 2, awayTeamScore: 3 });
    expect(corrected).toMatchObject({ seq: 2, awayTeamScore: 3, winnerTeamId: fixture.away.id });
    const activity = await server.em().fork().find(ActivityLog, { action: ActivityAction.match_corrected });
    expect(activity.map((entry) => entry.details)).toEqual([`Match ${fixture.matchId}: result entered again`]);
  });

  it('refuses a level knockout result without a decider, naming the field, and stores nothing', async () => {
    await setUp({ tournamentType: TournamentType.knockout });
    const level = { homeTeamScore: 160, awayTeamScore: 160, battedFirst: 'home', resultKind: 'tie' };
    expectInputError(await record(level), 'input.decider', /decider/);
    expectInputError(await record({ ...level, decider: 'SUPER_OVER' }), 'input.deciderWinner');
    expectInputError(await record({ ...level, decider: 'PENALTIES', deciderWinner: 'away' }), 'input.decider');
    expectInputError(
      await record({ homeTeamScore: 161, awayTeamScore: 160, decider: 'SUPER_OVER', deciderWinner: 'away' }),
      'input.decider',
      /not level/,
    );
    expect(await logSeqs()).toEqual([]);
    const decided = await recorded({ ...level, decider: 'SUPER_OVER', deciderWinner: 'away' });
    expect(decided).toMatchObject({ status: 'completed', resultKind: ResultKind.tie });
    expect(decided.winnerTeamId).toBe(fixture.away.id);
  });

  it('decides a level football knockout on penalties, from the goals', async () => {
    await setUp({ sport: Sport.football, tournamentType: TournamentType.knockout });
    const goals = [
      { side: 'home', player: { name: 'Ada' }, minute: 23 },
      { side: 'away', player: { name: 'Bo' }, minute: 90, addedTime: 3, penalty: true },
    ];
    expectInputError(await record({ goals }), 'input.homePenalties');
    expectInputError(await record({ goals, homeTeamScore: 2 }), 'input.goals');
    expectInputError(
      await record({ goals: [{ ...goals[0], minute: 130 }, goals[1]], homePenalties: 4, awayPenalties: 3 }),
      'input.goals.0.minute',
    );
    expectInputError(await record({ goals, homePenalties: 4, awayPenalties: 4 }), 'input.awayPenalties');
    expect(await logSeqs()).toEqual([]);
    const match = await recorded({ goals, homePenalties: 4, awayPenalties: 3 });
    expect(match).toMatchObject({ homeTeamScore: 1, awayTeamScore: 1, status: 'completed' });
    expect(match.winnerTeamId).toBe(fixture.home.id);
    const [event] = await storedEvents(server.em(), fixture.matchId);
    expect(event.payload).toMatchObject({ decider: 'PENALTIES', homePenalties: 4, awayPenalties: 3 });
  });

  it('takes a football knockout decided on penalties without the goals, and extra time by its scores', async () => {
    await setUp({ sport: Sport.football, tournamentType: TournamentType.knockout });
    expectInputError(await record({ homeTeamScore: 0, awayTeamScore: 0 }), 'input.decider');
    expectInputError(
      await record({ homeTeamScore: 0, awayTeamScore: 0, decider: 'EXTRA_TIME' }),
      'input.decider',
      /PENALTIES/,
    );
    expectInputError(
      await record({ homeTeamScore: 0, awayTeamScore: 0, decider: 'PENALTIES', homePenalties: 2, awayPenalties: 5 }),
      'input.awayPenalties',
    );
    const shootout = await recorded({
      homeTeamScore: 0,
      awayTeamScore: 0,
      decider: 'PENALTIES',
      homePenalties: 2,
      awayPenalties: 4,
    });
    expect(shootout.winnerTeamId).toBe(fixture.away.id);
    const extraTime = await recorded({ homeTeamScore: 2, awayTeamScore: 1, decider: 'EXTRA_TIME' });
    expect(extraTime.winnerTeamId).toBe(fixture.home.id);
  });

  it('refuses a match scored live, and a cancelled one', async () => {
    await setUp();
    await bowl(client, fixture.matchId, [ball('Ann', 'Bea', 'Bo', 1, { battingTeamId: fixture.home.id })]);
    expectInputError(await record({ homeTeamScore: 1, awayTeamScore: 0 }), 'matchId', /scored live/);
    expect(await logSeqs()).toEqual([1]);

    await setUp({ teams: ['C1', 'C2'] });
    await server.em().fork().nativeUpdate(Match, { id: fixture.matchId }, { status: MatchStatus.cancelled });
    expectInputError(await record({ homeTeamScore: 1, awayTeamScore: 0 }), 'matchId', /cancelled/);
  });

  it('refuses live scoring over a result entered whole until it is undone', async () => {
    await setUp();
    await recorded({ resultKind: 'no_result' });
    const response = await client.gql(
      `mutation ($matchId: Int!, $input: DeliveryInput!) { recordDelivery(matchId: $matchId, key: "b", afterSeq: 1, input: $input) { seq } }`,
      { matchId: fixture.matchId, input: ball('Ann', 'Bea', 'Bo', 1, { battingTeamId: fixture.home.id }) },
    );
    expectInputError(response, 'matchId', /undo it/);
    expect(await logSeqs()).toEqual([1]);
    expect((await storedMatch(server.em(), fixture.matchId)).resultKind).toBe(ResultKind.no_result);
  });

  it('names the bad field of a score, and of goals in another sport', async () => {
    await setUp();
    expectInputError(await record({ homeTeamScore: -1, awayTeamScore: 0 }), 'input.homeTeamScore');
    expectInputError(await record({ homeTeamScore: 5, awayTeamScore: 5 }), 'input.resultKind');
    expectInputError(
      await record({ homeTeamScore: 5, awayTeamScore: 4, goals: [{ side: 'home', player: { name: 'X' }, minute: 3 }] }),
      'input.goals',
    );
    expect(await logSeqs()).toEqual([]);
  });

  it('stores every one of concurrent results in turn, with no gaps in the log', async () => {
    await setUp({ sport: Sport.football });
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) => record({ homeTeamScore: index, awayTeamScore: 0 })),
    );
    expect(responses.every((response) => !response.errors)).toBe(true);
    expect(await logSeqs()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const last = responses.find((response) => response.data!.recordResult!.seq === 10)!;
    expect((await storedMatch(server.em(), fixture.matchId)).homeTeamScore).toBe(
      last.data!.recordResult!.homeTeamScore,
    );
  });
});
