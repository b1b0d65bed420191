import { describe, expect, it } from 'vitest';
import { Match, MatchStatus } from '../../server/src/modules/matches/match.entity.js';
import { MatchPage, TournamentPage } from './pages/PublicPages.js';
import { newPage, VIEWPORTS } from './support/browser.js';
import { changeMatch } from './support/match-change.js';
import { useDemoInBrowser } from './support/suite.js';

describe('live updates on the public pages in Chromium', () => {
  const e2e = useDemoInBrowser();

  const change = (matchId: number, edit: (match: Match) => void) => changeMatch(e2e.site, matchId, edit);

  it('moves the score on an open match page without a reload', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.phone);
    const match = new MatchPage(page);
    await match.open(e2e.demo.matches.cupLive);
    expect(await match.score('away')).toBe('88/3');
    // Let the page's subscription reach the server before the change.
    await page.waitForTimeout(1000);
    await change(e2e.demo.matches.cupLive, (row) => {
      row.awayTeamScore = 94;
      row.awayBalls = 64;
    });
    await page
      .getByTestId('score-away')
      .filter({ hasText: /^94\/3$/ })
      .waitFor({ timeout: 10_000 });
    expect(await match.scoreboard.innerText()).toContain('(10.4 ov)');
    await context.close();
  });

  it('moves a finished match from Live Now to Recent Results on the tournament page', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.desktop);
    const tournament = new TournamentPage(page);
    await tournament.open(e2e.demo.tournaments.shield);
    await tournament.live.cards.first().waitFor();
    const liveBefore = await tournament.live.cards.count();
    await page.waitForTimeout(1000);
    const em = e2e.site.em();
    const target = await em.findOneOrFail(
      Match,
      { tournament: e2e.demo.tournaments.shield, status: MatchStatus.in_progress },
      { populate: ['homeTeam', 'awayTeam'] },
    );
    const home = target.homeTeam!.getEntity().name;
    await change(target.id, (row) => {
      row.status = MatchStatus.completed;
      row.winnerTeam = row.homeTeam ?? null;
      row.homeTeamScore = (row.awayTeamScore ?? 0) + 1;
    });
    await expect.poll(() => tournament.live.cards.count(), { timeout: 10_000, interval: 250 }).toBe(liveBefore - 1);
    expect((await tournament.results.teams())[0][0]).toBe(home);
    expect(await tournament.stat('Live')).toBe(String(liveBefore - 1));
    await context.close();
  });
});
