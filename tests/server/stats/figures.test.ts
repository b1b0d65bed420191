// The sums behind leaderboards and player pages, on hand-made lines: no database.
import { describe, expect, it } from 'vitest';
import {
  battingTotals,
  bowlingTotals,
  compareBowling,
  footballTotals,
} from '../../../server/src/modules/stats/figures.js';
import { footballLines } from '../../../server/src/modules/stats/match-lines.js';

const bat = (runs: number, balls: number, out: boolean) => ({
  player: 1,
  team: 1,
  runs,
  balls,
  fours: 0,
  sixes: 0,
  out,
});
const bowl = (legalBalls: number, runs: number, wickets: number) => ({
  player: 2,
  team: 2,
  legalBalls,
  maidens: 0,
  runs,
  wickets,
});

describe('batting totals', () => {
  it('averages over dismissals only, counts 50s and 100s apart, and rates an unbeaten high score higher', () => {
    const totals = battingTotals([bat(50, 40, true), bat(50, 30, false), bat(104, 60, true), bat(0, 1, true)]);
    expect(totals).toMatchObject({
      innings: 4,
      notOuts: 1,
      runs: 204,
      balls: 131,
      highScore: 104,
      highScoreNotOut: false,
      average: 68,
      strikeRate: 155.73,
      fifties: 2,
      hundreds: 1,
    });
    expect(battingTotals([bat(50, 40, true), bat(50, 30, false)])).toMatchObject({
      highScore: 50,
      highScoreNotOut: true,
    });
  });

  it('has no average before a dismissal and no strike rate before a ball faced', () => {
    expect(battingTotals([bat(0, 0, false)])).toMatchObject({ average: null, strikeRate: null });
  });
});

describe('bowling totals', () => {
  it('takes the best innings by wickets then runs, economy per over and average per wicket', () => {
    const totals = bowlingTotals([bowl(24, 30, 2), bowl(24, 20, 2), bowl(18, 40, 1)]);
    expect(totals).toMatchObject({
      legalBalls: 66,
      overs: '11',
      runs: 90,
      wickets: 5,
      economy: 8.18,
      average: 18,
      bestFigures: '2/20',
    });
    expect(bowlingTotals([bowl(8, 10, 0)], 8)).toMatchObject({ overs: '1', economy: 10, average: null });
  });

  it('orders level wicket-takers by the lower economy', () => {
    const [cheap, dear] = [bowlingTotals([bowl(24, 20, 2)]), bowlingTotals([bowl(12, 20, 2)])];
    expect([dear, cheap].sort(compareBowling)).toEqual([cheap, dear]);
  });
});

describe('football lines', () => {
  it('credits no one for an own goal, counts a second yellow as a yellow and a sending off', () => {
    const facts = { matchId: 1, tournamentId: 1, ballsPerOver: 6, scheduledAt: null };
    const goal = { minute: 10, addedTime: null, period: 'FIRST_HALF' as const, text: '' };
    const lines = footballLines(
      facts,
      {
        goals: [
          { ...goal, side: 'home', player: { id: 7 }, assist: { id: 8 }, penalty: false, ownGoal: false },
          { ...goal, side: 'home', player: { id: 9 }, assist: null, penalty: false, ownGoal: true },
        ],
        cards: [
          { minute: 20, addedTime: null, side: 'away', player: { id: 9 }, card: 'YELLOW', text: '' },
          { minute: 30, addedTime: null, side: 'away', player: { id: 9 }, card: 'SECOND_YELLOW', text: '' },
        ],
        substitutions: [],
        missedPenalties: [],
        shootout: null,
      },
      { home: 100, away: 200 },
    );
    expect(lines.football).toEqual([
      { player: 7, team: 100, goals: 1, penalties: 0, assists: 0, yellowCards: 0, redCards: 0 },
      { player: 8, team: 100, goals: 0, penalties: 0, assists: 1, yellowCards: 0, redCards: 0 },
      { player: 9, team: 200, goals: 0, penalties: 0, assists: 0, yellowCards: 2, redCards: 1 },
    ]);
    expect([...lines.players]).toEqual([
      [7, 100],
      [8, 100],
      [9, 200],
    ]);
    expect(footballTotals(lines.football, 1)).toMatchObject({ goals: 1, assists: 1, yellowCards: 2, redCards: 1 });
  });
});
