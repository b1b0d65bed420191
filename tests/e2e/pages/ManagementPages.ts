import type { Locator, Page } from 'playwright-core';

/** Signs in through the local provider's login_hint shortcut, as a person would via the sign-in page. */
export async function signInAs(page: Page, email: string): Promise<void> {
  await page.goto('/');
  const { redirectUrl } = await page.evaluate(async () => {
    const response = await fetch('/api/oauth/google/redirect_url');
    return (await response.json()) as { redirectUrl: string };
  });
  await page.goto(`${redirectUrl}&login_hint=${encodeURIComponent(email)}`);
  await page.waitForURL(/\/admin/);
}

/** The open modal form. */
export class FormDialogObject {
  readonly root: Locator;

  constructor(page: Page) {
    this.root = page.getByRole('dialog');
  }

  field(label: string | RegExp): Locator {
    return this.root.getByLabel(label);
  }

  async submit(name: string): Promise<void> {
    await this.root.getByRole('button', { name }).click();
  }

  async waitClosed(): Promise<void> {
    await this.root.waitFor({ state: 'detached' });
  }
}

export class ClubsPage {
  readonly cards: Locator;
  readonly dialog: FormDialogObject;

  constructor(private readonly page: Page) {
    this.cards = page.getByTestId('club-card');
    this.dialog = new FormDialogObject(page);
  }

  async open(): Promise<void> {
    await this.page.goto('/clubs');
    await this.page.getByRole('heading', { name: 'Clubs', level: 1 }).waitFor();
  }

  async startCreate(): Promise<void> {
    await this.page.getByRole('button', { name: 'Create Club' }).first().click();
    await this.dialog.root.waitFor();
  }

  card(name: string): Locator {
    return this.cards.filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }
}

export class TeamsPage {
  readonly cards: Locator;
  readonly dialog: FormDialogObject;

  constructor(private readonly page: Page) {
    this.cards = page.getByTestId('team-card');
    this.dialog = new FormDialogObject(page);
  }

  async open(): Promise<void> {
    await this.page.goto('/teams');
    await this.page.getByRole('heading', { name: 'Teams', level: 1 }).waitFor();
  }

  async startCreate(): Promise<void> {
    await this.page.getByRole('button', { name: 'Create Team' }).click();
    await this.dialog.root.waitFor();
  }

  card(name: string): Locator {
    return this.cards.filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }
}

export class RosterPage {
  readonly rows: Locator;
  readonly dialog: FormDialogObject;

  constructor(private readonly page: Page) {
    this.rows = page.getByTestId('roster-row');
    this.dialog = new FormDialogObject(page);
  }

  async addPlayer(player: { name: string; jersey: string; position: string; captain?: boolean }): Promise<void> {
    await this.page.getByRole('button', { name: 'Add Player' }).click();
    await this.dialog.root.waitFor();
    await this.dialog.field('Player name').fill(player.name);
    await this.dialog.field('Jersey number').fill(player.jersey);
    await this.dialog.field('Position').selectOption({ label: player.position });
    if (player.captain) await this.dialog.root.getByText('Captain', { exact: true }).click();
    await this.dialog.submit('Add Player');
    await this.dialog.waitClosed();
  }

  async registerFor(tournament: string): Promise<void> {
    const select = this.page.getByLabel('Register for a tournament');
    const value = await select.locator('option', { hasText: tournament }).getAttribute('value');
    await select.selectOption(value ?? '');
    await this.page.getByRole('button', { name: 'Register Team' }).click();
  }
}

export class TournamentsPage {
  readonly cards: Locator;
  readonly dialog: FormDialogObject;

  constructor(private readonly page: Page) {
    this.cards = page.getByTestId('managed-tournament-card');
    this.dialog = new FormDialogObject(page);
  }

  async open(): Promise<void> {
    await this.page.goto('/tournaments');
    await this.page.getByRole('heading', { name: 'Tournaments', level: 1 }).waitFor();
  }

  async startCreate(): Promise<void> {
    await this.page.getByRole('button', { name: 'Create Tournament' }).first().click();
    await this.dialog.root.waitFor();
  }

  card(name: string): Locator {
    return this.cards.filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }
}

export class TournamentManagePage {
  readonly badge: Locator;
  readonly registeredTeams: Locator;

  constructor(private readonly page: Page) {
    this.badge = page.getByTestId('publication-badge');
    this.registeredTeams = page.getByTestId('registered-team');
  }
}
