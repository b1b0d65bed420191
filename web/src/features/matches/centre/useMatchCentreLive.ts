import { usePushes } from '../../live/usePushes';
import { MatchCentreLiveSubscription } from './queries';

/**
 * Follows one match for its page over graphql-ws: each push lands in Apollo's cache, so the score, the
 * card, the commentary and the timeline re-render from the same event without a reload.
 */
export function useMatchCentreLive(matchId: number | null): void {
  usePushes(MatchCentreLiveSubscription, { variables: { matchId: matchId ?? 0 }, skip: !matchId });
}
