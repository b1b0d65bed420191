import { useSubscription } from '@apollo/client/react';
import { graphql } from '../../gql';

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
 * showing this match re-renders with the new score or status; the latest push is also returned.
 */
export function useLiveMatch(matchId: number | null | undefined) {
  const { data, error } = useSubscription(LiveMatchSubscription, {
    variables: { matchId: matchId ?? 0 },
    skip: !matchId,
  });
  return { match: data?.matchUpdated ?? null, error };
}
