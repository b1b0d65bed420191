import { createServer, type IncomingMessage, type Server } from 'node:http';
import { ApolloServer } from '@apollo/server';
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
import { sessionHandle } from './auth/session.js';
import type { IdentityProvider } from './auth/identity.js';
import { createIdentityProvider } from './auth/providers.js';
import type { Config } from './config.js';
import { createContext, type GraphQLContext } from './graphql/context.js';
import { createErrorFormatter } from './graphql/format-error.js';
import { createAppPubSub, type AppPubSub } from './graphql/pubsub.js';
import { buildAppSchema } from './graphql/schema.js';
import { attachSubscriptions } from './graphql/subscriptions.js';
import type { Logger } from './logger.js';
import { restCsrfProtection } from './rest/csrf.js';
import { restRoutes } from './rest/index.js';
import { createRestRouter } from './rest/router.js';
import { createFeedsRouter } from './modules/public/feeds.js';
import { readShareMeta } from './modules/public/share-meta.js';
import { securityHeaders } from './security-headers.js';
import { createWebRouter } from './web.js';

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
  app.use(securityHeaders(config));
  if (config.secureCookies) app.set('trust proxy', 1);
  const httpServer = createServer(app);
  const pubSub = createAppPubSub();
  const schema = await buildAppSchema(pubSub);

  const contextDeps = { em: orm.em, pubSub, config, logger };
  const sessionMiddleware = createSessionMiddleware(config, await orm.em.getConnection().getNativeClient());
  const buildContext = (req: Request) => createContext(contextDeps, req.session?.userId, sessionHandle(req));

  const subscriptions = attachSubscriptions(httpServer, schema, async (request: IncomingMessage) => {
    const userId = await readSessionUserId(sessionMiddleware, request);
    return createContext(contextDeps, userId);
  });

  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    introspection: !config.isProduction,
    formatError: createErrorFormatter(logger),
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      config.isProduction
        ? ApolloServerPluginLandingPageProductionDefault({ footer: false })
        : ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: true }),
      {
        async serverWillStart() {
          return {
            async drainServer() {
              await subscriptions.dispose();
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
  app.use(
    '/graphql',
    express.json({ limit: '1mb' }),
    expressMiddleware(apollo, { context: ({ req }) => buildContext(req) }),
  );

  app.use('/api', express.json({ limit: '100kb' }), restCsrfProtection(config.publicUrl));
  app.use('/auth/local', express.json({ limit: '10kb' }));
  const provider = deps.identityProvider ?? createIdentityProvider(config);
  app.use(createAuthRouter({ provider, config, logger, buildContext }));
  app.use(createRestRouter(restRoutes, apollo, buildContext, logger));
  app.use('/api', (_req: Request, res: Response) => {
    res.status(404).json({ error: 'Not found' });
  });

  // Calendar feeds are served by the API itself, before (and without) the web build.
  app.use(createFeedsRouter(orm.em, config.publicUrl));
  const web = createWebRouter(config.webDist, {
    shareMeta: (pathname) => readShareMeta(orm.em, config.publicUrl, pathname),
    onMetaError: (error) => logger.error({ err: error }, 'share preview failed'),
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

/** Runs the session middleware on a WebSocket upgrade request to learn who is subscribing. */
function readSessionUserId(middleware: express.RequestHandler, request: IncomingMessage): Promise<number | undefined> {
  return new Promise((resolve) => {
    const req = request as Request;
    const res = { getHeader() {}, setHeader() {}, end() {} } as unknown as Response;
    middleware(req, res, () => resolve(req.session?.userId));
  });
}
