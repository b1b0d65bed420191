import { createHmac, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_VERIFY_FUNCTION } from '../../../web/src/features/developers/api-examples.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../../server/src/logger.js';
import { Match } from '../../../server/src/modules/matches/match.entity.js';
import { DeliveryStatus, WebhookDelivery } from '../../../server/src/modules/webhooks/webhook-delivery.entity.js';
import { webhookEventsFor } from '../../../server/src/modules/webhooks/webhook-enqueue.js';
import { verifyWebhookSignature } from '../../../server/src/modules/webhooks/webhook-signature.js';
import { WebhookWorker } from '../../../server/src/modules/webhooks/webhook-worker.js';
import { Webhook, WebhookEvent } from '../../../server/src/modules/webhooks/webhook.entity.js';
import { WebhooksService } from '../../../server/src/modules/webhooks/webhooks.service.js';
import { Role, User } from '../../../server/src/modules/users/user.entity.js';
import type { GraphQLResponse, TestClient } from '../../support/client.js';
import { TestClient as Client } from '../../support/client.js';
import { createUser, registerTeams } from '../../support/factories.js';
import { Tournament } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { signedInClient, useTestServer } from '../management/support.js';
import { bowl, RecordDelivery, scoredMatch, type Fixture, type RecordData } from '../matches/events/support.js';
import { balls, startReceiver, until } from './support.js';

const CreateWebhook = /* GraphQL */ `
  mutation CreateWebhook($input: WebhookInput!) {
    createWebhook(input: $input) {
      secret
      webhook {
        id
        url
        events
        isActive
        tournamentId
        secretHint
      }
    }
  }
`;
const TournamentWebhooks = /* GraphQL */ `
  query TournamentWebhooks($tournamentId: Int!) {
    tournamentWebhooks(tournamentId: $tournamentId) {
      id
      url
      events
      isActive
    }
  }
`;
const Deliveries = /* GraphQL */ `
  query Deliveries($webhookId: Int!) {
    webhookDeliveries(webhookId: $webhookId) {
      id
      eventId
      eventType
      status
      attempts
      lastStatusCode
      lastError
      deliveredAt
    }
  }
`;
const Resend = /* GraphQL */ `
  mutation Resend($id: Int!) {
    resendWebhookDelivery(id: $id) {
      id
      status
      attempts
    }
  }
`;
const SetActive = /* GraphQL */ `
  mutation SetActive($id: Int!, $active: Boolean!) {
    setWebhookActive(id: $id, active: $active) {
      id
      isActive
    }
  }
`;
const Rotate = /* GraphQL */ `
  mutation Rotate($id: Int!) {
    rotateWebhookSecret(id: $id) {
      secret
    }
  }
`;
const Delete = /* GraphQL */ `
  mutation Delete($id: Int!) {
    deleteWebhook(id: $id)
  }
`;

type Created = {
  createWebhook: { secret: string; webhook: { id: number; secretHint: string; events: string[] } } | null;
};
type DeliveryRow = {
  id: number;
  eventId: string;
  eventType: string;
  status: string;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  deliveredAt: string | null;
};

const ALL_EVENTS = Object.values(WebhookEvent);

const logger = createLogger('silent');

type Verify = (secret: string, body: string, header: string) => boolean;
type MakeVerify = (hmac: typeof createHmac, equal: typeof timingSafeEqual) => Verify;

/** The verification function printed on /developers, run as a receiver would run it: its text, evaluated. */
// eslint-disable-next-line @typescript-eslint/no-implied-eval
const makeVerify = new Function('createHmac', 'timingSafeEqual', `${WEBHOOK_VERIFY_FUNCTION}; return verifyPitchside;`);
const docsVerify = (makeVerify as MakeVerify)(createHmac, timingSafeEqual);

function expectCode<T>(response: GraphQLResponse<T>, code: string) {
  expect(response.errors?.[0]?.extensions?.code, JSON.stringify(response.errors)).toBe(code);
}

function expectField<T>(response: GraphQLResponse<T>, field: string, message?: RegExp) {
  const error = response.errors?.[0];
  expect(error?.extensions?.code, JSON.stringify(response.errors)).toBe('BAD_USER_INPUT');
  expect(Object.keys(error?.extensions?.fields ?? {})).toContain(field);
  if (message) expect(error?.extensions?.fields?.[field]).toMatch(message);
}

describe('webhook events from match changes', () => {
  it('names each committed change: kick-off, scored events, results, corrections and fixture changes', () => {
    const base = { eventId: 'test-event', matchId: 1, tournamentId: 1, isPublic: true, officialIds: [] };
    expect(webhookEventsFor({ ...base, status: 'in_progress', previousStatus: 'scheduled', seq: 1 })).toEqual([
      WebhookEvent.MATCH_STARTED,
      WebhookEvent.EVENT_SCORED,
    ]);
    expect(webhookEventsFor({ ...base, status: 'in_progress', previousStatus: 'scheduled' })).toEqual([
      WebhookEvent.MATCH_STARTED,
    ]);
    expect(webhookEventsFor({ ...base, status: 'in_progress', previousStatus: null, seq: 5 })).toEqual([
      WebhookEvent.EVENT_SCORED,
    ]);
    expect(webhookEventsFor({ ...base, status: 'completed', previousStatus: 'in_progress' })).toEqual([
      WebhookEvent.RESULT,
      WebhookEvent.STANDINGS_CHANGED,
    ]);
    expect(webhookEventsFor({ ...base, status: 'completed', previousStatus: null, seq: 9 })).toEqual([
      WebhookEvent.EVENT_SCORED,
      WebhookEvent.STANDINGS_CHANGED,
    ]);
    expect(webhookEventsFor({ ...base, status: 'postponed', previousStatus: 'scheduled' })).toEqual([
      WebhookEvent.FIXTURE_CHANGED,
    ]);
    expect(webhookEventsFor({ ...base, status: 'scheduled', previousStatus: null })).toEqual([
      WebhookEvent.FIXTURE_CHANGED,
    ]);
  });
});

describe('webhooks', () => {
  const server = useTestServer();
  let fixture: Fixture;
  let organiser: TestClient;
  let tournamentId: number;
  const workers: WebhookWorker[] = [];
  const closers: (() => Promise<void>)[] = [];

  const config = () => ({
    ...server.config.webhooks,
    backoffBaseMs: 50,
    pollMs: 20,
    timeoutMs: 1_500,
  });
  function worker(overrides: Partial<ReturnType<typeof config>> = {}): WebhookWorker {
    const made = new WebhookWorker({ em: server.orm.em, config: { ...config(), ...overrides }, logger });
    workers.push(made);
    return made;
  }

  async function register(url: string, events: WebhookEvent[] = ALL_EVENTS, client = organiser) {
    return client.gql<Created>(CreateWebhook, { input: { tournamentId, url, events } });
  }

  async function stored(webhookId: number): Promise<WebhookDelivery[]> {
    return server.em().find(WebhookDelivery, { webhook: webhookId }, { orderBy: { id: 'asc' } });
  }

  beforeEach(async () => {
    await server.reset();
    fixture = await scoredMatch(server.em());
    const match = await server.em().findOneOrFail(Match, { id: fixture.matchId });
    tournamentId = match.tournament.id;
    organiser = await signedInClient(server, fixture.creator.email);
  });

  afterEach(async () => {
    await Promise.all(workers.splice(0).map((each) => each.stop()));
    await Promise.all(closers.splice(0).map((close) => close()));
  });

  it('a receiver that fails twice then succeeds gets one delivery, recorded as delivered after 3 attempts, signed', async () => {
    const receiver = await startReceiver((index) => (index <= 2 ? 500 : 204));
    closers.push(receiver.close);
    const created = await register(receiver.url, [WebhookEvent.MATCH_STARTED]);
    expect(created.errors).toBeUndefined();
    const { secret, webhook } = created.data!.createWebhook!;
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(webhook.secretHint).toBe(`${secret.slice(0, 12)}…`);

    const scorer = await signedInClient(server, fixture.scorer.email);
    await bowl(scorer, fixture.matchId, balls(fixture.home.id, 1));
    const [queued] = await until(
      async () => {
        const rows = await stored(webhook.id);
        return rows.length ? rows : null;
      },
      5_000,
      'the delivery to be queued',
    );
    expect(queued.eventType).toBe(WebhookEvent.MATCH_STARTED);
    expect(queued.status).toBe(DeliveryStatus.pending);

    worker().start();
    await until(async () => (await stored(webhook.id))[0].status === DeliveryStatus.delivered, 10_000, 'delivery');

    const [delivery] = await stored(webhook.id);
    expect(await stored(webhook.id)).toHaveLength(1);
    expect(delivery.attempts).toBe(3);
    expect(delivery.lastStatusCode).toBe(204);
    expect(delivery.deliveredAt).toBeInstanceOf(Date);
    expect(receiver.received).toHaveLength(3);

    for (const request of receiver.received) {
      // The signature, recomputed here from the raw body and the timestamp in the header.
      const header = String(request.headers['pitchside-signature']);
      const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
      expect(match, header).not.toBeNull();
      const timestamp = Number(match![1]);
      expect(Math.abs(timestamp - request.at / 1000)).toBeLessThan(5);
      const expected = createHmac('sha256', secret).update(`${timestamp}.${request.body}`).digest('hex');
      expect(match![2]).toBe(expected);
      expect(verifyWebhookSignature(secret, request.body, header)).toBe(true);
      expect(verifyWebhookSignature(secret, `${request.body} `, header)).toBe(false);
      expect(verifyWebhookSignature('whsec_other', request.body, header)).toBe(false);
      // The snippet the API page and the README give receivers agrees.
      expect(docsVerify(secret, request.body, header)).toBe(true);
      expect(docsVerify(secret, request.body.replace('MATCH_STARTED', 'RESULT'), header)).toBe(false);
      // A replay five minutes later is refused.
      expect(verifyWebhookSignature(secret, request.body, header, timestamp + 301)).toBe(false);
      expect(request.headers['pitchside-event-id']).toBe(delivery.eventId);
      expect(request.headers['pitchside-event-type']).toBe('MATCH_STARTED');
      const body = JSON.parse(request.body) as {
        id: string;
        type: string;
        createdAt: string;
        match: { id: number; status: string };
      };
      expect(body).toMatchObject({ id: delivery.eventId, type: 'MATCH_STARTED', tournamentId });
      expect(body.match).toMatchObject({ id: fixture.matchId, status: 'in_progress' });
      expect(Number.isNaN(Date.parse(body.createdAt))).toBe(false);
    }

    // The owner's log shows it, and "send again" queues it once more.
    const log = await organiser.gql<{ webhookDeliveries: DeliveryRow[] }>(Deliveries, { webhookId: webhook.id });
    expect(log.data?.webhookDeliveries).toEqual([
      expect.objectContaining({ eventType: 'MATCH_STARTED', status: 'delivered', attempts: 3, lastStatusCode: 204 }),
    ]);
    const again = await organiser.gql<{ resendWebhookDelivery: { status: string; attempts: number } }>(Resend, {
      id: delivery.id,
    });
    expect(again.data?.resendWebhookDelivery).toEqual(expect.objectContaining({ status: 'pending', attempts: 0 }));
    await until(() => receiver.received.length === 4, 5_000, 'the delivery sent again');
    await until(
      async () => (await stored(webhook.id))[0].status === DeliveryStatus.delivered,
      5_000,
      'delivered again',
    );
    expect(receiver.received[3].headers['pitchside-event-id']).toBe(delivery.eventId);
  });

  it('nothing is lost across a restart: a worker stopped mid-queue, a new one sends the rest, each exactly once', async () => {
    const receiver = await startReceiver(() => 200);
    receiver.setDelay(60);
    closers.push(receiver.close);
    const created = await register(receiver.url, [WebhookEvent.EVENT_SCORED]);
    const webhookId = created.data!.createWebhook!.webhook.id;
    const scorer = await signedInClient(server, fixture.scorer.email);
    await bowl(scorer, fixture.matchId, balls(fixture.home.id, 12));
    await until(async () => (await stored(webhookId)).length === 12, 5_000, 'twelve deliveries queued');

    const first = worker({ concurrency: 1 });
    first.start();
    await until(() => receiver.received.length >= 3, 5_000, 'some deliveries');
    await first.stop();
    const sentBeforeRestart = receiver.received.length;
    expect(sentBeforeRestart).toBeLessThan(12);
    const afterStop = await stored(webhookId);
    // The stopped worker finished what it held: nothing left half-sent.
    expect(afterStop.filter((row) => row.status === DeliveryStatus.sending)).toHaveLength(0);
    expect(afterStop.filter((row) => row.status === DeliveryStatus.delivered)).toHaveLength(sentBeforeRestart);

    // The "new instance": two workers at once, as two instances would run, share the rest.
    worker({ concurrency: 2 }).start();
    worker({ concurrency: 2 }).start();
    await until(
      async () => (await stored(webhookId)).every((row) => row.status === DeliveryStatus.delivered),
      10_000,
      'every delivery',
    );
    const ids = receiver.received.map((request) => String(request.headers['pitchside-event-id']));
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
    expect(new Set(ids)).toEqual(new Set((await stored(webhookId)).map((row) => row.eventId)));
  });

  it('a receiver that never succeeds is retried with growing waits until the retry window closes, then failed', async () => {
    const receiver = await startReceiver(() => 503);
    closers.push(receiver.close);
    const created = await register(receiver.url, [WebhookEvent.MATCH_STARTED]);
    const webhookId = created.data!.createWebhook!.webhook.id;
    const scorer = await signedInClient(server, fixture.scorer.email);
    await bowl(scorer, fixture.matchId, balls(fixture.home.id, 1));
    await until(async () => (await stored(webhookId)).length === 1, 5_000, 'the delivery');
    // 50 ms doubling: attempts at about 0, 50, 150, 350, 750 ms; the window closes at 1 s.
    worker({ maxAgeMs: 1_000 }).start();
    const [failed] = await until(
      async () => {
        const rows = await stored(webhookId);
        return rows[0]?.status === DeliveryStatus.failed ? rows : null;
      },
      8_000,
      'the delivery to be marked failed',
    );
    expect(failed.attempts).toBeGreaterThanOrEqual(4);
    expect(failed.attempts).toBeLessThanOrEqual(6);
    expect(failed.lastStatusCode).toBe(503);
    expect(failed.lastError).toBe('The receiver answered 503');
    expect(receiver.received).toHaveLength(failed.attempts);
    const gaps = receiver.received.slice(1).map((request, index) => request.at - receiver.received[index].at);
    // Each wait at least the one before (exponential backoff), give or take the poll interval.
    for (let index = 1; index < gaps.length; index += 1)
      expect(gaps[index] + 30).toBeGreaterThanOrEqual(gaps[index - 1]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received).toHaveLength(failed.attempts);
  });

  it('in production a worker refuses to send to a private address, even one registered before', async () => {
    const receiver = await startReceiver(() => 200);
    closers.push(receiver.close);
    const created = await register(receiver.url, [WebhookEvent.MATCH_STARTED]);
    const webhookId = created.data!.createWebhook!.webhook.id;
    const scorer = await signedInClient(server, fixture.scorer.email);
    await bowl(scorer, fixture.matchId, balls(fixture.home.id, 1));
    await until(async () => (await stored(webhookId)).length === 1, 5_000, 'the delivery');
    worker({ allowPrivateAddresses: false }).start();
    const [refused] = await until(
      async () => {
        const rows = await stored(webhookId);
        return rows[0]?.lastError ? rows : null;
      },
      5_000,
      'the refusal',
    );
    expect(refused.lastError).toMatch(/private or loopback/);
    expect(receiver.received).toHaveLength(0);
  });

  it('a hanging receiver holds one send, not the worker: other hooks are served, and shutdown does not wait for it', async () => {
    const slow = await startReceiver(() => 'hang');
    const fast = await startReceiver(() => 200);
    closers.push(slow.close, fast.close);
    const slowHook = (await register(slow.url, [WebhookEvent.EVENT_SCORED])).data!.createWebhook!.webhook.id;
    await register(fast.url, [WebhookEvent.EVENT_SCORED]);
    const sender = worker({ timeoutMs: 60_000, concurrency: 2 });
    sender.start();
    const scorer = await signedInClient(server, fixture.scorer.email);
    await bowl(scorer, fixture.matchId, balls(fixture.home.id, 4));
    // The slow hook's first delivery hangs; the fast hook still receives all four.
    await until(() => fast.received.length === 4 && slow.hangingCount === 1, 5_000, 'the fast hook’s deliveries');
    const started = performance.now();
    await sender.stop(200);
    expect(performance.now() - started).toBeLessThan(2_000);
    const cut = (await stored(slowHook)).find((row) => row.attempts === 1);
    expect(cut).toMatchObject({ status: DeliveryStatus.pending, lastError: 'Cut short by a shutdown' });
    expect((await stored(slowHook)).filter((row) => row.status === DeliveryStatus.sending)).toHaveLength(0);
  });

  it('a delivery claimed by a worker that died is claimed again once its lease lapses', async () => {
    const receiver = await startReceiver(() => 200);
    closers.push(receiver.close);
    const first = (await register(receiver.url, [WebhookEvent.EVENT_SCORED])).data!.createWebhook!.webhook.id;
    const second = (await register(receiver.url, [WebhookEvent.EVENT_SCORED])).data!.createWebhook!.webhook.id;
    const scorer = await signedInClient(server, fixture.scorer.email);
    await bowl(scorer, fixture.matchId, balls(fixture.home.id, 1));
    const [held, lapsed] = await until(
      async () => {
        const rows = [...(await stored(first)), ...(await stored(second))];
        return rows.length === 2 ? rows : null;
      },
      5_000,
      'two deliveries',
    );
    // One still held by a live claim, one whose worker died an hour ago.
    const connection = server.orm.em.getConnection();
    await connection.execute(
      `update "webhook_deliveries" set "status" = 'sending', "attempts" = 1, "claim_token" = gen_random_uuid(), "lease_until" = now() + interval '1 hour' where "id" = ?`,
      [held.id],
    );
    await connection.execute(
      `update "webhook_deliveries" set "status" = 'sending', "attempts" = 1, "claim_token" = gen_random_uuid(), "lease_until" = now() - interval '1 second' where "id" = ?`,
      [lapsed.id],
    );
    worker().start();
    await until(() => receiver.received.length === 1, 5_000, 'the lapsed delivery');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0].headers['pitchside-event-id']).toBe(lapsed.eventId);
    const rows = [...(await stored(first)), ...(await stored(second))];
    expect(rows.find((row) => row.id === lapsed.id)).toMatchObject({ status: 'delivered', attempts: 2 });
    expect(rows.find((row) => row.id === held.id)).toMatchObject({ status: 'sending' });
  });

  it('a slow receiver never slows scoring: balls are answered while the receiver hangs, and it times out', async () => {
    const receiver = await startReceiver(() => 'hang');
    closers.push(receiver.close);
    const created = await register(receiver.url, [WebhookEvent.EVENT_SCORED]);
    const webhookId = created.data!.createWebhook!.webhook.id;
    worker().start();
    const scorer = await signedInClient(server, fixture.scorer.email);
    let seq = await bowl(scorer, fixture.matchId, balls(fixture.home.id, 1));
    await until(() => receiver.hangingCount >= 1, 5_000, 'the receiver to hold a request');

    for (let index = 0; index < 3; index += 1) {
      const started = performance.now();
      const response = await scorer.gql<RecordData>(RecordDelivery, {
        matchId: fixture.matchId,
        key: `slow-${index}`,
        afterSeq: seq,
        input: balls(fixture.home.id, 1, index + 1)[0],
      });
      const elapsed = performance.now() - started;
      expect(response.errors).toBeUndefined();
      seq = response.data!.recordDelivery!.seq;
      // The receiver is still holding its request open, well past this ball's answer.
      expect(receiver.hangingCount).toBeGreaterThanOrEqual(1);
      expect(elapsed).toBeLessThan(1_000);
    }
    // The hanging send is cut off by the timeout and retried later.
    const timedOut = await until(
      async () => {
        const rows = await stored(webhookId);
        return rows.find((row) => row.lastError?.includes('No answer within 1500 ms'));
      },
      8_000,
      'the timeout',
    );
    expect(timedOut.status === DeliveryStatus.pending || timedOut.status === DeliveryStatus.sending).toBe(true);
  });

  it('only the tournament’s organiser lists, registers, pauses, rotates, deletes and re-sends', async () => {
    const receiver = await startReceiver(() => 200);
    closers.push(receiver.close);
    const created = await register(receiver.url, [WebhookEvent.RESULT]);
    const webhookId = created.data!.createWebhook!.webhook.id;
    const firstSecret = created.data!.createWebhook!.secret;
    await server
      .em()
      .getConnection()
      .execute(
        `insert into "webhook_deliveries" ("webhook_id", "event_id", "event_type", "payload", "status") values (?, gen_random_uuid(), 'RESULT', '{}', 'failed')`,
        [webhookId],
      );
    const [delivery] = await stored(webhookId);

    const other = await createUser(server.em(), {
      email: 'other-organiser@example.test',
      role: Role.tournament_creator,
    });
    const otherClient = await signedInClient(server, other.email);
    expectCode(await otherClient.gql(TournamentWebhooks, { tournamentId }), 'FORBIDDEN');
    expectCode(await register(receiver.url, ALL_EVENTS, otherClient), 'FORBIDDEN');
    expectCode(await otherClient.gql(Deliveries, { webhookId }), 'FORBIDDEN');
    expectCode(await otherClient.gql(Resend, { id: delivery.id }), 'FORBIDDEN');
    expectCode(await otherClient.gql(SetActive, { id: webhookId, active: false }), 'FORBIDDEN');
    expectCode(await otherClient.gql(Rotate, { id: webhookId }), 'FORBIDDEN');
    expectCode(await otherClient.gql(Delete, { id: webhookId }), 'FORBIDDEN');
    const scorer = await signedInClient(server, fixture.scorer.email);
    expectCode(await scorer.gql(TournamentWebhooks, { tournamentId }), 'FORBIDDEN');
    const anonymous = new Client(server.url);
    expectCode(await anonymous.gql(TournamentWebhooks, { tournamentId }), 'UNAUTHENTICATED');
    expect(await server.em().count(Webhook, {})).toBe(1);
    expect((await stored(webhookId))[0].status).toBe('failed');

    // The organiser: the list never carries the secret; pause, rotate and delete.
    const list = await organiser.gql<{ tournamentWebhooks: { id: number; url: string }[] }>(TournamentWebhooks, {
      tournamentId,
    });
    expect(list.data?.tournamentWebhooks).toEqual([expect.objectContaining({ id: webhookId, url: receiver.url })]);
    expect(JSON.stringify(list)).not.toContain(firstSecret);
    const paused = await organiser.gql<{ setWebhookActive: { isActive: boolean } }>(SetActive, {
      id: webhookId,
      active: false,
    });
    expect(paused.data?.setWebhookActive.isActive).toBe(false);
    const rotated = await organiser.gql<{ rotateWebhookSecret: { secret: string } }>(Rotate, { id: webhookId });
    expect(rotated.data?.rotateWebhookSecret.secret).toMatch(/^whsec_/);
    expect(rotated.data?.rotateWebhookSecret.secret).not.toBe(firstSecret);
    expect((await server.em().findOneOrFail(Webhook, { id: webhookId })).secret).toBe(
      rotated.data?.rotateWebhookSecret.secret,
    );
    expect((await organiser.gql<{ deleteWebhook: boolean }>(Delete, { id: webhookId })).data?.deleteWebhook).toBe(true);
    expect(await server.em().count(Webhook, {})).toBe(0);
    expect(await server.em().count(WebhookDelivery, {})).toBe(0);
  });

  it('a points deduction is a STANDINGS_CHANGED event', async () => {
    const receiver = await startReceiver(() => 200);
    closers.push(receiver.close);
    const created = await register(receiver.url, [WebhookEvent.STANDINGS_CHANGED]);
    const webhookId = created.data!.createWebhook!.webhook.id;
    const em = server.em();
    await registerTeams(em, await em.findOneOrFail(Tournament, { id: tournamentId }), [fixture.home]);
    const deducted = await organiser.gql(
      `mutation ($t: Int!, $team: Int!) { deductPoints(tournamentId: $t, teamId: $team, points: 2, reason: "Late") { id } }`,
      { t: tournamentId, team: fixture.home.id },
    );
    expect(deducted.errors).toBeUndefined();
    await server.app.webhookEnqueuer.drain();
    const rows = await stored(webhookId);
    expect(rows).toHaveLength(1);
    expect(rows[0].eventType).toBe(WebhookEvent.STANDINGS_CHANGED);
    expect(rows[0].payload).toMatchObject({ type: 'STANDINGS_CHANGED', tournamentId, reason: 'points_deducted' });
  });

  it('a paused hook is queued nothing', async () => {
    const receiver = await startReceiver(() => 200);
    closers.push(receiver.close);
    const created = await register(receiver.url, ALL_EVENTS);
    const webhookId = created.data!.createWebhook!.webhook.id;
    await organiser.gql(SetActive, { id: webhookId, active: false });
    const scorer = await signedInClient(server, fixture.scorer.email);
    await bowl(scorer, fixture.matchId, balls(fixture.home.id, 1));
    await server.app.webhookEnqueuer.drain();
    expect(await stored(webhookId)).toHaveLength(0);
  });

  it('a bad address or event list is refused naming the field, and nothing is stored', async () => {
    expectField(await register('ftp://example.com/hook'), 'url', /http or https/);
    expectField(await register('not a url'), 'url', /http or https/);
    expectField(await register(''), 'url', /Enter the address/);
    expectField(await register('https://example.com/hook', []), 'events', /at least one/);

    // Production rules: https only, never this machine or a private network.
    const viewer = await server.em().findOneOrFail(User, { id: fixture.creator.id });
    const production = new WebhooksService({
      em: server.em(),
      viewer,
      config: {
        ...server.config,
        webhooks: { ...server.config.webhooks, requireHttps: true, allowPrivateAddresses: false },
      },
    });
    const refused = async (url: string) => {
      try {
        await production.create({ tournamentId, url, events: [WebhookEvent.RESULT] });
      } catch (error) {
        return (error as { data?: { fields?: Record<string, string> } }).data?.fields;
      }
      throw new Error(`${url} was accepted`);
    };
    expect(await refused('http://example.com/hook')).toEqual({ url: 'Use an https address' });
    expect((await refused('https://127.0.0.1/hook'))?.url).toMatch(/private or loopback/);
    expect((await refused('https://10.1.2.3/hook'))?.url).toMatch(/private or loopback/);
    expect((await refused('https://192.168.0.10/hook'))?.url).toMatch(/private or loopback/);
    expect((await refused('https://[::1]/hook'))?.url).toMatch(/private or loopback/);
    expect((await refused('https://localhost/hook'))?.url).toMatch(/this machine/);
    expect(await server.em().count(Webhook, {})).toBe(0);
  });
});
