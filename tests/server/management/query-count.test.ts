import { beforeAll, describe, expect, it } from 'vitest';
import { TeamMember } from '../../../server/src/modules/teams/team-member.entity.js';
import { Role } from '../../../server/src/modules/users/user.entity.js';
import type { TestClient } from '../../support/client.js';
import { createClub, createTeam, createTournament, createUser, registerTeams } from '../../support/factories.js';
import { signedInClient, useTestServer } from './support.js';
import { recordStatements } from '../../support/statements.js';

/** Management lists load counts and names in a fixed number of queries, however many rows they show. */
describe('management lists without N+1 queries', () => {
  const server = useTestServer();
  let client: TestClient;
  const statements: string[] = [];

  beforeAll(async () => {
    const em = server.em();
    const owner = await createUser(em, { email: 'owner@example.test', role: Role.tournament_creator });
    client = await signedInClient(server, 'owner@example.test');
    const tournaments = [];
    for (let index = 0; index < 4; index += 1) tournaments.push(await createTournament(em, owner));
    for (let index = 0; index < 6; index += 1) {
      const club = await createClub(em, owner);
      for (let teamIndex = 0; teamIndex < 3; teamIndex += 1) {
        const team = await createTeam(em, club);
        em.create(TeamMember, { team, name: `Player ${teamIndex}`, jerseyNumber: teamIndex });
        await registerTeams(em, tournaments[teamIndex], [team]);
      }
    }
    await em.flush();
    // Counts every SQL statement the app sends from here on.
    recordStatements(server.orm, statements);
  });

  const countQueries = async (query: string) => {
    statements.length = 0;
    const { errors } = await client.gql(query);
    expect(errors).toBeUndefined();
    // Leave out the session store's and the viewer's own statements.
    const counted = statements.filter((sql) => !/"session"|from "users"/.test(sql));
    // The counter must see the list query itself, or the bound below proves nothing.
    expect(counted.length).toBeGreaterThan(0);
    return counted.length;
  };

  it('myClubs with team counts', async () => {
    expect(await countQueries('{ myClubs { id teamCount } }')).toBe(2);
  });

  it('myTeams with club names and player counts', async () => {
    expect(await countQueries('{ myTeams { id playerCount club { name } } }')).toBe(3);
  });

  it('myTournaments with registrations and their teams', async () => {
    expect(
      await countQueries('{ myTournaments { id registrationCount registrations { team { name club { name } } } } }'),
    ).toBe(5);
  });
});
