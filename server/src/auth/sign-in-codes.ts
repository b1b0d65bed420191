import { Redis } from 'ioredis';
import type { VerifiedIdentity } from './identity.js';

/** Where a Redis outage is reported (the app's logger). */
export type CodeStoreLogger = { warn(details: Record<string, unknown>, message: string): void };

/** What the local provider's one-time code stands for until it is exchanged. */
export type PendingCode = {
  identity: VerifiedIdentity;
  nonce: string;
  codeChallenge: string;
  redirectUri: string;
  expiresAt: number;
};

/**
 * Where pending codes wait between the local page (which issues one) and POST /api/sessions (which exchanges
 * it): both may be served by different instances. `take` is the one use: it answers a code at most once,
 * however many ask for it at the same moment.
 */
export interface PendingCodeStore {
  put(code: string, pending: PendingCode): Promise<void>;
  take(code: string): Promise<PendingCode | undefined>;
  close(): Promise<void>;
}

/** In this process: one instance (embedded database, unit tests). */
export class MemoryCodeStore implements PendingCodeStore {
  private readonly codes = new Map<string, PendingCode>();

  put(code: string, pending: PendingCode): Promise<void> {
    // Codes never exchanged would otherwise stay for the life of the process.
    const now = Date.now();
    for (const [kept, { expiresAt }] of this.codes) if (expiresAt < now) this.codes.delete(kept);
    this.codes.set(code, pending);
    return Promise.resolve();
  }

  take(code: string): Promise<PendingCode | undefined> {
    // Read and delete in one synchronous step: nothing runs between them.
    const pending = this.codes.get(code);
    this.codes.delete(code);
    return Promise.resolve(pending);
  }

  close(): Promise<void> {
    this.codes.clear();
    return Promise.resolve();
  }
}

/** Redis keys of pending codes: PREFIX + code (a code is 256 random bits, so sites sharing a Redis never meet). */
export const SIGN_IN_CODE_PREFIX = 'pitchside:sign-in-code:';

/**
 * In Redis, shared by every instance: a code issued on one is exchanged on another. Redis expires it with
 * the code itself, and GETDEL (Redis 6.2+) reads and deletes it in one command, so of two exchanges at once
 * only one gets it.
 */
export class RedisCodeStore implements PendingCodeStore {
  private readonly client: Redis;

  constructor(
    redisUrl: string,
    logger: CodeStoreLogger,
    private readonly prefix = SIGN_IN_CODE_PREFIX,
  ) {
    // Connected on first use: an app that never shows the local page never opens it. A sign-in during an
    // outage fails fast (500) rather than waiting for Redis to come back.
    this.client = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    this.client.on('error', (error: unknown) => logger.warn({ err: error }, 'sign-in codes (Redis) error'));
  }

  async put(code: string, pending: PendingCode): Promise<void> {
    const lifetimeMs = Math.max(1, pending.expiresAt - Date.now());
    await this.client.set(this.prefix + code, JSON.stringify(pending), 'PX', lifetimeMs);
  }

  async take(code: string): Promise<PendingCode | undefined> {
    const stored = await this.client.getdel(this.prefix + code);
    // Written by put above, on this or another instance of the same app.
    return stored === null ? undefined : (JSON.parse(stored) as PendingCode);
  }

  async close(): Promise<void> {
    // Never connected: nothing to say goodbye to.
    if (this.client.status === 'wait') {
      this.client.disconnect();
      return;
    }
    await this.client.quit().catch(() => this.client.disconnect());
  }
}

/** In Redis when the app has one (several instances), else in this process. */
export function createPendingCodeStore(redisUrl: string | undefined, logger: CodeStoreLogger): PendingCodeStore {
  return redisUrl ? new RedisCodeStore(redisUrl, logger) : new MemoryCodeStore();
}
