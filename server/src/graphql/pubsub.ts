import { createPubSub } from '@graphql-yoga/subscription';

/** Topics and their payloads. Services publish after a committed change. */
export type PubSubTopics = {
  MATCH_UPDATED: [payload: { matchId: number; tournamentId: number }];
};

export function createAppPubSub() {
  return createPubSub<PubSubTopics>();
}

export type AppPubSub = ReturnType<typeof createAppPubSub>;
