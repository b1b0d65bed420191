// The Laws as they bear on one delivery: what counts as a ball, whose runs they are, who is credited.
import {
  BOWLER_CREDITED,
  isWicketOfInnings,
  type Delivery,
  type DismissalKind,
  type Extras,
  type MatchConfig,
  type PlayerKey,
  type Wicket,
} from './delivery.js';

export const DEFAULT_BALLS_PER_OVER = 6;
/** A main innings ends at ten wickets, a super over at two. */
export const MAIN_INNINGS_WICKETS = 10;
export const SUPER_OVER_WICKETS = 2;

/** A wide or a no-ball has to be bowled again: neither is a legal ball of the over. */
export function isLegalBall(extras: Extras): boolean {
  return extras.wides === 0 && extras.noBalls === 0;
}

/**
 * Free hits are a rule of the format: limited-overs cricket (T20, ODI: an innings of so many overs) makes
 * the delivery after a no-ball a free hit; a match without an overs limit has none.
 */
export function freeHitsApply(config: Pick<MatchConfig, 'overs'>): boolean {
  return Number.isInteger(config.overs) && config.overs > 0;
}

/**
 * Whether the next delivery is a free hit, after this one: a no-ball makes it one, and a free hit stays
 * one while it has to be bowled again (a wide, or another no-ball).
 */
export function nextIsFreeHit(freeHit: boolean, extras: Pick<Extras, 'wides' | 'noBalls'>): boolean {
  return extras.noBalls > 0 || (freeHit && extras.wides > 0);
}

/**
 * On a free hit the striker cannot be out in any way credited to the bowler (bowled, caught, lbw, stumped,
 * hit wicket): only as off a no-ball (run out, obstructing the field, handled the ball, hit the ball twice).
 */
export function outOnAFreeHit(kind: DismissalKind): boolean {
  return !BOWLER_CREDITED.has(kind);
}

/** The batter faced every delivery but a wide (a no-ball is faced). */
export function isBallFaced(extras: Extras): boolean {
  return extras.wides === 0;
}

export function extrasTotal(extras: Extras): number {
  return extras.wides + extras.noBalls + extras.byes + extras.legByes + extras.penalty;
}

export function deliveryRuns(delivery: Pick<Delivery, 'runs' | 'extras'>): number {
  return delivery.runs + extrasTotal(delivery.extras);
}

/** Byes, leg-byes and penalty runs are the fielding side's, not the bowler's. */
export function bowlerRuns(delivery: Pick<Delivery, 'runs' | 'extras'>): number {
  return delivery.runs + delivery.extras.wides + delivery.extras.noBalls;
}

export function isFour(delivery: Pick<Delivery, 'runs' | 'nonBoundary'>): boolean {
  return delivery.runs === 4 && !delivery.nonBoundary;
}

export function isSix(delivery: Pick<Delivery, 'runs' | 'nonBoundary'>): boolean {
  return delivery.runs === 6 && !delivery.nonBoundary;
}

/**
 * Runs the batters ran (so how often they crossed): the one-run penalty of a wide or no-ball is not run,
 * and neither are penalty runs. A boundary is four or six: even, so it leaves the strike as it was.
 */
export function runsRun(delivery: Pick<Delivery, 'runs' | 'extras'>): number {
  const { wides, noBalls, byes, legByes } = delivery.extras;
  return delivery.runs + byes + legByes + Math.max(0, wides - 1) + Math.max(0, noBalls - 1);
}

export function creditsBowler(wicket: Pick<Wicket, 'kind'>): boolean {
  return BOWLER_CREDITED.has(wicket.kind);
}

/** "19.4": complete overs, then the balls of the over in progress. */
export function oversText(legalBalls: number, ballsPerOver = DEFAULT_BALLS_PER_OVER): string {
  const rest = legalBalls % ballsPerOver;
  const whole = (legalBalls - rest) / ballsPerOver;
  return rest === 0 ? String(whole) : `${whole}.${rest}`;
}

/** Overs written as cricket overs ("16.3" or 16.3: sixteen overs and three balls) to balls. */
export function oversToBalls(overs: number | string, ballsPerOver = DEFAULT_BALLS_PER_OVER): number {
  const [whole, part = '0'] = String(overs).split('.');
  const balls = Number(part);
  if (!/^\d+$/.test(whole) || !/^\d$/.test(part) || balls >= ballsPerOver) {
    throw new RangeError(`"${overs}" is not a number of overs`);
  }
  return Number(whole) * ballsPerOver + balls;
}

/** Runs per over, or null before a ball is bowled. Two decimals, as scorecards print it. */
export function perOver(runs: number, legalBalls: number, ballsPerOver = DEFAULT_BALLS_PER_OVER): number | null {
  return legalBalls === 0 ? null : Math.round((runs * ballsPerOver * 100) / legalBalls) / 100;
}

/** Runs per hundred balls, or null before a ball is faced. */
export function strikeRate(runs: number, balls: number): number | null {
  return balls === 0 ? null : Math.round((runs * 10000) / balls) / 100;
}

/** How out, as a scorecard prints it: "c Pant b Rabada", "lbw b Bumrah", "run out (Jadeja/Dhoni)". */
export function dismissalText(
  wicket: Pick<Wicket, 'kind' | 'fielders' | 'substitutes'>,
  bowler: PlayerKey,
  name: (player: PlayerKey) => string = (player) => player,
): string {
  const fielder = (player: PlayerKey) =>
    wicket.substitutes?.includes(player) ? `sub (${name(player)})` : name(player);
  const first = wicket.fielders[0];
  const b = `b ${name(bowler)}`;
  switch (wicket.kind) {
    case 'bowled':
      return b;
    case 'caught':
      return first === undefined ? `c ? ${b}` : `c ${fielder(first)} ${b}`;
    case 'caught and bowled':
      return `c & ${b}`;
    case 'lbw':
      return `lbw ${b}`;
    case 'stumped':
      return first === undefined ? `st ? ${b}` : `st ${fielder(first)} ${b}`;
    case 'hit wicket':
      return `hit wicket ${b}`;
    case 'run out':
      return wicket.fielders.length === 0 ? 'run out' : `run out (${wicket.fielders.map(fielder).join('/')})`;
    default:
      return wicket.kind;
  }
}

/**
 * A delivery as a ball chip of the over: "W" for a wicket of the innings, "wd" / "3wd" for wides,
 * "nb" / "4nb" for a no-ball (with what came off it), "1b", "2lb", else the runs ("0" a dot ball).
 */
export function ballChip(delivery: Pick<Delivery, 'runs' | 'extras' | 'wickets'>): string {
  const { wides, noBalls, byes, legByes } = delivery.extras;
  const out = delivery.wickets.some((wicket) => isWicketOfInnings(wicket.kind));
  let chip: string;
  if (wides > 0) chip = wides === 1 ? 'wd' : `${wides}wd`;
  else if (noBalls > 0) {
    const off = delivery.runs + byes + legByes;
    chip = off === 0 ? 'nb' : `${off}nb`;
  } else if (byes > 0) chip = `${byes}b`;
  else if (legByes > 0) chip = `${legByes}lb`;
  else chip = String(delivery.runs);
  if (!out) return chip;
  return chip === '0' ? 'W' : `${chip}+W`;
}
