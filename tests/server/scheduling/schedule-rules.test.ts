import { describe, expect, it } from 'vitest';
import { placeFixtures, type SchedulePlan } from '../../../server/src/modules/scheduling/schedule-rules.js';

const plan = (overrides: Partial<SchedulePlan>): SchedulePlan => ({
  startDate: '2026-12-01',
  lastDate: '2026-12-31',
  kickOffTimes: ['10:00'],
  pitchIds: [1],
  minRestDays: 0,
  durationMinutes: 120,
  ...overrides,
});
const at = (placed: { matchId: number; at: Date }[], id: number) =>
  placed.find((placement) => placement.matchId === id)?.at.toISOString();

describe('placing fixtures', () => {
  it('plays a knockout final, whose teams are not known yet, after the semi-finals and their rest days', () => {
    const { placed, unplaced } = placeFixtures(
      [
        { matchId: 3, teamIds: [], phase: [1, 2], hasOpenSlot: true },
        { matchId: 1, teamIds: [1, 2], phase: [1, 1], hasOpenSlot: false },
        { matchId: 2, teamIds: [3, 4], phase: [1, 1], hasOpenSlot: false },
      ],
      [],
      plan({ kickOffTimes: ['14:00', '10:00'], minRestDays: 2 }),
    );
    expect(unplaced).toEqual([]);
    expect(at(placed, 1)).toBe('2026-12-01T10:00:00.000Z');
    // One pitch, two hours a match: the other semi-final at the next kick-off.
    expect(at(placed, 2)).toBe('2026-12-01T14:00:00.000Z');
    expect(at(placed, 3)).toBe('2026-12-04T10:00:00.000Z');
  });

  it('keeps a team’s rest days around a match already booked and a pitch free for a match’s length', () => {
    const { placed } = placeFixtures(
      [
        { matchId: 10, teamIds: [1, 3], phase: [0, 1], hasOpenSlot: false },
        { matchId: 11, teamIds: [5, 6], phase: [0, 1], hasOpenSlot: false },
      ],
      [
        { matchId: 1, teamIds: [1, 2], pitchId: 9, at: new Date('2026-12-02T10:00:00Z') },
        { matchId: 2, teamIds: [7, 8], pitchId: 1, at: new Date('2026-12-01T10:00:00Z') },
      ],
      plan({ kickOffTimes: ['10:00', '11:00', '12:00'], minRestDays: 1 }),
    );
    // Team 1 plays on the 2nd: not the 1st, 2nd or 3rd with a rest day.
    expect(at(placed, 10)).toBe('2026-12-04T10:00:00.000Z');
    // Pitch 1 is taken from 10:00 to 12:00 on the 1st.
    expect(at(placed, 11)).toBe('2026-12-01T12:00:00.000Z');
  });

  it('answers the fixtures that do not fit before the last day', () => {
    const { placed, unplaced } = placeFixtures(
      [
        { matchId: 1, teamIds: [1, 2], phase: [0, 1], hasOpenSlot: false },
        { matchId: 2, teamIds: [1, 3], phase: [0, 2], hasOpenSlot: false },
      ],
      [],
      plan({ lastDate: '2026-12-02', minRestDays: 1 }),
    );
    expect(placed.map((placement) => placement.matchId)).toEqual([1]);
    expect(unplaced).toEqual([2]);
  });
});
