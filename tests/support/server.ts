import type { AddressInfo } from 'node:net';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { createApp, type AppDependencies, type PitchsideApp } from '../../server/src/app/app.js';
import { loadConfig, type Config } from '../../server/src/config.js';
import { createLogger } from '../../server/src/logger.js';
import { openTestDatabase, resetDatabase } from './database.js';
import type { TemplateKind } from './database-templates.js';

export type TestServer = {
  url: string;
  orm: MikroORM;
  config: Config;
  app: PitchsideApp;
  /** A fresh EntityManager fork, for arranging data and checking what was stored. */
  em(): EntityManager;
  reset(): Promise<void>;
  stop(): Promise<void>;
};

/** Starts the real app on a loopback port over a fresh test database (empty, or holding the demo). */
export async function startTestServer(
  options: { env?: Record<string, string>; webDist?: string; data?: TemplateKind } & Partial<
    Pick<AppDependencies, 'identityProvider' | 'pushAgent'>
  > = {},
): Promise<TestServer> {
  const database = await openTestDatabase({ data: options.data });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    PUBLIC_URL: 'http://127.0.0.1',
    WEB_DIST: options.webDist ?? 'no-web-build',
    // A suite is one address making hundreds of sign-ins and changes a minute; tests/security lowers these.
    RATE_LIMIT_SIGN_IN: '100000',
    RATE_LIMIT_SESSIONS: '100000',
    RATE_LIMIT_MUTATIONS: '100000',
    RATE_LIMIT_ANONYMOUS_READS: '100000',
    // Suites arrange rows straight in the database, which no mutation announces; tests/server/public turns it on.
    RESPONSE_CACHE_TTL_MS: '0',
    ...options.env,
  });
  const logger = createLogger(config.logLevel);
  const app = await createApp({
    config,
    logger,
    orm: database.orm,
    identityProvider: options.identityProvider,
    pushAgent: options.pushAgent,
  });
  await new Promise<void>((resolve) => app.httpServer.listen(0, '127.0.0.1', resolve));
  const { port } = app.httpServer.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    orm: database.orm,
    config,
    app,
    em: () => database.orm.em.fork(),
    reset: () => resetDatabase(database.orm),
    async stop() {
      await app.stop();
      await database.close();
    },
  };
}
