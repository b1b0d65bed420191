// The value sets that inputs are checked against. Declared here, not in the entities, so the browser
// can check a form with the same schema; the entities re-export them and register them with GraphQL.

export enum TournamentType {
  round_robin = 'round_robin',
  knockout = 'knockout',
  league = 'league',
}

export enum Sport {
  football = 'football',
  cricket = 'cricket',
  points = 'points',
}

/** Where a match stands. Here, not in the match entity, so the pub/sub's payloads (infrastructure) can name it. */
export enum MatchStatus {
  scheduled = 'scheduled',
  in_progress = 'in_progress',
  completed = 'completed',
  cancelled = 'cancelled',
  postponed = 'postponed',
}

export enum PlayerPosition {
  batsman = 'batsman',
  bowler = 'bowler',
  all_rounder = 'all_rounder',
  wicket_keeper = 'wicket_keeper',
  goalkeeper = 'goalkeeper',
  defender = 'defender',
  midfielder = 'midfielder',
  forward = 'forward',
}

export enum ResultKind {
  normal = 'normal',
  tie = 'tie',
  no_result = 'no_result',
  rain_revised = 'rain_revised',
}

export enum Side {
  home = 'home',
  away = 'away',
}

/** What a points-sport tournament plays: how its sets or periods are won (the scoring pad's rules). */
export enum PointsFormat {
  volleyball = 'volleyball',
  beach_volleyball = 'beach_volleyball',
  badminton = 'badminton',
  table_tennis = 'table_tennis',
  squash = 'squash',
  tennis = 'tennis',
  basketball = 'basketball',
  netball = 'netball',
  points = 'points',
}

/** A rule that orders a table; a tournament's list of them, in order, is its ranking. */
export enum TieBreaker {
  POINTS = 'POINTS',
  WINS = 'WINS',
  GOAL_DIFFERENCE = 'GOAL_DIFFERENCE',
  GOALS_FOR = 'GOALS_FOR',
  AWAY_GOALS_FOR = 'AWAY_GOALS_FOR',
  HEAD_TO_HEAD_POINTS = 'HEAD_TO_HEAD_POINTS',
  HEAD_TO_HEAD_GOAL_DIFFERENCE = 'HEAD_TO_HEAD_GOAL_DIFFERENCE',
  HEAD_TO_HEAD_GOALS_FOR = 'HEAD_TO_HEAD_GOALS_FOR',
  NET_RUN_RATE = 'NET_RUN_RATE',
  FAIR_PLAY = 'FAIR_PLAY',
  DRAWING_OF_LOTS = 'DRAWING_OF_LOTS',
}

/** What a tournament's webhook can be told about (issue 12). */
export enum WebhookEvent {
  MATCH_STARTED = 'MATCH_STARTED',
  EVENT_SCORED = 'EVENT_SCORED',
  RESULT = 'RESULT',
  STANDINGS_CHANGED = 'STANDINGS_CHANGED',
  FIXTURE_CHANGED = 'FIXTURE_CHANGED',
}

/** How a level knockout match is settled; empty: the sport's way (football extra time then penalties, cricket a super over). */
export enum KnockoutDecider {
  EXTRA_TIME_AND_PENALTIES = 'EXTRA_TIME_AND_PENALTIES',
  PENALTIES = 'PENALTIES',
  SUPER_OVER = 'SUPER_OVER',
  REPLAY = 'REPLAY',
}

/** The ways each sport may settle a level knockout match (a tournament's or a stage's decider is one of these). */
export const SPORT_DECIDERS: Record<Sport, readonly KnockoutDecider[]> = {
  [Sport.football]: [KnockoutDecider.EXTRA_TIME_AND_PENALTIES, KnockoutDecider.PENALTIES, KnockoutDecider.REPLAY],
  [Sport.cricket]: [KnockoutDecider.SUPER_OVER, KnockoutDecider.REPLAY],
  [Sport.points]: [KnockoutDecider.REPLAY],
};

/** How one stage of a tournament is played. */
export enum StageFormat {
  ROUND_ROBIN = 'ROUND_ROBIN',
  LEAGUE = 'LEAGUE',
  GROUPS = 'GROUPS',
  KNOCKOUT = 'KNOCKOUT',
  PAGE_PLAYOFF = 'PAGE_PLAYOFF',
}
