import { ref } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays } from 'date-fns';
import { localSubject } from '../../auth/local-provider.js';
import { ActivityAction, recordActivity } from '../../modules/users/activity.service.js';
import { User } from '../../modules/users/user.entity.js';
import { DEMO_ACCOUNTS } from './accounts.js';

/**
 * Creates the demo accounts (the first is the administrator, who activated the others a month before `now`)
 * with their activity log; answers them by email.
 */
export async function seedAccounts(tx: EntityManager, now: Date): Promise<Map<string, User>> {
  const users = new Map<string, User>();
  const admin = tx.create(User, {
    googleSub: localSubject(DEMO_ACCOUNTS[0].email),
    email: DEMO_ACCOUNTS[0].email,
  });
  for (const account of DEMO_ACCOUNTS) {
    const user =
      account.email === admin.email
        ? admin
        : tx.create(User, { googleSub: localSubject(account.email), email: account.email });
    user.name = account.name;
    user.givenName = account.name.split(' ')[0];
    user.role = account.role;
    user.hasChosenRole = true;
    user.phone = '+1 868 555 0100';
    user.isActive = account.state !== 'inactive';
    user.isAccountActivated = account.state !== 'pending';
    if (user.isAccountActivated) {
      user.activatedAt = addDays(now, -30);
      if (user !== admin) user.activatedBy = ref(admin);
    }
    users.set(account.email, user);
  }
  await tx.flush();
  // The log is dated as the accounts are (activated a month ago), so the admin counters, which count
  // the log, and each profile's dates tell the same story.
  for (const user of users.values()) {
    const at = user.activatedAt ?? now;
    user.createdAt = at;
    recordActivity(tx, ActivityAction.user_created, user, null).createdAt = at;
    if (user.isAccountActivated && user !== admin) {
      recordActivity(tx, ActivityAction.user_activated, user, admin).createdAt = at;
    }
    if (!user.isActive) recordActivity(tx, ActivityAction.user_deactivated, user, admin).createdAt = addDays(at, 1);
  }
  return users;
}
