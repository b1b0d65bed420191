import { useCallback } from 'react';
import type { PrimitiveType } from 'react-intl';
import type { ReactNode } from 'react';
import type { Language } from '../../../shared/i18n/languages';
import { languageOfIntl, useSiteIntl } from './intl';
import type { MessageId } from './message-ids';

/** Values for a message's placeholders: text and numbers, or elements for its tags and rich parts. */
export type MessageValues = Record<string, PrimitiveType | ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

export type Translate = {
  (id: MessageId, values?: Record<string, PrimitiveType>): string;
  /** A message with elements in it (a link, a bold name): a node, not a string. */
  rich: (id: MessageId, values: MessageValues) => ReactNode;
};

/**
 * The page's messages: `t('home.title')`, `t('matches.wonBy', { team, runs })`. Names people typed (teams,
 * players, tournaments) go in as values, never into a catalogue.
 */
export function useT(): Translate {
  const intl = useSiteIntl();
  const plain = useCallback(
    (id: MessageId, values?: Record<string, PrimitiveType>) => intl.formatMessage({ id }, values),
    [intl],
  );
  const rich = useCallback(
    (id: MessageId, values: MessageValues) => intl.formatMessage({ id }, values as Record<string, ReactNode>),
    [intl],
  );
  return Object.assign(plain, { rich });
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
