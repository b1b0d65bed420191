import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, split } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { getMainDefinition } from '@apollo/client/utilities';
import { Kind, OperationTypeNode } from 'graphql';
import { Observable, type Subscription } from 'rxjs';
import { offlineAwareFetch } from './offline-copy';
import type { Language } from '../../../shared/i18n/languages';

/** The WebSocket client comes with the first subscription, in its own chunk. */
function lazyWebSocketLink(language: Language): ApolloLink {
  let loading: Promise<ApolloLink> | undefined;
  return new ApolloLink(
    (operation, forward) =>
      new Observable((observer) => {
        let subscription: Subscription | undefined;
        let closed = false;
        loading ??= import('./web-socket-link').then(({ createWebSocketLink }) => createWebSocketLink(language));
        loading.then(
          (link) => {
            if (!closed) subscription = link.request(operation, forward).subscribe(observer);
          },
          (error: unknown) => observer.error(error),
        );
        return () => {
          closed = true;
          subscription?.unsubscribe();
        };
      }),
  );
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Queries go as GET with the document's hash (the server learns an unknown hash from one POST), so the
 * browser can revalidate them with ETags; mutations are POSTed. Web Crypto exists only in secure
 * contexts (https, localhost): elsewhere every operation is POSTed in full. Subscriptions use graphql-ws.
 * `serverState` is the cache a server-rendered page was rendered with (its state data block, ssr-state.ts). Answers'
 * generated texts (result lines, round names) come in the page's `language`.
 */
export function createApolloClient(language: Language, serverState?: Record<string, unknown>): ApolloClient {
  // The server takes a GET query without any custom header (server/src/graphql/csrf.ts); POSTs are JSON.
  // Accept-Language is a CORS-safelisted header, so a GET stays a simple request.
  const httpLink = new HttpLink({
    uri: '/graphql',
    credentials: 'same-origin',
    fetch: offlineAwareFetch,
    headers: { 'Accept-Language': language },
  });
  const http = globalThis.crypto?.subtle
    ? new PersistedQueryLink({ sha256, useGETForHashedQueries: true }).concat(httpLink)
    : httpLink;
  const ws = lazyWebSocketLink(language);
  const link = split(
    ({ query }) => {
      const definition = getMainDefinition(query);
      return definition.kind === Kind.OPERATION_DEFINITION && definition.operation === OperationTypeNode.SUBSCRIPTION;
    },
    ws,
    http,
  );
  const cache = new InMemoryCache();
  if (!serverState) return new ApolloClient({ link, cache });
  // A server-rendered page: its queries answer from the server's data for the first render (even
  // network-only ones, for a moment), so hydration sees the same markup; live updates start afterwards.
  cache.restore(serverState as ReturnType<InMemoryCache['extract']>);
  return new ApolloClient({ link, cache, ssrForceFetchDelay: 100 });
}
