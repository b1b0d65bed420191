import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Agent as HttpsAgent } from 'node:https';
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import type { MikroORM } from '@mikro-orm/postgresql';
import express, { type NextFunction, type Request, type Response } from 'express';
import { createAuthRouter } from '../auth/routes.js';
import { DEMO_ACCOUNTS } from './demo/accounts.js';
import { createSessionMiddleware } from '../auth/session.js';
import { sendsSessionCookie, sessionHandle } from '../auth/session.js';
import type { IdentityProvider } from '../auth/identity.js';
import { closeIdentityProvider, createIdentityProvider } from '../auth/providers.js';
import type { Config } from '../config.js';
import { createContext } from '../graphql/context.js';
import { apiLanguage, socketLanguage } from '../core/language.js';
import type { Language } from '../../../shared/i18n/languages.js';
import { textsIn } from '../../../shared/i18n/generated-texts.js';
import type { GraphQLContext } from '../modules/users/graphql-context.js';
import { cacheHeadersPlugin, visitorCacheHeaders } from '../graphql/cache-headers.js';
import { freshAnswerPlanner, freshAnswers, visitorAnswerHeaders } from '../graphql/fresh-answer-door.js';
import { createErrorFormatter } from '../graphql/format-error.js';
import { graphqlHandler } from '../graphql/express-handler.js';
import { graphqlJsonBody, keptAnswerDoor, type RequestListener } from '../graphql/kept-answer-door.js';
import { createPublicResponseCache } from '../graphql/response-cache.js';
import { operationsInFlight } from '../graphql/operations-in-flight.js';
import { createChangeNotices } from '../core/change-notice.js';
import { createCachePurger } from '../core/shared-cache.js';
import { ReadRecorder } from '../core/data-scope.js';
import { createSharedPubSub, type AppPubSub } from '../core/pubsub.js';
import { changeNoticePlugin } from '../graphql/change-notices.js';
import { forgetCards } from '../modules/matches/events/match-card.service.js';
import { sendBrowsersToExplorer, withOfflineExplorerLink } from '../graphql/landing-page.js';
import { apolloQueryLimits, createDocumentChecker } from '../graphql/limits.js';
import { buildAppSchema } from './schema.js';
import { announceLogout } from '../graphql/session-events.js';
import { attachSubscriptions, type SocketIdentity } from '../graphql/subscriptions.js';
import { requestIds, type Logger } from '../logger.js';
import { createMetrics, createMetricsServer, metricsRoute, type AppMetrics } from '../core/metrics.js';
import { createRateLimiters } from '../rate-limits.js';
import { restCsrfProtection } from '../rest/csrf.js';
import { restRoutes } from '../rest/index.js';
import { createRestRouter } from '../rest/router.js';
import { createFeedsRouter } from '../modules/public/feeds.js';
import { createShareImageRouter } from '../modules/public/share-images.js';
import { createOEmbedRouter } from '../modules/public/oembed.js';
import { createCricsheetRouter, createCricsheetUploadRouter } from '../rest/cricsheet-route.js';
import { createSeasonIoRouter } from '../rest/season-io-routes.js';
import { createCrestRouter } from '../modules/teams/crests.js';
import { readPageRecord } from '../modules/public/share-meta.js';
import { clientAddress } from '../client-address.js';
import { compressResponses } from '../compression.js';
import { securityHeaders } from '../security-headers.js';
import { isCrossOriginRequest, publicCors } from '../cors.js';
import { crossOriginReadOnly, graphqlCsrfProtection } from '../graphql/csrf.js';
import { createAssetRouter, createWebRouter } from '../web.js';
import {
  attachWebhookEnqueuer,
  enqueueMatchChange,
  type WebhookEnqueuer,
} from '../modules/webhooks/webhook-enqueue.js';
import type { MatchOutbox } from '../core/request-context.js';
import { WebhookWorker } from '../modules/webhooks/webhook-worker.js';

/** How long /healthz and /readyz wait for the database and Redis before calling them unreachable. */
const HEALTH_CHECK_TIMEOUT_MS = 2_000;
import { queuePushNotices, startPushNotifier, type PushNotifier } from '../modules/push/push-notifier.js';
import { loadPageRenderer, type PageExecutor, type PageReads } from '../web-ssr.js';
import { createRenderedPageCache, type RenderedPageCache } from '../rendered-page-cache.js';

export type AppDependencies = {
  config: Config;
  logger: Logger;
  orm: MikroORM;
  /** Tests pass their own (for example a fake Google); otherwise made from the configuration. */
  identityProvider?: IdentityProvider;
  /** Tests pass an https agent that trusts their fake push service. */
  pushAgent?: HttpsAgent;
};

export type PitchsideApp = {
  app: express.Express;
  httpServer: Server;
  pubSub: AppPubSub;
  /** From now on /readyz answers 503 (the instance is leaving rotation); requests are still served. */
  beginShutdown(): void;
  /** Stops accepting, drains HTTP requests, closes WebSockets with 1001 (going away), then Redis. */
  /** Queues webhook deliveries for the changes this instance publishes. */
  webhookEnqueuer: WebhookEnqueuer;
  /** Sends them; main.ts starts it (unless WEBHOOK_WORKER=false) and `stop` stops it. */
  webhookWorker: WebhookWorker;
  /** Web push for followed teams and matches; null when VAPID keys are not configured. */
  pushNotifier: PushNotifier | null;
  /** Prometheus metrics (core/metrics.ts), served at /metrics. */
  metrics: AppMetrics;
  /** With METRICS_PORT: the listener serving only /metrics, which main.ts starts and `stop` closes. */
  metricsServer: Server | null;
  stop(): Promise<void>;
};

export async function createApp(deps: AppDependencies): Promise<PitchsideApp> {
  const { config, logger, orm } = deps;
  const app = express();
  app.disable('x-powered-by');
  // First: every answer names its request, every log line written for it too, and every request is timed.
  const metrics = createMetrics({ logger });
  app.use(requestIds());
  app.use(metrics.http());
  await metrics.watchDatabase(orm);
  app.get('/metrics', metricsRoute(metrics, config.metrics.token));
  const metricsServer = config.metrics.port ? createMetricsServer(metrics, logger) : null;
  // The build's hashed files first: they need neither the page headers nor the session below.
  const assets = createAssetRouter(config.webDist, { serveSourceMaps: !config.isProduction });
  if (assets) app.use('/assets', assets);
  app.use(compressResponses());
  app.use(securityHeaders(config));
  if (config.trustProxy) app.set('trust proxy', 1);
  app.use(publicCors());
  // A visitor's GraphQL request asked as one answered from a kept answer before is sent it in front of Express
  // (graphql/kept-answer-door.ts); the door is built once the response cache is, further on.
  let requestListener: RequestListener = app;
  const httpServer = createServer((req, res) => requestListener(req, res));
  metrics.watchSockets(httpServer);
  // With REDIS_URL, live updates cross instances through Redis; otherwise they stay in this process.
  const sharedPubSub = await createSharedPubSub({
    redisUrl: config.redisUrl,
    channelPrefix: config.pubSubChannelPrefix,
    logger,
  });
  const pubSub = metrics.watchPubSub(sharedPubSub.pubSub);
  let shuttingDown = false;
  const schema = await buildAppSchema(pubSub);
  const webhookEnqueuer = attachWebhookEnqueuer(pubSub, orm.em, logger);
  const webhookWorker = new WebhookWorker({ em: orm.em, config: config.webhooks, logger });
  const pushNotifier = config.webPush
    ? startPushNotifier({ em: orm.em, pubSub, config: config.webPush, logger, agent: deps.pushAgent })
    : null;

  // The event log writes its webhook deliveries and push notices in the append's own transaction (issue 47's
  // outbox); the workers send them.
  const outbox: MatchOutbox = async (tx, change, logged) => {
    await enqueueMatchChange(tx, change, logged);
    if (config.webPush) await queuePushNotices(tx, change);
  };
  const contextDeps = { em: orm.em, pubSub, config, logger, outbox };
  const sessions = createSessionMiddleware(config, await orm.em.getConnection().getNativeClient());
  const sessionMiddleware = sessions.handler;
  // Another site's request is an anonymous visitor's, whatever cookie the browser sent with it.
  const buildContext = (req: Request) =>
    createContext(
      contextDeps,
      isCrossOriginRequest({ headers: req.headers, protocol: req.protocol }, config.publicUrl)
        ? undefined
        : req.session?.userId,
      sessionHandle(req),
      apiLanguage(req),
    );

  const rateLimiters = await createRateLimiters({
    limits: config.rateLimits,
    redisUrl: config.redisUrl,
    redisPrefix: config.rateLimits.redisPrefix,
    logger,
  });
  // Limits and validation outside Apollo (subscriptions, the front door), each text's verdict kept once.
  const checkDocument = createDocumentChecker(schema, config.queryLimits, config.isProduction);
  const subscriptions = attachSubscriptions(httpServer, {
    schema,
    pubSub,
    limits: config.websocket,
    identify: (request) => readSocketIdentity(sessionMiddleware, request, config.publicUrl),
    // The person is re-read per operation, so a demotion or deactivation applies to the next subscribe.
    buildContext: (identity) => createContext(contextDeps, identity.userId, undefined, identity.language),
    clientAddress: (request) => clientAddress(request, config.trustProxy),
    checkDocument,
    // Each operation spends the budget it would spend as an HTTP request from that address (issue 48).
    rateLimit: (operation) => rateLimiters.graphqlOperation(operation),
    onProtocolError: (error) => logger.info({ reason: error.message }, 'WebSocket closed for a bad frame'),
  });
  metrics.watchBroadcastGroups(subscriptions.broadcastGroups);

  // Depth, aliases, directives, tokens and cost: refused before any resolver runs, here and in /api.
  const queryLimits = apolloQueryLimits(config.queryLimits, config.isProduction);
  // One change notice per committed write, heard by every instance (through the pub/sub): each cache kept
  // in memory listens and forgets what it changed, not only after RESPONSE_CACHE_TTL_MS.
  const notices = createChangeNotices({
    pubSub,
    onListenerError: (error) => logger.error({ err: error }, 'a cache failed to forget a change'),
  });
  notices.listen(forgetCards);
  const responseCache = createPublicResponseCache({ ...config.responseCache, notices });
  // An HTTP cache in front is purged by the instance that made a write, and by each other one once its own
  // response cache forgot it (so listened to after that cache).
  const purgeSharedCache = createCachePurger(config.sharedCache, logger);
  if (purgeSharedCache) {
    notices.listenOwn(purgeSharedCache.own);
    notices.listenElsewhere(purgeSharedCache.heard);
  }
  const inFlight = operationsInFlight();
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    // main.ts owns SIGTERM/SIGINT: with Apollo's own handler as well, the two stops waited on each other
    // and every shutdown ran into the 10 s force exit.
    stopOnTerminationSignals: false,
    introspection: !config.isProduction,
    // Replaced by graphqlCsrfProtection, which lets a plain GET query through (issue 14: cacheable reads).
    csrfPrevention: false,
    formatError: createErrorFormatter(logger),
    stringifyResult: (result) => responseCache.stringifyResult(result),
    validationRules: queryLimits.validationRules,
    parseOptions: queryLimits.parseOptions,
    plugins: [
      ...queryLimits.plugins,
      crossOriginReadOnly(config.publicUrl),
      ApolloServerPluginCacheControlDisabled(),
      cacheHeadersPlugin(config.sharedCache, (request) => responseCache.keptScope(request)),
      changeNoticePlugin(notices),
      responseCache.plugin,
      metrics.graphqlPlugin({ isKeptAnswer: (data) => responseCache.isKeptData(data) }),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      inFlight,
      // Production sends a browser to /explorer before Apollo (sendBrowsersToExplorer): no landing page there.
      config.isProduction
        ? ApolloServerPluginLandingPageDisabled()
        : withOfflineExplorerLink(ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: true })),
      {
        // eslint-disable-next-line @typescript-eslint/require-await -- Apollo's plugin hooks return promises
        async serverWillStart() {
          return {
            async drainServer() {
              await subscriptions.dispose();
              await rateLimiters.close();
            },
          };
        },
      },
    ],
  });
  await apollo.start();

  // A check answers within HEALTH_CHECK_TIMEOUT_MS: a database that hangs (pool waits up to its timeout)
  // counts as unreachable, so a proxy's check never waits on it. Both are checked at once.
  const withinCheckTime = <T>(check: Promise<T>, late: T) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(late), HEALTH_CHECK_TIMEOUT_MS)));
    return Promise.race([check, timeout]).finally(() => clearTimeout(timer));
  };
  const checkDependencies = async () => {
    const [database, redis] = await Promise.all([
      withinCheckTime(
        orm.em
          .getConnection()
          .execute('select 1')
          .then(
            () => 'ok' as const,
            (error: unknown) => {
              logger.error({ err: error }, 'health check: database unreachable');
              return 'unreachable' as const;
            },
          ),
        'unreachable' as const,
      ),
      // Without REDIS_URL there is no Redis to report (and /healthz keeps its original answer).
      config.redisUrl
        ? withinCheckTime(
            sharedPubSub.ping().then((ok) => (ok ? ('ok' as const) : ('unreachable' as const))),
            'unreachable' as const,
          )
        : undefined,
    ]);
    return { database, redis };
  };
  // Liveness (the Docker health check): the process answers and reaches its database. Redis is reported;
  // without it the instance still serves pages and scoring (rate limits let requests through).
  app.get('/healthz', async (_req: Request, res: Response) => {
    const { database, redis } = await checkDependencies();
    if (database === 'ok') res.json({ status: 'ok', database, redis });
    else res.status(503).json({ status: 'error', database, redis });
  });
  // Readiness (the proxy's health check): take traffic only with the database, Redis when configured,
  // and not while shutting down.
  app.get('/readyz', async (_req: Request, res: Response) => {
    const { database, redis } = await checkDependencies();
    const ready = !shuttingDown && database === 'ok' && redis !== 'unreachable';
    res
      .status(ready ? 200 : 503)
      .set('cache-control', 'no-store')
      .json({ status: ready ? 'ready' : shuttingDown ? 'shutting down' : 'unavailable', database, redis });
  });

  app.use(sessionMiddleware);
  app.get('/api/oauth/google/redirect_url', rateLimiters.signIn);
  app.use('/auth/local', rateLimiters.signIn);
  app.post('/api/sessions', rateLimiters.sessions);
  const visitorHeaders = visitorAnswerHeaders();
  const doorway = keptAnswerDoor({
    sentAnswer: (asked) => responseCache.sentAnswer(asked),
    language: apiLanguage,
    spendAnonymousRead: (req, res) => rateLimiters.anonymousReadAhead(clientAddress(req, config.trustProxy), res),
    sentAgain: (req, res, operationName, started) => {
      metrics.keptAnswerSent(operationName, (performance.now() - started) / 1000);
      metrics.answeredAhead(req, res, '/graphql', started);
    },
    passedOn: (req, started) => metrics.passedOn(req, started),
    // A visitor's query no kept answer matches is run at the door too, when it can be answered as Apollo would.
    fresh: freshAnswers({
      schema,
      planner: freshAnswerPlanner({
        schema,
        checkDocument,
      }),
      responseCache,
      context: (language) => createContext(contextDeps, undefined, undefined, language as Language),
      language: apiLanguage,
      visitorHeaders,
      cacheHeaders: (method, scope) => visitorCacheHeaders(config.sharedCache, method, scope),
      inFlight: (operation) => inFlight.around(operation),
      answered: (req, res, operationName, started, hit, statements) => {
        metrics.doorAnswerSent(operationName, (performance.now() - started) / 1000, hit);
        metrics.answeredAhead(req, res, '/graphql', started, statements);
      },
    }),
  });
  requestListener = doorway.door(app);
  if (config.isProduction) app.get('/graphql', sendBrowsersToExplorer());
  app.use(
    '/graphql',
    doorway.failedAtDoor,
    graphqlJsonBody(),
    graphqlCsrfProtection(),
    rateLimiters.graphql,
    graphqlHandler(apollo, buildContext, {
      keptBytes: (request, body) => responseCache.keptBytes(request, body),
      rememberSent: (request, asked, headers) => responseCache.rememberSent(request, asked, headers),
      sentAnswer: (asked) => responseCache.sentAnswer(asked),
      visitorLanguage: (req) => (req.session?.userId === undefined ? apiLanguage(req) : null),
      sentAgain: (operationName, seconds) => metrics.keptAnswerSent(operationName, seconds),
      answeringVisitor: (method, headers) => visitorHeaders.learn(method, headers),
    }),
  );

  // Whole seasons in and out: the upload's body is the file itself, so it comes before the JSON-only /api gate.
  app.use(/^\/api\/tournaments\/\d+\/(season-import|season\.json|table\.csv|cricsheet\.zip)$/, rateLimiters.api);
  app.use(createSeasonIoRouter(apollo, buildContext, config.publicUrl));
  // One match's Cricsheet file as the body, likewise (a Test's is over /graphql's 1 MB).
  app.post(/^\/api\/matches\/\d+\/cricsheet$/, rateLimiters.api);
  app.use(createCricsheetUploadRouter(apollo, buildContext, config.publicUrl));
  app.use('/api', express.json({ limit: '100kb' }), restCsrfProtection(config.publicUrl), rateLimiters.api);
  app.use('/auth/local', express.json({ limit: '10kb' }));
  // Logging out closes that session's live sockets.
  app.use('/api/logout', announceLogout(pubSub));
  // With REDIS_URL the local provider's codes live in Redis: issued on one instance, exchanged on another.
  const provider = deps.identityProvider ?? createIdentityProvider(config, logger);
  app.use(createAuthRouter({ provider, config, logger, buildContext, offeredAccounts: DEMO_ACCOUNTS }));
  app.use(createCricsheetRouter(apollo, buildContext));
  app.use(createRestRouter(restRoutes, apollo, buildContext, logger, config.sharedCache, responseCache));
  app.use('/api', (_req: Request, res: Response) => {
    res.status(404).json({ error: 'Not found' });
  });

  // Calendar feeds are served by the API itself, before (and without) the web build.
  app.use(/.*\.ics$/, rateLimiters.anonymousReads);
  app.use(createFeedsRouter(orm.em, config.publicUrl));
  // Link-preview pictures (og:image), drawn on the server: before the web build's file serving.
  app.use('/og', rateLimiters.anonymousReads);
  app.use(createShareImageRouter(orm.em));
  // oEmbed for the widgets clubs put on their own sites: also before the web build.
  app.use('/oembed', rateLimiters.anonymousReads);
  app.use(createOEmbedRouter(orm.em, config.publicUrl));
  // Team crests, uploaded through setTeamCrest: also before the web build.
  app.use('/crests', rateLimiters.anonymousReads);
  app.use(createCrestRouter(orm.em));
  const renderPage = await loadPageRenderer(config.ssr.dist);
  // A server-rendered page reads as an anonymous visitor, through the same schema, limits and cache as
  // /graphql; one context (one EntityManager, one loader bag) for all of a page's operations.
  const pageExecutor = (language: Language): PageReads => {
    let context: Promise<GraphQLContext> | undefined;
    // The response cache adds what each answer was built from: the page is kept until one of them changes.
    const reads = new ReadRecorder();
    const execute: PageExecutor = async ({ query, variables, operationName, extensions }) => {
      context ??= createContext(contextDeps, undefined, undefined, language).then((created) =>
        Object.assign(created, { reads }),
      );
      const response = await apollo.executeOperation(
        { query, variables, operationName, extensions },
        { contextValue: await context },
      );
      if (response.body.kind !== 'single') throw new Error('Incremental delivery is not used by page rendering.');
      return response.body.singleResult;
    };
    return { execute, recorder: reads };
  };
  const web = createWebRouter(config.webDist, {
    readRecord: (ref, viewerId, language) => readPageRecord(orm.em, config.publicUrl, ref, viewerId, textsIn(language)),
    onRecordError: (error) => logger.error({ err: error }, 'page record read failed'),
    serveSourceMaps: !config.isProduction,
    publicUrl: config.publicUrl,
    ssr: renderPage
      ? {
          render: renderPage,
          executor: pageExecutor,
          timeoutMs: config.ssr.timeoutMs,
          mayBeSignedIn: sendsSessionCookie,
          onError: (error) => logger.warn({ err: error }, 'server rendering failed; the shell was sent'),
          cache: countedPageCache(
            createRenderedPageCache({
              ttlMs: config.responseCache.ttlMs,
              maxEntries: 200,
              notices,
            }),
            metrics,
          ),
          sharedCache: config.sharedCache,
        }
      : undefined,
  });
  if (web) app.use(web);

  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status = typeof error === 'object' && error && 'status' in error ? Number(error.status) : 500;
    if (status >= 500) logger.error({ err: error }, 'request failed');
    if (res.headersSent) return;
    res.status(status >= 400 && status < 600 ? status : 500).json({
      error: status >= 500 ? 'Internal server error' : 'Bad request',
    });
  });

  return {
    app,
    httpServer,
    pubSub,
    beginShutdown() {
      shuttingDown = true;
    },
    webhookEnqueuer,
    webhookWorker,
    pushNotifier,
    metrics,
    metricsServer,
    async stop() {
      shuttingDown = true;
      // Apollo's drain plugin closes the listener and waits for requests in flight; our drainServer hook
      // closes the sockets (graphql-ws: 1001 Going away, so clients reconnect, through the proxy, to another
      // instance). Redis closes last: a request finishing during the drain still publishes its event.
      await apollo.stop();
      // After the requests drained: their last changes are queued, then the sends in flight finish.
      await webhookEnqueuer.drain();
      await webhookWorker.stop();
      await pushNotifier?.stop();
      await notices.close();
      await sharedPubSub.close();
      // Only the provider this app made (a test's own is the test's to close).
      if (!deps.identityProvider) await closeIdentityProvider(provider);
      await sessions.close();
      if (metricsServer?.listening) await new Promise((resolve) => metricsServer.close(resolve));
    },
  };
}

/** The rendered pages' cache, counting its hits and misses. */
function countedPageCache(cache: RenderedPageCache | undefined, metrics: AppMetrics): RenderedPageCache | undefined {
  if (!cache) return undefined;
  return {
    read(key) {
      const kept = cache.read(key);
      metrics.cacheLookup('page', kept !== undefined);
      return kept;
    },
    share: (key, visitor, render) => cache.share(key, visitor, render),
    lastScope: (key) => cache.lastScope(key),
  };
}

/**
 * Runs the session middleware on a WebSocket upgrade request to learn who is subscribing. A socket
 * opened from another site (its Origin is neither PUBLIC_URL nor this host) is served as an anonymous
 * visitor: its cookies are ignored, so a page elsewhere cannot act as the person, yet public data flows.
 */
function readSocketIdentity(
  middleware: express.RequestHandler,
  request: IncomingMessage,
  publicUrl: string,
): Promise<SocketIdentity> {
  const language = socketLanguage(request);
  if (isCrossOriginRequest({ headers: request.headers }, publicUrl)) return Promise.resolve({ language });
  return new Promise((resolve) => {
    const req = request as Request;
    const res = { getHeader() {}, setHeader() {}, end() {} } as unknown as Response;
    middleware(req, res, () =>
      resolve(req.session?.userId ? { sessionId: req.sessionID, userId: req.session.userId, language } : { language }),
    );
  });
}
