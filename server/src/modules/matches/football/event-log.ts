// The one undo rule of every sport lives in shared/deciders/log.ts, with the pad's.
export {
  REPLACE,
  UNDO,
  inForce,
  liveEvents,
  project,
  roleOfKind,
  storedInForce,
  type LogEntry,
} from '../../../../../shared/deciders/log.js';
export { RuleViolation } from '../../../../../shared/deciders/decider.js';
