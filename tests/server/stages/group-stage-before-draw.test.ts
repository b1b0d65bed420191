import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Stage } from '../../../server/src/modules/tournaments/stage.entity.js';
import { Sport } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { Role } from '../../../server/src/modules/users/user.entity.js';
import { TestClient } from '../../support/client.js';
import { createClub, createTeam, createTournament, createUser, registerTeams } from '../../support/factories.js';
import { startTestServer, type TestServer } from '../../support/server.js';

const ADD = `mutation($t: Int!, $i: StageInput!) { addStage(tournamentId: $t, input: $i) { id name } }`;

// Issue 49: adding a group stage before any team was drawn (or registered) silently did nothing: the
// refusal named only groups.0.teamIds, which the form does not show.
describe('a group stage added before the teams are there', () => {
  let server: TestServer;
  let organiser: TestClient;
  let emptyCup = 0;
  let oneTeamCup = 0;

  beforeAll(async () => {
    server = await startTestServer();
    const em = server.em();
    const creator = await createUser(em, { role: Role.tournament_creator, email: 'groups@example.test' });
    const club = await createClub(em, creator);
    emptyCup = (await createTournament(em, creator, { name: 'Empty Cup' })).id;
    const oneTeam = await createTournament(em, creator, { name: 'Lonely Cup' });
    await registerTeams(em, oneTeam, [await createTeam(em, club, { sport: Sport.football })]);
    oneTeamCup = oneTeam.id;
    organiser = new TestClient(server.url);
    await organiser.signIn('groups@example.test');
  });
  afterAll(async () => {
    await server?.stop();
  });

  it.each([
    ['no team registered', () => emptyCup, 0, [{ name: 'A', teamIds: [] }]],
    ['one team registered', () => oneTeamCup, 1, null],
  ])('is refused with %s, naming why on the groups field', async (_case, tournament, count, groups) => {
    const { data, errors } = await organiser.gql(ADD, {
      t: tournament(),
      i: { name: 'Group stage', format: 'GROUPS', groups },
    });
    expect(data).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(errors?.[0]?.extensions?.fields).toEqual({
      groups: expect.stringContaining(`has ${count}: register at least two teams first`),
    });
    expect(await server.em().count(Stage, { tournament: tournament() })).toBe(0);
  });
});
