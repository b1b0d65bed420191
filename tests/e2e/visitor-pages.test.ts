import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Match, MatchStatus } from '../../server/src/modules/matches/match.entity.js';
import { Sport } from '../../server/src/modules/common/sport.js';
import { createClub, createMatch, createTeam, createTournament, createUser } from '../support/factories.js';
import { HomePage, MatchPage, StandingsPage } from './pages/PublicPages.js';
import { newPage, VIEWPORTS, waitForApp } from './support/browser.js';
import { changeMatch } from './support/match-change.js';
import { useDemoInBrowser } from './support/suite.js';

/** The visitor's script and what it imports, on the wire (brotli): the app's entry alone was 167 KiB. */
const VISITOR_SCRIPT_BUDGET = 10 * 1024;

describe("a visitor's standings page without the app, in Chromium", () => {
  const e2e = useDemoInBrowser();

  const change = (matchId: number, edit: (match: Match) => void) => changeMatch(e2e.site, matchId, edit);

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`loads the visitor's script alone, and no Apollo state (${name})`, async () => {
      const { context, page } = await newPage(e2e.browser, e2e.site.url, viewport);
      const scripts: { url: string; bytes: Promise<number> }[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        scripts.push({
          url: response.url(),
          bytes: response
            .request()
            .sizes()
            .then((s) => s.responseBodySize),
        });
      });
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().includes('Service Worker registration blocked')) {
          problems.push(message.text());
        }
      });
      await new StandingsPage(page).open(e2e.demo.tournaments.cpl);
      await page.waitForTimeout(300);
      const files = scripts.map((script) => new URL(script.url).pathname);
      expect(files.some((file) => /\/assets\/visitor-/.test(file))).toBe(true);
      // Neither the app's entry, nor a route's chunk, nor a catalogue: the words are in the markup.
      expect(files.filter((file) => !/\/assets\/visitor-/.test(file))).toEqual([]);
      const bytes = (await Promise.all(scripts.map((script) => script.bytes))).reduce((a, b) => a + b, 0);
      expect(bytes).toBeGreaterThan(0);
      expect(bytes).toBeLessThan(VISITOR_SCRIPT_BUDGET);
      const html = await page.content();
      expect(html).not.toContain('id="ssr-state"');
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('redraws the table when a result comes in, not on a ball, without reloading the page', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.phone);
    const standings = new StandingsPage(page);
    const shield = e2e.demo.tournaments.shield;
    await standings.open(shield);
    const pageFetches: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'fetch' && new URL(request.url()).pathname === `/standings/${shield}`) {
        pageFetches.push(request.url());
      }
    });
    // Gone if the page were loaded again.
    await page.evaluate('window.stillHere = true');
    // Matches played, summed over the table's rows (each row's first figure).
    const played = async () =>
      Number(
        await page.evaluate(
          `[...document.querySelectorAll('[data-testid="standings-row"]')]
            .reduce((sum, row) => sum + Number(row.querySelector('td[data-numeric]').textContent), 0)`,
        ),
      );
    const before = await played();
    // Let the page's subscription reach the server before the changes.
    await page.waitForTimeout(1000);

    const em = e2e.site.em();
    const target = await em.findOneOrFail(Match, { tournament: shield, status: MatchStatus.in_progress });
    // A ball: the table does not move, and the page is not fetched again.
    await change(target.id, (row) => {
      row.awayTeamScore = (row.awayTeamScore ?? 0) + 4;
    });
    await page.waitForTimeout(1500);
    expect(pageFetches).toEqual([]);

    // The result: both sides have played one more.
    await change(target.id, (row) => {
      row.status = MatchStatus.completed;
      row.winnerTeam = row.homeTeam ?? null;
      row.homeTeamScore = (row.awayTeamScore ?? 0) + 1;
    });
    await expect.poll(played, { timeout: 10_000, interval: 250 }).toBe(before + 2);
    expect(pageFetches.length).toBe(1);
    expect(await page.evaluate('window.stillHere')).toBe(true);
    await context.close();
  });

  it('answers its buttons: the colour mode, sharing and signing in', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.desktop);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await new StandingsPage(page).open(e2e.demo.tournaments.cpl);
    const toggle = page.getByTestId('color-mode-toggle');
    const dark = () => page.evaluate("document.documentElement.classList.contains('dark')");
    expect(await dark()).toBe(false);
    await toggle.click();
    await expect.poll(dark).toBe(true);
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await toggle.getAttribute('title')).toBe('Switch to light mode');
    expect(await page.evaluate(() => localStorage.getItem('pitchside-color-mode'))).toBe('dark');
    await toggle.click();
    await expect.poll(dark).toBe(false);
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');

    // Headless Chromium on Linux has no share sheet: the address is copied.
    await page.evaluate("Object.defineProperty(navigator, 'share', { value: undefined })");
    const share = page.getByRole('button', { name: 'Share' });
    await share.click();
    await page.getByRole('button', { name: 'Copied!' }).waitFor();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(page.url());
    await page.getByRole('button', { name: 'Share' }).waitFor({ timeout: 5000 });

    // Login asks the server for the provider's address and goes there.
    await page.route('**/api/oauth/google/redirect_url', (route) =>
      route.fulfill({ json: { redirectUrl: `${e2e.site.url}/browse` } }),
    );
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/browse$/);
    await context.close();
  });
});

describe("a visitor's live match page without the app, in Chromium", () => {
  const e2e = useDemoInBrowser();

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`loads the visitor's script alone on a live match, and its clocks tick (${name})`, async () => {
      const { context, page } = await newPage(e2e.browser, e2e.site.url, viewport);
      const files: string[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') files.push(new URL(response.url()).pathname);
      });
      const match = new MatchPage(page);
      await match.open(e2e.demo.matches.cupLive);
      expect(files.some((file) => /\/assets\/visitor-/.test(file))).toBe(true);
      expect(files.filter((file) => !/\/assets\/visitor-/.test(file))).toEqual([]);
      expect(await page.content()).not.toContain('id="ssr-state"');
      const clock = await match.clock.innerText();
      await expect.poll(() => match.clock.innerText(), { timeout: 5000 }).not.toBe(clock);
      await context.close();
    });
  }

  it('redraws the score on a ball in place, keeping the tab the fan chose; tabs, Follow and Back work', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.phone);
    const matchId = e2e.demo.matches.cupLive;
    await page.goto('/');
    const match = new MatchPage(page);
    await match.open(matchId);
    await page.evaluate('window.stillHere = true');

    // The tabs: the server drew every panel, one shown; the visitor's script switches them.
    const commentaryTab = page.getByTestId('tab-commentary');
    await commentaryTab.click();
    expect(await commentaryTab.getAttribute('aria-selected')).toBe('true');
    await page.getByTestId('panel-commentary').waitFor();
    expect(await page.getByTestId('panel-scorecard').isVisible()).toBe(false);
    await commentaryTab.press('ArrowRight');
    expect(await page.getByTestId('tab-lineups').getAttribute('aria-selected')).toBe('true');
    await page.getByTestId('panel-lineups').waitFor();
    await page.getByTestId('tab-commentary').click();

    // A ball: the score moves in place, the page is the same document, the commentary still shown. The script
    // fetches the page's live part (shared/live-part.ts), which leaves out the styles the page holds already.
    const liveParts: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).searchParams.has('live-part')) liveParts.push(request.url());
    });
    const scoreStyle = () =>
      page.getByTestId('score-away').evaluate((element) => {
        type Style = { fontSize: string; fontWeight: string; color: string; display: string };
        const { getComputedStyle } = globalThis as unknown as { getComputedStyle: (target: unknown) => Style };
        const style = getComputedStyle(element);
        return [style.fontSize, style.fontWeight, style.color, style.display];
      });
    const styledBefore = await scoreStyle();
    await page.waitForTimeout(1000);
    await changeMatch(e2e.site, matchId, (row) => {
      row.awayTeamScore = (row.awayTeamScore ?? 0) + 6;
    });
    await page
      .getByTestId('score-away')
      .filter({ hasText: /^94\/3$/ })
      .waitFor({ timeout: 10_000 });
    expect(liveParts.length).toBeGreaterThan(0);
    expect(await scoreStyle()).toEqual(styledBefore);
    expect(await page.evaluate('window.stillHere')).toBe(true);
    expect(await page.getByTestId('tab-commentary').getAttribute('aria-selected')).toBe('true');
    expect(await page.getByTestId('panel-commentary').isVisible()).toBe(true);
    expect(await page.getByTestId('panel-scorecard').isVisible()).toBe(false);

    // Follow, kept in this browser: pressed after a reload too.
    const follow = page.getByTestId('follow-button');
    expect(await follow.getAttribute('aria-pressed')).toBe('false');
    await follow.click();
    await page.locator('[data-testid="follow-button"][aria-pressed="true"]').waitFor();
    expect(await follow.innerText()).toContain('Following');
    const kept = await page.evaluate(() => localStorage.getItem('pitchside.follows'));
    expect(JSON.parse(kept ?? '{}')).toMatchObject({ matches: [{ id: matchId }] });
    await page.reload();
    await page.locator('[data-testid="follow-button"][aria-pressed="true"]').waitFor();

    // Back: where the fan came from.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(`${e2e.site.url}/`);
    await context.close();
  });
});

describe("a visitor's team and player pages without the app, in Chromium", () => {
  const e2e = useDemoInBrowser();

  /** A team with 13 results: one page of 10, and three behind "Show more results". */
  async function teamWithThirteenResults(): Promise<{ id: number; name: string }> {
    const em = e2e.site.em();
    const organiser = await createUser(em, { name: 'Marisa Organiser' });
    const club = await createClub(em, organiser, { name: 'Paging Club' });
    const [home, away] = [
      await createTeam(em, club, { name: 'Paging Rovers' }),
      await createTeam(em, club, { name: 'Paging United' }),
    ];
    const league = await createTournament(em, organiser, { name: 'Paging League', sport: Sport.football });
    for (let round = 1; round <= 13; round += 1) {
      await createMatch(em, league, home, away, {
        status: MatchStatus.completed,
        homeTeamScore: round % 3,
        awayTeamScore: 1,
        roundNumber: round,
        scheduledDate: new Date(Date.UTC(2026, 10, round, 18)),
      });
    }
    return { id: home.id, name: home.name };
  }

  it("loads only the visitor's script on a team page, whose live card moves, and on a player page", async () => {
    const { context, page } = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.phone);
    const files: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') files.push(new URL(response.url()).pathname);
    });
    const teamId = await e2e.site
      .em()
      .findOneOrFail(Match, { id: e2e.demo.matches.cupLive }, { populate: ['homeTeam'] })
      .then((match) => match.homeTeam!.id);
    await page.goto(`/team/${teamId}`);
    await waitForApp(page);
    // The live match's card moves with the match: the team's part of the page is redrawn from the server.
    const card = page.locator(`[data-match-id="${e2e.demo.matches.cupLive}"]`);
    expect(await card.innerText()).toContain('88/3');
    await page.waitForTimeout(1000);
    await changeMatch(e2e.site, e2e.demo.matches.cupLive, (match) => {
      match.awayTeamScore = 92;
    });
    await card.getByText('92/3').waitFor({ timeout: 10_000 });
    // A player of the team's squad, by the page's own link.
    await page.locator('a[href^="/player/"]').first().click();
    await page.waitForURL(/\/player\/\d+$/);
    await waitForApp(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(files.some((file) => /\/assets\/visitor-/.test(file))).toBe(true);
    expect(files.filter((file) => !/\/assets\/visitor-/.test(file))).toEqual([]);
    expect(await page.content()).not.toContain('id="ssr-state"');
    await context.close();
  });

  it('shows more results in place: the longer list at its own address, no reload', async () => {
    const team = await teamWithThirteenResults();
    const { context, page } = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.phone);
    await page.goto(`/team/${team.id}`);
    await waitForApp(page);
    await page.getByRole('heading', { level: 1, name: team.name }).waitFor();
    const results = page.getByTestId('section-results').getByTestId('match-card');
    expect(await results.count()).toBe(10);
    await page.evaluate('window.stillHere = true');

    await page.getByRole('link', { name: 'Show more results' }).click();
    await expect.poll(() => results.count(), { timeout: 10_000 }).toBe(13);
    expect(new URL(page.url()).search).toBe('?results=20');
    expect(await page.evaluate('window.stillHere')).toBe(true);
    // Every result shown: no link to more.
    expect(await page.getByRole('link', { name: 'Show more results' }).count()).toBe(0);
    // The address holds it: the page loaded afresh there shows as many.
    await page.reload();
    await waitForApp(page);
    expect(await results.count()).toBe(13);
    await context.close();
  });
});

describe("a visitor's landing page without the app; the app for a browser that follows something", () => {
  const e2e = useDemoInBrowser();

  const scriptsOf = (page: Page) => {
    const files: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') files.push(new URL(response.url()).pathname);
    });
    return files;
  };

  it('moves the live strip on a ball without the app, and signs in from its buttons', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.phone);
    const files = scriptsOf(page);
    await new HomePage(page).open();
    expect(files.some((file) => /\/assets\/visitor-/.test(file))).toBe(true);
    expect(files.filter((file) => !/\/assets\/visitor-/.test(file))).toEqual([]);
    await page.getByTestId('follow-hint').waitFor();
    await page.evaluate('window.stillHere = true');

    const card = page.getByTestId('section-live').locator(`[data-match-id="${e2e.demo.matches.cupLive}"]`);
    expect(await card.innerText()).toContain('88/3');
    await page.waitForTimeout(1000);
    await changeMatch(e2e.site, e2e.demo.matches.cupLive, (match) => {
      match.awayTeamScore = 96;
    });
    await card.getByText('96/3').waitFor({ timeout: 10_000 });
    expect(await page.evaluate('window.stillHere')).toBe(true);

    await page.route('**/api/oauth/google/redirect_url', (route) =>
      route.fulfill({ json: { redirectUrl: `${e2e.site.url}/browse` } }),
    );
    await page.getByRole('button', { name: 'Join Tournament' }).click();
    await page.waitForURL(/\/browse$/);
    await context.close();
  });

  it('starts the app for a browser that follows a team, which hydrates the page and adds its Following section', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.phone);
    const team = await e2e.site
      .em()
      .findOneOrFail(Match, { id: e2e.demo.matches.cupLive }, { populate: ['awayTeam'] })
      .then((match) => ({ id: match.awayTeam!.id, name: match.awayTeam!.getEntity().name }));
    // The browse page's own scripts (its after-paint script loads the visitor's) all in before the
    // home page's are counted: one arriving late was counted as the home page's on a loaded machine.
    await page.goto('/browse', { waitUntil: 'networkidle' });
    await page.evaluate((follows) => localStorage.setItem('pitchside.follows', JSON.stringify(follows)), {
      teams: [team],
      matches: [],
    });
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().includes('Service Worker registration blocked')) {
        problems.push(message.text());
      }
    });
    // The page names both: the visitor's script, and the app's entry for a browser that follows something.
    const html = await (await fetch(`${e2e.site.url}/`, { headers: { 'sec-fetch-dest': 'document' } })).text();
    const [visitorEntry, appEntry] = [...html.matchAll(/\{e:"([^"]+)"/g)].map((found) => found[1]);
    expect(appEntry).toMatch(/\/assets\/index-/);
    const files = scriptsOf(page);
    await new HomePage(page).open();
    expect(files).toContain(appEntry);
    expect(files).not.toContain(visitorEntry);
    const following = page.getByTestId('section-following');
    await following.getByTestId('followed-team').first().waitFor();
    expect(await following.getByTestId('followed-team').allInnerTexts()).toEqual([team.name]);
    // Hydrated, not rendered again: React reports a mismatch as an error.
    expect(problems).toEqual([]);
    await context.close();
  });
});
