// A cricket match as a fold over its events: which innings is open, who is at the crease, who bowled
// the last over, when an innings closes and what the result is. Pure: no I/O, and a refused event
// leaves the state as it was (every step answers a new state).
import {
  BOWLER_CREDITED,
  DISMISSAL_KINDS,
  NO_EXTRAS,
  isDismissalKind,
  isWicketOfInnings,
  type Delivery,
  type DeliveryInput,
  type DismissalKind,
  type Extras,
  type InningsClosure,
  type InningsEvent,
  type MatchConfig,
  type MatchEvent,
  type PlayerKey,
  type TeamKey,
  type Wicket,
} from './delivery.js';
import {
  DEFAULT_BALLS_PER_OVER,
  MAIN_INNINGS_WICKETS,
  SUPER_OVER_WICKETS,
  deliveryRuns,
  isLegalBall,
  oversToBalls,
  runsRun,
} from './laws.js';

/** A refused event, naming the input field at fault (as `input.bowler`, `input.wickets[0].kind`). */
export class CricketRuleError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
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
  readonly penaltyPre: number;
  readonly penaltyPost: number;
};

export type MatchState = {
  readonly config: Readonly<MatchConfig> & { readonly ballsPerOver: number };
  readonly innings: readonly InningsState[];
  readonly abandoned: boolean;
  /** The scorer completed a tie without a (further) super over. */
  readonly tieCompleted: boolean;
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

const otherTeam = (state: MatchState, team: TeamKey): TeamKey =>
  state.config.teams[0] === team ? state.config.teams[1] : state.config.teams[0];

/** Who must bat in innings `number`, or null when nothing settles it yet. */
function expectedBattingTeam(state: MatchState, number: number): TeamKey | null {
  if (number === 1) return state.config.battingFirst ?? null;
  const previous = state.innings[number - 2];
  // The side that batted second bats first in a super over (and in the next one after a tie).
  return number % 2 === 0 ? otherTeam(state, previous.battingTeam) : previous.battingTeam;
}

/** Refuses, or answers the innings an event for innings `number` is to be applied to (opened if new). */
function inningsFor(
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
    penaltyPre: 0,
    penaltyPost: 0,
  };
}

/** An innings closes by itself at its target, at its last wicket, or at its last ball. */
function withClosure(innings: InningsState): InningsState {
  if (innings.closed) return innings;
  let closed: InningsClosure | null = null;
  if (innings.target && innings.runs >= innings.target.runs) closed = 'target';
  else if (innings.wickets >= innings.maxWickets) closed = 'all out';
  else if (innings.legalBalls >= innings.maxBalls) closed = 'overs';
  return closed ? { ...innings, closed } : innings;
}

function replaceCurrent(state: MatchState, innings: InningsState): MatchState {
  const rest = currentInnings(state)?.number === innings.number ? state.innings.slice(0, -1) : state.innings;
  return { ...state, innings: [...rest, innings] };
}

const EXTRA_FIELDS: Record<keyof Extras, string> = {
  wides: 'input.extras.wides',
  noBalls: 'input.extras.noBalls',
  byes: 'input.extras.byes',
  legByes: 'input.extras.legByes',
  penalty: 'input.extras.penalty',
};

/** Off a no-ball nobody is out in a way credited to the bowler; off a wide, these too are ruled out. */
const NOT_OFF_A_NO_BALL = BOWLER_CREDITED;
const NOT_OFF_A_WIDE = new Set<DismissalKind>(['bowled', 'caught', 'caught and bowled', 'lbw', 'hit the ball twice']);

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

function checkPlayer(value: unknown, field: string): PlayerKey {
  if (typeof value !== 'string' || value.trim() === '') throw new CricketRuleError(field, 'Name the player');
  return value;
}

/** Checks a delivery against the Laws and the state of its innings; answers it with every field filled. */
export function validateDelivery(
  state: MatchState,
  input: DeliveryInput,
): { delivery: Delivery; innings: InningsState } {
  const innings = inningsFor(state, input.innings, input.battingTeam);

  // Seven is the most seen (three run and four overthrows); ten leaves room and still catches a typo.
  if (!isCount(input.runs) || input.runs > 10) {
    throw new CricketRuleError('input.runs', 'Runs off the bat are a whole number from 0 to 10');
  }
  const extras: Extras = { ...NO_EXTRAS };
  for (const key of Object.keys(EXTRA_FIELDS) as (keyof Extras)[]) {
    const value = input.extras?.[key] ?? 0;
    if (!isCount(value)) throw new CricketRuleError(EXTRA_FIELDS[key], 'Extras are a whole number from 0');
    extras[key] = value;
  }
  if (extras.wides > 0 && extras.noBalls > 0) {
    throw new CricketRuleError('input.extras.noBalls', 'A delivery is a wide or a no-ball, not both');
  }
  if (extras.wides > 0 && (input.runs > 0 || extras.byes > 0 || extras.legByes > 0)) {
    throw new CricketRuleError('input.extras.wides', 'Runs from a wide are all wides');
  }
  if (extras.byes > 0 && extras.legByes > 0) {
    throw new CricketRuleError('input.extras.legByes', 'Runs are byes or leg-byes, not both');
  }
  if (extras.byes + extras.legByes > 0 && input.runs > 0) {
    throw new CricketRuleError('input.runs', 'Byes and leg-byes are not off the bat');
  }

  const batter = checkPlayer(input.batter, 'input.batter');
  const nonStriker = checkPlayer(input.nonStriker, 'input.nonStriker');
  const bowler = checkPlayer(input.bowler, 'input.bowler');
  if (batter === nonStriker) throw new CricketRuleError('input.nonStriker', `${batter} cannot be at both ends`);
  if (bowler === batter || bowler === nonStriker) {
    throw new CricketRuleError('input.bowler', `${bowler} is batting in this innings`);
  }
  if (bowler === innings.previousOverBowler) {
    throw new CricketRuleError('input.bowler', `${bowler} bowled the previous over and cannot bowl two in a row`);
  }
  for (const [player, field] of [
    [batter, 'input.batter'],
    [nonStriker, 'input.nonStriker'],
  ] as const) {
    if (innings.dismissed.includes(player)) throw new CricketRuleError(field, `${player} is already out`);
    if (innings.absentHurt.includes(player)) throw new CricketRuleError(field, `${player} is absent`);
  }
  const atCrease = [innings.striker, innings.nonStriker].filter((player): player is PlayerKey => player !== null);
  if (atCrease.length === 2) {
    if (!atCrease.includes(batter)) {
      throw new CricketRuleError('input.batter', `${batter} is not at the crease (${atCrease.join(' and ')} are)`);
    }
    if (!atCrease.includes(nonStriker)) {
      throw new CricketRuleError(
        'input.nonStriker',
        `${nonStriker} is not at the crease (${atCrease.join(' and ')} are)`,
      );
    }
  } else if (atCrease.length === 1 && batter !== atCrease[0] && nonStriker !== atCrease[0]) {
    throw new CricketRuleError('input.batter', `${atCrease[0]} is still in: name them as the batter or non-striker`);
  }

  const wickets: Wicket[] = [];
  for (const [index, wicket] of (input.wickets ?? []).entries()) {
    const field = `input.wickets[${index}]`;
    if (!isDismissalKind(wicket.kind)) {
      throw new CricketRuleError(
        `${field}.kind`,
        `"${wicket.kind}" is not a way to be out (${DISMISSAL_KINDS.join(', ')})`,
      );
    }
    const playerOut = checkPlayer(wicket.playerOut, `${field}.playerOut`);
    if (wicket.kind !== 'timed out' && playerOut !== batter && playerOut !== nonStriker) {
      throw new CricketRuleError(`${field}.playerOut`, `${playerOut} is not one of the batters`);
    }
    if (wickets.some((earlier) => earlier.playerOut === playerOut)) {
      throw new CricketRuleError(`${field}.playerOut`, `${playerOut} is out once`);
    }
    if (extras.noBalls > 0 && NOT_OFF_A_NO_BALL.has(wicket.kind)) {
      throw new CricketRuleError(`${field}.kind`, `Nobody is out ${wicket.kind} off a no-ball`);
    }
    if (extras.wides > 0 && NOT_OFF_A_WIDE.has(wicket.kind)) {
      throw new CricketRuleError(`${field}.kind`, `Nobody is out ${wicket.kind} off a wide`);
    }
    const fielders = (wicket.fielders ?? []).map((player, i) => checkPlayer(player, `${field}.fielders[${i}]`));
    const substitutes = wicket.substitutes?.filter((player) => fielders.includes(player));
    wickets.push({ kind: wicket.kind, playerOut, fielders, ...(substitutes?.length ? { substitutes } : {}) });
  }

  return {
    innings,
    delivery: {
      type: 'delivery',
      innings: innings.number,
      battingTeam: innings.battingTeam,
      batter,
      nonStriker,
      bowler,
      runs: input.runs,
      nonBoundary: input.nonBoundary ?? false,
      extras,
      wickets,
    },
  };
}

/** Applies a delivery `validateDelivery` accepted, to the innings it answered. */
export function evolveDelivery(state: MatchState, innings: InningsState, delivery: Delivery): MatchState {
  const { ballsPerOver } = state.config;
  const legal = isLegalBall(delivery.extras);
  const legalBalls = innings.legalBalls + (legal ? 1 : 0);
  const out = delivery.wickets.map((wicket) => wicket.playerOut);
  const fallen = delivery.wickets.filter((wicket) => isWicketOfInnings(wicket.kind));
  const retiredNow = delivery.wickets.filter((wicket) => !isWicketOfInnings(wicket.kind)).map((w) => w.playerOut);

  let striker: PlayerKey | null = delivery.batter;
  let nonStriker: PlayerKey | null = delivery.nonStriker;
  if (runsRun(delivery) % 2 === 1) [striker, nonStriker] = [nonStriker, striker];
  if (striker !== null && out.includes(striker)) striker = null;
  if (nonStriker !== null && out.includes(nonStriker)) nonStriker = null;
  const overEnds = legal && legalBalls % ballsPerOver === 0;
  if (overEnds) [striker, nonStriker] = [nonStriker, striker];

  const batted = [...innings.batted];
  for (const player of [delivery.batter, delivery.nonStriker]) if (!batted.includes(player)) batted.push(player);
  const next = withClosure({
    ...innings,
    runs: innings.runs + deliveryRuns(delivery),
    wickets: innings.wickets + fallen.length,
    legalBalls,
    striker,
    nonStriker,
    batted,
    dismissed: fallen.length ? [...innings.dismissed, ...fallen.map((w) => w.playerOut)] : innings.dismissed,
    retired: [
      ...innings.retired.filter((player) => player !== delivery.batter && player !== delivery.nonStriker),
      ...retiredNow,
    ],
    previousOverBowler: overEnds ? delivery.bowler : innings.previousOverBowler,
  });
  return replaceCurrent(state, next);
}

/** Validates and applies one delivery; throws CricketRuleError (the state is untouched) when refused. */
export function applyDelivery(state: MatchState, input: DeliveryInput): MatchState {
  const { innings, delivery } = validateDelivery(state, input);
  return evolveDelivery(state, innings, delivery);
}

function applyInningsEvent(state: MatchState, event: InningsEvent): MatchState {
  const postPenalty = event.type === 'penalty runs' && event.when === 'post';
  const innings = inningsFor(state, event.innings, event.battingTeam, postPenalty);
  switch (event.type) {
    case 'close': {
      if (!['declared', 'forfeited', 'closed'].includes(event.reason)) {
        throw new CricketRuleError('input.reason', 'An innings is declared, forfeited or closed');
      }
      if (event.par === undefined) return replaceCurrent(state, { ...innings, closed: event.reason });
      if (!isCount(event.par)) throw new CricketRuleError('input.par', 'A par score is a whole number of runs');
      if (event.reason !== 'closed' || innings.number !== 2) {
        throw new CricketRuleError('input.par', 'Only a chase closed for no further play is decided by a par score');
      }
      return replaceCurrent(state, {
        ...innings,
        closed: event.reason,
        par: event.par,
        rainMethod: event.method ?? innings.rainMethod,
      });
    }
    case 'revise': {
      let maxBalls: number;
      try {
        maxBalls = oversToBalls(event.overs, state.config.ballsPerOver);
      } catch {
        throw new CricketRuleError('input.overs', `"${event.overs}" is not a number of overs`);
      }
      if (maxBalls === 0) throw new CricketRuleError('input.overs', 'An innings has at least one ball');
      if (event.targetRuns !== undefined && (!Number.isInteger(event.targetRuns) || event.targetRuns < 1)) {
        throw new CricketRuleError('input.targetRuns', 'A target is a whole number of runs from 1');
      }
      if (event.targetRuns !== undefined && innings.number % 2 === 1) {
        throw new CricketRuleError('input.targetRuns', `Innings ${innings.number} has no target to revise`);
      }
      const target: Target | null =
        event.targetRuns !== undefined
          ? { runs: event.targetRuns, balls: maxBalls, revised: true }
          : innings.target && { ...innings.target, balls: maxBalls };
      const rainMethod = event.method ?? innings.rainMethod;
      return replaceCurrent(state, withClosure({ ...innings, maxBalls, target, rainMethod }));
    }
    case 'absent hurt': {
      const player = checkPlayer(event.player, 'input.player');
      if (innings.batted.includes(player)) throw new CricketRuleError('input.player', `${player} has batted`);
      if (innings.absentHurt.includes(player)) throw new CricketRuleError('input.player', `${player} is absent`);
      const next = { ...innings, absentHurt: [...innings.absentHurt, player], maxWickets: innings.maxWickets - 1 };
      return replaceCurrent(state, withClosure(next));
    }
    case 'penalty runs': {
      if (!isCount(event.runs) || event.runs === 0) {
        throw new CricketRuleError('input.runs', 'Penalty runs are a whole number from 1');
      }
      const runs = innings.runs + event.runs;
      const next =
        event.when === 'pre'
          ? withClosure({ ...innings, runs, penaltyPre: innings.penaltyPre + event.runs })
          : { ...innings, runs, penaltyPost: innings.penaltyPost + event.runs };
      return replaceCurrent(state, next);
    }
  }
}

/** Applies any event of the log: a delivery, an innings event, or the match's abandonment. */
export function applyEvent(state: MatchState, event: MatchEvent | (DeliveryInput & { type: 'delivery' })): MatchState {
  switch (event.type) {
    case 'delivery':
      return applyDelivery(state, event);
    case 'abandon':
      if (state.abandoned) throw new CricketRuleError('input', 'The match was already abandoned');
      return { ...state, abandoned: true };
    case 'tie':
      if (matchResult(state).status !== 'tied') {
        throw new CricketRuleError('matchId', 'Only a tied match is completed as a tie (the scores are not level)');
      }
      return { ...state, tieCompleted: true };
    default:
      return applyInningsEvent(state, event);
  }
}

export function replay(config: MatchConfig, events: readonly MatchEvent[]): MatchState {
  return events.reduce(applyEvent, initialState(config));
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Who won, as the scorecard prints it; super overs decide a tie and count for nothing else. */
export function matchResult(state: MatchState): MatchResult {
  if (state.abandoned) return { status: 'no result', winner: null, text: 'no result', dls: false, method: null };
  const inProgress: MatchResult = { status: 'in progress', winner: null, text: null, dls: false, method: null };
  const [first, second] = state.innings;
  if (!first || !second?.closed || !second.target) return inProgress;
  // A par score level with the chase's runs is a tie like any other (a super over may follow).
  if (second.par !== null && second.runs !== second.par) return parResult(first, second, second.par);
  const dls = second.target.revised || second.par !== null;
  const rules = dls ? (second.rainMethod ?? 'DLS') : null;
  const method = rules ? ` (${rules} method)` : '';
  if (second.par === null && second.runs >= second.target.runs) {
    const ballsLeft = second.maxBalls - second.legalBalls;
    const left = ballsLeft > 0 ? ` (${plural(ballsLeft, 'ball')} left)` : '';
    const by = plural(MAIN_INNINGS_WICKETS - second.wickets, 'wicket');
    return {
      status: 'complete',
      winner: second.battingTeam,
      text: `${second.battingTeam} won by ${by}${left}${method}`,
      dls,
      method: rules,
    };
  }
  const margin = (second.par ?? second.target.runs - 1) - second.runs;
  if (margin > 0) {
    return {
      status: 'complete',
      winner: first.battingTeam,
      text: `${first.battingTeam} won by ${plural(margin, 'run')}${method}`,
      dls,
      method: rules,
    };
  }
  const tied = (text: string): MatchResult => ({
    status: state.tieCompleted ? 'complete' : 'tied',
    winner: null,
    text,
    dls,
    method: rules,
  });
  if (state.innings.length === 2) return tied(`Match tied${method}`);
  // Level: each pair of super overs either decides it or leaves it tied for another.
  for (let number = 3; ; number += 2) {
    const batFirst = state.innings[number - 1];
    const batSecond = state.innings[number];
    if (!batFirst) return tied('Match tied');
    if (!batSecond?.closed) return { ...inProgress, dls, method: rules };
    if (batSecond.runs !== batFirst.runs) {
      const winner = batSecond.runs > batFirst.runs ? batSecond.battingTeam : batFirst.battingTeam;
      return { status: 'complete', winner, text: `${winner} won the super over`, dls, method: rules };
    }
  }
}

/**
 * A chase stopped for good with a par score (the runs that would have tied at the stoppage) and not level
 * with it: the side batting second wins by the runs it is ahead of par, or loses by the runs it is behind.
 */
function parResult(first: InningsState, second: InningsState, par: number): MatchResult {
  const rules = second.rainMethod ?? 'DLS';
  const ahead = second.runs - par;
  const winner = ahead > 0 ? second.battingTeam : first.battingTeam;
  const text = `${winner} won by ${plural(Math.abs(ahead), 'run')} (${rules} method)`;
  return { status: 'complete', winner, text, dls: true, method: rules };
}
