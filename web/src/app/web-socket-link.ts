import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws/client';
import type { Language } from '../../../shared/i18n/languages';
import { graphqlSocketUrl } from './socket-url';

/** Subscriptions over graphql-ws on /graphql; loaded with the first live view, not with every page. */
export function createWebSocketLink(language: Language): GraphQLWsLink {
  return new GraphQLWsLink(createClient({ url: graphqlSocketUrl(language), lazy: true, retryAttempts: Infinity }));
}
