import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { User } from '../modules/users/user.entity.js';
import type { AppPubSub } from './pubsub.js';

/** What every resolver and service sees: its own EntityManager fork and who is asking. */
export type GraphQLContext = {
  em: EntityManager;
  viewer: User | null;
  pubSub: AppPubSub;
  config: Config;
  logger: Logger;
  /** Set for HTTP requests; absent over WebSocket. */
  session?: SessionHandle;
};

/** The part of the express session the account flows need, kept narrow so services stay testable. */
export type SessionHandle = {
  userId?: number;
  signIn(userId: number): Promise<void>;
  signOut(): Promise<void>;
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown): void;
};

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
