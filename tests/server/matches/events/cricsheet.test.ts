// Real matches (Data: cricsheet.org) imported through GraphQL reproduce their published scorecards.
import { beforeAll, describe, expect, it } from 'vitest';
import type { CricsheetMatch } from '../../../../server/src/modules/matches/cricket/cricsheet.js';
import { MatchStatus } from '../../../../server/src/modules/matches/match.entity.js';
import type { TestClient } from '../../../support/client.js';
import { signedInClient, useTestServer } from '../../management/support.js';
import { expectedMatches, readMatch, type ExpectedMatch } from '../cricket/fixtures.js';
import {
  RecordDelivery,
  ball,
  expectInputError,
  scoredMatch,
  storedEvents,
  storedMatch,
  type Fixture,
  type RecordData,
} from './support.js';

const ImportCricsheet = /* GraphQL */ `
  mutation ImportCricsheet($matchId: Int!, $json: String!) {
    importCricsheet(matchId: $matchId, json: $json) {
      id
      seq
      status
      winnerTeam {
        name
      }
    }
  }
`;

const Innings = /* GraphQL */ `
  query Innings($id: Int!) {
    match(id: $id) {
      innings {
        number
        superOver
        battingTeam {
          name
        }
        runs
        wickets
        legalBalls
        extras {
          wides
          noBalls
          byes
          legByes
          penalty
          total
        }
        batting {
          player {
            name
          }
          runs
          balls
          fours
          sixes
          dismissal {
            kind
          }
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

type ImportData = {
  importCricsheet: { id: number; seq: number; status: string; winnerTeam: { name: string } | null } | null;
};
type InningsData = {
  match: {
    innings: {
      number: number;
      superOver: boolean;
      battingTeam: { name: string };
      runs: number;
      wickets: number;
      legalBalls: number;
      extras: ExpectedMatch['innings'][number]['extras'];
      batting: {
        player: { name: string };
        runs: number;
        balls: number;
        fours: number;
        sixes: number;
        dismissal: { kind: string } | null;
      }[];
      bowling: { player: { name: string }; legalBalls: number; maidens: number; runs: number; wickets: number }[];
    }[];
  };
};

/** The card in expected.json's shape: names for players, the dismissal's kind. */
async function card(client: TestClient, matchId: number): Promise<ExpectedMatch['innings']> {
  const response = await client.gql<InningsData>(Innings, { id: matchId });
  expect(response.errors).toBeUndefined();
  return response.data!.match.innings.map((innings) => ({
    number: innings.number,
    superOver: innings.superOver,
    battingTeam: innings.battingTeam.name,
    runs: innings.runs,
    wickets: innings.wickets,
    legalBalls: innings.legalBalls,
    extras: innings.extras,
    batting: innings.batting.map((line) => ({
      player: line.player.name,
      runs: line.runs,
      balls: line.balls,
      fours: line.fours,
      sixes: line.sixes,
      dismissal: line.dismissal?.kind ?? null,
    })),
    bowling: innings.bowling.map((line) => ({
      player: line.player.name,
      legalBalls: line.legalBalls,
      maidens: line.maidens,
      runs: line.runs,
      wickets: line.wickets,
    })),
  }));
}

describe('importing Cricsheet matches', () => {
  const server = useTestServer();
  const imported = new Map<string, { fixture: Fixture; client: TestClient; data: ImportData['importCricsheet'] }>();

  beforeAll(async () => {
    for (const expected of expectedMatches) {
      const fixture = await scoredMatch(server.em(), { teams: expected.teams });
      const client = await signedInClient(server, fixture.scorer.email);
      const response = await client.gql<ImportData>(ImportCricsheet, {
        matchId: fixture.matchId,
        json: readMatch(expected.file),
      });
      expect(response.errors, expected.file).toBeUndefined();
      imported.set(expected.file, { fixture, client, data: response.data!.importCricsheet });
    }
  });

  for (const expected of expectedMatches) {
    it(`${expected.file}: ${expected.teams.join(' v ')} gives the published scorecard and result`, async () => {
      const { fixture, client, data } = imported.get(expected.file)!;
      expect(await card(client, fixture.matchId)).toEqual(expected.innings);
      expect(data).toMatchObject({ status: MatchStatus.completed, winnerTeam: { name: expected.winner } });
      // The match row keeps the main innings' totals for standings and the live pages.
      const row = await storedMatch(server.em(), fixture.matchId);
      for (const innings of expected.innings.filter((each) => !each.superOver)) {
        const side = innings.battingTeam === expected.teams[0] ? 'home' : 'away';
        expect([row[`${side}TeamScore`], row[`${side}Wickets`], row[`${side}Balls`]]).toEqual([
          innings.runs,
          innings.wickets,
          innings.legalBalls,
        ]);
      }
      expect(row.seq).toBe(data!.seq);
      expect((await storedEvents(server.em(), fixture.matchId)).map((event) => event.seq)).toEqual(
        Array.from({ length: row.seq }, (_, index) => index + 1),
      );
    });
  }

  it('refuses a delivery to a closed innings, naming the field, and keeps the log', async () => {
    const { fixture, client, data } = imported.get('1136592.json')!;
    const response = await client.gql<RecordData>(RecordDelivery, {
      matchId: fixture.matchId,
      key: 'late',
      afterSeq: data!.seq,
      input: { ...ball('AM Rahane', 'JC Buttler', 'TA Boult', 1), innings: 2 },
    });
    expectInputError(response, 'input.innings', /Innings 2 is closed/);
    expect((await storedMatch(server.em(), fixture.matchId)).seq).toBe(data!.seq);
  });

  it('marks an imported match for the Cricsheet credit, and a match scored live not (issue 49)', async () => {
    const source = `query ($id: Int!) { match(id: $id) { importedFromCricsheet innings { number } } }`;
    type Source = { match: { importedFromCricsheet: boolean; innings: { number: number }[] } };
    const { fixture, client } = imported.get('1136592.json')!;
    const fromFile = await client.gql<Source>(source, { id: fixture.matchId });
    expect(fromFile.data?.match.importedFromCricsheet).toBe(true);

    const live = await scoredMatch(server.em(), { teams: ['Harbour Lights', 'Blue Mountain'] });
    const scorer = await signedInClient(server, live.scorer.email);
    const delivered = await scorer.gql<RecordData>(RecordDelivery, {
      matchId: live.matchId,
      key: 'first-ball',
      afterSeq: 0,
      input: ball('A Batter', 'B Batter', 'C Bowler', 4, { battingTeamId: live.home.id }),
    });
    expect(delivered.errors).toBeUndefined();
    const scoredLive = await scorer.gql<Source>(source, { id: live.matchId });
    expect(scoredLive.data?.match.innings).toHaveLength(1);
    expect(scoredLive.data?.match.importedFromCricsheet).toBe(false);
  });

  it('answers GET /api/matches/:id/cricsheet with a file that imports back to the same card', async () => {
    for (const expected of expectedMatches) {
      const { fixture, client } = imported.get(expected.file)!;
      const exported = await client.fetch(`/api/matches/${fixture.matchId}/cricsheet`);
      expect(exported.status).toBe(200);
      expect(exported.headers.get('content-type')).toMatch(/application\/json/);
      const json = await exported.text();
      expect((JSON.parse(json) as CricsheetMatch).info.teams).toEqual(expected.teams);
      const copy = await scoredMatch(server.em(), { teams: expected.teams });
      const copier = await signedInClient(server, copy.scorer.email);
      const response = await copier.gql<ImportData>(ImportCricsheet, { matchId: copy.matchId, json });
      expect(response.errors, expected.file).toBeUndefined();
      expect(response.data?.importCricsheet?.winnerTeam?.name).toBe(expected.winner);
      expect(await card(copier, copy.matchId)).toEqual(expected.innings);
    }
  });

  it('answers 404 for a football match and refuses a file of other teams or from a visitor', async () => {
    const { fixture, client } = imported.get('392202.json')!;
    const other = await client.gql<ImportData>(ImportCricsheet, {
      matchId: fixture.matchId,
      json: readMatch('1136592.json'),
    });
    expectInputError(other, 'json', /not a side of this match/);
    expectInputError(await client.gql<ImportData>(ImportCricsheet, { matchId: fixture.matchId, json: '{' }), 'json');
    const stranger = imported.get('548306.json')!.client;
    const forbidden = await stranger.gql<ImportData>(ImportCricsheet, {
      matchId: fixture.matchId,
      json: readMatch('392202.json'),
    });
    expect(forbidden.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const football = await scoredMatch(server.em(), { sport: 'football' as never });
    const footballClient = await signedInClient(server, football.scorer.email);
    expect((await footballClient.fetch(`/api/matches/${football.matchId}/cricsheet`)).status).toBe(404);
  });
});
