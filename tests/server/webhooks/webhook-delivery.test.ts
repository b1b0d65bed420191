import { createHmac, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_VERIFY_FUNCTION } from '../../../web/src/features/developers/api-examples.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { DeliveryStatus } from '../../../server/src/modules/webhooks/webhook-delivery.entity.js';
import { verifyWebhookSignature } from '../../../server/src/modules/webhooks/webhook-signature.js';
import { WebhookEvent } from '../../../server/src/modules/webhooks/webhook.entity.js';
import type { TestClient } from '../../support/client.js';
import { signedInClient } from '../management/support.js';
import { bowl, RecordDelivery, type Fixture, type RecordData } from '../matches/events/support.js';
import { balls, Deliveries, Resend, startReceiver, until, useWebhookTournament } from './support.js';

// How the worker sends a match's deliveries: signed, retried with backoff, once each across restarts and
// instances, never to a private address in production, never in scoring's way.

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

type Verify = (secret: string, body: string, header: string) => boolean;
type MakeVerify = (hmac: typeof createHmac, equal: typeof timingSafeEqual) => Verify;

/** The verification function printed on /developers, run as a receiver would run it: its text, evaluated. */
// eslint-disable-next-line @typescript-eslint/no-implied-eval
const makeVerify = new Function('createHmac', 'timingSafeEqual', `${WEBHOOK_VERIFY_FUNCTION}; return verifyPitchside;`);
const docsVerify = (makeVerify as MakeVerify)(createHmac, timingSafeEqual);

describe('webhooks', () => {
  const { server, scene, closers, worker, register, stored } = useWebhookTournament();
  let fixture: Fixture, organiser: TestClient, tournamentId: number;
  beforeEach(() => {
    ({ fixture, organiser, tournamentId } = scene);
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
    // Five on an idle machine; a loaded one starts the worker later in the window, so fewer fit. Never more:
    // the waits double, and the sixth would come after the window.
    expect(failed.attempts).toBeGreaterThanOrEqual(3);
    expect(failed.attempts).toBeLessThanOrEqual(5);
    expect(failed.lastStatusCode).toBe(503);
    expect(failed.lastError).toBe('The receiver answered 503');
    expect(receiver.received).toHaveLength(failed.attempts);
    const gaps = receiver.received.slice(1).map((request, index) => request.at - receiver.received[index].at);
    // Each wait at least its doubled backoff (50, 100, 200, 400 ms): a busy machine only makes waits longer,
    // so the lower bounds hold under load where comparing one wait with the next did not.
    gaps.forEach((gap, index) => expect(gap, `wait ${index + 1}`).toBeGreaterThanOrEqual(50 * 2 ** index - 5));
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
});
