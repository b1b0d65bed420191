import { beforeAll, describe, expect, it } from 'vitest';
import { formatSiteDate } from '../../shared/site-time.js';
import { newPage, VIEWPORTS, waitForApp } from './support/browser.js';
import { useDemoInBrowser } from './support/suite.js';

type Fixture = {
  id: number;
  scheduledDate: string | null;
  venue: string | null;
  roundLabel: string | null;
  homeTeam: { id: number; name: string } | null;
  awayTeam: { id: number; name: string } | null;
};

/** Distinct values in the order they first come. */
function distinct(values: string[]): string[] {
  return [...new Set(values)];
}

describe('/tournament/{id}/fixtures in Chromium', () => {
  const e2e = useDemoInBrowser();
  let matches: Fixture[];
  let teams: { id: number; name: string }[];

  beforeAll(async () => {
    const { data } = await e2e.demo.client.gql<{ tournamentMatches: Fixture[]; tournamentTeams: typeof teams }>(
      `query($id: Int!) {
        tournamentMatches(tournamentId: $id) {
          id scheduledDate venue roundLabel homeTeam { id name } awayTeam { id name }
        }
        tournamentTeams(tournamentId: $id) { id name }
      }`,
      { id: e2e.demo.tournaments.shield },
    );
    matches = data!.tournamentMatches;
    teams = data!.tournamentTeams;
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`groups every match by date, round, team or venue, keeps the choice in the URL and filters by team (${name})`, async () => {
      const { context, page } = await newPage(e2e.browser, e2e.site.url, viewport);
      const shield = e2e.demo.tournaments.shield;
      const fixtures = page.getByTestId('fixture');
      const headings = () => page.getByTestId('fixture-group').getByRole('heading', { level: 2 }).allInnerTexts();

      // Reached from the tournament page.
      await page.goto(`/tournament/${shield}`);
      await waitForApp(page);
      await page.getByRole('link', { name: 'All fixtures' }).click();
      await page.waitForURL(new RegExp(`/tournament/${shield}/fixtures$`));
      await page.getByRole('heading', { level: 1, name: 'Caribbean Football Shield Fixtures' }).waitFor();

      // By date (the default): every match once, under its day at the ground.
      expect(matches.length).toBeGreaterThan(3);
      expect(await fixtures.count()).toBe(matches.length);
      const days = distinct(
        matches.map((match) => (match.scheduledDate ? formatSiteDate(match.scheduledDate) : 'Date TBD')),
      );
      expect(await headings()).toEqual(days);
      expect(await page.getByRole('link', { name: 'Date', exact: true }).getAttribute('aria-current')).toBe('page');
      // A row's parts are plain elements styled by the list: stacked on a phone, one line on a desktop with the
      // details on the right; a long name ends in an ellipsis rather than pushing the score off the row.
      type Look = (element: unknown) => Record<string, string>;
      const row = await fixtures.first().evaluate((item) => {
        const look = (globalThis as unknown as { getComputedStyle: Look }).getComputedStyle;
        const find = (selector: string) =>
          (item as unknown as { querySelector(s: string): unknown }).querySelector(selector);
        return {
          direction: look(find('.fixture__row')).flexDirection,
          name: [look(find('.fixture__team')).textOverflow, look(find('.fixture__team')).whiteSpace],
          details: look(find('[data-testid="fixture-details"]')).textAlign,
          when: look(find('[data-testid="fixture-when"]')).fontSize,
        };
      });
      expect(row).toEqual({
        direction: name === 'phone' ? 'column' : 'row',
        name: ['ellipsis', 'nowrap'],
        details: name === 'phone' ? 'start' : 'right',
        when: '14px',
      });

      // By round: the URL says so.
      await page.getByRole('link', { name: 'Round', exact: true }).click();
      await page.waitForURL(/\?by=round$/);
      // Headed as fans say a round: "Group A, matchday 1", "Quarter-final", "Round 3" (Match.roundLabel).
      const rounds = distinct(matches.map((match) => match.roundLabel ?? 'Round TBD'));
      await expect.poll(headings).toEqual(rounds);
      expect(await fixtures.count()).toBe(matches.length);

      // By team: each team with its matches, so a match is listed under both its sides.
      await page.getByRole('link', { name: 'Team', exact: true }).click();
      await page.waitForURL(/\?by=team$/);
      const playing = teams.filter((team) =>
        matches.some((match) => match.homeTeam?.id === team.id || match.awayTeam?.id === team.id),
      );
      await expect.poll(headings).toEqual(playing.map((team) => team.name));
      const sides = matches.reduce((sum, match) => sum + (match.homeTeam ? 1 : 0) + (match.awayTeam ? 1 : 0), 0);
      expect(await fixtures.count()).toBe(sides);

      // By venue.
      await page.getByRole('link', { name: 'Venue', exact: true }).click();
      await page.waitForURL(/\?by=venue$/);
      const venues = distinct(matches.map((match) => match.venue ?? 'Venue TBD'));
      await expect.poll(async () => (await headings()).sort()).toEqual(venues.sort());
      expect(await fixtures.count()).toBe(matches.length);

      // The team filter: only that team's matches, the choice of grouping kept.
      const team = playing[0];
      await page.getByLabel('Team', { exact: true }).selectOption(String(team.id));
      await page.waitForURL(new RegExp(`\\?by=venue&team=${team.id}$`));
      const theirs = matches.filter((match) => match.homeTeam?.id === team.id || match.awayTeam?.id === team.id);
      await expect.poll(() => fixtures.count()).toBe(theirs.length);
      for (const row of await fixtures.allInnerTexts()) expect(row).toContain(team.name);

      // A shared link renders the same list.
      await page.reload();
      await waitForApp(page);
      expect(await fixtures.count()).toBe(theirs.length);
      expect(await page.getByLabel('Team', { exact: true }).inputValue()).toBe(String(team.id));

      // A match links to its page.
      const first = fixtures.first();
      const id = await first.getAttribute('data-match-id');
      await first.getByRole('link').click();
      await page.waitForURL(new RegExp(`/match/${id}$`));
      await context.close();
    });
  }
});
