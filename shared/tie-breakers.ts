import { Sport, TieBreaker } from './enums.js';

/** The ranking each sport had before tie-breakers were configurable; a tournament without a list uses it. */
export function defaultTieBreakers(sport: Sport): TieBreaker[] {
  if (sport === Sport.cricket) return [TieBreaker.POINTS, TieBreaker.WINS, TieBreaker.NET_RUN_RATE];
  if (sport === Sport.football) {
    return [
      TieBreaker.POINTS,
      TieBreaker.GOAL_DIFFERENCE,
      TieBreaker.GOALS_FOR,
      TieBreaker.HEAD_TO_HEAD_POINTS,
      TieBreaker.HEAD_TO_HEAD_GOAL_DIFFERENCE,
      TieBreaker.HEAD_TO_HEAD_GOALS_FOR,
    ];
  }
  return [TieBreaker.POINTS, TieBreaker.WINS, TieBreaker.GOAL_DIFFERENCE, TieBreaker.GOALS_FOR];
}

/** `key` names the preset for the web app's catalogues; `name` is the API's English. */
export type TieBreakerPreset = { key: TieBreakerPresetKey; name: string; tieBreakers: TieBreaker[] };
export type TieBreakerPresetKey = 'premierLeague' | 'laLigaSerieA' | 'uefaGroupStage' | 'fifaWorldCup' | 't20Leagues';

const T = TieBreaker;

/** The rules people know by name, as the competitions publish them (simplified where we lack the data). */
export const TIE_BREAKER_PRESETS: readonly TieBreakerPreset[] = [
  {
    // Premier League: points, goal difference, goals for; then head-to-head (points, away goals in the rules).
    key: 'premierLeague',
    name: 'Premier League',
    tieBreakers: [T.POINTS, T.GOAL_DIFFERENCE, T.GOALS_FOR, T.HEAD_TO_HEAD_POINTS, T.HEAD_TO_HEAD_GOALS_FOR],
  },
  {
    // La Liga and Serie A: head-to-head among the teams level before overall goal difference.
    key: 'laLigaSerieA',
    name: 'La Liga / Serie A: head-to-head first',
    tieBreakers: [
      T.POINTS,
      T.HEAD_TO_HEAD_POINTS,
      T.HEAD_TO_HEAD_GOAL_DIFFERENCE,
      T.GOAL_DIFFERENCE,
      T.GOALS_FOR,
      T.FAIR_PLAY,
      T.DRAWING_OF_LOTS,
    ],
  },
  {
    // UEFA club competitions' group stage (since 2021-22: no away-goals rule head-to-head).
    key: 'uefaGroupStage',
    name: 'UEFA group stage',
    tieBreakers: [
      T.POINTS,
      T.HEAD_TO_HEAD_POINTS,
      T.HEAD_TO_HEAD_GOAL_DIFFERENCE,
      T.HEAD_TO_HEAD_GOALS_FOR,
      T.GOAL_DIFFERENCE,
      T.GOALS_FOR,
      T.AWAY_GOALS_FOR,
      T.WINS,
      T.FAIR_PLAY,
      T.DRAWING_OF_LOTS,
    ],
  },
  {
    key: 'fifaWorldCup',
    name: 'FIFA World Cup',
    tieBreakers: [
      T.POINTS,
      T.GOAL_DIFFERENCE,
      T.GOALS_FOR,
      T.HEAD_TO_HEAD_POINTS,
      T.HEAD_TO_HEAD_GOAL_DIFFERENCE,
      T.HEAD_TO_HEAD_GOALS_FOR,
      T.FAIR_PLAY,
      T.DRAWING_OF_LOTS,
    ],
  },
  {
    key: 't20Leagues',
    name: 'IPL / T20 leagues: wins then net run rate',
    tieBreakers: [T.POINTS, T.WINS, T.NET_RUN_RATE, T.DRAWING_OF_LOTS],
  },
];

export type PointsPerResult = { win: number; draw: number; loss: number; noResult: number };

/** Points per result before they were configurable: 3/1/0 in football, 2/1/0 elsewhere; 1 for a no result. */
export function defaultPointsPerResult(sport: Sport): PointsPerResult {
  return sport === Sport.football
    ? { win: 3, draw: 1, loss: 0, noResult: 1 }
    : { win: 2, draw: 1, loss: 0, noResult: 1 };
}

export const HEAD_TO_HEAD: ReadonlySet<TieBreaker> = new Set([
  T.HEAD_TO_HEAD_POINTS,
  T.HEAD_TO_HEAD_GOAL_DIFFERENCE,
  T.HEAD_TO_HEAD_GOALS_FOR,
]);
