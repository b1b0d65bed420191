import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../../../server/src/modules/matches/football/event-log.js';
import {
  applyPointsEvent,
  initialPointsState,
  POINTS_SPORTS,
  pointsResultText,
  pointsStandingsInput,
  projectPoints,
  setScoreProblem,
  setScoresText,
  type PointsEventInput,
  type PointsRules,
  type PointsState,
  type SetRules,
} from '../../../../server/src/modules/matches/points/points-state.js';
import { computeStandings } from '../../../../server/src/modules/standings/standings.rules.js';
import { completedMatch } from '../../../support/completed-match.js';
import { Sport } from '../../../../server/src/modules/tournaments/tournament.entity.js';

const TEAMS = { home: 'Sunset Bay Volley', away: 'Essequibo Stars Volley' };
const set = (home: number, away: number): PointsEventInput => ({ kind: 'SET_RESULT', home, away });
const point = (side: 'home' | 'away', points?: number): PointsEventInput => ({ kind: 'POINT', side, points });
/** Points in order from a string: H a home point, A an away point. */
const rally = (sequence: string) => [...sequence].map((letter) => point(letter === 'H' ? 'home' : 'away'));
const play = (rules: PointsRules, inputs: PointsEventInput[]) =>
  inputs.reduce(applyPointsEvent, initialPointsState(rules));

function expectRefused(state: PointsState, input: PointsEventInput, field: string, message?: RegExp) {
  const before = structuredClone(state);
  let thrown: unknown;
  try {
    applyPointsEvent(state, input);
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toMatchObject({ name: 'RuleViolation', field });
  if (message) expect((thrown as Error).message).toMatch(message);
  expect(state).toEqual(before);
}

/** The field a final set score is refused on, or null when it stands. */
const problem = (rules: SetRules, index: number, home: number, away: number) =>
  setScoreProblem(rules, index, { home, away })?.field ?? null;

describe('set scores each sport allows', () => {
  it('volleyball: sets to 25 won by 2, the fifth to 15', () => {
    const rules = POINTS_SPORTS.volleyball;
    for (const [home, away] of [
      [25, 23],
      [26, 24],
      [23, 25],
      [31, 29],
      [25, 0],
    ]) {
      expect(problem(rules, 0, home, away)).toBeNull();
    }
    expect(problem(rules, 0, 25, 24)).toBe('input.home');
    expect(problem(rules, 0, 24, 22)).toBe('input.home');
    expect(problem(rules, 0, 27, 23)).toBe('input.home');
    expect(problem(rules, 0, 22, 26)).toBe('input.away');
    expect(problem(rules, 0, 25, 25)).toBe('input.away');
    expect(problem(rules, 0, 15, 13)).toBe('input.home');
    // The fifth set.
    expect(problem(rules, 4, 15, 13)).toBeNull();
    expect(problem(rules, 4, 17, 15)).toBeNull();
    expect(problem(rules, 4, 25, 20)).toBe('input.home');
  });

  it('beach volleyball to 21 (third set 15), badminton to 21 capped at 30, tennis sets of 6 with a tie-break at 6-6', () => {
    expect(problem(POINTS_SPORTS.beachVolleyball, 0, 21, 19)).toBeNull();
    expect(problem(POINTS_SPORTS.beachVolleyball, 2, 15, 12)).toBeNull();
    expect(problem(POINTS_SPORTS.beachVolleyball, 1, 15, 12)).toBe('input.home');
    expect(problem(POINTS_SPORTS.badminton, 0, 30, 29)).toBeNull();
    expect(problem(POINTS_SPORTS.badminton, 0, 28, 30)).toBeNull();
    expect(problem(POINTS_SPORTS.badminton, 0, 31, 29)).toBe('input.home');
    expect(problem(POINTS_SPORTS.tennis, 0, 6, 4)).toBeNull();
    expect(problem(POINTS_SPORTS.tennis, 0, 7, 5)).toBeNull();
    expect(problem(POINTS_SPORTS.tennis, 0, 6, 7)).toBeNull();
    expect(problem(POINTS_SPORTS.tennis, 0, 6, 5)).toBe('input.home');
    expect(problem(POINTS_SPORTS.tennis, 0, 8, 6)).toBe('input.home');
    expect(problem(POINTS_SPORTS.tableTennis, 0, 11, 9)).toBeNull();
    expect(problem(POINTS_SPORTS.tableTennis, 0, 11, 10)).toBe('input.home');
  });
});

describe('a volleyball match', () => {
  const match = play(POINTS_SPORTS.volleyball, [set(25, 20), set(23, 25), set(25, 18), set(25, 22)]);

  it('folds set results to sets won, the winner and the result text', () => {
    expect(match.setsWon).toEqual({ home: 3, away: 1 });
    expect(match.total).toEqual({ home: 98, away: 85 });
    expect(match.winner).toBe('home');
    expect(setScoresText(match)).toBe('25-20, 23-25, 25-18, 25-22');
    expect(pointsResultText(match, TEAMS)).toBe('Sunset Bay Volley won 3-1');
    expect(pointsStandingsInput(match)).toEqual({ homeScore: 3, awayScore: 1, winner: 'home' });
  });

  it('refuses an impossible set, and anything after the match is won, leaving the state unchanged', () => {
    const twoSets = play(POINTS_SPORTS.volleyball, [set(25, 20), set(23, 25)]);
    expectRefused(twoSets, set(25, 24), 'input.home', /lead.*by 2/);
    expectRefused(twoSets, set(-1, 25), 'input.home');
    expectRefused(twoSets, { kind: 'SET_RESULT', home: 25 }, 'input.away');
    expectRefused(match, set(25, 10), 'input.kind', /ended/);
    expectRefused(match, point('away'), 'input.kind', /ended/);
  });

  it('plays the fifth set to 15', () => {
    const fifth = play(POINTS_SPORTS.volleyball, [set(25, 20), set(23, 25), set(25, 18), set(22, 25)]);
    expectRefused(fifth, set(25, 20), 'input.home', /ended before/);
    const won = applyPointsEvent(fifth, set(13, 15));
    expect(pointsResultText(won, TEAMS)).toBe('Essequibo Stars Volley won 3-2');
  });

  it('scores point by point: a set closes at its winning point, through deuce', () => {
    // 24-24, then away 25-24, home 25-25, home 26-25, home 27-25.
    const deuce = `${'HA'.repeat(24)}AHHH`;
    const state = play(POINTS_SPORTS.volleyball, [...rally(deuce), point('away')]);
    expect(state.sets).toEqual([
      { home: 27, away: 25, complete: true },
      { home: 0, away: 1, complete: false },
    ]);
    expect(state.setsWon).toEqual({ home: 1, away: 0 });
    expectRefused(state, set(25, 20), 'input.kind', /point by point/);
    expectRefused(state, point('home', 2), 'input.points');
    expectRefused(state, { kind: 'POINT' }, 'input.side');
    expectRefused(state, { kind: 'PERIOD_END' }, 'input.kind');
  });

  it('undo: voiding the last event gives the state of the log without it', () => {
    const inputs = [set(25, 20), ...rally(`${'HA'.repeat(24)}AHHH`), set(23, 25), ...rally('H'.repeat(25))];
    const log: LogEntry<PointsEventInput>[] = inputs.map((event) => ({ kind: 'event', event }));
    for (let length = 1; length <= log.length; length += 1) {
      expect(projectPoints(POINTS_SPORTS.volleyball, [...log.slice(0, length), { kind: 'undo' }])).toEqual(
        play(POINTS_SPORTS.volleyball, inputs.slice(0, length - 1)),
      );
    }
    // Undoing the point that won the match reopens it.
    const reopened = projectPoints(POINTS_SPORTS.volleyball, [...log, { kind: 'undo' }]);
    expect(reopened.phase).toBe('PLAYING');
    expect(reopened.sets.at(-1)).toEqual({ home: 24, away: 0, complete: false });
  });
});

describe('period sports', () => {
  it('basketball: four quarters, overtime when level, points of 2 and 3', () => {
    const regulation = play(POINTS_SPORTS.basketball, [set(25, 20), set(30, 28), set(22, 27), set(20, 22)]);
    expect(regulation.total).toEqual({ home: 97, away: 97 });
    expect(regulation.phase).toBe('PLAYING');
    const overtime = play(POINTS_SPORTS.basketball, [
      set(25, 20),
      set(30, 28),
      set(22, 27),
      set(20, 22),
      point('home', 3),
      point('away', 2),
      point('home', 2),
      { kind: 'PERIOD_END' },
    ]);
    expect(overtime.total).toEqual({ home: 102, away: 99 });
    expect(setScoresText(overtime)).toBe('25-20, 30-28, 22-27, 20-22, 5-2');
    expect(pointsResultText(overtime, { home: 'Port of Spain Lakers', away: 'Kingston Kings' })).toBe(
      'Port of Spain Lakers won 102-99 after overtime',
    );
    expect(pointsStandingsInput(overtime)).toEqual({ homeScore: 102, awayScore: 99, winner: 'home' });
    expectRefused(regulation, point('home', 0), 'input.points');
  });

  it('netball and a plain points total: a level match is a draw', () => {
    const netball = play(POINTS_SPORTS.netball, [set(12, 10), set(11, 13), set(14, 14), set(10, 10)]);
    expect(pointsResultText(netball, TEAMS)).toBe('Draw');
    const total = play(POINTS_SPORTS.points, [point('home', 4), point('away', 6), { kind: 'PERIOD_END' }]);
    expect(pointsResultText(total, TEAMS)).toBe('Essequibo Stars Volley won 6-4');
    expect(pointsResultText(play(POINTS_SPORTS.points, [point('home')]), TEAMS)).toBeNull();
  });
});

describe('points standings inputs', () => {
  it('give the table sets won, with 2 for a win and then wins, difference and scored', () => {
    const results = [
      [1, 2, play(POINTS_SPORTS.volleyball, [set(25, 20), set(25, 23), set(25, 10)])],
      [2, 3, play(POINTS_SPORTS.volleyball, [set(20, 25), set(25, 23), set(25, 10), set(25, 18)])],
      [3, 1, play(POINTS_SPORTS.volleyball, [set(25, 20), set(25, 23), set(20, 25), set(22, 25), set(15, 9)])],
    ] as const;
    const matches = results.map(([homeTeamId, awayTeamId, state]) =>
      completedMatch(homeTeamId, awayTeamId, pointsStandingsInput(state)!),
    );
    const teams = [
      { id: 1, name: 'Sunset Bay Volley' },
      { id: 2, name: 'Essequibo Stars Volley' },
      { id: 3, name: 'Nevis Peak Volley' },
    ];
    const rows = computeStandings(teams, matches, { sport: Sport.points, oversPerInnings: 20, ballsPerOver: 6 });
    // Each won once, so sets difference orders them, then sets won. Sunset: 3-0 and 2-3, sets 5-3;
    // Essequibo: 0-3 and 3-1, sets 3-4; Nevis: 1-3 and 3-2, sets 4-5.
    expect(rows.map((row) => [row.teamName, row.wins, row.points, row.runsFor, row.runsAgainst])).toEqual([
      ['Sunset Bay Volley', 1, 2, 5, 3],
      ['Nevis Peak Volley', 1, 2, 4, 5],
      ['Essequibo Stars Volley', 1, 2, 3, 4],
    ]);
  });
});
