import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Sport } from '../../server/src/modules/tournaments/tournament.entity.js';
import { Role, User } from '../../server/src/modules/users/user.entity.js';
import { createClub, createTeam, createUser } from '../support/factories.js';
import { UsersPage } from './pages/AccountPages.js';
import { ClubsPage, RosterPage, signInAs, TeamsPage, TournamentsPage } from './pages/ManagementPages.js';
import { useSiteInBrowser } from './support/suite.js';

/** The sizes the issue names: a phone and a laptop. */
const SIZES = [
  { label: 'phone', width: 375, height: 812 },
  { label: 'laptop', width: 1280, height: 800 },
] as const;
type Size = (typeof SIZES)[number];

const SHOTS = '/tmp/shots-mgmt';

/**
 * Everything that went wrong in one walk: console errors, page errors, failed requests, answers of 400 and
 * above, and the main frame's navigations (to catch a redirect loop).
 */
function watch(page: Page) {
  const problems: string[] = [];
  const navigations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    // Apollo cancels a query whose page was left (the browser reports net::ERR_ABORTED): deliberate.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(new URL(frame.url()).pathname);
  });
  return { problems, navigations };
}

/** Signed in, the page settles: no more navigations for a second (a redirect loop never settles). */
async function expectSettled(page: Page, navigations: string[]) {
  const before = navigations.length;
  const url = page.url();
  await page.waitForTimeout(1000);
  expect(navigations.length).toBe(before);
  expect(page.url()).toBe(url);
}

/** Runs in the page: scrolls the element into view as a link to its #id would. */
const scrollIntoView = (target: unknown) => (target as { scrollIntoView(): void }).scrollIntoView();

/** Runs in the page: no entrance animation of a dialog or toast is still running. */
const animationsSettled = () =>
  (globalThis as unknown as { document: { getAnimations(): { playState: string }[] } }).document
    .getAnimations()
    .every((animation) => animation.playState !== 'running');

/** A screenshot of the whole page, for a person to look at. */
async function shot(page: Page, size: Size, name: string) {
  // Let dialogs and toasts finish their entrance first.
  // A function, not a string: the site's CSP forbids evaluating strings.
  await page.waitForFunction(animationsSettled);
  await page.screenshot({ path: `${SHOTS}/${name}-${size.label}.png`, fullPage: true });
}

describe('the first hour of every staff role, in Chromium on a phone and a laptop', () => {
  const e2e = useSiteInBrowser();

  async function signedIn(email: string, size: Size) {
    const context = await e2e.browser.newContext({
      baseURL: e2e.site.url,
      viewport: { width: size.width, height: size.height },
    });
    const page = await context.newPage();
    const seen = watch(page);
    await signInAs(page, email);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expectSettled(page, seen.navigations);
    return { context, page, seen };
  }

  for (const size of SIZES) {
    it(`club owner at ${size.width}x${size.height}: clubs, teams, roster, add a player`, async () => {
      const { context, page, seen } = await signedIn('owner@pitchside.test', size);
      const clubs = new ClubsPage(page);
      await clubs.open();
      await shot(page, size, 'clubs');
      await clubs.card('Nevis Peak FC').getByRole('link', { name: 'View Teams' }).click();
      await page.waitForURL(/\/teams\?club=\d+$/);
      const teams = new TeamsPage(page);
      const team = teams.card('Nevis Peak Volley');
      await team.waitFor();
      // Deactivating asks first; cancelling keeps the team active.
      await team.getByRole('button', { name: 'Manage' }).click();
      await teams.dialog.root.getByRole('button', { name: 'Deactivate Team' }).click();
      const confirm = page.getByRole('alertdialog');
      await confirm.getByText('Deactivate Nevis Peak Volley?', { exact: false }).waitFor();
      await shot(page, size, 'team-deactivate-confirm');
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'detached' });
      // The team names its sport, shown as a badge on its card.
      await teams.dialog.field('Sport').selectOption('points');
      await teams.dialog.submit('Save Changes');
      await teams.dialog.waitClosed();
      expect(await team.getByTestId('team-sport').innerText()).toBe('Points sport');
      expect(await team.getByText('Active', { exact: true }).count()).toBe(1);
      await shot(page, size, 'teams');

      await team.getByRole('link', { name: 'View Roster' }).click();
      await page.waitForURL(/\/teams\/\d+$/);
      const roster = new RosterPage(page);
      await page.getByRole('heading', { name: 'Roster', level: 2 }).waitFor();
      const before = await roster.rows.count();
      const name = `Trial Player ${size.label}`;
      // A points sport has no positions to offer (issue 49).
      await roster.addPlayer({ name, jersey: size.label === 'phone' ? '90' : '91' });
      await roster.rows.filter({ hasText: name }).waitFor();
      expect(await roster.rows.count()).toBe(before + 1);
      // Every roster row, and its Remove button, fits the screen: nothing clipped on a phone.
      for (const row of await roster.rows.all()) {
        const box = (await row.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(size.width);
        const remove = (await row.getByRole('button', { name: /^Remove / }).boundingBox())!;
        expect(remove.x + remove.width).toBeLessThanOrEqual(size.width);
      }
      // An in-page anchor lands below the sticky header.
      const anchor = page.getByRole('heading', { name: 'Tournaments', level: 2 });
      await anchor.evaluate(scrollIntoView);
      const header = (await page.getByRole('banner').boundingBox())!;
      expect((await anchor.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
      await page.getByRole('heading', { level: 1 }).evaluate(scrollIntoView);
      await shot(page, size, 'roster');

      // Removing asks first; Undo brings the player back.
      await page.getByRole('button', { name: `Remove ${name}` }).click();
      await page.getByRole('alertdialog').getByText(`Remove ${name} from`, { exact: false }).waitFor();
      await shot(page, size, 'roster-remove-confirm');
      await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
      await page.getByRole('button', { name: 'Undo' }).waitFor();
      await roster.rows.filter({ hasText: name }).waitFor({ state: 'detached' });
      await shot(page, size, 'roster-undo-toast');
      await page.getByRole('button', { name: 'Undo' }).click();
      await roster.rows.filter({ hasText: name }).waitFor();

      await expectSettled(page, seen.navigations);
      expect(seen.problems).toEqual([]);
      await context.close();
    });

    it(`team manager at ${size.width}x${size.height}: team roster, register a team and withdraw it`, async () => {
      // The demo's managed teams play cricket, and only a points tournament takes entries: a team is offered
      // the tournaments of its own sport (issue 49), so the manager gets a volleyball team of their own.
      const em = e2e.site.em();
      const manager = await em.findOneOrFail(User, { email: 'manager@pitchside.test' });
      const owner = await em.findOneOrFail(User, { email: 'owner@pitchside.test' });
      const volley = `Harbour Spikers ${size.label}`;
      await createTeam(em, await createClub(em, owner), { name: volley, sport: Sport.points, manager });
      const { context, page, seen } = await signedIn('manager@pitchside.test', size);
      const teams = new TeamsPage(page);
      await teams.open();
      await teams.cards.filter({ hasText: volley }).getByRole('link', { name: 'View Roster' }).click();
      await page.waitForURL(/\/teams\/\d+$/);
      const roster = new RosterPage(page);
      await page.getByRole('heading', { name: 'Roster', level: 2 }).waitFor();
      await roster.registerFor('Beach Volleyball Open');
      const registered = page.getByText(/Beach Volleyball Open · starts/);
      await registered.waitFor();
      await page.getByRole('button', { name: 'Withdraw from Beach Volleyball Open' }).click();
      await page
        .getByRole('alertdialog')
        .getByText(/Withdraw .+ from Beach Volleyball Open\?/)
        .waitFor();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Withdraw' }).click();
      await registered.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Undo' }).waitFor();
      await shot(page, size, 'manager-roster');
      await expectSettled(page, seen.navigations);
      expect(seen.problems).toEqual([]);
      await context.close();
    });

    it(`organiser at ${size.width}x${size.height}: tournaments, manage, fixtures`, async () => {
      const { context, page, seen } = await signedIn('admin@pitchside.test', size);
      const tournaments = new TournamentsPage(page);
      await tournaments.open();
      await tournaments.cards.first().waitFor();
      await shot(page, size, 'tournaments');
      await tournaments.card('Beach Volleyball Open').getByRole('link', { name: 'Manage' }).click();
      await page.waitForURL(/\/tournaments\/\d+\/manage$/);
      await page.getByTestId('registered-team').first().waitFor();
      await shot(page, size, 'tournament-manage');
      // Unpublishing asks first; cancelling leaves it published.
      await page.getByRole('button', { name: 'Unpublish' }).click();
      await page
        .getByRole('alertdialog')
        .getByText(/Visitors will no longer see it/)
        .waitFor();
      await shot(page, size, 'unpublish-confirm');
      await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
      expect(await page.getByTestId('publication-badge').innerText()).toBe('Published');
      await page.getByRole('link', { name: 'Fixtures' }).click();
      await page.waitForURL(/\/tournaments\/\d+\/fixtures$/);
      await page.getByRole('heading', { name: /fixtures/ }).waitFor();
      // A match dated before the tournament starts is refused, and the page says why.
      const addMatch = page.getByRole('form', { name: 'Add a match' });
      await addMatch.getByLabel('Home team').selectOption({ label: 'Sunset Bay Volley' });
      await addMatch.getByLabel('Away team').selectOption({ label: 'Nevis Peak Volley' });
      await addMatch.getByLabel('Date and time').fill('2020-01-01T10:00');
      await addMatch.getByRole('button', { name: 'Add match' }).click();
      await page.getByText(/The match date is before the tournament starts/).waitFor();
      await shot(page, size, 'fixtures');
      await expectSettled(page, seen.navigations);
      expect(seen.problems).toEqual([]);
      await context.close();
    });

    it(`administrator at ${size.width}x${size.height}: dashboard, users, activate a pending account`, async () => {
      const email = `newcomer-${size.label}@example.test`;
      await createUser(e2e.site.em(), { email, name: `Newcomer ${size.label}`, role: Role.referee, state: 'pending' });
      const { context, page, seen } = await signedIn('admin@pitchside.test', size);
      expect(new URL(page.url()).pathname).toBe('/admin');
      await shot(page, size, 'admin-dashboard');
      const users = new UsersPage(page);
      await users.open();
      await users.row(email).getByText('Pending', { exact: true }).waitFor();
      await users.activate(email);
      await shot(page, size, 'users');
      // Deactivating asks the spec's question; cancelling changes nothing.
      await page.getByRole('button', { name: `Deactivate ${email}` }).click();
      await page.getByRole('alertdialog').getByText('Are you sure you want to deactivate this user?').waitFor();
      await shot(page, size, 'users-deactivate-confirm');
      await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
      await users.row(email).getByText('Active', { exact: true }).waitFor();
      await users
        .row(email)
        .getByRole('link', { name: `View ${email}` })
        .click();
      await page.waitForURL(/\/admin\/users\/\d+$/);
      await page.getByRole('heading', { name: 'Admin Controls' }).waitFor();
      await shot(page, size, 'user-profile');
      await expectSettled(page, seen.navigations);
      expect(seen.problems).toEqual([]);
      await context.close();
    });
  }
});
