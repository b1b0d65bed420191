import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MyMatchesPage, MyTeamsPage, openSignedInNav } from './pages/MinePages.js';
import { HomePage, MatchPage, StandingsPage, TournamentPage } from './pages/PublicPages.js';
import { signInAs } from './pages/ScoringPage.js';
import { useDemoInBrowser } from './support/suite.js';

/** The sizes issue 10 names: a phone and a laptop. */
const SIZES = {
  phone: { width: 375, height: 812 },
  laptop: { width: 1280, height: 800 },
} as const;
type Size = keyof typeof SIZES;

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-public';

/** Paths that are probed for not-found on purpose: a 404 there is the expected answer. */
const NOT_FOUND_PROBES = ['/no-such-page', '/tournament/999999', '/match/999999', '/matches/999999/score'];

/**
 * Watches one page for what issue 10 forbids: console errors, failed requests, error responses
 * (other than the not-found probes) and redirect loops (main-frame navigations, SPA ones included).
 */
function watch(page: Page) {
  const problems: string[] = [];
  let navigations = 0;
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The browser reports a probe's 404 document as a failed resource: that 404 is the expected answer.
    const source = message.location().url;
    const probed = source && NOT_FOUND_PROBES.includes(new URL(source).pathname);
    if (probed && message.text().startsWith('Failed to load resource')) return;
    problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A request cut off because the test itself moved the page on is not the app failing.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  page.on('response', (response) => {
    if (response.status() < 400) return;
    const path = new URL(response.url()).pathname;
    if (response.status() === 404 && NOT_FOUND_PROBES.includes(path)) return;
    problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  return {
    problems,
    /** Navigations since the last call. */
    takeNavigations() {
      const count = navigations;
      navigations = 0;
      return count;
    },
  };
}

async function shot(page: Page, name: string, size: Size): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}-${size}.png`, fullPage: true });
}

/** Stays put: no navigation at all for a while (a loop would navigate many times a second). */
async function settles(page: Page, watcher: ReturnType<typeof watch>, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
  watcher.takeNavigations();
  await page.waitForTimeout(1500);
  expect(new URL(page.url()).pathname).toBe(path);
  expect(watcher.takeNavigations()).toBe(0);
}

describe('the first hour of a visitor, a player and a referee, on a phone and a laptop', () => {
  const e2e = useDemoInBrowser();

  beforeAll(() => {
    mkdirSync(SHOTS, { recursive: true });
  });

  for (const size of Object.keys(SIZES) as Size[]) {
    it(`a visitor follows tournaments, a live match and standings, and meets real not-found pages (${size})`, async () => {
      const context = await e2e.browser.newContext({ baseURL: e2e.site.url, viewport: SIZES[size] });
      const page = await context.newPage();
      const watcher = watch(page);

      const home = new HomePage(page);
      await home.open();
      await page.getByRole('banner').getByRole('button', { name: 'Login' }).waitFor();
      await settles(page, watcher, '/');
      await shot(page, 'home-visitor', size);

      await page.getByRole('banner').getByRole('link', { name: 'Browse', exact: true }).click();
      await page.waitForURL('**/browse');
      await page.getByRole('heading', { level: 1 }).waitFor();

      await new TournamentPage(page).open(e2e.demo.tournaments.islandCup);
      const match = new MatchPage(page);
      await match.open(e2e.demo.matches.cupLive);
      await match.liveUpdates.waitFor();
      // The side batting second has not faced a ball in the demo's live match, or is chasing.
      const away = await match.score('away');
      expect(away).not.toMatch(/^AWAY\s*\n.*\n0\/0$/);
      await shot(page, 'match-live', size);

      const standings = new StandingsPage(page);
      await standings.open(e2e.demo.tournaments.islandCup);
      await standings.rows.first().waitFor();
      // Cricket: ties and no results have their own columns, and the form guide names its letters.
      const headers = await page.getByTestId('standings-table').getByRole('columnheader').allInnerTexts();
      expect(headers.map((header) => header.trim())).toEqual(expect.arrayContaining(['W', 'T', 'NR', 'L']));
      await shot(page, 'standings-cricket', size);

      await page.goto('/no-such-page');
      await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
      expect(await page.getByText(/coming soon/i).count()).toBe(0);
      expect(await page.title()).toBe('Page Not Found · Pitchside');
      await shot(page, 'not-found', size);
      await page.goto('/tournament/999999');
      await page.getByRole('heading', { name: 'Tournament Not Found' }).waitFor();
      await page.goto('/match/999999');
      await page.getByRole('heading', { name: 'Match Not Found' }).waitFor();
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await settles(page, watcher, '/');

      expect(watcher.problems).toEqual([]);
      await context.close();
    });

    it(`a player signs in, stays on the public home with no loop, and follows My teams (${size})`, async () => {
      const context = await e2e.browser.newContext({ baseURL: e2e.site.url, viewport: SIZES[size] });
      const page = await context.newPage();
      const watcher = watch(page);

      await signInAs(page, 'player@pitchside.test');
      await settles(page, watcher, '/');
      // The header knows them at once: no reload.
      const banner = page.getByRole('banner');
      await banner.getByRole('button', { name: 'Sign out' }).waitFor();
      expect(await banner.getByRole('button', { name: 'Login' }).count()).toBe(0);
      await page.getByTestId('signed-in-welcome').getByText('Welcome back, Shai').waitFor();
      await shot(page, 'home-player', size);

      // /admin is not for players: it sends them home once, and home lets them stay.
      await page.goto('/admin');
      await settles(page, watcher, '/');

      await banner.getByRole('link', { name: 'My teams' }).click();
      const myTeams = new MyTeamsPage(page);
      await myTeams.waitForLoaded();
      expect((await myTeams.teamNames()).length).toBeGreaterThan(0);
      const first = myTeams.teams.first();
      await first.getByText('Player', { exact: true }).waitFor();
      const fixtures = first.getByTestId('match-card');
      expect(await fixtures.count()).toBeGreaterThan(0);
      await shot(page, 'my-teams', size);
      await fixtures.first().getByRole('link').click();
      await page.waitForURL('**/match/*');
      await page.getByRole('heading', { level: 1 }).waitFor();

      await banner.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await banner.getByRole('button', { name: 'Login' }).waitFor();
      expect(await banner.getByRole('link', { name: 'My teams' }).count()).toBe(0);

      expect(watcher.problems).toEqual([]);
      await context.close();
    });

    it(`a referee signs in, finds My matches and opens a scoring pad (${size})`, async () => {
      const context = await e2e.browser.newContext({ baseURL: e2e.site.url, viewport: SIZES[size] });
      const page = await context.newPage();
      const watcher = watch(page);

      await signInAs(page, 'referee@pitchside.test');
      await settles(page, watcher, '/admin');
      await page.getByRole('heading', { name: 'Referee Dashboard' }).waitFor();

      await openSignedInNav(page, 'My matches');
      const myMatches = new MyMatchesPage(page);
      await myMatches.waitForLoaded();
      const today = await myMatches.padLinks(myMatches.today);
      const upcoming = await myMatches.padLinks(myMatches.upcoming);
      const recent = await myMatches.padLinks(myMatches.recent);
      // The demo's live cricket match is the referee's, so it is today's.
      expect(today).toContain(`/matches/${e2e.demo.matches.cupLive}/score`);
      expect(upcoming.length + recent.length).toBeGreaterThan(0);
      await shot(page, 'my-matches', size);

      await myMatches.today.getByRole('link', { name: 'Open scoring pad' }).first().click();
      await page.waitForURL('**/matches/*/score');
      await page.getByRole('heading', { name: 'Score the match' }).waitFor();
      await page.getByTestId('live-score').waitFor();
      await shot(page, 'scoring-pad', size);

      await page.goto('/matches/999999/score');
      await page.getByRole('heading', { name: 'Match Not Found' }).waitFor();

      expect(watcher.problems).toEqual([]);
      await context.close();
    });
  }

  it('the organiser’s dashboard lists their own next matches (screenshots at both sizes)', async () => {
    for (const size of Object.keys(SIZES) as Size[]) {
      const context = await e2e.browser.newContext({ baseURL: e2e.site.url, viewport: SIZES[size] });
      const page = await context.newPage();
      const watcher = watch(page);
      await signInAs(page, 'admin@pitchside.test');
      await settles(page, watcher, '/admin');
      const panel = page.getByTestId('organised-matches');
      await panel.getByRole('heading', { name: 'Your next matches' }).waitFor();
      expect(await panel.getByRole('link', { name: 'Score' }).count()).toBeGreaterThan(0);
      await shot(page, 'admin-dashboard', size);
      expect(watcher.problems).toEqual([]);
      await context.close();
    }
  });
});
