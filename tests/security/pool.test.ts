import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type PitchsideApp } from '../../server/src/app/app.js';
import { loadConfig } from '../../server/src/config.js';
import type { Database } from '../../server/src/db/orm.js';
import { createLogger } from '../../server/src/logger.js';
import { openTestDatabase } from '../support/database.js';

// The embedded database is one connection; this pool of one on PostgreSQL behaves the same way, and
// lets the test hold that connection (pg_sleep) without blocking Node as PGlite would.
describe.skipIf(!process.env.TEST_DATABASE_URL)('a one-connection pool under many concurrent requests', () => {
  let database: Database;
  let app: PitchsideApp;
  let url: string;
  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://127.0.0.1',
      WEB_DIST: 'no-web-build',
      RATE_LIMIT_ANONYMOUS_READS: '100000',
    });
    database = await openTestDatabase({ poolSize: 1, poolTimeoutMs: config.databasePool.timeoutMs });
    app = await createApp({ config, logger: createLogger('silent'), orm: database.orm });
    await new Promise<void>((resolve) => app.httpServer.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(app.httpServer.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.stop();
    await database?.close();
  });

  it('queues 200 requests behind a busy connection for 11 s and answers every one', { timeout: 60_000 }, async () => {
    // Longer than the old 10 s pool timeout: requests used to fail with HTTP 500 here.
    const busy = database.orm.em.getConnection().execute('select pg_sleep(11)');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const requests = Array.from({ length: 200 }, async (_, index) => {
      const response =
        index % 2 === 0
          ? await fetch(`${url}/graphql`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ query: '{ siteStatistics { activeTournaments } }' }),
            })
          : await fetch(`${url}/api/public/tournaments`);
      const body = await response.text();
      return { status: response.status, failed: body.includes('"errors"') };
    });
    const results = await Promise.all(requests);
    await busy;
    expect(results.filter((result) => result.status !== 200 || result.failed)).toEqual([]);
  });
});
