import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws/client';
import { DEFAULT_LANGUAGE, LANGUAGE_PARAM, type Language } from '../../../shared/i18n/languages';

/** Subscriptions over graphql-ws on /graphql; loaded with the first live view, not with every page. */
export function createWebSocketLink(language: Language): GraphQLWsLink {
  const url = new URL('/graphql', window.location.href);
  // The answers' generated texts in the page's language (server/src/core/language.ts socketLanguage);
  // English is the API's own, asked for by no parameter.
  if (language !== DEFAULT_LANGUAGE) url.searchParams.set(LANGUAGE_PARAM, language);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return new GraphQLWsLink(createClient({ url: url.toString(), lazy: true, retryAttempts: Infinity }));
}
