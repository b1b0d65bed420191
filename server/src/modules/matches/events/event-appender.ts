import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../../core/request-context.js';
import { DomainError, InputError } from '../../../core/errors.js';
import type { Tournament } from '../../tournaments/tournament.entity.js';
import type { User } from '../../users/user.entity.js';
import type { MatchState } from '../cricket/innings-state.js';
import { Match, MatchStatus } from '../match.entity.js';
import { publishMatchChange } from '../match-events.js';
import { MatchScoringService } from '../match-scoring.service.js';
import { queueLoggedChange } from './logged-change-outbox.js';
import { adoptRow } from './row-log.js';
import { IdempotencyKeyReusedError, requestFingerprint, type EventRequest } from './event-request.js';
import { MatchEvent } from './match-event.entity.js';
import { hasLiveResult, markVoided, projectCricketState, projectIntoMatch } from './match-projection.js';

export type LogContext = Pick<RequestContext<User>, 'em' | 'viewer' | 'pubSub' | 'changes' | 'outbox'>;

/** The event was based on an older state of the log: the client refetches from `currentSeq`. */
export class StaleSequenceError extends DomainError {
  constructor(currentSeq: number) {
    super('STALE_SEQUENCE', `The match has moved on: its last event is ${currentSeq}. Refetch and try again.`, {
      currentSeq,
    });
  }
}

/** What the sport's rules make of a command, against the match as the log leaves it. */
/** `state`: the cricket fold after the event, when the builder computed it (the row is projected from it). */
export type Built = { kind: string; payload: Record<string, unknown>; state?: MatchState };
/** `log` reads the log once, when a builder needs it; `cached` is the cricket fold before the event, if kept. */
export type Locked = {
  tx: EntityManager;
  match: Match;
  tournament: Tournament;
  log: () => Promise<MatchEvent[]>;
  cached: MatchState | null;
};

const MAX_KEY_LENGTH = 255;

/**
 * The one appender of match events. Each append runs in one transaction holding the match row's lock:
 * a stored key answers its event (a phone's retry), `afterSeq` must be the match's seq, the rules
 * validate the event against the log, and the event and the new projection are stored together.
 * The unique (match, seq) and (match, key) constraints are the backstop.
 */
export class EventAppender {
  constructor(protected readonly ctx: LogContext) {}

  /** Locks the match row for the rest of the transaction; only its scorers get past. */
  async lockForScoring(
    tx: EntityManager,
    matchId: number,
    options: { lifecycle?: boolean } = {},
  ): Promise<{ match: Match; tournament: Tournament }> {
    const match = await new MatchScoringService(this.ctx).loadForScoring(tx, matchId, { withFold: true });
    // A lifecycle change says itself why a cancelled match cannot move.
    if (match.status === MatchStatus.cancelled && !options.lifecycle) {
      throw new InputError({ matchId: 'The match was cancelled' });
    }
    return { match, tournament: match.tournament.getEntity() };
  }

  /**
   * Appends the event `build` makes of the locked match and its log. `afterSeq` null: after whatever the
   * log holds when the lock is taken (a whole result or an abandonment means the match as it stands).
   */
  async append(
    matchId: number,
    request: EventRequest,
    afterSeq: number | null,
    build: (locked: Locked) => Promise<Built>,
    options: { overResult?: boolean; lifecycle?: boolean } = {},
  ): Promise<MatchEvent> {
    const { key } = request;
    if (!key.trim() || key.length > MAX_KEY_LENGTH) {
      throw new InputError({ key: `The key is 1 to ${MAX_KEY_LENGTH} characters` });
    }
    const requestHash = requestFingerprint(request);
    let previousStatus: MatchStatus | null = null;
    try {
      const { event, match, next, fresh } = await this.ctx.em.transactional(async (tx) => {
        const { match, tournament } = await this.lockForScoring(tx, matchId, options);
        // A match written as a row before its log gets the events that tell how it stands; a client that
        // read that row (seq 0) is up to date with them.
        if (match.seq === 0 && adoptRow(tx, match).length > 0 && afterSeq === 0) afterSeq = match.seq;
        // Only a retry (sent after an older seq than the match's) or an append after whatever the log holds
        // looks its key up. A key sent again after the current seq meets the unique (match, key) constraint
        // instead, and the catch below answers the stored event.
        if (afterSeq !== match.seq) {
          const stored = await tx.findOne(MatchEvent, { match, key });
          if (stored)
            return { event: await storedAnswer(tx, stored, requestHash), match, next: [] as Match[], fresh: false };
          if (afterSeq !== null) throw new StaleSequenceError(match.seq);
        }
        previousStatus = match.status;
        // A fold cached at this seq is the log's state: neither the log nor a fold of it is needed.
        const cached = match.foldState?.seq === match.seq ? (match.foldState.state as MatchState) : null;
        let log: MatchEvent[] | null = null;
        const loadLog = async () => (log ??= await tx.find(MatchEvent, { match }, { orderBy: { seq: 'asc' } }));
        // A cached fold means cricket events only, never a result entered whole.
        if (!options.overResult && !cached && hasLiveResult(await loadLog())) {
          throw new InputError({
            matchId: 'The match’s result was entered whole (recordResult): undo it to score the match event by event',
          });
        }
        const built = await build({ tx, match, tournament, log: loadLog, cached });
        // Without the fold after the event, the row is projected from the whole log: read it before the
        // new event exists (a later find would flush the event and read it too).
        const previous = built.state ? null : await loadLog();
        const event = tx.create(MatchEvent, {
          match,
          seq: match.seq + 1,
          kind: built.kind,
          payload: built.payload,
          author: this.ctx.viewer,
          key,
          requestHash,
        });
        match.seq = event.seq;
        let state: MatchState | null;
        if (built.state) {
          state = built.state;
          projectCricketState(match, state);
        } else {
          state = projectIntoMatch(match, tournament, [...previous!, event]);
        }
        match.foldState = state && { seq: event.seq, state };
        // A knockout winner takes its slot in the next round, as when a match is completed by hand.
        const completedNow = match.status === MatchStatus.completed && previousStatus !== MatchStatus.completed;
        const next = completedNow ? await new MatchScoringService(this.ctx).advance(tx, match) : [];
        // The outbox: what leaves the site about this event commits, or rolls back, with it.
        await queueLoggedChange(this.ctx.outbox, tx, match, previousStatus, event);
        return { event, match, next, fresh: true };
      });
      // An event, and the knockout slot it may fill, are the tournament's play alone: the change notice.
      for (const changed of [match, ...next]) {
        this.ctx.changes?.match({
          id: changed.id,
          tournamentId: changed.tournament.id,
          teamIds: [changed.homeTeam?.id, changed.awayTeam?.id],
        });
      }
      const webhooksQueued = this.ctx.outbox !== undefined;
      if (fresh) publishMatchChange(this.ctx.pubSub, match, previousStatus, event.seq, { webhooksQueued });
      for (const changed of next) publishMatchChange(this.ctx.pubSub, changed);
      return event;
    } catch (error) {
      // Two requests with one key past the lock at once cannot happen; the constraint says so anyway.
      if (error instanceof UniqueConstraintViolationException) {
        const em = this.ctx.em.fork();
        const stored = await em.findOne(MatchEvent, { match: matchId, key });
        if (stored) return storedAnswer(em, stored, requestHash);
      }
      throw error;
    }
  }
}

/**
 * A retry's answer: the event its key made, as a read of the log shows it (voided when an undo or an
 * import has voided it since). The key sent with another request is refused rather than answered.
 */
async function storedAnswer(em: EntityManager, stored: MatchEvent, requestHash: string): Promise<MatchEvent> {
  // Events stored before requests were fingerprinted answer any retry of their key.
  if (stored.requestHash && stored.requestHash !== requestHash) {
    throw new IdempotencyKeyReusedError(stored.key, stored.seq);
  }
  markVoided(await em.find(MatchEvent, { match: stored.match }, { orderBy: { seq: 'asc' } }));
  return stored;
}
