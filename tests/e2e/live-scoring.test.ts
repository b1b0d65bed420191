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
    // Scheduled: the pad scores a match from its first event (the demo's live matches hold totals only).
    return e2e.site
      .em()
      .findOneOrFail(Match, { homeTeam: { name: home }, status }, { populate: ['homeTeam', 'awayTeam'] });
  }

  it('a referee scores a live football match on a phone; another browser and a visitor see it at once', async () => {
    const match = await demoMatch('Sunset Bay United', MatchStatus.scheduled);
    expect(match.awayTeam?.unwrap().name).toBe('Harbour Lights FC');

    // Browser A: the demo referee, on a phone, on the scoring page.
    const referee = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.phone);
    await signInAs(referee.page, 'referee@pitchside.test');
    const scoring = new ScoringPage(referee.page);
    await scoring.open(match.id);
    await scoring.tap('Kick off');
    await waitForText(scoring.status, 'LIVE');

    // Browser B: the tournament's creator, on a desktop, on the same match.
    const watcher = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.desktop);
    await signInAs(watcher.page, 'admin@pitchside.test');
    const watching = new ScoringPage(watcher.page);
    await watching.open(match.id);
    await waitForText(watching.status, 'LIVE');
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

    await scoring.tap('Goal for Sunset Bay United');
    await scoring.pick('Player', 'Mo Hinds');
    await referee.page.getByRole('button', { name: 'Record goal' }).click();
    await waitForText(scoring.homeScore, '1');
    await waitForText(watching.homeScore, '1');
    expect(await stillSameDocument(watcher.page)).toBe(true);
    expect((await pushed.next()).data?.matchUpdated).toMatchObject({
      status: 'in_progress',
      homeTeamScore: 1,
      awayTeamScore: 0,
    });
    if (publicPage) {
      await waitForText(new ScoringPage(visitor.page).homeScore, '1');
      expect(await stillSameDocument(visitor.page)).toBe(true);
    }

    // Full time is the end of the second half: the match completes itself.
    await scoring.tap('End the first half');
    await scoring.tap('Start the second half');
    await scoring.tap('End the second half');
    await waitForText(scoring.status, 'FINAL');
    await waitForText(watching.status, 'FINAL');
    await watcher.page.getByTestId('match-result').filter({ hasText: 'Sunset Bay United won' }).waitFor();
    expect(await stillSameDocument(watcher.page)).toBe(true);
    // Each period event is pushed too; the last of them completes the match.
    let last = (await pushed.next()).data?.matchUpdated;
    for (let more = 0; more < 3 && last?.status !== 'completed'; more++)
      last = (await pushed.next()).data?.matchUpdated;
    expect(last).toMatchObject({ status: 'completed' });
    await referee.page.getByText('This match is complete.').waitFor();

    const stored = await e2e.site.em().findOneOrFail(Match, { id: match.id });
    expect([stored.status, stored.homeTeamScore, stored.awayTeamScore, stored.winnerTeam?.id]).toEqual([
      MatchStatus.completed,
      1,
      0,
      match.homeTeam!.id,
    ]);
    await Promise.all([referee.context.close(), watcher.context.close(), visitor.context.close()]);
  });
});
