import { LockMode, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { subDays } from 'date-fns';
import { activityLimitSchema } from '../../../../shared/validation/users.js';
import { SignInError, type VerifiedIdentity } from '../../core/identity.js';
import type { RequestContext } from '../../core/request-context.js';
import { publishSessionEnded } from '../../core/pubsub.js';
import { ConflictError, ForbiddenError, InputError, NotFoundError } from '../../core/errors.js';
import { requireAdmin, requireViewer } from '../../core/guards.js';
import { parseInput } from '../../core/validation.js';
import { ActivityLog } from './activity-log.entity.js';
import { ActivityAction, recordActivity } from './activity.service.js';
import { ADMIN_ROLES, Role, User } from './user.entity.js';
import { SELECTABLE_ROLES, UserFilter, type Analytics } from './users.inputs.js';

const RECENT_WINDOW_DAYS = 7;
export const ACTIVITY_LOG_DEFAULT_LIMIT = 50;

const FILTERS: Record<UserFilter, FilterQuery<User>> = {
  [UserFilter.all]: {},
  [UserFilter.pending]: { isActive: true, isAccountActivated: false },
  [UserFilter.active]: { isActive: true, isAccountActivated: true },
  [UserFilter.inactive]: { isActive: false },
};

/** Active, activated tournament creators and club owners: the people who can manage accounts. */
const ACTIVE_ADMINS: FilterQuery<User> = { isActive: true, isAccountActivated: true, role: { $in: [...ADMIN_ROLES] } };

type ServiceContext = Pick<RequestContext<User>, 'em' | 'viewer' | 'config'> &
  Partial<Pick<RequestContext<User>, 'pubSub'>>;

/**
 * 'viewer': an administrator acting through the API. 'system': the operator's shell command, which has
 * no signed-in person but keeps every other rule (states, the last administrator).
 */
export type UsersActor = 'viewer' | 'system';

export class UsersService {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly actor: UsersActor = 'viewer',
  ) {}

  /** The administrator doing an admin action, or null for the system actor. */
  private actingAdmin(): User | null {
    return this.actor === 'system' ? null : requireAdmin(this.ctx);
  }

  /** Looks an account up by e-mail (for the command line). */
  async findByEmail(email: string): Promise<User> {
    this.actingAdmin();
    const user = await this.ctx.em.findOne(User, { email: email.trim().toLowerCase() });
    if (!user) throw new NotFoundError(`No account with the e-mail ${email}`);
    return user;
  }

  /**
   * Finds or creates the account for a verified identity. People are identified by the provider's
   * subject; an account seeded by e-mail alone is claimed by its first sign-in.
   */
  async signIn(identity: VerifiedIdentity): Promise<User> {
    return this.ctx.em.transactional(async (em) => {
      let user =
        (await em.findOne(User, { googleSub: identity.subject })) ??
        (await em.findOne(User, { email: identity.email, googleSub: { $like: 'unclaimed:%' } }));
      const isNew = !user;
      if (!user && (await em.count(User, { email: identity.email })) > 0) {
        // The e-mail belongs to a different person (another subject); e-mails do not identify people.
        throw new SignInError('This e-mail address already belongs to another account.');
      }
      if (!user) {
        user = em.create(User, { googleSub: identity.subject, email: identity.email });
        em.persist(user);
      }
      user.googleSub = identity.subject;
      user.email = identity.email;
      user.name = identity.name ?? user.name ?? null;
      user.givenName = identity.givenName ?? user.givenName ?? null;
      user.profilePicture = identity.picture ?? user.profilePicture ?? null;
      if (isNew) {
        recordActivity(em, ActivityAction.user_created, user, null);
        if (this.ctx.config.adminEmails.includes(identity.email.toLowerCase())) {
          // Bootstrap administrators: activated as tournament_creator on first sign-in.
          user.role = Role.tournament_creator;
          user.hasChosenRole = true;
          user.isAccountActivated = true;
          user.activatedAt = new Date();
          recordActivity(em, ActivityAction.user_activated, user, null, 'ADMIN_EMAILS');
        }
      }
      await em.flush();
      return user;
    });
  }

  /**
   * A person picks their own role, only while an administrator has not yet activated them. The check is
   * made again on the locked row: an activation committed meanwhile wins, and the role is not changed.
   *
   * A change while pending starts the review again: it is recorded (role_changed, old and new role), and
   * an activation sent for the role the administrator saw before is refused (`activate` pins the role).
   */
  async selectRole(role: Role): Promise<User> {
    const viewer = requireViewer(this.ctx);
    const refused = () => new ForbiddenError('Your role can now be changed only by an administrator.');
    if (viewer.isAccountActivated) throw refused();
    if (!SELECTABLE_ROLES.includes(role)) {
      throw new InputError({ role: `Choose one of: ${SELECTABLE_ROLES.join(', ')}.` });
    }
    return this.ctx.em.transactional(async (em) => {
      const user = await em.findOneOrFail(
        User,
        { id: viewer.id },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      if (user.isAccountActivated || !user.isActive) throw refused();
      const previous = user.role;
      user.role = role;
      user.hasChosenRole = true;
      if (previous !== role) recordActivity(em, ActivityAction.role_changed, user, null, `${previous} -> ${role}`);
      await em.flush();
      return user;
    });
  }

  async list(filter: UserFilter): Promise<User[]> {
    this.actingAdmin();
    return this.ctx.em.find(User, FILTERS[filter], { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  async get(id: number): Promise<User> {
    this.actingAdmin();
    const user = await this.ctx.em.findOne(User, { id });
    if (!user) throw new NotFoundError('User not found');
    return user;
  }

  async activityLogs(limit: number): Promise<ActivityLog[]> {
    this.actingAdmin();
    const input = parseInput(activityLimitSchema, { limit });
    return this.ctx.em.find(ActivityLog, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: input.limit });
  }

  async analytics(now = new Date()): Promise<Analytics> {
    this.actingAdmin();
    const since = subDays(now, RECENT_WINDOW_DAYS);
    const em = this.ctx.em;
    const [pendingActivations, activeUsers, totalUsers, recentSignups, recentActivations] = await Promise.all([
      em.count(User, FILTERS[UserFilter.pending]),
      em.count(User, FILTERS[UserFilter.active]),
      em.count(User, {}),
      // Counted in the activity log, so the counters say what the log beside them lists.
      em.count(ActivityLog, { action: ActivityAction.user_created, createdAt: { $gte: since } }),
      em.count(ActivityLog, { action: ActivityAction.user_activated, createdAt: { $gte: since } }),
    ]);
    return { pendingActivations, activeUsers, totalUsers, recentSignups, recentActivations };
  }

  /**
   * Activates a pending account, or reactivates a deactivated one, with `expectedRole`: the role the
   * administrator reviewed. A role changed meanwhile refuses the activation (CONFLICT, nothing stored). The
   * check and the write happen on the locked row, and selectRole and changeRole lock it too, so a
   * concurrent role change lands either before (and is refused here) or after (and, for selectRole, is
   * refused there: the account is active by then).
   */
  async activate(id: number, expectedRole: Role): Promise<User> {
    const admin = this.actingAdmin();
    return this.ctx.em.transactional(async (em) => {
      const user = await this.lockTarget(em, id);
      if (user.isActive && user.isAccountActivated) throw new ConflictError('This account is already active.');
      if (user.role !== expectedRole) {
        throw new ConflictError(
          `This person's role is now ${user.role}, not ${expectedRole}: review the account again before activating it.`,
        );
      }
      const reactivation = !user.isActive;
      user.isActive = true;
      user.isAccountActivated = true;
      user.activatedBy = admin ? em.getReference(User, admin.id, { wrapped: true }) : null;
      user.activatedAt = new Date();
      recordActivity(
        em,
        ActivityAction.user_activated,
        user,
        await this.reload(em, admin),
        [reactivation ? 'reactivated' : null, admin ? null : 'command line'].filter(Boolean).join(', ') || null,
      );
      await em.flush();
      return user;
    });
  }

  /** Deactivates an active account; never one's own, never the last active administrator. */
  async deactivate(id: number): Promise<User> {
    const admin = this.actingAdmin();
    if (id === admin?.id) throw new ForbiddenError('You cannot deactivate your own account.');
    const user = await this.ctx.em.transactional(async (em) => {
      const admins = await this.lockAdmins(em);
      const user = await this.lockTarget(em, id);
      if (!user.isActive) throw new ConflictError('This account is already deactivated.');
      if (!user.isAccountActivated) throw new ConflictError('Only an active account can be deactivated.');
      user.isActive = false;
      this.keepAnAdministrator(admins, user);
      recordActivity(
        em,
        ActivityAction.user_deactivated,
        user,
        await this.reload(em, admin),
        admin ? null : 'command line',
      );
      await em.flush();
      return user;
    });
    // Their live sockets close; a reconnect serves what a deactivated account may see.
    publishSessionEnded(this.ctx.pubSub, { userId: user.id, reason: 'deactivated' });
    return user;
  }

  /** Sets any of the six roles; an administrator cannot demote themselves or the last administrator. */
  async changeRole(id: number, role: Role): Promise<User> {
    const admin = this.actingAdmin();
    if (id === admin?.id && !ADMIN_ROLES.includes(role)) {
      throw new ForbiddenError('You cannot remove your own administrator role.');
    }
    let changed = false;
    const user = await this.ctx.em.transactional(async (em) => {
      const admins = await this.lockAdmins(em);
      const user = await this.lockTarget(em, id);
      const previous = user.role;
      if (previous === role) return user;
      changed = true;
      user.role = role;
      user.hasChosenRole = true;
      this.keepAnAdministrator(admins, user);
      recordActivity(
        em,
        ActivityAction.role_changed,
        user,
        await this.reload(em, admin),
        `${previous} -> ${role}${admin ? '' : ' (command line)'}`,
      );
      await em.flush();
      return user;
    });
    if (changed) publishSessionEnded(this.ctx.pubSub, { userId: user.id, reason: 'role_changed' });
    return user;
  }

  private async lockTarget(em: EntityManager, id: number): Promise<User> {
    const user = await em.findOne(User, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!user) throw new NotFoundError('User not found');
    return user;
  }

  /** Locks every administrator row so two concurrent changes cannot both remove "the other" one. */
  private lockAdmins(em: EntityManager): Promise<User[]> {
    return em.find(User, ACTIVE_ADMINS, {
      lockMode: LockMode.PESSIMISTIC_WRITE,
      refresh: true,
      orderBy: { id: 'asc' },
    });
  }

  /** `admins` were read (and locked) before `changed` was modified in memory. */
  private keepAnAdministrator(admins: User[], changed: User): void {
    const wasAdmin = admins.some((user) => user.id === changed.id);
    const others = admins.filter((user) => user.id !== changed.id).length;
    if (wasAdmin && !changed.isAdmin && others === 0) {
      throw new ConflictError('The last active administrator cannot be removed.');
    }
  }

  private async reload(em: EntityManager, user: User | null): Promise<User | null> {
    return user ? em.findOneOrFail(User, { id: user.id }) : null;
  }
}
