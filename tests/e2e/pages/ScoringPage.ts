import type { Locator, Page } from 'playwright-core';

/** The scoring page /matches/:id/score, as a referee (or a watcher) sees it. */
export class ScoringPage {
  readonly liveScore: Locator;
  readonly status: Locator;
  readonly homeScore: Locator;
  readonly awayScore: Locator;

  constructor(private readonly page: Page) {
    this.liveScore = page.getByTestId('live-score');
    this.status = page.getByTestId('match-status');
    this.homeScore = page.getByTestId('score-home-value');
    this.awayScore = page.getByTestId('score-away-value');
  }

  async open(matchId: number): Promise<void> {
    await this.page.goto(`/matches/${matchId}/score`);
    await this.liveScore.waitFor();
  }

  addGoal(teamName: string): Promise<void> {
    return this.page.getByRole('button', { name: `Add a goal for ${teamName}` }).click();
  }

  delivery(name: string): Promise<void> {
    return this.page.getByRole('button', { name, exact: true }).click();
  }

  async complete(): Promise<void> {
    await this.page.getByRole('button', { name: 'Complete match' }).click();
    await this.page.getByRole('button', { name: 'Yes, complete' }).click();
  }
}

/** Signs a browser in through the app's own sign-in flow, as the local provider's login_hint allows. */
export async function signInAs(page: Page, email: string): Promise<void> {
  await page.goto('/');
  const { redirectUrl } = await page.evaluate(async () => {
    const response = await fetch('/api/oauth/google/redirect_url');
    return (await response.json()) as { redirectUrl: string };
  });
  await page.goto(`${redirectUrl}&login_hint=${encodeURIComponent(email)}`);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
}

/** Waits until `locator` reads exactly `text`. */
export function waitForText(locator: Locator, text: string): Promise<void> {
  return locator.filter({ hasText: new RegExp(`^${text.replace(/[()/.]/g, '\\$&')}$`) }).waitFor();
}
