import type { ApolloServer } from '@apollo/server';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { precompress, sendPrecompressed, type Precompressed } from '../compression.js';
import type { GraphQLContext } from '../modules/users/graphql-context.js';
import type { PublicResponseCache } from '../graphql/response-cache.js';
import type { Logger } from '../logger.js';
import type { SharedCacheConfig } from '../config.js';
import { sharedCacheHeaders, surrogateKeys } from '../core/shared-cache.js';
import { toSnakeCase } from './case.js';
import { executeOperation, OperationError } from './execute.js';
import type { RestRoute } from './routes.js';

/**
 * What a route's answer is built from: the tournament its path names, or the match it names and that match's
 * tournament (as the answer gives it); a list spans tournaments.
 */
function routeKeys(path: string, params: Request['params'], data: Record<string, unknown>): string[] {
  if (/\/tournaments\/:id\b/.test(path)) return surrogateKeys(new Set([Number(params.id)]));
  if (/\/matches\/:id\b/.test(path)) {
    const tournamentId = (data.match as { tournamentId?: unknown } | null | undefined)?.tournamentId;
    const scope = typeof tournamentId === 'number' ? new Set([tournamentId]) : null;
    return surrogateKeys(scope, { matchIds: [Number(params.id)] });
  }
  return surrogateKeys(null);
}

export type ContextFactory = (req: Request, res: Response) => Promise<GraphQLContext>;

/** The URLs a kept answer's bodies are kept for: a few pages of a list, not every query string one can make. */
const BODIES_PER_ANSWER = 8;

/**
 * The bodies made from the response cache's kept answers, by the answer's data and the URL (a route's body
 * depends on both), compressed once for every visitor: compressing a shared answer for each visitor cost
 * more than the rest of sending it. They go with the answer they were made from.
 */
class KeptBodies {
  private readonly byAnswer = new WeakMap<object, Map<string, Precompressed>>();

  constructor(private readonly answers: Pick<PublicResponseCache, 'isKeptData'>) {}

  /** The body for `url` made from `data` (by `body`) when `data` is a kept answer's; undefined otherwise. */
  find(data: object, url: string, body: () => unknown): Precompressed | undefined {
    if (!this.answers.isKeptData(data)) return undefined;
    let bodies = this.byAnswer.get(data);
    if (!bodies) this.byAnswer.set(data, (bodies = new Map<string, Precompressed>()));
    let kept = bodies.get(url);
    if (!kept && bodies.size < BODIES_PER_ANSWER) {
      kept = precompress(Buffer.from(JSON.stringify(body())));
      bodies.set(url, kept);
    }
    return kept;
  }
}

/** Builds the /api compatibility routes: each one runs its GraphQL operation and reshapes the answer. */
export function createRestRouter(
  routes: RestRoute[],
  server: ApolloServer<GraphQLContext>,
  buildContext: ContextFactory,
  logger: Logger,
  sharedCache: SharedCacheConfig,
  sharedAnswers?: Pick<PublicResponseCache, 'isKeptData'>,
): Router {
  const router = Router();
  const keptBodies = sharedAnswers && new KeptBodies(sharedAnswers);
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
        // Revalidated on each use; Express's ETag turns an unchanged answer into a 304. An anonymous answer may
        // also be kept by an HTTP cache in front until a write to what it shows purges it.
        if (route.method !== 'get') res.set('Cache-Control', 'no-store');
        else if (context.viewer) res.set('Cache-Control', 'private, no-cache');
        else res.set(sharedCacheHeaders(sharedCache, routeKeys(route.path, req.params, data)));
        if ((payload === null || payload === undefined) && route.whenEmpty) {
          res.status(route.whenEmpty.status).json({ error: route.whenEmpty.error });
          return;
        }
        const status = route.status ?? 200;
        const kept =
          status === 200 && !context.viewer
            ? keptBodies?.find(data, req.originalUrl, () => toSnakeCase(payload))
            : undefined;
        if (kept) {
          res.type('json');
          sendPrecompressed(req, res, kept);
          return;
        }
        res.status(status).json(toSnakeCase(payload));
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
