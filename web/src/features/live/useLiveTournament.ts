import type { ApolloCache, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
// The generated document, not LiveScore's module: pages that only follow scores need no scoreboard code.
import { LiveScore_MatchFragmentDoc, type LivePush_MatchFragment, type MatchStatus } from '../../gql/graphql';
import { usePushes } from './usePushes';

/** Everything a page shows of a match (its card and its live score), so a push alone redraws it. */
export const LivePushMatchFragment = graphql(`
  fragment LivePush_match on Match {
    id
    ...LiveScore_match
    ...MatchCard_match
    scheduledDate
    venue
    roundNumber
    matchNumber
    updatedAt
  }
`);

const LiveStatusFragment = graphql(`
  fragment LiveStatus_match on Match {
    id
    status
  }
`);

export const LiveTournamentSubscription = graphql(`
  subscription LiveTournament($tournamentId: Int!) {
    tournamentMatchesUpdated(tournamentId: $tournamentId) {
      id
      ...LivePush_match
    }
  }
`);

export const LiveMatchesSubscription = graphql(`
  subscription LiveMatches {
    liveMatchesUpdated {
      id
      ...LivePush_match
    }
  }
`);

/**
 * What one push changed, against the match as the cache held it before. A match the cache has never
 * seen counts as changed: it may be entering the page's lists, and its result is unknown.
 */
export type MatchChange = {
  matchId: number;
  status: MatchStatus;
  /** The match moved between scheduled, live, final...: lists and counts by status change. */
  statusChanged: boolean;
  /** The match is final and its result is new (just completed, or corrected): standings change. */
  resultChanged: boolean;
};

/**
 * Compares a pushed match with the cached one, then merges the push into the cache by id, so every
 * query showing the match redraws from the cache and nothing is fetched again.
 */
export function mergeMatchPush(cache: ApolloCache, match: LivePush_MatchFragment): MatchChange {
  const id = cache.identify({ __typename: 'Match', id: match.id });
  const before = cache.readFragment({ id, fragment: LiveStatusFragment });
  // The score as the cache held it: null when it held less than a score (a card only), so unknown.
  const scoreBefore = cache.readFragment({ id, fragment: LiveScore_MatchFragmentDoc, fragmentName: 'LiveScore_match' });
  cache.writeFragment({ id, fragment: LivePushMatchFragment, fragmentName: 'LivePush_match', data: match });
  const scoreAfter = cache.readFragment({ id, fragment: LiveScore_MatchFragmentDoc, fragmentName: 'LiveScore_match' });
  const statusChanged = before?.status !== match.status;
  const resultChanged =
    match.status === 'completed' &&
    (statusChanged || !scoreBefore || JSON.stringify(scoreBefore) !== JSON.stringify(scoreAfter));
  return { matchId: match.id, status: match.status, statusChanged, resultChanged };
}

// The hooks below merge pushes themselves ('no-cache' stops Apollo writing first), so that they can
// still see the match as it was. Two of them on one page for the same match would see each other's
// write: each page follows its matches through one of them.

/**
 * Follows every match of one tournament. Each push is merged into Apollo's cache; `onChange` says what
 * it changed, so a view re-reads only what that can move (the counts on a status change, the standings
 * on a result).
 */
export function useLiveTournament(tournamentId: number | null | undefined, onChange?: (change: MatchChange) => void) {
  usePushes(LiveTournamentSubscription, {
    variables: { tournamentId: tournamentId ?? 0 },
    skip: !tournamentId,
    fetchPolicy: 'no-cache',
    onData: (pushed, client) => {
      const match = pushed.tournamentMatchesUpdated;
      if (!match) return;
      onChange?.(mergeMatchPush(client.cache, match));
    },
  });
}

/**
 * Follows all live matches of published tournaments: kick-offs, score changes and finishes (a finished
 * match arrives with status completed). Pushes are merged into the cache; `onChange` says what changed,
 * so lists of live matches are re-read only when a match starts or ends.
 */
export function useLiveMatches(onChange?: (change: MatchChange) => void) {
  usePushes(LiveMatchesSubscription, {
    variables: {},
    fetchPolicy: 'no-cache',
    onData: (pushed, client) => {
      const match = pushed.liveMatchesUpdated;
      if (!match) return;
      onChange?.(mergeMatchPush(client.cache, match));
    },
  });
}

/**
 * A tournament page's query, kept current: pushes redraw a match from the cache, a match that starts, ends
 * or is new re-reads the page (its lists are filtered by status), and a minute's poll covers a lost socket.
 */
export function useLiveTournamentQuery<TData, TVariables extends { id: number }>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
) {
  const valid = Number.isSafeInteger(variables.id) && variables.id > 0;
  const result = useQuery<TData, TVariables>(document, {
    variables,
    skip: !valid,
    pollInterval: 60_000,
  });
  const { refetch } = result;
  useLiveTournament(valid ? variables.id : null, (change) => {
    if (change.statusChanged) void refetch();
  });
  return { ...result, valid };
}
