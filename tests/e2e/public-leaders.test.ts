// The leaderboards of a tournament built from real matches (Data: cricsheet.org), read in Chromium and
// compared with figures computed here from the same deliveries; then a batter's page, from the board.
import { beforeAll, describe, expect, it } from 'vitest';
import { fromDeliveries } from '../server/stats/support.js';
import { newPage, VIEWPORTS } from './support/browser.js';
import { REAL_MATCH_FILES, realMatchTournament } from './support/real-matches.js';
import { useDemoInBrowser } from './support/suite.js';

describe('/tournament/{id}/leaders and /player/{id} in Chromium', () => {
  const e2e = useDemoInBrowser();
  let tournamentId: number;

  beforeAll(async () => {
    tournamentId = await realMatchTournament(e2e.site);
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`shows most runs and most wickets as the deliveries give them (${name})`, async () => {
      const { context, page } = await newPage(e2e.browser, e2e.site.url, viewport);
      await page.goto(`/tournament/${tournamentId}`);
      await page.getByRole('link', { name: 'View Leaders' }).click();
      await page.waitForURL(new RegExp(`/tournament/${tournamentId}/leaders$`));
      await page.getByRole('heading', { level: 1, name: /Leaders/ }).waitFor();

      const expected = fromDeliveries(REAL_MATCH_FILES);
      const batting = page.getByTestId('batting-leaders');
      const headers = await batting.getByRole('columnheader').allTextContents();
      expect(headers.join('|')).toBe('#|Player|Team|Inns|NO|Runs|BF|HS|Avg|SR|4s|6s');
      const rows = batting.locator('tbody tr');
      expect(await rows.count()).toBe(20);
      // Row by row: the runs fall as the deliveries have them, and each name scored those runs.
      const runs = [...expected.battingRows].sort((a, b) => b.runs - a.runs).map((row) => row.runs);
      for (let index = 0; index < 5; index += 1) {
        const cells = await rows.nth(index).getByRole('cell').allTextContents();
        const row = expected.battingRows.find((each) => each.player.name === cells[1] && each.team.name === cells[2])!;
        expect(row, cells.join('|')).toBeDefined();
        expect(Number(cells[5])).toBe(row.runs);
        expect(Number(cells[5])).toBe(runs[index]);
        expect(Number(cells[6])).toBe(row.balls);
      }

      const bowling = page.getByTestId('bowling-leaders');
      const top = await bowling.locator('tbody tr').first().getByRole('cell').allTextContents();
      const mostWickets = Math.max(...expected.bowlingRows.map((row) => row.wickets));
      expect(Number(top[5])).toBe(mostWickets);
      const bowler = expected.bowlingRows.find((each) => each.player.name === top[1])!;
      expect([bowler.wickets, bowler.bestFigures]).toEqual([mostWickets, top[7]]);
      await context.close();
    });
  }

  it('opens a batter’s page from the board, with career figures and the matches played', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.phone);
    await page.goto(`/tournament/${tournamentId}/leaders`);
    await page.getByTestId('batting-leaders').getByRole('link', { name: 'MS Dhoni' }).click();
    await page.waitForURL(/\/player\/\d+$/);
    await page.getByRole('heading', { level: 1, name: /MS Dhoni/ }).waitFor();

    const lines = fromDeliveries(REAL_MATCH_FILES).batting.get('Chennai Super Kings|MS Dhoni')!;
    const career = await page
      .getByTestId('player-batting')
      .locator('tbody tr')
      .last()
      .getByRole('cell')
      .allTextContents();
    expect(career[0]).toBe('Career');
    expect(Number(career[1])).toBe(lines.length);
    expect(Number(career[3])).toBe(lines.reduce((sum, line) => sum + line.runs, 0));
    expect(await page.getByTestId('player-matches').getByRole('listitem').count()).toBe(2);
    await page.getByTestId('player-matches').getByRole('link').first().click();
    await page.waitForURL(/\/match\/\d+$/);
    await context.close();
  });

  it('opens the team page from a player: squad, results, form, tournaments and the iCal feed', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.desktop);
    await page.goto(`/tournament/${tournamentId}/leaders`);
    await page.getByTestId('batting-leaders').getByRole('link', { name: 'MS Dhoni' }).click();
    await page.getByRole('heading', { level: 1, name: /MS Dhoni/ }).waitFor();
    await page.getByRole('link', { name: 'Chennai Super Kings', exact: true }).click();
    await page.waitForURL(/\/team\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Chennai Super Kings' }).waitFor();
    await page.getByTestId('team-squad').getByRole('link', { name: 'MS Dhoni' }).waitFor();
    // Both real matches are results: 2009 a win over Rajasthan, 2012 a loss to Mumbai.
    expect(await page.getByTestId('section-results').getByTestId('match-card').count()).toBe(2);
    const form = await page.getByTestId('team-form').locator('.chakra-badge').allInnerTexts();
    expect(form).toHaveLength(2);
    await page.getByTestId('team-tournaments').getByRole('link').first().waitFor();
    const feed = await page.getByRole('link', { name: 'Add fixtures to calendar' }).getAttribute('href');
    expect(feed).toMatch(/^\/team\/\d+\/fixtures\.ics$/);
    const ics = await page.request.get(feed!);
    expect(ics.status()).toBe(200);
    expect(await ics.text()).toContain('BEGIN:VCALENDAR');
    await context.close();
  });
});
