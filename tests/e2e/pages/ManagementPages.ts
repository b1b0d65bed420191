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

/** A list page of cards with a Create button that opens the form dialog (Clubs, Teams, Tournaments). */
class ManagementListPageObject {
  readonly cards: Locator;
  readonly dialog: FormDialogObject;

  constructor(
    protected readonly page: Page,
    private readonly list: { path: string; heading: string; cardTestId: string; createLabel: string },
  ) {
    this.cards = page.getByTestId(list.cardTestId);
    this.dialog = new FormDialogObject(page);
  }

  async open(): Promise<void> {
    await this.page.goto(this.list.path);
    await this.page.getByRole('heading', { name: this.list.heading, level: 1 }).waitFor();
  }

  /** The header's Create button (an empty list shows a second one in its empty state). */
  async startCreate(): Promise<void> {
    await this.page.getByRole('button', { name: this.list.createLabel }).first().click();
    await this.dialog.root.waitFor();
  }

  card(name: string): Locator {
    return this.cards.filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }
}

export class ClubsPage extends ManagementListPageObject {
  constructor(page: Page) {
    super(page, { path: '/clubs', heading: 'Clubs', cardTestId: 'club-card', createLabel: 'Create Club' });
  }
}

export class TeamsPage extends ManagementListPageObject {
  constructor(page: Page) {
    super(page, { path: '/teams', heading: 'Teams', cardTestId: 'team-card', createLabel: 'Create Team' });
  }
}

export class RosterPage {
  readonly rows: Locator;
  readonly dialog: FormDialogObject;

  constructor(private readonly page: Page) {
    this.rows = page.getByTestId('roster-row');
    this.dialog = new FormDialogObject(page);
  }

  async addPlayer(player: { name: string; jersey: string; position?: string; captain?: boolean }): Promise<void> {
    await this.page.getByRole('button', { name: 'Add Player' }).click();
    await this.dialog.root.waitFor();
    await this.dialog.field('Player name').fill(player.name);
    await this.dialog.field('Jersey number').fill(player.jersey);
    if (player.position) await this.dialog.field('Position').selectOption({ label: player.position });
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

export class TournamentsPage extends ManagementListPageObject {
  constructor(page: Page) {
    super(page, {
      path: '/tournaments',
      heading: 'Tournaments',
      cardTestId: 'managed-tournament-card',
      createLabel: 'Create Tournament',
    });
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
