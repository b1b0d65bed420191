import type { Language } from '../../../shared/i18n/languages';
import type { Messages } from '../../../web/src/i18n/message-ids';
import { messages as en } from '../../../web/src/i18n/catalogues/en';
import { messages as enSignedIn } from '../../../web/src/i18n/catalogues/en-signed-in';
import { messages as es } from '../../../web/src/i18n/catalogues/es';
import { messages as esSignedIn } from '../../../web/src/i18n/catalogues/es-signed-in';
import { messages as fr } from '../../../web/src/i18n/catalogues/fr';
import { messages as frSignedIn } from '../../../web/src/i18n/catalogues/fr-signed-in';
import { messages as nl } from '../../../web/src/i18n/catalogues/nl';
import { messages as nlSignedIn } from '../../../web/src/i18n/catalogues/nl-signed-in';

/**
 * Each language's whole catalogue, as a signed-in person's page holds it once the signed-in messages have
 * joined the visitors' (web/src/i18n/signed-in-messages.ts): components rendered alone may be either kind.
 */
export const CATALOGUES: Record<Language, Messages> = {
  en: { ...en, ...enSignedIn },
  es: { ...es, ...esSignedIn },
  fr: { ...fr, ...frSignedIn },
  nl: { ...nl, ...nlSignedIn },
};
