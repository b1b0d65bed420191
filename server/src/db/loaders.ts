import DataLoader from 'dataloader';
import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ObjectSlot } from '../core/object-slot.js';

type CountRow = { key: number; count: string | number };

/**
 * Counts rows per parent in one grouped query, so a list of N cards costs one query, not N.
 * `rows` runs the grouped query for a batch of parent ids (see `countColumns`).
 */
export function groupedCounter(rows: (ids: number[]) => Promise<unknown>): DataLoader<number, number> {
  return new DataLoader<number, number>(async (ids) => {
    const counted = (await rows([...ids])) as CountRow[];
    const counts = new Map(counted.map((row) => [Number(row.key), Number(row.count)]));
    return ids.map((id) => counts.get(id) ?? 0);
  });
}

/** The select list of a grouped count: the parent column as `key`, the count as `count`. */
export const countColumns = (column: string) => [raw(`${column} as key`), raw('count(*) as count')];

/** Loads children of many parents in one query and hands each parent its own, in the query's order. */
export function childrenLoader<Child>(
  rows: (ids: number[]) => Promise<Child[]>,
  parentOf: (child: Child) => number,
): DataLoader<number, Child[]> {
  return new DataLoader<number, Child[]>(async (ids) => {
    const children = await rows([...ids]);
    return ids.map((id) => children.filter((child) => parentOf(child) === id));
  });
}

/**
 * One bag of loaders per request and domain: the EntityManager is forked per request, so the bag is kept
 * on it (an `ObjectSlot`, not a WeakMap: see there) and lives as long as its request.
 */
export function perRequest<Bag extends object>(create: (em: EntityManager) => Bag): (em: EntityManager) => Bag {
  const bags = new ObjectSlot<EntityManager, Bag>('per-request loaders');
  return (em) => {
    let bag = bags.get(em);
    if (!bag) {
      bag = create(em);
      bags.set(em, bag);
    }
    return bag;
  };
}
