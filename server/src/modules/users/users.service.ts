import type { VerifiedIdentity } from '../../auth/identity.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { ActivityAction, recordActivity } from '../activity/activity.service.js';
import { Role, User } from './user.entity.js';

export class UsersService {
  constructor(private readonly ctx: Pick<GraphQLContext, 'em' | 'viewer' | 'config'>) {}

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
        if (this.ctx.config.adminEmails.includes(identity.email)) {
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
}
