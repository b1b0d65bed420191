import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ActivityAction, ActivityLog } from '../../../server/src/modules/users/activity-log.entity.js';
import { Role, User } from '../../../server/src/modules/users/user.entity.js';
import { TestClient } from '../../support/client.js';
import { createUser } from '../../support/factories.js';
import { startTestServer, type TestServer } from '../../support/server.js';
import { accountTables, USER_FIELDS, type GqlUser } from './support.js';

const Activate = `mutation ($id: Int!, $role: Role!) { activateUser(id: $id, expectedRole: $role) { ${USER_FIELDS} } }`;
const Deactivate = `mutation ($id: Int!) { deactivateUser(id: $id) { ${USER_FIELDS} } }`;
const ChangeRole = `mutation ($id: Int!, $role: Role!) { changeUserRole(id: $id, role: $role) { ${USER_FIELDS} } }`;
const SelectRole = `mutation ($role: Role!) { selectRole(role: $role) { ${USER_FIELDS} } }`;
const Me = `query { me { ${USER_FIELDS} } }`;

describe('accounts', () => {
  let server: TestServer;
  let admin: User;
  let adminClient: TestClient;

  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_EMAILS: 'boss@example.test, Chief@Example.test' } });
  });
  afterAll(async () => {
    await server.stop();
  });
  beforeEach(async () => {
    await server.reset();
    admin = await createUser(server.em(), { email: 'admin@example.test', name: 'Ada Admin', role: Role.club_owner });
    adminClient = new TestClient(server.url);
    await adminClient.signIn(admin.email);
  });

  async function logs() {
    return server.em().find(ActivityLog, {}, { orderBy: { id: 'asc' } });
  }

  describe('sign-in and role choice', () => {
    it('creates a pending player account at first sign-in and logs user_created', async () => {
      const person = new TestClient(server.url);
      const response = await person.signIn('New.Person@example.test', 'Nia Person');
      expect(response.status).toBe(200);
      const { data } = await person.gql<{ me: GqlUser }>(Me);
      expect(data?.me).toMatchObject({
        email: 'new.person@example.test',
        name: 'Nia Person',
        role: 'player',
        status: 'pending',
        hasChosenRole: false,
        isActive: true,
        isAccountActivated: false,
      });
      const entries = await logs();
      expect(entries.map((entry) => [entry.action, entry.userEmail, entry.adminEmail])).toEqual([
        ['user_created', 'new.person@example.test', null],
      ]);
    });

    it('activates ADMIN_EMAILS accounts as tournament_creator at first sign-in', async () => {
      const boss = new TestClient(server.url);
      await boss.signIn('boss@example.test');
      const { data } = await boss.gql<{ me: GqlUser }>(Me);
      expect(data?.me).toMatchObject({ role: 'tournament_creator', status: 'active' });
      expect((await logs()).map((entry) => entry.action)).toEqual(['user_created', 'user_activated']);
      const chief = new TestClient(server.url);
      await chief.signIn('chief@example.test');
      expect((await chief.gql<{ me: GqlUser }>(Me)).data?.me.status).toBe('active');
    });

    it('identifies people by subject: a second sign-in reuses the account', async () => {
      const person = new TestClient(server.url);
      await person.signIn('twice@example.test');
      await person.signOut();
      await person.signIn('twice@example.test');
      expect(await server.em().count(User, { email: 'twice@example.test' })).toBe(1);
    });

    it('lets a pending person pick a role, and logs the change', async () => {
      const person = new TestClient(server.url);
      await person.signIn('picker@example.test');
      const { data, errors } = await person.gql<{ selectRole: GqlUser }>(SelectRole, { role: 'club_owner' });
      expect(errors).toBeUndefined();
      expect(data?.selectRole).toMatchObject({ role: 'club_owner', hasChosenRole: true, status: 'pending' });
      const last = (await logs()).at(-1);
      expect(last).toMatchObject({
        action: 'role_changed',
        userEmail: 'picker@example.test',
        details: 'player -> club_owner',
      });

      const rest = await person.rest<Record<string, unknown>>('POST', '/api/users/update-role', { role: 'referee' });
      expect(rest.status).toBe(200);
      expect(rest.body).toMatchObject({ role: 'referee', is_account_activated: false, has_chosen_role: true });
    });

    // Issue 49: sign-up offered no Player or Coach role, though administrators can give both.
    it('lets a pending person ask to be a coach or a player too', async () => {
      const person = new TestClient(server.url);
      await person.signIn('coachy@example.test');
      for (const role of ['coach', 'player']) {
        const { data, errors } = await person.gql<{ selectRole: GqlUser }>(SelectRole, { role });
        expect(errors).toBeUndefined();
        expect(data?.selectRole).toMatchObject({ role, hasChosenRole: true, status: 'pending' });
      }
    });

    it('refuses a role that does not exist, changing nothing', async () => {
      const person = new TestClient(server.url);
      await person.signIn('wizardly@example.test');
      const before = await accountTables(server.em());
      const rest = await person.rest<{ error: string }>('POST', '/api/users/update-role', { role: 'wizard' });
      expect(rest.status).toBe(400);
      expect(await accountTables(server.em())).toEqual(before);
    });

    it('GET /api/users/me answers the spec shape with google_user_data, 401 when signed out', async () => {
      const { status, body } = await adminClient.rest<Record<string, unknown>>('GET', '/api/users/me');
      expect(status).toBe(200);
      expect(body).toMatchObject({
        id: admin.id,
        email: 'admin@example.test',
        role: 'club_owner',
        is_active: true,
        is_account_activated: true,
        google_user_data: { picture: null, name: 'Ada Admin', given_name: null },
      });
      await adminClient.signOut();
      expect((await adminClient.rest('GET', '/api/users/me')).status).toBe(401);
    });
  });

  describe('activation and deactivation', () => {
    it('activates a pending account, naming user and administrator in the log', async () => {
      const pending = await createUser(server.em(), { email: 'wait@example.test', state: 'pending' });
      const { data, errors } = await adminClient.gql<{ activateUser: GqlUser }>(Activate, {
        id: pending.id,
        role: pending.role,
      });
      expect(errors).toBeUndefined();
      expect(data?.activateUser).toMatchObject({ status: 'active', activatedById: admin.id });
      expect(data?.activateUser.activatedAt).toBeTruthy();
      expect((await logs()).at(-1)).toMatchObject({
        action: 'user_activated',
        userEmail: 'wait@example.test',
        adminEmail: 'admin@example.test',
      });
    });

    it('takes effect at the person’s next request, without signing in again', async () => {
      const pending = await createUser(server.em(), {
        email: 'soon@example.test',
        role: Role.referee,
        state: 'pending',
      });
      const person = new TestClient(server.url);
      await person.signIn(pending.email);
      expect((await person.gql('query { adminDashboard { activeTournaments } }')).errors?.[0].extensions?.code).toBe(
        'FORBIDDEN',
      );
      await adminClient.rest('POST', `/api/admin/users/${pending.id}/activate`, { expected_role: 'referee' });
      expect((await person.gql('query { adminDashboard { activeTournaments } }')).errors).toBeUndefined();
      await adminClient.rest('POST', `/api/admin/users/${pending.id}/deactivate`, {});
      const after = await person.gql<{ me: GqlUser }>(Me);
      expect(after.data?.me.status).toBe('inactive');
      expect((await person.gql('query { adminDashboard { activeTournaments } }')).errors?.[0].extensions?.code).toBe(
        'FORBIDDEN',
      );
    });

    it('reactivates a deactivated account through the same call', async () => {
      const off = await createUser(server.em(), { email: 'off@example.test', state: 'inactive' });
      const { status, body } = await adminClient.rest<Record<string, unknown>>(
        'POST',
        `/api/admin/users/${off.id}/activate`,
        { expected_role: off.role },
      );
      expect(status).toBe(200);
      expect(body).toMatchObject({ status: 'active', is_active: true, is_account_activated: true });
      expect((await logs()).at(-1)).toMatchObject({ action: 'user_activated', details: 'reactivated' });
    });

    it('refuses transitions section 4 does not have, changing nothing', async () => {
      const active = await createUser(server.em(), { email: 'on@example.test' });
      const pending = await createUser(server.em(), { email: 'new@example.test', state: 'pending' });
      const off = await createUser(server.em(), { email: 'gone@example.test', state: 'inactive' });
      const before = await accountTables(server.em());
      const reviewed = { expected_role: 'manager' };
      expect((await adminClient.rest('POST', `/api/admin/users/${active.id}/activate`, reviewed)).status).toBe(409);
      expect((await adminClient.rest('POST', `/api/admin/users/${pending.id}/deactivate`, {})).status).toBe(409);
      expect((await adminClient.rest('POST', `/api/admin/users/${off.id}/deactivate`, {})).status).toBe(409);
      expect((await adminClient.rest('POST', '/api/admin/users/99999/activate', reviewed)).status).toBe(404);
      expect((await adminClient.rest('POST', '/api/admin/users/abc/activate', reviewed)).status).toBe(400);
      expect(await accountTables(server.em())).toEqual(before);
    });

    it('an administrator cannot deactivate themselves', async () => {
      const before = await accountTables(server.em());
      const { errors } = await adminClient.gql(Deactivate, { id: admin.id });
      expect(errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(errors?.[0].message).toBe('You cannot deactivate your own account.');
      expect(await accountTables(server.em())).toEqual(before);
    });

    it('one administrator may deactivate another while one remains', async () => {
      const other = await createUser(server.em(), { email: 'other@example.test', role: Role.tournament_creator });
      const { data } = await adminClient.gql<{ deactivateUser: GqlUser }>(Deactivate, { id: other.id });
      expect(data?.deactivateUser.status).toBe('inactive');
      expect((await logs()).at(-1)).toMatchObject({
        action: 'user_deactivated',
        userEmail: 'other@example.test',
        adminEmail: 'admin@example.test',
      });
    });
  });

  describe('roles', () => {
    it('changes a role to any of the six, with a role_changed entry; PUT and POST both work', async () => {
      const person = await createUser(server.em(), { email: 'p@example.test', role: Role.player });
      const { data } = await adminClient.gql<{ changeUserRole: GqlUser }>(ChangeRole, { id: person.id, role: 'coach' });
      expect(data?.changeUserRole.role).toBe('coach');
      expect((await logs()).at(-1)).toMatchObject({
        action: 'role_changed',
        userEmail: 'p@example.test',
        adminEmail: 'admin@example.test',
        details: 'player -> coach',
      });
      const put = await adminClient.rest<Record<string, unknown>>('PUT', `/api/admin/users/${person.id}/role`, {
        role: 'manager',
      });
      expect(put).toMatchObject({ status: 200, body: { role: 'manager' } });
      const post = await adminClient.rest<Record<string, unknown>>('POST', `/api/admin/users/${person.id}/role`, {
        role: 'referee',
      });
      expect(post).toMatchObject({ status: 200, body: { role: 'referee' } });
      const bad = await adminClient.rest('PUT', `/api/admin/users/${person.id}/role`, { role: 'captain' });
      expect(bad.status).toBe(400);
    });

    it('an administrator cannot demote themselves, but may switch between the two admin roles', async () => {
      const before = await accountTables(server.em());
      const { errors } = await adminClient.gql(ChangeRole, { id: admin.id, role: 'manager' });
      expect(errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(await accountTables(server.em())).toEqual(before);
      const { data } = await adminClient.gql<{ changeUserRole: GqlUser }>(ChangeRole, {
        id: admin.id,
        role: 'tournament_creator',
      });
      expect(data?.changeUserRole.role).toBe('tournament_creator');
    });

    it('after activation a person can no longer pick their own role', async () => {
      const person = await createUser(server.em(), { email: 'act@example.test', role: Role.manager });
      const client = new TestClient(server.url);
      await client.signIn(person.email);
      const before = await accountTables(server.em());
      const rest = await client.rest<{ error: string }>('POST', '/api/users/update-role', { role: 'club_owner' });
      expect(rest.status).toBe(403);
      expect(await accountTables(server.em())).toEqual(before);
    });
  });

  describe('lists, analytics and logs', () => {
    it('filters users by state and answers the spec shapes', async () => {
      await createUser(server.em(), { email: 'a@example.test', state: 'pending' });
      await createUser(server.em(), { email: 'b@example.test', state: 'inactive' });
      await createUser(server.em(), { email: 'c@example.test' });
      const emails = async (filter: string) =>
        ((await adminClient.rest<{ email: string }[]>('GET', `/api/admin/users?filter=${filter}`)).body ?? []).map(
          (user) => user.email,
        );
      expect((await emails('all')).sort()).toEqual(
        ['a@example.test', 'admin@example.test', 'b@example.test', 'c@example.test'].sort(),
      );
      expect(await emails('pending')).toEqual(['a@example.test']);
      expect(await emails('inactive')).toEqual(['b@example.test']);
      expect((await emails('active')).sort()).toEqual(['admin@example.test', 'c@example.test']);
      expect((await adminClient.rest('GET', '/api/admin/users?filter=bogus')).status).toBe(400);

      const one = await adminClient.rest<Record<string, unknown>>('GET', `/api/admin/users/${admin.id}`);
      expect(one.body).toMatchObject({ id: admin.id, email: 'admin@example.test', is_account_activated: true });
      const missing = await adminClient.rest<{ error: string }>('GET', '/api/admin/users/424242');
      expect(missing).toMatchObject({ status: 404, body: { error: 'User not found' } });
    });

    // Issue 49: "Activations (7 days)" said 0 while the log beside it listed six that day. The recent
    // counters count the activity log's entries, whatever the accounts' own dates say.
    it('computes analytics over the last 7 days, the recent ones as the activity log lists them', async () => {
      const em = server.em();
      const old = await createUser(em, { email: 'old@example.test' });
      const oldPending = await createUser(em, { email: 'oldp@example.test', state: 'pending' });
      const newPending = await createUser(em, { email: 'newp@example.test', state: 'pending' });
      const off = await createUser(em, { email: 'off@example.test', state: 'inactive' });
      const longAgo = new Date(Date.now() - 30 * 24 * 3600 * 1000);
      const log = (action: ActivityAction, user: User, createdAt = new Date()) =>
        em.create(ActivityLog, { action, user, userEmail: user.email, createdAt });
      for (const user of [old, oldPending, admin]) log(ActivityAction.user_created, user, longAgo);
      for (const user of [newPending, off]) log(ActivityAction.user_created, user);
      log(ActivityAction.user_activated, old, longAgo);
      log(ActivityAction.user_activated, off);
      // An account dated long ago but activated in the log today (the demo's accounts) counts as the log says.
      await em.nativeUpdate(User, { id: [off.id] }, { activatedAt: longAgo });
      await em.flush();
      const { status, body } = await adminClient.rest('GET', '/api/admin/analytics');
      expect(status).toBe(200);
      expect(body).toEqual({
        pending_activations: 2,
        active_users: 2,
        total_users: 5,
        recent_signups: 2,
        recent_activations: 1,
      });
    });

    it('lists activity logs newest first, limited, in the spec shape', async () => {
      const pending = await createUser(server.em(), { email: 'l@example.test', state: 'pending' });
      await adminClient.rest('POST', `/api/admin/users/${pending.id}/activate`, { expected_role: pending.role });
      await adminClient.rest('PUT', `/api/admin/users/${pending.id}/role`, { role: 'referee' });
      const { body } = await adminClient.rest<Record<string, unknown>[]>('GET', '/api/admin/activity-logs?limit=50');
      expect(body.map((entry) => entry.action)).toEqual(['role_changed', 'user_activated']);
      expect(body[0]).toMatchObject({
        user_email: 'l@example.test',
        admin_email: 'admin@example.test',
        user_id: pending.id,
        admin_id: admin.id,
      });
      expect(typeof body[0].created_at).toBe('string');
      const limited = await adminClient.rest<unknown[]>('GET', '/api/admin/activity-logs?limit=1');
      expect(limited.body).toHaveLength(1);
      expect((await adminClient.rest('GET', '/api/admin/activity-logs?limit=0')).status).toBe(400);
    });
  });
});
