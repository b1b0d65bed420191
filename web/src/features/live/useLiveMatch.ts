import { graphql } from '../../gql';
import { usePushes } from './usePushes';

export const LiveMatchSubscription = graphql(`
  subscription LiveMatch($matchId: Int!) {
    matchUpdated(matchId: $matchId) {
      id
      ...LiveScore_match
      seq
      scheduledDate
      venue
      roundNumber
      matchNotes
      updatedAt
    }
  }
`);

/**
 * Follows one match over graphql-ws. Each pushed match is written into Apollo's cache, so every query
 * showing this match re-renders with the new score or status.
 */
export function useLiveMatch(matchId: number | null | undefined): void {
  usePushes(LiveMatchSubscription, { variables: { matchId: matchId ?? 0 }, skip: !matchId });
}
