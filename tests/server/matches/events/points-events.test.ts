// Points sports scored by events: a point or a whole set per call, appended like a delivery.
import { beforeEach, describe, expect, it } from 'vitest';
import { Match } from '../../../../server/src/modules/matches/match.entity.js';
import { PointsFormat, Sport, Tournament } from '../../../../server/src/modules/tournaments/tournament.entity.js';
import type { TestClient } from '../../../support/client.js';
import { signedInClient, useTestServer } from '../../management/support.js';
import { UndoLastEvent, expectInputError, scoredMatch, storedEvents, storedMatch, type Fixture } from './support.js';

export const RecordPointsEvent = /* GraphQL */ `
  mutation RecordPointsEvent($matchId: Int!, $key: String!, $afterSeq: Int!, $input: PointsEventInput!) {
    recordPointsEvent(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) {
      seq
      kind
    }
  }
`;
type PointsData = { recordPointsEvent: { seq: number; kind: string } | null };

describe('points events (beach volleyball)', () => {
  const server = useTestServer();
  let fixture: Fixture;
  let client: TestClient;
  let seq: number;

  beforeEach(async () => {
    await server.reset();
    fixture = await scoredMatch(server.em(), { sport: Sport.points });
    const em = server.em().fork();
    const match = await em.findOneOrFail(Match, { id: fixture.matchId });
    await em.nativeUpdate(Tournament, { id: match.tournament.id }, { pointsFormat: PointsFormat.beach_volleyball });
    client = await signedInClient(server, fixture.scorer.email);
    seq = 0;
  });

  const send = (input: Record<string, unknown>, afterSeq = seq, key = `p${afterSeq + 1}`) =>
    client.gql<PointsData>(RecordPointsEvent, { matchId: fixture.matchId, key, afterSeq, input });
  const ok = async (input: Record<string, unknown>) => {
    const response = await send(input);
    expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
    seq = response.data!.recordPointsEvent!.seq;
  };

  it('plays two sets whole and the third point by point; the match completes at 15', async () => {
    await ok({ kind: 'SET_RESULT', home: 21, away: 18 });
    await ok({ kind: 'SET_RESULT', home: 19, away: 21 });
    expect(await storedMatch(server.em(), fixture.matchId)).toMatchObject({ homeTeamScore: 1, awayTeamScore: 1 });
    for (let point = 0; point < 14; point += 1) await ok({ kind: 'POINT', side: 'home' });
    expect((await storedMatch(server.em(), fixture.matchId)).status).toBe('in_progress');
    await ok({ kind: 'POINT', side: 'home' });
    const match = await storedMatch(server.em(), fixture.matchId);
    expect(match).toMatchObject({ status: 'completed', homeTeamScore: 2, awayTeamScore: 1 });
    expect(match.winnerTeam?.id).toBe(fixture.home.id);
    expectInputError(await send({ kind: 'POINT', side: 'away' }), 'input.kind', /ended/);

    const undo = await client.gql(UndoLastEvent, { matchId: fixture.matchId, key: 'u', afterSeq: seq });
    expect(undo.errors).toBeUndefined();
    expect((await storedMatch(server.em(), fixture.matchId)).status).toBe('in_progress');
  });

  it('refuses bad input naming the field, leaving the log unchanged', async () => {
    await ok({ kind: 'SET_RESULT', home: 21, away: 10 });
    expectInputError(await send({ kind: 'SET_RESULT', home: 21, away: 20 }), 'input.home', /leads by 2/);
    expectInputError(await send({ kind: 'SET_RESULT', home: 25, away: 10 }), 'input.home', /before 25-10/);
    expectInputError(await send({ kind: 'SET_RESULT', home: 21 }), 'input.away');
    expectInputError(await send({ kind: 'POINT' }), 'input.side');
    expectInputError(await send({ kind: 'POINT', side: 'home', points: 2 }), 'input.points');
    expectInputError(await send({ kind: 'PERIOD_END' }), 'input.kind');
    expect((await storedEvents(server.em(), fixture.matchId)).map((event) => event.seq)).toEqual([1]);
    const stale = await send({ kind: 'POINT', side: 'home' }, 0, 'stale');
    expect(stale.errors?.[0].extensions).toMatchObject({ code: 'STALE_SEQUENCE', currentSeq: 1 });
  });

  it('stores exactly one of 20 concurrent points sent after the same seq', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => send({ kind: 'POINT', side: 'away' }, 0, `c${index}`)),
    );
    expect(responses.filter((response) => !response.errors)).toHaveLength(1);
    expect(responses.filter((response) => response.errors?.[0].extensions?.code === 'STALE_SEQUENCE')).toHaveLength(19);
    expect(await storedEvents(server.em(), fixture.matchId)).toHaveLength(1);
  });

  it('refuses a points event for a cricket match', async () => {
    fixture = await scoredMatch(server.em(), { teams: ['C1', 'C2'] });
    client = await signedInClient(server, fixture.scorer.email);
    expectInputError(await send({ kind: 'POINT', side: 'home' }), 'matchId', /points sports/);
  });
});
