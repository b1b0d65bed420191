import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useDemoInBrowser } from './support/suite.js';

const SIZES = [
  { label: 'phone', width: 375, height: 812 },
  { label: 'laptop', width: 1280, height: 800 },
] as const;

const SHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/shots-role-homes';

/** Signs in through the local provider's login_hint and waits for wherever the person lands. */
async function signIn(page: Page, email: string, landing: RegExp) {
  await page.goto('/');
  const { redirectUrl } = await page.evaluate(async () => {
    const response = await fetch('/api/oauth/google/redirect_url');
    return (await response.json()) as { redirectUrl: string };
  });
  await page.goto(`${redirectUrl}&login_hint=${encodeURIComponent(email)}`);
  await page.waitForURL(landing);
}

// Issue 49: each role's home starts with its own work, at a phone's and a laptop's width.
describe('every role’s home, in Chromium on a phone and a laptop', () => {
  const e2e = useDemoInBrowser();

  for (const size of SIZES) {
    it(`starts with the role’s own work (${size.label})`, async () => {
      const homes = [
        { email: 'admin@pitchside.test', title: 'Admin Dashboard', work: 'Your tournaments', landing: /\/admin$/ },
        { email: 'owner@pitchside.test', title: 'Admin Dashboard', work: 'Your clubs and teams', landing: /\/admin$/ },
        { email: 'referee@pitchside.test', title: 'Referee Dashboard', work: 'Your matches', landing: /\/admin$/ },
        { email: 'manager@pitchside.test', title: 'Manager Dashboard', work: 'Your teams', landing: /\/admin$/ },
        {
          email: 'pending@pitchside.test',
          title: 'Account Pending Activation',
          work: null,
          landing: /\/pending-activation$/,
        },
      ];
      for (const home of homes) {
        const context = await e2e.browser.newContext({
          baseURL: e2e.site.url,
          viewport: { width: size.width, height: size.height },
        });
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await signIn(page, home.email, home.landing);
        await page.getByRole('heading', { level: 1, name: home.title }).waitFor();
        if (home.work) {
          // The role's own work is the first section after the title.
          const firstSection = page.locator('main section, [data-testid^="home-"]').first();
          await expect.poll(() => firstSection.getByRole('heading', { level: 2 }).first().innerText()).toBe(home.work);
        } else {
          await page.getByTestId('role-request').getByText('Awaiting activation').waitFor();
        }
        // Nothing wider than the screen.
        // (The tests compile without the DOM library: the page's globals are described here.)
        type Window = { innerWidth: number; document: { documentElement: { scrollWidth: number } } };
        const overflow = await page.evaluate(() => {
          const window = globalThis as unknown as Window;
          return window.document.documentElement.scrollWidth - window.innerWidth;
        });
        expect(overflow, home.email).toBeLessThanOrEqual(0);
        expect(errors, home.email).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/${home.email.split('@')[0]}-${size.label}.png`, fullPage: true });
        await context.close();
      }
    });
  }
});
