// The organiser pages of the two formats the stages test does not walk, in Chromium: a league ranked
// head-to-head first (La Liga / Serie A), and an IPL-style league with a page playoff and super overs.
import { describe, expect, it } from 'vitest';
import { Sport, TournamentType } from '../../server/src/modules/tournaments/tournament.entity.js';
import { Role } from '../../server/src/modules/users/user.entity.js';
import { createClub, createTeam, createTournament, createUser, registerTeams } from '../support/factories.js';
import { signInAs } from './pages/ManagementPages.js';
import { newPage, VIEWPORTS } from './support/browser.js';
import { useSiteInBrowser } from './support/suite.js';

describe('an organiser’s formats in Chromium', () => {
  const e2e = useSiteInBrowser();

  async function tournamentOf(email: string, name: string, sport: Sport, teamNames: string[]) {
    const em = e2e.site.em();
    const creator = await createUser(em, { role: Role.tournament_creator, email });
    const club = await createClub(em, creator);
    const teams = [];
    for (const team of teamNames) teams.push(await createTeam(em, club, { name: team, sport }));
    const tournament = await createTournament(em, creator, {
      name,
      sport,
      tournamentType: TournamentType.round_robin,
      isPublished: true,
    });
    await registerTeams(em, tournament, teams);
    return tournament;
  }

  it('ranks a league head-to-head first, chosen by its preset on the edit form', async () => {
    const tournament = await tournamentOf('liga@example.test', 'Liga del Caribe', Sport.football, [
      'Atlético Bay',
      'Real Reef',
      'Sporting Cove',
    ]);
    const { context, page } = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.desktop);
    await signInAs(page, 'liga@example.test');
    await page.goto(`/tournaments/${tournament.id}/manage`);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Tie-breakers').selectOption({ label: 'La Liga / Serie A: head-to-head first' });
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Visitors read the rule under the table.
    await page.goto(`/standings/${tournament.id}`);
    const rules = page.getByTestId('ranking-rules');
    await rules.waitFor();
    expect(await rules.innerText()).toMatch(/^Ranked by points, then head-to-head points, then head-to-head goal/);
    await context.close();
  });

  it('adds an IPL-style page playoff read from the league table, settled by super overs', async () => {
    const tournament = await tournamentOf('ipl@example.test', 'Island T20 League', Sport.cricket, [
      'Bay Kings',
      'Reef Royals',
      'Cove Capitals',
      'Harbour Hurricanes',
    ]);
    const { context, page } = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.desktop);
    await signInAs(page, 'ipl@example.test');
    await page.goto(`/tournaments/${tournament.id}/manage`);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Tie-breakers').selectOption({ label: 'IPL / T20 leagues: wins then net run rate' });
    await dialog.getByLabel('A level knockout match is settled by').selectOption({ label: 'A super over' });
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const panel = page.getByTestId('stages-panel');
    await panel.getByLabel('Stage name').fill('League');
    await panel.getByLabel('Format').selectOption('ROUND_ROBIN');
    await panel.getByRole('button', { name: 'Add Stage' }).click();
    await panel.getByText('Stage “League” added.').waitFor();
    await panel.getByRole('button', { name: 'Generate fixtures for League' }).click();
    await panel.getByText('6 fixtures generated.').waitFor();

    // The playoff's four slots are the league's top four, in the page playoff's order.
    await panel.getByLabel('Stage name').fill('Playoffs');
    await panel.getByLabel('Format').selectOption('PAGE_PLAYOFF');
    await expect
      .poll(() => panel.getByLabel('A level match is settled by').locator('option').first().innerText())
      .toBe('As the tournament: a super over');
    const places = ['Winner', 'Runner-up', '3rd place', '4th place'];
    for (const [index, place] of places.entries()) {
      const slot = panel.getByLabel(`Slot ${index + 1}`, { exact: true });
      const label = (await slot.locator('option').allInnerTexts()).find((text) => text.startsWith(place));
      expect(label, place).toBeDefined();
      await slot.selectOption({ label: label! });
    }
    await panel.getByRole('button', { name: 'Add Stage' }).click();
    await panel.getByText('Stage “Playoffs” added.').waitFor();
    await panel.getByRole('button', { name: 'Generate fixtures for Playoffs' }).click();
    await panel.getByText(/fixtures generated\./).waitFor();
    await page.screenshot({ path: '/tmp/shots-stages/ipl-organiser.png', fullPage: true });

    // Visitors see the page playoff's rounds as fans name them, waiting for the league.
    await page.goto(`/tournament/${tournament.id}/bracket`);
    await page.getByRole('heading', { name: 'Island T20 League Bracket' }).waitFor();
    const bracket = await page.locator('main').innerText();
    for (const round of ['Qualifier 1', 'Eliminator', 'Qualifier 2', 'Final']) expect(bracket).toContain(round);
    // Qualifier 1 and the Eliminator share the first column: the Eliminator's card names itself.
    expect(await page.getByTestId('bracket-match-round').allInnerTexts()).toEqual(['Eliminator']);
    // Later rounds say where their sides come from.
    expect(await page.getByTestId('bracket-match').nth(2).innerText()).toMatch(
      /^Loser Qualifier 1\s*Winner Eliminator$/,
    );
    expect(await page.getByTestId('bracket-match').nth(3).innerText()).toMatch(
      /^Winner Qualifier 1\s*Winner Qualifier 2$/,
    );
    await page.screenshot({ path: '/tmp/shots-stages/ipl-bracket.png', fullPage: true });
    await context.close();
  });
});
