import { randomUUID } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import type { PubSubEvent, PubSubEventTarget } from '@graphql-yoga/subscription';
import { Redis } from 'ioredis';
import type { MatchStatus } from '../../../shared/enums.js';
import type { Logger } from '../logger.js';
import { topicEvents, type TopicEvents, type TopicTarget } from './topic-events.js';

/** What watchers learn about a changed match; subscriptions re-read the match from the database. */
export type MatchUpdatedPayload = {
  matchId: number;
  tournamentId: number;
  status: MatchStatus;
  /** The status before this change, when the change moved it; live lists use it to drop a match. */
  previousStatus: MatchStatus | null;
  /** The tournament is published and active: anyone may watch. */
  isPublic: boolean;
  /** Who may watch a draft tournament's match: its creator, referee and scorer. */
  officialIds: number[];
  /** The match log's last event after this change, when an event caused it (watchers refetch `after`). */
  seq?: number;
  /**
   * One id per published change: every subscriber of this instance shares the match read for it
   * (issue 11), so 1,000 watchers cost one read, not 1,000.
   */
  eventId: string;
  /** The webhook deliveries of this change were written in its own transaction (the event log's outbox). */
  webhooksQueued?: boolean;
};

/**
 * A signed-in session ended or changed meaning: live sockets of that session (or of every session of
 * that person) are closed, so they reconnect as who they are now. Published by the logout route and by
 * account changes (deactivation, role change).
 */
export type SessionEndedPayload = {
  sessionId?: string;
  userId?: number;
  reason: 'logout' | 'deactivated' | 'role_changed' | 'activated';
};

/** A tournament's table changed other than through a match (a points deduction made or removed): webhooks tell integrators. */
export type StandingsChangedPayload = { tournamentId: number; reason: 'points_deducted' | 'points_deduction_removed' };

/**
 * How far a season import has got (modules/season-io): published while it runs, so the organiser's page
 * shows it whichever instance its socket is on. Only `userId` (who started it) hears it.
 */
export type SeasonImportProgressPayload = {
  progressKey: string;
  userId: number;
  phase: 'VALIDATING' | 'IMPORTING' | 'DONE' | 'FAILED';
  done: number;
  total: number;
  message: string | null;
  errors: string[];
};

/** Topics and their payloads. Services publish after a committed change. */
export type PubSubTopics = {
  MATCH_UPDATED: [payload: MatchUpdatedPayload];
  SESSION_ENDED: [payload: SessionEndedPayload];
  CHANGE_NOTICE: [payload: ChangeNoticePayload];
  STANDINGS_CHANGED: [payload: StandingsChangedPayload];
  SEASON_IMPORT_PROGRESS: [payload: SeasonImportProgressPayload];
};

/**
 * A write committed on instance `origin`, and what it changed: the other instances' caches forget what it
 * touched (core/change-notice.ts).
 */
export type ChangeNoticePayload = {
  origin: string;
  tournamentIds: readonly number[] | null;
  matchIds: readonly number[];
  teamIds: readonly number[];
  playerIds: readonly number[];
};

export const CHANGE_NOTICE = 'CHANGE_NOTICE';

/** Publishes a topic's payload to its subscribers; subscribes to a topic's payloads, in order. */
export type AppPubSub = {
  publish<Topic extends keyof PubSubTopics>(topic: Topic, ...args: PubSubTopics[Topic]): void;
  subscribe<Topic extends keyof PubSubTopics>(topic: Topic): TopicEvents<PubSubTopics[Topic][0]>;
};

/**
 * The app's pub/sub on an event target: in one process (what a single instance, every script and unit test
 * uses) or through Redis (`createSharedPubSub`). Each subscriber listens on the target itself (`topicEvents`).
 */
export function createAppPubSub(eventTarget?: PubSubEventTarget<PubSubTopics>): AppPubSub {
  const target = eventTarget ?? inProcessTarget();
  return {
    publish(topic, ...[payload]) {
      target.dispatchEvent(new CustomEvent(topic, { detail: payload }));
    },
    subscribe: <Topic extends keyof PubSubTopics>(topic: Topic) =>
      topicEvents(target as unknown as TopicTarget<PubSubTopics[Topic][0]>, topic),
  };
}

/** Node's EventTarget, without its warning past 10 listeners: each live subscriber is one (thousands on a final day). */
function inProcessTarget(): PubSubEventTarget<PubSubTopics> {
  const target = new EventTarget();
  setMaxListeners(0, target);
  return target as PubSubEventTarget<PubSubTopics>;
}

export const newEventId = (): string => randomUUID();

export type SharedPubSub = {
  pubSub: AppPubSub;
  /** Whether the pub/sub's backing store answers (always true in one process). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

type TopicEvent = PubSubEvent<PubSubTopics, keyof PubSubTopics>;

/**
 * Channels under a prefix, so that several sites (or test runs) can share one Redis without hearing
 * each other's events. Listening goes through the adapter; publishing is done here so that a failed
 * PUBLISH (Redis down or closing) is logged instead of becoming an unhandled rejection that would end
 * the process: a write is already committed when its event is published.
 */
function prefixed(
  target: PubSubEventTarget<PubSubTopics>,
  publishClient: Redis,
  prefix: string,
  logger: Logger,
): PubSubEventTarget<PubSubTopics> {
  return {
    addEventListener: (type, listener, options) => target.addEventListener(`${prefix}${type}`, listener, options),
    removeEventListener: (type, listener, options) => target.removeEventListener(`${prefix}${type}`, listener, options),
    dispatchEvent: (event: TopicEvent) => {
      const message = event.detail === undefined ? '' : JSON.stringify(event.detail);
      publishClient
        .publish(`${prefix}${event.type}`, message)
        .catch((error: unknown) => logger.error({ err: error, topic: event.type }, 'event not published (Redis)'));
      return true;
    },
  };
}

/**
 * With `redisUrl`, events go through Redis pub/sub (@graphql-yoga/redis-event-target on ioredis), so a
 * watcher on one instance sees a change committed on another; without it they stay in this process.
 * Every publish then travels through Redis, this instance's own subscribers included.
 */
export async function createSharedPubSub(options: {
  redisUrl: string | undefined;
  channelPrefix: string;
  logger: Logger;
}): Promise<SharedPubSub> {
  if (!options.redisUrl) {
    return { pubSub: createAppPubSub(), ping: () => Promise.resolve(true), close: () => Promise.resolve() };
  }
  const connect = (role: 'publish' | 'subscribe') => {
    const client = new Redis(options.redisUrl!, {
      lazyConnect: true,
      // The adapter's SUBSCRIBE/UNSUBSCRIBE promises are not awaited by anyone: they wait for Redis to come
      // back rather than reject unhandled. Publishes and pings fail fast (caught, and reported by /readyz).
      maxRetriesPerRequest: role === 'subscribe' ? null : 2,
    });
    // ioredis reconnects by itself (and resubscribes); an outage is logged, readiness reports it.
    client.on('error', (error: unknown) => options.logger.warn({ err: error, role }, 'pub/sub (Redis) error'));
    return client;
  };
  const publishClient = connect('publish');
  const subscribeClient = connect('subscribe');
  await Promise.all([publishClient.connect(), subscribeClient.connect()]);
  const eventTarget = createRedisEventTarget<TopicEvent>({ publishClient, subscribeClient });
  return {
    pubSub: createAppPubSub(prefixed(eventTarget, publishClient, options.channelPrefix, options.logger)),
    async ping() {
      try {
        return (await publishClient.ping()) === 'PONG' && subscribeClient.status === 'ready';
      } catch {
        return false;
      }
    },
    async close() {
      await Promise.allSettled([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}

export const SESSION_ENDED = 'SESSION_ENDED';

/** Call after the change is committed; an in-process event today, a shared pub/sub across instances later. */
export function publishSessionEnded(pubSub: AppPubSub | undefined, payload: SessionEndedPayload): void {
  pubSub?.publish(SESSION_ENDED, payload);
}

export const STANDINGS_CHANGED = 'STANDINGS_CHANGED';

/** Call after the change is committed. */
export function publishStandingsChanged(pubSub: AppPubSub | undefined, payload: StandingsChangedPayload): void {
  pubSub?.publish(STANDINGS_CHANGED, payload);
}
