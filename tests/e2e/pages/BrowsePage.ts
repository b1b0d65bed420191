import type { Locator, Page } from 'playwright-core';
import { waitForApp } from '../support/browser.js';

/** The Tournament Browser, as a visitor sees it. */
export class BrowsePage {
  readonly search: Locator;
  readonly typeFilter: Locator;
  readonly cards: Locator;
  readonly count: Locator;

  constructor(private readonly page: Page) {
    this.search = page.getByLabel('Search tournaments');
    this.typeFilter = page.getByLabel('Tournament type');
    this.cards = page.getByTestId('tournament-card');
    this.count = page.getByTestId('tournament-count');
  }

  async open(): Promise<void> {
    await this.page.goto('/browse');
    await waitForApp(this.page);
    await this.page.getByRole('heading', { name: 'Tournament Browser' }).waitFor();
    await this.cards.first().waitFor();
  }

  async cardNames(): Promise<string[]> {
    return this.cards.locator('h3').allInnerTexts();
  }

  /** Waits until the shown count reads `text`, so the list has settled. */
  async waitForCount(text: string): Promise<void> {
    await this.count.filter({ hasText: new RegExp(`^${text}$`) }).waitFor();
  }
}
