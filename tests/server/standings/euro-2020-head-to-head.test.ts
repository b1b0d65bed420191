import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoPath } from '../../../server/src/repo-path.js';
import { Sport } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { Role } from '../../../server/src/modules/users/user.entity.js';
import { Tournament } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { TIE_BREAKER_PRESETS } from '../../../shared/tie-breakers.js';
import { TestClient } from '../../support/client.js';
import { createClub, createTeam, createUser, registerTeams } from '../../support/factories.js';
import { readCsv } from '../../support/season.js';
import { startTestServer, type TestServer } from '../../support/server.js';

/**
 * UEFA Euro 2020 Group F (tests/fixtures/football/euro-2020-group-f.csv), played through the API. Germany
 * and Portugal finished level on points and goal difference, Portugal with more goals; UEFA ranks by the
 * teams' meeting first, which Germany won 4-2, so the published table has Germany second.
 */
const PUBLISHED = [
  '1 France 3 1 2 0 4 3 5',
  '2 Germany 3 1 1 1 6 5 4',
  '3 Portugal 3 1 1 1 7 6 4',
  '4 Hungary 3 0 2 1 3 6 2',
];

const preset = (name: string) => TIE_BREAKER_PRESETS.find((entry) => entry.name === name)!.tieBreakers;

type Row = {
  position: number;
  teamName: string;
  matchesPlayed: number;
  wins: number;
  draws: number;
  losses: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
};
type Fixture = { id: number; homeTeam: { name: string }; awayTeam: { name: string } };

const TABLE = `query ($id: Int!) {
  standings(tournamentId: $id) { position teamName matchesPlayed wins draws losses goalsFor goalsAgainst points }
}`;

describe('a real league ranked head-to-head first: Euro 2020 Group F through the API', () => {
  let server: TestServer;
  let organiser: TestClient;
  let tournamentId: number;
  const input = {
    name: 'Euro 2020 Group F',
    sport: 'football',
    tournamentType: 'round_robin',
    startDate: '2021-06-15',
    endDate: '2021-06-23',
  };

  const table = async () => {
    const { data, errors } = await new TestClient(server.url).gql<{ standings: Row[] }>(TABLE, { id: tournamentId });
    expect(errors).toBeUndefined();
    return data!.standings.map((row) =>
      [
        row.position,
        row.teamName,
        row.matchesPlayed,
        row.wins,
        row.draws,
        row.losses,
        row.goalsFor,
        row.goalsAgainst,
        row.points,
      ].join(' '),
    );
  };

  beforeAll(async () => {
    server = await startTestServer();
    const em = server.em();
    const creator = await createUser(em, { email: 'uefa@example.test', role: Role.tournament_creator });
    organiser = new TestClient(server.url);
    await organiser.signIn('uefa@example.test');
    const created = await organiser.gql<{ createTournament: { id: number } }>(
      `mutation ($input: TournamentInput!) { createTournament(input: $input) { id } }`,
      { input: { ...input, tieBreakers: preset('UEFA group stage') } },
    );
    expect(created.errors).toBeUndefined();
    tournamentId = created.data!.createTournament.id;
    const published = await organiser.gql(
      `mutation ($id: Int!) { setTournamentPublished(id: $id, published: true) { id } }`,
      { id: tournamentId },
    );
    expect(published.errors).toBeUndefined();

    const club = await createClub(em, creator);
    const teams = [];
    for (const name of ['France', 'Germany', 'Portugal', 'Hungary']) {
      teams.push(await createTeam(em, club, { name, sport: Sport.football }));
    }
    await registerTeams(em, await em.findOneOrFail(Tournament, { id: tournamentId }), teams);

    const generated = await organiser.gql<{ generateFixtures: Fixture[] }>(
      `mutation ($t: Int!) { generateFixtures(tournamentId: $t) { id homeTeam { name } awayTeam { name } } }`,
      { t: tournamentId },
    );
    expect(generated.errors).toBeUndefined();
    const fixtures = generated.data!.generateFixtures;
    expect(fixtures).toHaveLength(6);

    const results = await readCsv(repoPath('tests', 'fixtures', 'football', 'euro-2020-group-f.csv'));
    for (const result of results) {
      const fixture = fixtures.find((match) =>
        [match.homeTeam.name, match.awayTeam.name].every((name) => name === result.home || name === result.away),
      );
      expect(fixture, `${result.home} v ${result.away}`).toBeDefined();
      const flipped = fixture!.homeTeam.name !== result.home;
      const [home, away] = [Number(result.home_goals), Number(result.away_goals)];
      const recorded = await organiser.gql(
        `mutation ($matchId: Int!, $input: ResultInput!) { recordResult(matchId: $matchId, input: $input) { id } }`,
        {
          matchId: fixture!.id,
          input: flipped ? { homeTeamScore: away, awayTeamScore: home } : { homeTeamScore: home, awayTeamScore: away },
        },
      );
      expect(recorded.errors, `${result.home} v ${result.away}`).toBeUndefined();
    }
  }, 120_000);
  afterAll(async () => {
    await server.stop();
  });

  it('reproduces the published table: Germany above Portugal on their meeting', async () => {
    expect(await table()).toEqual(PUBLISHED);
  });

  it('under Premier League rules the same results put Portugal second, on goals scored', async () => {
    const updated = await organiser.gql(
      `mutation ($id: Int!, $input: TournamentInput!) { updateTournament(id: $id, input: $input) { id } }`,
      { id: tournamentId, input: { ...input, tieBreakers: preset('Premier League') } },
    );
    expect(updated.errors).toBeUndefined();
    expect((await table()).map((row) => row.split(' ').slice(0, 2).join(' '))).toEqual([
      '1 France',
      '2 Portugal',
      '3 Germany',
      '4 Hungary',
    ]);

    const headToHeadFirst = await organiser.gql(
      `mutation ($id: Int!, $input: TournamentInput!) { updateTournament(id: $id, input: $input) { id } }`,
      { id: tournamentId, input: { ...input, tieBreakers: preset('La Liga / Serie A: head-to-head first') } },
    );
    expect(headToHeadFirst.errors).toBeUndefined();
    expect(await table()).toEqual(PUBLISHED);
  });
});
