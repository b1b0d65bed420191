import { describe, expect, it } from 'vitest';
import { MatchStatus } from '../../../../server/src/modules/matches/match.entity.js';
import { TestClient } from '../../../support/client.js';
import { Sport } from '../../../../server/src/modules/tournaments/tournament.entity.js';
import { signedInClient, useTestServer } from '../../management/support.js';
import {
  RecordDelivery,
  TWO_OVERS,
  UndoLastEvent,
  ball,
  bowl,
  expectInputError,
  scoredMatch,
  storedMatch,
  type RecordData,
} from './support.js';

describe('abandoning a match', () => {
  const server = useTestServer();
  const Abandon = /* GraphQL */ `
    mutation Abandon($matchId: Int!, $reason: String) {
      abandonMatch(matchId: $matchId, reason: $reason) {
        status
        resultKind
        seq
        winnerTeam {
          id
        }
      }
    }
  `;

  it('ends a cricket match as no result from play, refuses more balls, and undo takes it back', async () => {
    const fixture = await scoredMatch(server.em());
    const client = await signedInClient(server, fixture.scorer.email);
    await bowl(client, fixture.matchId, TWO_OVERS(fixture.home.id).slice(0, 2));
    const abandoned = await client.gql(Abandon, { matchId: fixture.matchId, reason: 'Rain' });
    expect(abandoned.errors).toBeUndefined();
    expect(abandoned.data).toEqual({
      abandonMatch: { status: 'completed', resultKind: 'no_result', seq: 3, winnerTeam: null },
    });
    const late = await client.gql<RecordData>(RecordDelivery, {
      matchId: fixture.matchId,
      key: 'late',
      afterSeq: 3,
      input: ball('Bea', 'Ann', 'Bowler A', 1),
    });
    expectInputError(late, 'input.innings', /abandoned/);
    expectInputError(await client.gql(Abandon, { matchId: fixture.matchId }), 'input', /already abandoned/);
    await client.gql(UndoLastEvent, { matchId: fixture.matchId, key: 'resume', afterSeq: 3, reason: 'Rain stopped' });
    const row = await storedMatch(server.em(), fixture.matchId);
    expect([row.status, row.resultKind, row.homeTeamScore, row.seq]).toEqual([MatchStatus.in_progress, null, 5, 4]);
  });

  it('ends a match nobody has scored yet, in any sport, and only for its scorers', async () => {
    const fixture = await scoredMatch(server.em());
    const client = await signedInClient(server, fixture.scorer.email);
    const abandoned = await client.gql(Abandon, { matchId: fixture.matchId });
    expect(abandoned.data).toMatchObject({ abandonMatch: { status: 'completed', resultKind: 'no_result', seq: 1 } });
    const football = await scoredMatch(server.em(), { sport: Sport.football });
    const footballClient = await signedInClient(server, football.scorer.email);
    expect(await footballClient.gql(Abandon, { matchId: football.matchId })).toMatchObject({
      data: { abandonMatch: { status: 'completed', resultKind: 'no_result', seq: 1 } },
    });
    const visitor = await new TestClient(server.url).gql(Abandon, { matchId: football.matchId });
    expect(visitor.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
