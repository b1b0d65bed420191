import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql';
import { usePushes } from './usePushes';

export const LiveMatchSubscription = graphql(`
  subscription LiveMatch($matchId: Int!, $afterSeq: Int) {
    matchUpdated(matchId: $matchId, afterSeq: $afterSeq) {
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

const ShownSeqFragment = graphql(`
  fragment ShownSeq_match on Match {
    id
    seq
  }
`);

/**
 * The seq of the match as the page's queries hold it, when one read it: the subscription asks the server to
 * push the match at once if it has moved since (a ball scored between the page's query and the socket's
 * subscribe, or while a dropped socket reconnected), instead of waiting for the next ball or poll.
 */
export function shownSeq(client: ApolloClient, matchId: number): { afterSeq?: number } {
  const id = client.cache.identify({ __typename: 'Match', id: matchId });
  const shown = id ? client.cache.readFragment({ id, fragment: ShownSeqFragment }) : null;
  return typeof shown?.seq === 'number' ? { afterSeq: shown.seq } : {};
}

/**
 * Follows one match over graphql-ws. Each pushed match is written into Apollo's cache, so every query
 * showing this match re-renders with the new score or status.
 */
export function useLiveMatch(matchId: number | null | undefined): void {
  usePushes(LiveMatchSubscription, {
    variables: { matchId: matchId ?? 0 },
    skip: !matchId,
    atSubscribe: (client) => (matchId ? shownSeq(client, matchId) : {}),
  });
}
