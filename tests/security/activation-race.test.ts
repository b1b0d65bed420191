import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, User } from '../../server/src/modules/users/user.entity.js';
import { TestClient } from '../support/client.js';
import { createUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/server.js';

/**
 * Activation pins the role the administrator reviewed: a person switching their role at the moment of
 * activation never ends up activated with a role the administrator did not choose.
 */

const Activate = /* GraphQL */ `
  mutation ($id: Int!, $expectedRole: Role) {
    activateUser(id: $id, expectedRole: $expectedRole) {
      id
      role
      status
    }
  }
`;
const SelectRole = 'mutation ($role: Role!) { selectRole(role: $role) { id role } }';

describe('activation racing a role change', () => {
  let server: TestServer;
  let admin: TestClient;

  beforeAll(async () => {
    server = await startTestServer();
    await createUser(server.em(), { email: 'admin@example.test', role: Role.tournament_creator });
    admin = new TestClient(server.url);
    await admin.signIn('admin@example.test');
  });
  afterAll(async () => {
    await server.stop();
  });

  it('refuses with CONFLICT when the role changed since the administrator reviewed it (GraphQL and REST)', async () => {
    const em = server.em();
    const person = await createUser(em, { email: 'switcher@example.test', role: Role.referee, state: 'pending' });
    const client = new TestClient(server.url);
    await client.signIn('switcher@example.test');
    expect((await client.gql(SelectRole, { role: Role.tournament_creator })).errors).toBeUndefined();

    const refused = await admin.gql(Activate, { id: person.id, expectedRole: Role.referee });
    expect(refused.errors?.[0].extensions?.code).toBe('CONFLICT');
    const rest = await admin.rest('POST', `/api/admin/users/${person.id}/activate`, { expected_role: 'referee' });
    expect(rest.status).toBe(409);
    expect((await server.em().findOneOrFail(User, { id: person.id })).isAccountActivated).toBe(false);

    // The role reviewed now: activated with it. A role picked afterwards never applies.
    const ok = await admin.rest<{ role: string; status: string }>('POST', `/api/admin/users/${person.id}/activate`, {
      expected_role: 'tournament_creator',
    });
    expect(ok).toMatchObject({ status: 200, body: { role: 'tournament_creator', status: 'active' } });
    const late = await client.gql(SelectRole, { role: Role.manager });
    expect(late.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await server.em().findOneOrFail(User, { id: person.id })).role).toBe(Role.tournament_creator);
  });

  it('old calls without expectedRole still activate', async () => {
    const person = await createUser(server.em(), { email: 'plain@example.test', role: Role.manager, state: 'pending' });
    const answer = await admin.rest('POST', `/api/admin/users/${person.id}/activate`, {});
    expect(answer).toMatchObject({ status: 200, body: { status: 'active', role: 'manager' } });
  });

  it('selectRole and activate fired in parallel, many times: never activated with a role the admin did not choose', async () => {
    const rounds = 25;
    const people: { user: User; client: TestClient }[] = [];
    for (let round = 0; round < rounds; round++) {
      const email = `race${round}@example.test`;
      const user = await createUser(server.em(), { email, role: Role.referee, state: 'pending' });
      const client = new TestClient(server.url);
      await client.signIn(email);
      people.push({ user, client });
    }
    await Promise.all(
      people.flatMap(({ user, client }) => [
        client.gql(SelectRole, { role: Role.club_owner }),
        admin.gql(Activate, { id: user.id, expectedRole: Role.referee }),
        client.gql(SelectRole, { role: Role.tournament_creator }),
      ]),
    );
    const stored = await server.em().find(User, { id: { $in: people.map(({ user }) => user.id) } });
    // Each round either activated (as referee) or was refused because the role had already changed.
    for (const user of stored.filter((stored) => stored.isAccountActivated)) {
      expect(user.role, user.email).toBe(Role.referee);
    }
  });
});
