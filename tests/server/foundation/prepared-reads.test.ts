import pg from 'pg';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../../../server/src/db/embedded.js';
import { openDatabase, type Database } from '../../../server/src/db/orm.js';
import { executeRead, numberedPlaceholders } from '../../../server/src/db/parameterized-reads.js';
import {
  isRepeatableRead,
  nameRepeatedReads,
  prepareRepeatedReads,
  ReadCounts,
  type PreparedStatementOptions,
} from '../../../server/src/db/prepared-statements.js';
import { openTestDatabase } from '../../support/database.js';

const SMALL: PreparedStatementOptions = { perConnection: 2, namedAfterUses: 2, maxCounted: 100 };

type Sent = { name?: string; text: string; values?: unknown[] };

/** A stand-in for a pooled client that records what would go to the server, as pg would send it. */
function recordingClient(): { client: pg.PoolClient; sent: Sent[] } {
  const sent: Sent[] = [];
  const query = (config: string | Sent, values?: unknown[], callback?: (error: null, result: object) => void) => {
    sent.push(typeof config === 'string' ? { text: config, values } : { ...config });
    if (!callback) return Promise.resolve({ rows: [] });
    callback(null, { rows: [] });
  };
  return { client: { query } as unknown as pg.PoolClient, sent };
}

/** The statements this connection holds prepared, by their text. */
async function preparedOn(em: EntityManager): Promise<string[]> {
  const rows = await em.execute<{ statement: string }[]>(
    `select "statement" from pg_prepared_statements where "name" like 'pitchside_read_%'`,
  );
  return rows.map((row) => row.statement);
}

describe('repeated reads are prepared once per connection', () => {
  it('names single reads only: not writes, not several commands', () => {
    expect(isRepeatableRead('select 1')).toBe(true);
    expect(isRepeatableRead('  WITH x as (select 1) select * from x')).toBe(true);
    expect(isRepeatableRead('update "matches" set "venue" = null')).toBe(false);
    expect(isRepeatableRead('select 1; select 2')).toBe(false);
    expect(isRepeatableRead('selected')).toBe(false);
  });

  it('sends a read under a name from its second send, and keeps the last used ones per connection', async () => {
    const { client, sent } = recordingClient();
    nameRepeatedReads(client, new ReadCounts(SMALL), SMALL);
    const send = (text: string, values?: unknown[]) => client.query(text, values);

    await send('select 1');
    expect(sent.at(-1)).toEqual({ text: 'select 1' });
    await send('select 1');
    expect(sent.at(-1)).toEqual({ name: 'pitchside_read_1', text: 'select 1' });
    await send('select 1');
    expect(sent.at(-1)).toEqual({ name: 'pitchside_read_1', text: 'select 1' });

    // Writes and several commands go as they came, however often.
    for (let round = 0; round < 3; round += 1) {
      await send('update t set a = 1');
      await send('select 1; select 2');
    }
    expect(sent.filter((entry) => entry.name && entry.text !== 'select 1')).toEqual([]);

    await send('select 2');
    await send('select 2');
    await send('select 1'); // used last: "select 2" is now the oldest
    await send('select 3');
    await send('select 3'); // a third name on a connection that keeps two
    expect(sent.slice(-2)).toEqual([
      { text: 'deallocate "pitchside_read_2"' },
      { name: 'pitchside_read_3', text: 'select 3' },
    ]);
    await send('select 2');
    expect(sent.slice(-2)).toEqual([
      { text: 'deallocate "pitchside_read_1"' },
      { name: 'pitchside_read_4', text: 'select 2' },
    ]);
  });

  it('names a read with values once, whatever its values, and sends each with its own', async () => {
    const { client, sent } = recordingClient();
    nameRepeatedReads(client, new ReadCounts(SMALL), SMALL);
    await client.query('select $1::int', [1]);
    await client.query('select $1::int', [2]);
    await client.query('select $1::int', [3]);
    expect(sent).toEqual([
      { text: 'select $1::int', values: [1] },
      { text: 'deallocate all' },
      { name: 'pitchside_read_1', text: 'select $1::int', values: [2] },
      { name: 'pitchside_read_1', text: 'select $1::int', values: [3] },
    ]);
    // A callback, or values that are not a list, leave the call as it came.
    await new Promise((resolve) => client.query('select $1::int', [4], resolve));
    expect(sent.at(-1)).toEqual({ text: 'select $1::int', values: [4] });
  });

  it("numbers the builder's placeholders, and refuses a name or a literal ? it cannot tell apart", () => {
    expect(numberedPlaceholders('select ? where "a" in (?, ?)')).toBe('select $1 where "a" in ($2, $3)');
    expect(() => numberedPlaceholders('select ?? from "t"')).toThrow(/\?\?/);
    expect(() => numberedPlaceholders("select '\\?'")).toThrow();
  });

  describe('on the database', () => {
    let database: Database;

    beforeAll(async () => {
      database = await openTestDatabase();
    });

    afterAll(async () => {
      await database.close();
    });

    it('prepares a read sent again and again, and answers it as before', async () => {
      const text = `select "id", "name" from "teams" where "id" > 0 order by "id"`;
      await database.orm.em.fork().transactional(async (em) => {
        // One transaction, so one connection: what it holds prepared is what this test sent.
        const first = await em.execute(text);
        expect(await preparedOn(em)).not.toContain(text);
        const second = await em.execute(text);
        const third = await em.execute(text);
        expect(await preparedOn(em)).toContain(text);
        expect(second).toEqual(first);
        expect(third).toEqual(first);
      });
    });

    it('is one prepared statement for every value, each answered with its own', async () => {
      const sql = `select ? + "n" as "sum" from (select ? :: int as "n") as "given"`;
      const heard: string[] = [];
      const previous = database.orm.config.get('onQuery');
      database.orm.config.set('onQuery', (text: string, values: readonly unknown[]) => {
        heard.push(text);
        return previous(text, values);
      });
      try {
        await database.orm.em.fork().transactional(async (em) => {
          const sums = [];
          for (let n = 1; n <= 4; n += 1)
            sums.push(await executeRead<{ sum: number }>(em, { sql, values: [n, 10 * n] }));
          expect(sums).toEqual([[{ sum: 11 }], [{ sum: 22 }], [{ sum: 33 }], [{ sum: 44 }]]);
          // In the transaction's own connection: one statement, its values as placeholders.
          const numbered = numberedPlaceholders(sql);
          expect((await preparedOn(em)).filter((statement) => statement === numbered)).toHaveLength(1);
          // Planned once for every value: no custom plan per send.
          const [plans] = await em.execute<{ generic_plans: number; custom_plans: number }[]>(
            'select generic_plans::int, custom_plans::int from pg_prepared_statements where statement = ?',
            [numbered],
          );
          expect(plans).toEqual({ generic_plans: 2, custom_plans: 0 });
        });
      } finally {
        database.orm.config.set('onQuery', previous);
      }
      // Announced like every statement the ORM sends (the metrics and the statement counts hear it there).
      expect(heard.filter((text) => text === sql)).toHaveLength(4);
    });
  });

  const url = process.env.TEST_DATABASE_URL;

  it.skipIf(!url)('names nothing when DATABASE_PREPARED_STATEMENTS is off', async () => {
    const plain = await openDatabase({ databaseUrl: url, dataDir: undefined, poolSize: 1, preparedStatements: false });
    try {
      const text = `select count(*) as tables from pg_class where relkind = 'r'`;
      await plain.orm.em.fork().transactional(async (em) => {
        for (let send = 0; send < 4; send += 1) await em.execute(text);
        expect(await preparedOn(em)).toEqual([]);
      });
    } finally {
      await plain.close();
    }
  });

  it.skipIf(!url)('stops naming a read whose table changed shape, after one failure', async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      nameRepeatedReads(client as unknown as pg.PoolClient, new ReadCounts(SMALL), SMALL);
      await client.query('create temporary table reshaped (a int)');
      await client.query('insert into reshaped values (1)');
      const read = 'select * from reshaped';
      await client.query(read);
      await client.query(read); // prepared now
      await client.query('alter table reshaped add column b int default 2');
      // PostgreSQL cannot hand a prepared statement's callers a row of another shape.
      await expect(client.query(read)).rejects.toMatchObject({ code: '0A000' });
      const { rows } = await client.query(read);
      expect(rows).toEqual([{ a: 1, b: 2 }]);
      // Answered unnamed from now on: the stale statement is gone and no new one is prepared.
      await client.query(read);
      const { rows: prepared } = await client.query(`select count(*)::int as n from pg_prepared_statements`);
      expect(prepared).toEqual([{ n: 0 }]);
    } finally {
      await client.end();
    }
  });
});

describe('on the embedded database, whose one session outlives each connection', () => {
  it('names reads again on a connection opened after another closed, without "already exists"', async () => {
    const embedded = await startEmbeddedPostgres(undefined);
    const pool = new pg.Pool({ connectionString: embedded.url, max: 1 });
    prepareRepeatedReads(pool, SMALL);
    // The socket server takes its next connection once it has seen the last one go: until then it refuses.
    const connect = async (): Promise<pg.PoolClient> => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await pool.connect();
        } catch (error) {
          if (attempt === 50) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    };
    const readTwice = async () => {
      const client = await connect();
      try {
        for (let send = 0; send < 3; send += 1) await client.query('select 1 as one');
        // A query object, so this read is never named itself.
        const rows = await client.query<{ name: string }>({
          text: 'select "name" from pg_prepared_statements where "name" like $1 order by "name"',
          values: ['pitchside_read_%'],
        });
        return rows.rows.map((row) => row.name);
      } finally {
        // Closed, as the pool closes an idle connection: the next one is new, the session is not.
        client.release(true);
      }
    };
    try {
      expect(await readTwice()).toEqual(['pitchside_read_1']);
      // The second connection's first name is the same: it must be free again.
      expect(await readTwice()).toEqual(['pitchside_read_1']);
    } finally {
      await pool.end();
      await embedded.stop();
    }
  });
});
