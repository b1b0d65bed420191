import { DataloaderType } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../logger.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded.js';
import { entities } from './entities.js';
import { migrationsList } from './migrations/index.js';

export type Database = {
  orm: MikroORM;
  embedded: boolean;
  close(): Promise<void>;
};

export function ormConfig(clientUrl: string, poolSize: number, logger?: Logger) {
  return defineConfig({
    clientUrl,
    entities,
    discovery: { warnWhenNoEntities: true },
    dataloader: DataloaderType.ALL,
    extensions: [Migrator],
    migrations: {
      migrationsList,
      path: 'server/src/db/migrations',
      pathTs: 'server/src/db/migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
    },
    pool: { min: 0, max: poolSize, idleTimeoutMillis: 30_000 },
    driverOptions: { connectionTimeoutMillis: 10_000 },
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
  /** EMBEDDED_DB_PORT: serve embedded PGlite on 127.0.0.1:PORT (for psql) instead of a private Unix socket. */
  embeddedPort?: number;
}): Promise<Database> {
  let embedded: EmbeddedPostgres | null = null;
  let clientUrl = options.databaseUrl;
  if (!clientUrl) {
    embedded = await startEmbeddedPostgres(options.dataDir, { exposePort: options.embeddedPort });
    clientUrl = embedded.url;
  }
  // PGlite is one session: a second pooled connection would share its transaction.
  const poolSize = embedded ? 1 : (options.poolSize ?? 10);
  const orm = await MikroORM.init(ormConfig(clientUrl, poolSize, options.logger));
  return {
    orm,
    embedded: embedded !== null,
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
