// The points sports as a Decider: a point, a whole set, or a period's end, stored as a `points` event.
import type { Decider } from '../decider.js';
import {
  applyPointsEvent,
  initialPointsState,
  type PointsEventInput,
  type PointsRules,
  type PointsState,
} from './points-state.js';

export const POINTS = 'points';

/** A points event as the log stores it: every field present, null where the kind has none. */
export type StoredPointsPayload = {
  kind: PointsEventInput['kind'];
  side: NonNullable<PointsEventInput['side']> | null;
  points: number | null;
  home: number | null;
  away: number | null;
};
export type PointsLogEvent = { kind: typeof POINTS; payload: StoredPointsPayload };

const POINTS_KINDS: readonly unknown[] = ['POINT', 'SET_RESULT', 'PERIOD_END'];

export function isStoredPointsPayload(payload: Readonly<Record<string, unknown>>): payload is StoredPointsPayload {
  return POINTS_KINDS.includes(payload.kind);
}

export function storedPointsPayload(input: PointsEventInput): StoredPointsPayload {
  const { kind, side, points, home, away } = input;
  return { kind, side: side ?? null, points: points ?? null, home: home ?? null, away: away ?? null };
}

export const pointsDecider: Decider<PointsRules, PointsState, PointsEventInput, PointsLogEvent> = {
  initialState: initialPointsState,
  decide(state, command) {
    const payload = storedPointsPayload(command);
    applyPointsEvent(state, payload);
    return [{ kind: POINTS, payload }];
  },
  evolve: (state, event) => applyPointsEvent(state, event.payload),
};
