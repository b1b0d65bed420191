// The Laws as they bear on one delivery at the crease: what may be bowled, to whom, and how it is out.
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
  type PlayerKey,
  type Wicket,
} from './delivery.js';
import { afterBall } from './crease.js';
import { checkReview, checkSelected, withReplacements } from './match-sheet.js';
import { freeHitsApply, nextIsFreeHit, outOnAFreeHit } from './laws.js';
import {
  CricketRuleError,
  checkPlayer,
  inningsFor,
  isCount,
  replaceCurrent,
  withClosure,
  type InningsState,
  type MatchState,
} from './innings.js';

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
    if (innings.freeHit === true && !outOnAFreeHit(wicket.kind)) {
      throw new CricketRuleError(
        `${field}.kind`,
        `This ball is a free hit (after a no-ball): nobody is out ${wicket.kind} off it, only run out, obstructing the field, handled the ball or hit the ball twice`,
      );
    }
    const fielders = (wicket.fielders ?? []).map((player, i) => checkPlayer(player, `${field}.fielders[${i}]`));
    const substitutes = wicket.substitutes?.filter((player) => fielders.includes(player));
    wickets.push({ kind: wicket.kind, playerOut, fielders, ...(substitutes?.length ? { substitutes } : {}) });
  }
  // Replacements come before the ball: an impact player may bat or bowl it.
  const sheet = withReplacements(state, innings.number, input.replacements);
  checkSelected(sheet, innings, { batter, nonStriker, bowler });
  const review = checkReview(state, input.review);

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
      ...(review ? { review } : {}),
      ...(input.replacements ? { replacements: input.replacements } : {}),
    },
  };
}

/** Applies a delivery `validateDelivery` accepted, to the innings it answered. */
export function evolveDelivery(state: MatchState, innings: InningsState, delivery: Delivery): MatchState {
  const step = afterBall(delivery, innings.legalBalls, state.config.ballsPerOver);
  const fallen = delivery.wickets.filter((wicket) => isWicketOfInnings(wicket.kind));
  const retiredNow = delivery.wickets.filter((wicket) => !isWicketOfInnings(wicket.kind)).map((w) => w.playerOut);
  const batted = [...innings.batted];
  for (const player of [delivery.batter, delivery.nonStriker]) if (!batted.includes(player)) batted.push(player);
  const next = withClosure({
    ...innings,
    runs: innings.runs + step.runs,
    wickets: innings.wickets + step.wickets,
    legalBalls: step.legalBalls,
    striker: step.striker,
    nonStriker: step.nonStriker,
    batted,
    dismissed: fallen.length ? [...innings.dismissed, ...fallen.map((w) => w.playerOut)] : innings.dismissed,
    retired: [
      ...innings.retired.filter((player) => player !== delivery.batter && player !== delivery.nonStriker),
      ...retiredNow,
    ],
    previousOverBowler: step.overEnds ? delivery.bowler : innings.previousOverBowler,
    freeHit: freeHitsApply(state.config) && nextIsFreeHit(innings.freeHit === true, delivery.extras),
  });
  const replaced = delivery.replacements?.match?.length
    ? { ...state, sheet: withReplacements(state, innings.number, delivery.replacements) }
    : state;
  return replaceCurrent(replaced, next);
}

/** Validates and applies one delivery; throws CricketRuleError (the state is untouched) when refused. */
export function applyDelivery(state: MatchState, input: DeliveryInput): MatchState {
  const { innings, delivery } = validateDelivery(state, input);
  return evolveDelivery(state, innings, delivery);
}
