import { useSubscription } from '@apollo/client/react';
import { graphql } from '../../gql';

export const LiveTournamentSubscription = graphql(`
  subscription LiveTournament($tournamentId: Int!) {
    tournamentMatchesUpdated(tournamentId: $tournamentId) {
      id
      ...LiveScore_match
      scheduledDate
      venue
      roundNumber
      matchNumber
      updatedAt
    }
  }
`);

export const LiveMatchesSubscription = graphql(`
  subscription LiveMatches {
    liveMatchesUpdated {
      id
      ...LiveScore_match
      venue
      scheduledDate
      updatedAt
    }
  }
`);

/**
 * Follows every match of one tournament. Pushed matches update Apollo's cache; `onChange` runs after each
 * push, for views that must re-read something derived (for example refetching the standings).
 */
export function useLiveTournament(tournamentId: number | null | undefined, onChange?: (matchId: number) => void) {
  const { data, error } = useSubscription(LiveTournamentSubscription, {
    variables: { tournamentId: tournamentId ?? 0 },
    skip: !tournamentId,
    onData: ({ data: pushed }) => {
      const id = pushed.data?.tournamentMatchesUpdated.id;
      if (id && onChange) onChange(id);
    },
  });
  return { lastChange: data?.tournamentMatchesUpdated ?? null, error };
}

/**
 * Follows all live matches of published tournaments: kick-offs, score changes and finishes. Use
 * `onChange` to refetch lists of live matches (a finished match arrives with status completed).
 */
export function useLiveMatches(onChange?: (matchId: number, status: string) => void) {
  const { data, error } = useSubscription(LiveMatchesSubscription, {
    onData: ({ data: pushed }) => {
      const match = pushed.data?.liveMatchesUpdated;
      if (match && onChange) onChange(match.id, match.status);
    },
  });
  return { lastChange: data?.liveMatchesUpdated ?? null, error };
}
