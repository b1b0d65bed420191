// The team page's reads: the team and its matches in published tournaments only, no sign-in needed.
import { describe, expect, it } from 'vitest';
import { Sport } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { Role } from '../../../server/src/modules/users/user.entity.js';
import { TestClient } from '../../support/client.js';
import { createClub, createMatch, createTeam, createTournament, createUser } from '../../support/factories.js';
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
});
