import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../server/src/app/demo/seed.js';
import { PublicService } from '../../../server/src/modules/public/public.service.js';
import { TeamMember } from '../../../server/src/modules/teams/team-member.entity.js';
import { TeamMemberRow } from '../../../server/src/modules/teams/team-member-row.js';
import { teamLoaders } from '../../../server/src/modules/teams/teams.queries.js';
import { TestClient } from '../../support/client.js';
import { everyField } from '../../support/schema-fields.js';
import { startTestServer, type TestServer } from '../../support/server.js';

// A team page's roster is read in the team's statement and kept as plain rows (teams/team-member-row.ts): each
// field must answer as the entity answers it.

type Member = { id: number } & Record<string, unknown>;

describe('a team page’s roster as plain rows', () => {
  let server: TestServer;
  let teamId: number;
  let tournamentId: number;

  beforeAll(async () => {
    server = await startTestServer();
    await seedDemo(server.em(), { force: true });
    const em = server.em();
    // A team of a published tournament with a roster, some places with every optional column filled.
    const [row] = await em.execute<{ team_id: number; tournament_id: number }[]>(
      `select r.team_id, r.tournament_id from tournament_registrations r
       where r.status = 'APPROVED' and (select count(*) from team_members m where m.team_id = r.team_id) >= 4
       order by r.team_id limit 1`,
    );
    ({ team_id: teamId, tournament_id: tournamentId } = row);
    await em.execute(
      `update team_members set
         joined_date = case when id % 2 = 0 then date '2024-03-01' + id end,
         user_id = case when id = (select min(id) from team_members where team_id = ${teamId}) then (select min(id) from users) end,
         is_vice_captain = (id % 3 = 0), is_active = (id % 5 <> 0)
       where team_id = ${teamId}`,
    );
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers every field of TeamMember as the entity does', async () => {
    const client = new TestClient(server.url);
    const fields = everyField('TeamMember');
    const page = await client.gql<{ publicTeam: { members: Member[] } }>(
      `query ($id: Int!) { publicTeam(id: $id) { members { ${fields} } } }`,
      { id: teamId },
    );
    expect(page.errors).toBeUndefined();
    // Another request, whose teams' rosters are read as entities.
    const entered = await client.gql<{ tournamentTeams: { id: number; members: Member[] }[] }>(
      `query ($id: Int!) { tournamentTeams(tournamentId: $id) { id members { ${fields} } } }`,
      { id: tournamentId },
    );
    expect(entered.errors).toBeUndefined();
    const roster = page.data!.publicTeam.members;
    expect(roster.length).toBeGreaterThanOrEqual(4);
    expect(roster.some((member) => member.userId !== null)).toBe(true);
    expect(roster.some((member) => member.joinedDate !== null)).toBe(true);
    expect(roster.some((member) => member.joinedDate === null)).toBe(true);
    expect(roster).toEqual(entered.data!.tournamentTeams.find((team) => team.id === teamId)!.members);
  });

  it('builds no managed roster place for the page', async () => {
    const em = server.em();
    await new PublicService({ em }).team(teamId);
    const roster = await teamLoaders(em).membersByTeam.load(teamId);
    expect(roster.length).toBeGreaterThanOrEqual(4);
    expect(roster.every((member) => member instanceof TeamMemberRow)).toBe(true);
    expect([...em.getUnitOfWork().getIdentityMap()].filter((entity) => entity instanceof TeamMember)).toEqual([]);
  });
});
