import { RuleViolation } from '../decider.js';
import { project, type LogEntry } from '../log.js';
import { otherSide, type FootballSide as Side } from '../football/football-event.js';

/**
 * The points sports (the tournament sport `points`): a match is a log of points, or of whole sets
 * (periods) entered at once. Two shapes cover the sports the site hosts: sets won by points with a
 * margin (volleyball, beach volleyball, badminton, table tennis, squash, tennis counted in games), and
 * timed periods whose points add up (basketball, netball, or a plain total).
 */
export type SetRules = {
  format: 'sets';
  /** Sets needed to win the match: 3 in a best of five. */
  setsToWin: number;
  pointsToWinSet: number;
  /** The deciding set's target (volleyball's fifth set is played to 15). */
  decidingSetPoints: number;
  /** The lead a set is won by once the target is reached. */
  winBy: number;
  /** A set ends at this score whatever the lead (tennis 7-6, badminton 30-29); null when none. */
  cap: number | null;
};

export type PeriodRules = {
  format: 'periods';
  periods: number;
  /** Level after the periods: extra periods until one side leads; otherwise a draw stands. */
  overtime: boolean;
};

export type PointsRules = SetRules | PeriodRules;

const sets = (setsToWin: number, pointsToWinSet: number, decidingSetPoints: number, cap: number | null = null) =>
  ({ format: 'sets', setsToWin, pointsToWinSet, decidingSetPoints, winBy: 2, cap }) satisfies SetRules;

/** The rules people know, by name. `points` is any other sport: one total per side, a draw stands. */
export const POINTS_SPORTS = {
  volleyball: sets(3, 25, 15),
  beachVolleyball: sets(2, 21, 15),
  badminton: sets(2, 21, 21, 30),
  tableTennis: sets(3, 11, 11),
  squash: sets(3, 11, 11),
  tennis: sets(2, 6, 6, 7),
  basketball: { format: 'periods', periods: 4, overtime: true },
  netball: { format: 'periods', periods: 4, overtime: false },
  points: { format: 'periods', periods: 1, overtime: false },
} as const satisfies Record<string, PointsRules>;

export type PointsSport = keyof typeof POINTS_SPORTS;

/**
 * - POINT: side, and points (1 unless the sport scores more at once: basketball's 2 and 3). A set
 *   ends by itself at its winning point.
 * - SET_RESULT: a whole set (or period) at once, home and away.
 * - PERIOD_END: ends the period being played (period sports only).
 */
export type PointsEventInput = {
  kind: 'POINT' | 'SET_RESULT' | 'PERIOD_END';
  side?: Side | null;
  points?: number | null;
  home?: number | null;
  away?: number | null;
};

export type Score = { home: number; away: number };
export type SetScore = Score & { complete: boolean };

export type PointsState = {
  rules: PointsRules;
  phase: 'NOT_STARTED' | 'PLAYING' | 'ENDED';
  /** Sets (or periods) in order; the last may be in progress. */
  sets: SetScore[];
  setsWon: Score;
  /** Points over the whole match. */
  total: Score;
  winner: Side | null;
};

export function initialPointsState(rules: PointsRules): PointsState {
  return {
    rules,
    phase: 'NOT_STARTED',
    sets: [],
    setsWon: { home: 0, away: 0 },
    total: { home: 0, away: 0 },
    winner: null,
  };
}

const isDecidingSet = (rules: SetRules, index: number) => index === 2 * rules.setsToWin - 2;

/** Whether a set with these scores is over: the target reached with the lead, or the cap. */
function setOver(rules: SetRules, index: number, winner: number, loser: number): boolean {
  const target = isDecidingSet(rules, index) ? rules.decidingSetPoints : rules.pointsToWinSet;
  return (rules.cap !== null && winner >= rules.cap) || (winner >= target && winner - loser >= rules.winBy);
}

/** Why a final set score cannot be, or null: it must be over, and not have been over a point earlier. */
export function setScoreProblem(rules: SetRules, index: number, score: Score): RuleViolation | null {
  if (score.home === score.away) return new RuleViolation('input.away', 'A set cannot end level');
  const side: Side = score.home > score.away ? 'home' : 'away';
  const winner = score[side];
  const loser = score[otherSide(side)];
  const target = isDecidingSet(rules, index) ? rules.decidingSetPoints : rules.pointsToWinSet;
  const field = `input.${side}`;
  const setName = `Set ${index + 1}`;
  if (!setOver(rules, index, winner, loser)) {
    return winner < target
      ? new RuleViolation(field, `${setName} is won at ${target} points`)
      : new RuleViolation(field, `${setName} goes on until a side leads by ${rules.winBy}`);
  }
  if (setOver(rules, index, winner - 1, loser)) {
    return new RuleViolation(field, `${setName} would have ended before ${winner}-${loser}`);
  }
  return null;
}

function requireScore(value: number | null | undefined, field: string): number {
  if (value == null || !Number.isInteger(value) || value < 0) {
    throw new RuleViolation(field, 'Enter the score (a whole number, 0 or more)');
  }
  return value;
}

function setInProgress(state: PointsState): SetScore | null {
  const last = state.sets.at(-1);
  return last && !last.complete ? last : null;
}

/** Closes the set (or period) in progress and ends the match once the rules say it is over. */
function completeSet(state: PointsState, set: SetScore) {
  set.complete = true;
  const { rules } = state;
  if (set.home !== set.away) state.setsWon[set.home > set.away ? 'home' : 'away'] += 1;
  if (rules.format === 'sets') {
    const won = (['home', 'away'] as const).find((side) => state.setsWon[side] === rules.setsToWin);
    if (won) endMatch(state, won);
    return;
  }
  const played = state.sets.length;
  if (played < rules.periods) return;
  if (state.total.home !== state.total.away) endMatch(state, state.total.home > state.total.away ? 'home' : 'away');
  else if (!rules.overtime) endMatch(state, null);
}

function endMatch(state: PointsState, winner: Side | null) {
  state.phase = 'ENDED';
  state.winner = winner;
}

function recordPoint(state: PointsState, input: PointsEventInput) {
  if (input.side !== 'home' && input.side !== 'away') throw new RuleViolation('input.side', 'Choose the side');
  const side = input.side;
  const points = input.points ?? 1;
  const { rules } = state;
  if (!Number.isInteger(points) || points < 1 || (rules.format === 'sets' && points !== 1)) {
    throw new RuleViolation('input.points', rules.format === 'sets' ? 'A point is worth 1' : 'Points are 1 or more');
  }
  let set = setInProgress(state);
  if (!set) {
    set = { home: 0, away: 0, complete: false };
    state.sets.push(set);
  }
  set[side] += points;
  state.total[side] += points;
  const index = state.sets.length - 1;
  if (rules.format === 'sets' && setOver(rules, index, set[side], set[otherSide(side)])) completeSet(state, set);
}

function recordSetResult(state: PointsState, input: PointsEventInput) {
  if (setInProgress(state)) {
    throw new RuleViolation('input.kind', 'A set is being scored point by point: finish it, or undo its points');
  }
  const score = { home: requireScore(input.home, 'input.home'), away: requireScore(input.away, 'input.away') };
  if (state.rules.format === 'sets') {
    const problem = setScoreProblem(state.rules, state.sets.length, score);
    if (problem) throw problem;
  }
  const set = { ...score, complete: false };
  state.sets.push(set);
  state.total.home += score.home;
  state.total.away += score.away;
  completeSet(state, set);
}

function endPeriod(state: PointsState) {
  if (state.rules.format === 'sets') {
    throw new RuleViolation('input.kind', 'A set ends by itself at its winning point');
  }
  const set = setInProgress(state) ?? { home: 0, away: 0, complete: false };
  if (!setInProgress(state)) state.sets.push(set);
  completeSet(state, set);
}

/** The next state after one event, or a `RuleViolation` naming the field; the state given is never changed. */
export function applyPointsEvent(state: PointsState, input: PointsEventInput): PointsState {
  if (state.phase === 'ENDED') throw new RuleViolation('input.kind', 'The match has ended');
  const next = structuredClone(state);
  next.phase = 'PLAYING';
  if (input.kind === 'POINT') recordPoint(next, input);
  else if (input.kind === 'SET_RESULT') recordSetResult(next, input);
  else if (input.kind === 'PERIOD_END') endPeriod(next);
  else throw new RuleViolation('input.kind', 'Unknown points event');
  return next;
}

export function projectPoints(rules: PointsRules, log: readonly LogEntry<PointsEventInput>[]): PointsState {
  return project(initialPointsState(rules), applyPointsEvent, log);
}

/** The sets (or periods) as printed, home first: "25-20, 23-25, 15-13". */
export function setScoresText(state: PointsState): string {
  return state.sets.map((set) => `${set.home}-${set.away}`).join(', ');
}

/** What the table counts as the score: sets won in a set sport, points in a period sport. */
function matchScore(state: PointsState): Score {
  return state.rules.format === 'sets' ? state.setsWon : state.total;
}

/** "Sunset Bay Volley won 3-1", "Lakers won 120-115 after overtime" or "Draw"; null until the end. */
export function pointsResultText(state: PointsState, teams: { home: string; away: string }): string | null {
  if (state.phase !== 'ENDED') return null;
  if (!state.winner) return 'Draw';
  const score = matchScore(state);
  const loser = otherSide(state.winner);
  const overtime = state.rules.format === 'periods' && state.sets.length > state.rules.periods;
  return `${teams[state.winner]} won ${score[state.winner]}-${score[loser]}${overtime ? ' after overtime' : ''}`;
}

export type PointsStandingsInput = { homeScore: number; awayScore: number; winner: Side | null };

export function pointsStandingsInput(state: PointsState): PointsStandingsInput | null {
  if (state.phase !== 'ENDED') return null;
  const score = matchScore(state);
  return { homeScore: score.home, awayScore: score.away, winner: state.winner };
}
