import type { EntityManager } from '@mikro-orm/postgresql';
import { CompiledQuery, type Kysely } from 'kysely';

/**
 * A read sent with its values apart from its text, as PostgreSQL's extended protocol takes them: one text for
 * every team, tournament or page of a list, which db/prepared-statements.ts prepares once per connection.
 *
 * MikroORM writes each value into the text it sends (`em.execute` formats every `?`), so a team page read for
 * 1,600 teams was 1,600 texts, each parsed and planned afresh: 8-10 ms of PostgreSQL's time for a page's card
 * lists, against 0.4 ms prepared.
 */
export type ParameterizedRead = {
  /** The statement as the query builder writes it, a `?` for each value. */
  sql: string;
  values: readonly unknown[];
};

/** A query builder's statement and values (`getQuery`, `getParams`). */
export function parameterizedRead(query: { getQuery(): string; getParams(): readonly unknown[] }): ParameterizedRead {
  return { sql: query.getQuery(), values: query.getParams() };
}

/**
 * The text with PostgreSQL's placeholders (`$1`, `$2`, …) in place of the query builder's `?`. The builder
 * writes every value as a `?` and quotes every name, so a `?` is never part of a name or a literal here; its
 * `??` (a name given as a value) and `\?` (a literal `?`) are refused rather than numbered.
 */
export function numberedPlaceholders(sql: string): string {
  if (sql.includes('??') || sql.includes('\\?')) throw new Error(`A read with values cannot hold ?? or \\?: ${sql}`);
  let count = 0;
  return sql.replace(/\?/g, () => `$${++count}`);
}

/**
 * Each read's numbered text, kept: the same string on every send, whose hash V8 keeps with it, so the prepared
 * statements' counts and names (keyed by text) do not hash a page's 2-4 KiB of SQL again on every request
 * (3-4% of the CPU of the match page). Cleared wholesale past its bound, as the counts are.
 */
const numberedTexts = new Map<string, string>();
const KEPT_NUMBERED_TEXTS = 1_000;

function numberedText(sql: string): string {
  let text = numberedTexts.get(sql);
  if (text === undefined) {
    if (numberedTexts.size >= KEPT_NUMBERED_TEXTS) numberedTexts.clear();
    text = numberedPlaceholders(sql);
    numberedTexts.set(sql, text);
  }
  return text;
}

type Client = Pick<Kysely<unknown>, 'executeQuery'>;

/**
 * Runs `read` with its values apart, in the transaction `em` is in if any: announced to the ORM's `onQuery`
 * hook first, as `em.execute` does (the metrics count statements there, and the tests' statement counts).
 */
export async function executeRead<Row>(em: EntityManager, read: ParameterizedRead): Promise<Row[]> {
  const values = [...read.values];
  const sql = em.config.get('onQuery')(read.sql, values);
  const client: Client = em.getTransactionContext<Client>() ?? em.getConnection().getClient();
  const result = await client.executeQuery(CompiledQuery.raw(numberedText(sql), values));
  return result.rows as Row[];
}
