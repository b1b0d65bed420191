import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { Match, MatchStatus } from '../../server/src/modules/matches/match.entity.js';
import { subscribe } from '../support/subscriptions.js';
import { ScoringPage, signInAs, waitForText } from './pages/ScoringPage.js';
import { newPage, VIEWPORTS } from './support/browser.js';
import { useSiteInBrowser } from './support/suite.js';

/** Marks the loaded document, so a test can prove a change arrived without a reload. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (globalThis as unknown as { __noReload: boolean }).__noReload = true;
  });
}
async function stillSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (globalThis as unknown as { __noReload?: boolean }).__noReload === true);
}

const WatchMatch = /* GraphQL */ `
  subscription ($matchId: Int!) {
    matchUpdated(matchId: $matchId) {
      id
      status
      homeTeamScore
      awayTeamScore
    }
  }
`;

describe('live scoring in Chromium', () => {
  const e2e = useSiteInBrowser();
  const subscriptions: { close(): Promise<void> }[] = [];

  // Registered after the suite's hooks, so it runs before they close the browser and the site.
  afterAll(async () => {
    for (const subscription of subscriptions) await subscription.close();
  });

  async function demoMatch(home: string, status: MatchStatus): Promise<Match> {
    return e2e.site
      .em()
      .findOneOrFail(Match, { homeTeam: { name: home }, status }, { populate: ['homeTeam', 'awayTeam'] });
  }

  it('a referee scores a live football match on a phone; another browser and a visitor see it at once', async () => {
    const match = await demoMatch('Harbour Lights FC', MatchStatus.in_progress);
    expect([match.homeTeamScore, match.awayTeamScore]).toEqual([1, 1]);

    // Browser A: the demo referee, on a phone, on the scoring page.
    const referee = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.phone);
    await signInAs(referee.page, 'referee@pitchside.test');
    const scoring = new ScoringPage(referee.page);
    await scoring.open(match.id);
    await waitForText(scoring.status, 'LIVE');

    // Browser B: the tournament's creator, on a desktop, on the same match.
    const watcher = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.desktop);
    await signInAs(watcher.page, 'admin@pitchside.test');
    const watching = new ScoringPage(watcher.page);
    await watching.open(match.id);
    await waitForText(watching.homeScore, '1');
    await markDocument(watcher.page);

    // Browser C: a visitor on the public match page, when it shows the live score.
    const visitor = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.phone);
    await visitor.page.goto(`/match/${match.id}`);
    const publicPage = await visitor.page
      .getByTestId('live-score')
      .waitFor({ timeout: 5000 })
      .then(() => true)
      .catch(() => false);
    if (publicPage) await markDocument(visitor.page);

    // And a visitor's graphql-ws client, as any integrator would follow the match.
    const pushed = await subscribe<{ matchUpdated: { status: string; homeTeamScore: number; awayTeamScore: number } }>(
      e2e.site.url,
      WatchMatch,
      { matchId: match.id },
    );
    subscriptions.push(pushed);

    await scoring.addGoal('Harbour Lights FC');
    await waitForText(scoring.homeScore, '2');
    await waitForText(watching.homeScore, '2');
    expect(await stillSameDocument(watcher.page)).toBe(true);
    expect((await pushed.next()).data?.matchUpdated).toMatchObject({
      status: 'in_progress',
      homeTeamScore: 2,
      awayTeamScore: 1,
    });
    if (publicPage) {
      await waitForText(new ScoringPage(visitor.page).homeScore, '2');
      expect(await stillSameDocument(visitor.page)).toBe(true);
    }

    await scoring.complete();
    await waitForText(scoring.status, 'FINAL');
    await waitForText(watching.status, 'FINAL');
    await watcher.page.getByTestId('match-result').filter({ hasText: 'Harbour Lights FC won' }).waitFor();
    expect(await stillSameDocument(watcher.page)).toBe(true);
    expect((await pushed.next()).data?.matchUpdated).toMatchObject({ status: 'completed' });
    await referee.page.getByText('This match is complete.').waitFor();

    const stored = await e2e.site.em().findOneOrFail(Match, { id: match.id });
    expect([stored.status, stored.homeTeamScore, stored.awayTeamScore, stored.winnerTeam?.id]).toEqual([
      MatchStatus.completed,
      2,
      1,
      match.homeTeam!.id,
    ]);
    await Promise.all([referee.context.close(), watcher.context.close(), visitor.context.close()]);
  });

  it('a referee scores cricket ball by ball', async () => {
    const match = await demoMatch('Harbour Lights XI', MatchStatus.in_progress);
    const referee = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.phone);
    await signInAs(referee.page, 'referee@pitchside.test');
    const scoring = new ScoringPage(referee.page);
    await scoring.open(match.id);
    // The chase is on: Blue Mountain CC 88/3 after 10.2 overs.
    await waitForText(scoring.awayScore, '88/3');
    await scoring.delivery('4 runs');
    await waitForText(scoring.awayScore, '92/3');
    await scoring.delivery('Wicket');
    await waitForText(scoring.awayScore, '92/4');
    await scoring.delivery('Wide or no-ball');
    await waitForText(scoring.awayScore, '93/4');
    const stored = await e2e.site.em().findOneOrFail(Match, { id: match.id });
    expect([stored.awayTeamScore, stored.awayWickets, stored.awayBalls]).toEqual([93, 4, 64]);
    await referee.context.close();
  });
});
