import { describe, expect, it } from 'vitest';
import { TournamentPage } from './pages/PublicPages.js';
import { newPage, VIEWPORTS } from './support/browser.js';
import { useDemoInBrowser } from './support/suite.js';

describe('/tournament/{id} in Chromium', () => {
  const e2e = useDemoInBrowser();

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`shows a tournament in play with its live, upcoming and recent matches and side panel (${name})`, async () => {
      const { context, page } = await newPage(e2e.browser, e2e.site.url, viewport);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const tournament = new TournamentPage(page);
      await tournament.open(e2e.demo.tournaments.islandCup);

      await page.getByRole('heading', { level: 1, name: 'Island Cup T20' }).waitFor();
      const header = await page.locator('main header').innerText();
      expect(header).toContain('Live');
      expect(header).toContain('Community T20 cricket between the islands');
      expect(header).toContain('$250');
      expect(header).toContain('$5,000');
      expect(header).toMatch(/Max teams\s*4/i);

      await tournament.live.cards.first().waitFor();
      expect(await tournament.live.teams()).toEqual([['Harbour Lights XI', 'Blue Mountain CC']]);
      expect(await tournament.upcoming.teams()).toEqual([
        ['Coral Reef Cricketers', 'Sunset Bay Cricket'],
        ['Harbour Lights XI', 'Sunset Bay Cricket'],
      ]);
      expect(await tournament.results.badges()).toEqual(['FINAL', 'FINAL']);
      expect(await tournament.results.teams()).toEqual([
        ['Blue Mountain CC', 'Sunset Bay Cricket'],
        ['Harbour Lights XI', 'Coral Reef Cricketers'],
      ]);

      // Side panel: dates, venue, deadline, rules, quick stats from the real matches.
      const details = await page.getByRole('complementary', { name: 'Tournament details' }).innerText();
      expect(details).toContain('Mindoo Phillip Park, Speightstown Playing Field');
      expect(details).toMatch(/Registration deadline/i);
      expect(details).toContain('T20, 6-ball overs.');
      // Each detail is plain markup drawn by the theme's static rules: a small muted capital label over a
      // medium value; the brand's logo in the header is drawn from its link.
      type Look = (element: unknown) => Record<string, string>;
      const detail = await page
        .getByRole('complementary', { name: 'Tournament details' })
        .locator('.detail-row')
        .first()
        .evaluate((row) => {
          const look = (globalThis as unknown as { getComputedStyle: Look }).getComputedStyle;
          const find = (selector: string) =>
            (row as unknown as { querySelector(s: string): unknown }).querySelector(selector);
          return {
            label: [look(find('dt')).fontSize, look(find('dt')).textTransform],
            value: look(find('dd')).fontWeight,
            colours: look(find('dt')).color !== look(find('dd')).color,
          };
        });
      expect(detail).toEqual({ label: ['12px', 'uppercase'], value: '500', colours: true });
      const logo = await page
        .getByRole('link', { name: 'Pitchside home' })
        .locator('.brand__logo')
        .evaluate((element) => {
          const look = (globalThis as unknown as { getComputedStyle: Look }).getComputedStyle(element);
          return [look.width, look.height, look.overflow];
        });
      expect(logo).toEqual(['32px', '32px', 'hidden']);
      expect(await tournament.stat('Total')).toBe('6');
      expect(await tournament.stat('Completed')).toBe('2');
      expect(await tournament.stat('Upcoming')).toBe('2');
      expect(await tournament.stat('Live')).toBe('1');
      expect(await page.locator('body').innerText()).not.toContain('Home Team');

      // Share copies the address when there is no share sheet, and says so for 2 seconds.
      await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
      const share = page.getByRole('button', { name: 'Share' });
      await share.click();
      await page.getByRole('button', { name: 'Copied!' }).waitFor();
      expect(
        await page.evaluate(() =>
          (navigator as unknown as { clipboard: { readText(): Promise<string> } }).clipboard.readText(),
        ),
      ).toBe(page.url());
      const shownAt = Date.now();
      await page.getByRole('button', { name: 'Share' }).waitFor({ timeout: 4000 });
      expect(Date.now() - shownAt).toBeGreaterThan(1500);

      await page.getByRole('link', { name: 'View Standings' }).click();
      await page.waitForURL(new RegExp(`/standings/${e2e.demo.tournaments.islandCup}$`));
      await tournament.open(e2e.demo.tournaments.islandCup);
      await tournament.live.cards.first().getByRole('link').click();
      await page.waitForURL(new RegExp(`/match/${e2e.demo.matches.cupLive}$`));
      await context.close();
    });
  }

  it('shows at most 5 recent results, all FINAL, and the empty upcoming state of a finished season', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.phone);
    const tournament = new TournamentPage(page);
    await tournament.open(e2e.demo.tournaments.cpl);
    await tournament.results.cards.first().waitFor();
    expect(await tournament.results.cards.count()).toBe(5);
    expect(new Set(await tournament.results.badges())).toEqual(new Set(['FINAL']));
    await tournament.upcoming.root.getByText('No upcoming matches scheduled').waitFor();
    expect(await tournament.stat('Completed')).toBe(await tournament.stat('Total'));
    await context.close();
  });

  it('uses the device share sheet when there is one, and only logs a failed share', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.phone);
    const tournament = new TournamentPage(page);
    await tournament.open(e2e.demo.tournaments.shield);
    await page.evaluate(() => {
      const shared: unknown[] = [];
      Object.defineProperty(globalThis, '__shared', { value: shared });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: unknown) => {
          shared.push(data);
          return shared.length > 1 ? Promise.reject(new Error('user cancelled')) : Promise.resolve();
        },
      });
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByRole('button', { name: 'Share' }).click();
    await page.waitForFunction(() => (globalThis as unknown as { __shared: unknown[] }).__shared.length === 2);
    const shared = await page.evaluate(
      () => (globalThis as unknown as { __shared: { url: string; title: string }[] }).__shared,
    );
    expect(shared[0]).toEqual({ title: 'Caribbean Football Shield', url: page.url() });
    await expect.poll(() => errors.some((text) => text.includes('Share failed'))).toBe(true);
    expect(await page.getByRole('button', { name: 'Copied!' }).count()).toBe(0);
    await context.close();
  });

  it('says Tournament Not Found for an unknown id or a draft, with a way home', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.phone);
    const { data } = await e2e.demo.client.gql<{ publicTournaments: { id: number }[] }>('{ publicTournaments { id } }');
    const draftId = Math.max(...data!.publicTournaments.map((tournament) => tournament.id)) + 1;
    for (const id of [999999, draftId]) {
      await page.goto(`/tournament/${id}`);
      await page.getByRole('heading', { name: 'Tournament Not Found' }).waitFor();
      await page.getByText("The tournament you're looking for doesn't exist.").waitFor();
    }
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});
