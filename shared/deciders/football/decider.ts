// Football as a Decider: a command is the scorer's input and when the server heard it; the log stores it
// as a `football` event carrying the input and that moment (the period clock starts from it).
import type { Decider } from '../decider.js';
import type { FootballEvent, FootballEventInput, FootballRules } from './football-event.js';
import { applyFootballEvent, initialFootballState, type FootballState } from './football-state.js';

export const FOOTBALL = 'football';

/** A football event as the log stores it (`at` an ISO time). */
export type StoredFootballPayload = { input: FootballEventInput; at: string };
export type FootballLogEvent = { kind: typeof FOOTBALL; payload: StoredFootballPayload };

/** The event a stored payload holds, as the fold reads it. */
export function footballEventOf(payload: StoredFootballPayload): FootballEvent {
  return { input: payload.input, at: new Date(payload.at) };
}

export function isStoredFootballPayload(payload: Readonly<Record<string, unknown>>): payload is StoredFootballPayload {
  const input = payload.input;
  return typeof payload.at === 'string' && typeof input === 'object' && input !== null && 'kind' in input;
}

export const footballDecider: Decider<FootballRules, FootballState, FootballEvent, FootballLogEvent> = {
  initialState: initialFootballState,
  decide(state, command) {
    // The laws refuse the command here, naming the field, or accept it as it was sent.
    applyFootballEvent(state, command);
    return [{ kind: FOOTBALL, payload: { input: { ...command.input }, at: command.at.toISOString() } }];
  },
  evolve: (state, event) => applyFootballEvent(state, footballEventOf(event.payload)),
};
