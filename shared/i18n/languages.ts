/**
 * The site's languages: the region's four. The server picks one per request (`?lang=`, then the `lang`
 * cookie, then Accept-Language, then English) and renders the page in it; the browser reads it back from
 * `<html lang>` and loads that language's catalogue alone.
 */
export const LANGUAGES = ['en', 'es', 'fr', 'nl'] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The query parameter that chooses a language, and the cookie that keeps the choice. */
export const LANGUAGE_PARAM = 'lang';
export const LANGUAGE_COOKIE = 'lang';

/** Each language named in itself, as a switch offers them. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  nl: 'Nederlands',
};

/**
 * The locale each language formats dates and numbers with: British English reads "Sat 5 Dec 2026", as the
 * site always has; the others are their languages' common forms.
 */
export const LANGUAGE_LOCALES: Record<Language, string> = {
  en: 'en-GB',
  es: 'es',
  fr: 'fr',
  nl: 'nl',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A value that may name a language ("es", "ES", "es-DO"), as the language it names, or null. */
export function languageOf(value: string | null | undefined): Language | null {
  const primary = value?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : null;
}
