import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/src/db/orm.js';
import { keepRowDescriptions } from '../../../server/src/db/row-descriptions.js';
import { openTestDatabase } from '../../support/database.js';

let database: Database;
let client: pg.Client;

beforeAll(async () => {
  database = await openTestDatabase();
  client = new pg.Client({ connectionString: database.orm.config.get('clientUrl') });
  await client.connect();
});

afterAll(async () => {
  await client?.end();
  await database?.close();
});

/** pg's own parser of a type (typed: pg's types declare it as any). */
const globalParser = pg.types.getTypeParser as (oid: number, format?: string) => (value: string) => unknown;

describe("pg's row descriptions are built once per set of columns", () => {
  it('is installed on the pg this app runs with', () => {
    expect(keepRowDescriptions()).toBe(true);
  });

  it('answers a statement sent again with the description built the first time, and the same rows', async () => {
    const text = `select 7::int as "home_goals", 'Harbour'::text as "venue", null::text as "notes", true as "is_final"`;
    const first = await client.query(text);
    const again = await client.query(text);
    expect(again.fields).toBe(first.fields);
    expect(again.rows).toEqual([{ home_goals: 7, venue: 'Harbour', notes: null, is_final: true }]);
    expect(again.rows).toEqual(first.rows);
    // A row is the answer's own: filling one does not reach the next answer's rows.
    (again.rows[0] as Record<string, unknown>).extra = 1;
    expect((await client.query(text)).rows[0]).not.toHaveProperty('extra');
  });

  it('builds afresh for a column of another type or name, where the rest of the columns are alike', async () => {
    await client.query(`select 1::int as "a", 2::int as "middle", 3::int as "b"`);
    const retyped = await client.query(`select 1::int as "a", 'two'::text as "middle", 3::int as "b"`);
    expect(retyped.rows).toEqual([{ a: 1, middle: 'two', b: 3 }]);
    const renamed = await client.query(`select 1::int as "a", 2::int as "other", 3::int as "b"`);
    expect(renamed.rows).toEqual([{ a: 1, other: 2, b: 3 }]);
    // And the table's own columns change under the same text: an altered table is read as it is now.
    await client.query(`create temporary table "kept_rows" ("id" int, "label" int, "seq" int)`);
    await client.query(`insert into "kept_rows" values (1, 5, 9)`);
    expect((await client.query(`select * from "kept_rows"`)).rows).toEqual([{ id: 1, label: 5, seq: 9 }]);
    await client.query(`alter table "kept_rows" alter column "label" type text`);
    expect((await client.query(`select * from "kept_rows"`)).rows).toEqual([{ id: 1, label: '5', seq: 9 }]);
  });

  it("keeps a client's own type parsers apart from the global ones", async () => {
    const withOwnTypes = new pg.Client({
      connectionString: database.orm.config.get('clientUrl'),
      types: {
        getTypeParser: (oid: number, format?: string) =>
          oid === 20 ? (value: string) => Number(value) : globalParser(oid, format),
      },
    });
    await withOwnTypes.connect();
    try {
      const text = `select 9007199254::int8 as "count"`;
      expect((await client.query(text)).rows).toEqual([{ count: '9007199254' }]);
      expect((await withOwnTypes.query(text)).rows).toEqual([{ count: 9007199254 }]);
      expect((await client.query(text)).rows).toEqual([{ count: '9007199254' }]);
    } finally {
      await withOwnTypes.end();
    }
  });
});
