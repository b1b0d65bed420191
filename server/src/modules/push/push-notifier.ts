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
import { findMatch, findMatchEvent } from '../matches/matches.queries.js';
import { scoreLine, sideNames } from '../public/match-text.js';
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

/**
 * Web push for followed teams and matches. It listens to the match events services publish after
 * commit, so scoring never waits for a push service nor fails with one: everything here runs after the
 * answer, and every error is logged and dropped. A 404 or 410 from a push service means the browser
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
  const pending = new Set<Promise<void>>();
  const events = pubSub.subscribe(MATCH_UPDATED);

  const track = (work: Promise<void>) => {
    const tracked = work.catch((error: unknown) => logger.warn({ err: error }, 'push notification failed'));
    pending.add(tracked);
    void tracked.finally(() => pending.delete(tracked));
  };

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

  const handle = async (payload: MatchUpdatedPayload) => {
    // Draft tournaments are not public: nobody anonymous follows them.
    if (!payload.isPublic) return;
    const em = deps.em.fork();
    const messages = await messagesFor(em, payload);
    if (messages.length === 0) return;
    const match = messages[0]!.match;
    const teamIds = [match.homeTeam?.id, match.awayTeam?.id].filter((id): id is number => id !== undefined);
    const followers = await em.find(PushSubscription, {
      $or: [...teamIds.map((id) => ({ teamIds: { $contains: [id] } })), { matchIds: { $contains: [match.id] } }],
    });
    if (followers.length === 0) return;
    for (const { message, notice } of messages) {
      // One instance sends each notice (see PushDelivery); the others find it claimed.
      const claimed = await em
        .getConnection()
        .execute<{ id: number }[]>(
          'insert into push_deliveries (match_id, notice) values (?, ?) on conflict do nothing returning id',
          [match.id, notice],
        );
      if (claimed.length === 0) continue;
      for (let start = 0; start < followers.length; start += BATCH) {
        await Promise.all(followers.slice(start, start + BATCH).map((follower) => send(em, follower, message)));
      }
    }
  };

  const loop = (async () => {
    for await (const payload of events) track(handle(payload));
  })();

  return {
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async stop() {
      await events.return?.();
      await loop;
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

type Found = { match: NonNullable<Awaited<ReturnType<typeof findMatch>>>; message: PushMessage; notice: string };

/** A wicket or a goal (the event that caused this change) and the result (the change completed the match). */
async function messagesFor(em: EntityManager, payload: MatchUpdatedPayload): Promise<Found[]> {
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
