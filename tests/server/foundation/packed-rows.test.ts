import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Database } from '../../../server/src/db/orm.js';
import { executeRead } from '../../../server/src/db/parameterized-reads.js';
import {
  packedColumnsOf,
  packedSelect,
  packedValue,
  unpackedRecord,
  type PackedColumn,
} from '../../../server/src/db/packed-rows.js';
import { Team } from '../../../server/src/modules/teams/team.entity.js';
import { openTestDatabase } from '../../support/database.js';

let database: Database;
let em: EntityManager;

beforeAll(async () => {
  database = await openTestDatabase();
  em = database.orm.em.fork();
});

afterAll(async () => {
  await database?.close();
});

/** The columns of `kinds` (name to column type) as the statement's source `"r"` has them. */
function columnsOf(kinds: Record<string, string>): PackedColumn[] {
  return Object.entries(kinds).map(([name, type]) => ({ name, select: packedValue('"r"', name, type) }));
}

/** The rows of `source` (a subquery of alias "r"), as columns and packed, through the app's own driver. */
async function bothWays(source: string, columns: PackedColumn[]) {
  const plain = await executeRead<Record<string, unknown>>(em, { sql: `select * from (${source}) as "r"`, values: [] });
  const packed = await executeRead<{ packed: unknown }>(em, {
    sql: `select ${packedSelect(columns)} as "packed" from (${source}) as "r"`,
    values: [],
  });
  return { plain, unpacked: packed.map((row) => unpackedRecord(columns, row.packed)) };
}

describe('rows packed as JSON arrays by PostgreSQL', () => {
  it('read as the same records as their columns, type by type, nulls and awkward text included', async () => {
    const kinds = {
      id: 'int',
      name: 'varchar(255)',
      notes: 'text',
      is_final: 'boolean',
      overs: 'numeric(5,2)',
      big: 'bigint',
      founded: 'date',
      at: 'timestamptz',
      lines: 'jsonb',
    };
    const source =
      `select 7 as "id", 'Café "Harbour" \\ ☀' as "name", E'two\\nlines' as "notes", true as "is_final", ` +
      `37.40::numeric(5,2) as "overs", 9007199254740993::bigint as "big", date '1921-05-03' as "founded", ` +
      `timestamptz '2026-12-05 14:30:00.123+00' as "at", '{"a": [1, null, "x"]}'::jsonb as "lines" ` +
      `union all select null, null, null, null, null, null, null, null, null`;
    const { plain, unpacked } = await bothWays(source, columnsOf(kinds));
    expect(plain).toHaveLength(2);
    expect(unpacked).toEqual(plain);
    // Decimals and 64-bit integers stay text, as the driver leaves them: no digit lost to a float.
    expect(unpacked[0]).toMatchObject({ overs: '37.40', big: '9007199254740993', founded: '1921-05-03' });
    expect(Object.keys(unpacked[1])).toEqual(Object.keys(kinds));
  });

  it('carries more columns than one JSON array takes (100), in their order', async () => {
    const names = Array.from({ length: 130 }, (_, index) => `c${index}`);
    const source = `select ${names.map((name, index) => `${index} as "${name}"`).join(', ')}`;
    const columns = columnsOf(Object.fromEntries(names.map((name) => [name, 'int'])));
    expect(packedSelect(columns).match(/json_build_array\(/g)).toHaveLength(3);
    const { plain, unpacked } = await bothWays(source, columns);
    expect(unpacked).toEqual(plain);
    expect(Object.values(unpacked[0])).toEqual(names.map((_, index) => index));
  });

  it("types an entity's columns from its metadata, under a prefix", () => {
    const columns = packedColumnsOf(em, Team, ['id', 'name', 'created_at', 'founded_date'], '"r"', 'h__');
    expect(columns.map((column) => column.name)).toEqual(['h__id', 'h__name', 'h__created_at', 'h__founded_date']);
    expect(columns.map((column) => column.select)).toEqual([
      '"r"."h__id"',
      '"r"."h__name"',
      '"r"."h__created_at"::text',
      '"r"."h__founded_date"::text',
    ]);
    expect(() => packedColumnsOf(em, Team, ['no_such_column'], '"r"')).toThrow(/no_such_column/);
  });

  it('refuses a column whose JSON would read otherwise than its column, and a record of another length', () => {
    // pg parses a float's text to a number; its text in JSON would stay a string, so no rule is guessed.
    expect(() => packedValue('"r"', 'speed', 'double precision')).toThrow(/"speed" of type double precision/);
    expect(() => packedValue('"r"', 'tags', 'text[]')).toThrow(/"tags"/);
    const columns = columnsOf({ a: 'int', b: 'int' });
    expect(() => unpackedRecord(columns, [[1]])).toThrow(/1 values for 2 columns/);
    // The embedded database's driver leaves JSON as its text.
    expect(unpackedRecord(columns, '[[1, 2]]')).toEqual({ a: 1, b: 2 });
  });
});
