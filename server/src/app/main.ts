import 'reflect-metadata';
import { createApp } from './app.js';
import { ConfigError, loadConfig } from '../config.js';
import { seedDemoIfEmpty } from './demo/seed.js';
import { migrate, openDatabase, withMigrationLock } from '../db/orm.js';
import { createLogger } from '../logger.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    logger,
    poolSize: config.databasePool.size,
    poolTimeoutMs: config.databasePool.timeoutMs,
    preparedStatements: config.databasePool.preparedStatements,
    embeddedPort: config.embeddedDbPort,
  });
  logger.info(
    { embedded: database.embedded, dataDir: database.embedded ? config.dataDir : undefined },
    'database open',
  );

  // Several instances may start at once on one database: one migrates (and seeds), the others wait.
  const prepare = async () => {
    const applied = await migrate(database.orm);
    if (applied.length) logger.info({ applied }, 'migrations applied');
    if (config.demoData) {
      const summary = await seedDemoIfEmpty(database.orm.em.fork());
      if (summary) logger.info(summary);
    }
  };
  if (database.embedded) await prepare();
  else await withMigrationLock(database.orm, prepare, logger);

  const pitchside = await createApp({ config, logger, orm: database.orm });
  await new Promise<void>((resolve) => pitchside.httpServer.listen(config.port, config.host, resolve));
  logger.info(`Pitchside is listening on ${config.publicUrl}`);
  const { metricsServer } = pitchside;
  if (metricsServer && config.metrics.port) {
    await new Promise<void>((resolve) => metricsServer.listen(config.metrics.port, config.metrics.host, resolve));
    logger.info(`Metrics are served on ${config.metrics.host}:${config.metrics.port}/metrics`);
  }
  // Webhook deliveries go out from here, never from a request; several instances share the queue safely.
  if (config.webhooks.workerEnabled) pitchside.webhookWorker.start();

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000 + config.shutdownGraceMs);
    force.unref();
    try {
      // Out of rotation first (/readyz 503) while still serving, then stop accepting and drain.
      pitchside.beginShutdown();
      if (config.shutdownGraceMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownGraceMs));
      // Apollo's drain plugin closes the HTTP server and waits for requests in flight; the webhook worker
      // then finishes the sends it holds (a send cut short is claimed again after its lease).
      await pitchside.stop();
      await database.close();
      logger.info('stopped');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
