import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_QUERY_LIMITS, type QueryLimits } from './query-limits.js';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './rate-limits.js';

const positiveInt = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** true/false, 1/0, yes/no; undefined when unset, so the caller picks the default. */
const booleanFlag = () =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1' || value === 'yes'));

const commaList = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim().toLowerCase())
        .filter((item) => item.length > 0),
    );

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('.data'),
  SESSION_SECRET: z.string().min(16).optional(),
  PUBLIC_URL: z.string().url().optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** Lets tests point the Google endpoints at a fake provider on loopback. */
  GOOGLE_AUTH_URL: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.string().url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_CERTS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUERS: commaList('https://accounts.google.com,accounts.google.com'),
  ADMIN_EMAILS: commaList(''),
  /** Unset: true outside production, false in production (a live site never gets demo data by accident). */
  DEMO_DATA: booleanFlag(),
  /** Unset: the embedded database listens on a private Unix socket only; a port exposes it on 127.0.0.1. */
  EMBEDDED_DB_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default('dist/web'),
  /** The server-rendering build (web/ssr.vite.config.ts); by default dist/web-server beside WEB_DIST. */
  WEB_SSR_DIST: z.string().optional(),
  /** How long a public page may take to render with its data before the plain shell is sent instead. */
  SSR_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(1500),
  DATABASE_POOL_SIZE: positiveInt(10),
  DATABASE_POOL_TIMEOUT_MS: positiveInt(30_000),
  /** Unset: true. False behind a pooler that does not keep a client on one server session. */
  DATABASE_PREPARED_STATEMENTS: booleanFlag(),
  /**
   * An HTTP cache in front (Varnish with xkey, a CDN): where each write's surrogate keys are purged (comma list of
   * URLs, sent PURGE with an `xkey-purge` header), and how long public pages and answers may be kept there.
   */
  SHARED_CACHE_PURGE_URLS: commaList(''),
  /**
   * How long a cache in front keeps a public page or answer. Unset: 300 s with purge URLs (a write purges what it
   * changed), else 0: no s-maxage, every use revalidated as before (nothing would tell the cache of a write).
   */
  SHARED_CACHE_MAX_AGE: z.coerce.number().int().min(0).max(86_400).optional(),
  SHARED_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(30),
  /** Anonymous query answers are shared until a write; this bounds writes the process does not see. 0: off. */
  RESPONSE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
  GRAPHQL_MAX_DEPTH: positiveInt(DEFAULT_QUERY_LIMITS.maxDepth),
  GRAPHQL_MAX_ALIASES: positiveInt(DEFAULT_QUERY_LIMITS.maxAliases),
  GRAPHQL_MAX_DIRECTIVES: positiveInt(DEFAULT_QUERY_LIMITS.maxDirectives),
  GRAPHQL_MAX_TOKENS: positiveInt(DEFAULT_QUERY_LIMITS.maxTokens),
  GRAPHQL_MAX_COST: positiveInt(DEFAULT_QUERY_LIMITS.maxCost),
  REDIS_URL: z.string().url().optional(),
  RATE_LIMIT_REDIS_PREFIX: z.string().default('pitchside:rate:'),
  /** Redis pub/sub channels of live updates are named PREFIX + topic (one prefix per site sharing a Redis). */
  PUBSUB_CHANNEL_PREFIX: z.string().default('pitchside:events:'),
  /**
   * On SIGTERM, how long the instance keeps serving while /readyz answers 503, so a proxy's health check
   * takes it out of rotation before it stops accepting. 0 behind no proxy.
   */
  /**
   * Behind one reverse proxy: take the client address from its X-Forwarded-For (rate limits, socket caps).
   * Unset: on when PUBLIC_URL is https (a TLS-terminating proxy), off otherwise.
   */
  TRUST_PROXY: booleanFlag(),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt(DEFAULT_RATE_LIMITS.windowSeconds),
  RATE_LIMIT_SIGN_IN: positiveInt(DEFAULT_RATE_LIMITS.signIn),
  RATE_LIMIT_SESSIONS: positiveInt(DEFAULT_RATE_LIMITS.sessions),
  RATE_LIMIT_MUTATIONS: positiveInt(DEFAULT_RATE_LIMITS.mutations),
  RATE_LIMIT_ANONYMOUS_READS: positiveInt(DEFAULT_RATE_LIMITS.anonymousReads),
  /** Live updates: operations per WebSocket, and WebSockets per client address. */
  WS_MAX_SUBSCRIPTIONS_PER_SOCKET: z.coerce.number().int().min(1).max(10_000).default(50),
  WS_MAX_SOCKETS_PER_CLIENT: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Webhooks: the first retry's wait (doubling each time, at most an hour), and how long a delivery is retried. */
  WEBHOOK_BACKOFF_BASE_MS: positiveInt(30_000),
  WEBHOOK_MAX_AGE_MS: positiveInt(86_400_000),
  WEBHOOK_TIMEOUT_MS: positiveInt(10_000),
  WEBHOOK_POLL_MS: positiveInt(1_000),
  /** A delivery claimed by a worker that died is claimed again after this long. */
  WEBHOOK_LEASE_MS: positiveInt(60_000),
  WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(8),
  /** Unset: private and loopback addresses are refused in production, allowed elsewhere. */
  WEBHOOK_ALLOW_PRIVATE_URLS: booleanFlag(),
  /** Unset: the worker runs with the server; false lets an instance serve without sending. */
  WEBHOOK_WORKER: booleanFlag(),
  /** Web push (follow notifications): the VAPID key pair, base64url, and a contact. All three, or none: off. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'an uncompressed P-256 public key, 65 bytes in base64url (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'a P-256 private key, 32 bytes in base64url (43 characters)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:.+|https:\/\/.+)$/, 'a mailto: or https: address the push services can reach you at')
    .optional(),
  /** Hosts a push subscription's endpoint may point at (a leading dot: any subdomain); the server posts there. */
  PUSH_SERVICE_HOSTS: commaList(
    'fcm.googleapis.com,updates.push.services.mozilla.com,.push.apple.com,.notify.windows.com',
  ),
  /** Prometheus metrics at /metrics on the site's port for `Authorization: Bearer TOKEN`; unset: 404 there. */
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters (openssl rand -hex 32)').optional(),
  /** A second listener serving only /metrics, without the token: keep this port off the public network. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Where that listener binds; unset: HOST. */
  METRICS_HOST: z.string().optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  sessionSecret: string;
  publicUrl: string;
  secureCookies: boolean;
  /** One proxy in front: req.ip and socket addresses are the client's, as it forwards them. */
  trustProxy: boolean;
  google: {
    clientId: string;
    clientSecret: string;
    authUrl: string;
    tokenUrl: string;
    certsUrl: string;
    issuers: string[];
  } | null;
  adminEmails: string[];
  demoData: boolean;
  embeddedDbPort: number | undefined;
  logLevel: string;
  webDist: string;
  /** Public pages are server-rendered when this folder holds entry-server.js; otherwise the shell. */
  ssr: { dist: string; timeoutMs: number };
  /** Pool size (embedded PGlite always uses one connection) and how long a request waits for one. */
  databasePool: { size: number; timeoutMs: number; preparedStatements: boolean };
  responseCache: { ttlMs: number; maxEntries: number };
  /** Public pages and GET answers as an HTTP cache in front keeps them (core/shared-cache.ts). */
  sharedCache: SharedCacheConfig;
  queryLimits: QueryLimits;
  redisUrl: string | undefined;
  pubSubChannelPrefix: string;
  shutdownGraceMs: number;
  rateLimits: RateLimits & { redisPrefix: string };
  websocket: { maxSubscriptionsPerSocket: number; maxSocketsPerClient: number };
  webhooks: WebhookConfig;
  /** Null: web push is off (no notifications offered, subscriptions refused). */
  webPush: { publicKey: string; privateKey: string; subject: string; serviceHosts: string[] } | null;
  /** /metrics: on the site's port behind `token` (none: 404), and on a port of its own when `port` is set. */
  metrics: { token: string | undefined; port: number | undefined; host: string };
};

export type SharedCacheConfig = { purgeUrls: string[]; maxAgeSeconds: number; staleSeconds: number };

export type WebhookConfig = {
  backoffBaseMs: number;
  maxAgeMs: number;
  timeoutMs: number;
  pollMs: number;
  leaseMs: number;
  concurrency: number;
  /** https only, unless this is false (outside production). */
  requireHttps: boolean;
  allowPrivateAddresses: boolean;
  workerEnabled: boolean;
};

export class ConfigError extends Error {}

/** Reads and checks the environment once; every message names the variable at fault. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = environmentSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction && !env.SESSION_SECRET) {
    throw new ConfigError('Invalid configuration:\n  SESSION_SECRET: required in production');
  }
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError('Invalid configuration:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both or neither');
  }
  if (isProduction && !env.GOOGLE_CLIENT_ID) {
    throw new ConfigError(
      'Invalid configuration:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: required in production (the local sign-in ' +
        'provider is refused there). For a first look without a Google client, run it outside production, where ' +
        'the local sign-in provider stands in: NODE_ENV=development (docker run -e NODE_ENV=development ...)',
    );
  }
  const vapid = [env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY, env.VAPID_SUBJECT];
  if (vapid.some(Boolean) && !vapid.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT: set all three or none',
    );
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    sessionSecret: env.SESSION_SECRET ?? 'pitchside-development-session-secret',
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    trustProxy: env.TRUST_PROXY ?? publicUrl.startsWith('https://'),
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            authUrl: env.GOOGLE_AUTH_URL,
            tokenUrl: env.GOOGLE_TOKEN_URL,
            certsUrl: env.GOOGLE_CERTS_URL,
            issuers: env.GOOGLE_ISSUERS,
          }
        : null,
    adminEmails: env.ADMIN_EMAILS,
    demoData: env.DEMO_DATA ?? !isProduction,
    embeddedDbPort: env.EMBEDDED_DB_PORT,
    logLevel: env.LOG_LEVEL,
    webDist: env.WEB_DIST,
    ssr: {
      dist: env.WEB_SSR_DIST ?? path.join(path.dirname(env.WEB_DIST), 'web-server'),
      timeoutMs: env.SSR_TIMEOUT_MS,
    },
    databasePool: {
      size: env.DATABASE_POOL_SIZE,
      timeoutMs: env.DATABASE_POOL_TIMEOUT_MS,
      preparedStatements: env.DATABASE_PREPARED_STATEMENTS ?? true,
    },
    responseCache: { ttlMs: env.RESPONSE_CACHE_TTL_MS, maxEntries: 2_000 },
    sharedCache: {
      purgeUrls: env.SHARED_CACHE_PURGE_URLS,
      maxAgeSeconds: env.SHARED_CACHE_MAX_AGE ?? (env.SHARED_CACHE_PURGE_URLS.length > 0 ? 300 : 0),
      staleSeconds: env.SHARED_CACHE_STALE_SECONDS,
    },
    queryLimits: {
      maxDepth: env.GRAPHQL_MAX_DEPTH,
      maxAliases: env.GRAPHQL_MAX_ALIASES,
      maxDirectives: env.GRAPHQL_MAX_DIRECTIVES,
      maxTokens: env.GRAPHQL_MAX_TOKENS,
      maxCost: env.GRAPHQL_MAX_COST,
    },
    redisUrl: env.REDIS_URL,
    pubSubChannelPrefix: env.PUBSUB_CHANNEL_PREFIX,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    rateLimits: {
      windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
      signIn: env.RATE_LIMIT_SIGN_IN,
      sessions: env.RATE_LIMIT_SESSIONS,
      mutations: env.RATE_LIMIT_MUTATIONS,
      anonymousReads: env.RATE_LIMIT_ANONYMOUS_READS,
      redisPrefix: env.RATE_LIMIT_REDIS_PREFIX,
    },
    websocket: {
      maxSubscriptionsPerSocket: env.WS_MAX_SUBSCRIPTIONS_PER_SOCKET,
      maxSocketsPerClient: env.WS_MAX_SOCKETS_PER_CLIENT,
    },
    webhooks: {
      backoffBaseMs: env.WEBHOOK_BACKOFF_BASE_MS,
      maxAgeMs: env.WEBHOOK_MAX_AGE_MS,
      timeoutMs: env.WEBHOOK_TIMEOUT_MS,
      pollMs: env.WEBHOOK_POLL_MS,
      leaseMs: env.WEBHOOK_LEASE_MS,
      concurrency: env.WEBHOOK_CONCURRENCY,
      requireHttps: isProduction,
      allowPrivateAddresses: env.WEBHOOK_ALLOW_PRIVATE_URLS ?? !isProduction,
      workerEnabled: env.WEBHOOK_WORKER ?? true,
    },
    webPush:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY && env.VAPID_SUBJECT
        ? {
            publicKey: env.VAPID_PUBLIC_KEY,
            privateKey: env.VAPID_PRIVATE_KEY,
            subject: env.VAPID_SUBJECT,
            serviceHosts: env.PUSH_SERVICE_HOSTS,
          }
        : null,
    metrics: { token: env.METRICS_TOKEN, port: env.METRICS_PORT, host: env.METRICS_HOST ?? env.HOST },
  };
}
