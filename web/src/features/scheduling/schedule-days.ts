import type { ScheduleBoardQuery } from '../../gql/graphql';
import { siteDay, siteInstant, siteTime } from '../../../../shared/site-time';
import type { Translate } from '../../i18n/use-t';

export type ScheduleBoard = ScheduleBoardQuery['fixtureBoard'];
export type BoardFixture = ScheduleBoard['matches'][number];
export type BoardVenue = ScheduleBoard['tournament']['venues'][number];

const DAY_MS = 86_400_000;
/** Days and kick-off times as the clock at the ground reads them, as every page shows them. */
export const dayOf = (iso: string) => siteDay(iso);
export const timeOf = (iso: string) => siteTime(iso);
export const kickOff = (day: string, time: string) => siteInstant(day, time).toISOString();

/** Every day from the tournament's first to its last, widened to any fixture outside them. */
export function calendarDays(board: ScheduleBoard): string[] {
  const dated = board.matches.flatMap((match) => (match.scheduledDate ? [dayOf(match.scheduledDate)] : []));
  const first = [board.tournament.startDate, ...dated].sort()[0];
  const last = [board.tournament.endDate, ...dated].sort().at(-1)!;
  const days: string[] = [];
  for (let at = Date.parse(`${first}T00:00:00Z`); at <= Date.parse(`${last}T00:00:00Z`); at += DAY_MS) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

/** A card's form starts from the fixture's booking, so a moved fixture gets a fresh card. */
export const cardKey = (match: BoardFixture) => `${match.id}:${match.scheduledDate ?? ''}:${match.pitch?.id ?? ''}`;

/** The fixture's two sides, `TBD` for one still to be decided. */
export const fixtureTeams = (match: BoardFixture, t: Translate) =>
  t('scheduling.fixture.teams', {
    home: match.homeTeam?.name ?? t('common.tbd'),
    away: match.awayTeam?.name ?? t('common.tbd'),
  });
