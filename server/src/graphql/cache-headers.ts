import type { ApolloServerPlugin } from '@apollo/server';
import { OperationTypeNode } from 'graphql';
import type { SharedCacheConfig } from '../config.js';
import type { DataScope } from '../core/data-scope.js';
import { sharedCacheHeaders, surrogateKeys } from '../core/shared-cache.js';
import { answerScope } from './answer-scope.js';

/** The cache headers of an anonymous visitor's answer without errors, built from `scope` (Apollo's or the door's). */
export function visitorCacheHeaders(
  sharedCache: SharedCacheConfig,
  method: string | undefined,
  scope: DataScope,
): [string, string][] {
  if (method !== 'GET') return [['cache-control', 'no-store']];
  return Object.entries(sharedCacheHeaders(sharedCache, surrogateKeys(scope))).map(([name, value]) => [
    name.toLowerCase(),
    value,
  ]);
}

type HeadersContext = { viewer: unknown; readsFrom?: { readonly scope: DataScope } };

/**
 * GET queries may be kept, but browsers revalidate them on every use: a page that refetches after a live push
 * must never read an older copy. Express adds the ETag from the body and answers 304 when it matches, so a
 * revalidation with nothing new costs no body on the wire. An anonymous visitor's answer may also be kept by an
 * HTTP cache in front, named by the tournaments it was built from so a write purges it (core/shared-cache.ts);
 * a signed-in visitor's is theirs alone. Everything else is not stored.
 */
export function cacheHeadersPlugin(
  sharedCache: SharedCacheConfig,
  keptScope: (request: object) => DataScope | undefined = () => undefined,
): ApolloServerPlugin<HeadersContext> {
  return {
    // eslint-disable-next-line @typescript-eslint/require-await -- Apollo's plugin hooks return promises
    async requestDidStart() {
      return {
        // eslint-disable-next-line @typescript-eslint/require-await -- Apollo's plugin hooks return promises
        async willSendResponse({ request, response, operation, document, schema, contextValue }) {
          const { headers } = response.http;
          const cacheable =
            request.http?.method === 'GET' &&
            operation?.operation === OperationTypeNode.QUERY &&
            response.body.kind === 'single' &&
            !response.body.singleResult.errors;
          if (!cacheable) headers.set('cache-control', 'no-store');
          else if (contextValue.viewer) headers.set('cache-control', 'private, no-cache');
          else {
            // A kept answer's resolvers did not run: its scope is the one it was kept with.
            const scope =
              (request.http && keptScope(request.http)) ??
              (document
                ? answerScope(schema, document, operation, request.variables, contextValue.readsFrom?.scope ?? null)
                : null);
            for (const [name, value] of visitorCacheHeaders(sharedCache, 'GET', scope)) headers.set(name, value);
          }
        },
      };
    },
  };
}
