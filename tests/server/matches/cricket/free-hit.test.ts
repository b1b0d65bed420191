import { describe, expect, it } from 'vitest';
import type { DeliveryInput, MatchConfig } from '../../../../server/src/modules/matches/cricket/delivery.js';
import {
  CricketRuleError,
  applyDelivery,
  cricketDecider,
  type MatchState,
} from '../../../../server/src/modules/matches/cricket/innings-state.js';
import { freeHitsApply } from '../../../../server/src/modules/matches/cricket/laws.js';
import { projectScorecard } from '../../../../server/src/modules/matches/cricket/scorecard.js';
import { Scorer } from './scorer.js';

const t20: MatchConfig = { teams: ['Delhi Capitals', 'Kings XI Punjab'], overs: 20, battingFirst: 'Delhi Capitals' };

/** Refused naming `field`, the state untouched. */
function refused(state: MatchState, input: DeliveryInput): CricketRuleError {
  const before = structuredClone(state);
  let error: unknown;
  try {
    applyDelivery(state, input);
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(CricketRuleError);
  expect(state).toEqual(before);
  return error as CricketRuleError;
}

const afterNoBall = () => new Scorer(t20).bowl(1, 'Rabada', 1, { runs: 0, extras: { noBalls: 1 } });

describe('a free hit after a no-ball (limited overs)', () => {
  it('knows the next ball is a free hit after a no-ball, and not after a legal ball', () => {
    const scorer = new Scorer(t20).bowl(1, 'Rabada', 1);
    expect(scorer.state.innings[0].freeHit).toBe(false);
    scorer.bowl(1, 'Rabada', { runs: 4, extras: { noBalls: 1 } });
    expect(scorer.state.innings[0].freeHit).toBe(true);
    scorer.bowl(1, 'Rabada', 0);
    expect(scorer.state.innings[0].freeHit).toBe(false);
  });

  it('refuses a dismissal the free hit does not allow, naming the wicket kind', () => {
    const scorer = afterNoBall();
    for (const kind of ['bowled', 'caught', 'caught and bowled', 'lbw', 'stumped', 'hit wicket']) {
      const error = refused(scorer.state, scorer.input(1, 'Rabada', { out: kind, fielders: ['Rahul'] }));
      expect(error.field).toBe('input.wickets[0].kind');
      expect(error.message).toMatch(/free hit/);
    }
    // Through the Decider as the server decides a scorer's command, too.
    expect(() =>
      cricketDecider.decide(scorer.state, { type: 'delivery', ...scorer.input(1, 'Rabada', { out: 'bowled' }) }),
    ).toThrow(/free hit/);
  });

  it('allows a run out on the free hit, which then ends it', () => {
    const scorer = afterNoBall().bowl(1, 'Rabada', { runs: 1, out: 'run out', fielders: ['Rahul'] });
    expect(scorer.state.innings[0]).toMatchObject({ wickets: 1, freeHit: false });
    // The next ball is an ordinary one: bowled stands.
    scorer.bowl(1, 'Rabada', { out: 'bowled' });
    expect(scorer.state.innings[0].wickets).toBe(2);
  });

  it('keeps the free hit through a wide (and another no-ball) until a legal ball is bowled', () => {
    const scorer = afterNoBall().bowl(1, 'Rabada', { extras: { wides: 1 } });
    expect(scorer.state.innings[0].freeHit).toBe(true);
    expect(refused(scorer.state, scorer.input(1, 'Rabada', { out: 'bowled' })).field).toBe('input.wickets[0].kind');
    // A stumping is out off a wide, but not off a wide that is a free hit.
    expect(
      refused(scorer.state, scorer.input(1, 'Rabada', { extras: { wides: 1 }, out: 'stumped', fielders: ['Rahul'] }))
        .field,
    ).toBe('input.wickets[0].kind');
    scorer.bowl(1, 'Rabada', { extras: { noBalls: 1 } });
    expect(scorer.state.innings[0].freeHit).toBe(true);
    scorer.bowl(1, 'Rabada', 2);
    expect(scorer.state.innings[0].freeHit).toBe(false);
  });

  it('is a rule of the format: limited overs have free hits', () => {
    expect(freeHitsApply({ overs: 20 })).toBe(true);
    expect(freeHitsApply({ overs: 50 })).toBe(true);
    expect(freeHitsApply({ overs: 0 })).toBe(false);
    // A match with no overs limit (as a multi-day match would be) folds with no free hit.
    const unlimited = new Scorer({ ...t20, overs: Number.POSITIVE_INFINITY }).bowl(
      1,
      'Rabada',
      { runs: 0, extras: { noBalls: 1 } },
      { out: 'bowled' },
    );
    expect(unlimited.state.innings[0]).toMatchObject({ wickets: 1, freeHit: false });
  });

  it('marks the free-hit delivery in the commentary', () => {
    const scorer = afterNoBall().bowl(1, 'Rabada', { extras: { wides: 1 } }, 6, 0);
    const commentary = projectScorecard(t20, scorer.events).innings[0].commentary.map((line) => line.text);
    expect(commentary).toEqual([
      '0.1 Rabada to D1, 1 run',
      '0.2 Rabada to D2, no ball',
      '0.2 Free hit: Rabada to D2, wide',
      '0.2 Free hit: Rabada to D2, SIX',
      '0.3 Rabada to D2, no run',
    ]);
  });
});
