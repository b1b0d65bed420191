import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';

/** Subscriptions over graphql-ws on /graphql; loaded with the first live view, not with every page. */
export function createWebSocketLink(): GraphQLWsLink {
  const url = new URL('/graphql', window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return new GraphQLWsLink(createClient({ url: url.toString(), lazy: true, retryAttempts: Infinity }));
}
