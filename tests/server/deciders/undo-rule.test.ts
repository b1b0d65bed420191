// One undo rule for every sport and every reader: the folds, the server's voided flags and the pad.
import { describe, expect, it } from 'vitest';
import {
  inForce,
  liveEvents,
  REPLACE,
  roleOfKind,
  storedInForce,
  UNDO,
  type LogEntry,
} from '../../../shared/deciders/log.js';
import { markVoided } from '../../../server/src/modules/matches/events/match-projection.js';
import type { MatchEvent } from '../../../server/src/modules/matches/events/match-event.entity.js';

type Stored = { seq: number; kind: string; voided: boolean };

const log = (...kinds: string[]): Stored[] => kinds.map((kind, index) => ({ seq: index + 1, kind, voided: false }));
const seqs = (entries: readonly { seq: number }[]) => entries.map((entry) => entry.seq);
const asEntries = (stored: readonly Stored[]) =>
  stored.map((event): LogEntry<number> =>
    event.kind === UNDO
      ? { kind: 'undo' }
      : event.kind === REPLACE
        ? { kind: 'reset' }
        : { kind: 'event', event: event.seq },
  );

describe('the undo rule', () => {
  it('an undo voids the latest event not already voided; undos in a row walk back', () => {
    const stored = log('delivery', 'delivery', 'delivery', UNDO, UNDO, 'delivery');
    expect(seqs(storedInForce(stored))).toEqual([1, 6]);
  });

  it('a replace voids every event before it, and an undo after it reaches only the events it brought', () => {
    expect(seqs(storedInForce(log('delivery', 'close', REPLACE, 'delivery', 'delivery', UNDO)))).toEqual([4]);
    expect(() => storedInForce(log('delivery', REPLACE, UNDO))).toThrow('There is no event to undo');
    expect(storedInForce(log('delivery', REPLACE, UNDO), { emptyUndo: 'ignore' })).toEqual([]);
  });

  it('reads the stored log in seq order, as the pad receives it in any order', () => {
    const stored = log('football', 'football', UNDO, 'football');
    expect(seqs(storedInForce([...stored].reverse()))).toEqual([1, 4]);
  });

  it('the folds, the server’s voided flags and the pad all leave the same events in force', () => {
    // A long log of every shape: events, undos (never more than there are events to void) and replaces.
    let seed = 47;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const kinds: string[] = [];
    let live = 0;
    for (let i = 0; i < 400; i += 1) {
      const roll = random();
      if (roll < 0.2 && live > 0) {
        kinds.push(UNDO);
        live -= 1;
      } else if (roll < 0.23) {
        kinds.push(REPLACE);
        live = 0;
      } else {
        kinds.push('delivery');
        live += 1;
      }
    }
    const stored = log(...kinds);
    const folded = liveEvents(asEntries(stored));
    const padded = seqs(storedInForce(stored, { emptyUndo: 'ignore' }));
    const flagged = markVoided(stored as unknown as MatchEvent[]);
    expect(padded).toEqual(folded);
    expect(seqs(flagged)).toEqual(folded);
    const voided = stored.filter((event) => event.voided).map((event) => event.seq);
    expect(voided.length + folded.length + kinds.filter((kind) => kind !== 'delivery').length).toBe(stored.length);
    expect(inForce(stored, (event) => roleOfKind(event.kind)).every((event) => !event.voided)).toBe(true);
  });
});
