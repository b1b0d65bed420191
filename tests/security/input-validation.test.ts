import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Role } from '../../server/src/modules/users/user.entity.js';
import { TestClient, type GraphQLResponse } from '../support/client.js';
import { createClub, createMatch, createTeam, createTournament, createUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/server.js';

const CREATE_TOURNAMENT =
  'mutation ($input: TournamentInput!) { createTournament(input: $input) { id name description } }';
const CREATE_CLUB = 'mutation ($input: ClubInput!) { createClub(input: $input) { id name description } }';
const CREATE_TEAM = 'mutation ($input: TeamInput!) { createTeam(input: $input) { id name } }';
const ADD_MEMBER =
  'mutation ($teamId: Int!, $input: TeamMemberInput!) { addTeamMember(teamId: $teamId, input: $input) { id name } }';
const UPDATE_FIXTURE =
  'mutation ($matchId: Int!, $input: FixtureInput!) { updateFixture(matchId: $matchId, input: $input) { id venue } }';

const TOURNAMENT = { name: 'Valid Cup', tournamentType: 'league', startDate: '2027-01-01', endDate: '2027-02-01' };

function expectFieldError(result: GraphQLResponse<unknown>, field: string): void {
  expect(result.errors?.[0].extensions?.code, JSON.stringify(result.errors)).toBe('BAD_USER_INPUT');
  expect(Object.keys(result.errors?.[0].extensions?.fields ?? {}), JSON.stringify(result.errors)).toContain(field);
}

describe('every text and date input is validated', () => {
  let server: TestServer;
  let admin: TestClient;
  let clubId = 0;
  let teamId = 0;
  let matchId = 0;

  async function counts(): Promise<Record<string, number>> {
    const connection = server.em().getConnection();
    const result: Record<string, number> = {};
    for (const table of ['tournaments', 'clubs', 'teams', 'team_members']) {
      const rows = await connection.execute<{ count: string }[]>(`select count(*) from "${table}"`);
      result[table] = Number(rows[0].count);
    }
    return result;
  }

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });
  beforeEach(async () => {
    await server.reset();
    const em = server.em();
    const owner = await createUser(em, { email: 'organiser@example.test', role: Role.tournament_creator });
    const club = await createClub(em, owner, { name: 'Valid Club' });
    const team = await createTeam(em, club, { name: 'Valid XI', manager: owner });
    const other = await createTeam(em, club, { name: 'Other XI' });
    const tournament = await createTournament(em, owner, { name: 'Existing Cup' });
    const match = await createMatch(em, tournament, team, other, { scheduledDate: new Date('2027-01-05T18:00:00Z') });
    clubId = club.id;
    teamId = team.id;
    matchId = match.id;
    admin = new TestClient(server.url);
    await admin.signIn('organiser@example.test');
  });

  it('a NUL byte or another control character in any text is refused with the field named, nothing stored', async () => {
    const before = await counts();
    const cases: [string, Record<string, unknown>, string][] = [
      [CREATE_TOURNAMENT, { input: { ...TOURNAMENT, name: 'Cup\u0000' } }, 'name'],
      [CREATE_TOURNAMENT, { input: { ...TOURNAMENT, description: 'Fine\u0000text' } }, 'description'],
      [CREATE_TOURNAMENT, { input: { ...TOURNAMENT, rules: 'Bell\u0007' } }, 'rules'],
      [CREATE_CLUB, { input: { name: 'Club\u0000' } }, 'name'],
      [CREATE_CLUB, { input: { name: 'Club', contactPhone: '555\u001b[2J' } }, 'contactPhone'],
      [CREATE_TEAM, { input: { name: 'Team\u0000', clubId } }, 'name'],
      [ADD_MEMBER, { teamId, input: { name: 'Player\u0000' } }, 'name'],
    ];
    for (const [query, variables, field] of cases) {
      const result = await admin.gql(query, variables);
      expectFieldError(result, field);
    }
    expect(await counts()).toEqual(before);
  });

  it('line breaks are refused in one-line fields and kept in descriptions', async () => {
    const before = await counts();
    expectFieldError(
      await admin.gql(CREATE_TOURNAMENT, { input: { ...TOURNAMENT, name: 'Cup\r\nEND:VEVENT' } }),
      'name',
    );
    expectFieldError(await admin.gql(CREATE_CLUB, { input: { name: 'Club\nTwo' } }), 'name');
    expectFieldError(await admin.gql(CREATE_TEAM, { input: { name: 'Team\rTwo', clubId } }), 'name');
    expectFieldError(await admin.gql(ADD_MEMBER, { teamId, input: { name: 'Pat\nPlayer' } }), 'name');
    expectFieldError(await admin.gql(UPDATE_FIXTURE, { matchId, input: { venue: 'Park\r\nLine' } }), 'venue');
    expect(await counts()).toEqual(before);

    const ok = await admin.gql<{ createTournament: { description: string } }>(CREATE_TOURNAMENT, {
      input: { ...TOURNAMENT, description: 'Line one\nLine two\twith a tab' },
    });
    expect(ok.errors).toBeUndefined();
    expect(ok.data?.createTournament.description).toBe('Line one\nLine two\twith a tab');
  });

  it('text longer than its limit is refused', async () => {
    expectFieldError(await admin.gql(CREATE_TOURNAMENT, { input: { ...TOURNAMENT, name: 'x'.repeat(201) } }), 'name');
    expectFieldError(
      await admin.gql('query ($s: String) { publicTournaments(search: $s) { id } }', { s: 'x'.repeat(20_001) }),
      'search',
    );
  });

  it('dates outside 1900–2100 or unparsable are refused with the field named, never HTTP 500', async () => {
    const before = await counts();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...TOURNAMENT, registrationDeadline: '275760-01-01' }, 'registrationDeadline'],
      [{ ...TOURNAMENT, registrationDeadline: '+275760-09-13T00:00:00Z' }, 'registrationDeadline'],
      [{ ...TOURNAMENT, registrationDeadline: '0001-01-01' }, 'registrationDeadline'],
      [{ ...TOURNAMENT, registrationDeadline: 'next tuesday' }, 'registrationDeadline'],
      [{ ...TOURNAMENT, startDate: '9999-12-30', endDate: '9999-12-31' }, 'startDate'],
      [{ ...TOURNAMENT, startDate: '1066-10-14' }, 'startDate'],
    ];
    for (const [input, field] of cases) {
      const response = await admin.fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: CREATE_TOURNAMENT, variables: { input } }),
      });
      expect(response.status).toBeLessThan(500);
      expectFieldError((await response.json()) as GraphQLResponse<unknown>, field);
    }
    expectFieldError(
      await admin.gql(CREATE_TEAM, { input: { name: 'Old XI', clubId, foundedDate: '1492-01-01' } }),
      'foundedDate',
    );
    expectFieldError(
      await admin.gql(UPDATE_FIXTURE, { matchId, input: { scheduledDate: '9999-01-01T18:00:00Z' } }),
      'scheduledDate',
    );
    expectFieldError(
      await admin.gql('query ($f: DateTimeISO) { matches(filter: { from: $f }) { totalCount } }', {
        f: '9999-09-13T00:00:00Z',
      }),
      'from',
    );
    // A year the date scalar itself cannot represent: Apollo's own 400, not a 500.
    const scalar = await admin.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'query ($f: DateTimeISO) { matches(filter: { from: $f }) { totalCount } }',
        variables: { f: '+275760-09-13T00:00:00.000Z' },
      }),
    });
    expect(scalar.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('REST answers 400 with the field named, and a NUL in a query string or route param is never a 500', async () => {
    const before = await counts();
    const club = await admin.rest<{ error: string; fields: Record<string, string> }>('POST', '/api/clubs', {
      name: 'Club\u0000',
    });
    expect(club.status).toBe(400);
    expect(club.body.fields).toHaveProperty('name');
    const search = await admin.rest<{ fields: Record<string, string> }>('GET', '/api/public/tournaments?search=%00');
    expect(search.status).toBe(400);
    expect(search.body.fields).toHaveProperty('search');
    for (const path of [
      '/api/public/tournaments/%00',
      '/api/public/matches/%00',
      '/api/admin/users/%00',
      '/api/public/tournaments/1/matches?status=%00',
      '/tournament/%00/fixtures.ics',
      '/team/1%00/fixtures.ics',
      '/api/%00',
    ]) {
      const response = await admin.fetch(path);
      expect(response.status, path).toBeLessThan(500);
    }
    expect(await counts()).toEqual(before);
  });
});
