import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser.js';
import { useDemoInBrowser } from './support/suite.js';

describe('the offline GraphQL explorer in Chromium', () => {
  const e2e = useDemoInBrowser();

  it('loads from the site alone and runs a query, with every other host cut off', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.site.url);
    const site = new URL(e2e.site.url);
    const elsewhere: string[] = [];
    // No internet: anything not asked of the site itself fails, as at a ground with no connection.
    await context.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.host === site.host || url.protocol === 'data:' || url.protocol === 'blob:') return route.continue();
      elsewhere.push(url.href);
      return route.abort('internetdisconnected');
    });
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });

    const response = await page.goto('/explorer');
    expect(response?.status()).toBe(200);
    const execute = page.getByRole('button', { name: /execute query/i });
    await execute.click();
    // GraphiQL's result pane (its class, or its label in versions that name it).
    const result = page.locator('.graphiql-response, [aria-label="Result Window"]').first();
    // A click before the editor has loaded its default query runs nothing: run it again until it answers.
    await expect
      .poll(
        async () => {
          const text = (await result.innerText()).replace(/\u00a0/g, ' ');
          if (!text.trim()) await execute.click();
          return text;
        },
        { timeout: 30_000 },
      )
      .toContain('Island Cup T20');
    const text = (await result.innerText()).replace(/\u00a0/g, ' ');
    expect(text).toContain('"publicTournaments"');
    expect(elsewhere).toEqual([]);
    expect(refused).toEqual([]);
    await context.close();
  });

  it('is linked from the API page', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.site.url);
    await page.goto('/developers');
    await page.getByRole('link', { name: 'GraphQL explorer' }).click();
    await page.waitForURL(/\/explorer$/);
    await page.getByRole('button', { name: /execute query/i }).waitFor();
    await context.close();
  });
});
