// The football fold (the Decider) and what the pages print of it live in shared/deciders.
export * from '../../../../../shared/deciders/football/football-state.js';
export * from '../../../../../shared/deciders/football/football-views.js';
export * from '../../../../../shared/deciders/football/sheet-views.js';
export { isSheetPayload, MAX_BENCH, STARTERS } from '../../../../../shared/deciders/football/match-sheet.js';
export { shootoutScoreProblem } from '../../../../../shared/deciders/football/shootout.js';
export {
  footballDecider,
  footballEventOf,
  type FootballLogEvent,
  type StoredFootballPayload,
} from '../../../../../shared/deciders/football/decider.js';
