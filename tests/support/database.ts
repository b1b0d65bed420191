import pg from 'pg';
import type { MikroORM } from '@mikro-orm/postgresql';
import { migrate, openDatabase, type Database } from '../../server/src/db/orm.js';

/**
 * TEST_DATABASE_URL: each vitest worker (and each server a test file starts) gets its own database
 * beside it, so files run in parallel.
 * Unset: an in-memory PGlite per test file.
 */
let databasesOpened = 0;

async function workerDatabaseUrl(): Promise<string | undefined> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return undefined;
  const url = new URL(base);
  // A test file that starts two servers gets two databases, as it would with embedded PGlite.
  const index = databasesOpened++;
  const name = `${url.pathname.slice(1) || 'test'}_pitchside_w${process.env.VITEST_POOL_ID ?? '0'}_${index}`;
  const admin = new pg.Client({ connectionString: base, connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}

export async function openTestDatabase(): Promise<Database> {
  const database = await openDatabase({ databaseUrl: await workerDatabaseUrl(), dataDir: undefined, poolSize: 5 });
  await migrate(database.orm);
  await resetDatabase(database.orm);
  return database;
}

/** Empties every table the app writes (migrations stay applied). */
export async function resetDatabase(orm: MikroORM): Promise<void> {
  const tables = [...orm.getMetadata().getAll().values()]
    .filter((meta) => !meta.abstract && meta.tableName)
    .map((meta) => `"${meta.tableName}"`);
  await orm.em.getConnection().execute(`truncate ${[...tables, '"session"'].join(', ')} restart identity cascade`);
}
