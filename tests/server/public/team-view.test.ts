import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../server/src/app/demo/seed.js';
import { Club } from '../../../server/src/modules/clubs/club.entity.js';
import { ClubRow, clubRows } from '../../../server/src/modules/clubs/club-row.js';
import { PublicService } from '../../../server/src/modules/public/public.service.js';
import { Team } from '../../../server/src/modules/teams/team.entity.js';
import { TeamRow } from '../../../server/src/modules/teams/team-row.js';
import { TestClient } from '../../support/client.js';
import { everyField } from '../../support/schema-fields.js';
import { startTestServer, type TestServer } from '../../support/server.js';

// A team's page reads the team as a plain row (teams/teams.queries.ts, findTeamView): each field must answer
// as the entity answers it.

type Fields = { id: number } & Record<string, unknown>;

describe('a team page’s team as a plain row', () => {
  let server: TestServer;
  let teamId: number;
  let ownerEmail: string;

  beforeAll(async () => {
    server = await startTestServer();
    await seedDemo(server.em(), { force: true });
    const [row] = await server.em().execute<{ team_id: number; email: string }[]>(
      `select t.id as team_id, u.email from teams t join clubs c on c.id = t.club_id join users u on u.id = c.owner_id
        where exists (select 1 from tournament_registrations r where r.team_id = t.id and r.status = 'APPROVED')
        order by t.id limit 1`,
    );
    ({ team_id: teamId, email: ownerEmail } = row);
    // Every optional column filled: each read back as set.
    await server.em().execute(
      `update teams set description = 'Founded by fishermen', home_ground = 'Harbour Oval', founded_date = date '1987-06-01',
         primary_color = '#0a3d62', secondary_color = '#f6b93b', logo_url = 'https://example.test/crest.png',
         manager_id = (select owner_id from clubs where id = teams.club_id)
       where id = ?`,
      [teamId],
    );
    await server.em().execute(
      `update clubs set description = 'Fishermen and friends', logo_url = 'https://example.test/club.png',
         location = 'Speightstown, Barbados', contact_email = 'club@example.test', contact_phone = '+1 246 555 0101'
       where id = (select club_id from teams where id = ?)`,
      [teamId],
    );
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers every field of Team as the entity does', async () => {
    const fields = everyField('Team');
    const visitor = new TestClient(server.url);
    const page = await visitor.gql<{ publicTeam: Fields }>(`query ($id: Int!) { publicTeam(id: $id) { ${fields} } }`, {
      id: teamId,
    });
    expect(page.errors).toBeUndefined();
    // The team's own management view, as its club's owner: the entity.
    const owner = new TestClient(server.url);
    await owner.signIn(ownerEmail);
    const managed = await owner.gql<{ team: Fields }>(`query ($id: Int!) { team(id: $id) { ${fields} } }`, {
      id: teamId,
    });
    expect(managed.errors).toBeUndefined();
    const team = page.data!.publicTeam;
    expect(team).toMatchObject({ id: teamId, homeGround: 'Harbour Oval', foundedDate: '1987-06-01' });
    expect(team.managerId).not.toBeNull();
    expect(team).toEqual(managed.data!.team);
  });

  it('answers every field of its Club as the entity does', async () => {
    const fields = `id club { ${everyField('Club')} }`;
    const page = await new TestClient(server.url).gql<{ publicTeam: { club: Fields } }>(
      `query ($id: Int!) { publicTeam(id: $id) { ${fields} } }`,
      { id: teamId },
    );
    expect(page.errors).toBeUndefined();
    const owner = new TestClient(server.url);
    await owner.signIn(ownerEmail);
    const managed = await owner.gql<{ team: { club: Fields } }>(`query ($id: Int!) { team(id: $id) { ${fields} } }`, {
      id: teamId,
    });
    expect(managed.errors).toBeUndefined();
    const club = page.data!.publicTeam.club;
    expect(club).toMatchObject({ location: 'Speightstown, Barbados', contactPhone: '+1 246 555 0101' });
    expect(club.ownerId).toEqual(expect.any(Number));
    expect(club.teamCount).toBeGreaterThan(0);
    expect(club).toEqual(managed.data!.team.club);
  });

  it('builds no managed team or club for the page', async () => {
    const em = server.em();
    const team = await new PublicService({ em }).teamView(teamId);
    expect(team).toBeInstanceOf(TeamRow);
    expect(clubRows(em).get((team as TeamRow).clubId)).toBeInstanceOf(ClubRow);
    const managed = [...em.getUnitOfWork().getIdentityMap()];
    expect(managed.filter((entity) => entity instanceof Team || entity instanceof Club)).toEqual([]);
  });
});
