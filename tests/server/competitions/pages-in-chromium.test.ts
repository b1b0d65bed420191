// The competition page, the match page's head-to-head and the tournament page's link, walked in Chromium
// at 375 and 1280 px with screenshots kept. It needs a web build and Chromium, so it runs only when asked:
//   COMPETITION_WEB_DIST=/tmp/x/web COMPETITION_SHOTS=/tmp/x/shots npm run test:file -- <this file>
// (the server-rendering build beside the web build, as web/ssr.vite.config.ts writes it).
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCricketResults } from '../../../server/src/app/demo/cricket-csv.js';
import { repoPath } from '../../../server/src/repo-path.js';
import { Sport } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { cricketScore, readFootballResults } from '../../support/season.js';
import { startTestServer, type TestServer } from '../../support/server.js';
import { addSeason, arrangeCompetition, play } from './support.js';

const webDist = process.env.COMPETITION_WEB_DIST;
const shots = process.env.COMPETITION_SHOTS;
const fixture = (...parts: string[]) => repoPath('tests', 'fixtures', ...parts);

describe.skipIf(!webDist || !shots)('competition pages in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  const paths: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer({ webDist });
    const cpl = await arrangeCompetition(server, 'Caribbean Premier League', Sport.cricket);
    const rows = await readCricketResults(fixture('cricket', 'cpl2023', 'matches.csv'));
    const season = await addSeason(cpl, {
      name: 'CPL 2023 League Stage',
      fixtures: rows.map((row) => ({ home: row.team1, away: row.team2, date: row.date, round: row.matchNo })),
    });
    for (const [index, row] of rows.entries()) await play(cpl, season.matches[index].id, cricketScore(row));

    const league = await arrangeCompetition(server, 'Premier League', Sport.football);
    const results = await readFootballResults(fixture('football', 'results.csv'));
    // The one real season, split in two halves (see all-time-table.test.ts).
    for (const [name, from, to] of [
      ['2022-23 (rounds 1-19)', 1, 19],
      ['2022-23 (rounds 20-38)', 20, 38],
    ] as const) {
      const part = results.filter((row) => row.round >= from && row.round <= to);
      const { matches } = await addSeason(league, { name: `Premier League ${name}`, fixtures: part });
      for (const [index, row] of part.entries()) {
        await play(league, matches[index].id, { homeTeamScore: row.homeGoals, awayTeamScore: row.awayGoals });
      }
    }
    const next = await addSeason(league, {
      name: 'Premier League 2030-31',
      fixtures: [{ home: 'Arsenal FC', away: 'Manchester City FC', date: '2030-08-17', round: 1 }],
    });
    Object.assign(paths, {
      cpl: `/competition/${cpl.competition.id}`,
      'premier-league': `/competition/${league.competition.id}`,
      'match-head-to-head': `/match/${next.matches[0].id}`,
      'tournament-link': `/tournament/${season.season.id}`,
    });
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    });
  }, 900_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const width of [375, 1280]) {
    it(`shows seasons, champions, the all-time table, records and head-to-head at ${width} px`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      // Server-rendered for a visitor: the champion is in the markup before any script runs.
      const html = await (await fetch(`${server.url}${paths.cpl}`)).text();
      expect(html).toContain('Champion: <strong>Guyana Amazon Warriors</strong>');
      for (const [name, path] of Object.entries(paths)) {
        await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
        await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
        await page.screenshot({ path: `${shots}/${name}-${width}-top.png` });
      }
      await page.goto(`${server.url}${paths['premier-league']}`, { waitUntil: 'networkidle' });
      await page.getByTestId('records').screenshot({ path: `${shots}/premier-league-records-${width}.png` });
      expect(await page.getByRole('table', { name: 'All-time table' }).locator('tbody tr').count()).toBe(20);
      // The page never scrolls sideways on a phone: wide tables scroll inside their own box.
      const scrollWidth = await page.evaluate(
        () =>
          (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement
            .scrollWidth,
      );
      expect(scrollWidth).toBeLessThanOrEqual(width);
      await page.goto(`${server.url}${paths['match-head-to-head']}`, { waitUntil: 'networkidle' });
      expect(await page.getByTestId('head-to-head').textContent()).toContain('Last meetings (2 played)');
      await page.goto(`${server.url}${paths['tournament-link']}`, { waitUntil: 'networkidle' });
      expect(await page.getByTestId('competition-link').textContent()).toBe('Caribbean Premier League');
      await page.close();
    }, 120_000);
  }
});
