import type { Language } from '../../../shared/i18n/languages';
import { loadSignedInCatalogue } from './load-messages';
import type { Messages } from './message-ids';

/**
 * What only a signed-in person reads (messages/<lang>/signed-in) is a chunk per language of its own, fetched
 * with the code of the pages that show it: a visitor's page carries the visitors' catalogue alone (issue 51).
 * Its messages join the catalogue the page's formatter already reads, which looks each id up as it formats.
 */
let catalogue: { language: Language; messages: Messages } | null = null;
let loading: Promise<void> | null = null;

/** The catalogue the page's formatter was made with; the signed-in messages are added into it. */
export function adoptCatalogue(language: Language, messages: Messages): void {
  catalogue = { language, messages };
  loading = null;
}

/** Adds the signed-in messages to the page's catalogue, once; a failed fetch is tried again next time. */
export function loadSignedInMessages(): Promise<void> {
  const target = catalogue;
  if (!target) return Promise.resolve();
  loading ??= loadSignedInCatalogue(target.language).then(
    (messages) => void Object.assign(target.messages, messages),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** A signed-in page's code, loaded with its messages: `lazy: withSignedInMessages(() => import('./Page'))`. */
export function withSignedInMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadSignedInMessages()]).then(([module]) => module);
}
