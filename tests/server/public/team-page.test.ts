// The team page's reads: the team and its matches in published tournaments only, no sign-in needed.
import { describe, expect, it } from 'vitest';
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
import { MatchStatus } from '../../../server/src/modules/matches/match.entity.js';
import { useTestServer } from '../management/support.js';

const TeamPage = /* GraphQL */ `
  query TeamPage($id: Int!) {
    publicTeam(id: $id) {
      name
      members {
        name
      }
    }
    teamMatches(teamId: $id) {
      id
      tournament {
        name
      }
    }
  }
`;

type TeamPageData = {
  publicTeam: { name: string; members: { name: string }[] };
  teamMatches: { id: number; tournament: { name: string } }[];
};

describe('publicTeam and teamMatches', () => {
  const server = useTestServer();

  it('answers a team and its public matches, leaving a draft’s match out; NOT_FOUND for an unknown id', async () => {
    const em = server.em();
    const creator = await createUser(em, { role: Role.tournament_creator });
    const club = await createClub(em, creator);
    const home = await createTeam(em, club, { name: 'Harbour Lights' });
    const away = await createTeam(em, club, { name: 'Coral Reef' });
    const open = await createTournament(em, creator, { name: 'Open Cup', sport: Sport.football });
    const draft = await createTournament(em, creator, {
      name: 'Secret Cup',
      sport: Sport.football,
      isPublished: false,
    });
    const played = await createMatch(em, open, home, away);
    await createMatch(em, draft, away, home);

    const response = await new TestClient(server.url).gql<TeamPageData>(TeamPage, { id: home.id });
    expect(response.errors).toBeUndefined();
    expect(response.data!.publicTeam.name).toBe('Harbour Lights');
    expect(response.data!.teamMatches).toEqual([{ id: played.id, tournament: { name: 'Open Cup' } }]);

    const missing = await new TestClient(server.url).gql<TeamPageData>(TeamPage, { id: 987654 });
    expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('lists the tournaments a team is entered in or played in, latest start first; a draft only to its creator', async () => {
    const em = server.em();
    const creator = await createUser(em, { role: Role.tournament_creator, email: 'team-page-creator@example.test' });
    const club = await createClub(em, creator);
    const team = await createTeam(em, club, { name: 'Pelican Bay' });
    const january = await createTournament(em, creator, { name: 'New Year Shield', startDate: '2026-01-10' });
    const november = await createTournament(em, creator, { name: 'Windward League', startDate: '2026-11-02' });
    const draft = await createTournament(em, creator, { name: 'Hidden Draft Cup', isPublished: false });
    await createTournament(em, creator, { name: 'Not Entered Cup' });
    for (const tournament of [january, november, draft]) await registerTeams(em, tournament, [team]);
    // Removed by its organiser after playing: the result stays, and so does the tournament on the page.
    const june = await createTournament(em, creator, { name: 'Lagoon Trophy', startDate: '2026-06-01' });
    await createMatch(em, june, await createTeam(em, club), team, { status: MatchStatus.completed });

    const query = `query { publicTeam(id: ${team.id}) { tournaments { name startDate } } }`;
    type Answer = { publicTeam: { tournaments: { name: string; startDate: string }[] } };
    const visitor = await new TestClient(server.url).gql<Answer>(query);
    expect(visitor.data?.publicTeam.tournaments).toEqual([
      { name: 'Windward League', startDate: '2026-11-02' },
      { name: 'Lagoon Trophy', startDate: '2026-06-01' },
      { name: 'New Year Shield', startDate: '2026-01-10' },
    ]);

    const owner = new TestClient(server.url);
    await owner.signIn('team-page-creator@example.test');
    const own = await owner.gql<Answer>(query);
    expect(own.data?.publicTeam.tournaments.map((tournament) => tournament.name)).toEqual([
      'Hidden Draft Cup',
      'Windward League',
      'Lagoon Trophy',
      'New Year Shield',
    ]);
  });

  it('reads a team’s results a page at a time, newest first, reading on after a cursor', async () => {
    const em = server.em();
    const creator = await createUser(em, { role: Role.tournament_creator });
    const club = await createClub(em, creator);
    const team = await createTeam(em, club, { name: 'Sandy Point' });
    const rival = await createTeam(em, club, { name: 'Salt Pond' });
    const tournament = await createTournament(em, creator);
    await registerTeams(em, tournament, [team, rival]);
    const played = [];
    for (let day = 1; day <= 5; day += 1) {
      played.push(
        await createMatch(em, tournament, team, rival, {
          status: MatchStatus.completed,
          homeTeamScore: day,
          awayTeamScore: 0,
          scheduledDate: new Date(Date.UTC(2026, 10, day, 15)),
        }),
      );
    }
    const page = `query Results($id: Int!, $after: String) {
      recentResults(teamId: $id, first: 2, after: $after) { id cursor }
    }`;
    type Answer = { recentResults: { id: number; cursor: string }[] };
    const client = new TestClient(server.url);
    const first = await client.gql<Answer>(page, { id: team.id });
    expect(first.data?.recentResults.map((match) => match.id)).toEqual([played[4].id, played[3].id]);
    const second = await client.gql<Answer>(page, { id: team.id, after: first.data!.recentResults[1].cursor });
    expect(second.data?.recentResults.map((match) => match.id)).toEqual([played[2].id, played[1].id]);
  });
});
