import type { Locator, Page } from 'playwright-core';

/** The public header's Login button, then the local provider's page (machines without Google). */
export class LocalSignIn {
  constructor(private readonly page: Page) {}

  async start(): Promise<void> {
    await this.page.goto('/browse');
    await this.page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await this.page.getByRole('heading', { name: 'Sign in to Pitchside' }).waitFor();
  }

  async asNewPerson(email: string, name: string): Promise<void> {
    await this.start();
    await this.page.getByLabel('E-mail').fill(email);
    await this.page.getByLabel('Name').fill(name);
    await this.page.getByRole('button', { name: 'Continue' }).click();
  }

  async asDemoAccount(name: string): Promise<void> {
    await this.start();
    await this.page.getByRole('button', { name: new RegExp(name) }).click();
  }
}

export class SelectRolePage {
  constructor(private readonly page: Page) {}

  async choose(label: string): Promise<void> {
    await this.page.waitForURL('**/select-role');
    await this.page.getByRole('button', { name: `Continue as ${label}` }).click();
  }
}

/** /admin/users as an administrator sees it. */
export class UsersPage {
  readonly filter: Locator;

  constructor(private readonly page: Page) {
    this.filter = page.getByLabel('Filter users');
  }

  async open(): Promise<void> {
    await this.page.goto('/admin/users');
    await this.page.getByRole('heading', { name: 'User Management' }).waitFor();
  }

  row(email: string): Locator {
    return this.page.locator(`[data-testid="user-row"][data-email="${email}"]`);
  }

  async activate(email: string): Promise<void> {
    await this.page.getByRole('button', { name: `Activate ${email}` }).click();
    await this.row(email).getByText('Active', { exact: true }).waitFor();
  }

  async changeRole(email: string, label: string): Promise<void> {
    await this.page.getByLabel(`Role of ${email}`).selectOption({ label });
  }
}
