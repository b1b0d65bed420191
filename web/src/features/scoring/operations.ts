import { graphql } from '../../gql';

export const ScoringMatchQuery = graphql(`
  query ScoringMatch($id: Int!) {
    match(id: $id) {
      id
      ...LiveScore_match
      seq
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

/** What the pad draws besides the live score: the sides' players (squads or rosters), the innings as the server projects them, the log. */
export const ScoringPadQuery = graphql(`
  query ScoringPad($id: Int!, $after: Int) {
    match(id: $id) {
      id
      seq
      status
      homeTeam {
        id
        name
      }
      awayTeam {
        id
        name
      }
      # Who may play: each side's squad for the tournament when it named one, else its roster.
      lineups {
        side
        fromSquad
        players {
          id
          name
          shirtNumber
          position
        }
      }
      innings {
        number
        superOver
        battingTeam {
          id
          name
        }
        runs
        wickets
        legalBalls
        overs
        target
        closed
        allOut
        batting {
          player {
            id
            name
          }
          runs
          balls
          dismissal {
            text
          }
        }
        bowling {
          player {
            id
            name
          }
          overs
          maidens
          runs
          wickets
        }
      }
      cricketSheet {
        toss {
          team {
            id
            name
          }
          decision
          text
        }
        playingXIs {
          team {
            id
          }
          players {
            id
            name
          }
          substitutes {
            id
            name
          }
          cameIn {
            id
            name
          }
          replaced {
            id
          }
        }
        officials {
          umpires
          tvUmpires
          reserveUmpires
          matchReferees
        }
        playerOfMatch {
          id
          name
        }
      }
      events(after: $after) {
        id
        seq
        kind
        payload
        createdAt
      }
    }
  }
`);

export const RecordDeliveryMutation = graphql(`
  mutation RecordDelivery($matchId: Int!, $key: String!, $afterSeq: Int!, $input: DeliveryInput!) {
    recordDelivery(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) {
      id
      seq
    }
  }
`);

export const RecordCricketSheetMutation = graphql(`
  mutation RecordCricketSheet($matchId: Int!, $key: String!, $afterSeq: Int!, $input: CricketSheetInput!) {
    recordCricketSheet(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) {
      id
      seq
    }
  }
`);

export const RecordFootballEventMutation = graphql(`
  mutation RecordFootballEvent($matchId: Int!, $key: String!, $afterSeq: Int!, $input: FootballEventInput!) {
    recordFootballEvent(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) {
      id
      seq
    }
  }
`);

export const UndoLastEventMutation = graphql(`
  mutation UndoLastEvent($matchId: Int!, $key: String!, $afterSeq: Int!, $reason: String) {
    undoLastEvent(matchId: $matchId, key: $key, afterSeq: $afterSeq, reason: $reason) {
      id
      seq
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

export const CloseInningsMutation = graphql(`
  mutation CloseInnings($matchId: Int!, $key: String!, $afterSeq: Int!, $input: CloseInningsInput!) {
    closeInnings(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) {
      id
      seq
    }
  }
`);

export const RecordRainRevisionMutation = graphql(`
  mutation RecordRainRevision($matchId: Int!, $key: String!, $afterSeq: Int!, $input: RainRevisionInput!) {
    recordRainRevision(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) {
      id
      seq
    }
  }
`);

export const CompleteAsTieMutation = graphql(`
  mutation CompleteAsTie($matchId: Int!, $key: String!, $afterSeq: Int!) {
    completeAsTie(matchId: $matchId, key: $key, afterSeq: $afterSeq) {
      id
      seq
    }
  }
`);

export const RecordPointsEventMutation = graphql(`
  mutation RecordPointsEvent($matchId: Int!, $key: String!, $afterSeq: Int!, $input: PointsEventInput!) {
    recordPointsEvent(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) {
      id
      seq
    }
  }
`);

export const AbandonMatchMutation = graphql(`
  mutation AbandonMatch($matchId: Int!, $reason: String) {
    abandonMatch(matchId: $matchId, reason: $reason) {
      id
      seq
      ...LiveScore_match
    }
  }
`);
