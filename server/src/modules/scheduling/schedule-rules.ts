// The scheduling rules as pure functions: no database, so they are tested alone and shared by the
// auto-scheduler and by moving one fixture. Matches store instants; days and kick-off times are the
// ground's (shared/site-time.ts), as every page shows them: "18:00" on "2026-12-03" is 18:00 AST, and
// a match at 22:30 AST belongs to that evening, not to the next UTC day.
import { siteDay, siteInstant } from '../../../../shared/site-time.js';

const DAY_MS = 86_400_000;

/** The calendar day (YYYY-MM-DD) a kick-off falls on at the ground. */
export function dayOf(at: Date): string {
  return siteDay(at);
}

/** Whole days since the epoch, counted at the ground: the difference of two is the days between two matches. */
export function dayNumber(at: Date): number {
  return Math.floor(Date.parse(`${siteDay(at)}T00:00:00Z`) / DAY_MS);
}

/** A kick-off on a day at an "HH:MM" time, both as the clock at the ground reads them. */
export function kickOff(day: string, time: string): Date {
  return siteInstant(day, time);
}

/** A team plays on a day too close to another of its matches: the same day, or within the rest days. */
export function tooClose(minRestDays: number, a: Date, b: Date): boolean {
  return Math.abs(dayNumber(a) - dayNumber(b)) <= minRestDays;
}

/** Two matches on one pitch overlap when one kicks off before the other has finished. */
export function overlaps(durationMinutes: number, a: Date, b: Date): boolean {
  return Math.abs(a.getTime() - b.getTime()) < durationMinutes * 60_000;
}

/** A match already on the calendar: its teams (known ones), pitch and kick-off. */
export type Booking = { matchId: number; teamIds: number[]; pitchId: number | null; at: Date };

/** A fixture to place: its known teams and its phase (stage, then round), played in order. */
export type Unplaced = { matchId: number; teamIds: number[]; phase: number[]; hasOpenSlot: boolean };

export type SchedulePlan = {
  startDate: string;
  lastDate: string;
  kickOffTimes: string[];
  pitchIds: number[];
  minRestDays: number;
  durationMinutes: number;
};

export type Placement = { matchId: number; at: Date; pitchId: number };

function comparePhase(a: number[], b: number[]): number {
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const diff = (a[index] ?? 0) - (b[index] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/**
 * Places fixtures greedily, phase by phase: each fixture takes the earliest day, kick-off time and pitch
 * where neither team plays within the rest days and the pitch is free. A phase starts the day after the
 * previous phase's last match, so round 1 is played before round 2; a fixture still waiting for a team
 * (a knockout's later round) also leaves the rest days after the previous phase, for the team that comes.
 * Answers the placements and the fixtures that did not fit before the last day.
 */
export function placeFixtures(
  fixtures: Unplaced[],
  booked: Booking[],
  plan: SchedulePlan,
): { placed: Placement[]; unplaced: number[] } {
  const times = [...new Set(plan.kickOffTimes)].sort();
  const firstDay = dayNumber(kickOff(plan.startDate, '00:00'));
  const lastDay = dayNumber(kickOff(plan.lastDate, '00:00'));
  const teamDays = new Map<number, Date[]>();
  const pitchTimes = new Map<number, Date[]>();
  const book = (teamIds: number[], pitchId: number | null, at: Date) => {
    for (const team of teamIds) teamDays.set(team, [...(teamDays.get(team) ?? []), at]);
    if (pitchId !== null) pitchTimes.set(pitchId, [...(pitchTimes.get(pitchId) ?? []), at]);
  };
  for (const booking of booked) book(booking.teamIds, booking.pitchId, booking.at);

  const ordered = [...fixtures].sort((a, b) => comparePhase(a.phase, b.phase) || a.matchId - b.matchId);
  const placed: Placement[] = [];
  const unplaced: number[] = [];
  let phaseStart = firstDay;
  let previousLastDay: number | null = null;
  let currentPhase: number[] | null = null;
  let currentLastDay: number | null = null;

  for (const fixture of ordered) {
    if (!currentPhase || comparePhase(currentPhase, fixture.phase) !== 0) {
      if (currentLastDay !== null) {
        previousLastDay = currentLastDay;
        phaseStart = Math.max(phaseStart, currentLastDay + 1);
      }
      currentPhase = fixture.phase;
      currentLastDay = null;
    }
    const earliest =
      fixture.hasOpenSlot && previousLastDay !== null
        ? Math.max(phaseStart, previousLastDay + plan.minRestDays + 1)
        : phaseStart;
    const slot = findSlot(fixture, earliest, lastDay, times, plan, teamDays, pitchTimes);
    if (!slot) {
      unplaced.push(fixture.matchId);
      continue;
    }
    book(fixture.teamIds, slot.pitchId, slot.at);
    placed.push({ matchId: fixture.matchId, ...slot });
    currentLastDay = Math.max(currentLastDay ?? 0, dayNumber(slot.at));
  }
  return { placed, unplaced };
}

function findSlot(
  fixture: Unplaced,
  earliest: number,
  lastDay: number,
  times: string[],
  plan: SchedulePlan,
  teamDays: Map<number, Date[]>,
  pitchTimes: Map<number, Date[]>,
): { at: Date; pitchId: number } | null {
  for (let day = earliest; day <= lastDay; day += 1) {
    const date = new Date(day * DAY_MS).toISOString().slice(0, 10);
    for (const time of times) {
      const at = kickOff(date, time);
      const teamsFree = fixture.teamIds.every((team) =>
        (teamDays.get(team) ?? []).every((other) => !tooClose(plan.minRestDays, at, other)),
      );
      // Rest days are counted in days: a later time the same day cannot help.
      if (!teamsFree) break;
      const pitchId = plan.pitchIds.find((pitch) =>
        (pitchTimes.get(pitch) ?? []).every((other) => !overlaps(plan.durationMinutes, at, other)),
      );
      if (pitchId !== undefined) return { at, pitchId };
    }
  }
  return null;
}
