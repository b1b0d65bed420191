import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { type Request, type RequestHandler, type Response } from 'express';
import { ipKeyGenerator, MemoryStore, rateLimit, type Store } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { createClient } from 'redis';
import { boundedMemo } from './core/bounded-memo.js';
import { ObjectSlot } from './core/object-slot.js';
import type { Logger } from './logger.js';

/** Requests per client (IP) per window, for each budget. */
export type RateLimits = {
  windowSeconds: number;
  /** GET /api/oauth/google/redirect_url and /auth/local/*. */
  signIn: number;
  /** POST /api/sessions. */
  sessions: number;
  /** GraphQL mutations (over /graphql) and the /api write routes. */
  mutations: number;
  /** Queries and /api reads of visitors who are not signed in. */
  anonymousReads: number;
};

/** Generous enough for a school or a stadium behind one NAT; a single abusive client still meets a wall. */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  windowSeconds: 60,
  signIn: 60,
  sessions: 60,
  mutations: 600,
  anonymousReads: 6000,
};

type Budget = Exclude<keyof RateLimits, 'windowSeconds'>;

/** What one operation outside Express (a WebSocket's) was told: go ahead, or wait `retryAfter` seconds. */
export type RateLimitVerdict = { limited: false } | { limited: true; retryAfter: number; message: string };

export type RateLimiters = {
  signIn: RequestHandler;
  sessions: RequestHandler;
  /** For /graphql (after express.json): mutations against one budget, anonymous reads against another. */
  graphql: RequestHandler;
  /** For /api (after express.json): writes against the mutation budget, anonymous reads against theirs. */
  api: RequestHandler;
  /** For other public reads (calendar feeds). */
  anonymousReads: RequestHandler;
  /**
   * An operation sent over a WebSocket, spent from the budget `graphql` would pick for it as an HTTP
   * request from the same address (issue 48: one gate for every transport).
   */
  graphqlOperation(operation: { address: string; query: string; signedIn: boolean }): Promise<RateLimitVerdict>;
  /**
   * One anonymous read spent ahead of the middleware (an answer sent at the front door): the `RateLimit` headers
   * the limiter would write, as name and value in turn (`writeHead`'s list; none when the store cannot be
   * reached), or null when the budget is spent (the 429 is written further in). A request the door passes on
   * after spending it is not counted again by `graphql`.
   * `address` is the client's as the limiter reads it (client-address.ts): the door runs before Express.
   */
  anonymousReadAhead(address: string, res: ServerResponse): Promise<string[] | null>;
  close(): Promise<void>;
};

const signedIn = (req: Request) => req.session?.userId !== undefined;

/** A cheap look at a document, before any parsing: one that says "mutation" spends the change budget. */
const mentionsMutation = (query: unknown) => typeof query === 'string' && /(^|[\s{}])mutation\b/.test(query);

function isGraphQLMutation(req: Request): boolean {
  if (req.method !== 'POST') return false;
  const body: unknown = req.body;
  const operations = Array.isArray(body) ? body : [body];
  return operations.some((operation: unknown) =>
    mentionsMutation(typeof operation === 'object' && operation && 'query' in operation ? operation.query : undefined),
  );
}

/** express-rate-limit's draft-8 partition key for a client's key, kept: a digest per client, not per request. */
const partitionKey = boundedMemo(
  (key) => Buffer.from(createHash('sha256').update(key).digest('hex').slice(0, 12)).toString('base64'),
  10_000,
);
/** An address's key in the stores (an IPv6 address's /56), as the limiter keys it; kept like the digests. */
const addressKey = boundedMemo((address) => ipKeyGenerator(address), 10_000);

type Counted = { hits: { totalHits: number; resetTime?: Date }; key: string };

const isWrite = (req: Request) => req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS';

/**
 * Rate limits per client IP (behind a proxy, `trust proxy` makes req.ip the client's), answered with
 * 429, `Retry-After` and the standard `RateLimit` headers. In memory by default; in Redis when
 * `redisUrl` is set so that every instance of the app spends one shared budget.
 */
export async function createRateLimiters(options: {
  limits: RateLimits;
  redisUrl: string | undefined;
  redisPrefix: string;
  logger: Logger;
}): Promise<RateLimiters> {
  const { limits, logger } = options;
  const redis = options.redisUrl ? createClient({ url: options.redisUrl }) : null;
  if (redis) {
    redis.on('error', (error: unknown) => logger.warn({ err: error }, 'rate limit store (Redis) error'));
    await redis.connect();
  }
  // Made here rather than by express-rate-limit, so that WebSocket operations spend the same counts.
  const stores = new Map<Budget, Store>();
  const storeFor = (budget: Budget): Store => {
    const store = redis
      ? new RedisStore({
          prefix: `${options.redisPrefix}${budget}:`,
          sendCommand: (...args: string[]) => redis.sendCommand<RedisReply>(args),
        })
      : new MemoryStore();
    stores.set(budget, store);
    return store;
  };
  const limitMessage = (budget: Budget, label: string, retryAfter: number) =>
    `Too many ${label} from this address: at most ${limits[budget]} per ${limits.windowSeconds} seconds. Try again in ${retryAfter} seconds.`;

  const limiter = (budget: Budget, label: string, skip: (req: Request, res: Response) => boolean = () => false) =>
    rateLimit({
      windowMs: limits.windowSeconds * 1000,
      limit: limits[budget],
      standardHeaders: 'draft-8',
      identifier: budget,
      legacyHeaders: false,
      store: storeFor(budget),
      // An unreachable Redis must not take the site down with it.
      passOnStoreError: true,
      skip,
      handler: (req: Request, res: Response) => {
        // Set just before, as whole seconds (standardHeaders).
        const retryAfter = Number(res.getHeader('retry-after'));
        const message = limitMessage(budget, label, retryAfter);
        if (req.baseUrl === '/graphql') {
          res.status(429).json({ errors: [{ message, extensions: { code: 'RATE_LIMITED', retryAfter } }] });
        } else {
          res.status(429).json({ error: message });
        }
      },
      logger: {
        warn: (error: unknown, message?: string) => logger.warn({ err: error }, message ?? 'rate limit warning'),
        error: (error: unknown, message?: string) => logger.error({ err: error }, message ?? 'rate limit error'),
      },
    });

  // The answers whose read the front door spent before passing them on (`anonymousReadAhead`): a slot, not a
  // WeakSet, which a scavenge keeps alive (core/object-slot.ts).
  const spentAhead = new ObjectSlot<ServerResponse, true>('anonymous read spent ahead');
  // One limiter per budget, shared by every path that spends it.
  const mutations = limiter('mutations', 'changes');
  const anonymousReads = limiter(
    'anonymousReads',
    'requests',
    (req, res) => signedIn(req) || spentAhead.get(res) === true,
  );

  const graphql: RequestHandler = (req, res, next) =>
    isGraphQLMutation(req) ? mutations(req, res, next) : anonymousReads(req, res, next);

  /** One hit on `budget` for `address`, or null when the store cannot be reached. */
  const count = async (budget: Budget, address: string): Promise<Counted | null> => {
    const key = addressKey(address);
    try {
      return { hits: await stores.get(budget)!.increment(key), key };
    } catch (error) {
      // As passOnStoreError: an unreachable Redis must not take live updates or kept answers down with it.
      logger.error({ err: error }, 'rate limit store error; a WebSocket operation or a kept answer was let through');
      return null;
    }
  };
  /** The `RateLimit` and `RateLimit-Policy` headers (draft-8) for a hit, as express-rate-limit writes them. */
  const budgetHeaders = (budget: Budget, { hits, key }: Counted): string[] => {
    const { windowSeconds } = limits;
    const reset = hits.resetTime
      ? Math.max(0, Math.ceil((hits.resetTime.getTime() - Date.now()) / 1000))
      : windowSeconds;
    return [
      'RateLimit',
      `"${budget}"; r=${Math.max(0, limits[budget] - hits.totalHits)}; t=${reset}`,
      'RateLimit-Policy',
      `"${budget}"; q=${limits[budget]}; w=${windowSeconds}; pk=:${partitionKey(key)}:`,
    ];
  };
  const spend = async (budget: Budget, label: string, address: string): Promise<RateLimitVerdict> => {
    const counted = await count(budget, address);
    if (!counted) return { limited: false };
    const { hits } = counted;
    if (hits.totalHits <= limits[budget]) return { limited: false };
    const resetAt = hits.resetTime?.getTime() ?? Date.now() + limits.windowSeconds * 1000;
    const retryAfter = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
    return { limited: true, retryAfter, message: limitMessage(budget, label, retryAfter) };
  };
  const graphqlOperation: RateLimiters['graphqlOperation'] = async ({ address, query, signedIn }) => {
    if (mentionsMutation(query)) return spend('mutations', 'changes', address);
    // As over HTTP, a signed-in person's reads are not counted.
    return signedIn ? { limited: false } : spend('anonymousReads', 'requests', address);
  };
  // Sign-in and session creation have budgets of their own (mounted before this one).
  const api: RequestHandler = (req, res, next) => {
    if (req.path === '/sessions' || req.path.startsWith('/oauth/')) return next();
    return isWrite(req) ? mutations(req, res, next) : anonymousReads(req, res, next);
  };

  return {
    signIn: limiter('signIn', 'sign-in attempts'),
    sessions: limiter('sessions', 'sign-ins'),
    graphql,
    api,
    anonymousReads,
    graphqlOperation,
    async anonymousReadAhead(address, res) {
      // The limiter itself would cost a third of a kept answer's time (its checks, a digest per request).
      const counted = await count('anonymousReads', address);
      if (!counted) return [];
      if (counted.hits.totalHits > limits.anonymousReads) return null;
      spentAhead.set(res, true);
      return budgetHeaders('anonymousReads', counted);
    },
    async close() {
      for (const store of stores.values()) await store.shutdown?.();
      if (redis?.isOpen) await redis.close();
    },
  };
}
