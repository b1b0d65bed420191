// The points sports' fold (the Decider) lives in shared/deciders.
export * from '../../../../../shared/deciders/points/points-state.js';
export {
  pointsDecider,
  storedPointsPayload,
  type PointsLogEvent,
  type StoredPointsPayload,
} from '../../../../../shared/deciders/points/decider.js';
