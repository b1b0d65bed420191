import type { Language } from '../../../shared/i18n/languages';
import type { Messages } from './message-ids';

/** One language's catalogue, a chunk of its own: the browser fetches only the page's language. */
export function loadMessages(language: Language): Promise<Messages> {
  switch (language) {
    case 'es':
      return import('./catalogues/es').then((catalogue) => catalogue.messages);
    case 'fr':
      return import('./catalogues/fr').then((catalogue) => catalogue.messages);
    case 'nl':
      return import('./catalogues/nl').then((catalogue) => catalogue.messages);
    default:
      return import('./catalogues/en').then((catalogue) => catalogue.messages);
  }
}
