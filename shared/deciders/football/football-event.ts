/**
 * Football match events, as plain data: no ORM and no GraphQL here, so the rules can be folded and
 * tested on their own. `FootballEventInput` is flat (GraphQL inputs have no unions) and maps 1:1 to the
 * `FootballEventInput` of `recordFootballEvent(matchId, key, afterSeq, input)`.
 */

/** A side of the match; the same strings as the `Side` enum of the match entity. */
export type FootballSide = 'home' | 'away';

export const otherSide = (side: FootballSide): FootballSide => (side === 'home' ? 'away' : 'home');

/** As the contract's `PlayerRef { id: Int, name: String }`: a roster player by id, or a name. */
export type PlayerRef = { id?: number | null; name?: string | null };

export const FOOTBALL_PERIODS = [
  'FIRST_HALF',
  'SECOND_HALF',
  'EXTRA_TIME_FIRST',
  'EXTRA_TIME_SECOND',
  'PENALTIES',
] as const;
export type FootballPeriod = (typeof FOOTBALL_PERIODS)[number];

export const FOOTBALL_EVENT_KINDS = [
  'PERIOD_START',
  'PERIOD_END',
  'GOAL',
  'MISSED_PENALTY',
  'YELLOW_CARD',
  'SECOND_YELLOW',
  'RED_CARD',
  'SUBSTITUTION',
  'SHOOTOUT_KICK',
  'LINEUP',
  'OFFICIALS',
  'STAT',
  'POSSESSION',
] as const;
export type FootballEventKind = (typeof FOOTBALL_EVENT_KINDS)[number];

/** The tallies a scorer keeps per side with +1/-1 taps; a shot on target counts as a shot too. */
export const FOOTBALL_STATS = ['SHOTS', 'SHOTS_ON_TARGET', 'CORNERS', 'FOULS', 'OFFSIDES'] as const;
export type FootballStat = (typeof FOOTBALL_STATS)[number];

/** A player on a team sheet: the roster reference, with the shirt number and position the server adds. */
export type SheetPlayerRef = PlayerRef & { shirtNumber?: number | null; position?: string | null };

/**
 * One event as the scorer sends it. Which fields each kind needs:
 * - PERIOD_START, PERIOD_END: period.
 * - GOAL: side (credited), player (the scorer; of the other side for an own goal), minute, and
 *   optionally addedTime (90+3 is minute 90, addedTime 3), assist, penalty, ownGoal.
 * - MISSED_PENALTY: side (taking the kick), player, minute, addedTime.
 * - YELLOW_CARD, SECOND_YELLOW, RED_CARD: side, player, minute, addedTime.
 * - SUBSTITUTION: side, playerOff, playerOn, minute, addedTime.
 * - SHOOTOUT_KICK: side, player (the taker), scored.
 * - LINEUP (before kick-off; a later one for the side replaces it): side, formation ("4-3-3"), starters (11:
 *   the goalkeeper, then each row of the formation from defence to attack), bench.
 * - OFFICIALS (any time; a later one replaces it): referee, assistantReferees, fourthOfficial.
 * - STAT (after kick-off): side, stat, delta (+1 or -1).
 * - POSSESSION (after kick-off): side, possession (that side's percentage; the other has the rest).
 */
export type FootballEventInput = {
  kind: FootballEventKind;
  period?: FootballPeriod | null;
  side?: FootballSide | null;
  player?: PlayerRef | null;
  assist?: PlayerRef | null;
  playerOff?: PlayerRef | null;
  playerOn?: PlayerRef | null;
  minute?: number | null;
  addedTime?: number | null;
  penalty?: boolean | null;
  ownGoal?: boolean | null;
  scored?: boolean | null;
  formation?: string | null;
  starters?: SheetPlayerRef[] | null;
  bench?: SheetPlayerRef[] | null;
  referee?: string | null;
  assistantReferees?: string[] | null;
  fourthOfficial?: string | null;
  stat?: FootballStat | null;
  delta?: number | null;
  possession?: number | null;
};

/** An event as stored in the log: the input and when the server recorded it (starts the period clock). */
export type FootballEvent = { input: FootballEventInput; at: Date };

/** The contract's `GoalInput`, used by `recordResult` for a match nobody scored live. */
export type GoalInput = {
  side: FootballSide;
  player: PlayerRef;
  minute: number;
  addedTime?: number | null;
  penalty?: boolean | null;
  ownGoal?: boolean | null;
};

export function goalEvent(goal: GoalInput): FootballEventInput {
  return { kind: 'GOAL', ...goal };
}

/** What a knockout does with a draw; null for a match where a draw stands (a league). */
export type KnockoutRules = { extraTime: boolean; penalties: boolean };

export type FootballRules = {
  halfMinutes: number;
  extraTimeHalfMinutes: number;
  knockout: KnockoutRules | null;
};

export const LEAGUE_RULES: FootballRules = { halfMinutes: 45, extraTimeHalfMinutes: 15, knockout: null };

export function knockoutRules(knockout: KnockoutRules): FootballRules {
  return { ...LEAGUE_RULES, knockout };
}
