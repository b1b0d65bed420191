import { IntlMessageFormat } from 'intl-messageformat';
import { en, type GeneratedTextId } from './generated/en.js';
import { es } from './generated/es.js';
import { fr } from './generated/fr.js';
import { nl } from './generated/nl.js';
import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES, type Language } from './languages.js';

export type { GeneratedTextId } from './generated/en.js';

/** Each language's catalogue of the texts the server writes itself. */
export const GENERATED_TEXTS: Record<Language, Record<GeneratedTextId, string>> = { en, es, fr, nl };

export type TextValues = Record<string, string | number>;

/** The server's own texts in one language: `texts('result.wonByRuns', { winner, runs })`. */
export type GeneratedTexts = ((id: GeneratedTextId, values?: TextValues) => string) & {
  readonly language: Language;
  /** The locale dates and numbers are written in. */
  readonly locale: string;
  /** The language's messages, by id. */
  readonly catalogue: Record<GeneratedTextId, string>;
};

const formats = new Map<string, IntlMessageFormat>();

function formatOf(language: Language, id: GeneratedTextId): IntlMessageFormat {
  const key = `${language} ${id}`;
  let format = formats.get(key);
  if (!format) {
    format = new IntlMessageFormat(GENERATED_TEXTS[language][id], LANGUAGE_LOCALES[language]);
    formats.set(key, format);
  }
  return format;
}

const byLanguage = new Map<Language, GeneratedTexts>();

/** The texts of one language, made once and kept (their formats are parsed on first use). */
export function textsIn(language: Language = DEFAULT_LANGUAGE): GeneratedTexts {
  let texts = byLanguage.get(language);
  if (!texts) {
    const format = (id: GeneratedTextId, values?: TextValues) => String(formatOf(language, id).format(values));
    texts = Object.assign(format, {
      language,
      locale: LANGUAGE_LOCALES[language],
      catalogue: GENERATED_TEXTS[language],
    });
    byLanguage.set(language, texts);
  }
  return texts;
}

/** The English texts: what the API says without an Accept-Language, and what is stored. */
export const ENGLISH_TEXTS = textsIn(DEFAULT_LANGUAGE);
