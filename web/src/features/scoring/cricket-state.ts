import type { DeliveryInput, PlayerRef } from '../../gql/graphql';
import { afterBall } from '../../../../shared/deciders/cricket/crease';
import { isCricketEvent } from '../../../../shared/deciders/cricket/decider';
import { NO_EXTRAS, isWicketOfInnings, type Delivery } from '../../../../shared/deciders/cricket/delivery';
import { deliveryRuns, isLegalBall, nextIsFreeHit } from '../../../../shared/deciders/cricket/laws';
import { storedInForce } from '../../../../shared/deciders/log';
import type { Translate } from '../../i18n/use-t';

export { runsRun } from '../../../../shared/deciders/cricket/laws';

/**
 * What the pad needs between balls, followed from the log the server returns (and the taps still waiting
 * on the phone): who is at each end, who is bowling, and this over's balls. The crease is stepped by the
 * server's own laws (shared/deciders: strike changes on an odd number of runs run and at the end of an
 * over, what a ball adds, which dismissals are wickets), so the pad and the card cannot disagree, even offline.
 */

/** A stored event as `Match.events` answers it. */
export type LogEvent = { seq: number; kind: string; payload: Record<string, unknown> };

/** A ball as the pad reasons about it, whether stored or waiting. */
export type Ball = {
  innings: number;
  batter: PlayerRef;
  nonStriker: PlayerRef;
  bowler: PlayerRef;
  runs: number;
  nonBoundary: boolean;
  extras: { wides: number; noBalls: number; byes: number; legByes: number; penalty: number };
  wickets: { kind: string; playerOut: PlayerRef }[];
  pending: boolean;
};

export type Crease = {
  striker: PlayerRef | null;
  nonStriker: PlayerRef | null;
  /** The bowler of the over in progress; null at the start of an over. */
  bowler: PlayerRef | null;
  /** Who bowled the last complete over (may not bowl the next). */
  previousBowler: PlayerRef | null;
  legalBalls: number;
  runs: number;
  wickets: number;
  /** The balls of the over in progress (the last over's, when one has just ended). */
  thisOver: Ball[];
  overJustEnded: boolean;
  /** Players out (or retired) in this innings: not offered as the next batter. */
  out: PlayerRef[];
  /** The next ball is a free hit (limited overs, after a no-ball): only a run out and the like can dismiss. */
  freeHit: boolean;
};

/**
 * The payloads still in force, by the one undo rule the server folds with: an undo voids the latest event
 * not yet voided, a replace (a Cricsheet file imported in place of the log so far) every event before it.
 */
export function eventsInForce(log: readonly LogEvent[]): LogEvent[] {
  return storedInForce(log, { emptyUndo: 'ignore' });
}

const byId = (key: string): PlayerRef => ({ id: Number(key) });

function storedBall(payload: Delivery): Ball {
  return {
    innings: payload.innings,
    batter: byId(payload.batter),
    nonStriker: byId(payload.nonStriker),
    bowler: byId(payload.bowler),
    runs: payload.runs,
    nonBoundary: payload.nonBoundary ?? false,
    // A payload stored before every field was filled in reads as a ball without them.
    extras: { ...NO_EXTRAS, ...payload.extras },
    wickets: (payload.wickets ?? []).map((wicket) => ({ kind: wicket.kind, playerOut: byId(wicket.playerOut) })),
    pending: false,
  };
}

export function pendingBall(input: DeliveryInput): Ball {
  return {
    innings: input.innings,
    batter: input.batter,
    nonStriker: input.nonStriker,
    bowler: input.bowler,
    runs: input.runs,
    nonBoundary: input.nonBoundary ?? false,
    extras: { wides: 0, noBalls: 0, byes: 0, legByes: 0, penalty: 0, ...input.extras },
    wickets: (input.wickets ?? []).map((wicket) => ({ kind: wicket.kind, playerOut: wicket.playerOut })),
    pending: true,
  };
}

/** The stored deliveries in force, in order. */
export function storedBalls(log: readonly LogEvent[]): Ball[] {
  return eventsInForce(log).flatMap(({ kind, payload }) =>
    kind === 'delivery' && isCricketEvent(payload) && payload.type === 'delivery' ? [storedBall(payload)] : [],
  );
}

export function samePlayer(a: PlayerRef | null | undefined, b: PlayerRef | null | undefined): boolean {
  if (!a || !b) return false;
  if (a.id != null && b.id != null) return a.id === b.id;
  return Boolean(a.name && b.name && a.name.trim().toLowerCase() === b.name.trim().toLowerCase());
}

export const isLegal = (ball: Pick<Ball, 'extras'>) => isLegalBall(ball.extras);

/** Runs the ball adds to the innings, extras included (as the server counts). */
export const ballRuns = (ball: Pick<Ball, 'runs' | 'extras'>) => deliveryRuns(ball);

const isWicket = (wicket: { kind: string }) => isWicketOfInnings(wicket.kind);

/**
 * Follows one innings' balls from its first: the crease, the score and this over. `freeHits`: the format
 * has them (the laws' freeHitsApply), so the ball after a no-ball is marked as one.
 */
export function followInnings(balls: readonly Ball[], ballsPerOver: number, freeHits = true): Crease {
  const crease: Crease = {
    striker: null,
    nonStriker: null,
    bowler: null,
    previousBowler: null,
    legalBalls: 0,
    runs: 0,
    wickets: 0,
    thisOver: [],
    overJustEnded: false,
    out: [],
    freeHit: false,
  };
  for (const ball of balls) {
    if (crease.overJustEnded) crease.thisOver = [];
    crease.thisOver.push(ball);
    const step = afterBall(ball, crease.legalBalls, ballsPerOver, samePlayer);
    crease.out.push(...step.out);
    crease.wickets += step.wickets;
    crease.runs += step.runs;
    crease.legalBalls = step.legalBalls;
    crease.bowler = step.overEnds ? null : ball.bowler;
    if (step.overEnds) crease.previousBowler = ball.bowler;
    crease.overJustEnded = step.overEnds;
    crease.striker = step.striker;
    crease.nonStriker = step.nonStriker;
    crease.freeHit = freeHits && nextIsFreeHit(crease.freeHit, ball.extras);
  }
  return crease;
}

/** The ball takes a wicket of the innings (not a retirement): its chip reads "W". */
export const takesWicket = (ball: Pick<Ball, 'wickets'>) => ball.wickets.some(isWicket);

/** How a ball reads on its chip: "•", "4", "W", "1wd", "2lb", "nb+4", "5p". */
export function chipText(ball: Ball, t: Translate): string {
  const { wides, noBalls, byes, legByes, penalty } = ball.extras;
  const parts: string[] = [];
  if (wides) parts.push(t('cricket.chip.wides', { count: wides }));
  else if (noBalls) parts.push(t('cricket.chip.noBall', { runs: ball.runs }));
  else if (byes) parts.push(t('cricket.chip.byes', { count: byes }));
  else if (legByes) parts.push(t('cricket.chip.legByes', { count: legByes }));
  else if (ball.runs || !ball.wickets.length) parts.push(ball.runs === 0 ? '•' : String(ball.runs));
  if (penalty) parts.push(t('cricket.chip.penalty', { count: penalty }));
  if (takesWicket(ball)) parts.push(t('cricket.chip.wicket'));
  else if (ball.wickets.length) parts.push(t('cricket.chip.retired'));
  return parts.join(' ');
}

/** A chip's words for a screen reader: "4 runs", "wicket", "1 wide". */
export function chipLabel(ball: Ball, t: Translate): string {
  const { wides, noBalls, byes, legByes, penalty } = ball.extras;
  const words: string[] = [];
  if (wides) words.push(t('cricket.ball.wides', { count: wides }));
  if (noBalls) words.push(t('cricket.ball.noBall'));
  if (byes) words.push(t('cricket.ball.byes', { count: byes }));
  if (legByes) words.push(t('cricket.ball.legByes', { count: legByes }));
  if (ball.runs || (!words.length && !ball.wickets.length)) {
    words.push(ball.runs === 0 ? t('cricket.ball.dot') : t('cricket.ball.runs', { count: ball.runs }));
  }
  if (penalty) words.push(t('cricket.ball.penalty', { count: penalty }));
  for (const wicket of ball.wickets) {
    words.push(wicket.kind === 'retired hurt' ? t('cricket.ball.retiredHurt') : t('cricket.ball.wicket'));
  }
  const label = words.join(', ');
  return ball.pending ? t('cricket.ball.waiting', { ball: label }) : label;
}
