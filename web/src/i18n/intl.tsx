import { createIntl, createIntlCache, IntlContext, RawIntlProvider, type IntlShape } from 'react-intl';
import { useContext, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_LOCALES, type Language } from '../../../shared/i18n/languages';
import type { Messages } from './message-ids';

const cache = createIntlCache();

/**
 * The formatter of one language: its messages, and dates and numbers in its locale. A missing message is
 * an error in development and tests; the catalogue test keeps every language complete.
 */
export function createSiteIntl(language: Language, messages: Messages): IntlShape {
  return createIntl(
    {
      locale: LANGUAGE_LOCALES[language],
      defaultLocale: LANGUAGE_LOCALES[DEFAULT_LANGUAGE],
      messages,
      onError: (error) => {
        if (import.meta.env.DEV || import.meta.env.MODE === 'test') throw error;
      },
    },
    cache,
  );
}

/** The language the page's formatter speaks. */
export function languageOfIntl(intl: IntlShape): Language {
  const language = intl.locale.split('-')[0];
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

export function LanguageProvider({ intl, children }: { intl: IntlShape; children: ReactNode }) {
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}

let fallback: IntlShape | null = null;

/**
 * The formatter used outside a LanguageProvider: tests render components alone and register English here
 * (tests/support/setup-web.ts); the app always provides one, and without either a component fails loudly.
 */
export function registerFallbackIntl(intl: IntlShape | null): void {
  fallback = intl;
}

/** The page's formatter. */
export function useSiteIntl(): IntlShape {
  const intl = useContext(IntlContext) as IntlShape | null;
  const found = intl ?? fallback;
  if (!found) throw new Error('No LanguageProvider above this component');
  return found;
}
