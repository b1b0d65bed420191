import { readFileSync } from 'node:fs';
import { buildSchema, getNamedType, isInterfaceType, isObjectType, isUnionType, type GraphQLNamedType } from 'graphql';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Role, User } from '../../server/src/modules/users/user.entity.js';
import { TestClient, type GraphQLResponse } from '../support/client.js';
import { createClub, createTeam, createTournament, createUser, registerTeams } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/server.js';

/** Every e-mail address the test database holds, so a response can be searched for any of them. */
const EMAILS = {
  admin: 'admin.leaks@example.test',
  referee: 'referee.leaks@example.test',
  manager: 'manager.leaks@example.test',
  player: 'player.leaks@example.test',
  nameless: 'nameless.leaks@example.test',
};

function leakedEmails(body: unknown, own: string | null): string[] {
  const text = JSON.stringify(body);
  return Object.values(EMAILS).filter((email) => email !== own && text.includes(email));
}

const CRAWL = /* GraphQL */ `
  query Crawl($id: Int!) {
    publicTournament(id: $id) {
      id
      name
      registrations {
        team {
          id
          name
          members {
            id
            name
            userId
          }
        }
      }
    }
  }
`;

/** The GraphQL types a subscription's answer can reach, from the committed schema. */
function typesReachableFromSubscriptions(): Set<string> {
  const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
  const seen = new Set<string>();
  const queue: GraphQLNamedType[] = [schema.getSubscriptionType()!];
  while (queue.length > 0) {
    const type = queue.pop()!;
    if (seen.has(type.name)) continue;
    seen.add(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) queue.push(getNamedType(field.type));
    }
    if (isUnionType(type)) queue.push(...type.getTypes());
  }
  return seen;
}

describe('e-mail addresses reach only their owner and administrators', () => {
  let server: TestServer;
  let tournamentId = 0;
  let teamId = 0;
  let namelessId = 0;

  beforeAll(async () => {
    server = await startTestServer();
    const em = server.em();
    const admin = await createUser(em, { email: EMAILS.admin, role: Role.tournament_creator });
    await createUser(em, { email: EMAILS.referee, role: Role.referee });
    const manager = await createUser(em, { email: EMAILS.manager, role: Role.manager });
    await createUser(em, { email: EMAILS.player, role: Role.player, name: 'Pat Player' });
    const nameless = await createUser(em, { email: EMAILS.nameless, role: Role.player });
    nameless.name = null;
    await em.flush();
    namelessId = nameless.id;
    const club = await createClub(em, admin);
    const team = await createTeam(em, club, { name: 'Leak Test XI', manager });
    const tournament = await createTournament(em, admin, { name: 'Leak Cup' });
    await registerTeams(em, tournament, [team]);
    tournamentId = tournament.id;
    teamId = team.id;
  });

  afterAll(async () => {
    await server.stop();
  });

  it('a referee reads no other account’s e-mail through the assignable-users list', async () => {
    const referee = new TestClient(server.url);
    await referee.signIn(EMAILS.referee);
    const result = await referee.gql<{ assignableUsers: { id: number; name: string | null; email: string | null }[] }>(
      'query { assignableUsers(includePlayers: true) { id name email } }',
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.assignableUsers.length).toBeGreaterThanOrEqual(4);
    expect(leakedEmails(result.data, EMAILS.referee)).toEqual([]);
    const others = result.data!.assignableUsers.filter((user) => user.email !== EMAILS.referee);
    expect(others.every((user) => user.email === null)).toBe(true);
  });

  it('a roster place linked to an account without a name never takes its e-mail as the name', async () => {
    const manager = new TestClient(server.url);
    await manager.signIn(EMAILS.manager);
    const refused = await manager.gql<{ addTeamMember: { name: string } }>(
      'mutation ($teamId: Int!, $userId: Int!) { addTeamMember(teamId: $teamId, input: { userId: $userId }) { name } }',
      { teamId, userId: namelessId },
    );
    expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0].extensions?.fields).toHaveProperty('name');
    const named = await manager.gql(
      'mutation ($teamId: Int!) { addTeamMember(teamId: $teamId, input: { name: "Pat" }) { name } }',
      {
        teamId,
      },
    );
    expect(named.errors).toBeUndefined();

    const anonymous = new TestClient(server.url);
    const crawl = await anonymous.gql(CRAWL, { id: tournamentId });
    expect(crawl.errors).toBeUndefined();
    expect(JSON.stringify(crawl.data)).toContain('Pat');
    expect(leakedEmails(crawl.data, null)).toEqual([]);
  });

  it('an anonymous visitor and a referee get no e-mail of another person anywhere', async () => {
    const anonymous = new TestClient(server.url);
    const referee = new TestClient(server.url);
    await referee.signIn(EMAILS.referee);
    for (const [client, own] of [
      [anonymous, null],
      [referee, EMAILS.referee],
    ] as const) {
      const bodies: unknown[] = [
        await client.gql(CRAWL, { id: tournamentId }),
        await client.gql('query { me { id email phone } }'),
        await client.gql('query { users { id email } }'),
        await client.gql('query { activityLogs { id userEmail adminEmail } }'),
        await client.gql('query { assignableUsers(includePlayers: true) { id email } }'),
        await client.gql('query { adminDashboard { teams { id name } } }'),
        (await client.rest('GET', `/api/public/tournaments/${tournamentId}`)).body,
        (await client.rest('GET', '/api/users/me')).body,
        (await client.rest('GET', '/api/admin/users')).body,
        (await client.rest('GET', '/api/admin/activity-logs')).body,
        (await client.rest('GET', '/api/teams')).body,
      ];
      for (const body of bodies) expect(leakedEmails(body, own)).toEqual([]);
    }
  });

  /** One operation over graphql-ws, as the signed-in browser of `client` sends it from the site. */
  async function overSocket<Data>(client: TestClient | null, query: string): Promise<GraphQLResponse<Data>> {
    const headers = { origin: server.url, ...(client ? { cookie: client.cookieHeader } : {}) };
    class CookieWebSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers });
      }
    }
    const socket = createClient({
      url: `${server.url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: CookieWebSocket,
      retryAttempts: 0,
    });
    try {
      const iterator = socket.iterate<Data>({ query });
      const first = await iterator.next();
      await iterator.return?.();
      return first.value as GraphQLResponse<Data>;
    } finally {
      await socket.dispose();
    }
  }

  const SOCKET_READS = [
    CRAWL.replace('query Crawl($id: Int!)', 'query Crawl').replace(
      'publicTournament(id: $id)',
      'publicTournament(id: TOURNAMENT)',
    ),
    'query { me { id email phone } }',
    'query { users { id email } }',
    'query { activityLogs { id userEmail adminEmail } }',
    'query { assignableUsers(includePlayers: true) { id email } }',
  ];

  it('over the WebSocket too: a visitor and a referee get no e-mail of another person', async () => {
    const referee = new TestClient(server.url);
    await referee.signIn(EMAILS.referee);
    for (const [client, own] of [
      [null, null],
      [referee, EMAILS.referee],
    ] as const) {
      for (const query of SOCKET_READS) {
        const answer = await overSocket(client, query.replace('TOURNAMENT', String(tournamentId)));
        expect(leakedEmails(answer, own), query).toEqual([]);
        // The public crawl answers in full: the check above searched real rosters, not an error.
        if (query === SOCKET_READS[0]) expect(JSON.stringify(answer.data)).toContain('Leak Test XI');
      }
    }
    const me = await overSocket<{ me: { email: string | null } }>(referee, 'query { me { email } }');
    expect(me.data?.me.email).toBe(EMAILS.referee);
  });

  it('an administrator demoted reads no other address at their next request, on every transport', async () => {
    const admin = new TestClient(server.url);
    await admin.signIn(EMAILS.admin);
    const before = await overSocket<{ users: { email: string | null }[] }>(admin, 'query { users { email } }');
    expect(before.data?.users.map((user) => user.email)).toEqual(expect.arrayContaining(Object.values(EMAILS)));

    // Behind the app's back (psql, another instance): nothing but the next request's read of the role.
    await server.em().nativeUpdate(User, { email: EMAILS.admin }, { role: Role.manager });
    try {
      const bodies: unknown[] = [
        await admin.gql('query { users { id email } }'),
        await admin.gql('query { activityLogs { id userEmail adminEmail } }'),
        await admin.gql('query { assignableUsers(includePlayers: true) { id email } }'),
        (await admin.rest('GET', '/api/admin/users')).body,
        (await admin.rest('GET', '/api/admin/activity-logs')).body,
      ];
      for (const query of SOCKET_READS)
        bodies.push(await overSocket(admin, query.replace('TOURNAMENT', String(tournamentId))));
      for (const body of bodies) expect(leakedEmails(body, EMAILS.admin)).toEqual([]);
      const options = await overSocket<{ assignableUsers: { email: string | null }[] }>(
        admin,
        'query { assignableUsers(includePlayers: true) { email } }',
      );
      // Still a manager, so the list answers, with the others' addresses null.
      expect(options.data?.assignableUsers.filter((user) => user.email === null).length).toBeGreaterThanOrEqual(4);
    } finally {
      await server.em().nativeUpdate(User, { email: EMAILS.admin }, { role: Role.tournament_creator });
    }
  });

  it('no subscription can reach an account: live updates carry no address', () => {
    const reachable = typesReachableFromSubscriptions();
    expect(reachable.has('Match')).toBe(true);
    for (const type of ['User', 'UserOption', 'ActivityLog']) expect(reachable.has(type), type).toBe(false);
  });

  it('the owner and administrators still read the addresses', async () => {
    const referee = new TestClient(server.url);
    await referee.signIn(EMAILS.referee);
    const me = await referee.gql<{ me: { email: string | null } }>('query { me { email } }');
    expect(me.data?.me.email).toBe(EMAILS.referee);

    const admin = new TestClient(server.url);
    await admin.signIn(EMAILS.admin);
    const users = await admin.gql<{ users: { email: string | null }[] }>('query { users { email } }');
    expect(users.data?.users.map((user) => user.email)).toEqual(expect.arrayContaining(Object.values(EMAILS)));
    const options = await admin.gql<{ assignableUsers: { email: string | null }[] }>(
      'query { assignableUsers(includePlayers: true) { email } }',
    );
    expect(options.data?.assignableUsers.every((user) => user.email !== null)).toBe(true);
  });
});
