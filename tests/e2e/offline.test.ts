import { describe, expect, it } from 'vitest';
import { StandingsPage } from './pages/PublicPages.js';
import { newPage, VIEWPORTS } from './support/browser.js';
import { useDemoInBrowser } from './support/suite.js';

describe('the site with no signal, through its service worker', () => {
  const e2e = useDemoInBrowser();

  it('shows the last-seen table with its age offline, and a page never opened says so in words', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.phone, { serviceWorkers: 'allow' });
    const standings = new StandingsPage(page);
    await standings.open(e2e.demo.tournaments.cpl);
    // The worker installs after the page has loaded, then takes the page over.
    // (The tests compile without the DOM library: the navigator as the page has it.)
    type WithWorker = { serviceWorker?: { controller: unknown } };
    await page.waitForFunction(
      () => (navigator as unknown as WithWorker).serviceWorker?.controller != null,
      undefined,
      { timeout: 30_000 },
    );
    // The landing page too: the shell is stored under a URL of its own, so `/` is no precache hit.
    expect(await (await page.goto('/'))?.text()).toContain('data-ssr="/"');
    // Seen once under the worker, the table's answer is kept on the phone. The worker fetches the page from
    // the server first: the fan gets it rendered with its data, not the stored shell.
    const controlled = await page.goto(`/standings/${e2e.demo.tournaments.cpl}`);
    expect(controlled?.fromServiceWorker()).toBe(true);
    expect(await controlled?.text()).toContain(`data-ssr="/standings/${e2e.demo.tournaments.cpl}"`);
    await standings.open(e2e.demo.tournaments.cpl);
    expect(await page.locator('#root').getAttribute('data-ssr')).toBe(`/standings/${e2e.demo.tournaments.cpl}`);
    await standings.rows.first().waitFor();
    expect(await standings.rows.count()).toBe(6);
    const online = await standings.teamNames();
    expect(await page.getByTestId('offline-notice').count()).toBe(0);

    await context.setOffline(true);
    await standings.open(e2e.demo.tournaments.cpl);
    await standings.rows.first().waitFor();
    expect(await standings.rows.count()).toBe(6);
    expect(await standings.teamNames()).toEqual(online);
    const notice = await page.getByTestId('offline-notice').innerText();
    expect(notice).toMatch(/No connection: showing this page as last seen (\d+ seconds?|\d+ minutes?) ago/);

    // A page this phone never opened: the shell loads and says why there is nothing, not a raw error.
    await page.goto(`/match/${e2e.demo.matches.cupWon}`);
    await page
      .getByText(/appear to be offline/)
      .first()
      .waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(/Unexpected Application Error/);

    await context.setOffline(false);
    await standings.open(e2e.demo.tournaments.cpl);
    await standings.rows.first().waitFor();
    expect(await standings.rows.count()).toBe(6);
    expect(await page.getByTestId('offline-notice').count()).toBe(0);
    await context.close();
  });
});
