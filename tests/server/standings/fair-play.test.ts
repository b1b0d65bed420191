import { describe, expect, it } from 'vitest';
import { Match } from '../../../server/src/modules/matches/match.entity.js';
import { Sport, TieBreaker } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { TestClient } from '../../support/client.js';
import { signedInClient, useTestServer } from '../management/support.js';
import { scoredMatch, UndoLastEvent } from '../matches/events/support.js';

const RecordFootballEvent = /* GraphQL */ `
  mutation ($matchId: Int!, $key: String!, $afterSeq: Int!, $input: FootballEventInput!) {
    recordFootballEvent(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) {
      seq
    }
  }
`;

describe('FAIR_PLAY from the cards a scorer recorded', () => {
  const server = useTestServer();

  it('ranks the side with fewer card points higher, an undone card left out', async () => {
    const fixture = await scoredMatch(server.em(), { sport: Sport.football });
    const scorer = await signedInClient(server, fixture.scorer.email);
    let seq = 0;
    const send = async (query: string, variables: Record<string, unknown>) => {
      const response = await scorer.gql<Record<string, { seq: number }>>(query, {
        matchId: fixture.matchId,
        key: `k${seq + 1}`,
        afterSeq: seq,
        ...variables,
      });
      expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
      seq = Object.values(response.data!)[0].seq;
    };
    const event = (input: Record<string, unknown>) => send(RecordFootballEvent, { input });
    await event({ kind: 'PERIOD_START', period: 'FIRST_HALF' });
    await event({ kind: 'YELLOW_CARD', side: 'home', player: { name: 'Ames' }, minute: 10 });
    await event({ kind: 'YELLOW_CARD', side: 'home', player: { name: 'Dunn' }, minute: 20 });
    await event({ kind: 'RED_CARD', side: 'away', player: { name: 'Cole' }, minute: 25 });
    await event({ kind: 'SECOND_YELLOW', side: 'home', player: { name: 'Dunn' }, minute: 30 });
    // Undone: home is left with two yellows (2), away with a red (4). Counted, home would have 1 + 3 = 4.
    await send(UndoLastEvent, { reason: 'Wrong player' });
    await event({ kind: 'PERIOD_END', period: 'FIRST_HALF' });
    await event({ kind: 'PERIOD_START', period: 'SECOND_HALF' });
    await event({ kind: 'PERIOD_END', period: 'SECOND_HALF' });

    const em = server.em().fork();
    const match = await em.findOneOrFail(Match, { id: fixture.matchId }, { populate: ['tournament'] });
    const tournament = match.tournament.getEntity();
    tournament.tieBreakerOrder = [TieBreaker.POINTS, TieBreaker.FAIR_PLAY];
    await em.flush();

    const { data, errors } = await new TestClient(server.url).gql<{
      standings: { position: number; teamName: string; points: number }[];
    }>(`query ($id: Int!) { standings(tournamentId: $id) { position teamName points } }`, { id: tournament.id });
    expect(errors).toBeUndefined();
    expect(data?.standings).toEqual([
      { position: 1, teamName: 'Harbour Lights', points: 1 },
      { position: 2, teamName: 'Coral Reef', points: 1 },
    ]);
  });
});
