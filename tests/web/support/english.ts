import { createSiteIntl, registerFallbackIntl } from '../../../web/src/i18n/intl';
import { translator } from '../../../web/src/i18n/use-t';
import { prepareLocalizedMessages } from '../../../web/src/i18n/localize-message';
import { CATALOGUES } from './catalogues';

const messages = CATALOGUES.en;

const english = createSiteIntl('en', messages);

// Components rendered alone (without the app's LanguageProvider) speak English, as the app does by default.
registerFallbackIntl(english);

/** English messages for the tests of code that takes a `t` (result lines, chase lines). */
export const englishT = translator(english);

// The English refusals to recognise, loaded as a page in another language loads them once started.
await prepareLocalizedMessages('es');
await prepareLocalizedMessages('fr');
await prepareLocalizedMessages('nl');
