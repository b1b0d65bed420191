import type { FootballEventInput, FootballEventKind, FootballPeriod } from '../../gql/graphql';
import { clockMinute, periodMinutes, startAfterEvent } from '../../../../shared/deciders/football/clock';
import { isStoredFootballPayload } from '../../../../shared/deciders/football/decider';
import { LEAGUE_RULES } from '../../../../shared/deciders/football/football-event';
import type { MessageId } from '../../i18n/message-ids';
import type { Translate } from '../../i18n/use-t';
import { eventsInForce, type LogEvent } from './cricket-state';

/** A football event of the log, with when the server stored it. */
export type StoredFootballEvent = { seq: number; input: FootballEventInput; at: string };

export type Clock =
  | { phase: 'not started' }
  | { phase: 'playing'; period: FootballPeriod; startedAt: string }
  | { phase: 'break'; period: FootballPeriod };

/** The period's minutes, by the server's own rules (45-minute halves and 15 of extra time in every competition). */
const windowOf = (period: FootballPeriod) => periodMinutes(LEAGUE_RULES, period);

/** What each football event is called on the pad: `t(KIND_LABELS[kind])`. */
export const KIND_LABELS: Record<FootballEventKind, MessageId> = {
  PERIOD_START: 'scoring.kind.PERIOD_START',
  PERIOD_END: 'scoring.kind.PERIOD_END',
  GOAL: 'scoring.kind.GOAL',
  MISSED_PENALTY: 'scoring.kind.MISSED_PENALTY',
  YELLOW_CARD: 'scoring.kind.YELLOW_CARD',
  SECOND_YELLOW: 'scoring.kind.SECOND_YELLOW',
  RED_CARD: 'scoring.kind.RED_CARD',
  SUBSTITUTION: 'scoring.kind.SUBSTITUTION',
  SHOOTOUT_KICK: 'scoring.kind.SHOOTOUT_KICK',
  LINEUP: 'scoring.kind.LINEUP',
  OFFICIALS: 'scoring.kind.OFFICIALS',
  STAT: 'scoring.kind.STAT',
  POSSESSION: 'scoring.kind.POSSESSION',
};

/** Each period's name on its own ("first half"); sentences about a period select it in their own message. */
export const PERIOD_NAMES: Record<FootballPeriod, MessageId> = {
  FIRST_HALF: 'scoring.period.FIRST_HALF',
  SECOND_HALF: 'scoring.period.SECOND_HALF',
  EXTRA_TIME_FIRST: 'scoring.period.EXTRA_TIME_FIRST',
  EXTRA_TIME_SECOND: 'scoring.period.EXTRA_TIME_SECOND',
  PENALTIES: 'scoring.period.PENALTIES',
};

export function footballEvents(log: readonly LogEvent[]): StoredFootballEvent[] {
  return eventsInForce(log).flatMap(({ kind, seq, payload }) =>
    kind === 'football' && isStoredFootballPayload(payload) ? [{ seq, input: payload.input, at: payload.at }] : [],
  );
}

/**
 * Where the periods stand: started by PERIOD_START, stopped by PERIOD_END. As on the server, an event's
 * minute ahead of the clock when it was recorded moves the period's start back to agree with it.
 */
export function clockState(events: readonly StoredFootballEvent[]): Clock {
  const periods = events.filter((event) => event.input.kind === 'PERIOD_START' || event.input.kind === 'PERIOD_END');
  const last = periods.at(-1);
  if (!last?.input.period) return { phase: 'not started' };
  if (last.input.kind !== 'PERIOD_START') return { phase: 'break', period: last.input.period };
  const period = last.input.period;
  let started = Date.parse(last.at);
  const window = windowOf(period);
  for (const event of events.filter((each) => each.seq > last.seq)) {
    if (window) started = startAfterEvent(window, started, event.input, Date.parse(event.at));
  }
  return { phase: 'playing', period, startedAt: new Date(started).toISOString() };
}

/** The match minute now: 23 in the first half, 45 and 2 added once the half runs past 45. */
export function matchMinute(clock: Clock, now: number): { minute: number; addedTime: number | null } | null {
  const window = clock.phase === 'playing' ? windowOf(clock.period) : null;
  if (clock.phase !== 'playing' || !window) return null;
  return clockMinute(window, Date.parse(clock.startedAt), now);
}

/**
 * Why a minute cannot be recorded yet, or null: the clock has not reached it (70' while it says 46', 45+4'
 * while it says 45+2'). Recorded anyway, the match's events would run ahead of its clock, so the pad
 * refuses it before it is queued. A minute of an earlier period is a late entry and fine; added time
 * away from a period's end is left to the server, which says why.
 */
export function minuteAhead(
  entry: { minute: number; addedTime?: number | null },
  clock: Clock,
  now: number,
  t: Translate,
): string | null {
  const current = matchMinute(clock, now);
  if (!current || clock.phase !== 'playing' || clock.period === 'PENALTIES') return null;
  const last = windowOf(clock.period)!.last;
  const ahead =
    entry.minute > current.minute ||
    (entry.minute === current.minute && entry.minute === last && (entry.addedTime ?? 0) > (current.addedTime ?? 0));
  if (!ahead) return null;
  return t('scoring.football.minuteAhead', { clock: minuteText(current), entry: minuteText(entry) });
}

export function minuteText(minute: { minute: number; addedTime?: number | null }): string {
  return minute.addedTime ? `${minute.minute}+${minute.addedTime}'` : `${minute.minute}'`;
}

/** What the scorer may start or end next (the server refuses a period its rules do not allow). */
export function periodActions(
  clock: Clock,
  knockout: boolean,
): { kind: 'PERIOD_START' | 'PERIOD_END'; period: FootballPeriod }[] {
  if (clock.phase === 'not started') return [{ kind: 'PERIOD_START', period: 'FIRST_HALF' }];
  if (clock.phase === 'playing') return [{ kind: 'PERIOD_END', period: clock.period }];
  switch (clock.period) {
    case 'FIRST_HALF':
      return [{ kind: 'PERIOD_START', period: 'SECOND_HALF' }];
    case 'SECOND_HALF':
      return knockout
        ? [
            { kind: 'PERIOD_START', period: 'EXTRA_TIME_FIRST' },
            { kind: 'PERIOD_START', period: 'PENALTIES' },
          ]
        : [];
    case 'EXTRA_TIME_FIRST':
      return [{ kind: 'PERIOD_START', period: 'EXTRA_TIME_SECOND' }];
    case 'EXTRA_TIME_SECOND':
      return knockout ? [{ kind: 'PERIOD_START', period: 'PENALTIES' }] : [];
    default:
      return [];
  }
}

/** The shoot-out so far: each side's kicks as scored or missed. */
export function shootout(events: readonly StoredFootballEvent[]) {
  const kicks = events.filter((event) => event.input.kind === 'SHOOTOUT_KICK');
  const side = (which: 'home' | 'away') =>
    kicks.filter((kick) => kick.input.side === which).map((kick) => kick.input.scored === true);
  return { home: side('home'), away: side('away') };
}
