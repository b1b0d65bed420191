// The bracket and the group tables of a tournament in stages, read in Chromium on a phone and a desktop.
import { beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../support/client.js';
import { newPage, VIEWPORTS } from './support/browser.js';
import { stagedTournament } from './support/staged-tournament.js';
import { useDemoInBrowser } from './support/suite.js';

describe('/tournament/{id}/bracket and the group tables in Chromium', () => {
  const e2e = useDemoInBrowser();
  let tournamentId: number;

  beforeAll(async () => {
    tournamentId = (await stagedTournament(e2e.site)).id;
  });

  it('shows the rounds as columns with live scores and shoot-outs, both rounds on a phone', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.phone);
    await page.goto(`/tournament/${tournamentId}`);
    await page.getByRole('link', { name: 'View Bracket' }).click();
    await page.waitForURL(new RegExp(`/tournament/${tournamentId}/bracket$`));
    await page.getByRole('heading', { level: 1, name: 'Island Nations Cup Bracket' }).waitFor();
    const rounds = page.getByTestId('bracket-round');
    expect(await rounds.locator('h3').allTextContents()).toEqual(['Semi-final', 'Final']);
    const matches = page.getByTestId('bracket-match');
    expect(await matches.count()).toBe(4);
    expect(await matches.nth(0).innerText()).toMatch(/Harbour Rovers\s*1\s*Palm Bay\s*1\s*4-2 on penalties/);
    expect(await matches.nth(1).innerText()).toMatch(/Mangrove FC\s*2\s*Lagoon United\s*1\s*LIVE/);
    // The winner moved on; the other finalist and the third-place pair wait, named by where they come from.
    expect(await matches.nth(2).innerText()).toMatch(/^Harbour Rovers\s*Winner Semi-final 2$/);
    expect(await matches.nth(3).innerText()).toMatch(/Third-place play-off\s*Palm Bay\s*Loser Semi-final 2/);
    const scroller = page
      .getByRole('region', { name: /bracket, scrolls sideways/ })
      .or(page.locator('[aria-label="Knockout stage bracket, scrolls sideways"]'));
    const { scrollWidth, clientWidth } = await scroller.first().evaluate((element) => ({
      scrollWidth: (element as unknown as { scrollWidth: number }).scrollWidth,
      clientWidth: (element as unknown as { clientWidth: number }).clientWidth,
    }));
    // Two rounds fit a phone whole, the final's column included (issue 49: it was cut off at the edge, with no
    // hint that the bracket scrolled); a bracket wider than the screen says to swipe.
    const final = (await rounds.last().boundingBox())!;
    const hint = page.getByTestId('bracket-scroll-hint');
    if (scrollWidth > clientWidth) expect(await hint.isVisible()).toBe(true);
    else expect(final.x + final.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    expect(await hint.count()).toBe(0);
    // The page itself does not scroll sideways: only the bracket does.
    const pageWidth = await page.evaluate(
      () =>
        (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement
          .scrollWidth,
    );
    expect(pageWidth).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await page.screenshot({ path: '/tmp/shots-stages/bracket-phone.png', fullPage: true });
    await context.close();
  });

  it('puts the group tables side by side on the standings page of a desktop', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.desktop);
    await page.goto(`/standings/${tournamentId}`);
    await page.getByRole('heading', { level: 2, name: 'Group stage' }).waitFor();
    const tables = page.getByTestId('group-table');
    expect(await tables.count()).toBe(2);
    const [a, b] = [await tables.nth(0).boundingBox(), await tables.nth(1).boundingBox()];
    expect(a!.y).toBe(b!.y);
    expect(b!.x).toBeGreaterThan(a!.x + a!.width - 1);
    const groupA = await tables.nth(0).locator('tbody tr').allInnerTexts();
    expect(groupA.map((row) => row.split(/\s+/).join(' '))).toEqual([
      '1 Harbour Rovers 3 3 0 0 +6 9',
      '2 Lagoon United 3 2 0 1 +2 6',
      '3 Reef Athletic 3 1 0 2 -2 3',
      '4 Coral Town 3 0 0 3 -6 0',
    ]);
    await page.screenshot({ path: '/tmp/shots-stages/groups-desktop.png', fullPage: true });
    await context.close();
  });

  it('shows the demo’s Caribbean Nations Cup: the group winners in the semi-finals, one settled on penalties', async () => {
    const { data } = await new TestClient(e2e.site.url).gql<{ publicTournaments: { id: number; name: string }[] }>(
      '{ publicTournaments { id name } }',
    );
    const id = data!.publicTournaments.find((tournament) => tournament.name === 'Caribbean Nations Cup')!.id;
    const { context, page } = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.desktop);
    await page.goto(`/tournament/${id}/bracket`);
    await page.getByRole('heading', { level: 1, name: 'Caribbean Nations Cup Bracket' }).waitFor();
    const matches = page.getByTestId('bracket-match');
    await expect.poll(() => matches.count()).toBe(3);
    expect(await matches.nth(0).innerText()).toMatch(/Curaçao\s*1\s*Suriname\s*1\s*4-3 on penalties/);
    expect(await matches.nth(1).innerText()).toMatch(/Trinidad and Tobago\s*2\s*Haiti\s*1/);
    expect(await matches.nth(2).innerText()).toMatch(/^Suriname\s*Trinidad and Tobago$/);
    await page.screenshot({ path: '/tmp/shots-stages/nations-cup-bracket.png', fullPage: true });

    await page.goto(`/standings/${id}`);
    await page.getByRole('heading', { level: 2, name: 'Group stage' }).waitFor();
    const tables = page.getByTestId('group-table');
    const rows = async (index: number) =>
      (await tables.nth(index).locator('tbody tr').allInnerTexts()).map((row) => row.split(/\s+/).join(' '));
    expect(await rows(0)).toEqual([
      '1 Curaçao 3 2 1 0 +3 7',
      '2 Haiti 3 1 2 0 +2 5',
      '3 Jamaica 3 1 1 1 +1 4',
      '4 Barbados 3 0 0 3 -6 0',
    ]);
    expect(await rows(1)).toEqual([
      '1 Trinidad and Tobago 3 2 1 0 +3 7',
      '2 Suriname 3 1 2 0 +3 5',
      '3 Martinique 3 1 0 2 -4 3',
      '4 Guyana 3 0 1 2 -2 1',
    ]);
    await page.screenshot({ path: '/tmp/shots-stages/nations-cup-groups.png', fullPage: true });
    await context.close();
  });
});
