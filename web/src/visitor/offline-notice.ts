import { IntlMessageFormat } from 'intl-messageformat';
import { LANGUAGE_LOCALES, type Language } from '../../../shared/i18n/languages';
import { offlineSentence } from '../app/offline-sentence';
import { loadMessages } from '../i18n/load-messages';
import { plainText } from '../i18n/plain-text';
import type { MessageId } from '../i18n/message-ids';

/**
 * "No connection: showing this page as last seen 5 minutes ago" above a page the service worker answered
 * from its copy (it marks the root with when the copy was fetched), counting on each second, in the words
 * and the static rule (.offline-notice) of the app's own notice (components/OfflineNotice.tsx). Loaded only
 * for such a page: the catalogue and its formatter are already on the phone with the rest of the app.
 */
export async function showOfflineNotice(root: HTMLElement, marked: string, language: Language): Promise<void> {
  const messages = await loadMessages(language);
  // The formatter alone, not react-intl: the app's chunk holds React, and this page has none. A message of
  // plain words is kept as its text by the build, which ships no parser: it is said as it is.
  const say = (id: MessageId, values?: Record<string, string | number>) =>
    plainText(messages[id]) ?? String(new IntlMessageFormat(messages[id], LANGUAGE_LOCALES[language]).format(values));
  const copiedAt = new Date(marked);
  const notice = document.createElement('div');
  notice.setAttribute('role', 'status');
  notice.dataset.testid = 'offline-notice';
  notice.className = 'offline-notice';
  const line = notice.appendChild(document.createElement('p'));
  const write = () => (line.textContent = offlineSentence(say, copiedAt, Date.now()));
  write();
  window.setInterval(write, 1000);
  // Where the app draws it: under the header.
  const header = root.querySelector('header');
  if (header) header.after(notice);
  else root.prepend(notice);
}
