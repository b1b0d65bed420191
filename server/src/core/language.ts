import type { IncomingMessage } from 'node:http';
import accepts from 'accepts';
import type { Request, Response } from 'express';
import { boundedMemo } from './bounded-memo.js';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  LANGUAGES,
  languageOf,
  type Language,
} from '../../../shared/i18n/languages.js';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** The value of one cookie in the request's Cookie header. */
function cookieValue(req: Request, name: string): string | undefined {
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** The language the visitor asked for by URL (`?lang=es`), if a known one. */
export function languageAskedFor(req: Request): Language | null {
  const asked = req.query[LANGUAGE_PARAM];
  return typeof asked === 'string' ? languageOf(asked) : null;
}

/**
 * The language a page is written in: `?lang=` first, then the `lang` cookie that keeps an earlier choice,
 * then the browser's Accept-Language in its order of preference ("es-DO" is Spanish), else English.
 */
export function requestLanguage(req: Request): Language {
  return (
    languageAskedFor(req) ?? languageOf(cookieValue(req, LANGUAGE_COOKIE)) ?? acceptedLanguage(req) ?? DEFAULT_LANGUAGE
  );
}

/** The first of the site's languages an Accept-Language header names, in its order of preference. */
function negotiatedLanguage(header: string): Language | null {
  for (const accepted of accepts({ headers: { 'accept-language': header } } as IncomingMessage).languages()) {
    const language = languageOf(accepted);
    if (language) return language;
  }
  return null;
}

// A browser sends the same header on every request: each is negotiated once (a kept answer's time went 2% to it).
const negotiatedLanguages = boundedMemo(negotiatedLanguage, 1_000);
/** Past this length a header is negotiated each time, not kept: anyone may send one of any length. */
const LONGEST_KEPT_HEADER = 200;

function acceptedLanguage(req: IncomingMessage): Language | null {
  const header = req.headers['accept-language'];
  if (header === undefined) return null;
  return header.length > LONGEST_KEPT_HEADER ? negotiatedLanguage(header) : negotiatedLanguages(header);
}

/**
 * The language of an API answer's generated texts (result lines, round names): Accept-Language alone, since
 * the API keeps no cookie of the web's; English without one. The web app sends its page's language.
 */
export function apiLanguage(req: IncomingMessage): Language {
  return acceptedLanguage(req) ?? DEFAULT_LANGUAGE;
}

/**
 * A live socket's language: the page's, named in the socket's address (`/graphql?lang=es`), else its upgrade
 * request's Accept-Language.
 */
export function socketLanguage(request: IncomingMessage): Language {
  const asked = languageOf(new URL(request.url ?? '/', 'http://localhost').searchParams.get(LANGUAGE_PARAM));
  if (asked) return asked;
  for (const part of (request.headers['accept-language'] ?? '').split(',')) {
    const [tag, quality] = part.trim().split(';q=');
    const language = languageOf(tag);
    if (language && (quality === undefined || Number(quality) > 0)) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** Keeps a language chosen by URL for the visitor's next pages. */
export function rememberLanguage(res: Response, language: Language): void {
  res.cookie(LANGUAGE_COOKIE, language, { maxAge: YEAR_MS, sameSite: 'lax', path: '/', httpOnly: false });
}

/**
 * The page's alternates for search engines: the same path in each language (`?lang=xx`), and the path alone
 * as x-default, which negotiates.
 */
export function languageAlternates(publicUrl: string, pathname: string): string {
  const links = LANGUAGES.map((language) => {
    const url = new URL(pathname, publicUrl);
    url.searchParams.set(LANGUAGE_PARAM, language);
    return `<link rel="alternate" hreflang="${language}" href="${url.href}" />`;
  });
  links.push(`<link rel="alternate" hreflang="x-default" href="${new URL(pathname, publicUrl).href}" />`);
  return links.join('\n    ');
}

/** index.html written in a language: `<html lang>` and the alternates in its head. */
export function inLanguage(html: string, language: Language, alternates: string): string {
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace('</head>', `  ${alternates}\n  </head>`);
}
