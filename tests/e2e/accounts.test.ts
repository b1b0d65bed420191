import { describe, expect, it } from 'vitest';
import { ActivityLog } from '../../server/src/modules/users/activity-log.entity.js';
import { User } from '../../server/src/modules/users/user.entity.js';
import { LocalSignIn, SelectRolePage, UsersPage } from './pages/AccountPages.js';
import { newPage, VIEWPORTS } from './support/browser.js';
import { useSiteInBrowser } from './support/suite.js';

describe('accounts in Chromium', () => {
  const e2e = useSiteInBrowser();

  it('a new person signs up, picks a role, waits; an administrator activates them; they reach /admin', async () => {
    const email = 'jordan.baptiste@example.test';
    const person = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.phone);
    await new LocalSignIn(person.page).asNewPerson(email, 'Jordan Baptiste');
    await new SelectRolePage(person.page).choose('Referee');
    await person.page.waitForURL('**/pending-activation');
    await person.page.getByRole('heading', { name: 'Account Pending Activation' }).waitFor();
    await person.page.getByText('What happens next?').waitFor();

    // Not activated: the signed-in pages send them back to the pending page.
    await person.page.goto('/admin');
    await person.page.waitForURL('**/pending-activation');
    const stored = await e2e.site.em().findOneOrFail(User, { email });
    expect(stored).toMatchObject({ role: 'referee', isActive: true, isAccountActivated: false });

    const admin = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.desktop);
    await new LocalSignIn(admin.page).asDemoAccount('Alicia Baptiste');
    await admin.page.waitForURL('**/admin');
    await admin.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    // On a 1280px laptop the header's seven links stay on one line, level with each other.
    await admin.page.setViewportSize({ width: 1280, height: 800 });
    const navLinks = await admin.page.getByRole('navigation', { name: 'Main' }).getByRole('link').all();
    expect(navLinks).toHaveLength(7);
    const boxes = await Promise.all(navLinks.map((link) => link.boundingBox()));
    const lineHeight = Math.min(...boxes.map((box) => box!.height));
    for (const box of boxes) {
      expect(box!.y).toBe(boxes[0]!.y);
      expect(box!.height).toBeLessThan(lineHeight * 1.5);
    }
    await admin.page.setViewportSize(VIEWPORTS.desktop);
    await admin.page.getByRole('link', { name: 'Users' }).click();
    const users = new UsersPage(admin.page);
    await users.row(email).waitFor();
    await users.row(email).getByText('Pending', { exact: true }).waitFor();
    await users.activate(email);

    await users.changeRole(email, 'Manager');
    await admin.page.getByText('User role successfully changed to manager').waitFor();
    // The toast lasts 3 seconds.
    await admin.page
      .getByText('User role successfully changed to manager')
      .waitFor({ state: 'detached', timeout: 5000 });
    await admin.page.getByRole('region', { name: 'Recent Activity' }).getByText('Role Changed').first().waitFor();

    const activated = await e2e.site.em().findOneOrFail(User, { email });
    expect(activated).toMatchObject({ role: 'manager', isAccountActivated: true });
    const actions = await e2e.site.em().find(ActivityLog, { userEmail: email }, { orderBy: { id: 'asc' } });
    expect(actions.map((entry) => [entry.action, entry.adminEmail])).toEqual([
      ['user_created', null],
      ['role_changed', null],
      ['user_activated', 'admin@pitchside.test'],
      ['role_changed', 'admin@pitchside.test'],
    ]);

    // They sign out and in again, and land on the dashboard.
    await person.page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await person.page.waitForURL((url) => url.pathname === '/');
    await new LocalSignIn(person.page).asNewPerson(email, 'Jordan Baptiste');
    await person.page.waitForURL('**/admin');
    await person.page.getByRole('heading', { name: 'Manager Dashboard' }).waitFor();
    // On a phone the navigation sits behind the Menu button, with the person's name and Sign Out.
    await person.page.getByRole('button', { name: 'Menu' }).click();
    const mobileMenu = person.page.locator('#mobile-menu');
    await mobileMenu.getByText('Jordan Baptiste').waitFor();
    for (const link of ['Dashboard', 'Users', 'Tournaments', 'Clubs', 'Teams']) {
      await mobileMenu.getByRole('link', { name: link, exact: true }).waitFor();
    }
    await mobileMenu.getByRole('button', { name: 'Sign Out' }).waitFor();
    // A manager is not an administrator: user management sends them back to /admin.
    await person.page.goto('/admin/users');
    await person.page.waitForURL('**/admin');

    await person.context.close();
    await admin.context.close();
  });

  it('the profile page edits a role with Save and Cancel and confirms a deactivation', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.desktop);
    await new LocalSignIn(page).asDemoAccount('Alicia Baptiste');
    await page.waitForURL('**/admin');
    const referee = await e2e.site.em().findOneOrFail(User, { email: 'referee@pitchside.test' });
    await page.goto(`/admin/users/${referee.id}`);
    await page.getByRole('heading', { name: 'Marlon Joseph' }).waitFor();
    const save = page.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    const role = page.getByRole('region', { name: 'Admin Controls' }).getByRole('combobox');
    await role.selectOption({ label: 'Coach' });
    expect(await save.isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await role.inputValue()).toBe('referee');
    await role.selectOption({ label: 'Coach' });
    await save.click();
    await page.getByText('User role successfully changed to coach').waitFor();

    await page.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByText('Are you sure you want to deactivate this user?').waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('button', { name: 'Reactivate' }).waitFor();
    expect((await e2e.site.em().findOneOrFail(User, { id: referee.id })).isActive).toBe(false);
    await page.getByRole('button', { name: 'Reactivate' }).click();
    await page.getByRole('button', { name: 'Deactivate' }).waitFor();

    await page.goto('/admin/users/999999');
    await page.getByRole('heading', { name: 'User Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Users' }).click();
    await page.waitForURL('**/admin/users');
    await context.close();
  });
});
