import { beforeAll, describe, expect, it } from 'vitest';
import { StandingsPage } from './pages/PublicPages.js';
import { newPage, VIEWPORTS } from './support/browser.js';
import { useDemoInBrowser } from './support/suite.js';

describe('/standings/{tournamentId} in Chromium', () => {
  const e2e = useDemoInBrowser();
  let cplTable: { teamName: string; points: number; netRunRate: number; form: string[] }[];

  beforeAll(async () => {
    const { data } = await e2e.demo.client.gql<{ standings: typeof cplTable }>(
      `query($id: Int!) { standings(tournamentId: $id) { teamName points netRunRate form } }`,
      { id: e2e.demo.tournaments.cpl },
    );
    cplTable = data!.standings;
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`shows the CPL 2023 table with medals, run rate to 2 decimals, Top 3 and real form (${name})`, async () => {
      const { context, page } = await newPage(e2e.browser, e2e.site.url, viewport);
      const standings = new StandingsPage(page);
      await standings.open(e2e.demo.tournaments.cpl);

      expect(await standings.rows.count()).toBe(6);
      expect(await standings.teamNames()).toEqual(cplTable.map((row) => row.teamName));
      // The real 2023 league stage: Guyana Amazon Warriors top on 17 points.
      expect(cplTable[0]).toMatchObject({ teamName: 'Guyana Amazon Warriors', points: 17 });
      expect(await standings.medals()).toEqual(['gold', 'silver', 'bronze', '', '', '']);
      const firstRow = await standings.rows.first().innerText();
      expect(firstRow).toContain('17');
      expect(firstRow).toContain(`+${cplTable[0].netRunRate.toFixed(2)}`);
      const headers = await page.getByRole('columnheader').allTextContents();
      expect(headers.join('|')).toMatch(/Position.*\|Team\|MP\|W\|T\|NR\|L\|Pts\|RR/);

      // The rows and cells are plain elements styled by the table: the medal rows' backgrounds differ from
      // the others', figures align right, a medal sits in a 28 px disc, and a phone's cells are narrow.
      type Look = (element: unknown) => Record<string, string>;
      const table = await page.getByTestId('standings-table').evaluate((root) => {
        const look = (globalThis as unknown as { getComputedStyle: Look }).getComputedStyle;
        const find = (selector: string) =>
          (root as unknown as { querySelector(s: string): unknown }).querySelector(selector);
        const mark = look(find('tbody tr td span'));
        return {
          gold: look(find('tr[data-medal="gold"]')).backgroundColor,
          plain: look(find('tr[data-medal=""]')).backgroundColor,
          figures: look(find('tbody td[data-numeric]')).textAlign,
          team: [look(find('tbody th')).textAlign, look(find('tbody th')).fontWeight],
          mark: [mark.width, mark.borderRadius, mark.fontWeight],
          padding: look(find('tbody td')).paddingLeft,
        };
      });
      expect(table.gold).not.toBe(table.plain);
      expect(table).toMatchObject({
        figures: 'end',
        team: ['start', '600'],
        mark: ['28px', '9999px', '700'],
        padding: name === 'phone' ? '4px' : '8px',
      });

      const top = await page.getByTestId('top-three').innerText();
      expect(top).toContain('Guyana Amazon Warriors');
      expect(top).toContain('17 pts');
      const info = await page.getByTestId('tournament-info').innerText();
      expect(info).toMatch(/Format\s*Round Robin/i);
      expect(info).toMatch(/Teams playing\s*6/);
      expect(info).toContain('$1,000,000.00');
      await page.getByTestId('legend').getByText('Net run rate', { exact: true }).waitFor();
      // The legend also says how the table is ranked: cricket's default rules.
      expect(await page.getByTestId('ranking-rules').innerText()).toBe(
        'Ranked by points, then wins, then net run rate.',
      );

      // Recent Form: the real last five of the top three, not random chips.
      const formRows = page.getByTestId('form-row');
      expect(await formRows.count()).toBe(3);
      for (let index = 0; index < 3; index += 1) {
        const chips = await formRows.nth(index).locator('.chakra-badge').allInnerTexts();
        expect(chips).toEqual(cplTable[index].form);
      }

      await page.getByRole('link', { name: 'View Tournament' }).click();
      await page.waitForURL(new RegExp(`/tournament/${e2e.demo.tournaments.cpl}$`));
      await context.close();
    });
  }

  it('shows goal difference for football and an honest empty state where no team has entered', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.phone);
    const standings = new StandingsPage(page);
    await standings.open(e2e.demo.tournaments.shield);
    expect((await standings.teamNames())[0]).toBe('Harbour Lights FC');
    await page.getByTestId('legend').getByText('Goal difference', { exact: true }).waitFor();
    expect(await page.getByTestId('ranking-rules').innerText()).toMatch(/^Ranked by points, then goal difference/);

    const { data } = await e2e.demo.client.gql<{ publicTournaments: { id: number; name: string }[] }>(
      '{ publicTournaments { id name } }',
    );
    const volley = data!.publicTournaments.find((tournament) => tournament.name === 'Beach Volleyball Open')!;
    await standings.open(volley.id);
    // Teams have entered but nothing is played: no medals, no form, no invented rows.
    expect(await standings.medals()).toEqual(['', '', '']);
    await page.getByText('Form appears once matches have been played.').waitFor();

    await page.goto('/standings/999999');
    await page.getByRole('heading', { name: 'Tournament Not Found' }).waitFor();
    await context.close();
  });
});
