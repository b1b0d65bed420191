import 'reflect-metadata';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate, openDatabase, type Database } from '../../server/src/db/orm.js';

/**
 * A test database starts as a copy of a template made once per run instead of being migrated (and for the
 * browser suites seeded with the demo) in every file: `migrated` holds the schema, `demo` the demo data too.
 * On PostgreSQL (TEST_DATABASE_URL) a template is a database that `CREATE DATABASE … TEMPLATE` copies;
 * on the embedded database it is a dumped PGlite data directory that each file's PGlite starts from.
 */
export type TemplateKind = 'migrated' | 'demo';

/** Per kind: the template database's name (PostgreSQL) or the dump's path (embedded). */
export type DatabaseTemplates = Partial<Record<TemplateKind, string>>;

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** The database a test run's names start with: TEST_DATABASE_URL's own, `test` by default. */
export function baseDatabaseName(url: URL): string {
  return url.pathname.slice(1) || 'test';
}

/** Runs one statement on TEST_DATABASE_URL's database, outside any test database. */
export async function onServer<T extends pg.QueryResultRow>(base: string, sql: string): Promise<pg.QueryResult<T>> {
  const client = new pg.Client({ connectionString: base, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await client.query<T>(sql);
  } finally {
    await client.end();
  }
}

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Drops the test databases of runs that ended without dropping theirs (killed, crashed): every name holds
 * the process id of its maker. Also the per-worker databases (`_w<worker>_<n>`) that runs kept before
 * templates (and the pool test's `_pool_<worker>`), which nothing reads any more.
 */
async function dropAbandoned(base: string): Promise<void> {
  const prefix = `${baseDatabaseName(new URL(base))}_pitchside_`;
  const existing = await onServer<{ datname: string }>(base, 'select datname from pg_database');
  for (const { datname } of existing.rows) {
    if (!datname.startsWith(prefix)) continue;
    const rest = datname.slice(prefix.length);
    const pid = Number(/^(\d+)_/.exec(rest)?.[1]);
    if ((Number.isInteger(pid) && !isRunning(pid)) || /^(w\d+_\d+|pool_\d+)$/.test(rest)) {
      await onServer(base, `drop database if exists "${datname}" with (force)`);
    }
  }
}

async function fillTemplate(database: Database, kind: TemplateKind): Promise<void> {
  await migrate(database.orm);
  if (kind === 'demo') {
    // Imported only where a demo template is made: the server suite's setup has no use for the seed.
    const { seedDemo } = await import('../../server/src/app/demo/seed.js');
    await seedDemo(database.orm.em.fork(), { force: true });
  }
}

async function postgresTemplates(base: string, kinds: TemplateKind[]) {
  await dropAbandoned(base);
  const prefix = `${baseDatabaseName(new URL(base))}_pitchside_${process.pid}_template_`;
  const templates: DatabaseTemplates = {};
  for (const kind of kinds) {
    const name = `${prefix}${kind}`;
    await onServer(base, `drop database if exists "${name}" with (force)`);
    // The demo starts from the migrated copy when there is one, so the migrations run once.
    const from = kind === 'demo' && templates.migrated ? ` template "${templates.migrated}"` : '';
    await onServer(base, `create database "${name}"${from}`);
    const database = await openDatabase({ databaseUrl: databaseUrl(base, name), dataDir: undefined, poolSize: 2 });
    try {
      await fillTemplate(database, kind);
    } finally {
      await database.close();
    }
    templates[kind] = name;
  }
  return {
    templates,
    drop: async () => {
      for (const name of Object.values(templates))
        await onServer(base, `drop database if exists "${name}" with (force)`);
    },
  };
}

async function embeddedTemplates(kinds: TemplateKind[]) {
  const directory = path.join(tmpdir(), `pitchside-test-templates-${process.pid}`);
  await mkdir(directory, { recursive: true });
  const templates: DatabaseTemplates = {};
  let previous: Blob | undefined;
  for (const kind of kinds) {
    const database = await openDatabase({ databaseUrl: undefined, dataDir: undefined, embeddedDataDir: previous });
    try {
      await fillTemplate(database, kind);
      previous = await database.dumpEmbedded();
    } finally {
      await database.close();
    }
    const file = path.join(directory, `${kind}.tar`);
    await writeFile(file, new Uint8Array(await previous.arrayBuffer()));
    templates[kind] = file;
  }
  return {
    templates,
    drop: () => rm(directory, { recursive: true, force: true }),
  };
}

/**
 * For a config's globalSetup: makes the templates of `kinds` (in that order: `demo` builds on `migrated`),
 * hands them to the test files (`inject('databaseTemplates')`) and returns the teardown that drops them.
 */
export async function provideDatabaseTemplates(
  project: TestProject,
  kinds: TemplateKind[],
): Promise<() => Promise<void>> {
  const base = process.env.TEST_DATABASE_URL;
  const made = base ? await postgresTemplates(base, kinds) : await embeddedTemplates(kinds);
  project.provide('databaseTemplates', made.templates);
  return made.drop;
}
