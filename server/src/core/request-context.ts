import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../config.js';
import type { TournamentRecorder, ReadRecorder } from './data-scope.js';
import type { Logger } from '../logger.js';
import type { AppPubSub } from './pubsub.js';

/**
 * What the guards and the policy need to know of a signed-in person. The users domain's `User` fits
 * it; core stays below the domains, so it names the shape, not the entity.
 */
export type Viewer = {
  id: number;
  role: string;
  isActive: boolean;
  isAccountActivated: boolean;
  isAdmin: boolean;
};

/**
 * What every service sees: its own EntityManager fork and who is asking. GraphQL, REST, WebSocket,
 * scripts and tests build one; nothing in it belongs to a transport. Services name the viewer's type
 * (`RequestContext<User>`).
 */
export type RequestContext<V extends Viewer = Viewer> = {
  em: EntityManager;
  viewer: V | null;
  pubSub: AppPubSub;
  config: Config;
  logger: Logger;
  /** Set for HTTP requests; absent over WebSocket and in scripts. */
  session?: SessionHandle;
  /** Set for GraphQL operations: the services that change one tournament's play say which. */
  changes?: TournamentRecorder;
  /** Set for GraphQL operations: a root read found by its own id (a match) says which tournament it is in. */
  readsFrom?: TournamentRecorder;
  /** Set for a server-rendered page: what the answers it shows were built from. */
  reads?: ReadRecorder;
};

/** The part of the express session the account flows need, kept narrow so services stay testable. */
export type SessionHandle = {
  userId?: number;
  signIn(userId: number): Promise<void>;
  signOut(): Promise<void>;
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown): void;
};
