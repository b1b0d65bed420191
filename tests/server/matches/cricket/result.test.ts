import { describe, expect, it } from 'vitest';
import type { MatchConfig } from '../../../../server/src/modules/matches/cricket/delivery.js';
import { matchResult } from '../../../../server/src/modules/matches/cricket/innings-state.js';
import { projectScorecard } from '../../../../server/src/modules/matches/cricket/scorecard.js';
import { Scorer, type Ball } from './scorer.js';

const DC = 'Delhi Capitals';
const KXIP = 'Kings XI Punjab';
const config = (overs: number): MatchConfig => ({ teams: [DC, KXIP], overs, battingFirst: DC });

/** One over of singles each: 6 all. */
const tied = () => new Scorer(config(1)).overs(1, 1, 1).overs(2, 1, 1, ['A']);

describe('result text as the scorecards print it', () => {
  it('a tie stays open for a super over, which decides the winner and counts nowhere else', () => {
    const scorer = tied();
    expect(matchResult(scorer.state)).toMatchObject({ status: 'tied', winner: null, text: 'Match tied' });

    // The side that batted second bats first in the super over.
    scorer.bowl(3, 'Rabada', { out: 'caught', fielders: ['Pant'] }, 2, { out: 'bowled' });
    expect(scorer.state.innings[2]).toMatchObject({ battingTeam: KXIP, superOver: true, closed: 'all out', runs: 2 });
    expect(matchResult(scorer.state)).toMatchObject({ status: 'in progress', text: null });

    scorer.bowl(4, 'Shami', 4);
    expect(scorer.state.innings[3]).toMatchObject({ battingTeam: DC, target: { runs: 3 }, closed: 'target' });
    const card = projectScorecard(scorer.config, scorer.events);
    expect(card).toMatchObject({ winner: DC, resultText: 'Delhi Capitals won the super over' });
    expect(card.totals).toEqual([
      { team: DC, runs: 6, wickets: 0, legalBalls: 6, overs: '1', allOut: false },
      { team: KXIP, runs: 6, wickets: 0, legalBalls: 6, overs: '1', allOut: false },
    ]);
  });

  it('a tied super over leaves room for another', () => {
    const scorer = tied().bowl(3, 'Rabada', 4, { out: 'bowled' }, { out: 'bowled' });
    scorer.bowl(4, 'Shami', 1, 1, 1, 1, 0, 0);
    expect(matchResult(scorer.state)).toMatchObject({ status: 'tied', text: 'Match tied' });
    scorer.bowl(5, 'Bumrah', 6, 0, 0, 0, 0, 0).bowl(6, 'Boult', 1, 1, 1, 1, 1, 0);
    expect(scorer.state.innings[4].battingTeam).toBe(DC);
    expect(matchResult(scorer.state)).toMatchObject({
      status: 'complete',
      winner: DC,
      text: 'Delhi Capitals won the super over',
    });
  });

  it('a chase set a rain-revised target is won by runs (DLS method)', () => {
    const scorer = new Scorer(config(2)).overs(1, 2, 1);
    scorer.event({ type: 'revise', innings: 2, overs: 1, targetRuns: 10 }).bowl(2, 'A', 1, 1, 0, 0, 2, 0);
    expect(scorer.state.innings[1]).toMatchObject({
      closed: 'overs',
      maxBalls: 6,
      target: { runs: 10, revised: true },
    });
    const card = projectScorecard(scorer.config, scorer.events);
    expect(card.resultText).toBe('Delhi Capitals won by 5 runs (DLS method)');
    expect(card.innings[1].target).toEqual({ runs: 10, overs: '1', revised: true });
  });

  it('a chase stopped for good is decided by its par score: ahead wins by runs, behind loses, level ties (DLS)', () => {
    // DC 12 in two overs; KXIP's chase stopped by rain after one over, par 7 at that point.
    const chase = (runsPerBall: number) => {
      const scorer = new Scorer(config(2)).overs(1, 2, 1);
      scorer.overs(2, 1, runsPerBall);
      return scorer.event({ type: 'close', innings: 2, reason: 'closed', par: 7 });
    };
    const ahead = chase(2);
    expect(ahead.state.innings[1]).toMatchObject({ runs: 12, closed: 'closed', par: 7 });
    expect(matchResult(ahead.state)).toMatchObject({
      status: 'complete',
      winner: KXIP,
      text: 'Kings XI Punjab won by 5 runs (DLS method)',
      dls: true,
    });
    expect(matchResult(chase(1).state)).toMatchObject({
      status: 'complete',
      winner: DC,
      text: 'Delhi Capitals won by 1 run (DLS method)',
    });
    // Level with par: a tie, which a super over may still decide.
    const level = new Scorer(config(2)).overs(1, 2, 1);
    level.bowl(2, 'A', 1, 1, 1, 1, 1, 2).event({ type: 'close', innings: 2, reason: 'closed', par: 7 });
    expect(matchResult(level.state)).toMatchObject({ status: 'tied', winner: null, text: 'Match tied (DLS method)' });
  });

  it('refuses a par score anywhere but a chase closed for no further play, naming input.par', () => {
    const first = new Scorer(config(2)).overs(1, 1, 1);
    expect(() => first.event({ type: 'close', innings: 1, reason: 'closed', par: 7 })).toThrow(/par score/);
    const chase = new Scorer(config(2)).overs(1, 2, 1).overs(2, 1, 1);
    expect(() => chase.event({ type: 'close', innings: 2, reason: 'declared', par: 7 })).toThrow(/par score/);
    expect(() => chase.event({ type: 'close', innings: 2, reason: 'closed', par: -1 })).toThrow(/whole number/);
  });

  it('a chase won with balls to spare: by wickets, with the balls left', () => {
    const scorer = new Scorer(config(20)).overs(1, 20, 1);
    scorer.bowl(2, 'X', { out: 'bowled' }, { out: 'bowled' }, { out: 'lbw' }, { out: 'bowled' }, 6, 6);
    scorer.overs(2, 16, 1, ['Y', 'X']).bowl(2, 'Y', 0, 0, 0, 1, 6);
    expect(matchResult(scorer.state)).toMatchObject({ status: 'in progress' });
    scorer.bowl(2, 'Y', 6);
    expect(matchResult(scorer.state)).toMatchObject({
      status: 'complete',
      winner: KXIP,
      text: 'Kings XI Punjab won by 6 wickets (12 balls left)',
    });
  });

  it('a side defending its total wins by runs', () => {
    const scorer = new Scorer(config(2)).overs(1, 2, 4).overs(2, 1, 4).bowl(2, 'Y', 1, 1, 1, 1, 0, 0);
    expect(matchResult(scorer.state)).toMatchObject({ winner: DC, text: 'Delhi Capitals won by 20 runs' });
  });

  it('says one run and one wicket in the singular', () => {
    const byRun = new Scorer(config(1)).overs(1, 1, 1).overs(2, 1, 0, ['A']).state;
    expect(matchResult(byRun).text).toBe('Delhi Capitals won by 6 runs');
    const closeCall = new Scorer(config(1)).overs(1, 1, 1).bowl(2, 'A', 0, 0, 0, 0, 4, 1);
    expect(matchResult(closeCall.state).text).toBe('Delhi Capitals won by 1 run');
    const lastWicket = new Scorer(config(1)).overs(1, 1, 1);
    for (let n = 0; n < 9; n += 1) lastWicket.event({ type: 'absent hurt', innings: 2, player: `K${n + 3}` });
    lastWicket.bowl(2, 'A', { out: 'bowled' });
    expect(lastWicket.state.innings[1]).toMatchObject({ closed: 'all out', wickets: 1 });
    expect(matchResult(lastWicket.state).text).toBe('Delhi Capitals won by 6 runs');
    const oneWicket = new Scorer(config(2)).overs(1, 2, 0);
    oneWicket
      .bowl(2, 'A', ...Array<Ball>(6).fill({ out: 'bowled' }))
      .bowl(2, 'B', ...Array<Ball>(3).fill({ out: 'bowled' }), 0);
    expect(matchResult(oneWicket.state).text).toBe(null);
    oneWicket.bowl(2, 'B', 1);
    expect(matchResult(oneWicket.state).text).toBe('Kings XI Punjab won by 1 wicket (1 ball left)');
  });

  it('an abandoned match is no result, from any state', () => {
    const scorer = new Scorer(config(20)).overs(1, 3, 1).event({ type: 'abandon', reason: 'rain' });
    const card = projectScorecard(scorer.config, scorer.events);
    expect(card).toMatchObject({ winner: null, resultText: 'no result' });
    expect(card.result.status).toBe('no result');
  });
});
