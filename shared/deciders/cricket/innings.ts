// A cricket match's innings as the Laws open and close them: which innings is open, who bats in it, and
// when it closes by itself. Pure: every step answers a new state.
import { RuleViolation } from '../decider.js';
import type { InningsClosure, MatchConfig, PlayerKey, TeamKey } from './delivery.js';
import { DEFAULT_BALLS_PER_OVER, MAIN_INNINGS_WICKETS, SUPER_OVER_WICKETS } from './laws.js';
import type { CricketSheet } from './match-sheet.js';
import { matchResult } from './result.js';

/** A refused event, naming the input field at fault (as `input.bowler`, `input.wickets[0].kind`). */
export class CricketRuleError extends RuleViolation {
  constructor(field: string, message: string) {
    super(field, message);
    this.name = 'CricketRuleError';
  }
}

export type Target = { runs: number; balls: number; revised: boolean };

export type InningsState = {
  readonly number: number;
  /** Innings 3, 4, ... : super overs, played only after a tie. */
  readonly superOver: boolean;
  readonly battingTeam: TeamKey;
  readonly bowlingTeam: TeamKey;
  readonly runs: number;
  readonly wickets: number;
  readonly legalBalls: number;
  /** The innings' quota of balls (revised overs included). */
  readonly maxBalls: number;
  /** Ten (two in a super over), one fewer for each absent batter. */
  readonly maxWickets: number;
  readonly target: Target | null;
  /** A chase stopped for good with a par score: the runs that would have tied (rain rules). */
  readonly par: number | null;
  /** The rain rules' name as recorded (DLS, D/L), when a revision or a par set them. */
  readonly rainMethod: string | null;
  readonly closed: InningsClosure | null;
  /** Who is on strike and at the other end; null where a batter is out and the next is not yet in. */
  readonly striker: PlayerKey | null;
  readonly nonStriker: PlayerKey | null;
  /** Batters in the order they came in. */
  readonly batted: readonly PlayerKey[];
  readonly dismissed: readonly PlayerKey[];
  /** Retired hurt or retired not out: they may come back. */
  readonly retired: readonly PlayerKey[];
  readonly absentHurt: readonly PlayerKey[];
  /** The bowler of the last complete over, who may not bowl the next. */
  readonly previousOverBowler: PlayerKey | null;
  /**
   * The next delivery is a free hit (limited overs, after a no-ball). Optional: a state stored before
   * free hits were followed reads as none.
   */
  readonly freeHit?: boolean;
  readonly penaltyPre: number;
  readonly penaltyPost: number;
};

export type MatchState = {
  readonly config: Readonly<MatchConfig> & { readonly ballsPerOver: number };
  readonly innings: readonly InningsState[];
  readonly abandoned: boolean;
  /** The scorer completed a tie without a (further) super over. */
  readonly tieCompleted: boolean;
  /** The toss, the XIs, officials, powerplays, player of the match (a state stored before them has none). */
  readonly sheet?: CricketSheet;
};

export type MatchResult = {
  /** in progress: more play to come; tied: level, and a super over may still be played. */
  status: 'in progress' | 'tied' | 'complete' | 'no result';
  winner: TeamKey | null;
  /** As a scorecard prints it; null while the match is in progress. */
  text: string | null;
  /** The chase was set a rain-revised target, or decided by a par score. */
  dls: boolean;
  /** The rain rules' name, as the result prints it: DLS unless the log recorded another (D/L). */
  method: string | null;
};

export function initialState(config: MatchConfig): MatchState {
  const ballsPerOver = config.ballsPerOver ?? DEFAULT_BALLS_PER_OVER;
  if (config.teams[0] === config.teams[1]) throw new CricketRuleError('config.teams', 'A match needs two sides');
  return { config: { ...config, ballsPerOver }, innings: [], abandoned: false, tieCompleted: false };
}

export function currentInnings(state: MatchState): InningsState | undefined {
  return state.innings[state.innings.length - 1];
}

export const otherTeam = (state: MatchState, team: TeamKey): TeamKey =>
  state.config.teams[0] === team ? state.config.teams[1] : state.config.teams[0];

/** Who must bat in innings `number`, or null when nothing settles it yet. */
function expectedBattingTeam(state: MatchState, number: number): TeamKey | null {
  if (number === 1) return state.config.battingFirst ?? null;
  const previous = state.innings[number - 2];
  // The side that batted second bats first in a super over (and in the next one after a tie).
  return number % 2 === 0 ? otherTeam(state, previous.battingTeam) : previous.battingTeam;
}

/** Refuses, or answers the innings an event for innings `number` is to be applied to (opened if new). */
export function inningsFor(
  state: MatchState,
  number: number,
  battingTeam: TeamKey | undefined,
  allowClosed = false,
): InningsState {
  if (state.abandoned) throw new CricketRuleError('input.innings', 'The match was abandoned');
  if (state.tieCompleted) throw new CricketRuleError('input.innings', 'The match was completed as a tie');
  if (!Number.isInteger(number) || number < 1) {
    throw new CricketRuleError('input.innings', 'The innings is a number from 1');
  }
  const last = currentInnings(state);
  const lastNumber = last?.number ?? 0;
  if (last && number === lastNumber) {
    if (last.closed && !allowClosed) {
      throw new CricketRuleError('input.innings', `Innings ${number} is closed (${last.closed})`);
    }
    if (battingTeam !== undefined && battingTeam !== last.battingTeam) {
      throw new CricketRuleError('input.battingTeam', `${last.battingTeam} is batting in innings ${number}`);
    }
    return last;
  }
  if (number !== lastNumber + 1) {
    throw new CricketRuleError(
      'input.innings',
      last?.closed || !last ? `The next innings is ${lastNumber + 1}` : `Innings ${lastNumber} is in play`,
    );
  }
  if (last && !last.closed) {
    throw new CricketRuleError('input.innings', `Innings ${lastNumber} is still open: close it first`);
  }
  // A super over's first innings needs a tie; its second follows it.
  if (number >= 3 && number % 2 === 1 && matchResult(state).status !== 'tied') {
    throw new CricketRuleError('input.innings', `Innings ${number} can only be a super over after a tie`);
  }
  return openInnings(state, number, battingTeam);
}

function openInnings(state: MatchState, number: number, given: TeamKey | undefined): InningsState {
  const expected = expectedBattingTeam(state, number);
  if (given !== undefined && !state.config.teams.includes(given)) {
    throw new CricketRuleError('input.battingTeam', `${given} is not playing in this match`);
  }
  // The side to bat first in a super over is the scorer's call when the playing conditions differ.
  if (given !== undefined && expected !== null && given !== expected && !(number >= 3 && number % 2 === 1)) {
    throw new CricketRuleError('input.battingTeam', `${expected} bats in innings ${number}`);
  }
  const battingTeam = given ?? expected;
  if (battingTeam === null) {
    throw new CricketRuleError('input.battingTeam', `Name the side batting in innings ${number}`);
  }
  const superOver = number >= 3;
  const { ballsPerOver, overs } = state.config;
  const maxBalls = superOver ? ballsPerOver : overs * ballsPerOver;
  const previous = state.innings[number - 2];
  return {
    number,
    superOver,
    battingTeam,
    bowlingTeam: otherTeam(state, battingTeam),
    runs: 0,
    wickets: 0,
    legalBalls: 0,
    maxBalls,
    maxWickets: superOver ? SUPER_OVER_WICKETS : MAIN_INNINGS_WICKETS,
    target: number % 2 === 0 ? { runs: previous.runs + 1, balls: maxBalls, revised: false } : null,
    par: null,
    rainMethod: null,
    closed: null,
    striker: null,
    nonStriker: null,
    batted: [],
    dismissed: [],
    retired: [],
    absentHurt: [],
    previousOverBowler: null,
    freeHit: false,
    penaltyPre: 0,
    penaltyPost: 0,
  };
}

/** An innings closes by itself at its target, at its last wicket, or at its last ball. */
export function withClosure(innings: InningsState): InningsState {
  if (innings.closed) return innings;
  let closed: InningsClosure | null = null;
  if (innings.target && innings.runs >= innings.target.runs) closed = 'target';
  else if (innings.wickets >= innings.maxWickets) closed = 'all out';
  else if (innings.legalBalls >= innings.maxBalls) closed = 'overs';
  return closed ? { ...innings, closed } : innings;
}

export function replaceCurrent(state: MatchState, innings: InningsState): MatchState {
  const rest = currentInnings(state)?.number === innings.number ? state.innings.slice(0, -1) : state.innings;
  return { ...state, innings: [...rest, innings] };
}

export const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

export function checkPlayer(value: unknown, field: string): PlayerKey {
  if (typeof value !== 'string' || value.trim() === '') throw new CricketRuleError(field, 'Name the player');
  return value;
}
