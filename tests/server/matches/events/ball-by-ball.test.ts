// A real match (Data: cricsheet.org) scored ball by ball through recordDelivery, as a scorer's phone would.
import { describe, expect, it } from 'vitest';
import { parseCricsheet } from '../../../../server/src/modules/matches/cricket/cricsheet.js';
import { deliveryInputByName } from '../../../../server/src/modules/matches/events/delivery-input.js';
import { MatchStatus } from '../../../../server/src/modules/matches/match.entity.js';
import { signedInClient, useTestServer } from '../../management/support.js';
import { expectedMatches, readMatch } from '../cricket/fixtures.js';
import { RecordDelivery, scoredMatch, storedMatch, type RecordData } from './support.js';

const Card = /* GraphQL */ `
  query Card($id: Int!) {
    match(id: $id) {
      innings {
        number
        runs
        wickets
        legalBalls
        batting {
          player {
            name
          }
          runs
          balls
          fours
          sixes
        }
        bowling {
          player {
            name
          }
          legalBalls
          maidens
          runs
          wickets
        }
      }
    }
  }
`;

type CardData = {
  match: {
    innings: {
      number: number;
      runs: number;
      wickets: number;
      legalBalls: number;
      batting: { player: { name: string }; runs: number; balls: number; fours: number; sixes: number }[];
      bowling: { player: { name: string }; legalBalls: number; maidens: number; runs: number; wickets: number }[];
    }[];
  };
};

describe('a real tied match with a super over, scored ball by ball', () => {
  const server = useTestServer();

  it('1216512.json: every delivery through recordDelivery gives the published card and the super over’s winner', async () => {
    const expected = expectedMatches.find((match) => match.file === '1216512.json')!;
    const fixture = await scoredMatch(server.em(), { teams: expected.teams });
    const client = await signedInClient(server, fixture.scorer.email);
    const teamIds: Record<string, number> = {
      [expected.teams[0]]: fixture.home.id,
      [expected.teams[1]]: fixture.away.id,
    };
    const { events } = parseCricsheet(readMatch(expected.file));
    let seq = 0;
    let statusAfterMainInnings: MatchStatus | null = null;
    for (const event of events) {
      if (event.type !== 'delivery') throw new Error('This match has deliveries only');
      if (event.innings === 3 && statusAfterMainInnings === null) {
        statusAfterMainInnings = (await storedMatch(server.em(), fixture.matchId)).status;
      }
      const response = await client.gql<RecordData>(RecordDelivery, {
        matchId: fixture.matchId,
        key: `ball-${seq + 1}`,
        afterSeq: seq,
        input: deliveryInputByName(event, teamIds),
      });
      expect(response.errors, `ball ${seq + 1}`).toBeUndefined();
      seq = response.data!.recordDelivery!.seq;
    }
    // Level after the main innings: the match stays live for the super over.
    expect(statusAfterMainInnings).toBe(MatchStatus.in_progress);
    const response = await client.gql<CardData>(Card, { id: fixture.matchId });
    expect(response.errors).toBeUndefined();
    const card = response.data!.match.innings;
    expect(card.map(({ number, runs, wickets, legalBalls }) => ({ number, runs, wickets, legalBalls }))).toEqual(
      expected.innings.map(({ number, runs, wickets, legalBalls }) => ({ number, runs, wickets, legalBalls })),
    );
    card.forEach((innings, index) => {
      const published = expected.innings[index];
      expect(innings.batting.map((line) => ({ ...line, player: line.player.name }))).toEqual(
        published.batting.map(({ dismissal: _dismissal, ...line }) => line),
      );
      expect(innings.bowling.map((line) => ({ ...line, player: line.player.name }))).toEqual(published.bowling);
    });
    const row = await storedMatch(server.em(), fixture.matchId);
    expect(row.status).toBe(MatchStatus.completed);
    expect(row.winnerTeam?.id).toBe(teamIds[expected.winner!]);
    // Super overs never count in the totals: 163 each.
    expect([row.homeTeamScore, row.awayTeamScore]).toEqual([163, 163]);
  }, 120_000);
});
