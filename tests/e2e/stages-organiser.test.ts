// The organiser plays a tournament in stages, in Chromium: groups seeded, a knockout reading the group
// positions, each stage's fixtures generated, a slot overridden.
import { describe, expect, it } from 'vitest';
import { Sport, TournamentType } from '../../server/src/modules/tournaments/tournament.entity.js';
import { Role } from '../../server/src/modules/users/user.entity.js';
import { createClub, createTeam, createTournament, createUser, registerTeams } from '../support/factories.js';
import { signInAs } from './pages/ManagementPages.js';
import { newPage, VIEWPORTS } from './support/browser.js';
import { useSiteInBrowser } from './support/suite.js';

const TEAMS = ['Anchors', 'Breakers', 'Currents', 'Driftwood', 'Estuary', 'Fathoms', 'Gulls', 'Harbour'];

describe('an organiser’s stages in Chromium', () => {
  const e2e = useSiteInBrowser();

  it('adds seeded groups and a knockout from their positions, generates both, and overrides a slot', async () => {
    const em = e2e.site.em();
    const creator = await createUser(em, { role: Role.tournament_creator, email: 'stages-organiser@example.test' });
    const club = await createClub(em, creator);
    const teams = [];
    for (const name of TEAMS) teams.push(await createTeam(em, club, { name, sport: Sport.football }));
    const tournament = await createTournament(em, creator, {
      name: 'Bay Cup',
      sport: Sport.football,
      tournamentType: TournamentType.knockout,
      isPublished: true,
    });
    await registerTeams(em, tournament, teams);

    const { context, page } = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.desktop);
    await signInAs(page, 'stages-organiser@example.test');
    await page.goto(`/tournaments/${tournament.id}/manage`);
    const panel = page.getByTestId('stages-panel');
    await panel.waitFor();

    // Nameless: refused in the browser, beside the field.
    await panel.getByRole('button', { name: 'Add Stage' }).click();
    await panel.getByText('Name the stage').waitFor();

    await panel.getByLabel('Stage name').fill('Group stage');
    await panel.getByLabel('Groups', { exact: true }).fill('2');
    await panel.getByRole('button', { name: 'Seed in registration order' }).click();
    await panel.getByRole('button', { name: 'Add Stage' }).click();
    await panel.getByText('Stage “Group stage” added.').waitFor();
    const stages = panel.getByTestId('stage');
    await expect.poll(() => stages.count()).toBe(1);
    // Snake seeding: A B then B A.
    expect(await stages.first().innerText()).toContain('Group A: Anchors, Driftwood, Estuary, Harbour');
    expect(await stages.first().innerText()).toContain('Group B: Breakers, Currents, Fathoms, Gulls');

    await panel.getByLabel('Stage name').fill('Finals');
    await panel.getByLabel('Format').selectOption('KNOCKOUT');
    await panel.getByLabel('Slots in the first round').selectOption('4');
    await panel.getByLabel('Third-place match').selectOption('yes');
    const slots = ['Winner Group A', 'Runner-up Group B', 'Winner Group B', 'Runner-up Group A'];
    for (const [index, label] of slots.entries()) {
      await panel.getByLabel(`Slot ${index + 1}`, { exact: true }).selectOption({ label });
    }
    await panel.getByRole('button', { name: 'Add Stage' }).click();
    await panel.getByText('Stage “Finals” added.').waitFor();
    await expect.poll(() => stages.count()).toBe(2);
    expect(await panel.getByTestId('stage-slot').allInnerTexts()).toEqual(
      expect.arrayContaining([expect.stringContaining('1. Winner Group A')]),
    );

    await panel.getByRole('button', { name: 'Generate fixtures for Group stage' }).click();
    await panel.getByText('12 fixtures generated.').waitFor();
    await panel.getByRole('button', { name: 'Generate fixtures for Finals' }).click();
    await panel.getByText('4 fixtures generated.').waitFor();

    // The organiser puts Gulls into slot 1 whatever Group A says.
    await panel.getByLabel('Team for slot 1').selectOption({ label: 'Gulls' });
    await panel.getByRole('button', { name: 'Set slot 1' }).click();
    await panel.getByText('Slot 1 set to Gulls.').waitFor();
    await panel.getByText('1. Winner Group A → Gulls (set by you)').waitFor();
    await page.screenshot({ path: '/tmp/shots-stages/stages-organiser.png', fullPage: true });

    // The bracket shows it to visitors.
    await page.goto(`/tournament/${tournament.id}/bracket`);
    const first = page.getByTestId('bracket-match').first();
    await first.waitFor();
    expect(await first.innerText()).toMatch(/^Gulls\s*Runner-up Group B$/);
    await context.close();
  });
});
