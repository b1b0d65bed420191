import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { WebhookConfig } from '../../config.js';
import type { Logger } from '../../logger.js';
import { privateHostProblem } from './webhook-address.js';
import { EVENT_ID_HEADER, EVENT_TYPE_HEADER, SIGNATURE_HEADER, signWebhookBody } from './webhook-signature.js';

type ClaimedDelivery = {
  id: number;
  event_id: string;
  event_type: string;
  payload: Record<string, unknown>;
  attempts: number;
  queued_at: Date;
  url: string;
  secret: string;
};

type Outcome = { ok: boolean; statusCode: number | null; error: string | null };

const MAX_BACKOFF_MS = 3_600_000;

/** The wait before attempt `attempts + 1`: the base, doubled per attempt, at most an hour. */
export function backoffMs(config: Pick<WebhookConfig, 'backoffBaseMs'>, attempts: number): number {
  return Math.min(config.backoffBaseMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

/**
 * Sends queued webhook deliveries, outside any request. Each round claims due rows with
 * FOR UPDATE SKIP LOCKED (so several instances never take the same row) and a lease: a row a dead worker
 * held is due again once its lease lapses. Results are written only under the claim's token, so a worker
 * whose lease was taken over cannot overwrite the newer attempt.
 */
export class WebhookWorker {
  private running: Promise<void> | null = null;
  private stopping = false;
  private wake: (() => void) | null = null;

  constructor(
    private readonly deps: {
      em: EntityManager;
      config: WebhookConfig;
      logger: Logger;
    },
  ) {}

  start(): void {
    if (this.running) return;
    this.stopping = false;
    this.running = this.loop();
  }

  /** Stops claiming and waits for the sends in flight, so nothing is left half-sent. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.running;
    this.running = null;
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      let sent = 0;
      try {
        sent = await this.runOnce();
      } catch (error) {
        this.deps.logger.error({ err: error }, 'webhook worker round failed');
      }
      if (sent === 0 && !this.stopping) await this.sleep(this.deps.config.pollMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }

  /** Claims the due deliveries (up to the concurrency) and sends them; returns how many it sent. */
  async runOnce(): Promise<number> {
    const claimed = await this.claim();
    await Promise.all(claimed.map((row) => this.deliver(row.delivery, row.token)));
    return claimed.length;
  }

  private async claim(): Promise<{ delivery: ClaimedDelivery; token: string }[]> {
    const token = randomUUID();
    const { leaseMs, concurrency } = this.deps.config;
    const rows = await this.deps.em.getConnection().execute<ClaimedDelivery[]>(
      `update "webhook_deliveries" as d
         set "status" = 'sending', "claim_token" = ?, "lease_until" = now() + ? * interval '1 millisecond',
             "attempts" = d."attempts" + 1, "updated_at" = now()
       from "webhooks" as w
       where w."id" = d."webhook_id" and d."id" in (
         select "id" from "webhook_deliveries"
         where ("status" = 'pending' and "next_attempt_at" <= now())
            or ("status" = 'sending' and "lease_until" < now())
         order by "next_attempt_at", "id"
         limit ?
         for update skip locked)
       returning d."id", d."event_id", d."event_type", d."payload", d."attempts", d."queued_at", w."url", w."secret"`,
      [token, leaseMs, concurrency],
    );
    return rows.map((delivery) => ({ delivery, token }));
  }

  private async deliver(delivery: ClaimedDelivery, token: string): Promise<void> {
    const outcome = await this.send(delivery);
    const connection = this.deps.em.getConnection();
    if (outcome.ok) {
      await connection.execute(
        `update "webhook_deliveries" set "status" = 'delivered', "delivered_at" = now(), "last_status_code" = ?,
           "last_error" = null, "claim_token" = null, "lease_until" = null, "updated_at" = now()
         where "id" = ? and "claim_token" = ?`,
        [outcome.statusCode, delivery.id, token],
        'run',
      );
      return;
    }
    const nextAt = new Date(Date.now() + backoffMs(this.deps.config, delivery.attempts));
    const giveUp = nextAt.getTime() > new Date(delivery.queued_at).getTime() + this.deps.config.maxAgeMs;
    await connection.execute(
      `update "webhook_deliveries" set "status" = ?, "next_attempt_at" = ?, "last_status_code" = ?, "last_error" = ?,
         "claim_token" = null, "lease_until" = null, "updated_at" = now()
       where "id" = ? and "claim_token" = ?`,
      [giveUp ? 'failed' : 'pending', nextAt, outcome.statusCode, outcome.error, delivery.id, token],
      'run',
    );
    this.deps.logger.debug({ deliveryId: delivery.id, giveUp, error: outcome.error }, 'webhook delivery failed');
  }

  private async send(delivery: ClaimedDelivery): Promise<Outcome> {
    const { config } = this.deps;
    try {
      if (!config.allowPrivateAddresses) {
        const problem = await privateHostProblem(new URL(delivery.url).hostname);
        if (problem) return { ok: false, statusCode: null, error: problem };
      }
      const body = JSON.stringify(delivery.payload);
      const signature = signWebhookBody(delivery.secret, body, Math.floor(Date.now() / 1000));
      const response = await fetch(delivery.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Pitchside-Webhooks/1',
          [SIGNATURE_HEADER]: signature,
          [EVENT_ID_HEADER]: delivery.event_id,
          [EVENT_TYPE_HEADER]: delivery.event_type,
        },
        body,
        // A redirect could lead to an address the checks above refused.
        redirect: 'manual',
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      await response.body?.cancel().catch(() => undefined);
      if (response.status >= 200 && response.status < 300)
        return { ok: true, statusCode: response.status, error: null };
      return { ok: false, statusCode: response.status, error: `The receiver answered ${response.status}` };
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      const message = timedOut
        ? `No answer within ${config.timeoutMs} ms`
        : error instanceof Error
          ? error.cause instanceof Error
            ? error.cause.message
            : error.message
          : String(error);
      return { ok: false, statusCode: null, error: message.slice(0, 500) };
    }
  }
}
