import type { ApolloServer } from '@apollo/server';
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { GraphQLContext } from '../graphql/context.js';
import type { Logger } from '../logger.js';
import { toSnakeCase } from './case.js';
import { executeOperation, OperationError } from './execute.js';
import type { RestRoute } from './routes.js';

export type ContextFactory = (req: Request, res: Response) => Promise<GraphQLContext>;

/** Builds the /api compatibility routes: each one runs its GraphQL operation and reshapes the answer. */
export function createRestRouter(
  routes: RestRoute[],
  server: ApolloServer<GraphQLContext>,
  buildContext: ContextFactory,
  logger: Logger,
): Router {
  const router = Router();
  for (const route of routes) {
    router[route.method](route.path, async (req: Request, res: Response, next: NextFunction) => {
      try {
        const context = await buildContext(req, res);
        const data = await executeOperation<Record<string, unknown>>(
          server,
          context,
          route.query,
          route.variables?.(req) ?? {},
        );
        const payload = route.pick(data, req);
        if (route.headers) res.set(route.headers(data, req));
        // Revalidated on each use; Express's ETag turns an unchanged answer into a 304.
        res.set(
          'Cache-Control',
          route.method !== 'get' ? 'no-store' : context.viewer ? 'private, no-cache' : 'public, no-cache',
        );
        if ((payload === null || payload === undefined) && route.whenEmpty) {
          res.status(route.whenEmpty.status).json({ error: route.whenEmpty.error });
          return;
        }
        res.status(route.status ?? 200).json(toSnakeCase(payload));
      } catch (error) {
        if (error instanceof OperationError) {
          if (error.status >= 500) logger.error({ err: error.error }, 'REST operation failed');
          res.status(error.status).json({ error: error.message, ...fieldsOf(error) });
          return;
        }
        next(error);
      }
    });
  }
  return router;
}

function fieldsOf(error: OperationError): { fields?: unknown } {
  const fields = error.error.extensions?.fields;
  return fields ? { fields } : {};
}
