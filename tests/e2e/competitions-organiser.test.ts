// Competitions and entries as their people use them, in Chromium at 375 and 1280 px: an organiser makes a
// tournament a season of a new competition and starts the next season from it; entries that need approval
// and a fee are reviewed, and a team's manager reads the decision, the note and what is owed. Screenshots
// go to /tmp/shots-competitions.
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Tournament } from '../../server/src/modules/tournaments/tournament.entity.js';
import {
  FeeStatus,
  Registration,
  RegistrationStatus,
} from '../../server/src/modules/tournaments/registration.entity.js';
import { Sport } from '../../server/src/modules/tournaments/tournament.entity.js';
import { Role } from '../../server/src/modules/users/user.entity.js';
import { createClub, createTeam, createTournament, createUser } from '../support/factories.js';
import { signInAs } from './pages/ManagementPages.js';
import { NARROW_PHONE, newPage } from './support/browser.js';
import { useSiteInBrowser } from './support/suite.js';

const SHOTS = '/tmp/shots-competitions';
const SIZES = [
  { label: '375', viewport: NARROW_PHONE },
  { label: '1280', viewport: { width: 1280, height: 900 } },
];

async function shoot(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  // Nothing wider than the screen: a phone never scrolls sideways.
  const overflow = await page.evaluate(() => {
    const root = (
      globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }
    ).document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(overflow.scrollWidth, name).toBeLessThanOrEqual(overflow.clientWidth);
}

describe('competitions and entries in Chromium', () => {
  const e2e = useSiteInBrowser();

  for (const size of SIZES) {
    it(`an organiser makes a season of a new competition, then starts the next season (${size.label} px)`, async () => {
      const em = e2e.site.em();
      const email = `league${size.label}@example.test`;
      const organiser = await createUser(em, { role: Role.tournament_creator, email });
      const first = await createTournament(em, organiser, {
        name: `Island League 2025 (${size.label})`,
        sport: Sport.football,
        startDate: '2025-01-10',
        endDate: '2025-05-30',
      });
      const { context, page } = await newPage(e2e.browser, e2e.site.url, size.viewport);
      await signInAs(page, email);
      await page.goto(`/tournaments/${first.id}/manage`);
      await expect(page.getByRole('button', { name: 'New season' }).count()).resolves.toBe(0);

      // The edit form names a new competition of the tournament's sport and chooses it.
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const edit = page.getByRole('dialog');
      await edit.getByRole('button', { name: 'New competition' }).click();
      await edit.getByLabel('New competition name').fill(`Island League ${size.label}`);
      await edit.getByRole('button', { name: 'Create competition' }).click();
      await expect
        .poll(async () => edit.getByLabel('Competition').locator('option:checked').innerText())
        .toBe(`Island League ${size.label}`);
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await edit.waitFor({ state: 'hidden' });

      // "New season": a draft copied from this one, then its own management page.
      await page.getByRole('button', { name: 'New season' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Create draft season' }).click();
      await dialog.getByText('Season name is required').first().waitFor();
      await dialog.getByLabel('Season name').fill(`Island League 2026 (${size.label})`);
      await dialog.getByLabel('Start date').fill('2026-01-09');
      await dialog.getByLabel('End date').fill('2026-05-29');
      await shoot(page, `new-season-dialog-${size.label}`);
      await dialog.getByRole('button', { name: 'Create draft season' }).click();
      await page.waitForURL(
        (url) => /\/tournaments\/\d+\/manage$/.test(url.pathname) && !url.pathname.includes(`/${first.id}/`),
      );
      await page.getByRole('heading', { name: `Island League 2026 (${size.label})` }).waitFor();

      const seasons = await em.fork().find(
        Tournament,
        { competition: { name: `Island League ${size.label}` } },
        {
          orderBy: { startDate: 'asc' },
        },
      );
      expect(seasons.map((season) => [season.name, season.isPublished])).toEqual([
        [`Island League 2025 (${size.label})`, true],
        [`Island League 2026 (${size.label})`, false],
      ]);

      // The public competition page lists the published season (the draft stays the organiser's).
      await page.goto(`/competition/${seasons[0].competition!.id}`);
      await page.getByRole('heading', { name: `Island League ${size.label}` }).waitFor();
      await page
        .getByRole('link', { name: `Island League 2025 (${size.label})` })
        .first()
        .waitFor();
      await shoot(page, `competition-page-${size.label}`);
      await context.close();
    });

    it(`entries are reviewed, and each manager reads the decision and the fee (${size.label} px)`, async () => {
      const em = e2e.site.em();
      const organiserEmail = `entries${size.label}@example.test`;
      const organiser = await createUser(em, { role: Role.tournament_creator, email: organiserEmail });
      const owner = await createUser(em, { role: Role.club_owner });
      const managers = await Promise.all(
        ['a', 'b'].map((letter) =>
          createUser(em, { role: Role.manager, email: `manager-${letter}${size.label}@example.test` }),
        ),
      );
      const club = await createClub(em, owner);
      const cup = await createTournament(em, organiser, { name: `Windward Cup (${size.label})`, maxTeams: 8 });
      cup.entriesNeedApproval = true;
      cup.entryFee = 25;
      const teams = [
        await createTeam(em, club, { name: `Bay Rovers ${size.label}`, manager: managers[0] }),
        await createTeam(em, club, { name: `Reef United ${size.label}`, manager: managers[1] }),
      ];
      for (const team of teams) {
        em.create(Registration, {
          tournament: cup,
          team,
          status: RegistrationStatus.PENDING,
          feeStatus: FeeStatus.UNPAID,
        });
      }
      await em.flush();

      const organiserPage = await newPage(e2e.browser, e2e.site.url, size.viewport);
      await signInAs(organiserPage.page, organiserEmail);
      await organiserPage.page.goto(`/tournaments/${cup.id}/manage`);
      const entries = organiserPage.page.getByTestId('entries');
      await entries.getByRole('button', { name: `Review ${teams[0].name}` }).click();
      await entries.getByLabel(`Note to ${teams[0].name} (optional)`).fill('Welcome: pay at the first match.');
      await entries.getByRole('button', { name: `Approve ${teams[0].name}` }).click();
      const first = entries.getByTestId('entry').filter({ hasText: teams[0].name });
      await expect.poll(() => first.getByTestId('entry-status').innerText()).toBe('Approved');

      // The second team withdraws from its own page: the organiser sees it out, with nothing owed.
      const manager = await newPage(e2e.browser, e2e.site.url, size.viewport);
      await signInAs(manager.page, managers[1].email);
      await manager.page.goto(`/teams/${teams[1].id}`);
      await manager.page.getByRole('button', { name: `Withdraw from ${cup.name}` }).click();
      await manager.page.getByRole('alertdialog').getByRole('button', { name: 'Withdraw', exact: true }).click();
      await manager.page.getByText(`${teams[1].name} was withdrawn from ${cup.name}.`).waitFor();
      await manager.context.close();

      await organiserPage.page.reload();
      const second = entries.getByTestId('entry').filter({ hasText: teams[1].name });
      await expect.poll(() => second.getByTestId('entry-status').innerText()).toBe('Withdrawn');
      expect(await second.getByTestId('entry-fee').count()).toBe(0);
      expect(await first.getByTestId('entry-fee').innerText()).toBe('Fee unpaid');
      await shoot(organiserPage.page, `entries-organiser-${size.label}`);
      await organiserPage.context.close();

      // The approved team's manager reads the decision, the note and the fee still owed.
      const approved = await newPage(e2e.browser, e2e.site.url, size.viewport);
      await signInAs(approved.page, managers[0].email);
      await approved.page.goto(`/teams/${teams[0].id}`);
      const entry = approved.page.getByTestId('team-entry').filter({ hasText: cup.name });
      await expect.poll(() => entry.getByTestId('entry-status').innerText()).toBe('Approved');
      expect(await entry.getByTestId('entry-note').innerText()).toBe(
        'Organiser’s note: Welcome: pay at the first match.',
      );
      expect(await entry.getByTestId('entry-fee').innerText()).toBe('Fee unpaid (25.00 USD)');
      await shoot(approved.page, `entries-manager-${size.label}`);
      await approved.context.close();
    });
  }
});
