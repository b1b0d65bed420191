import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../config.js';
import type { AppPubSub } from '../core/pubsub.js';
import type { MatchOutbox, SessionHandle } from '../core/request-context.js';
import type { Logger } from '../logger.js';
import type { GraphQLContext } from '../modules/users/graphql-context.js';
import { User } from '../modules/users/user.entity.js';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages.js';

export type ContextDependencies = {
  em: EntityManager;
  pubSub: AppPubSub;
  config: Config;
  logger: Logger;
  /** The event log's outbox: webhook deliveries written in the append's transaction. */
  outbox?: MatchOutbox;
};

const ROOT_EM = Symbol('root entity manager');
const REQUEST_EM = Symbol('request entity manager');

/**
 * The request's entity manager, forked when a resolver first asks for it: an answer shared from the
 * response cache reads nothing. The getter lives on the prototype and the fork in an own property, so
 * the shallow copy Apollo makes of each request's context keeps it lazy.
 */
class LazyRequestEm {
  readonly [ROOT_EM]: EntityManager;
  [REQUEST_EM]?: EntityManager;
  constructor(root: EntityManager) {
    this[ROOT_EM] = root;
  }
  get em(): EntityManager {
    return (this[REQUEST_EM] ??= this[ROOT_EM].fork());
  }
}

/** The user is reloaded on every request, so deactivation or a role change applies at once. */
export async function createContext(
  deps: ContextDependencies,
  userId: number | undefined,
  session?: SessionHandle,
  language: Language = DEFAULT_LANGUAGE,
): Promise<GraphQLContext> {
  const context = new LazyRequestEm(deps.em);
  const viewer = userId ? await context.em.findOne(User, { id: userId }) : null;
  return Object.assign(context, {
    viewer,
    pubSub: deps.pubSub,
    config: deps.config,
    logger: deps.logger,
    session,
    outbox: deps.outbox,
    language,
  });
}
