// The match row as a projection of its log: totals, wickets, balls, status and winner, so standings,
// live pages and the REST routes read what they always read.
import type { MatchConfig } from '../cricket/delivery.js';
import { CricketRuleError, cricketEvent, foldCricket, matchResult, type MatchState } from '../cricket/innings-state.js';
import { oversText } from '../cricket/laws.js';
import { projectScorecard, type MatchScorecard, type ScorecardOptions } from '../cricket/scorecard.js';
import { isCricketSheetPayload } from '../cricket/match-sheet.js';
import { inForce, liveEvents, REPLACE, roleOfKind, RuleViolation, UNDO, type LogEntry } from '../football/event-log.js';
import { LEAGUE_RULES, knockoutRules, type FootballEvent, type FootballRules } from '../football/football-event.js';
import { isSheetPayload, projectFootball, type FootballState } from '../football/football-state.js';
import {
  POINTS_SPORTS,
  projectPoints,
  type PointsEventInput,
  type PointsRules,
  type PointsSport,
  type PointsState,
} from '../points/points-state.js';
import { InputError } from '../../../core/errors.js';
import { Sport, type Tournament } from '../../tournaments/tournament.entity.js';
import { MatchStatus, ResultKind, Side, type Match } from '../match.entity.js';
import { CRICKET_FIELDS } from '../match-scoring.service.js';
import { isKnockoutMatch } from '../match-rules.js';
import type { MatchEvent } from './match-event.entity.js';
import { completeByHand, isLifecycle, projectLifecycle } from './lifecycle.js';

export { REPLACE, UNDO };
export const FOOTBALL = 'football';
export const POINTS = 'points';

/** The set or period rules of a points-sport tournament. */
export function pointsRules(tournament: Tournament): PointsRules {
  const format = tournament.pointsFormat as string;
  const key = format.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase()) as PointsSport;
  return POINTS_SPORTS[key] ?? POINTS_SPORTS.points;
}

export function pointsState(tournament: Tournament, log: readonly Pick<MatchEvent, 'kind' | 'payload'>[]) {
  const entries = playedEntries(log) as LogEntry<PointsEventInput>[];
  return projectPoints(pointsRules(tournament), entries);
}

/** The event kind of a match ended as no result (abandonMatch); cricket's fold reads it itself. */
export const ABANDON = 'abandon';

const isAbandon = (payload: Record<string, unknown>) => payload.type === ABANDON;

/** Whether the events in force end with an abandonment, or hold one before other events. */
export function abandonment(log: readonly Pick<MatchEvent, 'kind' | 'payload'>[]): 'none' | 'last' | 'buried' {
  const live = liveEvents(logEntries(log));
  const at = live.findIndex(isAbandon);
  if (at < 0) return 'none';
  return at === live.length - 1 ? 'last' : 'buried';
}

/** The events in force other than an abandonment, for the football and points folds. */
function playedEntries(log: readonly Pick<MatchEvent, 'kind' | 'payload'>[]): LogEntry<Record<string, unknown>>[] {
  return liveEvents(logEntries(log))
    .filter((payload) => !isAbandon(payload))
    .map((event) => ({ kind: 'event', event }));
}

/** A team as the cricket rules name it. */
export const teamKey = (teamId: number): string => String(teamId);

/**
 * Every payload in force, lifecycle events (kick-off, postponement, completion by hand…) included: the one
 * undo rule, where an undo voids the latest event still in force and a replace all of them.
 */
export function payloadsInForce(log: readonly Pick<MatchEvent, 'kind' | 'payload'>[]): Record<string, unknown>[] {
  return inForce(log, (event) => roleOfKind(event.kind)).map((event) => event.payload);
}

/** The log as the sport's rules read it: the play events in force (lifecycle events are the row's alone). */
export function logEntries(log: readonly Pick<MatchEvent, 'kind' | 'payload'>[]): LogEntry<Record<string, unknown>>[] {
  return payloadsInForce(log)
    .filter((payload) => !isLifecycle(payload))
    .map((event) => ({ kind: 'event', event }));
}

/** Marks each event an undo or a replace voided, and answers the events still in force. */
export function markVoided(log: readonly MatchEvent[]): MatchEvent[] {
  for (const event of log) event.voided = false;
  // The one undo rule (shared/deciders/log.ts), as every fold and the pad apply it.
  return inForce(log, (event) => roleOfKind(event.kind), {
    emptyUndo: 'ignore',
    onVoid: (event) => {
      event.voided = true;
    },
  });
}

export function sides(match: Match): { home: number; away: number } {
  if (!match.homeTeam || !match.awayTeam) {
    throw new InputError({ matchId: 'Both teams must be known before the match can be scored' });
  }
  return { home: match.homeTeam.id, away: match.awayTeam.id };
}

export function cricketConfig(match: Match, tournament: Tournament): MatchConfig {
  const { home, away } = sides(match);
  return {
    teams: [teamKey(home), teamKey(away)],
    overs: tournament.oversPerInnings,
    ballsPerOver: tournament.ballsPerOver,
  };
}

export function footballRules(
  tournament: Tournament,
  match?: { needsWinner?: boolean | null; decider?: string | null } | null,
): FootballRules {
  // A knockout needs a winner: extra time, then penalties (or straight to penalties where the stage says so).
  return isKnockoutMatch(match, tournament)
    ? knockoutRules({ extraTime: match?.decider !== 'PENALTIES', penalties: true })
    : LEAGUE_RULES;
}

/** Rule errors name the input field at fault; they reach the client as BAD_USER_INPUT. */
export function asInputError(error: unknown): unknown {
  if (error instanceof CricketRuleError || error instanceof RuleViolation) {
    return new InputError({ [error.field]: error.message });
  }
  return error;
}

export function cricketScorecard(
  match: Match,
  tournament: Tournament,
  log: readonly Pick<MatchEvent, 'kind' | 'payload'>[],
  options: ScorecardOptions = {},
  rosters?: MatchConfig['rosters'],
): MatchScorecard {
  const events = liveEvents(logEntries(log)).map(cricketEvent);
  return projectScorecard({ ...cricketConfig(match, tournament), ...(rosters ? { rosters } : {}) }, events, options);
}

export function footballState(
  tournament: Tournament,
  log: readonly Pick<MatchEvent, 'kind' | 'payload'>[],
  match?: { needsWinner?: boolean | null; decider?: string | null } | null,
) {
  const entries = playedEntries(log).map((entry): LogEntry<FootballEvent> => {
    if (entry.kind !== 'event') return entry;
    const stored = entry.event as { input: FootballEvent['input']; at: string };
    return { kind: 'event', event: { input: stored.input, at: new Date(stored.at) } };
  });
  return projectFootball(footballRules(tournament, match), entries);
}

/** The event kind of a result entered whole (recordResult): it stands alone in the log. */
export const RESULT = 'result';

/** A result entered whole, as its event stores it: the score fields, the winner and the decider. */
export type ResultPayload = {
  type: typeof RESULT;
  score: Partial<Record<ResultScoreField, number | boolean | string | null>>;
  winner: Side | null;
  resultKind: ResultKind | null;
  decider: string | null;
  homePenalties: number | null;
  awayPenalties: number | null;
  goals?: unknown[];
};

export const RESULT_SCORE_FIELDS = ['homeTeamScore', 'awayTeamScore', ...CRICKET_FIELDS] as const;
type ResultScoreField = (typeof RESULT_SCORE_FIELDS)[number];

const isResult = (payload: Record<string, unknown>) => payload.type === RESULT;

/** The payloads still in force: a result entered whole, or the events scored live, never both. */
export function livePayloads(log: readonly Pick<MatchEvent, 'kind' | 'payload'>[]): Record<string, unknown>[] {
  return liveEvents(logEntries(log));
}

/** A result entered whole is in force: the log has no innings or periods to read. */
export function hasLiveResult(log: readonly Pick<MatchEvent, 'kind' | 'payload'>[]): boolean {
  return log.some((event) => event.kind === RESULT) && livePayloads(log).some(isResult);
}

/**
 * Writes the projection of the whole log into the match row (the caller holds the row's lock). A match with
 * no play events in force is its lifecycle alone; otherwise the sport's fold, completed by hand when a
 * completion came after the last play event and the fold left the match open.
 */
export function projectIntoMatch(match: Match, tournament: Tournament, log: readonly MatchEvent[]): MatchState | null {
  const inForce = payloadsInForce(log);
  // A football line-up or the officials named before kick-off leave the match as its lifecycle has it
  // (scheduled), once the fold has accepted them.
  // So do a cricket toss and XIs.
  const isSheet = tournament.sport === Sport.cricket ? isCricketSheetPayload : isSheetPayload;
  const lastPlay = inForce.findLastIndex((payload) => !isLifecycle(payload) && !isSheet(payload));
  if (lastPlay < 0) {
    if (inForce.some(isSheet)) {
      try {
        if (tournament.sport === Sport.football) footballState(tournament, log, match);
        else foldCricket(cricketConfig(match, tournament), liveEvents(logEntries(log)).map(cricketEvent));
      } catch (error) {
        throw asInputError(error);
      }
    }
    projectLifecycle(match, tournament, inForce.filter(isLifecycle));
    return null;
  }
  const state = projectPlay(match, tournament, log);
  const completedAfter = inForce.slice(lastPlay + 1).some((payload) => payload.type === 'complete');
  if (completedAfter && match.status !== MatchStatus.completed) completeByHand(match, tournament);
  return state;
}

function projectPlay(match: Match, tournament: Tournament, log: readonly MatchEvent[]): MatchState | null {
  const live = livePayloads(log);
  const results = live.filter(isResult);
  if (results.length > 0) {
    if (results.length !== live.length) {
      throw new InputError({
        matchId: 'The match’s result was entered whole (recordResult): undo it to score the match event by event',
      });
    }
    projectResult(match, results[results.length - 1] as ResultPayload);
    return null;
  }
  try {
    if (tournament.sport === Sport.cricket) {
      const events = liveEvents(logEntries(log)).map(cricketEvent);
      const state = foldCricket(cricketConfig(match, tournament), events);
      projectCricketState(match, state);
      return state;
    }
    const abandoned = abandonment(log);
    if (abandoned === 'buried') {
      throw new InputError({ matchId: 'The match was abandoned: undo the abandonment to score it' });
    }
    if (tournament.sport === Sport.football) projectFootballRow(match, footballState(tournament, log, match));
    else projectPointsRow(match, pointsState(tournament, log));
    // The score stands as it was when play stopped; the match counts as no result.
    if (abandoned === 'last') finish(match, null, ResultKind.no_result);
  } catch (error) {
    throw asInputError(error);
  }
  return null;
}

/** "4-2 on penalties" (the winner's count first), as fans say it; "on penalties" when the count is unknown. */
export function penaltiesText(home: number | null | undefined, away: number | null | undefined): string {
  if (home == null || away == null) return 'on penalties';
  return `${Math.max(home, away)}-${Math.min(home, away)} on penalties`;
}

/**
 * The row's `decidedBy`: what settled a level match ("4-2 on penalties", "after extra time", "after a super
 * over"), null for anything else. One text for a match scored live and a result entered whole.
 */
function decidedByText(
  decider: string | null | undefined,
  penalties: { home?: number | null; away?: number | null } = {},
): string | null {
  switch (decider) {
    case 'PENALTIES':
      return penaltiesText(penalties.home, penalties.away);
    case 'EXTRA_TIME':
      return 'after extra time';
    case 'SUPER_OVER':
      return 'after a super over';
    default:
      return null;
  }
}

function finish(match: Match, winner: Side | null, kind: ResultKind | null, decidedBy: string | null = null): void {
  match.decidedBy = winner === null ? null : decidedBy;
  match.status = MatchStatus.completed;
  match.winnerTeam = winner === null ? null : winner === Side.home ? match.homeTeam : match.awayTeam;
  match.resultKind = kind;
}

function reopen(match: Match): void {
  match.status = MatchStatus.in_progress;
  match.winnerTeam = null;
  match.resultKind = null;
  match.decidedBy = null;
}

/** The match row from the cricket fold: the main innings' totals, the revision and the result. */
export function projectCricketState(match: Match, state: MatchState): void {
  const { home } = sides(match);
  const sideOf = (team: string) => (team === teamKey(home) ? Side.home : Side.away);
  const main = state.innings.filter((innings) => !innings.superOver);
  const totals = {
    home: main.find((innings) => sideOf(innings.battingTeam) === Side.home),
    away: main.find((innings) => sideOf(innings.battingTeam) === Side.away),
  };
  match.homeTeamScore = totals.home?.runs ?? 0;
  match.homeWickets = totals.home?.wickets ?? 0;
  match.homeBalls = totals.home?.legalBalls ?? 0;
  match.homeAllOut = totals.home?.closed === 'all out';
  match.awayTeamScore = totals.away?.runs ?? 0;
  match.awayWickets = totals.away?.wickets ?? 0;
  match.awayBalls = totals.away?.legalBalls ?? 0;
  match.awayAllOut = totals.away?.closed === 'all out';
  const [first, second] = state.innings;
  match.battedFirst = first ? sideOf(first.battingTeam) : null;
  const revised = second?.target?.revised ? second.target : null;
  match.revisedOvers = revised ? Number(oversText(revised.balls, state.config.ballsPerOver)) : null;
  match.revisedTarget = revised ? revised.runs : null;
  const result = matchResult(state);
  if (result.status === 'complete') {
    // A super over, or a tie the scorer completed without one, is a tie for the standings.
    const kind =
      state.innings.length > 2 || (result.winner === null && !result.dls)
        ? ResultKind.tie
        : result.dls
          ? ResultKind.rain_revised
          : ResultKind.normal;
    const superOver = state.innings.some((innings) => innings.superOver);
    finish(
      match,
      result.winner === null ? null : sideOf(result.winner),
      kind,
      decidedByText(superOver ? 'SUPER_OVER' : null),
    );
  } else if (result.status === 'no result') {
    finish(match, null, ResultKind.no_result);
  } else {
    // A tie stays open for a super over: the scorer (completeAsTie) or recordResult completes it as a tie.
    reopen(match);
  }
}

function projectFootballRow(match: Match, state: FootballState): void {
  match.homeTeamScore = state.score.home;
  match.awayTeamScore = state.score.away;
  const decidedBy = decidedByText(state.finishedAfter, state.shootout?.score);
  if (state.phase === 'ENDED') finish(match, state.winner === null ? null : (state.winner as Side), null, decidedBy);
  else reopen(match);
}

function projectPointsRow(match: Match, state: PointsState): void {
  // The table counts sets won in a set sport, points in a period sport.
  const score = state.rules.format === 'sets' ? state.setsWon : state.total;
  match.homeTeamScore = score.home;
  match.awayTeamScore = score.away;
  if (state.phase === 'ENDED') finish(match, state.winner === null ? null : (state.winner as Side), null);
  else reopen(match);
}

function projectResult(match: Match, result: ResultPayload): void {
  for (const field of RESULT_SCORE_FIELDS) {
    const value = result.score[field];
    if (field === 'homeAllOut' || field === 'awayAllOut') match[field] = value === true;
    else (match as unknown as Record<string, unknown>)[field] = value ?? null;
  }
  const decidedBy = decidedByText(result.decider, { home: result.homePenalties, away: result.awayPenalties });
  finish(match, result.winner, result.resultKind, decidedBy);
}
