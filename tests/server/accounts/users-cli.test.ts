import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/src/db/orm.js';
import { loadConfig } from '../../../server/src/config.js';
import { ActivityLog } from '../../../server/src/modules/users/activity-log.entity.js';
import { Role, User } from '../../../server/src/modules/users/user.entity.js';
import { runUsersCommand, UsageError } from '../../../server/src/app/users-cli.js';
import { UsersService } from '../../../server/src/modules/users/users.service.js';
import { openTestDatabase, resetDatabase } from '../../support/database.js';
import { createUser } from '../../support/factories.js';

describe('npm run users', () => {
  let database: Database;
  const config = loadConfig({ NODE_ENV: 'test' });

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await resetDatabase(database.orm);
  });

  async function run(...argv: string[]): Promise<string[]> {
    const lines: string[] = [];
    await runUsersCommand(argv, database.orm.em.fork(), config, (line) => lines.push(line));
    return lines;
  }

  it('activates an account with a role, logging both changes', async () => {
    await createUser(database.orm.em.fork(), { email: 'wait@example.test', role: Role.player, state: 'pending' });
    const lines = await run('activate', 'Wait@Example.test', '--role', 'club_owner');
    expect(lines[0]).toMatch(/^activated: .*wait@example\.test\s+club_owner\s+active/);
    const user = await database.orm.em.fork().findOneOrFail(User, { email: 'wait@example.test' });
    expect(user).toMatchObject({ role: 'club_owner', isActive: true, isAccountActivated: true, activatedBy: null });
    const logs = await database.orm.em.fork().find(ActivityLog, {}, { orderBy: { id: 'asc' } });
    expect(logs.map((entry) => [entry.action, entry.adminEmail, entry.details])).toEqual([
      ['role_changed', null, 'player -> club_owner (command line)'],
      ['user_activated', null, 'command line'],
    ]);
  });

  it('prepares an account for someone who has not signed in; their first sign-in claims it', async () => {
    await run('activate', 'boss@example.test', '--role', 'tournament_creator');
    const em = database.orm.em.fork();
    const signedIn = await new UsersService({ em, viewer: null, config }).signIn({
      subject: 'google:42',
      email: 'boss@example.test',
      name: 'The Boss',
      givenName: 'The',
      picture: null,
    });
    expect(signedIn).toMatchObject({ googleSub: 'google:42', role: 'tournament_creator', isAccountActivated: true });
    expect(await em.count(User, {})).toBe(1);
  });

  it('lists accounts, filtered', async () => {
    await createUser(database.orm.em.fork(), { email: 'a@example.test', state: 'pending' });
    await createUser(database.orm.em.fork(), { email: 'b@example.test' });
    const pending = await run('list', '--filter', 'pending');
    expect(pending.some((line) => line.includes('a@example.test'))).toBe(true);
    expect(pending.some((line) => line.includes('b@example.test'))).toBe(false);
    expect(pending.at(-1)).toBe('1 account');
    expect((await run('list')).at(-1)).toBe('2 accounts');
  });

  it('deactivates, but never the last active administrator', async () => {
    await createUser(database.orm.em.fork(), { email: 'only@example.test', role: Role.tournament_creator });
    await createUser(database.orm.em.fork(), { email: 'ref@example.test', role: Role.referee });
    await expect(run('deactivate', 'only@example.test')).rejects.toThrow(
      'The last active administrator cannot be removed.',
    );
    await expect(run('activate', 'only@example.test', '--role', 'manager')).rejects.toThrow(
      'The last active administrator cannot be removed.',
    );
    expect((await database.orm.em.fork().findOneOrFail(User, { email: 'only@example.test' })).status).toBe('active');
    expect(await database.orm.em.fork().count(ActivityLog, {})).toBe(0);
    const lines = await run('deactivate', 'ref@example.test');
    expect(lines[0]).toMatch(/^deactivated: .*ref@example\.test\s+referee\s+inactive/);
  });

  it('refuses unknown commands, roles and accounts', async () => {
    await expect(run('promote', 'x@example.test')).rejects.toBeInstanceOf(UsageError);
    await expect(run('activate', 'x@example.test', '--role', 'captain')).rejects.toBeInstanceOf(UsageError);
    await expect(run('deactivate', 'nobody@example.test')).rejects.toThrow('No account with the e-mail');
  });
});
