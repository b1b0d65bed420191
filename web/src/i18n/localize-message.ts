import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { IntlShape } from 'react-intl';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import { STATUS_LABELS } from '../features/scheduling/status-labels';
import { ROLE_LABELS } from '../features/users/labels';
import { createSiteIntl } from './intl';
import type { MessageId, Messages, RefusalId } from './message-ids';
import { ICU_SYNTAX, plainText } from './plain-text';
import type { Translate } from './use-t';

/** One English message as a pattern: the whole text, its placeholders capturing what the API put there. */
type Template = { id: RefusalId; pattern: RegExp; names: string[] };

/**
 * A catalogue entry as it is imported: the ICU text in tests, the message's tree in the app (Vite parses
 * the catalogues at build time, web/build/precompiled-messages.ts, and the browser has no parser).
 */
type Entry = string | MessageFormatElement[];

/**
 * A message's tree. The build keeps a message of plain words as its text (no tree to walk, and the browser has no
 * parser to make one): it is one literal. Only tests, which import the catalogues unparsed, parse the others.
 */
const treeOf = (entry: Entry): MessageFormatElement[] => {
  if (typeof entry !== 'string') return entry;
  return ICU_SYNTAX.test(entry) ? parse(entry) : [{ type: TYPE.literal, value: entry }];
};

/**
 * The refusals of each language, a chunk each: fetched once a page in another language has started
 * (main.tsx), so no page's first download holds them. English holds the patterns, the page's language the
 * texts.
 */
const loaders = import.meta.glob<Record<RefusalId, Entry>>('./messages/*/validation.json', { import: 'default' });
const catalogues = new Map<Language, Record<RefusalId, Entry>>();
const loading = new Map<Language, Promise<void>>();

function load(language: Language): Promise<void> {
  let pending = loading.get(language);
  if (!pending) {
    const loader = loaders[`./messages/${language}/validation.json`];
    pending = loader().then((catalogue) => {
      catalogues.set(language, catalogue);
      if (language === DEFAULT_LANGUAGE) templates = null;
    });
    loading.set(language, pending);
  }
  return pending;
}

export function prepareLocalizedMessages(language: Language): Promise<void> {
  return Promise.all([load(DEFAULT_LANGUAGE), load(language)]).then(() => undefined);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The pattern of a message of plain text and placeholders; null for one with plurals or tags (never sent). */
function templateOf(id: RefusalId, entry: Entry): Template | null {
  let source = '';
  const names: string[] = [];
  const walk = (elements: MessageFormatElement[]): boolean =>
    elements.every((element) => {
      if (element.type === TYPE.literal) {
        source += escape(element.value);
        return true;
      }
      if (element.type === TYPE.argument || element.type === TYPE.number) {
        source += '(.+?)';
        names.push(element.value);
        return true;
      }
      return false;
    });
  if (!walk(treeOf(entry))) return null;
  return { id, pattern: new RegExp(`^${source}$`), names };
}

let templates: Template[] | null = null;
const formatters = new Map<Language, IntlShape>();

/** The refusals of a language as a formatter, once they have come. */
function formatterFor(language: Language): IntlShape | null {
  let formatter = formatters.get(language) ?? null;
  const catalogue = catalogues.get(language);
  if (!formatter && catalogue) {
    formatter = createSiteIntl(language, catalogue as unknown as Messages);
    formatters.set(language, formatter);
  }
  return formatter;
}

// Built once, on the first message to localise: most pages never show one.
function allTemplates(): Template[] {
  const english = catalogues.get(DEFAULT_LANGUAGE);
  if (!english) return [];
  templates ??= Object.entries(english)
    .map(([id, entry]) => templateOf(id as RefusalId, entry))
    .filter((template): template is Template => template !== null);
  return templates;
}

/**
 * The API's own words put into a refusal (a status, a side, a sport, a role: "Cannot move a match from
 * scheduled to completed"), by the placeholder that carries them, as the page says them. Anything else in a
 * placeholder (a name someone typed, a number) goes in as it came.
 */
const SIDES: Record<string, MessageId> = { home: 'common.home', away: 'common.away' };
const SPORTS: Record<string, MessageId> = {
  football: 'management.sport.football',
  cricket: 'management.sport.cricket',
  points: 'management.sport.points',
};
const VALUE_WORDS: Record<string, { words: Record<string, MessageId>; lowerCase: boolean }> = {
  side: { words: SIDES, lowerCase: true },
  due: { words: SIDES, lowerCase: true },
  status: { words: STATUS_LABELS, lowerCase: false },
  from: { words: STATUS_LABELS, lowerCase: false },
  to: { words: STATUS_LABELS, lowerCase: false },
  sport: { words: SPORTS, lowerCase: false },
  tournamentSport: { words: SPORTS, lowerCase: false },
  role: { words: ROLE_LABELS, lowerCase: false },
  expected: { words: ROLE_LABELS, lowerCase: false },
};

function valueIn(name: string, value: string, t: Translate): string {
  const kind = VALUE_WORDS[name];
  const id = kind && Object.hasOwn(kind.words, value) ? kind.words[value] : undefined;
  if (!id) return value;
  const words = t(id);
  return kind.lowerCase ? words.toLocaleLowerCase(t.language) : words;
}

/** A place in a JSON season file (`fixtures[3].time`, `stages[0].groups[1].name`): the same in every language. */
const FILE_PATH = /^[A-Za-z_]\w*(?:\[\d+\]|\.\w+)+$/;

/**
 * An English message of the API or the shared schemas (the server's refusals, a form's field errors) in the
 * page's language: matched against the English of the validation catalogue, its values carried over. A
 * message the catalogue does not know (or before prepareLocalizedMessages has loaded them) is shown as it
 * came, in English.
 */
export function localizeMessage(message: string, t: Translate): string {
  const formatter = t.language === DEFAULT_LANGUAGE ? null : formatterFor(t.language);
  if (!formatter) return message;
  // A refusal placed in a file ("Line 4: Home team is required", "fixtures[3].time: …"): its place and its
  // message apart, before the whole could read the place as part of a name ("{player} is already on the pitch").
  const colon = message.indexOf(': ');
  if (colon > 0) {
    const head = message.slice(0, colon);
    const place = FILE_PATH.test(head) ? head : localizeWhole(head, formatter, t);
    const rest = place === null ? null : localizeWhole(message.slice(colon + 2), formatter, t);
    if (rest !== null) return `${place}: ${rest}`;
  }
  return localizeWhole(message, formatter, t) ?? message;
}

function localizeWhole(message: string, formatter: IntlShape, t: Translate): string | null {
  for (const { id, pattern, names } of allTemplates()) {
    const found = pattern.exec(message);
    if (!found) continue;
    // A message of plain words is its own text (formatting one, kept as text by the build, needs the parser).
    const text = plainText(formatter.messages[id]);
    if (text !== null) return text;
    const values: Record<string, string> = {};
    names.forEach((name, index) => (values[name] = valueIn(name, found[index + 1], t)));
    return formatter.formatMessage({ id }, values);
  }
  return null;
}

/** Every message of a form's field errors in the page's language, keyed as they came. */
export function localizeFieldErrors<Fields extends Record<string, string>>(fields: Fields, t: Translate): Fields {
  return Object.fromEntries(
    Object.entries(fields).map(([key, message]) => [key, localizeMessage(message, t)]),
  ) as Fields;
}
