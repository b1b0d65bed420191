import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityLog } from '../../server/src/modules/users/activity-log.entity.js';
import { Role, User } from '../../server/src/modules/users/user.entity.js';
import { accountTables } from '../server/accounts/support.js';
import { TestClient, type GraphQLResponse } from '../support/client.js';
import { createUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/server.js';

/**
 * Activation pins the role the administrator reviewed: a person switching their role at the moment of
 * activation never ends up activated with a role the administrator did not choose, and a switch while
 * pending starts the review again (recorded, and the older review's activation refused).
 */

const Activate = /* GraphQL */ `
  mutation ($id: Int!, $expectedRole: Role!) {
    activateUser(id: $id, expectedRole: $expectedRole) {
      id
      role
      status
    }
  }
`;
const SelectRole = 'mutation ($role: Role!) { selectRole(role: $role) { id role } }';

type Activated = { activateUser: { role: string; status: string } };

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

  async function pendingPerson(email: string, role = Role.referee): Promise<{ user: User; client: TestClient }> {
    const user = await createUser(server.em(), { email, role, state: 'pending' });
    const client = new TestClient(server.url);
    await client.signIn(email);
    return { user, client };
  }

  const stored = (user: User) => server.em().findOneOrFail(User, { id: user.id });

  it('refuses with CONFLICT when the role changed since the administrator reviewed it (GraphQL and REST)', async () => {
    const { user: person, client } = await pendingPerson('switcher@example.test');
    expect((await client.gql(SelectRole, { role: Role.tournament_creator })).errors).toBeUndefined();
    // The review starts again: the switch is in the log, by the person, with both roles.
    const logged = await server.em().find(ActivityLog, { user: person.id }, { orderBy: { id: 'desc' }, limit: 1 });
    expect(logged[0]).toMatchObject({
      action: 'role_changed',
      details: 'referee -> tournament_creator',
      adminId: null,
    });

    const refused = await admin.gql(Activate, { id: person.id, expectedRole: Role.referee });
    expect(refused.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(refused.errors?.[0].message).toContain('now tournament_creator, not referee');
    const rest = await admin.rest('POST', `/api/admin/users/${person.id}/activate`, { expected_role: 'referee' });
    expect(rest.status).toBe(409);
    expect((await stored(person)).isAccountActivated).toBe(false);

    // The role reviewed now: activated with it. A role picked afterwards never applies.
    const ok = await admin.rest<{ role: string; status: string }>('POST', `/api/admin/users/${person.id}/activate`, {
      expected_role: 'tournament_creator',
    });
    expect(ok).toMatchObject({ status: 200, body: { role: 'tournament_creator', status: 'active' } });
    const late = await client.gql(SelectRole, { role: Role.manager });
    expect(late.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await stored(person)).role).toBe(Role.tournament_creator);
  });

  it('requires the reviewed role: a call without it, or with no role, is refused naming it, and stores nothing', async () => {
    const { user: person } = await pendingPerson('plain@example.test', Role.manager);
    const before = await accountTables(server.em());

    const missing = await admin.gql('mutation ($id: Int!) { activateUser(id: $id) { id } }', { id: person.id });
    expect(missing.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(missing.errors?.[0].message).toContain('expectedRole');
    const unknown = await admin.gql(Activate, { id: person.id, expectedRole: 'captain' });
    expect(unknown.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(unknown.errors?.[0].message).toContain('expectedRole');

    for (const body of [{}, { expected_role: null }, { expected_role: 'captain' }, { expected_role: ['manager'] }]) {
      const answer = await admin.rest<{ error: string; fields?: Record<string, string> }>(
        'POST',
        `/api/admin/users/${person.id}/activate`,
        body,
      );
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.fields?.expected_role).toContain('the role you reviewed');
    }
    expect(await accountTables(server.em())).toEqual(before);

    const ok = await admin.rest('POST', `/api/admin/users/${person.id}/activate`, { expected_role: 'manager' });
    expect(ok).toMatchObject({ status: 200, body: { status: 'active', role: 'manager' } });
  });

  it('an administrator’s role change meanwhile is a change too: the older review is refused', async () => {
    const { user: person } = await pendingPerson('changed@example.test');
    const other = await createUser(server.em(), { email: 'other-admin@example.test', role: Role.club_owner });
    const otherAdmin = new TestClient(server.url);
    await otherAdmin.signIn(other.email);
    const changed = await otherAdmin.gql('mutation ($id: Int!) { changeUserRole(id: $id, role: club_owner) { id } }', {
      id: person.id,
    });
    expect(changed.errors).toBeUndefined();
    const refused = await admin.gql(Activate, { id: person.id, expectedRole: Role.referee });
    expect(refused.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect((await stored(person)).status).toBe('pending');
  });

  it('selectRole and activate fired in parallel, many times: never activated with a role the admin did not choose', async () => {
    const rounds = 25;
    const people: { user: User; client: TestClient }[] = [];
    for (let round = 0; round < rounds; round++) people.push(await pendingPerson(`race${round}@example.test`));
    const answers = await Promise.all(
      people.map(({ user, client }) =>
        Promise.all([
          client.gql(SelectRole, { role: Role.club_owner }),
          admin.gql<Activated>(Activate, { id: user.id, expectedRole: Role.referee }),
          client.gql(SelectRole, { role: Role.tournament_creator }),
        ]),
      ),
    );
    const rows = await server.em().find(User, { id: { $in: people.map(({ user }) => user.id) } });
    for (const [index, [, activation]] of answers.entries()) {
      const row = rows.find((candidate) => candidate.id === people[index].user.id)!;
      // Each round either activated as referee (and every later switch was refused), or was refused
      // because the role had already changed (and nothing was activated).
      if (row.isAccountActivated) {
        expect(row.role, row.email).toBe(Role.referee);
        expect(activation.data?.activateUser).toMatchObject({ role: 'referee', status: 'active' });
      } else {
        expect(activation.errors?.[0].extensions?.code, row.email).toBe('CONFLICT');
        expect(row.role).not.toBe(Role.referee);
      }
    }
  });

  // Two sessions at once: the embedded database has one.
  describe.skipIf(!process.env.TEST_DATABASE_URL)('the row lock orders them (PostgreSQL)', () => {
    /** Requests of this database waiting for a lock. */
    async function waiting(): Promise<number> {
      const [row] = await server
        .em()
        .getConnection()
        .execute<{ count: string }[]>(
          `select count(*) as count from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
      return Number(row.count);
    }

    async function until(check: () => Promise<boolean>): Promise<void> {
      const deadline = Date.now() + 10_000;
      while (!(await check())) {
        if (Date.now() > deadline) throw new Error('timed out waiting for the requests to queue on the lock');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }

    /**
     * Holds the account's row while `first` then `second` are sent, each queued on the lock before the
     * next leaves; releasing it lets them run in that order, each seeing what the one before committed.
     */
    async function inOrder(
      user: User,
      first: () => Promise<GraphQLResponse<unknown>>,
      second: () => Promise<GraphQLResponse<unknown>>,
    ): Promise<[GraphQLResponse<unknown>, GraphQLResponse<unknown>]> {
      let sent: Promise<[GraphQLResponse<unknown>, GraphQLResponse<unknown>]> | undefined;
      await server
        .em()
        .fork()
        .transactional(async (tx) => {
          await tx.execute('select id from "users" where id = ? for update', [user.id]);
          const one = first();
          await until(async () => (await waiting()) === 1);
          const two = second();
          await until(async () => (await waiting()) === 2);
          sent = Promise.all([one, two]);
        });
      return sent!;
    }

    it('a switch queued before the activation wins: the activation sees it and is refused', async () => {
      const { user, client } = await pendingPerson('first-switch@example.test');
      const [switched, activation] = await inOrder(
        user,
        () => client.gql(SelectRole, { role: Role.tournament_creator }),
        () => admin.gql(Activate, { id: user.id, expectedRole: Role.referee }),
      );
      expect(switched.errors).toBeUndefined();
      expect(activation.errors?.[0].extensions?.code).toBe('CONFLICT');
      expect(await stored(user)).toMatchObject({ role: Role.tournament_creator, isAccountActivated: false });
    });

    it('an activation queued before the switch wins: the switch sees an active account and is refused', async () => {
      const { user, client } = await pendingPerson('first-activation@example.test');
      const [activation, switched] = await inOrder(
        user,
        () => admin.gql(Activate, { id: user.id, expectedRole: Role.referee }),
        () => client.gql(SelectRole, { role: Role.tournament_creator }),
      );
      expect(activation.errors).toBeUndefined();
      expect(switched.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(await stored(user)).toMatchObject({ role: Role.referee, isAccountActivated: true });
    });
  });
});
