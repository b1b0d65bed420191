import type { EntityManager } from '@mikro-orm/postgresql';
import { Club } from './club.entity.js';

/** Reads of clubs, for this domain and the ones above it. */

export function findClub(em: EntityManager, id: number): Promise<Club | null> {
  return em.findOne(Club, { id });
}
