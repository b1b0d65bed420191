// The organiser plays a tournament in stages, in Chromium: groups seeded, a knockout reading the group
// positions, each stage's fixtures generated, a slot overridden; the tournament's knockout decider, stages
// moved and removed, a points deduction taken back.
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

  it('sets the tournament’s decider, moves and removes stages, and takes back a points deduction', async () => {
    const em = e2e.site.em();
    const creator = await createUser(em, { role: Role.tournament_creator, email: 'stages-editor@example.test' });
    const club = await createClub(em, creator);
    const teams = [];
    for (const name of TEAMS.slice(0, 4))
      teams.push(await createTeam(em, club, { name: `${name} II`, sport: Sport.football }));
    const tournament = await createTournament(em, creator, {
      name: 'Reef Cup',
      sport: Sport.football,
      tournamentType: TournamentType.knockout,
      isPublished: true,
    });
    await registerTeams(em, tournament, teams);

    const { context, page } = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.desktop);
    await signInAs(page, 'stages-editor@example.test');
    await page.goto(`/tournaments/${tournament.id}/manage`);
    const panel = page.getByTestId('stages-panel');
    await panel.waitFor();

    // The tournament's decider, on its edit form: every knockout stage without its own follows it.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('A level knockout match is settled by').selectOption({ label: 'Penalties straight away' });
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await panel.getByLabel('Stage name').fill('Group stage');
    await panel.getByLabel('Groups', { exact: true }).fill('2');
    await panel.getByRole('button', { name: 'Seed in registration order' }).click();
    await panel.getByRole('button', { name: 'Add Stage' }).click();
    await panel.getByText('Stage “Group stage” added.').waitFor();
    await panel.getByLabel('Stage name').fill('Final');
    await panel.getByLabel('Format').selectOption('KNOCKOUT');
    await panel.getByLabel('Slots in the first round').selectOption('2');
    await expect
      .poll(() => panel.getByLabel('A level match is settled by').locator('option').first().innerText())
      .toBe('As the tournament: penalties straight away');
    await panel.getByLabel('Slot 1', { exact: true }).selectOption({ label: 'Winner Group A' });
    await panel.getByLabel('Slot 2', { exact: true }).selectOption({ label: 'Winner Group B' });
    await panel.getByRole('button', { name: 'Add Stage' }).click();
    await panel.getByText('Stage “Final” added.').waitFor();
    await panel.getByText('A level match is settled by penalties straight away (the tournament’s rule).').waitFor();

    const stages = panel.getByTestId('stage');
    const headings = () => stages.locator('h3').allInnerTexts();
    // The final reads the group positions: it cannot come first.
    await panel.getByRole('button', { name: 'Move Final up' }).click();
    await panel.getByText('Final reads the positions of Group stage, so it must come after it.').waitFor();
    // Nor can the group stage go while the final reads it.
    const confirm = page.getByTestId('confirm-dialog');
    await panel.getByRole('button', { name: 'Remove Group stage' }).click();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await panel
      .getByText('Group stage cannot be removed: Final reads its positions. Remove that stage first.')
      .waitFor();

    await panel.getByRole('button', { name: 'Generate fixtures for Final' }).click();
    await panel.getByText('1 fixtures generated.').waitFor();
    await panel.getByRole('button', { name: 'Remove Final' }).click();
    await confirm.getByText('Remove Final and its 1 unplayed fixtures?').waitFor();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await panel.getByText('Stage “Final” removed.').waitFor();
    await expect.poll(() => stages.count()).toBe(1);

    // A stage of named teams moves up past the group stage.
    await panel.getByLabel('Stage name').fill('Curtain raiser');
    await panel.getByLabel('Format').selectOption('KNOCKOUT');
    await panel.getByLabel('Slots in the first round').selectOption('2');
    await panel.getByLabel('Slot 1', { exact: true }).selectOption({ label: 'Anchors II' });
    await panel.getByLabel('Slot 2', { exact: true }).selectOption({ label: 'Breakers II' });
    await panel.getByRole('button', { name: 'Add Stage' }).click();
    await panel.getByText('Stage “Curtain raiser” added.').waitFor();
    await panel.getByRole('button', { name: 'Move Curtain raiser up' }).click();
    await panel.getByText('Curtain raiser moved to place 1.').waitFor();
    await expect
      .poll(async () => (await headings()).map((text) => text.split('\n')[0].trim()))
      .toEqual([expect.stringMatching(/^1\. Curtain raiser/), expect.stringMatching(/^2\. Group stage/)]);
    await page.screenshot({ path: '/tmp/shots-stages/stages-remove-move.png', fullPage: true });

    // A points deduction, then taken back: the list and the public table's footnote lose it.
    const deductions = page.getByRole('region', { name: 'Points Deductions' });
    await deductions.getByLabel('Team').selectOption({ label: 'Anchors II' });
    await deductions.getByLabel('Points to deduct').fill('2');
    await deductions.getByLabel('Reason').fill('Late registration');
    await deductions.getByRole('button', { name: 'Deduct Points' }).click();
    await deductions.getByText('Anchors II: −2 (Late registration)').waitFor();
    await page.screenshot({ path: '/tmp/shots-stages/deductions.png', fullPage: true });
    await deductions.getByRole('button', { name: 'Remove the deduction of 2 from Anchors II' }).click();
    await deductions.getByText('No points deducted.').waitFor();
    await page.goto(`/standings/${tournament.id}`);
    await page.getByRole('heading', { level: 2, name: 'Group stage' }).waitFor();
    expect(await page.getByText('Late registration').count()).toBe(0);
    await context.close();
  });
});
