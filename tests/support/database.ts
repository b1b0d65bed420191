import { openAsBlob } from 'node:fs';
import type { MikroORM } from '@mikro-orm/postgresql';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../server/src/db/orm.js';
import { baseDatabaseName, onServer, type TemplateKind } from './database-templates.js';

/**
 * A fresh database for a test file (or for each server a file starts), copied from the run's template of
 * `data` (tests/support/database-templates.ts), so nothing is migrated or seeded here.
 * TEST_DATABASE_URL: a new database beside it, dropped when closed, so files run in parallel.
 * Unset: an in-memory PGlite started from the template's dump.
 */
let databasesOpened = 0;
const dumps = new Map<string, Promise<Blob>>();

function templateOf(kind: TemplateKind): string {
  const template = inject('databaseTemplates')?.[kind];
  if (!template) throw new Error(`no "${kind}" database template: the vitest config's globalSetup makes them`);
  return template;
}

type PoolOptions = { poolSize?: number; poolTimeoutMs?: number; poolIdleMs?: number };

async function copyOnServer(base: string, template: string, pool: PoolOptions): Promise<Database> {
  const url = new URL(base);
  // The process id keeps two runs at once (two developers, or a run and a benchmark) apart.
  const name = `${baseDatabaseName(url)}_pitchside_${process.pid}_${databasesOpened++}`;
  await onServer(base, `create database "${name}" template "${template}"`);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: undefined, poolSize: 5, ...pool });
  return {
    ...database,
    async close() {
      await database.close();
      await onServer(base, `drop database if exists "${name}" with (force)`);
    },
  };
}

/** `poolSize`, `poolTimeoutMs` and `poolIdleMs` apply on PostgreSQL (the embedded database is always one connection). */
export async function openTestDatabase(options: { data?: TemplateKind } & PoolOptions = {}): Promise<Database> {
  const { data, ...pool } = options;
  const template = templateOf(data ?? 'migrated');
  const base = process.env.TEST_DATABASE_URL;
  if (base) return copyOnServer(base, template, pool);
  let dump = dumps.get(template);
  if (!dump) {
    dump = openAsBlob(template);
    dumps.set(template, dump);
  }
  return openDatabase({ databaseUrl: undefined, dataDir: undefined, embeddedDataDir: await dump });
}

/** Empties every table the app writes (migrations stay applied). */
export async function resetDatabase(orm: MikroORM): Promise<void> {
  const tables = [...orm.getMetadata().getAll().values()]
    .filter((meta) => !meta.abstract && meta.tableName)
    .map((meta) => `"${meta.tableName}"`);
  await orm.em.getConnection().execute(`truncate ${[...tables, '"session"'].join(', ')} restart identity cascade`);
}
