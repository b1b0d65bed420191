import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../config.js';
import type { AppPubSub } from '../core/pubsub.js';
import type { RequestContext, SessionHandle } from '../core/request-context.js';
import type { Logger } from '../logger.js';
import { User } from '../modules/users/user.entity.js';

/** What every resolver sees: the plain request context services take, with the signed-in User. */
export type GraphQLContext = RequestContext<User>;

export type ContextDependencies = {
  em: EntityManager;
  pubSub: AppPubSub;
  config: Config;
  logger: Logger;
};

/** The user is reloaded on every request, so deactivation or a role change applies at once. */
export async function createContext(
  deps: ContextDependencies,
  userId: number | undefined,
  session?: SessionHandle,
): Promise<GraphQLContext> {
  const em = deps.em.fork();
  const viewer = userId ? await em.findOne(User, { id: userId }) : null;
  return { em, viewer, pubSub: deps.pubSub, config: deps.config, logger: deps.logger, session };
}
