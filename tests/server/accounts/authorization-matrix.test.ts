import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type User } from '../../../server/src/modules/users/user.entity.js';
import { TestClient } from '../../support/client.js';
import { createUser } from '../../support/factories.js';
import { startTestServer, type TestServer } from '../../support/server.js';
import { accountTables } from './support.js';

type Persona = 'visitor' | 'pending' | 'deactivated' | 'player' | 'manager' | 'referee' | 'admin';
const PERSONAS: Persona[] = ['visitor', 'pending', 'deactivated', 'player', 'manager', 'referee', 'admin'];

/** ok: allowed; the codes name the refusal. */
type Outcome = 'ok' | 'UNAUTHENTICATED' | 'FORBIDDEN';
const REST_STATUS: Record<Exclude<Outcome, 'ok'>, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403 };

type Targets = { pending: User; active: User; player: User };

type Operation = {
  name: string;
  gql: { query: string; variables?: (t: Targets) => Record<string, unknown> };
  rest: { method: string; label: string; path: (t: Targets) => string; body?: unknown }[];
  expected: Record<Persona, Outcome>;
  /** What an allowed call must have stored. */
  check?: (server: TestServer, t: Targets) => Promise<void>;
};

const adminOnly: Record<Persona, Outcome> = {
  visitor: 'UNAUTHENTICATED',
  pending: 'FORBIDDEN',
  deactivated: 'FORBIDDEN',
  player: 'FORBIDDEN',
  manager: 'FORBIDDEN',
  referee: 'FORBIDDEN',
  admin: 'ok',
};

async function reload(server: TestServer, user: User) {
  const { User: UserEntity } = await import('../../../server/src/modules/users/user.entity.js');
  return server.em().findOneOrFail(UserEntity, { id: user.id });
}

const OPERATIONS: Operation[] = [
  {
    name: 'me',
    gql: { query: 'query { me { id email } }' },
    rest: [{ method: 'GET', label: '/api/users/me', path: () => '/api/users/me' }],
    // A visitor gets null over GraphQL and 401 over REST (checked apart below).
    expected: {
      ...adminOnly,
      visitor: 'UNAUTHENTICATED',
      pending: 'ok',
      deactivated: 'ok',
      player: 'ok',
      manager: 'ok',
      referee: 'ok',
    },
  },
  {
    name: 'users',
    gql: { query: 'query { users(filter: pending) { id } }' },
    rest: [{ method: 'GET', label: '/api/admin/users?filter=pending', path: () => '/api/admin/users?filter=pending' }],
    expected: adminOnly,
  },
  {
    name: 'user',
    gql: { query: 'query ($id: Int!) { user(id: $id) { id } }', variables: (t) => ({ id: t.active.id }) },
    rest: [{ method: 'GET', label: '/api/admin/users/{id}', path: (t) => `/api/admin/users/${t.active.id}` }],
    expected: adminOnly,
  },
  {
    name: 'activityLogs',
    gql: { query: 'query { activityLogs(limit: 50) { id } }' },
    rest: [
      { method: 'GET', label: '/api/admin/activity-logs?limit=50', path: () => '/api/admin/activity-logs?limit=50' },
    ],
    expected: adminOnly,
  },
  {
    name: 'analytics',
    gql: { query: 'query { analytics { totalUsers } }' },
    rest: [{ method: 'GET', label: '/api/admin/analytics', path: () => '/api/admin/analytics' }],
    expected: adminOnly,
  },
  {
    name: 'adminDashboard',
    gql: { query: 'query { adminDashboard { activeTournaments } }' },
    rest: [],
    expected: { ...adminOnly, manager: 'ok', referee: 'ok' },
  },
  {
    name: 'selectRole',
    gql: { query: 'mutation { selectRole(role: referee) { id role } }' },
    rest: [
      {
        method: 'POST',
        label: '/api/users/update-role',
        path: () => '/api/users/update-role',
        body: { role: 'referee' },
      },
    ],
    // Only a person not yet activated picks their own role.
    expected: { ...adminOnly, pending: 'ok', admin: 'FORBIDDEN' },
  },
  {
    name: 'activateUser',
    gql: {
      query: 'mutation ($id: Int!) { activateUser(id: $id, expectedRole: player) { id } }',
      variables: (t) => ({ id: t.pending.id }),
    },
    rest: [
      {
        method: 'POST',
        label: '/api/admin/users/{id}/activate',
        path: (t) => `/api/admin/users/${t.pending.id}/activate`,
        body: { expected_role: 'player' },
      },
    ],
    expected: adminOnly,
    async check(server, t) {
      expect((await reload(server, t.pending)).status).toBe('active');
    },
  },
  {
    name: 'deactivateUser',
    gql: { query: 'mutation ($id: Int!) { deactivateUser(id: $id) { id } }', variables: (t) => ({ id: t.active.id }) },
    rest: [
      {
        method: 'POST',
        label: '/api/admin/users/{id}/deactivate',
        path: (t) => `/api/admin/users/${t.active.id}/deactivate`,
        body: {},
      },
    ],
    expected: adminOnly,
    async check(server, t) {
      expect((await reload(server, t.active)).status).toBe('inactive');
    },
  },
  {
    name: 'changeUserRole',
    gql: {
      query: 'mutation ($id: Int!) { changeUserRole(id: $id, role: referee) { id } }',
      variables: (t) => ({ id: t.player.id }),
    },
    rest: [
      {
        method: 'PUT',
        label: '/api/admin/users/{id}/role',
        path: (t) => `/api/admin/users/${t.player.id}/role`,
        body: { role: 'referee' },
      },
      {
        method: 'POST',
        label: '/api/admin/users/{id}/role',
        path: (t) => `/api/admin/users/${t.player.id}/role`,
        body: { role: 'referee' },
      },
    ],
    expected: adminOnly,
    async check(server, t) {
      expect((await reload(server, t.player)).role).toBe('referee');
    },
  },
];

describe('authorization matrix: every account operation, every kind of person, GraphQL and REST', () => {
  let server: TestServer;
  const clients = {} as Record<Persona, TestClient>;
  let targets: Targets;
  let baseline: Awaited<ReturnType<typeof accountTables>>;

  /** Puts the accounts back as they were after an allowed write. */
  async function restore() {
    const connection = server.em().getConnection();
    await connection.execute('delete from "activity_logs"');
    for (const row of baseline.users) {
      await connection.execute(
        'update "users" set "role" = ?, "has_chosen_role" = ?, "is_active" = ?, "is_account_activated" = ?, "activated_by_id" = ?, "activated_at" = ?, "updated_at" = ? where "id" = ?',
        [
          row.role,
          row.has_chosen_role,
          row.is_active,
          row.is_account_activated,
          row.activated_by_id,
          row.activated_at,
          row.updated_at,
          row.id,
        ],
      );
    }
    expect(await accountTables(server.em())).toEqual(baseline);
  }

  beforeAll(async () => {
    server = await startTestServer();
    const em = server.em();
    const people: Record<Exclude<Persona, 'visitor'>, User> = {
      admin: await createUser(em, { email: 'admin@example.test', role: Role.tournament_creator }),
      pending: await createUser(em, { email: 'pending@example.test', role: Role.manager, state: 'pending' }),
      deactivated: await createUser(em, { email: 'off@example.test', role: Role.referee, state: 'inactive' }),
      player: await createUser(em, { email: 'player@example.test', role: Role.player }),
      manager: await createUser(em, { email: 'manager@example.test', role: Role.manager }),
      referee: await createUser(em, { email: 'referee@example.test', role: Role.referee }),
    };
    targets = {
      pending: await createUser(em, { email: 't-pending@example.test', role: Role.player, state: 'pending' }),
      active: await createUser(em, { email: 't-active@example.test', role: Role.manager }),
      player: await createUser(em, { email: 't-player@example.test', role: Role.player }),
    };
    clients.visitor = new TestClient(server.url);
    for (const [persona, user] of Object.entries(people)) {
      const client = new TestClient(server.url);
      expect((await client.signIn(user.email)).status).toBe(200);
      clients[persona as Persona] = client;
    }
    baseline = await accountTables(server.em());
  });
  afterAll(async () => {
    await server.stop();
  });

  for (const operation of OPERATIONS) {
    for (const persona of PERSONAS) {
      const expected = operation.expected[persona];

      it(`${operation.name} over GraphQL as ${persona}: ${expected}`, async () => {
        const { data, errors } = await clients[persona].gql<Record<string, unknown>>(
          operation.gql.query,
          operation.gql.variables?.(targets),
        );
        if (operation.name === 'me' && persona === 'visitor') {
          expect(errors).toBeUndefined();
          expect(data?.me).toBeNull();
        } else if (expected === 'ok') {
          expect(errors).toBeUndefined();
          expect(data?.[operation.name]).toBeTruthy();
          await operation.check?.(server, targets);
          await restore();
        } else {
          expect(errors?.[0].extensions?.code).toBe(expected);
          expect(data ?? null).toBeNull();
        }
        expect(await accountTables(server.em())).toEqual(baseline);
      });

      for (const call of operation.rest) {
        it(`${operation.name} over ${call.method} ${call.label} as ${persona}: ${expected}`, async () => {
          const { status, body } = await clients[persona].rest<Record<string, unknown>>(
            call.method,
            call.path(targets),
            call.body,
          );
          if (expected === 'ok') {
            expect(status).toBe(200);
            await operation.check?.(server, targets);
            await restore();
          } else {
            expect(status).toBe(REST_STATUS[expected]);
            expect(typeof body.error).toBe('string');
          }
          expect(await accountTables(server.em())).toEqual(baseline);
        });
      }
    }
  }
});
