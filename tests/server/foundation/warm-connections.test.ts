import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WARM_CONNECTIONS, type Database } from '../../../server/src/db/orm.js';
import { openTestDatabase } from '../../support/database.js';

// The embedded database is one connection: nothing to keep warm there.
describe.skipIf(!process.env.TEST_DATABASE_URL)('the pool keeps connections warm through a lull (PostgreSQL)', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase({ poolSize: 5, poolIdleMs: 100 });
  });

  afterAll(async () => {
    await database?.close();
  });

  /** The server processes of the pool's open connections, read on one of them. */
  async function openBackends(): Promise<number[]> {
    const rows = await database.orm.em
      .getConnection()
      .execute<{ pid: number }[]>('select pid from pg_stat_activity where datname = current_database()');
    return rows.map((row) => row.pid);
  }

  it(`closes the connections a burst opened once idle, all but ${WARM_CONNECTIONS}, which it keeps open`, async () => {
    const connection = database.orm.em.getConnection();
    // Five reads at once: five connections.
    const burst = await Promise.all(
      Array.from({ length: 5 }, () =>
        connection.execute<{ pid: number }[]>('select pg_backend_pid() as pid from pg_sleep(0.2)'),
      ),
    );
    const opened = new Set(burst.map(([row]) => row.pid));
    expect(opened.size).toBe(5);

    // Well past the idle time: the pool has closed what it does not keep.
    await new Promise((resolve) => setTimeout(resolve, 800));
    const left = await openBackends();
    expect(left).toHaveLength(WARM_CONNECTIONS);
    // The same server processes as the burst's, not new ones opened for this read.
    for (const pid of left) expect(opened.has(pid)).toBe(true);
  });
});
