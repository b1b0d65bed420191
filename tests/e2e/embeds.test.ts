import { cataloguesLoaded, isCatalogue } from './support/catalogues.js';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MatchStatus } from '../../server/src/modules/matches/match.entity.js';
import { Role } from '../../server/src/modules/users/user.entity.js';
import { TestClient } from '../support/client.js';
import {
  createClub,
  createMatch,
  createTeam,
  createTournament,
  createUser,
  registerTeams,
} from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { launchBrowser, newPage } from './support/browser.js';
import { PATIENT_RENDERING } from './support/site.js';

/** A club's own site on another origin: its page is whatever HTML the test gives it. */
async function startClubSite(): Promise<{ url: string; server: Server; pages: Map<string, string> }> {
  const pages = new Map<string, string>();
  const server = createServer((req, res) => {
    const html = pages.get(req.url ?? '/');
    res.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Reached as localhost while Pitchside is 127.0.0.1: another origin and another site.
  return { url: `http://localhost:${(server.address() as AddressInfo).port}`, server, pages };
}

function clubPage(body: string): string {
  return `<!doctype html><html lang="en"><head><title>Harbour Lights FC</title></head><body><h1>Our club</h1>${body}</body></html>`;
}

/** The frame an <iframe> of the club's page loaded, once it has a document. */
async function frameOf(page: Page, title: string): Promise<Frame> {
  const handle = await page.locator(`iframe[title="${title}"]`).elementHandle();
  const frame = await handle.contentFrame();
  if (!frame) throw new Error(`no frame for ${title}`);
  return frame;
}

/** The relative luminance (0 black to 1 white) of a CSS rgb()/rgba() colour. */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
    const channel = Number(part) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('embeds on a club’s own site in Chromium', () => {
  let site: TestServer;
  let club: Awaited<ReturnType<typeof startClubSite>>;
  let browser: Browser;
  let scorer: TestClient;
  const ids = { cup: 0, live: 0, next: 0, played: 0, draft: 0 };

  beforeAll(async () => {
    site = await startTestServer({ webDist: 'dist/web', env: PATIENT_RENDERING });
    club = await startClubSite();
    browser = await launchBrowser();
    const em = site.em();
    const creator = await createUser(em, { email: 'organiser@example.test', role: Role.tournament_creator });
    const owner = await createClub(em, creator);
    const home = await createTeam(em, owner, { name: 'Harbour Lights FC' });
    const away = await createTeam(em, owner, { name: 'Coral Reef FC' });
    const cup = await createTournament(em, creator, { name: 'Island Cup' });
    const draft = await createTournament(em, creator, { name: 'Hidden Draft', isPublished: false });
    await registerTeams(em, cup, [home, away]);
    const live = await createMatch(em, cup, home, away, {
      status: MatchStatus.in_progress,
      homeTeamScore: 0,
      awayTeamScore: 0,
    });
    const next = await createMatch(em, cup, away, home, { scheduledDate: new Date(Date.now() + 7 * 86_400_000) });
    const played = await createMatch(em, cup, away, home, {
      status: MatchStatus.completed,
      homeTeamScore: 1,
      awayTeamScore: 3,
      scheduledDate: new Date(Date.now() - 7 * 86_400_000),
    });
    Object.assign(played, { winnerTeam: home });
    await em.flush();
    Object.assign(ids, { cup: cup.id, live: live.id, next: next.id, played: played.id, draft: draft.id });
    scorer = new TestClient(site.url);
    await scorer.signIn('organiser@example.test');
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => club?.server.close(resolve));
    await site?.stop();
  });

  it('a live-score iframe on another origin moves with the score as the match is scored', async () => {
    club.pages.set(
      '/live',
      clubPage(
        `<iframe src="${site.url}/embed/match/${ids.live}" title="Live score" width="360" height="200"></iframe>` +
          // The full match page is no widget: it refuses to be framed.
          `<iframe src="${site.url}/match/${ids.live}" title="Full page" width="360" height="200"></iframe>`,
      ),
    );
    const context = await browser.newContext({ viewport: { width: 800, height: 600 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await page.goto(`${club.url}/live`);
    const frame = await frameOf(page, 'Live score');
    const home = frame.getByTestId('embed-score-home-value');
    await home.filter({ hasText: /^0$/ }).waitFor();
    expect(await frame.getByTestId('embed-score-away-value').innerText()).toBe('0');
    expect(await frame.getByText('LIVE', { exact: true }).isVisible()).toBe(true);
    // The way back to the full page opens outside the club's page.
    const link = frame.getByTestId('embed-pitchside-link');
    expect(await link.getAttribute('href')).toBe(`/match/${ids.live}`);
    expect(await link.getAttribute('target')).toBe('_blank');

    // Let the widget's subscription reach the server before the first goal.
    await page.waitForTimeout(1000);
    for (const [homeScore, awayScore] of [
      [1, 0],
      [1, 1],
      [2, 1],
    ]) {
      const started = Date.now();
      const { errors } = await scorer.gql(
        'mutation ($id: Int!, $home: Int!, $away: Int!) { updateMatchScore(matchId: $id, score: { homeTeamScore: $home, awayTeamScore: $away }) { id } }',
        { id: ids.live, home: homeScore, away: awayScore },
      );
      expect(errors).toBeUndefined();
      await home.filter({ hasText: new RegExp(`^${homeScore}$`) }).waitFor({ timeout: 5000 });
      await frame
        .getByTestId('embed-score-away-value')
        .filter({ hasText: new RegExp(`^${awayScore}$`) })
        .waitFor({ timeout: 5000 });
      // Pushed, not polled: well within a poll interval.
      expect(Date.now() - started).toBeLessThan(5000);
    }

    // The full page's frame shows no Pitchside document: the browser refused it (frame-ancestors 'none').
    const blocked = await frameOf(page, 'Full page');
    await page.waitForTimeout(500);
    expect(blocked.url()).not.toBe(`${site.url}/match/${ids.live}`);
    expect(await blocked.locator('#root').count()).toBe(0);
    await context.close();
  });

  it('the standings embed has a dark background with theme=dark, a light one by default', async () => {
    club.pages.set(
      '/table',
      clubPage(
        `<iframe src="${site.url}/embed/standings/${ids.cup}?theme=dark" title="Dark table" width="320" height="300"></iframe>` +
          `<iframe src="${site.url}/embed/standings/${ids.cup}" title="Light table" width="320" height="300"></iframe>`,
      ),
    );
    const { context, page } = await newPage(browser, site.url, { width: 800, height: 600 });
    await page.goto(`${club.url}/table`);
    const backgrounds: Record<string, number> = {};
    const texts: Record<string, number> = {};
    for (const title of ['Dark table', 'Light table']) {
      const frame = await frameOf(page, title);
      await frame.getByTestId('embed-standings-row').first().waitFor();
      expect(await frame.getByTestId('embed-standings-row').count()).toBe(2);
      expect(await frame.getByRole('heading', { level: 1 }).innerText()).toBe('Island Cup standings');
      const embed = frame.getByTestId('embed');
      const style = await embed.evaluate((element) => {
        const { getComputedStyle } = globalThis as unknown as {
          getComputedStyle: (target: unknown) => { backgroundColor: string; color: string };
        };
        const { backgroundColor, color } = getComputedStyle(element);
        return { backgroundColor, color };
      });
      backgrounds[title] = luminance(style.backgroundColor);
      texts[title] = luminance(style.color);
      // The document behind it too, so no light edge shows in a dark frame.
      const rootClass = await frame.evaluate(
        () =>
          (globalThis as unknown as { document: { documentElement: { className: string } } }).document.documentElement
            .className,
      );
      expect(rootClass).toContain(title === 'Dark table' ? 'dark' : 'light');
    }
    expect(backgrounds['Dark table']).toBeLessThan(0.05);
    expect(texts['Dark table']).toBeGreaterThan(0.7);
    expect(backgrounds['Light table']).toBeGreaterThan(0.9);
    expect(texts['Light table']).toBeLessThan(0.1);
    await context.close();
  });

  it('the fixtures embed lists upcoming and recent matches; unknown and draft ids say not found', async () => {
    const { context, page } = await newPage(browser, site.url, { width: 360, height: 480 });
    await page.goto(`/embed/fixtures/${ids.cup}`);
    await page.getByRole('heading', { level: 1, name: 'Island Cup fixtures' }).waitFor();
    const upcoming = page.getByTestId('embed-upcoming');
    expect(await upcoming.getByTestId('embed-fixture').count()).toBe(2);
    const recent = page.getByTestId('embed-recent');
    expect(await recent.getByTestId('embed-fixture').count()).toBe(1);
    expect(await recent.innerText()).toContain('Coral Reef FC');
    expect(await page.getByTestId('embed-fixture').first().getByRole('link').getAttribute('target')).toBe('_blank');

    for (const path of [`/embed/fixtures/${ids.draft}`, `/embed/standings/999999`, `/embed/match/999999`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await page.getByTestId('embed-not-found').waitFor();
      expect(await page.getByRole('heading', { level: 1 }).innerText(), path).toMatch(/^(Tournament|Match) not found$/);
    }
    await context.close();
  });

  it('fits a 280px frame in both themes: nothing wider than the frame', async () => {
    const { context, page } = await newPage(browser, site.url, { width: 280, height: 240 });
    for (const path of [
      `/embed/match/${ids.played}`,
      `/embed/standings/${ids.cup}?theme=dark`,
      `/embed/fixtures/${ids.cup}`,
      `/embed/match/${ids.live}?theme=dark`,
    ]) {
      await page.goto(path);
      await page.getByTestId('embed-pitchside-link').waitFor();
      await page.getByRole('heading', { level: 1 }).waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      const width = await page.evaluate(
        () =>
          (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement
            .scrollWidth,
      );
      expect(width, path).toBeLessThanOrEqual(280);
    }
    await context.close();
  });

  it('an embed loads only its own small code', async () => {
    const { context, page } = await newPage(
      browser,
      site.url,
      { width: 360, height: 200 },
      { serviceWorkers: 'allow' },
    );
    const requested: string[] = [];
    context.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const scripts: { url: string; bytes: number }[] = [];
    // Every body read is awaited before counting, so a script that arrives last is counted, not lost.
    const reads: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      reads.push(
        (async () => {
          scripts.push({ url: response.url(), bytes: (await response.body()).length });
        })(),
      );
    });
    await page.goto(`/embed/match/${ids.live}`);
    await page.getByTestId('embed-score').waitFor();
    await page.waitForLoadState('networkidle');
    await Promise.all(reads);
    const names = scripts.map((script) => new URL(script.url).pathname);
    // The page's language alone: one catalogue (issue 54), counted apart from the code.
    expect(cataloguesLoaded(names)).toEqual(['en']);
    // The landing page's budget (public-home.test.ts) is 750 KiB of code decoded: a widget stays under it.
    const total = scripts
      .filter((script) => !isCatalogue(new URL(script.url).pathname))
      .reduce((sum, script) => sum + script.bytes, 0);
    expect(names.some((name) => /EmbedMatchRoute-/.test(name))).toBe(true);
    expect(names.some((name) => /\/(HomeRoute|MatchRoute|TournamentRoute|StandingsRoute)-/.test(name))).toBe(false);
    // The widget's own code (its route, frame and badge) is a few KiB on top of the shared client.
    const own = scripts.filter((script) => /\/Embed[A-Za-z]*-/.test(new URL(script.url).pathname));
    expect(own.length).toBeGreaterThanOrEqual(2);
    expect(own.reduce((sum, script) => sum + script.bytes, 0)).toBeLessThan(20 * 1024);
    expect(total).toBeLessThan(800 * 1024);
    // Nor does it install the service worker, which would copy the whole app onto a club visitor's device.
    await page.waitForTimeout(1000);
    expect(requested).not.toContain('/sw.js');
    expect(
      await page.evaluate(async () => {
        const { navigator } = globalThis as unknown as {
          navigator: { serviceWorker: { getRegistrations(): Promise<unknown[]> } };
        };
        return (await navigator.serviceWorker.getRegistrations()).length;
      }),
    ).toBe(0);
    await context.close();
  });
});
