// The cricket fold (the Decider) lives in shared/deciders: one copy of the laws for the server and the pad.
export * from '../../../../../shared/deciders/cricket/innings-state.js';
export {
  cricketDecider,
  cricketEvent,
  cricketLogEvent,
  decideAndEvolve,
  isCricketEvent,
  type CricketCommand,
  type CricketLogEvent,
} from '../../../../../shared/deciders/cricket/decider.js';
