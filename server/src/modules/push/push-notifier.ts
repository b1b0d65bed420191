import type { Agent } from 'node:https';
import type { EntityManager } from '@mikro-orm/postgresql';
import webpush from 'web-push';
import type { Config } from '../../config.js';
import type { AppPubSub, MatchUpdatedPayload } from '../../core/pubsub.js';
import type { Logger } from '../../logger.js';
import { isWicketOfInnings, type Delivery } from '../matches/cricket/delivery.js';
import type { FootballEventInput } from '../matches/football/football-event.js';
import { MATCH_UPDATED } from '../matches/match-events.js';
import { MatchStatus } from '../matches/match.entity.js';
import { findMatchEvent } from '../matches/match-logs.js';
import { findMatch } from '../matches/match-read.js';
import { scoreLine, sideNames } from '../public/match-text.js';
import { isPublicTournament } from '../common/policy.js';
import { PushSubscription } from './push-subscription.entity.js';

/** What the service worker shows (public/push-sw.js reads these fields). */
export type PushMessage = { title: string; body: string; url: string; tag: string; kind: 'wicket' | 'goal' | 'result' };

export type PushNotifier = {
  /** Resolves when every notification started so far has been sent (or failed); tests wait on it. */
  idle(): Promise<void>;
  stop(): Promise<void>;
};

/** Sends at a time, so a popular team does not open thousands of sockets at once. */
const BATCH = 20;
/** How long a worker holds a notice it is sending before another instance may take it. */
const CLAIM_SECONDS = 60;
/** A notice that could not be claimed live (no instance heard the event) is found by this poll. */
const POLL_MS = 5_000;
/** Notices sent at once by one instance. */
const PARALLEL_SENDS = 8;

/** The facts of a logged change the notices are made from (the outbox's, or a published payload's). */
export type NoticeChange = Pick<MatchUpdatedPayload, 'matchId' | 'status' | 'previousStatus'> & { seq?: number };

/**
 * Writes the push notices a logged change makes (a wicket, a goal, a result), with their messages, in the
 * change's own transaction: the event log's outbox. A notice already queued for the match is not queued again.
 */
export async function queuePushNotices(tx: EntityManager, change: NoticeChange): Promise<void> {
  const messages = await messagesFor(tx, change);
  const match = messages[0]?.match;
  // Draft tournaments are not public: nobody anonymous follows them.
  if (!match || !isPublicTournament(match.tournament.getEntity())) return;
  for (const { message, notice } of messages) {
    await tx.execute(
      'insert into push_deliveries (match_id, notice, message) values (?, ?, ?::jsonb) on conflict do nothing',
      [match.id, notice, JSON.stringify(message)],
    );
  }
}

/**
 * Web push for followed teams and matches: the worker of the outbox's push notices. A live update wakes it
 * (and a poll finds what a crash left), it claims one notice at a time for a while, sends it to every
 * follower of the match or its teams and marks it sent; another instance never sends the same notice. Scoring
 * never waits for a push service nor fails with one; a 404 or 410 from a push service means the browser
 * unsubscribed: the row is deleted.
 */
export function startPushNotifier(deps: {
  em: EntityManager;
  pubSub: AppPubSub;
  config: NonNullable<Config['webPush']>;
  logger: Logger;
  /** Tests trust their fake push service's certificate through it. */
  agent?: Agent;
}): PushNotifier {
  const { pubSub, config, logger } = deps;
  const vapidDetails = { subject: config.subject, publicKey: config.publicKey, privateKey: config.privateKey };
  const events = pubSub.subscribe(MATCH_UPDATED);
  let stopped = false;
  let draining: Promise<void> | null = null;
  let again = false;

  const send = async (em: EntityManager, subscription: PushSubscription, message: PushMessage) => {
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(message),
        // A wicket an hour later is old news; "high" wakes a phone for it.
        { vapidDetails, TTL: 3600, urgency: 'high', timeout: 10_000, ...(deps.agent ? { agent: deps.agent } : {}) },
      );
    } catch (error) {
      const status = error instanceof webpush.WebPushError ? error.statusCode : null;
      if (status === 404 || status === 410) {
        await em.nativeDelete(PushSubscription, { endpoint: subscription.endpoint });
        return;
      }
      logger.warn({ err: error, status }, 'push service refused a notification');
    }
  };

  /** Claims the oldest unsent notice no other worker holds; null when there is none. */
  const claim = async (em: EntityManager) => {
    const rows = await em.getConnection().execute<{ id: number; match_id: number; message: PushMessage | string }[]>(
      `update push_deliveries set claimed_until = now() + interval '${CLAIM_SECONDS} seconds'
        where id = (select id from push_deliveries
          where sent_at is null and (claimed_until is null or claimed_until < now())
          order by id limit 1 for update skip locked)
        returning id, match_id, message`,
    );
    const row = rows[0];
    if (!row) return null;
    const message = typeof row.message === 'string' ? (JSON.parse(row.message) as PushMessage) : row.message;
    return { id: row.id, matchId: row.match_id, message };
  };

  const deliver = async (em: EntityManager, notice: { matchId: number; message: PushMessage | null }) => {
    if (!notice.message) return;
    const match = await findMatch(em, notice.matchId);
    if (!match) return;
    const teamIds = [match.homeTeam?.id, match.awayTeam?.id].filter((id): id is number => id !== undefined);
    const followers = await em.find(PushSubscription, {
      $or: [...teamIds.map((id) => ({ teamIds: { $contains: [id] } })), { matchIds: { $contains: [match.id] } }],
    });
    for (let start = 0; start < followers.length; start += BATCH) {
      await Promise.all(followers.slice(start, start + BATCH).map((follower) => send(em, follower, notice.message!)));
    }
  };

  // Notices go out side by side (a push service that hangs holds one send, not the queue), a few at a time.
  const inFlight = new Set<Promise<void>>();
  const drain = async () => {
    for (;;) {
      while (inFlight.size >= PARALLEL_SENDS) await Promise.race(inFlight);
      const em = deps.em.fork();
      const notice = await claim(em);
      if (!notice) break;
      const sending = (async () => {
        try {
          await deliver(em, notice);
        } catch (error) {
          logger.warn({ err: error }, 'push notification failed');
        }
        await em.getConnection().execute('update push_deliveries set sent_at = now() where id = ?', [notice.id]);
      })();
      const tracked = sending
        .catch((error: unknown) => logger.warn({ err: error }, 'push notice not marked sent'))
        .finally(() => inFlight.delete(tracked));
      inFlight.add(tracked);
    }
  };

  /** Runs a drain, or asks the one running to go round again; resolves when the queue was found empty. */
  const kick = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (draining) {
      again = true;
      return draining;
    }
    draining = (async () => {
      do {
        again = false;
        await drain().catch((error: unknown) => logger.warn({ err: error }, 'push queue failed'));
      } while (again && !stopped);
      draining = null;
    })();
    return draining;
  };

  const loop = (async () => {
    for await (const payload of events) if (payload.isPublic) void kick();
  })();
  const poll = setInterval(() => void kick(), POLL_MS);
  poll.unref();
  void kick();

  return {
    async idle() {
      while (draining) await draining;
      await kick();
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    async stop() {
      stopped = true;
      clearInterval(poll);
      await events.return?.();
      await loop;
      while (draining) await draining;
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}

type Found = { match: NonNullable<Awaited<ReturnType<typeof findMatch>>>; message: PushMessage; notice: string };

/** A wicket or a goal (the event that caused this change) and the result (the change completed the match). */
async function messagesFor(em: EntityManager, payload: NoticeChange): Promise<Found[]> {
  const completed = payload.status === MatchStatus.completed && payload.previousStatus !== null;
  if (payload.seq === undefined && !completed) return [];
  const event = payload.seq === undefined ? null : await findMatchEvent(em, payload.matchId, payload.seq);
  const wicket = event?.kind === 'delivery' && wicketOf(event.payload);
  const goal = event?.kind === 'football' ? goalOf(event.payload) : null;
  if (!wicket && !goal && !completed) return [];
  const match = await findMatch(em, payload.matchId);
  if (!match) return [];
  const tournament = match.tournament.getEntity();
  const { home, away } = sideNames(match);
  const score = scoreLine(match, tournament);
  const url = `/match/${match.id}`;
  const found: Found[] = [];
  const add = (kind: PushMessage['kind'], title: string) =>
    found.push({
      match,
      message: { kind, title, body: score, url, tag: `match-${match.id}-${kind}-${payload.seq ?? 'end'}` },
      // A result is told once per match; a wicket or a goal once per event of the log.
      notice: kind === 'result' ? 'result' : `${kind}:${payload.seq}`,
    });
  if (wicket) add('wicket', `Wicket! ${home} v ${away}`);
  if (goal) {
    const side = goal.side === 'away' ? away : home;
    add('goal', `Goal! ${side}${goal.minute === null ? '' : ` (${goal.minute}')`}`);
  }
  if (completed) {
    const winner = match.winnerTeam?.id;
    const verdict =
      winner === match.homeTeam?.id ? `${home} won` : winner === match.awayTeam?.id ? `${away} won` : 'Full time';
    add('result', `Result: ${verdict}`);
  }
  return found;
}

/** The delivery took a wicket of the innings (a retirement is not one). */
function wicketOf(stored: Record<string, unknown>): boolean {
  const wickets = (stored as Partial<Delivery>).wickets ?? [];
  return wickets.some((wicket) => isWicketOfInnings(wicket.kind));
}

/** The side credited and the minute of a goal (a football event is stored as `{ input, at }`). */
function goalOf(stored: Record<string, unknown>): { side: string | null; minute: number | null } | null {
  const input = (stored as { input?: Partial<FootballEventInput> }).input;
  if (input?.kind !== 'GOAL') return null;
  return { side: input.side ?? null, minute: input.minute ?? null };
}
