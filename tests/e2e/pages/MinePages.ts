import type { Locator, Page } from 'playwright-core';

/** /my-teams: the teams a player is on the roster of, each with fixtures and results. */
export class MyTeamsPage {
  readonly teams: Locator;

  constructor(private readonly page: Page) {
    this.teams = page.getByTestId('my-team');
  }

  async waitForLoaded(): Promise<void> {
    await this.page.getByRole('heading', { name: 'My teams', level: 1 }).waitFor();
    await this.teams.first().waitFor();
  }

  async teamNames(): Promise<string[]> {
    return this.teams.getByRole('heading', { level: 2 }).allInnerTexts();
  }
}

/** /my-matches: a referee's or scorer's matches (today, upcoming, recent) with their scoring pads. */
export class MyMatchesPage {
  readonly today: Locator;
  readonly upcoming: Locator;
  readonly recent: Locator;

  constructor(private readonly page: Page) {
    this.today = page.getByTestId('section-today');
    this.upcoming = page.getByTestId('section-upcoming');
    this.recent = page.getByTestId('section-recent');
  }

  async waitForLoaded(): Promise<void> {
    await this.page.getByRole('heading', { name: 'My matches', level: 1 }).waitFor();
    await this.recent.waitFor();
  }

  async padLinks(section: Locator): Promise<(string | null)[]> {
    const links = await section.getByRole('link', { name: /scoring pad/ }).all();
    return Promise.all(links.map((link) => link.getAttribute('href')));
  }
}

/** The signed-in layout's navigation: in the header on a laptop, behind Menu on a phone. */
export async function openSignedInNav(page: Page, name: string): Promise<void> {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) {
    await menu.click();
    await page.locator('#mobile-menu').getByRole('link', { name, exact: true }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
  }
}
