// `npm run bench -- cricket-scorecard [--runs 200]`: the pure cricket laws alone (no database): the
// time to project a 300-ball match's scorecard from its log, and to validate and apply one delivery.
import { parseArgs } from 'node:util';
import type { DeliveryInput, MatchConfig, CricketEvent } from '../server/src/modules/matches/cricket/delivery.js';
import {
  applyDelivery,
  currentInnings,
  evolveDelivery,
  initialState,
  validateDelivery,
  type MatchState,
} from '../server/src/modules/matches/cricket/innings-state.js';
import { projectScorecard } from '../server/src/modules/matches/cricket/scorecard.js';
import { median } from './stats.js';

const config: MatchConfig = {
  teams: ['Barbados Royals', 'Guyana Amazon Warriors'],
  overs: 25,
  battingFirst: 'Barbados Royals',
};

const DELIVERIES = 300;

/** A made-up but lawful match of 300 deliveries, the same every run (a seeded generator). */
function makeMatch(): { events: CricketEvent[]; states: MatchState[]; inputs: DeliveryInput[] } {
  let seed = 20_261_123;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  let state = initialState(config);
  const events: CricketEvent[] = [];
  const states: MatchState[] = [];
  const inputs: DeliveryInput[] = [];
  for (const innings of [1, 2]) {
    const prefix = innings === 1 ? 'BR' : 'GAW';
    const bowlers = innings === 1 ? ['G1', 'G2', 'G3', 'G4', 'G5'] : ['B1', 'B2', 'B3', 'B4', 'B5'];
    let next = 1;
    const fresh = () => `${prefix} ${next++}`;
    for (;;) {
      const open = currentInnings(state);
      if ((open?.number === innings && open.closed) || events.length === DELIVERIES) break;
      const current = open?.number === innings ? open : null;
      const striker = current?.striker ?? fresh();
      const nonStriker = current?.nonStriker ?? fresh();
      const over = Math.floor((current?.legalBalls ?? 0) / 6);
      const roll = random();
      const chase = innings === 2 ? 0.08 : 0;
      const input: DeliveryInput = {
        innings,
        batter: striker,
        nonStriker,
        bowler: bowlers[over % bowlers.length],
        runs: roll < 0.35 + chase ? 0 : roll < 0.7 ? 1 : roll < 0.8 ? 2 : roll < 0.88 ? 4 : roll < 0.92 ? 6 : 0,
        ...(roll >= 0.92 && roll < 0.95 ? { extras: { wides: 1 } } : {}),
        ...(roll >= 0.95 && roll < 0.97 ? { extras: { legByes: 1 } } : {}),
        ...(roll >= 0.97 && (current?.wickets ?? 0) < 8
          ? { wickets: [{ kind: 'caught', playerOut: striker, fielders: [bowlers[(over + 2) % 5]] }] }
          : {}),
      };
      const { delivery, innings: before } = validateDelivery(state, input);
      states.push(state);
      inputs.push(input);
      state = evolveDelivery(state, before, delivery);
      events.push(delivery);
    }
  }
  if (events.length !== DELIVERIES) throw new Error(`The made-up match has ${events.length} deliveries`);
  return { events, states, inputs };
}

function time(runs: number, work: () => void): number {
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    work();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

// bench/run.ts's table runs every benchmark as asynchronous; this one, pure laws, awaits nothing.
// eslint-disable-next-line @typescript-eslint/require-await
export async function runCricketScorecard(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { runs: { type: 'string', default: '200' } } });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs is a whole number from 1');
  const { events, states, inputs } = makeMatch();
  // Warm up the JIT before measuring.
  for (let run = 0; run < 20; run += 1) projectScorecard(config, events);
  const card = projectScorecard(config, events);
  const project = time(runs, () => projectScorecard(config, events));

  // One delivery: each ball of the match applied to the state before it, in turn.
  let ball = 0;
  const perBall = time(runs * 50, () => {
    applyDelivery(states[ball], inputs[ball]);
    ball = (ball + 1) % inputs.length;
  });

  console.log(
    `cricket scorecard: ${events.length} deliveries (${card.totals.map((side) => `${side.team} ${side.runs}/${side.wickets} (${side.overs})`).join(', ')}; ${card.resultText ?? 'in progress'})`,
  );
  console.log(`  project the scorecard from the log: median ${project.toFixed(3)} ms over ${runs} runs (budget 30 ms)`);
  console.log(`  validate and apply one delivery:    median ${(perBall * 1000).toFixed(1)} µs over ${runs * 50} runs`);
}
