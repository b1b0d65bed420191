import { wrap, type EntityClass, type EntityDictionary, type EntityName, type Primary } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

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

/** The companions of one kind of record: registered by the domains above it, read by its loader. */
export class Companions {
  private readonly registered: Companion[] = [];

  register(companion: Companion): void {
    this.registered.push(companion);
  }

  private readonly statements = new WeakMap<object, { size: number; sql: string }>();

  /**
   * A reader's statement, built by `build` from these companions' select-list entries (each under its own
   * alias) once per metadata, and again should a companion join later.
   */
  statement(em: EntityManager, build: (columns: string[]) => string): string {
    const metadata = em.getMetadata();
    const known = this.statements.get(metadata);
    if (known?.size === this.registered.length) return known.sql;
    const columns = this.registered.map((companion, index) => `${companion.select(em)} as "companion_${index}"`);
    const sql = build(columns);
    this.statements.set(metadata, { size: this.registered.length, sql });
    return sql;
  }

  /** Hands a row's companion columns to their owners and returns the record's own columns. */
  keep(em: EntityManager, id: number, row: Record<string, unknown>): Record<string, unknown> {
    const columns = { ...row };
    this.registered.forEach((companion, index) => {
      const alias = `companion_${index}`;
      companion.keep(em, id, row[alias]);
      delete columns[alias];
    });
    return columns;
  }
}
