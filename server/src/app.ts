import { createServer, type IncomingMessage, type Server } from 'node:http';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginLandingPageLocalDefault,
  ApolloServerPluginLandingPageProductionDefault,
} from '@apollo/server/plugin/landingPage/default';
import { expressMiddleware } from '@as-integrations/express5';
import type { MikroORM } from '@mikro-orm/postgresql';
import express, { type NextFunction, type Request, type Response } from 'express';
import { createAuthRouter } from './auth/routes.js';
import { createSessionMiddleware } from './auth/session.js';
import { SESSION_COOKIE, sessionHandle } from './auth/session.js';
import type { IdentityProvider } from './auth/identity.js';
import { createIdentityProvider } from './auth/providers.js';
import type { Config } from './config.js';
import { createContext, type GraphQLContext } from './graphql/context.js';
import { cacheHeadersPlugin } from './graphql/cache-headers.js';
import { createErrorFormatter } from './graphql/format-error.js';
import { createPublicResponseCache } from './graphql/response-cache.js';
import { createAppPubSub, type AppPubSub } from './core/pubsub.js';
import { withOfflineExplorerLink } from './graphql/landing-page.js';
import { apolloQueryLimits, checkDocument } from './graphql/limits.js';
import { buildAppSchema } from './graphql/schema.js';
import { announceLogout } from './graphql/session-events.js';
import { attachSubscriptions, type SocketIdentity } from './graphql/subscriptions.js';
import type { Logger } from './logger.js';
import { createRateLimiters } from './rate-limits.js';
import { restCsrfProtection } from './rest/csrf.js';
import { restRoutes } from './rest/index.js';
import { createRestRouter } from './rest/router.js';
import { createFeedsRouter } from './modules/public/feeds.js';
import { createShareImageRouter } from './modules/public/share-images.js';
import { createCricsheetRouter } from './rest/cricsheet-route.js';
import { readPageRecord } from './modules/public/share-meta.js';
import { compressResponses } from './compression.js';
import { securityHeaders } from './security-headers.js';
import { isCrossOriginRequest, publicCors } from './cors.js';
import { crossOriginReadOnly, graphqlCsrfProtection } from './graphql/csrf.js';
import { createWebRouter } from './web.js';
import { loadPageRenderer, type PageExecutor } from './web-ssr.js';

export type AppDependencies = {
  config: Config;
  logger: Logger;
  orm: MikroORM;
  /** Tests pass their own (for example a fake Google); otherwise made from the configuration. */
  identityProvider?: IdentityProvider;
};

export type PitchsideApp = {
  app: express.Express;
  httpServer: Server;
  pubSub: AppPubSub;
  stop(): Promise<void>;
};

export async function createApp(deps: AppDependencies): Promise<PitchsideApp> {
  const { config, logger, orm } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.use(compressResponses());
  app.use(securityHeaders(config));
  if (config.secureCookies) app.set('trust proxy', 1);
  app.use(publicCors());
  const httpServer = createServer(app);
  const pubSub = createAppPubSub();
  const schema = await buildAppSchema(pubSub);

  const contextDeps = { em: orm.em, pubSub, config, logger };
  const sessionMiddleware = createSessionMiddleware(config, await orm.em.getConnection().getNativeClient());
  // Another site's request is an anonymous visitor's, whatever cookie the browser sent with it.
  const buildContext = (req: Request) =>
    createContext(
      contextDeps,
      isCrossOriginRequest({ headers: req.headers, protocol: req.protocol }, config.publicUrl)
        ? undefined
        : req.session?.userId,
      sessionHandle(req),
    );

  const subscriptions = attachSubscriptions(httpServer, {
    schema,
    pubSub,
    limits: config.websocket,
    identify: (request) => readSocketIdentity(sessionMiddleware, request, config.publicUrl),
    // The person is re-read per operation, so a demotion or deactivation applies to the next subscribe.
    buildContext: (identity) => createContext(contextDeps, identity.userId),
    clientAddress: (request) => socketClientAddress(request, config.secureCookies),
    checkDocument: (source) => checkDocument(schema, source, config.queryLimits, config.isProduction).errors,
  });

  const rateLimiters = await createRateLimiters({
    limits: config.rateLimits,
    redisUrl: config.redisUrl,
    redisPrefix: config.rateLimits.redisPrefix,
    logger,
  });
  // Depth, aliases, directives, tokens and cost: refused before any resolver runs, here and in /api.
  const queryLimits = apolloQueryLimits(config.queryLimits, config.isProduction);
  const responseCache = createPublicResponseCache(config.responseCache);
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    // main.ts owns SIGTERM/SIGINT: with Apollo's own handler as well, the two stops waited on each other
    // and every shutdown ran into the 10 s force exit.
    stopOnTerminationSignals: false,
    introspection: !config.isProduction,
    // Replaced by graphqlCsrfProtection, which lets a plain GET query through (issue 14: cacheable reads).
    csrfPrevention: false,
    formatError: createErrorFormatter(logger),
    validationRules: queryLimits.validationRules,
    parseOptions: queryLimits.parseOptions,
    plugins: [
      ...queryLimits.plugins,
      crossOriginReadOnly(config.publicUrl),
      ApolloServerPluginCacheControlDisabled(),
      cacheHeadersPlugin,
      responseCache.plugin,
      ApolloServerPluginDrainHttpServer({ httpServer }),
      withOfflineExplorerLink(
        config.isProduction
          ? ApolloServerPluginLandingPageProductionDefault({ footer: false })
          : ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: true }),
      ),
      {
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

  app.get('/healthz', async (_req: Request, res: Response) => {
    try {
      await orm.em.getConnection().execute('select 1');
      res.json({ status: 'ok', database: 'ok' });
    } catch (error) {
      logger.error({ err: error }, 'health check failed');
      res.status(503).json({ status: 'error', database: 'unreachable' });
    }
  });

  app.use(sessionMiddleware);
  app.get('/api/oauth/google/redirect_url', rateLimiters.signIn);
  app.use('/auth/local', rateLimiters.signIn);
  app.post('/api/sessions', rateLimiters.sessions);
  app.use(
    '/graphql',
    express.json({ limit: '1mb' }),
    graphqlCsrfProtection(),
    rateLimiters.graphql,
    expressMiddleware(apollo, { context: ({ req }) => buildContext(req) }),
  );

  app.use('/api', express.json({ limit: '100kb' }), restCsrfProtection(config.publicUrl), rateLimiters.api);
  app.use('/auth/local', express.json({ limit: '10kb' }));
  // Logging out closes that session's live sockets.
  app.use('/api/logout', announceLogout(pubSub));
  const provider = deps.identityProvider ?? createIdentityProvider(config);
  app.use(createAuthRouter({ provider, config, logger, buildContext }));
  app.use(createCricsheetRouter(apollo, buildContext));
  app.use(createRestRouter(restRoutes, apollo, buildContext, logger));
  app.use('/api', (_req: Request, res: Response) => {
    res.status(404).json({ error: 'Not found' });
  });

  // Calendar feeds are served by the API itself, before (and without) the web build.
  app.use(/.*\.ics$/, rateLimiters.anonymousReads);
  app.use(createFeedsRouter(orm.em, config.publicUrl));
  // Link-preview pictures (og:image), drawn on the server: before the web build's file serving.
  app.use('/og', rateLimiters.anonymousReads);
  app.use(createShareImageRouter(orm.em));
  const renderPage = await loadPageRenderer(config.ssr.dist);
  // A server-rendered page reads as an anonymous visitor, through the same schema, limits and cache as
  // /graphql; one context (one EntityManager, one loader bag) for all of a page's operations.
  const pageExecutor = (): PageExecutor => {
    let context: Promise<GraphQLContext> | undefined;
    return async ({ query, variables, operationName, extensions }) => {
      context ??= createContext(contextDeps, undefined);
      const response = await apollo.executeOperation(
        { query, variables, operationName, extensions },
        { contextValue: await context },
      );
      if (response.body.kind !== 'single') throw new Error('Incremental delivery is not used by page rendering.');
      return response.body.singleResult;
    };
  };
  const web = createWebRouter(config.webDist, {
    readRecord: (ref, viewerId) => readPageRecord(orm.em, config.publicUrl, ref, viewerId),
    onRecordError: (error) => logger.error({ err: error }, 'page record read failed'),
    serveSourceMaps: !config.isProduction,
    ssr: renderPage
      ? {
          render: renderPage,
          executor: pageExecutor,
          timeoutMs: config.ssr.timeoutMs,
          mayBeSignedIn: (req) =>
            (req.headers.cookie ?? '').split(';').some((pair) => pair.trim().startsWith(`${SESSION_COOKIE}=`)),
          onError: (error) => logger.warn({ err: error }, 'server rendering failed; the shell was sent'),
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
    async stop() {
      await apollo.stop();
    },
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
  if (isCrossOriginRequest({ headers: request.headers }, publicUrl)) return Promise.resolve({});
  return new Promise((resolve) => {
    const req = request as Request;
    const res = { getHeader() {}, setHeader() {}, end() {} } as unknown as Response;
    middleware(req, res, () =>
      resolve(req.session?.userId ? { sessionId: req.sessionID, userId: req.session.userId } : {}),
    );
  });
}

/** The address a socket counts against: the nearest proxy's view when behind one (as `trust proxy` 1). */
function socketClientAddress(request: IncomingMessage, behindProxy: boolean): string {
  const forwarded = request.headers['x-forwarded-for'];
  if (behindProxy && typeof forwarded === 'string' && forwarded.trim()) {
    return forwarded.split(',').at(-1)!.trim();
  }
  return request.socket.remoteAddress ?? 'unknown';
}
