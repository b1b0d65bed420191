import { graphql } from '../../gql';

export const ScoringMatchQuery = graphql(`
  query ScoringMatch($id: Int!) {
    match(id: $id) {
      id
      ...LiveScore_match
      viewerCanScore
      scheduledDate
      venue
      roundNumber
      matchNumber
      matchNotes
      tournament {
        id
        name
        sport
        tournamentType
        oversPerInnings
        ballsPerOver
      }
    }
  }
`);

export const ChangeMatchStatusMutation = graphql(`
  mutation ChangeMatchStatus($matchId: Int!, $status: MatchStatus!, $score: MatchScoreInput) {
    changeMatchStatus(matchId: $matchId, status: $status, score: $score) {
      id
      ...LiveScore_match
    }
  }
`);

export const UpdateMatchScoreMutation = graphql(`
  mutation UpdateMatchScore($matchId: Int!, $score: MatchScoreInput!) {
    updateMatchScore(matchId: $matchId, score: $score) {
      id
      ...LiveScore_match
    }
  }
`);
