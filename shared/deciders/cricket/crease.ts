// What one ball does at the crease, by the Laws: the strike, the over, and what it adds to the innings.
// The server's fold and the phone's pad both step an innings with this, so neither can count differently.
import { isWicketOfInnings, type Extras } from './delivery.js';
import { deliveryRuns, isLegalBall, runsRun } from './laws.js';

/** A ball as the crease sees it; `P` is how the caller names a player (a roster key, or a pad's reference). */
export type CreaseBall<P> = {
  batter: P;
  nonStriker: P;
  bowler: P;
  runs: number;
  extras: Extras;
  wickets: readonly { kind: string; playerOut: P }[];
};

export type CreaseStep<P> = {
  /** Who faces the next ball, and who is at the other end; null where a batter is out and the next not yet in. */
  striker: P | null;
  nonStriker: P | null;
  /** Runs the ball adds to the innings (extras included). */
  runs: number;
  /** Wickets of the innings it takes (retired hurt and retired not out are not). */
  wickets: number;
  /** Everyone out or retired off this ball. */
  out: P[];
  /** A wide or a no-ball is bowled again: not a ball of the over. */
  legal: boolean;
  /** The innings' legal balls after it. */
  legalBalls: number;
  /** It was the over's last ball: the ends change and the bowler may not bowl the next. */
  overEnds: boolean;
};

/**
 * The crease after one ball: the batters cross once per run they ran, a batter out leaves it, and at the
 * end of an over the strike changes ends.
 */
export function afterBall<P>(
  ball: CreaseBall<P>,
  legalBallsBefore: number,
  ballsPerOver: number,
  same: (a: P, b: P) => boolean = Object.is,
): CreaseStep<P> {
  const legal = isLegalBall(ball.extras);
  const legalBalls = legalBallsBefore + (legal ? 1 : 0);
  const out = ball.wickets.map((wicket) => wicket.playerOut);
  const isOut = (player: P) => out.some((each) => same(each, player));
  let striker: P | null = ball.batter;
  let nonStriker: P | null = ball.nonStriker;
  if (runsRun(ball) % 2 === 1) [striker, nonStriker] = [nonStriker, striker];
  if (striker !== null && isOut(striker)) striker = null;
  if (nonStriker !== null && isOut(nonStriker)) nonStriker = null;
  const overEnds = legal && legalBalls % ballsPerOver === 0;
  if (overEnds) [striker, nonStriker] = [nonStriker, striker];
  return {
    striker,
    nonStriker,
    runs: deliveryRuns(ball),
    wickets: ball.wickets.filter((wicket) => isWicketOfInnings(wicket.kind)).length,
    out,
    legal,
    legalBalls,
    overEnds,
  };
}
