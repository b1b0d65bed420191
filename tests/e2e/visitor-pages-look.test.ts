// Each public page a visitor gets without the app (the server's markup and styles, the visitor's script) looks
// as the app draws it in the browser: screenshots of both, pixel by pixel, on a phone and a desktop.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { Match } from '../../server/src/modules/matches/match.entity.js';
import { SESSION_COOKIE } from '../../server/src/auth/session.js';
import { TeamMember } from '../../server/src/modules/teams/team-member.entity.js';
import { Tournament } from '../../server/src/modules/tournaments/tournament.entity.js';
import { newPage, waitForApp } from './support/browser.js';
import { useDemoInBrowser } from './support/suite.js';

/** The widths the issue names: the narrowest phone in common use, and a laptop. */
const WIDTHS = [375, 1280] as const;

/** Where a failing comparison leaves both screenshots and their difference, to look at. */
const DIFFERENCES = path.resolve('.test-reports', 'visitor-pages-look');

/**
 * One page as a visitor's browser gets it (`app: false`), or as the app draws it: a session cookie, even one
 * naming no session, gets the shell, which the app fills from the API in the browser. The browser's time is
 * `at` throughout, so the clocks (at the ground, in play, the football minute) read alike in both.
 */
async function screenshot(browser: Browser, url: string, width: number, app: boolean, at: Date): Promise<PNG> {
  const { context, page } = await newPage(browser, new URL(url).origin, { width, height: 800 });
  try {
    await context.clock.setFixedTime(at);
    if (app) await context.addCookies([{ name: SESSION_COOKIE, value: 'no-such-session', url }]);
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
    });
    await page.goto(url);
    if (app) await waitForApp(page);
    await settled(page);
    // Each side is what it claims to be: the server's page with the visitor's script alone, or the shell the
    // app drew into.
    const visitorOnly = scripts.length > 0 && scripts.every((file) => /\/assets\/visitor-/.test(file));
    const rendered = await page.locator('#root[data-ssr]').count();
    const side = app ? 'app' : 'visitor';
    expect([url, side, visitorOnly, rendered]).toEqual([url, side, !app, app ? 0 : 1]);
    const bytes = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    return PNG.sync.read(bytes);
  } finally {
    await context.close();
  }
}

/** Fonts loaded, every image decoded, nothing fetched for a moment. */
async function settled(page: Page): Promise<void> {
  type Loading = { document: { fonts: { ready: Promise<unknown> }; images: ArrayLike<{ decode(): Promise<void> }> } };
  await page.evaluate(async () => {
    const { document } = globalThis as unknown as Loading;
    await document.fonts.ready;
    await Promise.all(Array.from(document.images, (image) => image.decode().catch(() => undefined)));
  });
  await page.waitForLoadState('networkidle');
}

/** The pixels that differ (anti-aliasing aside), with the difference drawn; sizes must match first. */
function compare(visitor: PNG, app: PNG): { count: number; diff: PNG } {
  const diff = new PNG({ width: visitor.width, height: visitor.height });
  const count = pixelmatch(visitor.data, app.data, diff.data, visitor.width, visitor.height, { threshold: 0.1 });
  return { count, diff };
}

function keep(name: string, images: Record<string, PNG>): string {
  mkdirSync(DIFFERENCES, { recursive: true });
  for (const [kind, image] of Object.entries(images)) {
    writeFileSync(path.join(DIFFERENCES, `${name}-${kind}.png`), PNG.sync.write(image));
  }
  return path.join(DIFFERENCES, name);
}

/** The demo's records the pages are of. */
type Records = {
  tournament: number;
  league: number;
  staged: number;
  result: number;
  live: number;
  team: number;
  player: number;
};

const PAGES: [name: string, address: (of: Records) => string][] = [
  ['landing', () => '/'],
  ['browse', () => '/browse'],
  ['tournament', (of) => `/tournament/${of.tournament}`],
  ['standings', (of) => `/standings/${of.tournament}`],
  ['leaders', (of) => `/tournament/${of.tournament}/leaders`],
  ['fixtures', (of) => `/tournament/${of.league}/fixtures`],
  ['bracket', (of) => `/tournament/${of.staged}/bracket`],
  ['match, a result', (of) => `/match/${of.result}`],
  ['match, live', (of) => `/match/${of.live}`],
  ['team', (of) => `/team/${of.team}`],
  ['player', (of) => `/player/${of.player}`],
];

describe('public pages without the app look as the app draws them, in Chromium at 375 and 1280 px', () => {
  const e2e = useDemoInBrowser();
  let records: Records;

  beforeAll(async () => {
    const em = e2e.site.em();
    const { tournaments, matches } = e2e.demo;
    const live = await em.findOneOrFail(Match, { id: matches.cupLive }, { populate: ['homeTeam'] });
    const player = await em.findOneOrFail(TeamMember, { team: live.homeTeam!.id }, { orderBy: { id: 'asc' } });
    const staged = await em.findOneOrFail(Tournament, { name: 'Caribbean Nations Cup' });
    records = {
      tournament: tournaments.cpl,
      league: tournaments.shield,
      staged: staged.id,
      result: matches.cupWon,
      live: matches.cupLive,
      team: live.homeTeam!.id,
      player: player.id,
    };
  });

  for (const [name, address] of PAGES) {
    it(name, async () => {
      for (const width of WIDTHS) {
        const url = new URL(address(records), e2e.site.url).href;
        const at = new Date();
        const visitor = await screenshot(e2e.browser, url, width, false, at);
        const app = await screenshot(e2e.browser, url, width, true, at);
        const file = `${name.replace(/\W+/g, '-')}-${width}`;
        const sizes = [visitor.width, visitor.height, app.width, app.height];
        if (sizes[0] !== sizes[2] || sizes[1] !== sizes[3]) {
          const kept = keep(file, { visitor, app });
          const [visitorSize, appSize] = [`${sizes[0]}x${sizes[1]}`, `${sizes[2]}x${sizes[3]}`];
          expect.fail(
            `${name} at ${width} px: the visitor's page is ${visitorSize}, the app's ${appSize} (${kept}-*.png)`,
          );
        }
        const { count, diff } = compare(visitor, app);
        if (count > 0) keep(file, { visitor, app, diff });
        expect([name, width, count]).toEqual([name, width, 0]);
      }
    });
  }
});
