import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { noteOfflinePage } from '../../web/src/app/offline-copy';
import { system } from '../../web/src/app/system';
import { OfflineNotice } from '../../web/src/components/OfflineNotice';
import { StatusBadge } from '../../web/src/components/StatusBadge';
import { createSiteIntl, LanguageProvider } from '../../web/src/i18n/intl';
import type { Language } from '../../shared/i18n/languages';
import { CATALOGUES } from './support/catalogues';

function inLanguage(language: Language, ui: ReactNode) {
  return render(
    <ChakraProvider value={system}>
      <LanguageProvider intl={createSiteIntl(language, CATALOGUES[language])}>{ui}</LanguageProvider>
    </ChakraProvider>,
  );
}

/** Marks the page as the service worker's copy fetched `minutesAgo` minutes ago. */
function offlineCopy(minutesAgo: number) {
  const root = document.createElement('div');
  root.dataset.offlineCopy = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  noteOfflinePage(root);
}

describe('shared layout pieces in each language', () => {
  it('names a match status in the page language', () => {
    inLanguage('es', <StatusBadge status="in_progress" />);
    expect(screen.getByText('EN VIVO')).toBeTruthy();
  });

  it('keeps the English status badge text', () => {
    inLanguage('en', <StatusBadge status="postponed" />);
    expect(screen.getByText('POSTPONED')).toBeTruthy();
  });

  it('says how old an offline copy is, with the plural each language needs', () => {
    offlineCopy(5);
    const { unmount } = inLanguage('en', <OfflineNotice />);
    expect(screen.getByTestId('offline-notice').textContent).toMatch(
      /^No connection: showing this page as last seen 5 minutes ago \(\d{2}:\d{2} \w+\)\.$/,
    );
    unmount();
    inLanguage('es', <OfflineNotice />);
    expect(screen.getByTestId('offline-notice').textContent).toContain('hace 5 minutos');
  });

  it('says "earlier" in words when the copy has no readable date', () => {
    const root = document.createElement('div');
    root.dataset.offlineCopy = 'not a date';
    noteOfflinePage(root);
    inLanguage('nl', <OfflineNotice />);
    expect(screen.getByTestId('offline-notice').textContent).toBe(
      'Geen verbinding: deze pagina wordt getoond zoals laatst gezien eerder (tijd onbekend).',
    );
  });
});
