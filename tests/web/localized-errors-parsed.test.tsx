import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createSiteIntl } from '../../web/src/i18n/intl';
import { translator } from '../../web/src/i18n/use-t';
import { builtCatalogue } from '../support/built-catalogue';
import { CATALOGUES } from './support/catalogues';

const es = CATALOGUES.es;

// In a module registry of its own (vitest.config.ts MOCKS_MODULES): it replaces the refusals' catalogue modules and
// the ICU parser with what the browser build has: catalogues compiled by the build's own plugin (plain words kept as
// text, the rest as trees) and the parser's no-parser entry, which throws if anything asks it to parse.

const spanishT = translator(createSiteIntl('es', es));

/** A refusals catalogue as the build makes it. */
const built = async (language: string) =>
  (await builtCatalogue(path.resolve(__dirname, `../../web/src/i18n/messages/${language}/validation.json`)))!;

describe('in the app, where the catalogues come compiled and there is no parser', () => {
  it('reads the English and Spanish refusals as the build leaves them: plain text, or trees', async () => {
    const [english, spanish] = await Promise.all([built('en'), built('es')]);
    // Both kinds are there: the build keeps plain words as text.
    expect(Object.values(english).some((entry) => typeof entry === 'string')).toBe(true);
    expect(Object.values(english).some((entry) => Array.isArray(entry))).toBe(true);
    vi.resetModules();
    vi.doMock('@formatjs/icu-messageformat-parser', () => import('@formatjs/icu-messageformat-parser/no-parser.js'));
    vi.doMock('../../web/src/i18n/messages/en/validation.json', () => ({ default: english }));
    vi.doMock('../../web/src/i18n/messages/es/validation.json', () => ({ default: spanish }));
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
      // Messages of plain words on both sides (text in the build, nothing to parse or format).
      expect(parsed.localizeMessage('A team cannot play itself', spanishT)).toBe(
        'Un equipo no puede jugar contra sí mismo',
      );
      // A season file's problems: the place and the message, plain or with values.
      expect(parsed.localizeMessage('Line 2, column round: "x" is not a whole number from 0 to 10000', spanishT)).toBe(
        'Línea 2, columna round: "x" no es un número entero de 0 a 10000',
      );
      expect(parsed.localizeMessage('Line 3, column away: a team cannot play itself', spanishT)).toBe(
        'Línea 3, columna away: un equipo no puede jugar contra sí mismo',
      );
    } finally {
      vi.doUnmock('@formatjs/icu-messageformat-parser');
      vi.doUnmock('../../web/src/i18n/messages/en/validation.json');
      vi.doUnmock('../../web/src/i18n/messages/es/validation.json');
      vi.resetModules();
    }
  });
});
