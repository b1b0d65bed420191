import { ApolloClient, HttpLink, InMemoryCache, split } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';
import { Kind, OperationTypeNode } from 'graphql';

function webSocketUrl(): string {
  const url = new URL('/graphql', window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Queries go as GET with the document's hash (the server learns an unknown hash from one POST), so the
 * browser can revalidate them with ETags; mutations are POSTed. Web Crypto exists only in secure
 * contexts (https, localhost): elsewhere every operation is POSTed in full. Subscriptions use graphql-ws.
 */
export function createApolloClient(): ApolloClient {
  // Apollo Server's CSRF check lets a GET through only with a header a simple cross-site request cannot carry.
  const httpLink = new HttpLink({
    uri: '/graphql',
    credentials: 'same-origin',
    headers: { 'apollo-require-preflight': 'true' },
  });
  const http = globalThis.crypto?.subtle
    ? new PersistedQueryLink({ sha256, useGETForHashedQueries: true }).concat(httpLink)
    : httpLink;
  const ws = new GraphQLWsLink(createClient({ url: webSocketUrl(), lazy: true, retryAttempts: Infinity }));
  const link = split(
    ({ query }) => {
      const definition = getMainDefinition(query);
      return definition.kind === Kind.OPERATION_DEFINITION && definition.operation === OperationTypeNode.SUBSCRIPTION;
    },
    ws,
    http,
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}
