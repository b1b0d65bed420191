import { describe, expect, it } from 'vitest';
import { BrowsePage } from './pages/BrowsePage.js';
import { MatchSectionPart } from './pages/PublicPages.js';
import { newPage, VIEWPORTS } from './support/browser.js';
import { readDemo } from './support/demo.js';
import { useSiteInBrowser } from './support/suite.js';

describe('/browse in Chromium', () => {
  const e2e = useSiteInBrowser();

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`searches and filters the published demo tournaments (${name})`, async () => {
      const { context, page } = await newPage(e2e.browser, e2e.site.url, viewport);
      const scripts: string[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
      });
      const browse = new BrowsePage(page);
      await browse.open();
      // A page without the app: the visitor's script filters by fetching the page at the filter's address.
      expect(scripts.filter((file) => !/\/assets\/visitor-/.test(file))).toEqual([]);

      await browse.waitForCount('6 tournaments');
      expect(await browse.cardNames()).toEqual([
        'CPL 2023 League Stage',
        'Caribbean Nations Cup',
        'Caribbean Football Shield',
        'Island Cup T20',
        'IPL Classics',
        'Beach Volleyball Open',
      ]);
      // The draft is never shown to visitors.
      expect(await page.getByText('Windward Islands Knockout').count()).toBe(0);

      await browse.search.fill('ISLAND CUP');
      await browse.waitForCount('1 tournament');
      expect(await browse.cardNames()).toEqual(['Island Cup T20']);
      // The filter is the page's address: a reload keeps it.
      expect(new URL(page.url()).search).toBe('?q=ISLAND+CUP');

      await browse.search.fill('');
      await browse.typeFilter.selectOption({ label: 'League' });
      // The count reads "1 tournament" before and after: the card tells the new list from the old one.
      await expect.poll(() => browse.cardNames(), { timeout: 10_000 }).toEqual(['Caribbean Football Shield']);
      await browse.waitForCount('1 tournament');

      await browse.search.fill('volleyball');
      await browse.waitForCount('0 tournaments');
      await page.getByText('No tournaments found').waitFor();

      await browse.typeFilter.selectOption({ label: 'All Types' });
      await browse.waitForCount('1 tournament');
      await page.getByRole('link', { name: 'View Tournament' }).click();
      await page.waitForURL(/\/tournament\/\d+$/);
      await context.close();
    });

    it(`shows Live Now, the first upcoming matches, statistics and the sidebar (${name})`, async () => {
      const demo = await readDemo(e2e.site);
      const { context, page } = await newPage(e2e.browser, e2e.site.url, viewport);
      const browse = new BrowsePage(page);
      await browse.open();
      const live = new MatchSectionPart(page, 'live');
      const upcoming = new MatchSectionPart(page, 'matches');
      await live.cards.first().waitFor();
      expect(await live.cards.count()).toBe(demo.statistics.liveMatches);
      expect(new Set(await live.badges())).toEqual(new Set(['LIVE']));
      expect(await live.teams()).toContainEqual(['Harbour Lights XI', 'Blue Mountain CC']);

      await upcoming.cards.first().waitFor();
      expect(await upcoming.cards.count()).toBe(Math.min(8, demo.upcomingCount));
      expect(new Set(await upcoming.badges())).toEqual(new Set(['UPCOMING']));
      expect((await upcoming.teams())[0]).toEqual(['Nevis Peak FC', 'Essequibo Stars FC']);

      const statistics = page.getByTestId('statistics');
      expect(await statistics.getByTestId('stat-Live Matches').innerText()).toBe(String(demo.statistics.liveMatches));
      await page.getByRole('heading', { name: 'Get Started' }).waitFor();
      await page.getByRole('link', { name: 'Island Cup T20 standings' }).waitFor();

      // The header's Matches link lands on the upcoming list.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Matches' }).click();
      await page.waitForURL(/\/browse#matches$/);
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await context.close();
    });
  }
});
