import type { EntityName } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Rows of many columns read as one JSON array each, built by PostgreSQL, and put back in JavaScript as the
 * records the columns would have given (the issue's decision 2: PostgreSQL may build a page's JSON).
 *
 * pg makes a string of every column of every row and runs its type's parser on it: a team page's list of
 * eleven match cards (105 columns each, the match's, its teams' and tournament's) cost its process 270-290 us
 * a read as columns, 150-190 us as one JSON array a row with the records rebuilt from it (measured apart, one
 * CPU, after warming up). An array rather than an object: the names would be most of the text to parse.
 *
 * A value reads from JSON as pg reads it from its column where the two agree (integers, booleans, text, JSON);
 * the rest (dates, times, decimals, 64-bit integers) pg leaves as PostgreSQL's text, so they are sent as their
 * text. A column of any other type is refused when the statement is built, rather than read otherwise.
 */
export type PackedColumn = {
  /** The name the record gives the value (the column's name as the unpacked read would answer it). */
  name: string;
  /** The select-list expression of its value, in terms of the packed statement's source. */
  select: string;
};

/** Column types whose JSON reads as pg's own parser reads the column. */
const ALIKE_IN_JSON =
  /^(int|int2|int4|integer|smallint|serial|boolean|bool|text|varchar|character varying|json|jsonb|uuid)$/;

/** Column types pg answers as PostgreSQL's text (its own defaults, and the ORM's for dates). */
const READ_AS_TEXT =
  /^(numeric|decimal|bigint|int8|bigserial|date|time|timetz|timestamp|timestamptz|interval|timestamp with(out)? time zone|time with(out)? time zone)$/;

/** `json_build_array` takes at most 100 arguments (PostgreSQL's FUNC_MAX_ARGS). */
const LARGEST_ARRAY = 100;

/** The expression of `source`'s column `name` of type `columnType`, read as its unpacked column would be. */
export function packedValue(source: string, name: string, columnType: string): string {
  const type = columnType
    .toLowerCase()
    .replace(/\(.*\)$/, '')
    .trim();
  const value = `${source}."${name}"`;
  if (ALIKE_IN_JSON.test(type)) return value;
  if (READ_AS_TEXT.test(type)) return `${value}::text`;
  throw new Error(`A packed read cannot carry column "${name}" of type ${columnType}: no rule reads it alike`);
}

/**
 * The columns of an entity's `columns` as the packed statement's `source` has them, under `prefix` + column
 * (a joined record's `h__name`), each typed by the entity's metadata.
 */
export function packedColumnsOf(
  em: EntityManager,
  entity: EntityName<object>,
  columns: readonly string[],
  source: string,
  prefix = '',
): PackedColumn[] {
  const metadata = em.getMetadata().get(entity);
  const types = new Map<string, string>();
  for (const prop of metadata.props) {
    if (prop.fieldNames?.length === 1 && prop.columnTypes?.length === 1)
      types.set(prop.fieldNames[0], prop.columnTypes[0]);
  }
  return columns.map((column) => {
    const type = types.get(column);
    if (type === undefined) throw new Error(`A packed read found no column "${column}" in ${metadata.className}`);
    return { name: prefix + column, select: packedValue(source, prefix + column, type) };
  });
}

/** The select-list expression of the columns as one array (of arrays of at most 100 values each). */
export function packedSelect(columns: readonly PackedColumn[]): string {
  const chunks: string[] = [];
  for (let start = 0; start < columns.length; start += LARGEST_ARRAY) {
    const values = columns.slice(start, start + LARGEST_ARRAY).map((column) => column.select);
    chunks.push(`json_build_array(${values.join(', ')})`);
  }
  return `json_build_array(${chunks.join(', ')})`;
}

/** Builds the records of one set of columns: an object literal of constant names (one shape, built whole). */
type RecordBuilder = (chunks: readonly (readonly unknown[])[]) => Record<string, unknown>;

const builders = new WeakMap<readonly PackedColumn[], RecordBuilder>();

/**
 * A set of columns' record builder, written once: storing 105 values under names read from a list was a
 * third of a list's unpacking (a keyed store each, the record's shape growing one name at a time).
 */
function builderOf(columns: readonly PackedColumn[]): RecordBuilder {
  let builder = builders.get(columns);
  if (!builder) {
    const values = columns.map(
      (column, index) =>
        `${JSON.stringify(column.name)}: c[${Math.floor(index / LARGEST_ARRAY)}][${index % LARGEST_ARRAY}]`,
    );
    // Compiled as the ORM compiles its hydrators: the names are the schema's columns (JSON-quoted), never input.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    builder = new Function('c', `return { ${values.join(', ')} };`) as RecordBuilder;
    builders.set(columns, builder);
  }
  return builder;
}

/**
 * The record a packed value stands for, its values under the columns' names in their order (every record of
 * a read gets the same shape). The driver parses JSON, or (the embedded database's) leaves it as its text.
 */
export function unpackedRecord(columns: readonly PackedColumn[], packed: unknown): Record<string, unknown> {
  const chunks = (typeof packed === 'string' ? JSON.parse(packed) : packed) as unknown[][];
  let count = 0;
  for (const chunk of chunks) count += chunk.length;
  if (count !== columns.length) throw new Error(`A packed record held ${count} values for ${columns.length} columns`);
  return builderOf(columns)(chunks);
}
