// Figures over many matches, summed from the per-match lines: what leaderboards and player pages print.
import { DEFAULT_BALLS_PER_OVER, oversText, perOver, strikeRate } from '../matches/cricket/laws.js';
import type { BattingLine, BowlingLine, FootballLine } from './match-lines.js';

export type BattingTotals = {
  innings: number;
  notOuts: number;
  runs: number;
  balls: number;
  highScore: number;
  highScoreNotOut: boolean;
  /** Runs per dismissal; null until the batter is out. */
  average: number | null;
  strikeRate: number | null;
  fours: number;
  sixes: number;
  fifties: number;
  hundreds: number;
};

export type BowlingTotals = {
  innings: number;
  legalBalls: number;
  overs: string;
  maidens: number;
  runs: number;
  wickets: number;
  economy: number | null;
  /** Runs per wicket; null without a wicket. */
  average: number | null;
  /** The best innings: most wickets, then fewest runs, as "3/20". */
  bestFigures: string | null;
};

export type FootballTotals = {
  appearances: number;
  goals: number;
  penalties: number;
  assists: number;
  yellowCards: number;
  redCards: number;
};

const twoDecimals = (value: number) => Math.round(value * 100) / 100;

export function battingTotals(lines: readonly BattingLine[]): BattingTotals {
  const totals: BattingTotals = {
    innings: lines.length,
    notOuts: 0,
    runs: 0,
    balls: 0,
    highScore: 0,
    highScoreNotOut: false,
    average: null,
    strikeRate: null,
    fours: 0,
    sixes: 0,
    fifties: 0,
    hundreds: 0,
  };
  for (const line of lines) {
    if (!line.out) totals.notOuts += 1;
    totals.runs += line.runs;
    totals.balls += line.balls;
    totals.fours += line.fours;
    totals.sixes += line.sixes;
    if (line.runs >= 100) totals.hundreds += 1;
    else if (line.runs >= 50) totals.fifties += 1;
    // An unbeaten score beats the same score out: 50* reads higher than 50.
    if (line.runs > totals.highScore || (line.runs === totals.highScore && !line.out)) {
      totals.highScore = line.runs;
      totals.highScoreNotOut = !line.out;
    }
  }
  const dismissals = totals.innings - totals.notOuts;
  totals.average = dismissals === 0 ? null : twoDecimals(totals.runs / dismissals);
  totals.strikeRate = strikeRate(totals.runs, totals.balls);
  return totals;
}

export function bowlingTotals(
  lines: readonly BowlingLine[],
  ballsPerOver: number = DEFAULT_BALLS_PER_OVER,
): BowlingTotals {
  let best: BowlingLine | null = null;
  const totals = { innings: lines.length, legalBalls: 0, maidens: 0, runs: 0, wickets: 0 };
  for (const line of lines) {
    totals.legalBalls += line.legalBalls;
    totals.maidens += line.maidens;
    totals.runs += line.runs;
    totals.wickets += line.wickets;
    if (!best || line.wickets > best.wickets || (line.wickets === best.wickets && line.runs < best.runs)) best = line;
  }
  return {
    ...totals,
    overs: oversText(totals.legalBalls, ballsPerOver),
    economy: perOver(totals.runs, totals.legalBalls, ballsPerOver),
    average: totals.wickets === 0 ? null : twoDecimals(totals.runs / totals.wickets),
    bestFigures: best ? `${best.wickets}/${best.runs}` : null,
  };
}

export function footballTotals(lines: readonly FootballLine[], appearances: number): FootballTotals {
  const totals: FootballTotals = { appearances, goals: 0, penalties: 0, assists: 0, yellowCards: 0, redCards: 0 };
  for (const line of lines) {
    totals.goals += line.goals;
    totals.penalties += line.penalties;
    totals.assists += line.assists;
    totals.yellowCards += line.yellowCards;
    totals.redCards += line.redCards;
  }
  return totals;
}

/** Groups lines by player, in first-seen order. */
export function byPlayer<Line extends { player: number; team: number }>(
  lines: readonly Line[],
): Map<number, { team: number; lines: Line[] }> {
  const groups = new Map<number, { team: number; lines: Line[] }>();
  for (const line of lines) {
    const group = groups.get(line.player);
    if (group) group.lines.push(line);
    else groups.set(line.player, { team: line.team, lines: [line] });
  }
  return groups;
}

/** Most runs; then the quicker scorer (fewer balls). */
export function compareBatting(a: BattingTotals, b: BattingTotals): number {
  return b.runs - a.runs || a.balls - b.balls;
}

/** Most wickets; then the lower economy (fewer runs per ball, compared without rounding). */
export function compareBowling(a: BowlingTotals, b: BowlingTotals): number {
  if (b.wickets !== a.wickets) return b.wickets - a.wickets;
  const aRate = a.legalBalls === 0 ? Infinity : a.runs / a.legalBalls;
  const bRate = b.legalBalls === 0 ? Infinity : b.runs / b.legalBalls;
  return aRate === bRate ? 0 : aRate < bRate ? -1 : 1;
}

/** Most goals; then most assists. */
export function compareScorers(a: FootballTotals, b: FootballTotals): number {
  return b.goals - a.goals || b.assists - a.assists;
}
