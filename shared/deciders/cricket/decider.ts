// Cricket as a Decider: commands are what a scorer or an import sends, events what the log stores.
import type { Decider } from '../decider.js';
import type { CricketEvent, DeliveryInput, InningsEvent, MatchConfig, MatchEnd } from './delivery.js';
import { evolveDelivery, validateDelivery } from './delivery-rules.js';
import { CRICKET_SHEET_KINDS, type CricketSheetEvent } from './match-sheet.js';
import { CricketRuleError, applyEvent, initialState, type MatchState } from './innings-state.js';

/** A scorer's command: a delivery still unchecked (its dismissal kinds are strings), or an event between balls. */
export type CricketCommand = ({ type: 'delivery' } & DeliveryInput) | InningsEvent | MatchEnd | CricketSheetEvent;

/** The kinds a cricket log stores; each is its payload's `type`. */
export const CRICKET_EVENT_KINDS = [
  'delivery',
  'close',
  'revise',
  'absent hurt',
  'penalty runs',
  'abandon',
  'tie',
  ...CRICKET_SHEET_KINDS,
] as const;
export type CricketEventKind = CricketEvent['type'];

/** An event of the log as stored: the row's `kind` and the payload it names (a discriminated union on `kind`). */
export type CricketLogEvent = {
  [K in CricketEventKind]: { kind: K; payload: Extract<CricketEvent, { type: K }> };
}[CricketEventKind];

export function isCricketEvent(payload: Readonly<Record<string, unknown>>): payload is CricketEvent {
  return (CRICKET_EVENT_KINDS as readonly unknown[]).includes(payload.type);
}

/** A stored payload as the cricket fold reads it; a payload of another sport is refused. */
export function cricketEvent(payload: Readonly<Record<string, unknown>>): CricketEvent {
  if (!isCricketEvent(payload))
    throw new CricketRuleError('input.type', `"${String(payload.type)}" is not a cricket event`);
  return payload;
}

/** The log entry an event is stored as. */
export function cricketLogEvent<E extends CricketEvent>(event: E): CricketLogEvent {
  return { kind: event.type, payload: event } as CricketLogEvent;
}

export const cricketDecider: Decider<MatchConfig, MatchState, CricketCommand, CricketLogEvent> = {
  initialState,
  decide(state, command) {
    if (command.type !== 'delivery') {
      applyEvent(state, command);
      return [cricketLogEvent(command)];
    }
    return [cricketLogEvent(validateDelivery(state, command).delivery)];
  },
  evolve: (state, event) => applyEvent(state, event.payload),
};

/**
 * Decides a command and evolves the state by its events at once, as the appender does: a delivery is
 * checked once (the fold after it is kept with the match).
 */
export function decideAndEvolve(
  state: MatchState,
  command: CricketCommand,
): { events: CricketLogEvent[]; state: MatchState } {
  if (command.type === 'delivery') {
    const { delivery, innings } = validateDelivery(state, command);
    return { events: [cricketLogEvent(delivery)], state: evolveDelivery(state, innings, delivery) };
  }
  return { events: [cricketLogEvent(command)], state: applyEvent(state, command) };
}
