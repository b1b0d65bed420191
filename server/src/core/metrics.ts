import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { ApolloServerPlugin } from '@apollo/server';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { NextFunction, Request, Response } from 'express';
import { OperationTypeNode } from 'graphql';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { currentRequest, type Logger } from '../logger.js';
import { CounterTally, HistogramTally, withTallies } from './metric-tallies.js';
import type { AppPubSub } from './pubsub.js';
import { ObjectSlot } from './object-slot.js';
import { matchSpaRoute } from './web-routes.js';

/**
 * Prometheus metrics of one app (issue 51): one registry per app, so two instances in one test process
 * never mix their counts; the process's own (CPU, memory, event loop, GC) are kept once per process.
 * Everything here is counted in memory on the way; the only query, the webhook queue's, runs when scraped.
 */

/** The process metrics: collected once per process however many apps it starts (tests start many). */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Operation names are the client's to choose: past this many distinct ones, new names count as `other`. */
export const MAX_OPERATION_NAMES = 200;

/** How long a published event's time is remembered to measure its fan-out (far longer than a fan-out takes). */
const PUBLISH_TIMES_KEPT = 2_000;

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const SHORT_SECONDS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];
const STATEMENT_COUNTS = [0, 1, 2, 3, 5, 8, 13, 21, 34, 55, 100];

const HTTP_DURATION = 'pitchside_http_request_duration_seconds';
const REQUEST_STATEMENTS = 'pitchside_http_request_sql_statements';
const OPERATION_DURATION = 'pitchside_graphql_operation_duration_seconds';
const CACHE_LOOKUPS = 'pitchside_response_cache_lookups_total';

type StatementKind = 'select' | 'with' | 'insert' | 'update' | 'delete' | 'other';
const STATEMENT_KINDS = new Set<string>(['select', 'with', 'insert', 'update', 'delete']);
const FIRST_WORD = /^\s*\(?\s*([A-Za-z]+)/;

function statementKind(sql: string): StatementKind {
  const word = FIRST_WORD.exec(sql)?.[1]?.toLowerCase();
  return word && STATEMENT_KINDS.has(word) ? (word as StatementKind) : 'other';
}

/** Paths that name a file (the service worker, the manifest, icons) rather than a page. */
const FILE_PATH = /\/[^/]*\.[A-Za-z0-9]+$/;

/**
 * The route a request took, as a pattern, never its URL: `/api/matches/:id`, a page's `/matches/:matchId`.
 * Ids would give every match a series of its own (Prometheus keeps each one in memory).
 */
export function routeLabel(req: Request): string {
  // A pattern written as a string; the pages' catch-all (a RegExp in web.ts) is named by the page below.
  const route = (req as { route?: { path?: unknown } }).route;
  if (typeof route?.path === 'string') return `${req.baseUrl}${route.path}`;
  // The whole path: inside a mounted handler (app.use('/graphql', ...)) req.path is what follows the mount.
  const path = req.originalUrl.split('?', 1)[0];
  if (path === '/graphql' || path.startsWith('/graphql/')) return '/graphql';
  if (path.startsWith('/assets/')) return '/assets/*';
  if (req.method === 'GET' || req.method === 'HEAD') {
    const page = matchSpaRoute(path);
    if (page) return page.route.path;
    if (FILE_PATH.test(path)) return 'file';
  }
  return 'unmatched';
}

type Topic = Parameters<AppPubSub['subscribe']>[0];

export type AppMetrics = {
  readonly registry: Registry;
  /** Times each HTTP request by route, method and status class. First in the chain, after the request id. */
  http(): (req: Request, res: Response, next: NextFunction) => void;
  /** A request answered before Express (the kept-answer door), timed from `started` under `route`. */
  answeredAhead(req: IncomingMessage, res: ServerResponse, route: string, started: number, statements?: number): void;
  /** A request the door read and passed on to Express: `http()` times it from `started`, not from then. */
  passedOn(req: IncomingMessage, started: number): void;
  /** Times each GraphQL operation by name and type, and counts the shared answers' hits and misses. */
  graphqlPlugin(options: { isKeptAnswer(data: object): boolean }): ApolloServerPlugin;
  /** Counts the ORM's SQL statements (by kind, and per request) and times waits for a pooled connection. */
  watchDatabase(orm: MikroORM): Promise<void>;
  /** The same pub/sub, counting its live subscribers and how long a published event takes to reach each. */
  watchPubSub(pubSub: AppPubSub): AppPubSub;
  /** Counts the WebSockets open on this server. */
  watchSockets(server: Server): void;
  /** Reports the broadcast groups of anonymous watchers open on this instance, and their members, when scraped. */
  watchBroadcastGroups(groups: { counts(): { groups: number; members: number } }): void;
  /** A kept answer sent again without Apollo (graphql/express-handler.ts): timed and counted as a hit. */
  keptAnswerSent(operationName: string | null, seconds: number): void;
  /** A query the front door answered without Apollo: timed, and counted as a hit when its answer was kept. */
  doorAnswerSent(operationName: string | null, seconds: number, hit: boolean): void;
  /** A cache lookup (`page`: the server-rendered pages; `graphql`: anonymous answers). */
  cacheLookup(cache: 'page' | 'graphql', hit: boolean): void;
  /** The text Prometheus scrapes. */
  scrape(): Promise<{ contentType: string; body: string }>;
};

export function createMetrics(options: { logger: Logger }): AppMetrics {
  const registry = new Registry();
  const registers = [registry];

  const httpDuration = new Histogram({
    name: HTTP_DURATION,
    help: 'HTTP requests, from the first byte read to the last byte written, by route pattern, method and status class.',
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: SECONDS,
    registers,
  });
  const requestStatements = new Histogram({
    name: REQUEST_STATEMENTS,
    help: 'SQL statements one HTTP request sent, by route pattern.',
    labelNames: ['route'] as const,
    buckets: STATEMENT_COUNTS,
    registers,
  });
  const operationDuration = new Histogram({
    name: OPERATION_DURATION,
    help:
      'GraphQL operations over HTTP, the REST routes and server rendering, by operation name and type ' +
      `(anonymous: no name; other: past ${MAX_OPERATION_NAMES} distinct names; invalid: not parsed or validated).`,
    labelNames: ['operation', 'type'] as const,
    buckets: SECONDS,
    registers,
  });
  const statements = new Counter({
    name: 'pitchside_sql_statements_total',
    help: 'SQL statements sent through the ORM, by their first keyword.',
    labelNames: ['kind'] as const,
    registers,
  });
  const poolAcquire = new Histogram({
    name: 'pitchside_db_pool_acquire_seconds',
    help: 'Waits for a pooled database connection (a free one, or a new one opened).',
    buckets: SHORT_SECONDS,
    registers,
  });
  let pool: pg.Pool | undefined;
  new Gauge({
    name: 'pitchside_db_pool_connections',
    help: 'Database connections of the pool (total, idle), and requests waiting for one (waiting).',
    labelNames: ['state'] as const,
    registers,
    collect() {
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  const subscribers = new Gauge({
    name: 'pitchside_pubsub_subscribers',
    help:
      'Live subscribers of this instance by topic: each signed-in subscription is one, and each broadcast group ' +
      'of anonymous watchers of one query (however many members); the app listens too.',
    labelNames: ['topic'] as const,
    registers,
  });
  const sockets = new Gauge({
    name: 'pitchside_websocket_connections',
    help: 'WebSockets open on this instance (live updates).',
    registers,
  });
  let broadcastCounts = () => ({ groups: 0, members: 0 });
  new Gauge({
    name: 'pitchside_broadcast_groups',
    help: 'Broadcast groups open on this instance: anonymous watchers of one query, one listener and execution per event.',
    registers,
    collect() {
      this.set(broadcastCounts().groups);
    },
  });
  new Gauge({
    name: 'pitchside_broadcast_watchers',
    help: 'Anonymous subscriptions in the broadcast groups of this instance (each event is written to each).',
    registers,
    collect() {
      this.set(broadcastCounts().members);
    },
  });
  const fanOutLag = new Histogram({
    name: 'pitchside_fanout_lag_seconds',
    help:
      'From an event published by this instance to each of its subscribers receiving it (through Redis when ' +
      'REDIS_URL is set), before the subscriber filters it, reads the match and writes to its socket.',
    labelNames: ['topic'] as const,
    buckets: SHORT_SECONDS,
    registers,
  });
  const cacheLookups = new Counter({
    name: CACHE_LOOKUPS,
    help: 'Shared answers looked up: server-rendered public pages (page) and anonymous GraphQL queries (graphql).',
    labelNames: ['cache', 'result'] as const,
    registers,
  });
  let queueRead: (() => Promise<{ depth: number; oldest: number }>) | undefined;
  // Read once per scrape (both gauges ask; the second gets the first's answer).
  let queueReading: Promise<{ depth: number; oldest: number } | null> | undefined;
  const readQueue = () => {
    if (!queueRead) return Promise.resolve(null);
    queueReading ??= queueRead()
      .catch((error: unknown) => {
        options.logger.warn({ err: error }, 'metrics: the webhook queue could not be read');
        return null;
      })
      .finally(() => setImmediate(() => (queueReading = undefined)));
    return queueReading;
  };
  new Gauge({
    name: 'pitchside_webhook_queue_depth',
    help: 'Webhook deliveries waiting to be sent or being sent (pending, sending), over every instance.',
    registers,
    async collect() {
      const queue = await readQueue();
      if (queue) this.set(queue.depth);
    },
  });
  new Gauge({
    name: 'pitchside_webhook_queue_oldest_age_seconds',
    help: 'How long the oldest delivery still waiting or being sent has been queued (0 when none).',
    registers,
    async collect() {
      const queue = await readQueue();
      if (queue) this.set(queue.oldest);
    },
  });

  const operationNames = new Set<string>();
  const operationLabel = (name: string | null | undefined): string => {
    if (!name) return 'anonymous';
    if (operationNames.has(name)) return name;
    if (operationNames.size >= MAX_OPERATION_NAMES) return 'other';
    operationNames.add(name);
    return name;
  };

  const observeRequest = (route: string, method: string, status: number, started: number) =>
    httpDuration.observe(
      { route, method, status_class: `${Math.floor(status / 100)}xx` },
      (performance.now() - started) / 1000,
    );

  // The front door's answers, tallied on the way and added to the series above when scraped (metric-tallies.ts).
  const doorRequests = new HistogramTally(HTTP_DURATION, SECONDS);
  const doorStatements = new HistogramTally(REQUEST_STATEMENTS, STATEMENT_COUNTS);
  const doorOperations = new HistogramTally(OPERATION_DURATION, SECONDS);
  const doorLookups = new CounterTally(CACHE_LOOKUPS);
  const doorOperation = (name: string | null, seconds: number, hit: boolean) => {
    const operation = operationLabel(name);
    doorOperations.observe(operation, () => ({ operation, type: 'query' }), seconds);
    const result = hit ? 'hit' : 'miss';
    doorLookups.inc(result, () => ({ cache: 'graphql', result }));
  };
  const doorRequest = (route: string, method: string, status: number, started: number, statements: number) => {
    const statusClass = `${Math.floor(status / 100)}xx`;
    const key = `${route} ${method} ${statusClass}`;
    doorRequests.observe(
      key,
      () => ({ route, method, status_class: statusClass }),
      (performance.now() - started) / 1000,
    );
    doorStatements.observe(route, () => ({ route }), statements);
  };
  // Requests the kept-answer door read before passing them on: their time counts from the door.
  const passedOnAt = new ObjectSlot<IncomingMessage, number>('passed on at');

  const publishedAt = new Map<string, number>();
  const eventIdOf = (payload: unknown): string | undefined =>
    typeof payload === 'object' && payload !== null && 'eventId' in payload && typeof payload.eventId === 'string'
      ? payload.eventId
      : undefined;

  return {
    registry,

    http() {
      return (req, res, next) => {
        const started = passedOnAt.get(req) ?? performance.now();
        // Taken now: a 'finish' listener runs in whatever context wrote the last bytes.
        const scope = currentRequest();
        res.once('finish', () => {
          const route = routeLabel(req);
          observeRequest(route, req.method, res.statusCode, started);
          if (scope) requestStatements.observe({ route }, scope.statements);
        });
        next();
      };
    },

    answeredAhead(req, res, route, started, statements = 0) {
      const observe = () => doorRequest(route, req.method ?? 'GET', res.statusCode, started, statements);
      if (res.writableFinished) observe();
      else res.once('finish', observe);
    },

    passedOn(req, started) {
      passedOnAt.set(req, started);
    },

    graphqlPlugin(options) {
      const isKeptAnswer = (data: object) => options.isKeptAnswer(data);
      return {
        // eslint-disable-next-line @typescript-eslint/require-await -- Apollo's plugin hooks return promises
        async requestDidStart() {
          const started = performance.now();
          return {
            // eslint-disable-next-line @typescript-eslint/require-await -- Apollo's plugin hooks return promises
            async willSendResponse(context) {
              const { operation } = context;
              operationDuration.observe(
                {
                  operation: operation ? operationLabel(context.operationName) : 'invalid',
                  type: operation?.operation ?? 'unknown',
                },
                (performance.now() - started) / 1000,
              );
              // The response cache keeps anonymous queries' answers (graphql/response-cache.ts).
              const { body } = context.response;
              const viewer = (context.contextValue as { viewer?: unknown }).viewer;
              if (
                operation?.operation === OperationTypeNode.QUERY &&
                !viewer &&
                body.kind === 'single' &&
                body.singleResult.data
              ) {
                cacheLookups.inc({ cache: 'graphql', result: isKeptAnswer(body.singleResult.data) ? 'hit' : 'miss' });
              }
            },
          };
        },
      };
    },

    async watchDatabase(orm) {
      const config = orm.config;
      const previous = config.get('onQuery');
      // Called for every statement the ORM sends: the hook tests/support/season.ts counts with too.
      config.set('onQuery', (sql: string, params: readonly unknown[]) => {
        statements.inc({ kind: statementKind(sql) });
        const scope = currentRequest();
        if (scope) scope.statements += 1;
        return previous(sql, params);
      });
      const native = await orm.em.getConnection().getNativeClient();
      pool = native;
      const connect = native.connect.bind(native) as (
        callback?: (error: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void,
      ) => Promise<pg.PoolClient> | undefined;
      const timed = (...args: Parameters<typeof connect>) => {
        const started = performance.now();
        const waited = () => poolAcquire.observe((performance.now() - started) / 1000);
        const [callback] = args;
        if (callback) {
          return connect((error, client, done) => {
            waited();
            callback(error, client, done);
          });
        }
        return connect()!.then(
          (client) => {
            waited();
            return client;
          },
          (error: unknown) => {
            waited();
            throw error;
          },
        );
      };
      native.connect = timed as typeof native.connect;
      // One cheap read per scrape, on the pool directly (not counted as the app's statements).
      queueRead = async () => {
        const { rows } = await native.query<{ depth: number; oldest: number }>(
          `select count(*)::int as depth,
                  coalesce(extract(epoch from now() - min("queued_at")), 0)::float8 as oldest
             from "webhook_deliveries" where "status" in ('pending', 'sending')`,
        );
        return rows[0] ?? { depth: 0, oldest: 0 };
      };
    },

    watchPubSub(pubSub) {
      const publish: AppPubSub['publish'] = (topic, ...args) => {
        const eventId = eventIdOf(args[0]);
        if (eventId) {
          if (publishedAt.size >= PUBLISH_TIMES_KEPT) publishedAt.delete(publishedAt.keys().next().value!);
          publishedAt.set(eventId, performance.now());
        }
        pubSub.publish(topic, ...args);
      };
      const subscribe = (...args: Parameters<AppPubSub['subscribe']>) => {
        const topic: Topic = args[0];
        const source = pubSub.subscribe(...args);
        subscribers.inc({ topic });
        let open = true;
        const close = () => {
          if (!open) return;
          open = false;
          subscribers.dec({ topic });
        };
        const counted = Object.create(source) as typeof source;
        // Bound to locals first: a function literal assigned to a property is allocated in the old generation.
        const next: typeof source.next = async (...nextArgs) => {
          const result = await source.next(...nextArgs);
          if (result.done) {
            close();
          } else {
            const eventId = eventIdOf(result.value);
            const at = eventId === undefined ? undefined : publishedAt.get(eventId);
            if (at !== undefined) fanOutLag.observe({ topic }, (performance.now() - at) / 1000);
          }
          return result;
        };
        const stop: typeof source.return = (...returnArgs) => {
          close();
          return source.return(...returnArgs);
        };
        const fail: typeof source.throw = (...throwArgs) => {
          close();
          return source.throw(...throwArgs);
        };
        const iterator = () => counted;
        Object.assign(counted, { next, return: stop, throw: fail, [Symbol.asyncIterator]: iterator });
        return counted;
      };
      return { publish, subscribe: subscribe as AppPubSub['subscribe'] };
    },

    watchBroadcastGroups(groups) {
      broadcastCounts = () => groups.counts();
    },

    watchSockets(server) {
      server.on('upgrade', (_request, socket: NodeJS.EventEmitter) => {
        sockets.inc();
        socket.once('close', () => sockets.dec());
      });
    },

    keptAnswerSent(operationName, seconds) {
      doorOperation(operationName, seconds, true);
    },

    doorAnswerSent(operationName, seconds, hit) {
      doorOperation(operationName, seconds, hit);
    },

    cacheLookup(cache, hit) {
      cacheLookups.inc({ cache, result: hit ? 'hit' : 'miss' });
    },

    async scrape() {
      const own = await withTallies(registry, [doorRequests, doorStatements, doorOperations, doorLookups]);
      const merged = Registry.merge([processMetrics(), own]);
      return { contentType: merged.contentType, body: await merged.metrics() };
    },
  };
}

/** A token compared in constant time (digests first: timingSafeEqual needs equal lengths). */
function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * GET /metrics on the site's port: only with `Authorization: Bearer TOKEN`; without a token configured it
 * answers 404, as if there were no such route, so a site that did not ask for metrics never shows them.
 */
export function metricsRoute(metrics: AppMetrics, token: string | undefined) {
  return async (req: Request, res: Response) => {
    res.set('Cache-Control', 'no-store');
    if (!token) {
      res.status(404).type('text').send('Not found');
      return;
    }
    const header = req.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    if (!given || !sameToken(given, token)) {
      res.status(401).set('WWW-Authenticate', 'Bearer realm="metrics"').type('text').send('Unauthorized');
      return;
    }
    const { contentType, body } = await metrics.scrape();
    res.type(contentType).send(body);
  };
}

/**
 * The listener of METRICS_PORT: /metrics only, without a token (the port is kept off the public network),
 * and 404 for anything else. The caller listens and closes it.
 */
export function createMetricsServer(metrics: AppMetrics, logger: Logger): Server {
  return createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if ((req.method !== 'GET' && req.method !== 'HEAD') || path !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    metrics.scrape().then(
      ({ contentType, body }) =>
        res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' }).end(body),
      (error: unknown) => {
        logger.error({ err: error }, 'metrics could not be collected');
        res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Internal server error');
      },
    );
  });
}
