import { describe, expect, it } from 'vitest';
import type { DeliveryInput, MatchConfig } from '../../../../server/src/modules/matches/cricket/delivery.js';
import {
  CricketRuleError,
  applyDelivery,
  applyEvent,
  foldCricket,
  type MatchState,
} from '../../../../server/src/modules/matches/cricket/innings-state.js';
import { Scorer, type Ball } from './scorer.js';

const config: MatchConfig = { teams: ['Delhi Capitals', 'Kings XI Punjab'], overs: 20, battingFirst: 'Delhi Capitals' };

/** The delivery is refused naming `field`, and neither the state nor the log changes. */
function expectRefused(scorer: Scorer, input: DeliveryInput, field: string, message?: RegExp): void {
  const before: MatchState = structuredClone(scorer.state);
  const logged = scorer.events.length;
  let error: unknown;
  try {
    scorer.state = applyDelivery(scorer.state, input);
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(CricketRuleError);
  expect((error as CricketRuleError).field).toBe(field);
  if (message) expect((error as CricketRuleError).message).toMatch(message);
  expect(scorer.state).toEqual(before);
  expect(scorer.events).toHaveLength(logged);
}

describe('deliveries the laws refuse', () => {
  it('refuses one bowler for two overs in a row, and allows him again after another over', () => {
    const scorer = new Scorer(config).bowl(1, 'Rabada', 0, 1, 0, 0, 2, 0);
    expectRefused(scorer, scorer.input(1, 'Rabada', 0), 'input.bowler', /Rabada bowled the previous over/);
    scorer.bowl(1, 'Nortje', 0, 0, 0, 0, 0, 0).bowl(1, 'Rabada', 4);
    expect(scorer.state.innings[0].legalBalls).toBe(13);
  });

  it('refuses a dismissal kind Cricsheet does not know', () => {
    const scorer = new Scorer(config).bowl(1, 'Rabada', 1);
    expectRefused(
      scorer,
      scorer.input(1, 'Rabada', { out: 'caught behind' }),
      'input.wickets[0].kind',
      /caught behind/,
    );
  });

  it('refuses a batter who is already out, or who is not at the crease', () => {
    const scorer = new Scorer(config).bowl(1, 'Rabada', { batter: 'Shaw', nonStriker: 'Dhawan', out: 'bowled' });
    expectRefused(
      scorer,
      { ...scorer.input(1, 'Rabada', 0), batter: 'Shaw', nonStriker: 'Dhawan' },
      'input.batter',
      /Shaw is already out/,
    );
    scorer.bowl(1, 'Rabada', { batter: 'Iyer', nonStriker: 'Dhawan' });
    expect(scorer.state.innings[0].batted).toEqual(['Shaw', 'Dhawan', 'Iyer']);
    expectRefused(
      scorer,
      { ...scorer.input(1, 'Rabada', 0), batter: 'Pant' },
      'input.batter',
      /Pant is not at the crease/,
    );
    expectRefused(
      scorer,
      { ...scorer.input(1, 'Rabada', 0), nonStriker: 'Pant' },
      'input.nonStriker',
      /not at the crease/,
    );
    // A run out of the non-striker needs him at the crease too.
    expectRefused(
      scorer,
      scorer.input(1, 'Rabada', { out: 'run out', playerOut: 'Pant' }),
      'input.wickets[0].playerOut',
      /Pant is not one of the batters/,
    );
  });

  it('closes an innings at its overs and refuses a further ball', () => {
    const scorer = new Scorer({ ...config, overs: 2 }).overs(1, 2, 1);
    expect(scorer.state.innings[0]).toMatchObject({ closed: 'overs', legalBalls: 12, runs: 12 });
    expectRefused(scorer, scorer.input(1, 'X', 0), 'input.innings', /Innings 1 is closed \(overs\)/);
  });

  it('is all out at nine wickets with a batter absent hurt', () => {
    const scorer = new Scorer(config).event({ type: 'absent hurt', innings: 1, player: 'D11' });
    scorer
      .bowl(1, 'X', ...Array<Ball>(6).fill({ out: 'bowled' }))
      .bowl(1, 'Y', 1, { out: 'lbw' }, 0, { out: 'bowled' });
    expect(scorer.state.innings[0]).toMatchObject({ closed: null, wickets: 8 });
    scorer.bowl(1, 'Y', { out: 'caught', fielders: ['Z'] });
    expect(scorer.state.innings[0]).toMatchObject({ closed: 'all out', wickets: 9, maxWickets: 9, legalBalls: 11 });
    expectRefused(scorer, scorer.input(1, 'Y', 0), 'input.innings', /closed \(all out\)/);
  });

  it('closes the chase when the target is passed', () => {
    const scorer = new Scorer({ ...config, overs: 1 }).overs(1, 1, 1).bowl(2, 'A', 6);
    expect(scorer.state.innings[1]).toMatchObject({ closed: null, runs: 6, target: { runs: 7 } });
    scorer.bowl(2, 'A', 1);
    expect(scorer.state.innings[1]).toMatchObject({ closed: 'target', runs: 7, legalBalls: 2 });
    expectRefused(scorer, scorer.input(2, 'A', 0), 'input.innings', /closed \(target\)/);
  });

  it('refuses the next innings while one is open, and a super over without a tie', () => {
    const scorer = new Scorer({ ...config, overs: 1 }).bowl(1, 'X', 1);
    expectRefused(scorer, scorer.input(2, 'A', 0), 'input.innings', /Innings 1 is still open/);
    scorer.bowl(1, 'X', 1, 1, 1, 1, 1).bowl(2, 'A', 0, 0, 0, 0, 0, 0);
    expect(scorer.state.innings[1].closed).toBe('overs');
    expectRefused(scorer, scorer.input(3, 'A', 0), 'input.innings', /only be a super over after a tie/);
  });

  it('refuses impossible extras, and a side not in the match', () => {
    const scorer = new Scorer(config);
    expectRefused(scorer, scorer.input(1, 'X', { extras: { wides: 1, noBalls: 1 } }), 'input.extras.noBalls');
    expectRefused(scorer, scorer.input(1, 'X', -1), 'input.runs');
    expectRefused(scorer, scorer.input(1, 'X', 44), 'input.runs');
    expectRefused(scorer, scorer.input(1, 'X', { extras: { byes: 1.5 } }), 'input.extras.byes');
    expectRefused(scorer, scorer.input(1, 'X', { out: 'stumped', extras: { noBalls: 1 } }), 'input.wickets[0].kind');
    expectRefused(scorer, { ...scorer.input(1, 'X', 0), battingTeam: 'Kings XI Punjab' }, 'input.battingTeam');
  });

  it('folds on from a state stored as JSON and read back, as from the live one', () => {
    const scorer = new Scorer(config).bowl(1, 'Rabada', 1, 4, { out: 'bowled' }, { extras: { wides: 1 } });
    const stored: MatchState = JSON.parse(JSON.stringify(scorer.state));
    const next = scorer.input(1, 'Rabada', 2);
    expect(applyDelivery(stored, next)).toEqual(applyDelivery(scorer.state, next));
    // Undo and corrections rebuild the state by folding the log again.
    expect(foldCricket(scorer.config, scorer.events)).toEqual(scorer.state);
    expect(foldCricket(scorer.config, scorer.events.slice(0, -1)).innings[0]).toMatchObject({ runs: 5, wickets: 1 });
  });

  it('refuses every ball once the match is abandoned', () => {
    const scorer = new Scorer(config).bowl(1, 'X', 1).event({ type: 'abandon' });
    expectRefused(scorer, scorer.input(1, 'X', 0), 'input.innings', /abandoned/);
    expect(() => applyEvent(scorer.state, { type: 'abandon' })).toThrow(CricketRuleError);
  });
});
