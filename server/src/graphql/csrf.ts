import type { ApolloServerPlugin } from '@apollo/server';
import type { NextFunction, Request, Response } from 'express';
import { GraphQLError, OperationTypeNode } from 'graphql';
import { isCrossOriginRequest } from '../cors.js';

/** The content types a cross-site form or a simple fetch may send without a CORS preflight. */
const SIMPLE_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];
const PREFLIGHT_HEADERS = ['apollo-require-preflight', 'x-apollo-operation-name'];

/**
 * Apollo's CSRF prevention, except for GET. Apollo refuses a "simple" GET (no custom header) too, which
 * keeps other sites and CDNs from caching public queries. A GET cannot mutate (Apollo answers 405 to a
 * mutation over GET), and a cross-site GET is served anonymously (app.ts, isCrossOriginRequest) with the
 * SameSite=Lax cookie not even sent, so it cannot probe the person's data either. Every other method
 * still needs JSON or a preflight header, which another site's page cannot send without a preflight.
 */
export function graphqlCsrfProtection() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    const type = req.get('content-type')?.split(';')[0].trim().toLowerCase();
    if (type !== undefined && !SIMPLE_CONTENT_TYPES.includes(type)) return next();
    if (PREFLIGHT_HEADERS.some((name) => !!req.get(name))) return next();
    res.status(400).json({
      errors: [
        {
          message:
            'This operation has been blocked as a potential Cross-Site Request Forgery (CSRF). Send it as ' +
            'application/json, or with a non-empty apollo-require-preflight header.',
          extensions: { code: 'BAD_REQUEST' },
        },
      ],
    });
  };
}

/**
 * Another site's page may read public data but never change anything: a cross-origin mutation is refused
 * before it runs, even one that needs no sign-in.
 */
export function crossOriginReadOnly(publicUrl: string): ApolloServerPlugin {
  return {
    // eslint-disable-next-line @typescript-eslint/require-await -- Apollo's plugin hooks return promises
    async requestDidStart({ request }) {
      return {
        // eslint-disable-next-line @typescript-eslint/require-await -- Apollo's plugin hooks return promises
        async didResolveOperation({ operation }) {
          if (operation?.operation !== OperationTypeNode.MUTATION || !request.http) return;
          if (!isCrossOriginRequest({ headers: Object.fromEntries(request.http.headers) }, publicUrl)) return;
          throw new GraphQLError('Another site may only read public data here: changes are made on this site.', {
            extensions: { code: 'FORBIDDEN', http: { status: 403 } },
          });
        },
      };
    },
  };
}
