import { randomUUID } from 'node:crypto';
import type { RequestContext } from '../../../core/request-context.js';
import { InputError } from '../../../core/errors.js';
import type { User } from '../../users/user.entity.js';
import { Match, MatchStatus } from '../match.entity.js';
import { assertTransition } from '../match-rules.js';
import { checkScore, pickScore } from '../match-scoring.service.js';
import type { MatchScoreInput } from '../matches.inputs.js';
import { STATUS_EVENT, type LifecycleEvent, type ScorePatch } from './lifecycle.js';
import { livePayloads } from './match-projection.js';
import { EventAppender, type Built, type Locked } from './event-appender.js';

type LifecycleContext = Pick<RequestContext<User>, 'em' | 'viewer' | 'pubSub' | 'changes' | 'outbox'>;

/** Where a lifecycle change stands in the log: `afterSeq` null appends after whatever the log holds. */
export type LifecycleRequest = { afterSeq?: number | null; key?: string | null };

/**
 * Starting, postponing, rescheduling, cancelling and completing a match, and a score kept by hand: each an
 * event appended by the one appender, so the row, the live push and the webhooks follow from the log, and a
 * change based on an older state of the match (`afterSeq`) is refused with STALE_SEQUENCE.
 */
export class MatchLifecycleService {
  constructor(private readonly ctx: LifecycleContext) {}

  /** Moves a match along its lifecycle; a score given with a start or a completion is applied first. */
  async changeStatus(
    matchId: number,
    status: MatchStatus,
    score: MatchScoreInput | null | undefined,
    request: LifecycleRequest = {},
  ): Promise<Match> {
    const input = { status, score: score ?? null };
    await this.append(matchId, 'changeMatchStatus', input, request, async (locked) => {
      const { match } = locked;
      assertTransition(match.status, status);
      if (
        (status === MatchStatus.in_progress || status === MatchStatus.completed) &&
        (!match.homeTeam || !match.awayTeam)
      ) {
        throw new InputError({ status: 'Both teams must be known before the match can start' });
      }
      const type = STATUS_EVENT[status];
      if (!type) throw new InputError({ status: `Cannot move a match to ${status}` });
      if (score && type !== 'start' && type !== 'complete') {
        throw new InputError({ score: 'A score can be given only when starting or completing a match' });
      }
      const patch = score ? await scorePatch(locked, score) : undefined;
      const event = (patch ? { type, score: patch } : { type }) as LifecycleEvent;
      return { kind: type, payload: event };
    });
    return this.reread(matchId);
  }

  /** Changes the hand-kept score of a match in progress; only the fields given change. */
  async updateScore(matchId: number, score: MatchScoreInput, request: LifecycleRequest = {}): Promise<Match> {
    await this.append(matchId, 'updateMatchScore', score, request, async (locked) => {
      if (locked.match.status !== MatchStatus.in_progress) {
        throw new InputError({
          status: `The score can be changed only while the match is in progress (it is ${locked.match.status})`,
        });
      }
      const patch = await scorePatch(locked, score);
      const event: LifecycleEvent = { type: 'score', score: patch };
      return { kind: event.type, payload: event };
    });
    return this.reread(matchId);
  }

  /** A postponed match given a new date is on again: called inside the scheduler's transaction. */
  async reschedule(matchId: number): Promise<void> {
    const key = `reschedule:${randomUUID()}`;
    await this.append(matchId, 'reschedule', null, { key }, () =>
      Promise.resolve({ kind: 'reschedule', payload: { type: 'reschedule' } satisfies LifecycleEvent }),
    );
  }

  private append(
    matchId: number,
    operation: string,
    input: unknown,
    request: LifecycleRequest,
    build: (locked: Locked) => Promise<Built>,
  ) {
    const key = request.key ?? `${operation}:${randomUUID()}`;
    return new EventAppender(this.ctx).append(matchId, { key, operation, input }, request.afterSeq ?? null, build, {
      overResult: true,
      lifecycle: true,
    });
  }

  private reread(matchId: number): Promise<Match> {
    return this.ctx.em.findOneOrFail(Match, { id: matchId }, { refresh: true });
  }
}

/**
 * A hand-kept score change checked against the score it changes; the notes that may come with it are the
 * row's own. A match scored by its events keeps its totals as their projection.
 */
async function scorePatch({ match, tournament, log }: Locked, input: MatchScoreInput): Promise<ScorePatch> {
  const overwritten = Object.entries(input).find(([name, value]) => name !== 'matchNotes' && value != null);
  if (overwritten && livePayloads(await log()).length > 0) {
    throw new InputError({
      [overwritten[0]]: 'This match is scored by its events: record the event (or undo one) instead',
    });
  }
  const { matchNotes, ...patch } = checkScore(tournament, pickScore(match), input);
  if (matchNotes !== undefined) match.matchNotes = matchNotes;
  return patch;
}
