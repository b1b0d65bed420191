import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { WebhookConfig } from '../../config.js';
import type { Logger } from '../../logger.js';
import { resolveSendTarget, type HostResolver } from './webhook-address.js';
import { postToCheckedAddress } from './webhook-send.js';
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

/** `work`, or the signal's reason once it aborts first (a DNS lookup cannot be cancelled, only left). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

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
  private readonly inFlight = new Set<Promise<void>>();
  private shutdown = new AbortController();

  constructor(
    private readonly deps: {
      em: EntityManager;
      config: WebhookConfig;
      logger: Logger;
      /** Resolves receivers' names (the system's DNS unless a test plays one). */
      resolve?: HostResolver;
    },
  ) {}

  start(): void {
    if (this.running) return;
    this.stopping = false;
    this.running = this.loop();
  }

  /**
   * Stops claiming and lets the sends in flight finish, so none is sent twice; after `graceMs` (shutdown
   * must not wait for a hanging receiver) the rest are cut short and retried later, by any instance.
   */
  async stop(graceMs = 5_000): Promise<void> {
    this.stopping = true;
    this.wake?.();
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, graceMs);
    });
    await Promise.race([this.running, grace]);
    clearTimeout(timer);
    this.shutdown.abort();
    await this.running;
    this.running = null;
    this.shutdown = new AbortController();
  }

  /**
   * Keeps up to `concurrency` sends in flight: claims as many due rows as there are free slots, and looks
   * again when a send finishes or the poll interval passes. A receiver that hangs holds one slot, not the rest.
   */
  private async loop(): Promise<void> {
    const { concurrency, pollMs } = this.deps.config;
    while (!this.stopping) {
      let claimed = 0;
      const free = concurrency - this.inFlight.size;
      if (free > 0) {
        try {
          const rows = await this.claim(free);
          claimed = rows.length;
          for (const row of rows) this.track(this.deliver(row.delivery, row.token));
        } catch (error) {
          this.deps.logger.error({ err: error }, 'webhook worker could not claim deliveries');
        }
      }
      if (!this.stopping && (claimed === 0 || this.inFlight.size >= concurrency)) await this.sleep(pollMs);
    }
    await Promise.all([...this.inFlight]);
  }

  private track(send: Promise<void>): void {
    const job = send
      .catch((error: unknown) => this.deps.logger.error({ err: error }, 'webhook delivery could not be recorded'))
      .finally(() => {
        this.inFlight.delete(job);
        this.wake?.();
      });
    this.inFlight.add(job);
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

  private async claim(limit: number): Promise<{ delivery: ClaimedDelivery; token: string }[]> {
    const token = randomUUID();
    const { leaseMs } = this.deps.config;
    const rows = await this.deps.em.getConnection().execute<ClaimedDelivery[]>(
      `update "webhook_deliveries" as d
         set "status" = 'sending', "claim_token" = ?, "lease_until" = now() + ? * interval '1 millisecond',
             "attempts" = d."attempts" + 1, "updated_at" = now()
       from "webhooks" as w
       where w."id" = d."webhook_id" and d."id" in (
         select "id" from "webhook_deliveries"
         where "id" in (
           -- The oldest due row of each hook that has no send in flight: a hanging receiver holds one slot.
           select distinct on (c."webhook_id") c."id" from "webhook_deliveries" as c
           where ((c."status" = 'pending' and c."next_attempt_at" <= now())
                  or (c."status" = 'sending' and c."lease_until" < now()))
             and not exists (
               select 1 from "webhook_deliveries" as s
               where s."webhook_id" = c."webhook_id" and s."status" = 'sending' and s."lease_until" >= now())
             -- A match's deliveries go to a hook in the order they were queued (its events' seq order): a
             -- later one waits while an earlier one is retried.
             and not exists (
               select 1 from "webhook_deliveries" as e
               where e."webhook_id" = c."webhook_id" and e."id" < c."id" and e."status" in ('pending', 'sending')
                 and e."payload" -> 'match' ->> 'id' = c."payload" -> 'match' ->> 'id')
           order by c."webhook_id", c."next_attempt_at", c."id")
         -- Checked again on the locked row: another worker may have claimed it since.
         and (("status" = 'pending' and "next_attempt_at" <= now()) or ("status" = 'sending' and "lease_until" < now()))
         order by "next_attempt_at", "id"
         limit ?
         for update skip locked)
       returning d."id", d."event_id", d."event_type", d."payload", d."attempts", d."queued_at", w."url", w."secret"`,
      [token, leaseMs, limit],
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
    const timeout = AbortSignal.timeout(config.timeoutMs);
    // The time allowed covers the name's resolution too, as it did when fetch resolved it.
    const signal = AbortSignal.any([timeout, this.shutdown.signal]);
    try {
      const url = new URL(delivery.url);
      // Resolved once, here: the request connects to this address, so a name re-pointed at an internal
      // address since registration (or since this check) is refused, never reached.
      const target = await untilAborted(
        resolveSendTarget(url.hostname, { resolve: this.deps.resolve, allowPrivate: config.allowPrivateAddresses }),
        signal,
      );
      if (target.problem !== null) return { ok: false, statusCode: null, error: target.problem };
      const body = JSON.stringify(delivery.payload);
      const signature = signWebhookBody(delivery.secret, body, Math.floor(Date.now() / 1000));
      const status = await postToCheckedAddress(
        url,
        target.address,
        {
          'content-type': 'application/json',
          'user-agent': 'Pitchside-Webhooks/1',
          [SIGNATURE_HEADER]: signature,
          [EVENT_ID_HEADER]: delivery.event_id,
          [EVENT_TYPE_HEADER]: delivery.event_type,
        },
        body,
        signal,
      );
      if (status >= 200 && status < 300) return { ok: true, statusCode: status, error: null };
      return { ok: false, statusCode: status, error: `The receiver answered ${status}` };
    } catch (error) {
      const message = timeout.aborted
        ? `No answer within ${config.timeoutMs} ms`
        : this.shutdown.signal.aborted
          ? 'Cut short by a shutdown'
          : error instanceof Error
            ? error.message
            : String(error);
      return { ok: false, statusCode: null, error: message.slice(0, 500) };
    }
  }
}
