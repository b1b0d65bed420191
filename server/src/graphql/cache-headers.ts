import type { ApolloServerPlugin } from '@apollo/server';
import { OperationTypeNode } from 'graphql';

/**
 * GET queries may be kept by the browser (and a CDN) but are revalidated on every use: a page that
 * refetches after a live push must never read an older copy. Express adds the ETag from the body and
 * answers 304 when it matches, so a revalidation with nothing new costs no body on the wire; with the
 * server's response cache it costs no database read either. Everything else is not stored.
 */
export const cacheHeadersPlugin: ApolloServerPlugin<{ viewer: unknown }> = {
  // eslint-disable-next-line @typescript-eslint/require-await -- Apollo's plugin hooks return promises
  async requestDidStart() {
    return {
      // eslint-disable-next-line @typescript-eslint/require-await -- Apollo's plugin hooks return promises
      async willSendResponse({ request, response, operation, contextValue }) {
        const cacheable =
          request.http?.method === 'GET' &&
          operation?.operation === OperationTypeNode.QUERY &&
          response.body.kind === 'single' &&
          !response.body.singleResult.errors;
        const policy = !cacheable ? 'no-store' : contextValue.viewer ? 'private, no-cache' : 'public, no-cache';
        response.http.headers.set('cache-control', policy);
      },
    };
  },
};
