// The football fold (the Decider) and what the pages print of it live in shared/deciders.
export * from '../../../../../shared/deciders/football/football-state.js';
export * from '../../../../../shared/deciders/football/football-views.js';
export { shootoutScoreProblem } from '../../../../../shared/deciders/football/shootout.js';
export {
  footballDecider,
  footballEventOf,
  type FootballLogEvent,
  type StoredFootballPayload,
} from '../../../../../shared/deciders/football/decider.js';
