import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Match, MatchStatus } from '../../../server/src/modules/matches/match.entity.js';
import type { Team } from '../../../server/src/modules/teams/team.entity.js';
import { Sport, TournamentType, type Tournament } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { Role, type User } from '../../../server/src/modules/users/user.entity.js';
import { TestClient, type GraphQLResponse } from '../../support/client.js';
import { createClub, createTeam, createTournament, createUser, registerTeams } from '../../support/factories.js';
import { startTestServer, type TestServer } from '../../support/server.js';

const Generate = /* GraphQL */ `
  mutation Generate($tournamentId: Int!, $replace: Boolean, $seedTeamIds: [Int!]) {
    generateFixtures(tournamentId: $tournamentId, replace: $replace, seedTeamIds: $seedTeamIds) {
      id
      roundNumber
      matchNumber
      scheduledDate
      venue
      status
      isFinal
      homeTeamId
      awayTeamId
      nextMatchId
      nextMatchSlot
    }
  }
`;

type Fixture = {
  id: number;
  roundNumber: number;
  matchNumber: number;
  scheduledDate: string;
  venue: string | null;
  status: string;
  isFinal: boolean;
  homeTeamId: number | null;
  awayTeamId: number | null;
  nextMatchId: number | null;
  nextMatchSlot: 'home' | 'away' | null;
};
type GenerateData = { generateFixtures: Fixture[] | null };

const ChangeStatus = /* GraphQL */ `
  mutation ($matchId: Int!, $status: MatchStatus!, $score: MatchScoreInput) {
    changeMatchStatus(matchId: $matchId, status: $status, score: $score) {
      id
      winnerTeamId
    }
  }
`;

const UpdateFixture = /* GraphQL */ `
  mutation ($matchId: Int!, $input: FixtureInput!) {
    updateFixture(matchId: $matchId, input: $input) {
      id
      scheduledDate
      venue
      roundNumber
      referee {
        id
        name
      }
      scorer {
        id
        name
      }
    }
  }
`;

const AddMatch = /* GraphQL */ `
  mutation ($input: AddMatchInput!) {
    addMatch(input: $input) {
      id
      status
      venue
      matchNumber
      roundNumber
      homeTeam {
        name
      }
      awayTeam {
        name
      }
    }
  }
`;

function errorCode<T>(response: GraphQLResponse<T>) {
  return response.errors?.[0]?.extensions?.code;
}

function byRound(fixtures: Fixture[]): Map<number, Fixture[]> {
  const rounds = new Map<number, Fixture[]>();
  for (const fixture of fixtures)
    rounds.set(fixture.roundNumber, [...(rounds.get(fixture.roundNumber) ?? []), fixture]);
  return rounds;
}

describe('fixtures', () => {
  let server: TestServer;
  let creator: User;
  let teams: Team[];
  let organiser: TestClient;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.stop();
  });
  beforeEach(async () => {
    await server.reset();
    const em = server.em();
    creator = await createUser(em, { email: 'organiser@example.test', role: Role.tournament_creator });
    await createUser(em, { email: 'other@example.test', role: Role.tournament_creator });
    const club = await createClub(em, creator);
    teams = [];
    for (let index = 1; index <= 9; index += 1) {
      teams.push(await createTeam(em, club, { name: `Team ${index}`, homeGround: `Ground ${index}` }));
    }
    organiser = new TestClient(server.url);
    await organiser.signIn('organiser@example.test');
  });

  async function tournamentWith(count: number, type: TournamentType, sport = Sport.football): Promise<Tournament> {
    const em = server.em();
    const tournament = await createTournament(em, creator, {
      tournamentType: type,
      sport,
      startDate: '2026-12-01',
      endDate: '2026-12-31',
    });
    await registerTeams(em, tournament, teams.slice(0, count));
    return tournament;
  }

  async function generate(tournament: Tournament, variables: Record<string, unknown> = {}) {
    const response = await organiser.gql<GenerateData>(Generate, { tournamentId: tournament.id, ...variables });
    expect(response.errors).toBeUndefined();
    return response.data!.generateFixtures!;
  }

  function expectSoundRounds(fixtures: Fixture[]) {
    for (const round of byRound(fixtures).values()) {
      const playing = round.flatMap((fixture) => [fixture.homeTeamId, fixture.awayTeamId]).filter((id) => id !== null);
      expect(new Set(playing).size).toBe(playing.length);
    }
  }

  function homeAway(fixtures: Fixture[]) {
    const counts = new Map<number, { home: number; away: number }>();
    for (const fixture of fixtures) {
      const home = counts.get(fixture.homeTeamId!) ?? { home: 0, away: 0 };
      home.home += 1;
      counts.set(fixture.homeTeamId!, home);
      const away = counts.get(fixture.awayTeamId!) ?? { home: 0, away: 0 };
      away.away += 1;
      counts.set(fixture.awayTeamId!, away);
    }
    return [...counts.values()];
  }

  for (const count of [2, 4, 5, 6, 7, 8]) {
    it(`round robin of ${count}: every pair once, nobody twice in a round, home and away balanced`, async () => {
      const tournament = await tournamentWith(count, TournamentType.round_robin);
      const fixtures = await generate(tournament);
      expect(fixtures).toHaveLength((count * (count - 1)) / 2);
      const pairs = new Set(fixtures.map((fixture) => [fixture.homeTeamId, fixture.awayTeamId].sort().join('-')));
      expect(pairs.size).toBe(fixtures.length);
      expect(byRound(fixtures).size).toBe(count % 2 === 0 ? count - 1 : count);
      expectSoundRounds(fixtures);
      for (const { home, away } of homeAway(fixtures)) {
        expect(Math.abs(home - away)).toBeLessThanOrEqual(count % 2 === 0 ? 1 : 0);
      }
      // Venues default to the home team's ground; rounds spread from the first to the last day.
      const grounds = new Map(teams.map((team) => [team.id, team.homeGround]));
      for (const fixture of fixtures) {
        expect(fixture.venue).toBe(grounds.get(fixture.homeTeamId!));
        expect(fixture.status).toBe('scheduled');
      }
      const days = fixtures.map((fixture) => fixture.scheduledDate.slice(0, 10)).sort();
      expect(days[0]).toBe('2026-12-01');
      if (count > 2) expect(days[days.length - 1]).toBe('2026-12-31');
      const roundOne = byRound(fixtures).get(1)!;
      expect(new Set(roundOne.map((fixture) => fixture.scheduledDate)).size).toBe(1);
      expect(fixtures.map((fixture) => fixture.matchNumber)).toEqual(fixtures.map((_, index) => index + 1));
    });
  }

  for (const count of [4, 5]) {
    it(`league of ${count}: every pair twice, once at each ground`, async () => {
      const tournament = await tournamentWith(count, TournamentType.league);
      const fixtures = await generate(tournament);
      expect(fixtures).toHaveLength(count * (count - 1));
      const ordered = new Set(fixtures.map((fixture) => `${fixture.homeTeamId}>${fixture.awayTeamId}`));
      expect(ordered.size).toBe(fixtures.length);
      expectSoundRounds(fixtures);
      for (const { home, away } of homeAway(fixtures)) expect(home).toBe(away);
    });
  }

  it('knockout of 8: a full bracket, seed 1 and seed 2 only meet in the final', async () => {
    const tournament = await tournamentWith(8, TournamentType.knockout);
    const fixtures = await generate(tournament);
    expect(fixtures).toHaveLength(7);
    const rounds = byRound(fixtures);
    expect([...rounds.values()].map((round) => round.length)).toEqual([4, 2, 1]);
    expect(rounds.get(1)!.map((fixture) => [fixture.homeTeamId, fixture.awayTeamId])).toEqual([
      [teams[0].id, teams[7].id],
      [teams[3].id, teams[4].id],
      [teams[1].id, teams[6].id],
      [teams[2].id, teams[5].id],
    ]);
    const final = rounds.get(3)![0];
    expect(final.isFinal).toBe(true);
    expect(fixtures.filter((fixture) => fixture.isFinal)).toHaveLength(1);
    expect(final.homeTeamId).toBeNull();
  });

  it('knockout of 5: the top three seeds get byes, and winners move on to the final', async () => {
    const tournament = await tournamentWith(5, TournamentType.knockout);
    const fixtures = await generate(tournament);
    const rounds = byRound(fixtures);
    expect([...rounds.values()].map((round) => round.length)).toEqual([1, 2, 1]);
    const [opening] = rounds.get(1)!;
    expect([opening.homeTeamId, opening.awayTeamId]).toEqual([teams[3].id, teams[4].id]);
    const [semiOne, semiTwo] = rounds.get(2)!;
    expect([semiOne.homeTeamId, semiOne.awayTeamId]).toEqual([teams[0].id, null]);
    expect([semiTwo.homeTeamId, semiTwo.awayTeamId]).toEqual([teams[1].id, teams[2].id]);
    expect(opening).toMatchObject({ nextMatchId: semiOne.id, nextMatchSlot: 'away' });
    const final = rounds.get(3)![0];
    expect(semiOne).toMatchObject({ nextMatchId: final.id, nextMatchSlot: 'home' });
    expect(semiTwo).toMatchObject({ nextMatchId: final.id, nextMatchSlot: 'away' });

    const play = async (id: number, home: number, away: number) => {
      await organiser.gql(ChangeStatus, { matchId: id, status: 'in_progress' });
      const done = await organiser.gql<{ changeMatchStatus: { winnerTeamId: number } }>(ChangeStatus, {
        matchId: id,
        status: 'completed',
        score: { homeTeamScore: home, awayTeamScore: away },
      });
      expect(done.errors).toBeUndefined();
      return done.data!.changeMatchStatus.winnerTeamId;
    };
    // Seed 5 beats seed 4 and takes the away slot against seed 1.
    expect(await play(opening.id, 0, 2)).toBe(teams[4].id);
    let semi = await server.em().findOneOrFail(Match, { id: semiOne.id });
    expect([semi.homeTeam?.id, semi.awayTeam?.id]).toEqual([teams[0].id, teams[4].id]);
    expect(await play(semiOne.id, 1, 0)).toBe(teams[0].id);
    expect(await play(semiTwo.id, 2, 3)).toBe(teams[2].id);
    semi = await server.em().findOneOrFail(Match, { id: final.id });
    expect([semi.homeTeam?.id, semi.awayTeam?.id]).toEqual([teams[0].id, teams[2].id]);
    expect(semi.venue).toBe('Ground 1');
    expect(await play(final.id, 1, 2)).toBe(teams[2].id);
  });

  for (const [count, byes] of [
    [2, 0],
    [3, 1],
    [6, 2],
    [7, 1],
    [9, 7],
  ] as const) {
    it(`knockout of ${count}: ${count - 1} matches in all, ${byes} byes to the top seeds`, async () => {
      const tournament = await tournamentWith(count, TournamentType.knockout);
      const fixtures = await generate(tournament);
      expect(fixtures).toHaveLength(count - 1);
      expectSoundRounds(fixtures);
      const firstRound = byRound(fixtures).get(1)!;
      const playingFirst = new Set(firstRound.flatMap((fixture) => [fixture.homeTeamId, fixture.awayTeamId]));
      const byeTeams = teams.slice(0, count).filter((team) => !playingFirst.has(team.id));
      expect(byeTeams.map((team) => team.name)).toEqual(teams.slice(0, byes).map((team) => team.name));
      expect(fixtures.filter((fixture) => fixture.isFinal)).toHaveLength(1);
      // Every match but the final feeds exactly one later match slot.
      const feeds = fixtures.filter((fixture) => fixture.nextMatchId !== null);
      expect(feeds).toHaveLength(fixtures.length - 1);
    });
  }

  it('follows a given seeding', async () => {
    const tournament = await tournamentWith(4, TournamentType.knockout);
    const seeds = [teams[3].id, teams[2].id, teams[1].id, teams[0].id];
    const fixtures = await generate(tournament, { seedTeamIds: seeds });
    expect([fixtures[0].homeTeamId, fixtures[0].awayTeamId]).toEqual([teams[3].id, teams[0].id]);
    const bad = await organiser.gql<GenerateData>(Generate, {
      tournamentId: tournament.id,
      replace: true,
      seedTeamIds: [teams[3].id, teams[3].id, teams[1].id, teams[0].id],
    });
    expect(bad.errors?.[0].extensions?.fields?.seedTeamIds).toMatch(/every registered team once/);
  });

  it('never silently destroys fixtures, and never played ones', async () => {
    const tournament = await tournamentWith(4, TournamentType.round_robin);
    const first = await generate(tournament);
    const again = await organiser.gql<GenerateData>(Generate, { tournamentId: tournament.id });
    expect(errorCode(again)).toBe('CONFLICT');
    expect(again.errors?.[0].message).toMatch(/already has 6 fixtures/);
    const replaced = await generate(tournament, { replace: true });
    expect(replaced).toHaveLength(6);
    expect(replaced[0].id).not.toBe(first[0].id);

    await organiser.gql(ChangeStatus, { matchId: replaced[0].id, status: 'in_progress' });
    const refused = await organiser.gql<GenerateData>(Generate, { tournamentId: tournament.id, replace: true });
    expect(errorCode(refused)).toBe('CONFLICT');
    expect(refused.errors?.[0].message).toMatch(/1 match has been played or started/);
    const stored = await server.em().find(Match, { tournament: tournament.id });
    expect(stored.map((match) => match.id).sort()).toEqual(replaced.map((fixture) => fixture.id).sort());
    expect(stored.find((match) => match.id === replaced[0].id)?.status).toBe(MatchStatus.in_progress);
  });

  it('needs two registered teams and the tournament’s creator', async () => {
    const lonely = await tournamentWith(1, TournamentType.round_robin);
    const single = await organiser.gql<GenerateData>(Generate, { tournamentId: lonely.id });
    expect(single.errors?.[0].extensions?.fields?.tournamentId).toMatch(/At least two registered teams/);

    const tournament = await tournamentWith(4, TournamentType.round_robin);
    const visitor = await new TestClient(server.url).gql<GenerateData>(Generate, { tournamentId: tournament.id });
    expect(errorCode(visitor)).toBe('UNAUTHENTICATED');
    const other = new TestClient(server.url);
    await other.signIn('other@example.test');
    expect(errorCode(await other.gql<GenerateData>(Generate, { tournamentId: tournament.id }))).toBe('FORBIDDEN');
    expect(await server.em().count(Match, { tournament: tournament.id })).toBe(0);
  });

  it('lets the organiser edit date, venue, round and officials; the new referee may then score', async () => {
    const em = server.em();
    const referee = await createUser(em, { email: 'ref@example.test', name: 'Marlon Joseph', role: Role.referee });
    const pending = await createUser(em, { email: 'pending@example.test', role: Role.referee, state: 'pending' });
    const tournament = await tournamentWith(4, TournamentType.round_robin);
    const [fixture] = await generate(tournament);

    const refereeClient = new TestClient(server.url);
    await refereeClient.signIn('ref@example.test');
    const before = await refereeClient.gql(ChangeStatus, { matchId: fixture.id, status: 'in_progress' });
    expect(errorCode(before)).toBe('FORBIDDEN');

    const edited = await organiser.gql<{ updateFixture: Record<string, unknown> }>(UpdateFixture, {
      matchId: fixture.id,
      input: {
        scheduledDate: '2026-12-05T20:30:00.000Z',
        venue: 'Kensington Oval',
        roundNumber: 3,
        refereeId: referee.id,
        scorerId: referee.id,
      },
    });
    expect(edited.errors).toBeUndefined();
    expect(edited.data?.updateFixture).toEqual({
      id: fixture.id,
      scheduledDate: '2026-12-05T20:30:00.000Z',
      venue: 'Kensington Oval',
      roundNumber: 3,
      referee: { id: referee.id, name: 'Marlon Joseph' },
      scorer: { id: referee.id, name: 'Marlon Joseph' },
    });
    const after = await refereeClient.gql(ChangeStatus, { matchId: fixture.id, status: 'in_progress' });
    expect(after.errors).toBeUndefined();

    const badOfficial = await organiser.gql(UpdateFixture, { matchId: fixture.id, input: { refereeId: pending.id } });
    expect(badOfficial.errors?.[0].extensions?.fields?.refereeId).toMatch(/activated user/);
    const badRound = await organiser.gql(UpdateFixture, { matchId: fixture.id, input: { roundNumber: 0 } });
    expect(badRound.errors?.[0].extensions?.fields?.roundNumber).toBeDefined();
    const byReferee = await refereeClient.gql(UpdateFixture, { matchId: fixture.id, input: { venue: 'Elsewhere' } });
    expect(errorCode(byReferee)).toBe('FORBIDDEN');
    const stored = await server.em().findOneOrFail(Match, { id: fixture.id });
    expect([stored.venue, stored.roundNumber, stored.referee?.id]).toEqual(['Kensington Oval', 3, referee.id]);
  });

  it('shows the organiser the fixture board: tournament, matches in order, registered teams', async () => {
    const tournament = await tournamentWith(3, TournamentType.round_robin);
    const fixtures = await generate(tournament);
    const Board = `query ($id: Int!) { fixtureBoard(tournamentId: $id) { tournament { name } matches { id } teams { name } } }`;
    type BoardData = {
      fixtureBoard: { tournament: { name: string }; matches: { id: number }[]; teams: { name: string }[] };
    };
    const board = await organiser.gql<BoardData>(Board, { id: tournament.id });
    expect(board.data?.fixtureBoard.tournament.name).toBe(tournament.name);
    expect(board.data?.fixtureBoard.matches.map((match) => match.id)).toEqual(fixtures.map((fixture) => fixture.id));
    expect(board.data?.fixtureBoard.teams.map((team) => team.name)).toEqual(['Team 1', 'Team 2', 'Team 3']);
    const other = new TestClient(server.url);
    await other.signIn('other@example.test');
    expect(errorCode(await other.gql<BoardData>(Board, { id: tournament.id }))).toBe('FORBIDDEN');
  });

  it('adds a match by hand between registered teams', async () => {
    const tournament = await tournamentWith(3, TournamentType.round_robin);
    await generate(tournament);
    const added = await organiser.gql<{ addMatch: Record<string, unknown> }>(AddMatch, {
      input: { tournamentId: tournament.id, homeTeamId: teams[2].id, awayTeamId: teams[0].id, roundNumber: 4 },
    });
    expect(added.errors).toBeUndefined();
    expect(added.data?.addMatch).toMatchObject({
      status: 'scheduled',
      venue: 'Ground 3',
      matchNumber: 4,
      roundNumber: 4,
      homeTeam: { name: 'Team 3' },
      awayTeam: { name: 'Team 1' },
    });
    const unregistered = await organiser.gql(AddMatch, {
      input: { tournamentId: tournament.id, homeTeamId: teams[8].id, awayTeamId: teams[0].id },
    });
    expect(unregistered.errors?.[0].extensions?.fields?.homeTeamId).toMatch(/not registered/);
    const itself = await organiser.gql(AddMatch, {
      input: { tournamentId: tournament.id, homeTeamId: teams[0].id, awayTeamId: teams[0].id },
    });
    expect(itself.errors?.[0].extensions?.fields?.awayTeamId).toMatch(/cannot play itself/);
    expect(await server.em().count(Match, { tournament: tournament.id })).toBe(4);
  });

  it('refuses a match dated before the tournament starts or after it ends, naming the field', async () => {
    const tournament = await tournamentWith(3, TournamentType.round_robin);
    const [fixture] = await generate(tournament);
    const early = await organiser.gql(AddMatch, {
      input: {
        tournamentId: tournament.id,
        homeTeamId: teams[0].id,
        awayTeamId: teams[1].id,
        scheduledDate: '2026-11-20T18:00:00.000Z',
      },
    });
    expect(errorCode(early)).toBe('BAD_USER_INPUT');
    expect(early.errors?.[0].extensions?.fields).toEqual({
      scheduledDate: 'The match date is before the tournament starts (2026-12-01)',
    });
    const late = await organiser.gql(UpdateFixture, {
      matchId: fixture.id,
      input: { scheduledDate: '2027-01-03T18:00:00.000Z', venue: 'Moved' },
    });
    expect(late.errors?.[0].extensions?.fields).toEqual({
      scheduledDate: 'The match date is after the tournament ends (2026-12-31)',
    });
    expect(await server.em().count(Match, { tournament: tournament.id })).toBe(3);
    const stored = await server.em().findOneOrFail(Match, { id: fixture.id });
    expect(stored.venue).not.toBe('Moved');
    // The last evening of the tournament in the Caribbean is already the next day in UTC: still accepted.
    const lastEvening = await organiser.gql(UpdateFixture, {
      matchId: fixture.id,
      input: { scheduledDate: '2027-01-01T00:30:00.000Z' },
    });
    expect(lastEvening.errors).toBeUndefined();
  });
});
