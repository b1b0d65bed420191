import { describe, expect, it } from 'vitest';
import { computeStandings, type CompletedMatch } from '../../../server/src/modules/standings/standings.rules.js';
import { matchCardPoints } from '../../../server/src/modules/standings/fair-play.js';
import { Sport, TieBreaker } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { TIE_BREAKER_PRESETS } from '../../../shared/tie-breakers.js';
import { tournamentSchema } from '../../../shared/validation/tournaments.js';

const FOOTBALL = { sport: Sport.football, oversPerInnings: 20, ballsPerOver: 6 };
const preset = (name: string) => TIE_BREAKER_PRESETS.find((entry) => entry.name === name)!.tieBreakers;
const team = (id: number, name: string) => ({ id, name });

let nextId = 0;
function played(home: number, away: number, homeScore: number, awayScore: number, extra: Partial<CompletedMatch> = {}) {
  nextId += 1;
  return {
    id: nextId,
    homeTeamId: home,
    awayTeamId: away,
    homeScore,
    awayScore,
    homeBalls: null,
    awayBalls: null,
    homeAllOut: false,
    awayAllOut: false,
    battedFirst: null,
    resultKind: null,
    revisedOvers: null,
    revisedTarget: null,
    winnerTeamId: homeScore === awayScore ? null : homeScore > awayScore ? home : away,
    scheduledDate: new Date(Date.UTC(2026, 0, nextId)),
    matchNumber: nextId,
    ...extra,
  } satisfies CompletedMatch;
}

const names = (rows: { position: number; teamName: string }[]) => rows.map((row) => `${row.position} ${row.teamName}`);

// Three teams level on 6 points beat each other in a circle (Q 1-0 R, P 1-0 Q, R 2-1 P) and all beat S.
// Their mini-table: 3 points and goal difference 0 each; goals for P 2, R 2, Q 1. Overall goal difference
// P +5, Q +1, R +1.
const P = 1,
  Q = 2,
  R = 3,
  S = 4;
const CIRCLE_TEAMS = [team(P, 'P'), team(Q, 'Q'), team(R, 'R'), team(S, 'S')];
const CIRCLE = [
  played(Q, R, 1, 0),
  played(P, Q, 1, 0),
  played(R, P, 2, 1),
  played(P, S, 5, 0),
  played(Q, S, 1, 0),
  played(R, S, 1, 0),
];

describe('tie-breakers', () => {
  it('a three-way tie splits head-to-head and the run is reapplied to the two still level', () => {
    const rows = computeStandings(CIRCLE_TEAMS, CIRCLE, { ...FOOTBALL, tieBreakers: preset('UEFA group stage') });
    // Head-to-head goals for drops Q; P and R, still level, meet again in a mini-table of their own match:
    // R won 2-1. Without the reapplication P would go first on overall goal difference.
    expect(names(rows)).toEqual(['1 R', '2 P', '3 Q', '4 S']);
  });

  it('the same results ranked goal difference first (Premier League) come out differently', () => {
    const rows = computeStandings(CIRCLE_TEAMS, CIRCLE, { ...FOOTBALL, tieBreakers: preset('Premier League') });
    // P +5; Q and R +1, R scored more.
    expect(names(rows)).toEqual(['1 P', '2 R', '3 Q', '4 S']);
    // The sport's default is today's football ranking: the same order.
    expect(names(computeStandings(CIRCLE_TEAMS, CIRCLE, FOOTBALL))).toEqual(['1 P', '2 R', '3 Q', '4 S']);
  });

  it('a head-to-head run that splits nobody hands over to the rules after it', () => {
    const rows = computeStandings(CIRCLE_TEAMS, CIRCLE, {
      ...FOOTBALL,
      tieBreakers: preset('La Liga / Serie A: head-to-head first'),
    });
    // La Liga's run is points and goal difference: 3 and 0 for all three, so overall goal difference (P), then
    // goals for (R 3, Q 2).
    expect(names(rows)).toEqual(['1 P', '2 R', '3 Q', '4 S']);
  });

  it('La Liga: two teams level on points go by their meetings, not goal difference', () => {
    const [X, Y, W, Z] = [1, 2, 3, 4];
    const teams = [team(X, 'X'), team(Y, 'Y'), team(W, 'W'), team(Z, 'Z')];
    // X beat Y 1-0 and drew with W; Y beat W 6-0 and drew with Z. X and Y have 4 points; Y's goal difference
    // is far better.
    const matches = [played(X, Y, 1, 0), played(X, W, 0, 0), played(Y, W, 6, 0), played(Y, Z, 0, 0)];
    const laLiga = computeStandings(teams, matches, {
      ...FOOTBALL,
      tieBreakers: preset('La Liga / Serie A: head-to-head first'),
    });
    expect(laLiga.map((row) => [row.position, row.teamName, row.points, row.runsFor - row.runsAgainst])).toEqual([
      [1, 'X', 4, 1],
      [2, 'Y', 4, 5],
      [3, 'Z', 1, 0],
      [4, 'W', 1, -6],
    ]);
    const premier = computeStandings(teams, matches, { ...FOOTBALL, tieBreakers: preset('Premier League') });
    expect(names(premier)).toEqual(['1 Y', '2 X', '3 Z', '4 W']);
  });

  it('fair play counts cards (undone ones left out), then a drawing of lots, then teams share a place', () => {
    const teams = [team(1, 'A'), team(2, 'B'), team(3, 'C')];
    const level = [played(1, 2, 1, 1), played(2, 3, 1, 1), played(3, 1, 1, 1)];
    const card = (kind: string, side: string) => ({ kind: 'football', payload: { input: { kind, side }, at: '' } });
    const cardsOfFirst = matchCardPoints([
      card('YELLOW_CARD', 'home'),
      card('SECOND_YELLOW', 'home'),
      card('RED_CARD', 'away'),
      card('YELLOW_CARD', 'away'),
      { kind: 'undo', payload: {} },
    ]);
    // Home: a yellow then a second yellow is 3; away: the red is 4 (the yellow after it was undone).
    expect(cardsOfFirst).toEqual({ home: 3, away: 4 });
    level[0] = { ...level[0], homeCardPoints: 3, awayCardPoints: 4 };
    const rules = { ...FOOTBALL, tieBreakers: [TieBreaker.POINTS, TieBreaker.FAIR_PLAY, TieBreaker.DRAWING_OF_LOTS] };
    expect(names(computeStandings(teams, level, rules))).toEqual(['1 C', '2 A', '3 B']);
    // C has no cards; A and B are separated by the lots drawn, B first.
    const drawn = computeStandings(
      teams,
      level.map((match) => ({ ...match, homeCardPoints: 0, awayCardPoints: 0 })),
      { ...rules, drawingOfLots: [2, 1] },
    );
    expect(names(drawn)).toEqual(['1 B', '2 A', '3 C']);
    // Nothing drawn: all three share first place, listed by name.
    expect(
      names(
        computeStandings(
          teams,
          level.map((match) => ({ ...match, homeCardPoints: 0, awayCardPoints: 0 })),
          rules,
        ),
      ),
    ).toEqual(['1 A', '1 B', '1 C']);
  });

  it('points per result, bonus points and deductions make the points column', () => {
    const teams = [team(1, 'A'), team(2, 'B'), team(3, 'C')];
    const matches = [
      played(1, 2, 2, 1, { homeBonusPoints: 1, awayBonusPoints: 1 }),
      played(2, 3, 0, 0),
      played(3, 1, 3, 0),
    ];
    const rows = computeStandings(teams, matches, {
      ...FOOTBALL,
      points: { win: 2, draw: 1, loss: 0, noResult: 1 },
      deductions: new Map([[3, 3]]),
    });
    expect(rows.map((row) => [row.teamName, row.points, row.bonusPoints, row.pointsDeducted])).toEqual([
      ['A', 3, 1, 0],
      ['B', 2, 1, 0],
      ['C', 0, 0, 3],
    ]);
    // A loss can be worth a point too (some leagues reward turning up).
    const lossPoint = computeStandings(teams, matches, {
      ...FOOTBALL,
      points: { win: 3, draw: 1, loss: 1, noResult: 1 },
    });
    expect(lossPoint.find((row) => row.teamName === 'B')!.points).toBe(1 + 1 + 1);
  });

  it('the form checks tie-breakers and points, naming the field', () => {
    const base = { name: 'Cup', tournamentType: 'league', startDate: '2026-12-01', endDate: '2026-12-31' };
    const issues = (input: Record<string, unknown>) =>
      tournamentSchema
        .safeParse({ ...base, ...input })
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ tieBreakers: ['POINTS', 'WINS', 'POINTS'] })).toEqual([
      ['tieBreakers', 'Each tie-breaker can be used once'],
    ]);
    expect(issues({ tieBreakers: ['POINTS', 'NET_RUN_RATE'] })).toEqual([
      ['tieBreakers', 'Net run rate ranks cricket tables only'],
    ]);
    expect(issues({ pointsForWin: 11 })).toEqual([
      ['pointsForWin', 'Points for a win must be a whole number from 0 to 10'],
    ]);
    expect(
      issues({ sport: 'cricket', tieBreakers: preset('IPL / T20 leagues: wins then net run rate') }),
    ).toBeUndefined();
  });
});
