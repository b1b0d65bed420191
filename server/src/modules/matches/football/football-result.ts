import { RuleViolation } from './event-log.js';
import { goalEvent, type FootballEventInput, type FootballRules, type GoalInput } from './football-event.js';
import {
  applyFootballEvent,
  initialFootballState,
  nextPeriod,
  periodMinutes,
  shootoutScoreProblem,
  type FootballState,
} from './football-state.js';

/** A whole result for a match nobody scored live: the goals (after extra time when it was played). */
export type FootballResultInput = {
  goals: GoalInput[];
  homeScore?: number | null;
  awayScore?: number | null;
  homePenalties?: number | null;
  awayPenalties?: number | null;
};

const AT = new Date(0);

/**
 * The state a whole result leads to, through the same rules as live scoring: the goals are folded in
 * minute order, period by period, so extra time and the shoot-out follow only where the rules and the
 * score allow them. Errors name the goal at fault (`input.goals.2.minute`).
 */
export function footballResultState(rules: FootballRules, input: FootballResultInput): FootballState {
  const goals = input.goals.map((goal, index) => ({ goal, index }));
  checkTotals(input);
  goals.sort((a, b) => a.goal.minute - b.goal.minute || (a.goal.addedTime ?? 0) - (b.goal.addedTime ?? 0));

  let state = initialFootballState(rules);
  const step = (event: FootballEventInput, path = 'input') => {
    try {
      state = applyFootballEvent(state, { input: event, at: AT });
    } catch (error) {
      if (error instanceof RuleViolation) throw new RuleViolation(error.field.replace(/^input/, path), error.message);
      throw error;
    }
  };

  let next = 0;
  let period = nextPeriod(state);
  while (period && period !== 'PENALTIES') {
    step({ kind: 'PERIOD_START', period });
    const last = periodMinutes(rules, period)!.last;
    for (; next < goals.length && goals[next].goal.minute <= last; next += 1) {
      step(goalEvent(goals[next].goal), `input.goals.${goals[next].index}`);
    }
    step({ kind: 'PERIOD_END', period });
    period = nextPeriod(state);
  }
  if (next < goals.length) {
    const { goal, index } = goals[next];
    throw new RuleViolation(
      `input.goals.${index}.minute`,
      `Minute ${goal.minute} is after the end of the match: extra time follows only a level score, where the rules have it`,
    );
  }
  return period === 'PENALTIES' ? shootout(state, input) : refuseStrayPenalties(state, input);
}

function checkTotals(input: FootballResultInput) {
  const counted = { home: 0, away: 0 };
  for (const goal of input.goals) counted[goal.side] += 1;
  for (const side of ['home', 'away'] as const) {
    const entered = side === 'home' ? input.homeScore : input.awayScore;
    if (entered != null && entered !== counted[side]) {
      throw new RuleViolation(
        'input.goals',
        `The goals add up to ${counted.home}-${counted.away}, not the score entered`,
      );
    }
  }
}

function shootout(state: FootballState, input: FootballResultInput): FootballState {
  if (input.homePenalties == null || input.awayPenalties == null) {
    const field = input.homePenalties == null ? 'input.homePenalties' : 'input.awayPenalties';
    throw new RuleViolation(field, 'The match was level: enter the shoot-out score');
  }
  const score = { home: input.homePenalties, away: input.awayPenalties };
  const problem = shootoutScoreProblem(score);
  if (problem) throw problem;
  const started = applyFootballEvent(state, { input: { kind: 'PERIOD_START', period: 'PENALTIES' }, at: AT });
  const winner = score.home > score.away ? 'home' : 'away';
  // The takers are not known: the shoot-out keeps its score and no kicks.
  return {
    ...started,
    phase: 'ENDED',
    periodStartedAt: null,
    shootout: { kicks: [], score, winner },
    winner,
    finishedAfter: 'PENALTIES',
  };
}

function refuseStrayPenalties(state: FootballState, input: FootballResultInput): FootballState {
  if (input.homePenalties != null || input.awayPenalties != null) {
    const field = input.homePenalties != null ? 'input.homePenalties' : 'input.awayPenalties';
    throw new RuleViolation(field, 'A shoot-out follows only a level score, in a knockout whose rules have one');
  }
  return state;
}
