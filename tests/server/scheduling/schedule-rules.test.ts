import { describe, expect, it } from 'vitest';
import { placeFixtures, type SchedulePlan } from '../../../server/src/modules/scheduling/schedule-rules.js';
import { siteInstant } from '../../../shared/site-time.js';

/** A kick-off as the clock at the ground reads it (AST), as an instant. */
const ground = (day: string, time: string) => siteInstant(day, time).toISOString();

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
    expect(at(placed, 1)).toBe(ground('2026-12-01', '10:00'));
    // One pitch, two hours a match: the other semi-final at the next kick-off.
    expect(at(placed, 2)).toBe(ground('2026-12-01', '14:00'));
    expect(at(placed, 3)).toBe(ground('2026-12-04', '10:00'));
  });

  it('keeps a team’s rest days around a match already booked and a pitch free for a match’s length', () => {
    const { placed } = placeFixtures(
      [
        { matchId: 10, teamIds: [1, 3], phase: [0, 1], hasOpenSlot: false },
        { matchId: 11, teamIds: [5, 6], phase: [0, 1], hasOpenSlot: false },
      ],
      [
        { matchId: 1, teamIds: [1, 2], pitchId: 9, at: siteInstant('2026-12-02', '10:00') },
        { matchId: 2, teamIds: [7, 8], pitchId: 1, at: siteInstant('2026-12-01', '10:00') },
      ],
      plan({ kickOffTimes: ['10:00', '11:00', '12:00'], minRestDays: 1 }),
    );
    // Team 1 plays on the 2nd: not the 1st, 2nd or 3rd with a rest day.
    expect(at(placed, 10)).toBe(ground('2026-12-04', '10:00'));
    // Pitch 1 is taken from 10:00 to 12:00 on the 1st.
    expect(at(placed, 11)).toBe(ground('2026-12-01', '12:00'));
  });

  it('counts days at the ground: an evening match after midnight UTC still takes its team’s day', () => {
    const { placed } = placeFixtures(
      [{ matchId: 20, teamIds: [1, 2], phase: [0, 1], hasOpenSlot: false }],
      // 22:30 at the ground on the 1st is 02:30 UTC on the 2nd.
      [{ matchId: 1, teamIds: [1, 3], pitchId: 9, at: siteInstant('2026-12-01', '22:30') }],
      plan({ kickOffTimes: ['10:00'] }),
    );
    expect(at(placed, 20)).toBe(ground('2026-12-02', '10:00'));
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
