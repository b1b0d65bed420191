import type { ResultKind, Side, Sport } from '../../../../shared/enums.js';
import type { PlannedFixtureStage, PlannedStage } from './season-stages.js';

/** A goal of a planned result, as `recordResult` takes it (the player by name). */
export type PlannedGoal = {
  side: Side;
  player: string;
  minute: number;
  addedTime: number | null;
  penalty: boolean;
  ownGoal: boolean;
};

/** A whole result as the result path (`recordResult`) takes it; omitted fields are empty. */
export type PlannedResult = {
  homeTeamScore?: number | null;
  awayTeamScore?: number | null;
  homeWickets?: number | null;
  awayWickets?: number | null;
  homeBalls?: number | null;
  awayBalls?: number | null;
  homeAllOut?: boolean | null;
  awayAllOut?: boolean | null;
  battedFirst?: Side | null;
  resultKind?: ResultKind | null;
  revisedOvers?: number | null;
  revisedTarget?: number | null;
  decider?: 'SUPER_OVER' | 'PENALTIES' | 'EXTRA_TIME' | null;
  deciderWinner?: Side | null;
  homePenalties?: number | null;
  awayPenalties?: number | null;
  goals?: PlannedGoal[] | null;
};

/**
 * One fixture of a season file. `ref` names where it came from for errors ("line 17", "matches[16]");
 * `winner` is the name the file gives the winner, checked against the result the scores give.
 */
export type PlannedFixture = {
  ref: string;
  round: number | null;
  matchNumber: number | null;
  /** YYYY-MM-DD. */
  date: string;
  /** HH:MM (UTC); null for the default kick-off. */
  time: string | null;
  /** Null only for a fixture of a stage whose team is not known yet (a knockout round waiting for winners). */
  home: string | null;
  away: string | null;
  venue: string | null;
  result: PlannedResult | null;
  winner?: { name: string; field: string } | null;
  /** The site's own format: the fixture's stage, group, slots and the fixtures it leads to. */
  stage?: PlannedFixtureStage | null;
};

/** A season read from a file: its fixtures and, for the site's own format, the tournament's settings. */
export type SeasonPlan = {
  name: string | null;
  sport: Sport | null;
  teams: { name: string; homeGround: string | null }[];
  fixtures: PlannedFixture[];
  /** The site's own format carries the tournament's settings (a TournamentInput). */
  tournament?: Record<string, unknown> | null;
  /** The site's own format: the tournament's stages, in the file's order. */
  stages?: PlannedStage[];
};

/** Every problem of a file found before anything is stored; `field` is "<ref>.<column>". */
export type Problem = { field: string; message: string };

/** At most this many problems are reported at once: a file with a wrong column has one per line. */
export const MAX_PROBLEMS = 100;

/** Kick-off when a file gives a date but no time (UTC); the export writes it back as given. */
export const DEFAULT_TIME = '14:00';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A calendar day written YYYY-MM-DD that exists (no 2023-02-30). */
export function isIsoDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function isTime(value: string): boolean {
  return TIME.test(value);
}

/** Each team named by the fixtures, in order of first appearance. */
export function teamsOf(fixtures: readonly PlannedFixture[]): SeasonPlan['teams'] {
  const seen = new Map<string, { name: string; homeGround: string | null }>();
  for (const fixture of fixtures) {
    for (const name of [fixture.home, fixture.away]) {
      if (name === null) continue;
      const key = teamKey(name);
      if (!seen.has(key)) seen.set(key, { name, homeGround: null });
    }
  }
  return [...seen.values()];
}

/** Team names match whatever their case and spacing. */
export function teamKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The moment a planned fixture starts (times are UTC). */
export function kickOff(fixture: Pick<PlannedFixture, 'date' | 'time'>): Date {
  return new Date(`${fixture.date}T${fixture.time ?? DEFAULT_TIME}:00Z`);
}
