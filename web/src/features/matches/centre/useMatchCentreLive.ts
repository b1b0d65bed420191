import { useSubscription } from '@apollo/client/react';
import { MatchCentreLiveSubscription } from './queries';

/**
 * Follows one match for its page over graphql-ws: each push lands in Apollo's cache, so the score, the
 * card, the commentary and the timeline re-render from the same event without a reload.
 */
export function useMatchCentreLive(matchId: number | null) {
  const { error } = useSubscription(MatchCentreLiveSubscription, {
    variables: { matchId: matchId ?? 0 },
    skip: !matchId,
  });
  return { error };
}
