import { wrap } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MatchStatus } from '../../../server/src/modules/matches/match.entity.js';
import { StandingsService } from '../../../server/src/modules/standings/standings.service.js';
import { Sport } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { Role } from '../../../server/src/modules/users/user.entity.js';
import { TestClient } from '../../support/client.js';
import {
  createClub,
  createMatch,
  createTeam,
  createTournament,
  createUser,
  registerTeams,
} from '../../support/factories.js';
import { startTestServer, type TestServer } from '../../support/server.js';
import { heldTournament, TournamentRow } from '../../../server/src/modules/tournaments/tournament-row.js';

const Standings = /* GraphQL */ `
  query ($id: Int!) {
    standings(tournamentId: $id) {
      position
      teamId
      teamName
      matchesPlayed
      wins
      draws
      losses
      noResults
      points
      runsFor
      runsAgainst
      goalDifference
      netRunRate
      runRate
      ballsFaced
      form
    }
  }
`;
type Row = Record<string, unknown>;

describe('standings(tournamentId)', () => {
  let server: TestServer;
  let published: number;
  let draft: number;
  let empty: number;

  beforeAll(async () => {
    server = await startTestServer();
    const em = server.em();
    const creator = await createUser(em, { email: 'organiser@example.test', role: Role.tournament_creator });
    const club = await createClub(em, creator);
    const [a, b, c] = [
      await createTeam(em, club, { name: 'Harbour Lights FC' }),
      await createTeam(em, club, { name: 'Coral Reef FC' }),
      await createTeam(em, club, { name: 'Nevis Peak FC' }),
    ];
    const league = await createTournament(em, creator, { sport: Sport.football });
    await registerTeams(em, league, [a, b, c]);
    await createMatch(em, league, a, b, { status: MatchStatus.completed, homeTeamScore: 3, awayTeamScore: 1 });
    // Only completed matches count: a live one and a scheduled one change nothing.
    await createMatch(em, league, b, c, { status: MatchStatus.in_progress, homeTeamScore: 5, awayTeamScore: 0 });
    await createMatch(em, league, c, a);
    const completed = await createMatch(em, league, c, b, {
      status: MatchStatus.completed,
      homeTeamScore: 2,
      awayTeamScore: 2,
    });
    void completed;
    published = league.id;
    const hidden = await createTournament(em, creator, { isPublished: false });
    draft = hidden.id;
    const fresh = await createTournament(em, creator, { sport: Sport.cricket });
    await registerTeams(em, fresh, [a, b]);
    empty = fresh.id;
  });
  afterAll(async () => {
    await server.stop();
  });

  it('answers every column to a visitor, from completed matches only', async () => {
    const { data, errors } = await new TestClient(server.url).gql<{ standings: Row[] }>(Standings, { id: published });
    expect(errors).toBeUndefined();
    expect(data?.standings.map(({ teamId: _teamId, ...row }) => row)).toEqual([
      {
        position: 1,
        teamName: 'Harbour Lights FC',
        matchesPlayed: 1,
        wins: 1,
        draws: 0,
        losses: 0,
        noResults: 0,
        points: 3,
        runsFor: 3,
        runsAgainst: 1,
        goalDifference: 2,
        netRunRate: null,
        runRate: null,
        ballsFaced: null,
        form: ['W'],
      },
      {
        position: 2,
        teamName: 'Nevis Peak FC',
        matchesPlayed: 1,
        wins: 0,
        draws: 1,
        losses: 0,
        noResults: 0,
        points: 1,
        runsFor: 2,
        runsAgainst: 2,
        goalDifference: 0,
        netRunRate: null,
        runRate: null,
        ballsFaced: null,
        form: ['D'],
      },
      {
        position: 3,
        teamName: 'Coral Reef FC',
        matchesPlayed: 2,
        wins: 0,
        draws: 1,
        losses: 1,
        noResults: 0,
        points: 1,
        runsFor: 3,
        runsAgainst: 5,
        goalDifference: -2,
        netRunRate: null,
        runRate: null,
        ballsFaced: null,
        form: ['L', 'D'],
      },
    ]);
  });

  it('lists every registered team before a ball is bowled, level and sharing first place', async () => {
    const { data } = await new TestClient(server.url).gql<{ standings: Row[] }>(Standings, { id: empty });
    expect(data?.standings.map((row) => [row.position, row.matchesPlayed, row.points, row.netRunRate])).toEqual([
      [1, 0, 0, 0],
      [1, 0, 0, 0],
    ]);
  });

  it('reads its matches, teams and tournament as plain rows: the request manages no entity', async () => {
    const em = server.em().fork();
    const rows = await new StandingsService({ em, viewer: null }).forTournament(published);
    expect(rows.map((row) => [row.teamName, row.points])).toEqual([
      ['Harbour Lights FC', 3],
      ['Nevis Peak FC', 1],
      ['Coral Reef FC', 1],
    ]);
    // The tournament the policy checked is a plain row; a table computed afresh reads in a fork of its own.
    expect(heldTournament(em, published)).toBeInstanceOf(TournamentRow);
    const managed = [...em.getUnitOfWork().getIdentityMap()]
      .filter((entity) => wrap(entity).isInitialized())
      .map((entity) => entity.constructor.name);
    expect(managed).toEqual([]);
  });

  it('hides a draft tournament from visitors but not from its creator', async () => {
    const visitor = await new TestClient(server.url).gql<{ standings: Row[] }>(Standings, { id: draft });
    expect(visitor.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const creator = new TestClient(server.url);
    await creator.signIn('organiser@example.test');
    expect((await creator.gql<{ standings: Row[] }>(Standings, { id: draft })).errors).toBeUndefined();
  });
});
