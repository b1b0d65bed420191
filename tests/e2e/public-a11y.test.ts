import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { NARROW_PHONE, newPage, VIEWPORTS, waitForApp } from './support/browser.js';
import { contrastProblems } from './support/contrast.js';
import { realMatchTournament } from './support/real-matches.js';
import { stagedTournament } from './support/staged-tournament.js';
import { useDemoInBrowser } from './support/suite.js';

/** Heading levels in document order, read from the accessibility tree's roles (one round trip per page). */
function headingLevels(page: Page): Promise<number[]> {
  return page
    .getByRole('heading')
    .evaluateAll((headings) =>
      headings.map((heading) => Number((heading as unknown as { tagName: string }).tagName.slice(1))),
    );
}

/** Each control's visible text, else its aria-label: what a screen reader announces as its name. */
function controlNames(page: Page, role: 'button' | 'link'): Promise<(string | null)[]> {
  return page.getByRole(role).evaluateAll((controls) =>
    controls.map((control) => {
      const element = control as unknown as { innerText: string; getAttribute(name: string): string | null };
      return element.innerText.trim() || element.getAttribute('aria-label');
    }),
  );
}

describe('public pages are accessible (structure, names, keyboard)', () => {
  const e2e = useDemoInBrowser();
  let leaders: number;
  let player: number;
  let team: number;
  let staged: number;
  let centre: { cricket: number; football: number };

  beforeAll(async () => {
    // The match centre over the demo's ball-by-ball matches: the live IPL chase and the live Shield game.
    const live = await e2e.demo.client.gql<{ liveMatches: { id: number; tournament: { name: string } }[] }>(
      '{ liveMatches(first: 10) { id tournament { name } } }',
    );
    const liveIn = (name: string) => live.data!.liveMatches.find((match) => match.tournament.name === name)!.id;
    centre = { cricket: liveIn('IPL Classics'), football: liveIn('Caribbean Football Shield') };
    // The leaderboards and a player's page need ball-by-ball logs: a tournament of real matches.
    leaders = await realMatchTournament(e2e.site);
    staged = (await stagedTournament(e2e.site)).id;
    const { data } = await e2e.demo.client.gql<{
      publicTournament: { battingLeaders: { player: { id: number }; team: { id: number } }[] };
    }>(`query($id: Int!) { publicTournament(id: $id) { battingLeaders(limit: 1) { player { id } team { id } } } }`, {
      id: leaders,
    });
    player = data!.publicTournament.battingLeaders[0].player.id;
    team = data!.publicTournament.battingLeaders[0].team.id;
  });

  it('has one h1 and no skipped heading level, every button and link has a name, and fits a 375 px phone, on each page', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.site.url, NARROW_PHONE);
    const pages = [
      '/',
      '/browse',
      `/tournament/${e2e.demo.tournaments.islandCup}`,
      `/match/${e2e.demo.matches.cupLive}`,
      `/standings/${e2e.demo.tournaments.cpl}`,
      '/developers',
      `/tournament/${leaders}/leaders`,
      `/player/${player}`,
      `/team/${team}`,
      `/tournament/${e2e.demo.tournaments.shield}/fixtures`,
      `/tournament/${e2e.demo.tournaments.cpl}/fixtures?by=team`,
      // The widgets other sites frame, in both themes.
      `/embed/standings/${e2e.demo.tournaments.cpl}`,
      `/embed/match/${e2e.demo.matches.cupLive}?theme=dark`,
      `/embed/fixtures/${e2e.demo.tournaments.islandCup}`,
      `/embed/standings/${e2e.demo.tournaments.shield}?theme=dark`,
      `/tournament/${staged}/bracket`,
      `/standings/${staged}`,
      `/match/${centre.cricket}`,
      `/match/${centre.cricket}#commentary`,
      `/match/${centre.cricket}#lineups`,
      `/match/${centre.cricket}#charts`,
      `/match/${centre.football}`,
      `/match/${centre.football}#timeline`,
    ];
    const check = async (path: string) => {
      const [url, tab] = path.split('#');
      await page.goto(url);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      // A match centre tab: opened as a visitor would, then checked like a page.
      if (tab)
        await page.getByRole('tab', { name: { lineups: 'Line-ups' }[tab] ?? new RegExp(`^${tab}$`, 'i') }).click();
      const levels = await headingLevels(page);
      expect(
        levels.filter((level) => level === 1),
        path,
      ).toHaveLength(1);
      expect(levels[0], path).toBe(1);
      for (let index = 1; index < levels.length; index += 1) {
        expect(
          levels[index] - levels[index - 1],
          `${path}: h${levels[index - 1]} then h${levels[index]}`,
        ).toBeLessThanOrEqual(1);
      }
      for (const name of await controlNames(page, 'button')) expect(name, `${path}: a button`).toBeTruthy();
      for (const name of await controlNames(page, 'link')) expect(name, `${path}: a link`).toBeTruthy();
      // A label on a plain box is ignored by screen readers (ARIA prohibits it without a role).
      expect(await page.locator('div[aria-label]:not([role]), span[aria-label]:not([role])').count(), path).toBe(0);
      // Description lists hold term-then-definition groups only: a definition with no term before it, or
      // anything else in the list, reads as nonsense.
      expect(await page.locator('dl > dd:first-child, dl > div + dd, dl > div > dd:first-child').count(), path).toBe(0);
      expect(await page.locator('dl > :not(dt, dd, div, script, template)').count(), path).toBe(0);
      // Nothing widens the page past a phone's screen: wide content scrolls in its own box.
      const widths = await page.evaluate(() => {
        const root = (
          globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }
        ).document.documentElement;
        return { scroll: root.scrollWidth, client: root.clientWidth };
      });
      expect(widths.scroll, `${path} is wider than the phone`).toBeLessThanOrEqual(widths.client);
    };
    for (const path of pages) await check(path);
    // The landing page of a visitor who follows a team: its own section comes first.
    await page.getByTestId('follow-button').click();
    await check('/');
    await page.getByTestId('section-following').waitFor();
    // This site has no VAPID keys: no "Notify me", but the page says so and offers the teams' calendar feeds.
    const notifications = page.getByTestId('notifications');
    expect(await notifications.getAttribute('data-state')).toBe('not-configured');
    expect(await notifications.getByRole('status').textContent()).toContain(
      'Notifications are not available on this site.',
    );
    expect(await page.getByRole('button', { name: /notify me/i }).count()).toBe(0);
    for (const link of await page.getByTestId('team-calendar-link').all())
      expect(await link.getAttribute('href')).toMatch(/^\/team\/\d+\/fixtures\.ics$/);
    await context.close();
    // Two dozen pages in one walk: a minute is too tight when the other browser suites share the CPUs.
  }, 150_000);

  // Both colour modes: the device's setting picks one before the first paint, and text stays readable.
  for (const mode of ['light', 'dark'] as const) {
    it(`reads well in ${mode} mode: WCAG AA text contrast on each public page`, async () => {
      const context = await e2e.browser.newContext({
        baseURL: e2e.site.url,
        viewport: VIEWPORTS.desktop,
        colorScheme: mode,
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      const pages = [
        '/',
        '/browse',
        `/tournament/${e2e.demo.tournaments.islandCup}`,
        `/match/${e2e.demo.matches.cupLive}`,
        `/standings/${e2e.demo.tournaments.cpl}`,
        '/developers',
        `/tournament/${leaders}/leaders`,
        `/player/${player}`,
        `/team/${team}`,
        `/match/${centre.cricket}`,
        `/match/${centre.football}`,
        `/tournament/${staged}/bracket`,
        `/standings/${staged}`,
        `/tournament/${e2e.demo.tournaments.shield}/fixtures`,
      ];
      for (const path of pages) {
        await page.goto(path);
        // Set by the head script, before React: no flash of the other mode.
        expect(
          await page.evaluate(
            () =>
              (globalThis as unknown as { document: { documentElement: { className: string } } }).document
                .documentElement.className,
          ),
          path,
        ).toBe(mode);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        expect(await contrastProblems(page), `${mode} ${path}`).toEqual([]);
      }
      await context.close();
    });
  }

  it('moves through the match centre’s tabs with the arrow keys, and names its charts', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.phone);
    await page.goto(`/match/${centre.cricket}`);
    // The tabs arrive in the server's HTML; keys pressed before the scripts run would go nowhere.
    await waitForApp(page);
    const scorecard = page.getByRole('tab', { name: 'Scorecard' });
    await scorecard.waitFor();
    expect(await scorecard.getAttribute('aria-selected')).toBe('true');
    await scorecard.focus();
    await page.keyboard.press('ArrowRight');
    const commentary = page.getByRole('tab', { name: 'Commentary' });
    expect(await commentary.getAttribute('aria-selected')).toBe('true');
    const focused = await page.evaluate(
      () =>
        (globalThis as unknown as { document: { activeElement: { textContent: string | null } | null } }).document
          .activeElement?.textContent ?? null,
    );
    expect(focused).toBe('Commentary');
    expect(
      await page.getByRole('tabpanel', { name: 'Commentary' }).getByTestId('commentary-line').count(),
    ).toBeGreaterThan(0);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await page.getByRole('tab', { name: 'Charts' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('img', { name: /^Worm: runs after each over/ }).waitFor();
    await page.getByRole('img', { name: /^Manhattan: runs in each over, wickets marked/ }).waitFor();
    await page.goto(`/match/${centre.football}`);
    await page.getByRole('tab', { name: 'Timeline' }).click();
    await page.getByRole('img', { name: /^Match timeline: goals, cards and substitutions by minute/ }).waitFor();
    await context.close();
  });

  it('reaches a match from the landing page with the keyboard alone', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.desktop);
    await page.goto('/');
    await page.getByTestId('match-card').first().waitFor();
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press('Tab');
      const href = await page.evaluate(() => {
        const active = (
          globalThis as unknown as { document: { activeElement: { getAttribute(name: string): string | null } | null } }
        ).document.activeElement;
        return active?.getAttribute('href') ?? null;
      });
      if (href?.startsWith('/match/')) break;
    }
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/match\/\d+$/);
    await context.close();
  });
});
