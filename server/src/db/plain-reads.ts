import { wrap, type EntityClass, type EntityDictionary, type EntityName, type Primary } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ObjectSlot } from '../core/object-slot.js';

/**
 * Helpers of the reads that select columns themselves and merge the records into the request's identity
 * map (`em.map`), instead of `em.find` with populate: for public pages, whose reads cost most in the
 * ORM's query building and population.
 */

/** The columns an entity's read maps: its scalar and to-one columns, not its lazy ones (as `em.find`). */
export function mappedColumns(em: EntityManager, entity: EntityName<object>): string[] {
  return em
    .getMetadata()
    .get(entity)
    .props.filter((prop) => !prop.lazy && prop.fieldNames?.length === 1 && ['scalar', 'm:1'].includes(prop.kind))
    .map((prop) => prop.fieldNames[0]);
}

/** The record the request holds loaded under this id, if any (a reference not yet loaded does not count). */
export function heldRecord<Entity extends object>(
  em: EntityManager,
  entity: EntityClass<Entity>,
  id: unknown,
): Entity | null {
  const known = em.getUnitOfWork().getById(entity, id as Primary<Entity>);
  return known && wrap(known).isInitialized() ? known : null;
}

/**
 * A record's columns mapped into the identity map (refreshing the record if the request holds it): `em.map`
 * without its cascade. The factory registers the record and a reference for each of its relations, as
 * `em.find` leaves them; cascading then visited each relation again and took a second snapshot of the
 * record, a sixth of the CPU of merging a list's teams and tournaments.
 */
export function mapRecord<Entity extends object>(
  em: EntityManager,
  entity: EntityClass<Entity>,
  columns: Record<string, unknown>,
): Entity {
  const data = em.getDriver().mapResult(columns as EntityDictionary<Entity>, em.getMetadata().get(entity));
  return em.merge(entity, data as EntityDictionary<Entity>, {
    convertCustomTypes: true,
    refresh: true,
    validate: false,
    cascade: false,
  });
}

/** How a plain row reads a date column's text (PostgreSQL's text or JSON form), as the ORM reads it. */
export function rowDateParser(em: EntityManager): (value: string) => Date {
  const platform = em.getPlatform();
  return (value) => platform.parseDate(value);
}

/**
 * A plain row's `createdAt` and `updatedAt`, parsed from their text when first read: few pages show them, and
 * a list parsed two dates a record for nothing (a standings page's twenty teams: 1.3% of its CPU).
 */
export abstract class TimestampedRow {
  #createdAt: string | Date;
  #updatedAt: string | Date;
  readonly #parseDate: (value: string) => Date;

  protected constructor(row: { created_at: string; updated_at: string }, parseDate: (value: string) => Date) {
    this.#createdAt = row.created_at;
    this.#updatedAt = row.updated_at;
    this.#parseDate = parseDate;
  }

  get createdAt(): Date {
    if (typeof this.#createdAt === 'string') this.#createdAt = this.#parseDate(this.#createdAt);
    return this.#createdAt;
  }

  get updatedAt(): Date {
    if (typeof this.#updatedAt === 'string') this.#updatedAt = this.#parseDate(this.#updatedAt);
    return this.#updatedAt;
  }
}

/**
 * A row's columns but the `left` ones, in a new record. Deleting them from a copy instead turned the copy
 * into a dictionary (V8 keeps fast properties only while none but the last is deleted), which the ORM's
 * result mapper then walked key by key (its loop over the row: 35 -> 9 samples of a standings page's
 * tournament merge, about 400).
 */
export function columnsBut(row: Record<string, unknown>, left: readonly string[]): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const name in row) if (!left.includes(name)) columns[name] = row[name];
  return columns;
}

/** Merges a record's columns into the identity map (`mapRecord`), unless the request has it loaded already. */
export function mergeRecord<Entity extends object>(
  em: EntityManager,
  entity: EntityClass<Entity>,
  columns: Record<string, unknown>,
): Entity {
  return heldRecord(em, entity, columns.id) ?? mapRecord(em, entity, columns);
}

/** An entity's row under `alias` as one JSON object of its mapped columns, keyed by column (what `em.map` takes). */
export function jsonRecord(em: EntityManager, entity: EntityName<object>, alias: string): string {
  const fields = mappedColumns(em, entity).map((name) => `'${name}', "${alias}"."${name}"`);
  return `json_build_object(${fields.join(', ')})`;
}

/**
 * A scalar subquery: the rows of an entity's table under `alias` that fit `where` (SQL), as a JSON array of
 * records in `orderBy` order, `[]` when none.
 */
export function jsonRecords(
  em: EntityManager,
  entity: EntityName<object>,
  alias: string,
  where: string,
  orderBy: string,
): string {
  const table = em.getMetadata().get(entity).tableName;
  return (
    `(select coalesce(json_agg(${jsonRecord(em, entity, alias)} order by ${orderBy}), '[]') ` +
    `from "${table}" "${alias}" where ${where})`
  );
}

/** The records of a `jsonRecords` answer merged into the identity map, in its order. */
export function mergeRecords<Entity extends object>(
  em: EntityManager,
  entity: EntityClass<Entity>,
  json: unknown,
): Entity[] {
  return (json as Record<string, unknown>[]).map((columns) => mergeRecord(em, entity, columns));
}

/**
 * A small set hanging off a record that its pages show beside it (a tournament's stages, a team's squad),
 * read in the record's own statement as one JSON column. The domain that owns the rows registers it and
 * keeps each answer in its per-request loader, where the page's fields find it instead of reading it in a
 * statement of their own.
 */
export type Companion = {
  /** A scalar subquery yielding JSON, in terms of the record's row (its alias is the reader's). */
  select(em: EntityManager): string;
  /** Keeps one record's answer for the rest of the request. */
  keep(em: EntityManager, id: number, json: unknown): void;
};

/** The companions a read takes, each under its alias, and the key of its statement (the aliases). */
type Taken = { companions: readonly [Companion, string][]; key: string };

function takenOf(companions: [Companion, string][]): Taken {
  return { companions, key: companions.map(([, alias]) => alias).join(',') };
}

/** The companions of one kind of record: registered by the domains above it, read by its loader. */
export class Companions {
  private readonly registered: Companion[] = [];
  /** Read only for a request that asked (`want`) before the record's statement went out. */
  private readonly onRequest: Companion[] = [];
  /** The companions each request has asked for, kept on its entity manager (as a request's loaders are). */
  private readonly wanted = new ObjectSlot<EntityManager, Set<Companion>>('wanted companions');

  /**
   * What a request's read takes (`taken`) with its statement's key, settled once: for those that asked for
   * none, and per request for those that did (until it asks for another). Building the lists and their
   * aliases on each read was 0.8% of a standings page's CPU.
   */
  private always: Taken = { companions: [], key: '' };
  private readonly takenBy = new ObjectSlot<EntityManager, Taken>('taken companions');

  register(companion: Companion): void {
    this.registered.push(companion);
    this.always = takenOf(this.registered.map((companion, index) => [companion, `companion_${index}`]));
  }

  /**
   * A companion only some pages show (a tournament's kept table, its teams): read with the record for the
   * requests that `want` it, so the other pages do not pay for it.
   */
  registerOnRequest(companion: Companion): Companion {
    this.onRequest.push(companion);
    return companion;
  }

  /**
   * Asks for `companion` with this request's reads of the record from now on. A read already under way
   * goes without it: the companion's owner then finds nothing kept and reads it alone.
   */
  want(em: EntityManager, companion: Companion): void {
    let wanted = this.wanted.get(em);
    if (!wanted) this.wanted.set(em, (wanted = new Set()));
    wanted.add(companion);
    this.takenBy.delete(em);
  }

  /** Each companion a request's read takes, under its alias: every registered one, and those it asked for. */
  private taken(em: EntityManager): Taken {
    const wanted = this.wanted.get(em);
    if (!wanted) return this.always;
    let taken = this.takenBy.get(em);
    if (!taken) {
      const asked = this.onRequest.flatMap((companion, index): [Companion, string][] =>
        wanted.has(companion) ? [[companion, `wanted_${index}`]] : [],
      );
      taken = takenOf([...this.always.companions, ...asked]);
      this.takenBy.set(em, taken);
    }
    return taken;
  }

  private readonly statements = new WeakMap<object, Map<string, { size: number; sql: string }>>();

  /**
   * A reader's statement, built by `build` from the companions' select-list entries (each under its own
   * alias) once per metadata and set of companions, and again should a companion join later.
   */
  statement(em: EntityManager, build: (columns: string[]) => string): string {
    const metadata = em.getMetadata();
    const { companions: taken, key } = this.taken(em);
    let bySet = this.statements.get(metadata);
    if (!bySet) this.statements.set(metadata, (bySet = new Map<string, { size: number; sql: string }>()));
    const known = bySet.get(key);
    if (known?.size === this.registered.length) return known.sql;
    const sql = build(taken.map(([companion, alias]) => `${companion.select(em)} as "${alias}"`));
    bySet.set(key, { size: this.registered.length, sql });
    return sql;
  }

  /**
   * Hands a row's companion columns to their owners and returns the record's own columns. A companion asked
   * for after the row's statement was built is not in the row: it is left to read alone.
   */
  keep(em: EntityManager, id: number, row: Record<string, unknown>): Record<string, unknown> {
    const aliases: string[] = [];
    for (const [companion, alias] of this.taken(em).companions) {
      if (!(alias in row)) continue;
      companion.keep(em, id, row[alias]);
      aliases.push(alias);
    }
    return columnsBut(row, aliases);
  }
}
