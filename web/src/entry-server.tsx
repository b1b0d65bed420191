import { ApolloClient, ApolloLink, InMemoryCache, type ObservableQuery } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { getMainDefinition } from '@apollo/client/utilities';
import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { Kind, OperationTypeNode, print, type FormattedExecutionResult } from 'graphql';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { AppRoutes, loadAllRoutes, loadMatchedRoutes, pageDataOf } from './app/app-routes';
import { RenderedAtProvider } from './app/clock';
import { createEmotionCache } from './app/emotion-cache';
import { EMOTION_KEY, stateDataBlock } from './app/ssr-state';
import { routes } from './app/router';
import { serverStyleTags } from './app/ssr-styles';
import { system } from './app/system';
import { createSiteIntl, LanguageProvider } from './i18n/intl';
import { loadMessages } from './i18n/load-messages';
import { LANGUAGES, type Language } from '../../shared/i18n/languages';

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
  /** The language the page is written in (the server chose it from the request). */
  language: Language;
};

export type RenderedPage = {
  /** The app's markup, for inside <div id="root">. */
  html: string;
  /** Emotion's <style> elements for exactly the rules the markup uses. */
  styles: string;
  /** The data block handing the Apollo cache to the browser (a script that does not run). */
  stateScript: string;
  /** How many times the page was rendered: once when its page data held every query it asks. */
  passes: number;
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
 * Loads every page's code and every language's texts: the first visitors after the server starts do not wait
 * for them (on a busy machine a first render waited past the render timeout and was sent the shell).
 */
export async function warmUp(): Promise<void> {
  await Promise.all([loadAllRoutes(routes), ...LANGUAGES.map((language) => loadMessages(language))]);
}

/**
 * Renders one public page with its data: the matched routes' code is loaded, the route's page data is
 * read into a client of the request's own, the page renders once and emotion's rules for that markup are
 * extracted. A page that asks for a query its page data did not read is rendered again by Apollo until
 * every query has answered. Null when the page cannot be rendered here (no route, its code failed to
 * load): the server then sends the shell.
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  const url = new URL(request.url);
  const matches = await loadMatchedRoutes(routes, url).catch(() => null);
  if (!matches?.length || request.signal.aborted) return null;

  const intl = createSiteIntl(request.language, await loadMessages(request.language));
  const client = new ApolloClient({ ssrMode: true, link: serverLink(request.execute), cache: new InMemoryCache() });
  const watched = watchedQueries(client);
  const cache = createEmotionCache(EMOTION_KEY);
  // Rules collected in the cache (extracted below) rather than written as <style> inside the markup.
  cache.compat = true;
  const renderedAt = new Date();
  const tree = (
    <StrictMode>
      <RenderedAtProvider at={renderedAt}>
        <CacheProvider value={cache}>
          <ChakraProvider value={system}>
            <LanguageProvider intl={intl}>
              <ApolloProvider client={client}>
                <StaticRouter location={url.pathname + url.search}>
                  <AppRoutes table={routes} />
                </StaticRouter>
              </ApolloProvider>
            </LanguageProvider>
          </ChakraProvider>
        </CacheProvider>
      </RenderedAtProvider>
    </StrictMode>
  );
  try {
    const read = await readPageData(client, matches, url.searchParams);
    let html = read ? await renderOnce(tree, request.signal) : null;
    let passes = html === null ? 0 : 1;
    if (html !== null && watched.some(isWaiting)) html = null;
    if (html === null) {
      const rendered = await prerenderStatic({
        tree,
        signal: request.signal,
        renderFunction: (node) => prerenderToNodeStream(node, { signal: request.signal }),
        maxRerenders: 10,
        diagnostics: true,
      });
      if (rendered.aborted) return null;
      html = rendered.result;
      passes += rendered.diagnostics?.renderCount ?? 0;
    }
    if (request.signal.aborted) return null;
    const emotion = createEmotionServer(cache);
    const styles = serverStyleTags(emotion.extractCriticalToChunks(html).styles);
    const stateScript = stateDataBlock({ apollo: client.extract(), renderedAt: renderedAt.toISOString() });
    return { html, styles, stateScript, passes };
  } finally {
    client.stop();
  }
}

/**
 * Reads the page data of every matched route that names some (the layout's, the page's). False when the
 * page names none or a read failed (a query's error is the page's to show): the page is then rendered until
 * its queries have answered, as without page data.
 */
async function readPageData(
  client: ApolloClient,
  matches: Awaited<ReturnType<typeof loadMatchedRoutes>>,
  search: URLSearchParams,
): Promise<boolean> {
  const last = matches.at(-1);
  if (!last || !pageDataOf(last.route)) return false;
  const reads = matches.flatMap(({ route, params }) => {
    const pageData = pageDataOf(route);
    return pageData ? [pageData(client, { params, search })] : [];
  });
  return Promise.all(reads).then(
    () => true,
    () => false,
  );
}

/** Every query the page's components watch while it renders. */
function watchedQueries(client: ApolloClient): ObservableQuery[] {
  const watched: ObservableQuery[] = [];
  const watchQuery = client.watchQuery.bind(client);
  client.watchQuery = ((options: ApolloClient.WatchQueryOptions) => {
    const observable = watchQuery(options);
    watched.push(observable);
    return observable;
  }) as ApolloClient['watchQuery'];
  return watched;
}

/** A watched query the cache could not answer whole: the page rendered it as loading. */
function isWaiting(observable: ObservableQuery): boolean {
  return observable.options.fetchPolicy !== 'standby' && observable.getCurrentResult().dataState !== 'complete';
}

/** One render of the tree to a string, as Apollo's prerender would make it. */
async function renderOnce(tree: ReactNode, signal: AbortSignal): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree, { signal });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString('utf8');
}
