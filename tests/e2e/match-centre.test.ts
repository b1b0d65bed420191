import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoPath } from '../../server/src/repo-path.js';
import { signInAs } from './pages/ScoringPage.js';
import { newPage, VIEWPORTS } from './support/browser.js';
import { useDemoInBrowser } from './support/suite.js';

// The match centre over the demo's ball-by-ball matches (Data: cricsheet.org): IPL 2012, Chennai Super
// Kings 112 all out, Mumbai's chase live at 9.3 overs; IPL 2020, KKR v SRH tied, with a super over.

type CricsheetFile = { innings: { team: string; super_over?: boolean; overs: unknown[] }[] };
const cricsheet = (file: string) =>
  JSON.parse(readFileSync(repoPath('server', 'data', 'demo', 'cricsheet', file), 'utf8')) as CricsheetFile;

type DemoMatch = { id: number; status: string; seq: number; homeTeam: { name: string }; awayTeam: { name: string } };

const RecordBall = /* GraphQL */ `
  mutation Record($matchId: Int!, $key: String!, $afterSeq: Int!, $input: DeliveryInput!) {
    recordDelivery(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) {
      seq
    }
  }
`;

/** The scorer's browser posts a delivery to /graphql as the scoring pad does; answers the new seq. */
async function recordBall(page: Page, variables: Record<string, unknown>): Promise<number> {
  const result = await page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as { data?: { recordDelivery: { seq: number } }; errors?: unknown[] };
    },
    { query: RecordBall, variables },
  );
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!.recordDelivery.seq;
}

describe('the match centre in Chromium', () => {
  const e2e = useDemoInBrowser();
  let live: DemoMatch;
  let tied: DemoMatch;
  let football: DemoMatch;

  beforeAll(async () => {
    const client = e2e.demo.client;
    const { data } = await client.gql<{ publicTournaments: { id: number; name: string }[] }>(
      '{ publicTournaments { id name } }',
    );
    const matchesOf = async (name: string) =>
      (
        await client.gql<{ tournamentMatches: DemoMatch[] }>(
          'query($id: Int!) { tournamentMatches(tournamentId: $id) { id status seq homeTeam { name } awayTeam { name } } }',
          { id: data!.publicTournaments.find((tournament) => tournament.name === name)!.id },
        )
      ).data!.tournamentMatches;
    const ipl = await matchesOf('IPL Classics');
    live = ipl.find((match) => match.status === 'in_progress')!;
    tied = ipl.find((match) => match.homeTeam.name === 'Kolkata Knight Riders')!;
    football = (await matchesOf('Caribbean Football Shield')).find(
      (match) => match.status === 'in_progress' && match.awayTeam.name === 'Blue Mountain Rovers FC',
    )!;
  });

  it('moves the header, the scorecard and the commentary on the ball’s push, without a reload', async () => {
    const watcher = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.phone);
    const scorecard = watcher.page;
    const commentary = await watcher.context.newPage();
    await scorecard.goto(`/match/${live.id}`);
    await commentary.goto(`/match/${live.id}`);
    await commentary.getByTestId('tab-commentary').click();

    // The live header as the demo leaves it: Mumbai 74/2 after 9.3 overs, chasing 113.
    const header = scorecard.getByTestId('live-header');
    await header.waitFor();
    expect(await scorecard.getByTestId('need-line').innerText()).toBe('Target 113: need 39 off 63');
    const batters = await scorecard.getByTestId('current-batter').allInnerTexts();
    expect(batters.map((text) => text.replace(/\s+/g, ' '))).toEqual(['JEC Franklin * 1 (2)', 'AT Rayudu 2 (2)']);
    expect((await scorecard.getByTestId('current-bowler').innerText()).replace(/\s+/g, ' ')).toBe('DJ Bravo 1.3-0-8-1');
    expect(await scorecard.getByTestId('this-over').getByTestId('ball-chip').allInnerTexts()).toEqual(['•', '1', '1']);
    const franklin = scorecard.getByTestId('innings-2').getByTestId('batting-row').filter({ hasText: 'JEC Franklin' });
    expect(await franklin.locator('td').nth(1).innerText()).toBe('1');
    const newest = commentary.getByTestId('commentary-line').first();
    expect(await newest.innerText()).toContain('9.3 DJ Bravo to AT Rayudu, 1 run');
    // A reload would lose this mark. No pause for the subscriptions to reach the server: one that starts after
    // the ball is pushed it at once (the page subscribes after the seq it shows).
    for (const page of [scorecard, commentary]) await page.evaluate(() => ((globalThis as { kept?: number }).kept = 1));
    // Nor a poll (every 60 s) or a refetch: from here the watcher's pages ask the server nothing over HTTP, so
    // what moves below came on the push.
    const asked: string[] = [];
    watcher.context.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/graphql')) asked.push(request.postData() ?? request.url());
    });

    const scorer = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.desktop);
    await signInAs(scorer.page, 'admin@pitchside.test');
    const base = { matchId: live.id };
    const ball = (batter: string, nonStriker: string, extra: Record<string, unknown>) => ({
      innings: 2,
      batter: { name: batter },
      nonStriker: { name: nonStriker },
      bowler: { name: 'DJ Bravo' },
      runs: 0,
      ...extra,
    });

    // A four.
    let seq = await recordBall(scorer.page, {
      ...base,
      key: 'e2e-four',
      afterSeq: live.seq,
      input: ball('JEC Franklin', 'AT Rayudu', { runs: 4 }),
    });
    // On the push, without a reload or a request (both checked at the end). How soon is the fan-out
    // benchmark's figure (`npm run bench -- fanout`), not this test's: bounds of one and then three seconds
    // failed on a loaded 2-CPU CI machine (Chromium, two servers and PostgreSQL sharing the cores).
    const within = { timeout: 15_000 };
    await Promise.all([
      scorecard.getByTestId('need-line').filter({ hasText: 'need 35 off 62' }).waitFor(within),
      scorecard
        .getByTestId('current-batter')
        .filter({ hasText: /JEC Franklin \*\s*5 \(3\)/ })
        .waitFor(within),
      franklin.locator('td').nth(1).filter({ hasText: /^5$/ }).waitFor(within),
      commentary
        .getByTestId('commentary-line')
        .first()
        .filter({ hasText: '9.4 DJ Bravo to JEC Franklin, FOUR' })
        .waitFor(within),
    ]);
    expect(await scorecard.getByTestId('this-over').getByTestId('ball-chip').allInnerTexts()).toEqual([
      '•',
      '1',
      '1',
      '4',
    ]);

    // A wicket: bowled.
    seq = await recordBall(scorer.page, {
      ...base,
      key: 'e2e-wicket',
      afterSeq: seq,
      input: ball('JEC Franklin', 'AT Rayudu', { wickets: [{ kind: 'bowled', playerOut: { name: 'JEC Franklin' } }] }),
    });
    await Promise.all([
      scorecard.getByTestId('live-innings-score').filter({ hasText: 'Mumbai Indians 78/3' }).waitFor(within),
      scorecard.getByTestId('this-over').getByTestId('ball-chip').filter({ hasText: 'W' }).waitFor(within),
      franklin.filter({ hasText: 'b DJ Bravo' }).waitFor(within),
      scorecard
        .getByTestId('innings-2')
        .getByTestId('fall-of-wickets')
        .filter({ hasText: '3-78 (JEC Franklin, 9.5 ov)' })
        .waitFor(within),
      commentary
        .getByTestId('commentary-line')
        .first()
        .filter({ hasText: '9.5 DJ Bravo to JEC Franklin, OUT, JEC Franklin b DJ Bravo' })
        .waitFor(within),
    ]);
    expect(seq).toBe(live.seq + 2);
    expect(asked).toEqual([]);
    for (const page of [scorecard, commentary]) {
      expect(await page.evaluate(() => (globalThis as { kept?: number }).kept)).toBe(1);
    }
    await scorer.context.close();
    await watcher.context.close();
  });

  it('draws the worm and the manhattan with one point and one bar for every over bowled', async () => {
    const file = cricsheet('1216512.json');
    const main = file.innings.filter((innings) => !innings.super_over);
    const { context, page } = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.phone);
    await page.goto(`/match/${tied.id}`);
    await page.getByTestId('tab-charts').click();
    const worm = page.getByTestId('worm-chart');
    await worm.waitFor();
    expect(await worm.getByRole('img').getAttribute('aria-labelledby')).toBeTruthy();
    expect(await worm.locator('title').first().textContent()).toBe('Worm: runs after each over');
    // Super overs are left out of the charts.
    const lines = worm.getByTestId('worm-line');
    expect(await lines.count()).toBe(main.length);
    for (const [index, innings] of main.entries()) {
      expect(await lines.nth(index).getAttribute('data-overs')).toBe(String(innings.overs.length));
      // The polyline starts at 0 and has a point after each over.
      const points = (await lines.nth(index).locator('polyline').getAttribute('points'))!.trim().split(/\s+/);
      expect(points).toHaveLength(innings.overs.length + 1);
    }
    const manhattan = page.getByTestId('manhattan-chart');
    expect(await manhattan.locator('title').first().textContent()).toBe('Manhattan: runs in each over, wickets marked');
    const bars = manhattan.getByTestId('manhattan-innings');
    for (const [index, innings] of main.entries()) {
      expect(await bars.nth(index).getByTestId('manhattan-bar').count()).toBe(innings.overs.length);
    }
    // Fits a phone: the chart is no wider than the screen.
    const box = await worm.locator('svg').boundingBox();
    expect(box!.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);

    // The live chase: as many overs as have been started.
    await page.goto(`/match/${live.id}`);
    await page.getByTestId('tab-charts').click();
    const liveLines = page.getByTestId('worm-line');
    await liveLines.first().waitFor();
    expect(await liveLines.nth(0).getAttribute('data-overs')).toBe(
      String(cricsheet('548306.json').innings[0].overs.length),
    );
    expect(await liveLines.nth(1).getAttribute('data-overs')).toBe('10');
    await context.close();
  });

  it('fits every match-centre tab on a 375-pixel phone, Charts included, with nothing to scroll (issue 49)', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.site.url, { width: 375, height: 812 });
    await page.goto(`/match/${live.id}`);
    const tablist = page.getByRole('tablist', { name: 'Match centre' });
    await tablist.waitFor();
    const list = (await tablist.boundingBox())!;
    const tabs = tablist.getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(['Scorecard', 'Commentary', 'Line-ups', 'Charts']);
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!;
      const name = (await tab.textContent()) ?? '';
      expect(box.x, name).toBeGreaterThanOrEqual(list.x - 0.5);
      expect(box.x + box.width, name).toBeLessThanOrEqual(list.x + list.width + 0.5);
    }
    const { scrollWidth, clientWidth } = await tablist.evaluate((element) => ({
      scrollWidth: (element as unknown as { scrollWidth: number }).scrollWidth,
      clientWidth: (element as unknown as { clientWidth: number }).clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await context.close();
  });

  it('shows a live football match: the minute, scorers, red cards, events newest first and the timeline', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.phone);
    await page.goto(`/match/${football.id}`);
    const header = page.getByTestId('live-header');
    await header.waitFor();
    expect(await page.getByTestId('match-minute').innerText()).toMatch(/^\d+(\+\d*)?'$/);
    expect(await page.getByTestId('scorers-home').innerText()).toContain("Jamal Augustin 12'");
    expect(await page.getByTestId('scorers-away').innerText()).toContain("Romario Walker 52' (pen)");
    expect(await page.getByTestId('red-card').innerText()).toContain("Dwayne Ricketts 58'");
    const lines = page.getByTestId('commentary-line');
    expect(await lines.count()).toBe(6);
    expect(await lines.first().innerText()).toContain("58'");
    await page.getByTestId('tab-timeline').click();
    const timeline = page.getByTestId('football-timeline');
    expect(await timeline.locator('title').first().textContent()).toBe(
      'Match timeline: goals, cards and substitutions by minute',
    );
    const moments = timeline.getByTestId('timeline-moment');
    expect(await moments.count()).toBe(6);
    expect(await timeline.locator('[data-kind="GOAL"]').count()).toBe(2);
    expect(await timeline.locator('[data-kind="RED_CARD"]').count()).toBe(1);
    await page.getByTestId('tab-lineups').click();
    expect(await page.getByTestId('lineup-player').count()).toBeGreaterThanOrEqual(9);
    await context.close();
  });

  it('shows a goal scored while the page’s script was still on its way, without waiting for the next event', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.phone);
    // A phone at the ground: the page is drawn, its script (which subscribes) arrives after the goal.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/visitor*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/match/${football.id}`, { waitUntil: 'domcontentloaded' });
    const scorers = page.getByTestId('scorers-home');
    expect(await scorers.innerText()).not.toContain("70'");

    const scorer = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.desktop);
    await signInAs(scorer.page, 'admin@pitchside.test');
    const goal = await scorer.page.evaluate(
      async (variables) => {
        const response = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            query: `mutation ($matchId: Int!, $afterSeq: Int!, $input: FootballEventInput!) {
              recordFootballEvent(matchId: $matchId, key: "e2e-late-goal", afterSeq: $afterSeq, input: $input) { seq } }`,
            variables,
          }),
        });
        return (await response.json()) as { errors?: unknown[] };
      },
      {
        matchId: football.id,
        afterSeq: football.seq,
        input: { kind: 'GOAL', side: 'home', player: { name: 'Jamal Augustin' }, minute: 70 },
      },
    );
    expect(goal.errors, JSON.stringify(goal.errors)).toBeUndefined();

    release();
    await scorers.filter({ hasText: "70'" }).waitFor({ timeout: 10_000 });
    await scorer.context.close();
    await context.close();
  });
});
