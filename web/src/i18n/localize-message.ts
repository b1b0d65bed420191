import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { MessageId } from './message-ids';
import type { Translate } from './use-t';

/** One English message as a pattern: the whole text, its placeholders capturing what the API put there. */
type Template = { id: MessageId; pattern: RegExp; names: string[] };

/**
 * A catalogue entry as it is imported: the ICU text in tests, the message's tree in the app (Vite parses
 * the catalogues at build time, web/build/precompiled-messages.ts, and the browser has no parser).
 */
type Entry = string | MessageFormatElement[];

const treeOf = (entry: Entry): MessageFormatElement[] => (typeof entry === 'string' ? parse(entry) : entry);

/**
 * The English messages to recognise, a chunk of their own: fetched once the page has started (main.tsx), only
 * on a page in another language, so no English catalogue is in any page's first download.
 */
let catalogue: Record<MessageId, Entry> | null = null;
let loading: Promise<void> | null = null;

export function prepareLocalizedMessages(): Promise<void> {
  loading ??= import('./messages/en/validation.json').then((module) => {
    catalogue = module.default as unknown as Record<MessageId, Entry>;
    templates = null;
  });
  return loading;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The pattern of a message of plain text and placeholders; null for one with plurals or tags (never sent). */
function templateOf(id: MessageId, entry: Entry): Template | null {
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

// Built once, on the first message to localise: most pages never show one.
function allTemplates(): Template[] {
  if (!catalogue) return [];
  templates ??= Object.entries(catalogue)
    .map(([id, entry]) => templateOf(id as MessageId, entry))
    .filter((template): template is Template => template !== null);
  return templates;
}

/**
 * An English message of the API or the shared schemas (the server's refusals, a form's field errors) in the
 * page's language: matched against the English of the validation catalogue, its values carried over. A
 * message the catalogue does not know (or before prepareLocalizedMessages has loaded it) is shown as it
 * came, in English.
 */
export function localizeMessage(message: string, t: Translate): string {
  for (const { id, pattern, names } of allTemplates()) {
    const found = pattern.exec(message);
    if (!found) continue;
    return t(id, Object.fromEntries(names.map((name, index) => [name, found[index + 1]])));
  }
  return message;
}

/** Every message of a form's field errors in the page's language, keyed as they came. */
export function localizeFieldErrors<Fields extends Record<string, string>>(fields: Fields, t: Translate): Fields {
  return Object.fromEntries(
    Object.entries(fields).map(([key, message]) => [key, localizeMessage(message, t)]),
  ) as Fields;
}
