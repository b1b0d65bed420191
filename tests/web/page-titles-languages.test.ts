import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/i18n/languages';
import { textsIn, type GeneratedTextId } from '../../shared/i18n/generated-texts';
import { createSiteIntl } from '../../web/src/i18n/intl';
import type { MessageId } from '../../web/src/i18n/message-ids';
import { translator } from '../../web/src/i18n/use-t';
import { CATALOGUES } from './support/catalogues';

// The server writes a page's title into its HTML (shared/i18n/generated/); the app sets it again as a visitor
// moves between pages. The two must say the same, or the tab changes its words as the page hydrates.
describe('page titles in each language', () => {
  const tournament = 'Copa de las Islas';
  const pairs: { app: MessageId; server: GeneratedTextId; values?: Record<string, string> }[] = [
    { app: 'home.pageTitle', server: 'page.home' },
    { app: 'tournaments.browse.pageTitle', server: 'page.browse' },
    { app: 'developers.pageTitle', server: 'page.developers' },
    { app: 'standings.subject', server: 'page.view.standings', values: { tournament } },
    { app: 'stats.leaders.pageTitle', server: 'page.view.leaders', values: { tournament } },
    { app: 'stages.bracket.subject', server: 'page.view.bracket', values: { tournament } },
    { app: 'fixtures.subject', server: 'page.view.fixtures', values: { tournament } },
  ];

  for (const language of LANGUAGES) {
    it(`are the same in the app and the server's HTML in ${language}`, () => {
      const t = translator(createSiteIntl(language, CATALOGUES[language]));
      const server = textsIn(language);
      for (const { app, server: id, values } of pairs) {
        expect(t(app, values), app).toBe(server(id, { name: tournament }));
      }
    });
  }
});
