import { graphql } from '../../../gql';

/** An innings as the match centre shows it: the card, the live state of the open one, the commentary. */
export const InningsFields = graphql(`
  fragment MatchCentreInnings on Innings {
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
        name
      }
      runs
      balls
    }
    nonStriker {
      player {
        name
      }
      runs
      balls
    }
    currentBowler {
      player {
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
    powerplays {
      text
    }
    reviews {
      ball
      team {
        name
      }
      text
    }
    replacements {
      ball
      text
    }
    commentary {
      ball
      text
      chip
      runs
      wicket
    }
  }
`);

/** A football match's timeline and the period its clock runs in. */
export const FootballFields = graphql(`
  fragment MatchCentreFootball on FootballSummary {
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
      minuteText
      player {
        name
      }
      text
    }
  }
`);

/** What frames a cricket match: the toss, the XIs, the officials and the player of the match. */
export const CricketSheetFields = graphql(`
  fragment MatchCentreCricketSheet on CricketMatchSheet {
    toss {
      text
    }
    playingXIs {
      team {
        id
        name
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
`);

/** The cricket card of the match centre: every innings with the live state of the open one. */
export const MatchCentreCricketQuery = graphql(`
  query MatchCentreCricket($id: Int!) {
    match(id: $id) {
      id
      importedFromCricsheet
      innings {
        ...MatchCentreInnings
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
        ...MatchCentreFootball
      }
      ...MatchCentreFootballSheet
      cricketSheet {
        ...MatchCentreCricketSheet
      }
    }
  }
`);

/**
 * The match page's live feed: the score (as every live page has it) and the centre's card and timeline in
 * the same push, so the header, the scorecard and the commentary move together within the second; the toss,
 * the XIs and the player of the match ride along. The server projects one card per ball for all watchers
 * (MatchCardService).
 */
export const MatchCentreLiveSubscription = graphql(`
  subscription MatchCentreLive($matchId: Int!) {
    matchUpdated(matchId: $matchId) {
      id
      ...LiveScore_match
      seq
      scheduledDate
      venue
      roundNumber
      matchNotes
      updatedAt
      innings {
        ...MatchCentreInnings
      }
      football {
        ...MatchCentreFootball
      }
    }
  }
`);
