// A cricket match as a fold over its events: which innings is open, who is at the crease, who bowled
// the last over, when an innings closes and what the result is. Pure: no I/O, and a refused event
// leaves the state as it was (every step answers a new state).
import type { CricketEvent, DeliveryInput, InningsEvent, MatchConfig } from './delivery.js';
import { applyDelivery } from './delivery-rules.js';
import {
  CricketRuleError,
  checkPlayer,
  initialState,
  inningsFor,
  isCount,
  replaceCurrent,
  withClosure,
  type MatchState,
  type Target,
} from './innings.js';
import { oversToBalls } from './laws.js';
import { applySheetEvent } from './match-sheet.js';
import { matchResult } from './result.js';

export { applyDelivery, evolveDelivery, validateDelivery } from './delivery-rules.js';
export {
  CricketRuleError,
  currentInnings,
  initialState,
  type InningsState,
  type MatchResult,
  type MatchState,
  type Target,
} from './innings.js';
export { matchResult } from './result.js';

function applyInningsEvent(state: MatchState, event: InningsEvent): MatchState {
  const postPenalty = event.type === 'penalty runs' && event.when === 'post';
  const innings = inningsFor(state, event.innings, event.battingTeam, postPenalty);
  switch (event.type) {
    case 'close': {
      if (!['declared', 'forfeited', 'closed'].includes(event.reason)) {
        throw new CricketRuleError('input.reason', 'An innings is declared, forfeited or closed');
      }
      if (event.par === undefined) return replaceCurrent(state, { ...innings, closed: event.reason });
      if (!isCount(event.par)) throw new CricketRuleError('input.par', 'A par score is a whole number of runs');
      if (event.reason !== 'closed' || innings.number !== 2) {
        throw new CricketRuleError('input.par', 'Only a chase closed for no further play is decided by a par score');
      }
      return replaceCurrent(state, {
        ...innings,
        closed: event.reason,
        par: event.par,
        rainMethod: event.method ?? innings.rainMethod,
      });
    }
    case 'revise': {
      let maxBalls: number;
      try {
        maxBalls = oversToBalls(event.overs, state.config.ballsPerOver);
      } catch {
        throw new CricketRuleError('input.overs', `"${event.overs}" is not a number of overs`);
      }
      if (maxBalls === 0) throw new CricketRuleError('input.overs', 'An innings has at least one ball');
      if (event.targetRuns !== undefined && (!Number.isInteger(event.targetRuns) || event.targetRuns < 1)) {
        throw new CricketRuleError('input.targetRuns', 'A target is a whole number of runs from 1');
      }
      if (event.targetRuns !== undefined && innings.number % 2 === 1) {
        throw new CricketRuleError('input.targetRuns', `Innings ${innings.number} has no target to revise`);
      }
      const target: Target | null =
        event.targetRuns !== undefined
          ? { runs: event.targetRuns, balls: maxBalls, revised: true }
          : innings.target && { ...innings.target, balls: maxBalls };
      const rainMethod = event.method ?? innings.rainMethod;
      return replaceCurrent(state, withClosure({ ...innings, maxBalls, target, rainMethod }));
    }
    case 'absent hurt': {
      const player = checkPlayer(event.player, 'input.player');
      if (innings.batted.includes(player)) throw new CricketRuleError('input.player', `${player} has batted`);
      if (innings.absentHurt.includes(player)) throw new CricketRuleError('input.player', `${player} is absent`);
      const next = { ...innings, absentHurt: [...innings.absentHurt, player], maxWickets: innings.maxWickets - 1 };
      return replaceCurrent(state, withClosure(next));
    }
    case 'penalty runs': {
      if (!isCount(event.runs) || event.runs === 0) {
        throw new CricketRuleError('input.runs', 'Penalty runs are a whole number from 1');
      }
      const runs = innings.runs + event.runs;
      const next =
        event.when === 'pre'
          ? withClosure({ ...innings, runs, penaltyPre: innings.penaltyPre + event.runs })
          : { ...innings, runs, penaltyPost: innings.penaltyPost + event.runs };
      return replaceCurrent(state, next);
    }
  }
}

/** Applies any event of the log: a delivery, an innings event, or the match's abandonment. */
export function applyEvent(
  state: MatchState,
  event: CricketEvent | (DeliveryInput & { type: 'delivery' }),
): MatchState {
  switch (event.type) {
    case 'delivery':
      return applyDelivery(state, event);
    case 'abandon':
      if (state.abandoned) throw new CricketRuleError('input', 'The match was already abandoned');
      return { ...state, abandoned: true };
    case 'toss':
    case 'playing xi':
    case 'officials':
    case 'powerplay':
    case 'player of the match':
      return applySheetEvent(state, event);
    case 'tie':
      if (matchResult(state).status !== 'tied') {
        throw new CricketRuleError('matchId', 'Only a tied match is completed as a tie (the scores are not level)');
      }
      return { ...state, tieCompleted: true };
    default:
      return applyInningsEvent(state, event);
  }
}

/** The match from its events in force, folded from the start (undo and an import fold the log again this way). */
export function foldCricket(config: MatchConfig, events: readonly CricketEvent[]): MatchState {
  return events.reduce(applyEvent, initialState(config));
}
