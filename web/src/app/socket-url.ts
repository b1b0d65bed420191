import { DEFAULT_LANGUAGE, LANGUAGE_PARAM, type Language } from '../../../shared/i18n/languages';

/**
 * The site's GraphQL socket, answering in the page's language (server/src/core/language.ts socketLanguage);
 * English is the API's own, asked for by no parameter.
 */
export function graphqlSocketUrl(language: Language): string {
  const url = new URL('/graphql', window.location.href);
  if (language !== DEFAULT_LANGUAGE) url.searchParams.set(LANGUAGE_PARAM, language);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}
