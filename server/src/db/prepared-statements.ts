import type pg from 'pg';

/**
 * Reads the app sends again and again with the same text, prepared once per connection instead of parsed
 * and planned on every send.
 *
 * MikroORM writes each statement's values into its text, so a read is as repeated as its text: a public
 * page's lists (the landing page's live, recent and upcoming matches, its tournaments, the site's counts)
 * are the same text on every visit; a tournament's or a match's reads are the same text for everyone
 * following it. PostgreSQL spent more time planning such a read (0.3-0.5 ms for a list of match cards) than
 * running it (0.1-0.2 ms). Sent under a name, it is parsed and planned once per connection. A read sent with
 * its values apart (db/parameterized-reads.ts: the lists of match cards) is one text for every value, named
 * with its values.
 *
 * Only single SELECT statements are named, from their third send (a one-off read never takes a place),
 * and each connection keeps at most `perConnection` of them, dropping the one used longest ago: a
 * statement costs server memory on every connection that prepared it.
 */
export type PreparedStatementOptions = { perConnection: number; namedAfterUses: number; maxCounted: number };

/**
 * A prepared list of match cards holds about 390 KiB of its server connection (its parse tree and plan,
 * measured in pg_backend_memory_contexts): 32 of them on each of 10 pooled connections is at most 125 MiB,
 * and a busy site's hot reads (the landing page's five, a few tournaments' and live matches') fit in 32.
 */
export const DEFAULT_PREPARED_STATEMENTS: PreparedStatementOptions = {
  perConnection: 32,
  namedAfterUses: 3,
  maxCounted: 1_000,
};

/** SQLSTATE of "cached plan must not change result type": a table a named read selects from was altered. */
const PLAN_CHANGED_RESULT_TYPE = '0A000';

/** One statement: a SELECT (or WITH) with no second command after a semicolon. */
const SINGLE_READ = /^\s*(select|with)\s/i;

export function isRepeatableRead(text: string): boolean {
  return SINGLE_READ.test(text) && !text.includes(';');
}

/** How often each read was sent, over every connection of the pool: the hint of what repeats. */
export class ReadCounts {
  private readonly uses = new Map<string, number>();
  private readonly retired = new Set<string>();

  constructor(private readonly options: PreparedStatementOptions = DEFAULT_PREPARED_STATEMENTS) {}

  /** Counts a send of `text`; true once it has been sent often enough to be named. */
  repeated(text: string): boolean {
    if (this.retired.has(text)) return false;
    const uses = (this.uses.get(text) ?? 0) + 1;
    // Forgotten wholesale rather than grown without bound: a read still in use comes back in two sends.
    if (uses === 1 && this.uses.size >= this.options.maxCounted) this.uses.clear();
    this.uses.set(text, uses);
    return uses >= this.options.namedAfterUses;
  }

  /** Never names `text` again: a statement of it no longer fits the tables it reads. */
  retire(text: string): void {
    this.uses.delete(text);
    if (this.retired.size < this.options.maxCounted) this.retired.add(text);
  }
}

type QueryError = Error & { code?: string };

/** pg's record of the names a connection has parsed (not in its types): kept in step when one is dropped. */
type WithParsedStatements = { connection?: { parsedStatements?: Record<string, string> } };

/**
 * Makes a pooled client send each repeated read (with its values, if it has any) under a name of its own on
 * this connection. Every other call (a statement of several commands, a write, a cursor, a query object, a
 * call with a callback) is unchanged.
 */
export function nameRepeatedReads(
  client: pg.PoolClient,
  counts: ReadCounts,
  options: PreparedStatementOptions = DEFAULT_PREPARED_STATEMENTS,
): void {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const parsed = () => (client as unknown as WithParsedStatements).connection?.parsedStatements;
  /** This connection's named reads, the one used longest ago first. */
  const names = new Map<string, string>();
  let next = 1;

  const drop = async (text: string, name: string) => {
    names.delete(text);
    delete parsed()?.[name];
    // In a failed transaction this fails too: the statement then stays until the connection closes.
    await query(`deallocate "${name}"`).catch(() => undefined);
  };

  const nameFor = async (text: string): Promise<string> => {
    const known = names.get(text);
    if (known) {
      names.delete(text);
      names.set(text, known);
      return known;
    }
    if (names.size >= options.perConnection) {
      const [oldestText, oldestName] = names.entries().next().value as [string, string];
      await drop(oldestText, oldestName);
    }
    const name = `pitchside_read_${next++}`;
    names.set(text, name);
    return name;
  };

  // Embedded PGlite serves every connection from one session, which keeps the names of a connection the pool
  // closed (idle for 30 s): this one would give the same names and fail with "already exists". So the session's
  // names are freed before this connection gives its first; on PostgreSQL a new session has none to free.
  let freed: Promise<unknown> | null = null;
  const named = async (text: string, values: unknown[]) => {
    freed ??= query('deallocate all').catch(() => undefined);
    await freed;
    const name = await nameFor(text);
    try {
      return await query(values.length > 0 ? { name, text, values } : { name, text });
    } catch (error) {
      // Any other failure leaves the name as it was: parsed if its Parse went through, free if not.
      if ((error as QueryError).code === PLAN_CHANGED_RESULT_TYPE) {
        counts.retire(text);
        await drop(text, name);
      }
      throw error;
    }
  };

  const namedWhenRepeated = (...args: unknown[]) => {
    const [text, values, callback] = args;
    const plain = typeof text === 'string' && callback === undefined;
    const listed = values === undefined ? [] : Array.isArray(values) ? (values as unknown[]) : null;
    if (plain && listed && isRepeatableRead(text) && counts.repeated(text)) return named(text, listed);
    return query(...args);
  };
  client.query = namedWhenRepeated as typeof client.query;
}

/**
 * A named read with values is planned once for all of them. Left to choose, PostgreSQL kept planning the
 * landing page's lists for each send (custom plans, never the generic: 1.7 ms planning and 2.6 ms running
 * against 0.9 ms for the generic plan). A named read without values has one plan whatever this says.
 */
const GENERIC_PLANS = 'set plan_cache_mode = force_generic_plan';

/** Names repeated reads on every connection `pool` opens. */
export function prepareRepeatedReads(pool: pg.Pool, options = DEFAULT_PREPARED_STATEMENTS): ReadCounts {
  const counts = new ReadCounts(options);
  pool.on('connect', (client) => {
    // Queued first on the new connection, outside any transaction (a rolled back one would undo it).
    void client.query(GENERIC_PLANS).catch(() => undefined);
    nameRepeatedReads(client, counts, options);
  });
  return counts;
}
