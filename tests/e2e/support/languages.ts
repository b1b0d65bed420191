// The web app's catalogues, read by the browser tests of issue 54 (English, Spanish, French, Dutch): what a
// page should say in a language, and which English of the app's own is left on a page written in another.
import { readdirSync, readFileSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import type { BrowserContext, Page } from 'playwright-core';
import { LANGUAGE_COOKIE, LANGUAGE_LOCALES, LANGUAGE_NAMES, type Language } from '../../../shared/i18n/languages.js';

const MESSAGES = new URL('../../../web/src/i18n/messages/', import.meta.url);

export type Catalogue = Record<string, string>;

const catalogues = new Map<Language, Catalogue>();

/** Every area file of a language, merged, as the app's catalogue chunks hold them (the signed-in ones too). */
export function catalogue(language: Language): Catalogue {
  let merged = catalogues.get(language);
  if (!merged) {
    merged = {};
    const folder = new URL(`${language}/`, MESSAGES);
    for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.json'))
      .sort()) {
      Object.assign(merged, JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as Catalogue);
    }
    catalogues.set(language, merged);
  }
  return merged;
}

/**
 * Message ids shown as text: what a page shows for a message its loaded catalogues lack (a signed-in page's
 * message asked for before its catalogue came, a visitor's page asking for a signed-in one).
 */
export function messageIdsShown(text: string, language: Language): string[] {
  const ids = catalogue(language);
  return [...new Set(text.match(/\b[a-z][\w-]*(?:\.[\w-]+)+/g) ?? [])].filter((token) => token in ids);
}

/** A message as shown when it has no placeholder: FormatJS's escaped apostrophes undone, rich tags dropped. */
function shown(message: string): string {
  return message.replace(/''/g, "'").replace(/<\/?[a-zA-Z]+>/g, '');
}

/** One message's text in a language; throws when the catalogue lacks it, so a renamed id fails loudly. */
export function message(language: Language, id: string): string {
  const text = catalogue(language)[id];
  if (text === undefined) throw new Error(`no message ${id} in ${language}`);
  return shown(text);
}

/** A message with its values, formatted as the app formats it ("1 carrera", "4 carreras"). */
export function formatted(language: Language, id: string, values: Record<string, string | number>): string {
  const source = catalogue(language)[id];
  if (source === undefined) throw new Error(`no message ${id} in ${language}`);
  return String(new IntlMessageFormat(source, LANGUAGE_LOCALES[language]).format(values));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Candidate = { id: string; english: string; pattern: RegExp };

const candidates = new Map<Language, Candidate[]>();

/**
 * The English messages that must not show on a page in `language`: those it translates differently, with a
 * simple `{name}` placeholder matching any text, as whole words. Messages with plural or select arguments,
 * and English words the language also uses for another message (cricket's "Wicket", "Powerplay"), are left out.
 */
function englishCandidates(language: Language): Candidate[] {
  let found = candidates.get(language);
  if (found) return found;
  const english = catalogue('en');
  const translated = catalogue(language);
  // The language's own text, where English cricket words ("overs", "wicket") and borrowed ones stay as they are.
  const ownText = Object.values(translated).map(shown).join('\n');
  found = [];
  for (const [id, source] of Object.entries(english)) {
    if (translated[id] === source || /\{[^}]*,/.test(source)) continue;
    const text = shown(source);
    const parts = text.split(/\{[a-zA-Z0-9_]+\}/);
    if (parts.join('').replace(/[^A-Za-z]/g, '').length < 4) continue;
    const body = parts.map(escape).join('.{1,80}?');
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'u');
    if (pattern.test(ownText)) continue;
    found.push({ id, english: text, pattern });
  }
  candidates.set(language, found);
  return found;
}

export type Leftover = { english: string; ids: string[]; context: string };

/**
 * The app's English messages found in a text that should be in `language` (nothing for English itself), each
 * with the ids that say it: the ids name the catalogue, and so the component, still showing it.
 */
export function englishLeftovers(text: string, language: Language): Leftover[] {
  if (language === 'en') return [];
  const found = new Map<string, Leftover>();
  for (const candidate of englishCandidates(language)) {
    const match = candidate.pattern.exec(text);
    if (!match) continue;
    const context = text
      .slice(Math.max(0, match.index - 40), match.index + match[0].length + 40)
      .replace(/\s*\n\s*/g, ' ¶ ');
    const seen = found.get(candidate.english);
    if (seen) seen.ids.push(candidate.id);
    else found.set(candidate.english, { english: candidate.english, ids: [candidate.id], context });
  }
  return [...found.values()];
}

/**
 * What a visitor meets on the page: its visible text, its title, and the names that screen readers read
 * (aria-label, title, placeholder, alt), one per line. Evaluated as a string: the tests have no DOM types.
 */
export function pageWords(page: Page): Promise<string> {
  // The text as written, not as CSS shows it: an uppercased heading ("RECENT RESULTS") is read as its message.
  // Set through the CSSOM, which the site's CSP allows, and put back after.
  return page.evaluate<string>(`(() => {
    const transformed = [...document.querySelectorAll('body *')].filter((element) =>
      getComputedStyle(element).textTransform !== 'none');
    for (const element of transformed) element.style.setProperty('text-transform', 'none', 'important');
    const names = [...document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')].flatMap((element) =>
      ['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name)).filter(Boolean));
    const text = [document.title, document.body.innerText, ...names].join('\\n');
    for (const element of transformed) element.style.removeProperty('text-transform');
    return text;
  })()`);
}

/** The Apollo cache a server-rendered page carries in its HTML (its state data block, ssr-state.ts), or null. */
function stateIn(html: string): unknown {
  const block = /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return block ? (JSON.parse(block) as { apollo: unknown }).apollo : null;
}

/**
 * The texts of the data a page shows, read from what the server sent it (the state in its HTML, the answers of
 * /graphql): names and descriptions people typed ("Sunset Bay Cricket", "2 points a win") are theirs to write
 * in any language, so they are taken out of a page's text before it is searched for the app's English. Only
 * texts with a capital or a space: enum values ("cricket", "in_progress") stay, and so does what they hide.
 */
export class PageData {
  private readonly strings = new Set<string>();
  private readonly reading: Promise<void>[] = [];

  /**
   * `known`: texts a page may show from its data without sending the data itself (`publishedTexts`): a page
   * without the app gets its markup and no answers to tell its names by.
   */
  constructor(page: Page, known: readonly string[] = []) {
    for (const text of known) this.add(text);
    page.on('response', (response) => {
      const document = response.request().resourceType() === 'document';
      if (!document && new URL(response.url()).pathname !== '/graphql') return;
      this.reading.push(
        response
          .text()
          .then((body) => this.add(document ? stateIn(body) : (JSON.parse(body) as unknown)))
          .catch(() => undefined),
      );
    });
  }

  private add(value: unknown): void {
    if (typeof value === 'string') {
      if (value.trim().length >= 3 && /[A-Z][a-z]|\s/.test(value)) this.strings.add(value.trim());
    } else if (Array.isArray(value)) {
      for (const item of value) this.add(item);
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) if (key !== '__typename') this.add(item);
    }
  }

  /** `text` with every data text the page was sent cut out. */
  async without(text: string): Promise<string> {
    await Promise.all(this.reading);
    let rest = text;
    for (const data of [...this.strings].sort((a, b) => b.length - a.length)) rest = rest.split(data).join('\n');
    return rest;
  }
}

/** Lines of a page in `language` that read exactly as the same page in English and hold words of the app's English. */
export function linesLikeEnglish(englishText: string, translatedText: string, language: Language): string[] {
  const englishWords = new Set(
    Object.values(catalogue('en')).flatMap(
      (text) =>
        shown(text)
          .toLowerCase()
          .match(/\p{L}{3,}/gu) ?? [],
    ),
  );
  for (const text of Object.values(catalogue(language))) {
    for (const word of shown(text)
      .toLowerCase()
      .match(/\p{L}{3,}/gu) ?? [])
      englishWords.delete(word);
  }
  const englishLines = new Set(englishText.split('\n').map((line) => line.trim()));
  const lines = new Set<string>();
  for (const raw of translatedText.split('\n')) {
    const line = raw.trim();
    // The language switch names each language in itself ("English") on every page.
    if (!line || !englishLines.has(line) || Object.values(LANGUAGE_NAMES).includes(line)) continue;
    if ((line.toLowerCase().match(/\p{L}{3,}/gu) ?? []).some((word) => englishWords.has(word))) lines.add(line);
  }
  return [...lines];
}

/** Keeps a language for the context's next pages, as the footer's switch (or `?lang=`) does. */
export function chooseLanguage(context: BrowserContext, baseURL: string, language: Language): Promise<void> {
  return context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseURL }]);
}

/** The page's `<html lang>`. */
export function htmlLanguage(page: Page): Promise<string | null> {
  return page.locator('html').getAttribute('lang');
}

export type Overflow = { scrollWidth: number; innerWidth: number; widest: string[] };

/** How far the page runs past the window's side, with the elements that reach past it (none: null). */
export async function horizontalOverflow(page: Page): Promise<Overflow | null> {
  const measured = await page.evaluate<Overflow>(`(() => {
    const innerWidth = window.innerWidth;
    const widest = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > innerWidth + 0.5)
      .filter((element) => ![...element.children].some((child) => child.getBoundingClientRect().right > innerWidth + 0.5))
      .slice(0, 8)
      .map((element) => {
        const id = element.getAttribute('data-testid');
        const text = (element.textContent || '').trim().slice(0, 60);
        return element.tagName.toLowerCase() + (id ? '[data-testid=' + id + ']' : '') + ' ' +
          Math.round(element.getBoundingClientRect().right) + 'px: ' + text;
      });
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, widest };
  })()`);
  return measured.scrollWidth <= measured.innerWidth ? null : measured;
}

/**
 * Records, from the first byte, every text the page's document is given (the server's HTML as parsed, then
 * whatever the app writes), so a test can tell whether English flashed on the way to a hydrated page.
 */
export async function recordWrittenText(page: Page): Promise<void> {
  await page.addInitScript(`window.__writtenText = [];
    new MutationObserver((changes) => {
      for (const change of changes) {
        if (change.type === 'characterData') window.__writtenText.push(change.target.data);
        for (const node of change.addedNodes) {
          if (!['SCRIPT', 'STYLE', 'TEMPLATE'].includes(node.nodeName)) window.__writtenText.push(node.textContent || '');
        }
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });`);
}

export function writtenText(page: Page): Promise<string> {
  return page.evaluate<string>(`(window.__writtenText || []).join('\\n')`);
}

/** What people typed into the site's published tournaments: names, descriptions, rules, venues, teams. */
export async function publishedTexts(siteUrl: string): Promise<string[]> {
  const ask = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const response = await fetch(`${siteUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: JSON.stringify({ query, variables }),
    });
    return ((await response.json()) as { data: T }).data;
  };
  type Typed = { id: number; name: string; description: string | null; rules: string | null; venueInfo: string | null };
  const { publicTournaments } = await ask<{ publicTournaments: Typed[] }>(
    '{ publicTournaments { id name description rules venueInfo } }',
  );
  const texts = publicTournaments.flatMap((tournament) => [
    tournament.name,
    tournament.description ?? '',
    tournament.rules ?? '',
    tournament.venueInfo ?? '',
  ]);
  for (const tournament of publicTournaments) {
    const { tournamentTeams, tournamentMatches } = await ask<{
      tournamentTeams: { name: string }[];
      tournamentMatches: { venue: string | null }[];
    }>(
      'query($id: Int!) { tournamentTeams(tournamentId: $id) { name } tournamentMatches(tournamentId: $id) { venue } }',
      {
        id: tournament.id,
      },
    );
    texts.push(...tournamentTeams.map((team) => team.name), ...tournamentMatches.map((match) => match.venue ?? ''));
  }
  return texts.filter(Boolean);
}
