import { graphql } from '../../../gql';

/** The cricket card of the match centre: every innings with the live state of the open one. */
export const MatchCentreCricketQuery = graphql(`
  query MatchCentreCricket($id: Int!) {
    match(id: $id) {
      id
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
        targetOvers
        targetRevised
        closed
        allOut
        runsNeeded
        ballsLeft
        requiredRunRate
        extras {
          wides
          noBalls
          byes
          legByes
          penalty
          total
        }
        striker {
          player {
            id
            name
          }
          runs
          balls
        }
        nonStriker {
          player {
            id
            name
          }
          runs
          balls
        }
        currentBowler {
          player {
            id
            name
          }
          overs
          maidens
          runs
          wickets
        }
        thisOver {
          over
          balls
        }
        batting {
          player {
            id
            name
          }
          runs
          balls
          fours
          sixes
          strikeRate
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
          economy
          wides
          noBalls
        }
        fallOfWickets {
          wicket
          text
        }
        partnerships {
          wicket
          runs
          legalBalls
          unbroken
          batters {
            id
            name
          }
        }
        yetToBat {
          id
          name
        }
        runsPerOver {
          over
          runs
          wickets
          total
        }
        commentary {
          ball
          text
          chip
          runs
          wicket
        }
      }
    }
  }
`);

/** The football timeline and both sides' players. */
export const MatchCentreSidesQuery = graphql(`
  query MatchCentreSides($id: Int!) {
    match(id: $id) {
      id
      lineups {
        side
        team {
          id
          name
        }
        players {
          id
          name
          shirtNumber
          position
        }
      }
      football {
        phase
        period
        periodFirstMinute
        periodLastMinute
        periodStartedAt
        homeScorers
        awayScorers
        timeline {
          kind
          side
          minute
          addedTime
          minuteText
          player {
            name
          }
          other {
            name
          }
          penalty
          ownGoal
          text
        }
      }
    }
  }
`);
