import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../shared/i18n/languages';
import { GENERATED_TEXTS } from '../../shared/i18n/generated-texts';

const MESSAGES = path.resolve(__dirname, '../../web/src/i18n/messages');

type Catalogue = Record<string, unknown>;

/** A language's area files, the signed-in ones (`signed-in/<area>.json`) included. */
function areaFiles(language: string): string[] {
  return readdirSync(path.join(MESSAGES, language), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

function readArea(language: string, file: string): Catalogue {
  return JSON.parse(readFileSync(path.join(MESSAGES, language, file), 'utf8')) as Catalogue;
}

/** The names a message needs from its caller: its arguments and its tags, whatever the branch. */
function placeholders(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        into.add(element.value);
        break;
      case TYPE.select:
      case TYPE.plural:
        into.add(element.value);
        for (const option of Object.values(element.options)) placeholders(option.value, into);
        break;
      case TYPE.tag:
        into.add(`<${element.value}>`);
        placeholders(element.children, into);
        break;
      default:
        break;
    }
  }
  return into;
}

describe('message catalogues', () => {
  const english = areaFiles(DEFAULT_LANGUAGE);

  it('has the same area files in every language', () => {
    for (const language of LANGUAGES) expect(areaFiles(language), language).toEqual(english);
  });

  for (const file of english) {
    describe(file, () => {
      const byLanguage = Object.fromEntries(LANGUAGES.map((language) => [language, readArea(language, file)]));
      const area = path.basename(file, '.json');

      it('names every message under its area, as a non-empty string', () => {
        for (const language of LANGUAGES) {
          for (const [id, message] of Object.entries(byLanguage[language])) {
            expect(id.startsWith(`${area}.`), `${language}/${file}: ${id}`).toBe(true);
            expect(typeof message === 'string' && message.trim().length > 0, `${language}/${file}: ${id}`).toBe(true);
          }
        }
      });

      it('has the same messages in every language', () => {
        const ids = Object.keys(byLanguage[DEFAULT_LANGUAGE]).sort();
        for (const language of LANGUAGES) expect(Object.keys(byLanguage[language]).sort(), language).toEqual(ids);
      });

      it('writes valid ICU messages asking for the same placeholders in every language', () => {
        for (const [id, message] of Object.entries(byLanguage[DEFAULT_LANGUAGE])) {
          const expected = [...placeholders(parse(String(message)))].sort();
          for (const language of LANGUAGES) {
            const found = byLanguage[language][id];
            const translated = typeof found === 'string' ? found : '';
            let names: string[] = [];
            expect(() => {
              names = [...placeholders(parse(translated))].sort();
            }, `${language}/${file}: ${id} is not valid ICU`).not.toThrow();
            expect(names, `${language}/${file}: ${id}`).toEqual(expected);
          }
        }
      });
    });
  }
});

describe('the server’s own texts', () => {
  it('has valid ICU messages asking for the same placeholders in every language', () => {
    const english = GENERATED_TEXTS[DEFAULT_LANGUAGE];
    for (const [id, message] of Object.entries(english)) {
      const expected = [...placeholders(parse(message))].sort();
      for (const language of LANGUAGES) {
        const translated = GENERATED_TEXTS[language][id as keyof typeof english];
        expect(translated?.trim(), `${language}: ${id}`).toBeTruthy();
        expect([...placeholders(parse(translated))].sort(), `${language}: ${id}`).toEqual(expected);
      }
    }
  });
});
