import type { Language } from '../../../shared/i18n/languages';
import type { Messages } from './message-ids';

type Catalogue = () => Promise<{ messages: Messages }>;

/**
 * Each language's catalogues, a chunk each: what visitors read, and what only signed-in people read (fetched
 * with the code of their pages, i18n/signed-in-messages.ts). The browser fetches only the page's language.
 */
const CATALOGUES: Record<Language, { visitors: Catalogue; signedIn: Catalogue }> = {
  en: { visitors: () => import('./catalogues/en'), signedIn: () => import('./catalogues/en-signed-in') },
  es: { visitors: () => import('./catalogues/es'), signedIn: () => import('./catalogues/es-signed-in') },
  fr: { visitors: () => import('./catalogues/fr'), signedIn: () => import('./catalogues/fr-signed-in') },
  nl: { visitors: () => import('./catalogues/nl'), signedIn: () => import('./catalogues/nl-signed-in') },
};

/** The catalogue of what visitors read in one language: a page's first render waits for it. */
export function loadMessages(language: Language): Promise<Messages> {
  return CATALOGUES[language].visitors().then((catalogue) => catalogue.messages);
}

/** What only signed-in people read in one language. */
export function loadSignedInCatalogue(language: Language): Promise<Messages> {
  return CATALOGUES[language].signedIn().then((catalogue) => catalogue.messages);
}
