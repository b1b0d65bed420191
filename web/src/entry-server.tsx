import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { getMainDefinition } from '@apollo/client/utilities';
import { ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { Kind, OperationTypeNode, print, type FormattedExecutionResult } from 'graphql';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { Observable } from 'rxjs';
import { RenderedAtProvider } from './app/clock';
import { EMOTION_KEY, serializeState, SSR_RENDERED_AT_GLOBAL, SSR_STATE_GLOBAL } from './app/ssr-state';
import { routes } from './app/router';
import { serverStyleTags } from './app/ssr-styles';
import { system } from './app/theme';

/** One GraphQL operation, run by the server as an anonymous visitor (no cookie, no session). */
export type GraphQLRequest = {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
  extensions?: { persistedQuery: { version: 1; sha256Hash: string } };
};

export type RenderRequest = {
  /** The page's URL, as the browser asked for it. */
  url: string;
  execute: (request: GraphQLRequest) => Promise<FormattedExecutionResult>;
  /** Aborted when the page takes too long or the visitor goes away: the server then sends the shell. */
  signal: AbortSignal;
  /** The response's CSP nonce, for the one inline script (the Apollo cache state). */
  nonce: string;
};

export type RenderedPage = {
  /** The app's markup, for inside <div id="root">. */
  html: string;
  /** Emotion's <style> elements for exactly the rules the markup uses. */
  styles: string;
  /** The inline script handing the Apollo cache to the browser. */
  stateScript: string;
};

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function isSubscription(operation: ApolloLink.Operation): boolean {
  const definition = getMainDefinition(operation.query);
  return definition.kind === Kind.OPERATION_DEFINITION && definition.operation === OperationTypeNode.SUBSCRIPTION;
}

/** Queries go straight into the server's own schema; subscriptions start in the browser only. */
function serverLink(execute: RenderRequest['execute']): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        if (isSubscription(operation)) {
          observer.complete();
          return;
        }
        const query = print(operation.query);
        // Sent with its hash, as the browser's persisted-query link would: the server learns the hash
        // now, so the browser's later GET of this query (and the service worker's copy of it) succeeds
        // at once instead of being refused and POSTed.
        sha256(query)
          .then((sha256Hash) =>
            execute({
              query,
              variables: operation.variables,
              operationName: operation.operationName,
              extensions: { persistedQuery: { version: 1, sha256Hash } },
            }),
          )
          .then(
            (result) => {
              observer.next(result as ApolloLink.Result);
              observer.complete();
            },
            (error: unknown) => observer.error(error),
          );
      }),
  );
}

/**
 * Renders one public page with its data: react-router's static handler resolves the route (its lazy
 * module included), Apollo renders until every query has answered (each request its own client and
 * cache), then emotion's rules for that markup are extracted. Null when the page is not a plain page
 * (a redirect, a route error, not found): the server then sends the shell.
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(request.url, { signal: request.signal }));
  if (context instanceof Response || context.errors || context.statusCode !== 200) return null;
  const router = createStaticRouter(handler.dataRoutes, context);

  const client = new ApolloClient({ ssrMode: true, link: serverLink(request.execute), cache: new InMemoryCache() });
  const cache = createCache({ key: EMOTION_KEY });
  // Rules collected in the cache (extracted below) rather than written as <style> inside the markup.
  cache.compat = true;
  const renderedAt = new Date();
  const tree = (
    <StrictMode>
      <RenderedAtProvider at={renderedAt}>
        <CacheProvider value={cache}>
          <ChakraProvider value={system}>
            <ApolloProvider client={client}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </ApolloProvider>
          </ChakraProvider>
        </CacheProvider>
      </RenderedAtProvider>
    </StrictMode>
  );
  try {
    const { result, aborted } = await prerenderStatic({
      tree,
      signal: request.signal,
      renderFunction: (node) => prerenderToNodeStream(node, { signal: request.signal }),
      maxRerenders: 10,
    });
    if (aborted || request.signal.aborted) return null;
    const emotion = createEmotionServer(cache);
    const styles = serverStyleTags(emotion.extractCriticalToChunks(result).styles);
    const stateScript =
      `<script nonce="${request.nonce}">window.${SSR_STATE_GLOBAL}=${serializeState(client.extract())};` +
      `window.${SSR_RENDERED_AT_GLOBAL}=${serializeState(renderedAt.toISOString())};</script>`;
    return { html: result, styles, stateScript };
  } finally {
    client.stop();
  }
}
