// A match's life outside play, as events in its log: kick-off, postponement, a new date, cancellation, a score
// kept by hand and a completion by hand. The match row's status and hand-kept score are their projection,
// so the log alone says how a match came to stand as it does (issue 47: the log is the match).
import { Sport, type Tournament } from '../../tournaments/tournament.entity.js';
import { MatchStatus, ResultKind, Side, type Match } from '../match.entity.js';
import { deriveOutcome } from '../match-rules.js';
import { CRICKET_FIELDS } from '../match-scoring.service.js';
import { LIFECYCLE_KINDS, type LifecycleKind } from '../../../../../shared/deciders/lifecycle.js';

/** The score fields a hand-kept score may set, as an event stores them. */
export type ScorePatch = Partial<{
  homeTeamScore: number | null;
  awayTeamScore: number | null;
  homeWickets: number | null;
  awayWickets: number | null;
  homeBalls: number | null;
  awayBalls: number | null;
  homeAllOut: boolean | null;
  awayAllOut: boolean | null;
  battedFirst: Side | null;
  resultKind: ResultKind | null;
  revisedOvers: number | null;
  revisedTarget: number | null;
}>;

export type LifecycleEvent =
  | { type: 'start'; score?: ScorePatch }
  | { type: 'postpone' }
  | { type: 'reschedule' }
  | { type: 'cancel' }
  | { type: 'score'; score: ScorePatch }
  | { type: 'complete'; score?: ScorePatch };

export type { LifecycleKind };
export { LIFECYCLE_KINDS };

/** The status each lifecycle event moves a match to (a score change keeps it). */
export const LIFECYCLE_STATUS: Readonly<Record<LifecycleKind, MatchStatus | null>> = {
  start: MatchStatus.in_progress,
  postpone: MatchStatus.postponed,
  reschedule: MatchStatus.scheduled,
  cancel: MatchStatus.cancelled,
  score: null,
  complete: MatchStatus.completed,
};

/** The lifecycle event a status change is. */
export const STATUS_EVENT: Readonly<Record<MatchStatus, LifecycleKind | null>> = {
  [MatchStatus.in_progress]: 'start',
  [MatchStatus.postponed]: 'postpone',
  [MatchStatus.scheduled]: 'reschedule',
  [MatchStatus.cancelled]: 'cancel',
  [MatchStatus.completed]: 'complete',
};

export function isLifecycle(payload: Record<string, unknown>): payload is LifecycleEvent & Record<string, unknown> {
  return (LIFECYCLE_KINDS as readonly unknown[]).includes(payload.type);
}

const SCORE_FIELDS = [
  'homeTeamScore',
  'awayTeamScore',
  ...CRICKET_FIELDS,
] as const satisfies readonly (keyof ScorePatch & keyof Match)[];

function applyPatch(match: Match, patch: ScorePatch | undefined): void {
  if (!patch) return;
  for (const field of SCORE_FIELDS) {
    const value = patch[field];
    if (value === undefined) continue;
    if (field === 'homeAllOut' || field === 'awayAllOut') match[field] = value === true;
    else (match as unknown as Record<string, unknown>)[field] = value;
  }
}

/** Scores start at nothing-nothing when play begins. */
function kickOff(match: Match, tournament: Tournament): void {
  match.homeTeamScore ??= 0;
  match.awayTeamScore ??= 0;
  if (tournament.sport !== Sport.cricket) return;
  match.homeWickets ??= 0;
  match.awayWickets ??= 0;
  match.homeBalls ??= 0;
  match.awayBalls ??= 0;
  match.battedFirst ??= Side.home;
}

/** Completes the match on its score as it stands: the winner (and cricket's result kind) derived from it. */
export function completeByHand(match: Match, tournament: Tournament): void {
  const outcome = deriveOutcome(match, tournament);
  match.winnerTeam = outcome.winner === null ? null : outcome.winner === Side.home ? match.homeTeam : match.awayTeam;
  if (tournament.sport === Sport.cricket) match.resultKind = outcome.resultKind;
  match.decidedBy = null;
  match.status = MatchStatus.completed;
}

/**
 * The row of a match nobody scored event by event: its status and hand-kept score, folded from nothing
 * (a scheduled match with no score) through its lifecycle events in force.
 */
export function projectLifecycle(match: Match, tournament: Tournament, events: readonly LifecycleEvent[]): void {
  for (const field of SCORE_FIELDS) {
    if (field === 'homeAllOut' || field === 'awayAllOut') match[field] = false;
    else (match as unknown as Record<string, unknown>)[field] = null;
  }
  match.winnerTeam = null;
  match.decidedBy = null;
  match.status = MatchStatus.scheduled;
  for (const event of events) {
    if (event.type === 'score' || event.type === 'start' || event.type === 'complete') applyPatch(match, event.score);
    if (event.type === 'start' || event.type === 'complete') kickOff(match, tournament);
    if (event.type === 'complete') completeByHand(match, tournament);
    else match.status = LIFECYCLE_STATUS[event.type] ?? match.status;
  }
}
