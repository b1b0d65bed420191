import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser.js';
import { useDemoInBrowser } from './support/suite.js';

// Issue 49: at 375 px the explorer put the answer beside the operation in a column a few pixels wide, one
// character a line.
describe('the GraphQL explorer on a phone', () => {
  const e2e = useDemoInBrowser();

  it('stacks the answer under the operation, as wide as the screen allows', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.site.url, { width: 375, height: 812 });
    await page.goto('/explorer');
    const execute = page.getByRole('button', { name: /execute query/i });
    await execute.click();
    const result = page.locator('.graphiql-response').first();
    await expect
      .poll(
        async () => {
          const text = (await result.innerText()).replace(/\u00a0/g, ' ');
          if (!text.trim()) await execute.click();
          return text;
        },
        { timeout: 30_000 },
      )
      .toContain('"publicTournaments"');
    const answer = await result.boundingBox();
    const operation = await page.locator('.graphiql-editors').first().boundingBox();
    // Under the operation, not beside it, and most of the screen wide.
    expect(answer!.y).toBeGreaterThanOrEqual(operation!.y + operation!.height - 1);
    expect(answer!.width).toBeGreaterThan(250);
    expect(answer!.height).toBeGreaterThan(150);
    // Whole keys and values on one line (Monaco renders only the lines in view: the first tournament's).
    const lines = (await result.innerText()).replace(/\u00a0/g, ' ').split('\n');
    expect(lines.some((line) => line.includes('"publicTournaments": ['))).toBe(true);
    expect(lines.some((line) => line.includes('"sport": "cricket",'))).toBe(true);
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR ?? '/tmp'}/explorer-375.png` });
    await context.close();
  });
});
