import type { Locator, Page } from 'playwright-core';

/** The scoring page /matches/:id/score, as a referee (or a watcher) sees it. */
export class ScoringPage {
  readonly liveScore: Locator;
  readonly status: Locator;
  readonly homeScore: Locator;
  readonly awayScore: Locator;
  /** The pad's own score of the innings in play ("12/1"), its overs ("0.4"), this over's ball chips. */
  readonly padRuns: Locator;
  readonly padOvers: Locator;
  readonly chips: Locator;
  readonly striker: Locator;
  readonly queueCount: Locator;
  readonly staleNotice: Locator;
  readonly minute: Locator;
  /** A tap the server refused, kept on the phone: what it was, the server's reason and code, the taps behind it. */
  readonly refused: Locator;
  readonly refusedTap: Locator;
  readonly refusalReason: Locator;
  readonly refusalCode: Locator;
  readonly heldTaps: Locator;
  readonly fixForm: Locator;

  constructor(private readonly page: Page) {
    this.liveScore = page.getByTestId('live-score');
    this.status = page.getByTestId('match-status');
    this.homeScore = page.getByTestId('score-home-value');
    this.awayScore = page.getByTestId('score-away-value');
    this.padRuns = page.getByTestId('pad-runs');
    this.padOvers = page.getByTestId('pad-overs');
    this.chips = page.getByTestId('this-over').getByTestId('ball-chip');
    this.striker = page.getByTestId('striker');
    this.queueCount = page.getByTestId('queue-count');
    this.staleNotice = page.getByTestId('stale-notice');
    this.minute = page.getByTestId('match-minute');
    this.refused = page.getByTestId('tap-refused');
    this.refusedTap = page.getByTestId('refused-tap');
    this.refusalReason = page.getByTestId('refusal-reason');
    this.refusalCode = page.getByTestId('refusal-code');
    this.heldTaps = page.getByTestId('held-tap');
    this.fixForm = page.getByTestId('fix-tap');
  }

  async heldTexts(): Promise<string[]> {
    return (await this.heldTaps.allInnerTexts()).map((text) => text.split('\n')[0].trim());
  }

  /** Records a football event from its sheet: the player, and the minute and added time when given. */
  async footballEvent(
    button: string,
    record: string,
    player: string,
    when: { minute?: number; addedTime?: number } = {},
  ): Promise<void> {
    await this.tap(button);
    await this.pick('Player', player);
    const sheet = this.page.getByTestId('pad-sheet');
    if (when.minute !== undefined) await sheet.getByLabel('Minute').fill(String(when.minute));
    if (when.addedTime !== undefined) await sheet.getByLabel('Added time').fill(String(when.addedTime));
    await sheet.getByRole('button', { name: record }).click();
    await sheet.waitFor({ state: 'detached' });
  }

  /** Picks a player in one of the pad's pickers: a roster name, or a new name typed in. */
  async pick(label: string, name: string): Promise<void> {
    const select = this.page.getByLabel(label, { exact: true });
    const option = select.locator('option', { hasText: name });
    if ((await option.count()) > 0) {
      await select.selectOption({ label: (await option.first().textContent()) ?? name });
      return;
    }
    await select.selectOption('new');
    await this.page.getByLabel(`${label}: new player's name`).fill(name);
  }

  async openers(battingSide: string | null, striker: string, nonStriker: string, bowler: string): Promise<void> {
    if (battingSide) await this.page.getByLabel('Batting side').selectOption({ label: battingSide });
    await this.pick('Striker', striker);
    await this.pick('Non-striker', nonStriker);
    await this.pick('Bowler', bowler);
  }

  /** Taps one of the pad's buttons by its accessible name ("4 runs", "Dot ball", "Wide", "Undo last ball"). */
  tap(name: string): Promise<void> {
    return this.page.getByRole('button', { name, exact: true }).click();
  }

  async chipTexts(): Promise<string[]> {
    return (await this.chips.allTextContents()).map((text) => text.trim());
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
