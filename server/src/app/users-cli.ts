import 'reflect-metadata';
import type { EntityManager } from '@mikro-orm/postgresql';
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../config.js';
import { migrate, openDatabase } from '../db/orm.js';
import { DomainError } from '../core/errors.js';
import { createLogger } from '../logger.js';
import { ActivityAction, recordActivity } from '../modules/users/activity.service.js';
import { AccountStatus, Role, User } from '../modules/users/user.entity.js';
import { UserFilter } from '../modules/users/users.inputs.js';
import { UsersService } from '../modules/users/users.service.js';

export const USAGE = `usage: npm run users -- <command>
  list [--filter all|pending|active|inactive]
  activate EMAIL [--role ROLE]     activate (or reactivate) an account; creates it if the person has not signed in yet
  deactivate EMAIL
roles: ${Object.values(Role).join(', ')}`;

export class UsageError extends Error {}

type Output = (line: string) => void;

function describeUser(user: User): string {
  return `${String(user.id).padStart(4)}  ${user.email.padEnd(36)} ${user.role.padEnd(19)} ${user.status.padEnd(9)} ${user.name ?? ''}`.trimEnd();
}

/**
 * The operator's shell commands. They act as the system (no signed-in administrator) through
 * UsersService, so account states, the activity log and the last-administrator rule still hold.
 */
export async function runUsersCommand(argv: string[], em: EntityManager, config: Config, out: Output): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { role: { type: 'string' }, filter: { type: 'string' } },
  });
  const [command, emailArgument] = positionals;
  const service = new UsersService({ em, viewer: null, config }, 'system');

  switch (command) {
    case 'list': {
      const filter = (values.filter ?? 'all') as UserFilter;
      if (!Object.values(UserFilter).includes(filter)) throw new UsageError(`Unknown filter: ${filter}`);
      const users = await service.list(filter);
      out(`  id  ${'email'.padEnd(36)} ${'role'.padEnd(19)} ${'status'.padEnd(9)} name`);
      for (const user of [...users].reverse()) out(describeUser(user));
      out(`${users.length} account${users.length === 1 ? '' : 's'}`);
      return;
    }
    case 'activate': {
      if (!emailArgument) throw new UsageError('activate needs an e-mail address');
      const role = values.role as Role | undefined;
      if (role !== undefined && !Object.values(Role).includes(role)) throw new UsageError(`Unknown role: ${role}`);
      let user = await findOrCreate(em, emailArgument);
      if (role && role !== user.role) user = await service.changeRole(user.id, role);
      // The role just read (or set) is the one the operator activates: a change meanwhile is refused.
      if (user.status !== AccountStatus.active) user = await service.activate(user.id, user.role);
      out(`activated: ${describeUser(user)}`);
      return;
    }
    case 'deactivate': {
      if (!emailArgument) throw new UsageError('deactivate needs an e-mail address');
      const user = await service.findByEmail(emailArgument);
      out(`deactivated: ${describeUser(await service.deactivate(user.id))}`);
      return;
    }
    default:
      throw new UsageError(command ? `Unknown command: ${command}` : 'No command given');
  }
}

/** An account for someone who has not signed in yet; their first sign-in claims it by e-mail. */
async function findOrCreate(em: EntityManager, rawEmail: string): Promise<User> {
  const email = rawEmail.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new UsageError(`Not an e-mail address: ${rawEmail}`);
  const existing = await em.findOne(User, { email });
  if (existing) return existing;
  return em.transactional(async (tx) => {
    const user = tx.create(User, { googleSub: `unclaimed:${email}`, email });
    tx.persist(user);
    recordActivity(tx, ActivityAction.user_created, user, null, 'command line');
    await tx.flush();
    return user;
  });
}

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    embeddedPort: config.embeddedDbPort,
    logger,
  });
  try {
    await migrate(database.orm);
    await runUsersCommand(process.argv.slice(2), database.orm.em.fork(), config, (line) => console.log(line));
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
      process.exitCode = 2;
    } else if (error instanceof DomainError) {
      console.error(`refused: ${error.message}`);
      process.exitCode = 1;
    } else {
      throw error;
    }
  } finally {
    await database.close();
  }
}

// Runs only as a script, so tests can import runUsersCommand.
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) await main();
