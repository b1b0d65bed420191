import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../logger.js';
import { MATCH_UPDATED } from '../matches/match-events.js';
import {
  STANDINGS_CHANGED,
  type AppPubSub,
  type MatchUpdatedPayload,
  type StandingsChangedPayload,
} from '../../core/pubsub.js';
import type { LoggedMatchChange } from '../../core/request-context.js';
import { MatchStatus } from '../matches/match.entity.js';
import { findMatch } from '../matches/match-read.js';
import { WebhookEvent } from './webhook.entity.js';

/**
 * Which webhook events one committed match change is. A status move is a kick-off, a result or a fixture
 * change; a change that kept the status is a scored event (in play), a correction (completed, the table
 * moves) or a fixture edit (not started).
 */
export function webhookEventsFor(change: LoggedMatchChange): WebhookEvent[] {
  const events: WebhookEvent[] = [];
  const moved = change.previousStatus !== null && change.previousStatus !== change.status;
  if (change.status === MatchStatus.in_progress) {
    if (moved) events.push(WebhookEvent.MATCH_STARTED);
    if (!moved || change.seq !== undefined) events.push(WebhookEvent.EVENT_SCORED);
  } else if (change.status === MatchStatus.completed) {
    if (change.seq !== undefined) events.push(WebhookEvent.EVENT_SCORED);
    if (moved) events.push(WebhookEvent.RESULT);
    events.push(WebhookEvent.STANDINGS_CHANGED);
  } else {
    events.push(WebhookEvent.FIXTURE_CHANGED);
  }
  return events;
}

/** The match as integrators read it in `publicMatch`: ids, teams, status, score, when and where. */
async function matchPayload(em: EntityManager, matchId: number): Promise<Record<string, unknown> | null> {
  const match = await findMatch(em, matchId);
  if (!match) return null;
  const team = (side: typeof match.homeTeam) => (side ? { id: side.id, name: side.getEntity().name } : null);
  return {
    id: match.id,
    tournament: { id: match.tournament.id, name: match.tournament.getEntity().name },
    status: match.status,
    roundNumber: match.roundNumber ?? null,
    matchNumber: match.matchNumber ?? null,
    scheduledDate: match.scheduledDate?.toISOString() ?? null,
    venue: match.venue ?? null,
    homeTeam: team(match.homeTeam),
    awayTeam: team(match.awayTeam),
    homeTeamScore: match.homeTeamScore ?? null,
    awayTeamScore: match.awayTeamScore ?? null,
    homeWickets: match.homeWickets ?? null,
    awayWickets: match.awayWickets ?? null,
    winnerTeamId: match.winnerTeam?.id ?? null,
    seq: match.seq,
  };
}

/** Queues one delivery per active hook of the tournament that wants `type`: one insert. */
async function insertDeliveries(
  em: EntityManager,
  tournamentId: number,
  type: WebhookEvent,
  body: Record<string, unknown>,
): Promise<number> {
  const eventId = randomUUID();
  const payload = { id: eventId, type, createdAt: new Date().toISOString(), tournamentId, ...body };
  // The request's (or the transaction's) connection: the event log writes these in its append's transaction.
  const rows = await em.execute<{ id: number }[]>(
    `insert into "webhook_deliveries" ("webhook_id", "event_id", "event_type", "payload")
     select "id", ?, ?, ?::jsonb from "webhooks"
     where "tournament_id" = ? and "is_active" and ? = any("events")
     returning "id"`,
    [eventId, type, JSON.stringify(payload), tournamentId, type],
  );
  return rows.length;
}

/** The events of `wanted` some active hook of the tournament asks for. */
async function eventsHooksWant(
  em: EntityManager,
  tournamentId: number,
  wanted: WebhookEvent[],
): Promise<WebhookEvent[]> {
  const hooks = await em.execute<{ events: string[] }[]>(
    `select "events" from "webhooks" where "tournament_id" = ? and "is_active"`,
    [tournamentId],
  );
  return wanted.filter((type) => hooks.some((hook) => hook.events.includes(type)));
}

/**
 * Queues the deliveries of one match change: after its commit, or inside the event log's transaction
 * (`logged`), where they commit or roll back with the event. Answers how many rows were queued.
 */
export async function enqueueMatchChange(
  em: EntityManager,
  change: LoggedMatchChange,
  /** An event of the match's log: its seq goes at the top of each delivery, with its id. */
  logged?: { seq: number; matchEventId: number },
): Promise<number> {
  const types = await eventsHooksWant(em, change.tournamentId, webhookEventsFor(change));
  if (!types.length) return 0;
  const match = await matchPayload(em, change.matchId);
  if (!match) return 0;
  let queued = 0;
  for (const type of types) {
    queued += await insertDeliveries(em, change.tournamentId, type, {
      ...(logged ?? {}),
      ...(change.previousStatus ? { previousStatus: change.previousStatus } : {}),
      match,
    });
  }
  return queued;
}

/** A table changed without a match (a points deduction). */
export async function enqueueStandingsChange(em: EntityManager, change: StandingsChangedPayload): Promise<number> {
  const types = await eventsHooksWant(em, change.tournamentId, [WebhookEvent.STANDINGS_CHANGED]);
  if (!types.length) return 0;
  return insertDeliveries(em, change.tournamentId, WebhookEvent.STANDINGS_CHANGED, { reason: change.reason });
}

export type WebhookEnqueuer = {
  /** Waits for the enqueues started so far (shutdown, tests). */
  drain(): Promise<void>;
};

/**
 * Queues webhook deliveries for every match change this process publishes. It wraps `publish` rather than
 * subscribing, so with a shared pub/sub across instances only the instance that made the change queues
 * it. The insert runs beside the request: the scorer's answer never waits for it.
 */
export function attachWebhookEnqueuer(pubSub: AppPubSub, em: EntityManager, logger: Logger): WebhookEnqueuer {
  const inFlight = new Set<Promise<void>>();
  const publish = pubSub.publish.bind(pubSub);
  const enqueue = (work: Promise<number>, tournamentId: number) => {
    const job = work
      .then(() => undefined)
      .catch((error: unknown) => logger.error({ err: error, tournamentId }, 'webhook enqueue failed'))
      .finally(() => inFlight.delete(job));
    inFlight.add(job);
  };
  const tapped = (topic: string, ...rest: unknown[]) => {
    (publish as (topic: string, ...rest: unknown[]) => void)(topic, ...rest);
    if (topic === MATCH_UPDATED) {
      const change = rest[0] as MatchUpdatedPayload;
      // The event log queued its deliveries in the append's own transaction.
      if (!change.webhooksQueued) enqueue(enqueueMatchChange(em.fork(), change), change.tournamentId);
    } else if (topic === STANDINGS_CHANGED) {
      const change = rest[0] as StandingsChangedPayload;
      enqueue(enqueueStandingsChange(em.fork(), change), change.tournamentId);
    }
  };
  pubSub.publish = tapped;
  return {
    async drain() {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
  };
}
