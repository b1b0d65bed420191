import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MatchStatus } from '../../../server/src/modules/matches/match.entity.js';
import { TeamMember } from '../../../server/src/modules/teams/team-member.entity.js';
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

const Dashboard = /* GraphQL */ `
  query {
    adminDashboard {
      activeTournaments
      registeredTeams
      upcomingMatches
      totalPlayers
      tournaments {
        name
        isPublished
      }
      teams {
        name
        clubName
        homeGround
      }
    }
  }
`;

type Result = {
  adminDashboard: {
    activeTournaments: number;
    registeredTeams: number;
    upcomingMatches: number;
    totalPlayers: number;
    tournaments: { name: string; isPublished: boolean }[];
    teams: { name: string; clubName: string; homeGround: string | null }[];
  };
};

describe('the /admin dashboard numbers', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    const em = server.em();
    const creator = await createUser(em, { email: 'creator@example.test', role: Role.tournament_creator });
    const other = await createUser(em, { email: 'other@example.test', role: Role.tournament_creator });
    const club = await createClub(em, creator, { name: 'Harbour Lights' });
    const [a, b, c] = [
      await createTeam(em, club, { name: 'Lights A', homeGround: 'Vigie Field' }),
      await createTeam(em, club, { name: 'Lights B' }),
      await createTeam(em, club, { name: 'Lights C' }),
    ];
    const cup = await createTournament(em, creator, { name: 'Island Cup', startDate: '2026-12-01' });
    const shield = await createTournament(em, other, { name: 'Shield', startDate: '2026-12-05' });
    await createTournament(em, creator, {
      name: 'My Draft',
      isPublished: false,
      startDate: '2027-01-01',
      endDate: '2027-01-31',
    });
    await createTournament(em, other, { name: 'Their Draft', isPublished: false });
    await registerTeams(em, cup, [a, b]);
    await registerTeams(em, shield, [a]);
    const future = new Date(Date.now() + 86_400_000);
    const past = new Date(Date.now() - 86_400_000);
    await createMatch(em, cup, a, b, { scheduledDate: future });
    await createMatch(em, cup, b, a, { scheduledDate: past });
    await createMatch(em, cup, a, b, { scheduledDate: future, status: MatchStatus.completed });
    em.create(TeamMember, { team: a, name: 'Shai Hope', jerseyNumber: 4 });
    em.create(TeamMember, { team: c, name: 'Kyle Mayers', jerseyNumber: 10 });
    em.create(TeamMember, { team: c, name: 'Retired', jerseyNumber: 11, isActive: false });
    await em.flush();
  });
  afterAll(async () => {
    await server.stop();
  });

  it('counts real rows and lists what the viewer can see', async () => {
    const client = new TestClient(server.url);
    await client.signIn('creator@example.test');
    const { data, errors } = await client.gql<Result>(Dashboard);
    expect(errors).toBeUndefined();
    expect(data?.adminDashboard).toMatchObject({
      activeTournaments: 2,
      registeredTeams: 2,
      upcomingMatches: 1,
      totalPlayers: 2,
    });
    // Their own draft shows; another creator's draft does not.
    expect(data?.adminDashboard.tournaments.map((t) => t.name)).toEqual(['Island Cup', 'Shield', 'My Draft']);
    expect(data?.adminDashboard.teams.map((t) => t.name)).toEqual(['Lights C', 'Lights B', 'Lights A']);
    expect(data?.adminDashboard.teams[2]).toMatchObject({ clubName: 'Harbour Lights', homeGround: 'Vigie Field' });
  });
});
