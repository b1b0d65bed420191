import { createPubSub } from '@graphql-yoga/subscription';

/** What watchers learn about a changed match; subscriptions re-read the match from the database. */
export type MatchUpdatedPayload = {
  matchId: number;
  tournamentId: number;
  status: string;
  /** The status before this change, when the change moved it; live lists use it to drop a match. */
  previousStatus: string | null;
  /** The tournament is published and active: anyone may watch. */
  isPublic: boolean;
  /** Who may watch a draft tournament's match: its creator, referee and scorer. */
  officialIds: number[];
  /** The match log's last event after this change, when an event caused it (watchers refetch `after`). */
  seq?: number;
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

/** A tournament's table changed other than through a match (a points deduction): webhooks tell integrators. */
export type StandingsChangedPayload = { tournamentId: number; reason: 'points_deducted' };

/** Topics and their payloads. Services publish after a committed change. */
export type PubSubTopics = {
  MATCH_UPDATED: [payload: MatchUpdatedPayload];
  SESSION_ENDED: [payload: SessionEndedPayload];
  STANDINGS_CHANGED: [payload: StandingsChangedPayload];
};

export function createAppPubSub() {
  return createPubSub<PubSubTopics>();
}

export type AppPubSub = ReturnType<typeof createAppPubSub>;

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
