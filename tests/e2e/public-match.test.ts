import { describe, expect, it } from 'vitest';
import { MatchPage } from './pages/PublicPages.js';
import { newPage, VIEWPORTS } from './support/browser.js';
import { useDemoInBrowser } from './support/suite.js';

describe('/match/{id} in Chromium', () => {
  const e2e = useDemoInBrowser();

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`shows a live match with both scores, a clock ticking every second, conditions and officials (${name})`, async () => {
      const { context, page } = await newPage(e2e.browser, e2e.site.url, viewport);
      const match = new MatchPage(page);
      await match.open(e2e.demo.matches.cupLive);

      expect(await match.heading.innerText()).toBe('Harbour Lights XI vs Blue Mountain CC');
      await page.getByText('LIVE', { exact: true }).first().waitFor();
      expect(await match.score('home')).toBe('173/5');
      expect(await match.score('away')).toBe('88/3');
      expect(await match.scoreboard.innerText()).toContain('(10.2 ov)');
      expect(await match.winnerSide()).toBeNull();

      // The Live Updates clock moves every second.
      await match.liveUpdates.waitFor();
      expect(await match.liveUpdates.innerText()).toContain('Harbour Lights XI won the toss and batted first.');
      // The chase is worked out from the live score, not typed into a note that goes stale.
      expect(await match.scoreboard.innerText()).toContain('Blue Mountain CC need 86 runs from 58 balls');
      const first = await match.clock.innerText();
      await page.waitForTimeout(1200);
      const second = await match.clock.innerText();
      expect(second).not.toBe(first);
      expect(second).toMatch(/^\d{2}:\d{2}:\d{2}$/);

      expect(await match.conditions.innerText()).toContain('Clear, 29°C, light trade winds');
      const officials = await match.officials.innerText();
      expect(officials).toMatch(/Referee\s*Marlon Joseph/i);
      expect(officials).toMatch(/Scorer\s*Marlon Joseph/i);
      const details = await match.details.innerText();
      expect(details).toContain('Mindoo Phillip Park');
      expect(details).toMatch(/Round\s*2/i);
      expect(details).toMatch(/Match number\s*3/i);
      expect(details).toMatch(/Final match\s*No/i);
      expect(await page.locator('body').innerText()).not.toMatch(/Home Team|Away Team/);

      await page.getByRole('link', { name: 'Island Cup T20' }).first().click();
      await page.waitForURL(new RegExp(`/tournament/${e2e.demo.tournaments.islandCup}$`));
      await context.close();
    });

    it(`shows a completed match with FINAL, the Winner mark and a summary (${name})`, async () => {
      const { context, page } = await newPage(e2e.browser, e2e.site.url, viewport);
      const match = new MatchPage(page);
      await match.open(e2e.demo.matches.cupWon);
      await page.getByText('FINAL', { exact: true }).first().waitFor();
      expect(await match.winnerSide()).toBe('home');
      expect(await match.summary.innerText()).toBe('Harbour Lights XI won by 17 runs.');
      expect(await page.getByTestId('notes').innerText()).toContain('Kimani Felix took 4 for 22.');
      expect(await match.liveUpdates.count()).toBe(0);

      await match.open(e2e.demo.matches.cupChased);
      expect(await match.winnerSide()).toBe('away');
      expect(await match.summary.innerText()).toBe('Sunset Bay Cricket won by 7 wickets.');

      await match.open(e2e.demo.matches.shieldDraw);
      expect(await match.winnerSide()).toBeNull();
      expect(await match.summary.innerText()).toBe('Draw, 0–0.');
      await page.getByRole('link', { name: 'Browse Matches' }).click();
      await page.waitForURL(/\/browse#matches$/);
      await context.close();
    });
  }

  it('labels postponed and cancelled matches', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.phone);
    const match = new MatchPage(page);
    await match.open(e2e.demo.matches.cupPostponed);
    await page.getByText('POSTPONED', { exact: true }).waitFor();
    expect(await page.getByTestId('notes').innerText()).toContain('waterlogged outfield');
    await match.open(e2e.demo.matches.shieldCancelled);
    await page.getByText('CANCELLED', { exact: true }).waitFor();
    await context.close();
  });

  it('says Match Not Found for an unknown id', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.phone);
    for (const id of ['999999', 'abc']) {
      await page.goto(`/match/${id}`);
      await page.getByRole('heading', { name: 'Match Not Found' }).waitFor();
      await page.getByText("The match you're looking for doesn't exist.").waitFor();
    }
    await context.close();
  });
});
