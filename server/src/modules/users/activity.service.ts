import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from './user.entity.js';
import { ActivityAction, ActivityLog } from './activity-log.entity.js';

/** Adds an entry to the unit of work; it is written with the change it records. */
export function recordActivity(
  em: EntityManager,
  action: ActivityAction,
  user: User,
  admin: User | null,
  details: string | null = null,
): ActivityLog {
  const entry = em.create(ActivityLog, {
    action,
    user,
    userEmail: user.email,
    admin,
    adminEmail: admin?.email ?? null,
    details,
  });
  em.persist(entry);
  return entry;
}

export { ActivityAction };
