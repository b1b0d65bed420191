import type { Language } from '../../../shared/i18n/languages.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../config.js';
import type { ChangeRecorder } from './change-notice.js';
import type { TournamentRecorder, ReadRecorder } from './data-scope.js';
import type { Logger } from '../logger.js';
import type { AppPubSub, MatchUpdatedPayload } from './pubsub.js';

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
/** A match change the event log made, as the outbox writes it (the published payload's facts). */
export type LoggedMatchChange = Omit<MatchUpdatedPayload, 'eventId' | 'isPublic' | 'officialIds' | 'webhooksQueued'>;

/**
 * Writes what leaves the site about a logged match change (webhook deliveries) in the change's own
 * transaction, so they commit or roll back with the event: the event log's outbox. Given by the app.
 */
export type MatchOutbox = (
  tx: EntityManager,
  change: LoggedMatchChange,
  logged: { seq: number; matchEventId: number },
) => Promise<unknown>;

export type RequestContext<V extends Viewer = Viewer> = {
  em: EntityManager;
  viewer: V | null;
  pubSub: AppPubSub;
  config: Config;
  logger: Logger;
  /** Set for HTTP requests; absent over WebSocket and in scripts. */
  session?: SessionHandle;
  /** Set for GraphQL operations: the services that change one tournament's play say what they changed. */
  changes?: ChangeRecorder;
  /** Set for GraphQL operations: a root read found by its own id (a match) says which tournament it is in. */
  readsFrom?: TournamentRecorder;
  /** Set for a server-rendered page: what the answers it shows were built from. */
  reads?: ReadRecorder;
  /** The event log's outbox (webhook deliveries in the append's transaction); absent in scripts. */
  outbox?: MatchOutbox;
  /**
   * The language of the texts the server writes into answers (result lines, round names): the request's
   * Accept-Language, English without one. Field names, error codes and error messages stay English.
   */
  language: Language;
};

/** The part of the express session the account flows need, kept narrow so services stay testable. */
export type SessionHandle = {
  userId?: number;
  signIn(userId: number): Promise<void>;
  signOut(): Promise<void>;
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown): void;
};
