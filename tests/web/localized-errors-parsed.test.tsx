import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it, vi } from 'vitest';
import { createSiteIntl } from '../../web/src/i18n/intl';
import englishValidation from '../../web/src/i18n/messages/en/validation.json';
import spanishValidation from '../../web/src/i18n/messages/es/validation.json';
import { translator } from '../../web/src/i18n/use-t';
import { CATALOGUES } from './support/catalogues';

const es = CATALOGUES.es;

// In a module registry of its own (vitest.config.ts MOCKS_MODULES): it replaces the refusals' catalogue modules.

const spanishT = translator(createSiteIntl('es', es));

describe('in the app, where the catalogues come parsed', () => {
  it('reads the English and Spanish refusals from their trees (web/build/precompiled-messages.ts)', async () => {
    const trees = (catalogue: Record<string, string>) =>
      Object.fromEntries(Object.entries(catalogue).map(([id, message]) => [id, parse(message)]));
    vi.resetModules();
    vi.doMock('../../web/src/i18n/messages/en/validation.json', () => ({ default: trees(englishValidation) }));
    vi.doMock('../../web/src/i18n/messages/es/validation.json', () => ({ default: trees(spanishValidation) }));
    try {
      const parsed = await import('../../web/src/i18n/localize-message');
      // Before the English messages have come, a message is shown as it came.
      expect(parsed.localizeMessage('Overs per innings must be between 1 and 50', spanishT)).toBe(
        'Overs per innings must be between 1 and 50',
      );
      await parsed.prepareLocalizedMessages('es');
      expect(parsed.localizeMessage('Overs per innings must be between 1 and 50', spanishT)).toBe(
        'Los overs por innings deben estar entre 1 y 50',
      );
      // A placeholder's value carried into the Spanish tree.
      expect(parsed.localizeMessage('Keep this under 200 characters', spanishT)).toBe('No superes los 200 caracteres');
    } finally {
      vi.doUnmock('../../web/src/i18n/messages/en/validation.json');
      vi.doUnmock('../../web/src/i18n/messages/es/validation.json');
      vi.resetModules();
    }
  });
});
