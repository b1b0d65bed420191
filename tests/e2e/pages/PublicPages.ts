import type { Locator, Page } from 'playwright-core';
import { waitForApp } from '../support/browser.js';

/** A titled section of match cards (Live Now, Recent Results, Upcoming Matches...). */
export class MatchSectionPart {
  readonly root: Locator;
  readonly cards: Locator;

  constructor(page: Page, id: string) {
    this.root = page.getByTestId(`section-${id}`);
    this.cards = this.root.getByTestId('match-card');
  }

  /** "Home / Away" names of each card, from its link. */
  async teams(): Promise<string[][]> {
    const links = await this.cards.getByRole('link').allInnerTexts();
    return links.map((text) =>
      text
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && line !== 'vs' && !/^\d/.test(line)),
    );
  }

  badges(): Promise<string[]> {
    return this.cards.locator('.chakra-badge').allInnerTexts();
  }
}

/** The landing page, /. */
export class HomePage {
  readonly live: MatchSectionPart;
  readonly results: MatchSectionPart;
  readonly upcoming: MatchSectionPart;
  readonly tournaments: Locator;
  readonly statistics: Locator;

  constructor(private readonly page: Page) {
    this.live = new MatchSectionPart(page, 'live');
    this.results = new MatchSectionPart(page, 'results');
    this.upcoming = new MatchSectionPart(page, 'upcoming');
    this.tournaments = page.getByTestId('section-tournaments');
    this.statistics = page.getByTestId('statistics');
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(`/${query}`);
    await waitForApp(this.page);
    await this.page.getByRole('heading', { name: 'Recent Results' }).waitFor();
  }

  stat(label: string): Promise<string> {
    return this.statistics.getByTestId(`stat-${label}`).innerText();
  }
}

/** /tournament/{id}. */
export class TournamentPage {
  readonly live: MatchSectionPart;
  readonly upcoming: MatchSectionPart;
  readonly results: MatchSectionPart;
  readonly quickStats: Locator;

  constructor(private readonly page: Page) {
    this.live = new MatchSectionPart(page, 'live');
    this.upcoming = new MatchSectionPart(page, 'upcoming');
    this.results = new MatchSectionPart(page, 'results');
    this.quickStats = page.getByTestId('quick-stats');
  }

  async open(id: number | string): Promise<void> {
    await this.page.goto(`/tournament/${id}`);
    await waitForApp(this.page);
    await this.page.getByRole('heading', { level: 1 }).waitFor();
  }

  stat(label: string): Promise<string> {
    return this.quickStats.getByTestId(`stat-${label}`).innerText();
  }
}

/** /match/{id}. */
export class MatchPage {
  readonly heading: Locator;
  readonly scoreboard: Locator;
  readonly liveUpdates: Locator;
  readonly clock: Locator;
  readonly summary: Locator;
  readonly officials: Locator;
  readonly details: Locator;
  readonly conditions: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.scoreboard = page.getByTestId('scoreboard');
    this.liveUpdates = page.getByTestId('live-updates');
    this.clock = page.getByTestId('live-clock');
    this.summary = page.getByTestId('result-summary');
    this.officials = page.getByTestId('officials');
    this.details = page.getByTestId('match-details');
    this.conditions = page.getByTestId('conditions');
  }

  async open(id: number | string): Promise<void> {
    await this.page.goto(`/match/${id}`);
    await waitForApp(this.page);
    await this.heading.waitFor();
  }

  score(side: 'home' | 'away'): Promise<string> {
    return this.page.getByTestId(`score-${side}`).innerText();
  }

  /** Which side carries the Winner mark, if any. */
  async winnerSide(): Promise<'home' | 'away' | null> {
    for (const side of ['home', 'away'] as const) {
      if (await this.page.getByTestId(`side-${side}`).getByTestId('winner-mark').count()) return side;
    }
    return null;
  }
}

/** /standings/{tournamentId}. */
export class StandingsPage {
  readonly rows: Locator;

  constructor(private readonly page: Page) {
    this.rows = page.getByTestId('standings-row');
  }

  async open(id: number | string): Promise<void> {
    await this.page.goto(`/standings/${id}`);
    await waitForApp(this.page);
    await this.page.getByRole('heading', { level: 1 }).waitFor();
  }

  async teamNames(): Promise<string[]> {
    return this.rows.locator('th').allInnerTexts();
  }

  async medals(): Promise<string[]> {
    const medals: string[] = [];
    for (const row of await this.rows.all()) medals.push((await row.getAttribute('data-medal')) ?? '');
    return medals;
  }
}
