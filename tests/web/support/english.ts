import { messages } from '../../../web/src/i18n/catalogues/en';
import { createSiteIntl, registerFallbackIntl } from '../../../web/src/i18n/intl';

// Components rendered alone (without the app's LanguageProvider) speak English, as the app does by default.
registerFallbackIntl(createSiteIntl('en', messages));
