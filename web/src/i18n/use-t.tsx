import { useMemo } from 'react';
import type { IntlShape, PrimitiveType } from 'react-intl';
import type { ReactNode } from 'react';
import type { Language } from '../../../shared/i18n/languages';
import { languageOfIntl, useSiteIntl } from './intl';
import type { MessageId } from './message-ids';
import { plainText } from './plain-text';

/** Values for a message's placeholders: text and numbers, or elements for its tags and rich parts. */
export type MessageValues = Record<string, PrimitiveType | ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

export type Translate = {
  (id: MessageId, values?: Record<string, PrimitiveType>): string;
  /** A message with elements in it (a link, a bold name): a node, not a string. */
  rich: (id: MessageId, values: MessageValues) => ReactNode;
  /** The language it writes in. */
  language: Language;
};

/** The messages of one formatter, as `t`: for code outside components, given the page's formatter. */
export function translator(intl: IntlShape): Translate {
  const literal = (id: MessageId): string | null => plainText(intl.messages[id]);
  const plain = (id: MessageId, values?: Record<string, PrimitiveType>) =>
    literal(id) ?? intl.formatMessage({ id }, values);
  const rich = (id: MessageId, values: MessageValues) =>
    literal(id) ?? intl.formatMessage({ id }, values as Record<string, ReactNode>);
  return Object.assign(plain, { rich, language: languageOfIntl(intl) });
}

/**
 * The page's messages: `t('home.title')`, `t('matches.wonBy', { team, runs })`. Names people typed (teams,
 * players, tournaments) go in as values, never into a catalogue.
 */
export function useT(): Translate {
  const intl = useSiteIntl();
  return useMemo(() => translator(intl), [intl]);
}

/** The language the page is shown in. */
export function useLanguage(): Language {
  return languageOfIntl(useSiteIntl());
}

/** A message as an element, for JSX that reads better without a hook call: `<T id="home.title" />`. */
export function T({ id, values }: { id: MessageId; values?: MessageValues }) {
  const t = useT();
  return <>{values ? t.rich(id, values) : t(id)}</>;
}
