import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Role, User } from './user.entity.js';

/** Reads of accounts, for this domain and the ones above it. */

export function findUser(em: EntityManager, id: number): Promise<User | null> {
  return em.findOne(User, { id });
}

/** An account that has not been deactivated, or null. */
export function findActiveUser(em: EntityManager, id: number): Promise<User | null> {
  return em.findOne(User, { id, isActive: true });
}

/** Activated non-players: who may officiate or run a team. */
const ACTIVATED_STAFF = {
  isActive: true,
  isAccountActivated: true,
  role: { $ne: Role.player },
} satisfies FilterQuery<User>;

export function findActivatedStaff(em: EntityManager): Promise<User[]> {
  return em.find(User, ACTIVATED_STAFF, { orderBy: { name: 'asc', id: 'asc' } });
}

/** One activated non-player, or null: who may be named a match's referee or scorer. */
export function findActivatedStaffMember(em: EntityManager, id: number): Promise<User | null> {
  return em.findOne(User, { ...ACTIVATED_STAFF, id });
}

/** Activated non-players, or every active account with `includePlayers`, by name and e-mail. */
export function findAssignableUsers(em: EntityManager, includePlayers: boolean): Promise<User[]> {
  return em.find(User, includePlayers ? { isActive: true } : ACTIVATED_STAFF, {
    orderBy: { name: 'asc', email: 'asc' },
  });
}

/** Active, activated players outside `exceptIds` whose name matches the LIKE `pattern` (null: any). */
export function findPlayers(
  em: EntityManager,
  options: { exceptIds: number[]; namePattern: string | null; limit: number },
): Promise<User[]> {
  return em.find(
    User,
    {
      isActive: true,
      isAccountActivated: true,
      role: Role.player,
      id: { $nin: options.exceptIds },
      ...(options.namePattern ? { name: { $ilike: options.namePattern } } : {}),
    },
    { orderBy: { name: 'asc nulls last', id: 'asc' }, limit: options.limit },
  );
}
