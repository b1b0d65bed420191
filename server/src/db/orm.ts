import { DataloaderType } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { Logger } from '../logger.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded.js';
import { entities } from '../app/entities.js';
import { migrationsList } from './migrations/index.js';
import { prepareRepeatedReads } from './prepared-statements.js';
import { answerThroughCallbacks } from './query-callbacks.js';
import { keepRowDescriptions } from './row-descriptions.js';

export const DEFAULT_POOL_SIZE = 10;
export const DEFAULT_POOL_TIMEOUT_MS = 30_000;
/** How long a connection beyond the warm ones stays open unused. */
export const DEFAULT_POOL_IDLE_MS = 30_000;
/**
 * Connections kept open through a lull. A new one is a new server process and each repeated read prepared again
 * on it: the first visitor after 35 s without one waited 50 ms for the landing page with none kept, 12 ms with two.
 */
export const WARM_CONNECTIONS = 2;

export type Database = {
  orm: MikroORM;
  embedded: boolean;
  /** Embedded PGlite only: the database as a tarball another `openDatabase` can start from (`embeddedDataDir`). */
  dumpEmbedded(): Promise<Blob>;
  close(): Promise<void>;
};

/**
 * `poolTimeoutMs` bounds both opening a connection and waiting in the pool's queue for a free one
 * (pg-pool uses one timeout for both): under load, requests queue for a connection instead of failing.
 */
export function ormConfig(
  clientUrl: string,
  poolSize: number,
  logger?: Logger,
  poolTimeoutMs = DEFAULT_POOL_TIMEOUT_MS,
  preparedStatements = true,
  poolIdleMs = DEFAULT_POOL_IDLE_MS,
) {
  return defineConfig({
    clientUrl,
    entities,
    discovery: { warnWhenNoEntities: true },
    dataloader: DataloaderType.ALL,
    // Every relation here is one-sided, so there is nothing to propagate; with it on, each entity read
    // redefined an accessor per column on its instance, which cost a list of 120 matches about 40% of
    // its CPU (tests/server/foundation/schema.test.ts keeps the relations one-sided).
    propagationOnPrototype: false,
    extensions: [Migrator],
    migrations: {
      migrationsList,
      path: 'server/src/db/migrations',
      pathTs: 'server/src/db/migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
    },
    pool: { min: Math.min(WARM_CONNECTIONS, poolSize), max: poolSize, idleTimeoutMillis: poolIdleMs },
    driverOptions: {
      connectionTimeoutMillis: poolTimeoutMs,
      onPoolCreated: (pool: pg.Pool) => {
        // First: the named reads below then send through it too.
        pool.on('connect', answerThroughCallbacks);
        // Off behind a pooler that hands each transaction another server session (PgBouncer in transaction mode).
        if (preparedStatements) prepareRepeatedReads(pool);
      },
    },
    debug: logger?.isLevelEnabled('trace') ?? false,
    logger: (message: string) => logger?.trace(message),
  });
}

/** Opens PostgreSQL at `databaseUrl`, or embedded PGlite under `dataDir` when none is given. */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string | undefined;
  logger?: Logger;
  poolSize?: number;
  poolTimeoutMs?: number;
  /** How long a connection beyond the warm ones stays open unused (DEFAULT_POOL_IDLE_MS). */
  poolIdleMs?: number;
  /** EMBEDDED_DB_PORT: serve embedded PGlite on 127.0.0.1:PORT (for psql) instead of a private Unix socket. */
  embeddedPort?: number;
  /** DATABASE_PREPARED_STATEMENTS: repeated reads prepared once per connection (db/prepared-statements.ts). */
  preparedStatements?: boolean;
  /** Embedded PGlite only: start from this dump (`dumpEmbedded`) instead of an empty cluster. */
  embeddedDataDir?: Blob;
}): Promise<Database> {
  let embedded: EmbeddedPostgres | null = null;
  let clientUrl = options.databaseUrl;
  if (!clientUrl) {
    embedded = await startEmbeddedPostgres(options.dataDir, {
      exposePort: options.embeddedPort,
      loadDataDir: options.embeddedDataDir,
    });
    clientUrl = embedded.url;
  }
  keepRowDescriptions();
  // PGlite is one session: a second pooled connection would share its transaction.
  const poolSize = embedded ? 1 : (options.poolSize ?? DEFAULT_POOL_SIZE);
  const orm = await MikroORM.init(
    ormConfig(
      clientUrl,
      poolSize,
      options.logger,
      options.poolTimeoutMs ?? DEFAULT_POOL_TIMEOUT_MS,
      options.preparedStatements ?? true,
      options.poolIdleMs,
    ),
  );
  return {
    orm,
    embedded: embedded !== null,
    async dumpEmbedded() {
      if (!embedded) throw new Error('only the embedded database can be dumped');
      return embedded.dumpDataDir();
    },
    async close() {
      await orm.close(true);
      await embedded?.stop();
    },
  };
}

export async function migrate(orm: MikroORM): Promise<string[]> {
  const applied = await orm.migrator.up();
  return applied.map((migration) => migration.name);
}

/** One key for "this database is being migrated", whatever instance asks (pg_advisory_lock takes a bigint). */
export const MIGRATION_LOCK_KEY = 7_302_911_204_117n;

/**
 * Runs `work` (the migrations, the demo seed) holding a PostgreSQL advisory lock, so that instances
 * started together on one fresh database migrate it once: the others wait, then find nothing to apply.
 * Without it the second died in the first migration (`pg_type_typname_nsp_index`: both created the same
 * types). The lock is held by a connection of its own, outside the ORM's pool, so it is released when
 * the work ends or when the process dies. Not for embedded PGlite (one process, one connection).
 */
export async function withMigrationLock<T>(orm: MikroORM, work: () => Promise<T>, logger?: Logger): Promise<T> {
  const client = new pg.Client({ connectionString: orm.config.get('clientUrl') });
  await client.connect();
  try {
    const taken = await client.query<{ taken: boolean }>('select pg_try_advisory_lock($1) as taken', [
      MIGRATION_LOCK_KEY.toString(),
    ]);
    if (!taken.rows[0]?.taken) {
      logger?.info('another instance is migrating the database; waiting for it');
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    }
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
    }
  } finally {
    await client.end();
  }
}
