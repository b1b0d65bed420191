import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, waitForApp } from './support/browser.js';
import { startTestServer } from '../support/server.js';
import { useSiteInBrowser } from './support/suite.js';

/** Console messages the browser writes when the content security policy blocks something. */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())) {
      violations.push(`${page.url()}: ${message.text()}`);
    }
  });
  return violations;
}

describe('the content security policy fits the built client (Chromium)', () => {
  const e2e = useSiteInBrowser();

  it('public pages and a signed-in page load, styled, with no CSP violation', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.site.url);
    const violations = watchViolations(page);
    const live = await e2e.site
      .em()
      .getConnection()
      .execute<{ id: number }[]>(
        `select m.id from matches m join tournaments t on t.id = m.tournament_id
       where m.status = 'in_progress' and t.is_published order by m.id limit 1`,
      );
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    for (const path of ['/', '/browse', '/tournament/1', '/match/1', `/match/${live[0].id}`]) {
      const response = await page.goto(path, { waitUntil: 'networkidle' });
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await page.locator('h1, h2').first().waitFor();
      // The inline colour-mode script ran (allowed by its hash) before the page painted.
      expect(await page.locator('html').getAttribute('class'), path).toMatch(/^(light|dark)$/);
    }
    // Chakra's run-time <style> elements applied: the page is styled, not bare HTML.
    const headerFont = await page
      .locator('h1')
      .first()
      .evaluate(
        (element) =>
          (globalThis as unknown as { getComputedStyle(node: unknown): { fontWeight: string } }).getComputedStyle(
            element,
          ).fontWeight,
      );
    expect(Number(headerFont)).toBeGreaterThanOrEqual(600);
    // The live page's graphql-ws socket is allowed by connect-src 'self'.
    expect(sockets.some((url) => url.endsWith('/graphql'))).toBe(true);

    // Signed in as the demo administrator through the local provider's login_hint.
    const { redirectUrl } = await page.evaluate(async () => {
      const response = await fetch('/api/oauth/google/redirect_url');
      return (await response.json()) as { redirectUrl: string };
    });
    const authorize = new URL(redirectUrl, e2e.site.url);
    authorize.searchParams.set('login_hint', 'admin@pitchside.test');
    await page.goto(authorize.pathname + authorize.search);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/callback'));
    await page.goto('/admin', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

    expect(violations).toEqual([]);
    await context.close();
  });

  it('a rendered page runs its scripts, allowed by their hashes, the first visitor’s and the kept page alike', async () => {
    // Pages are kept only with the response cache on, which the suite's site runs without; renders get time
    // enough on a loaded machine (a page sent as the shell is not kept).
    const keeping = await startTestServer({
      webDist: 'dist/web',
      env: { RESPONSE_CACHE_TTL_MS: '600000', SSR_TIMEOUT_MS: '30000' },
    });
    const { context, page } = await newPage(e2e.browser, keeping.url);
    // A browser that follows a team: the landing page (which carries its Apollo state) starts the app.
    await page.addInitScript(() =>
      localStorage.setItem('pitchside.follows', JSON.stringify({ teams: [{ id: 1, name: 'Followed' }], matches: [] })),
    );
    try {
      const violations = watchViolations(page);
      const visit = async () => {
        const response = await page.goto('/');
        const headers = response?.headers() ?? {};
        return { response, policy: headers['content-security-policy'] ?? '', etag: headers['etag'] };
      };
      // The first visitor's page is rendered for them, and a cache in front may keep it for everyone: its
      // inline scripts that run (the colour mode, the early taps, the one starting the app) are named by their
      // hashes, never by one response's nonce; the Apollo state is a data block, which does not run.
      const first = await visit();
      expect(first.policy).not.toMatch(/'nonce-/);
      expect(first.policy).toMatch(/script-src 'self'( 'sha256-[^' ]+'){3};/);
      await waitForApp(page);
      // The next one gets the page as kept, the same bytes and the same policy.
      const kept = await visit();
      expect(kept.policy).toBe(first.policy);
      // Every one of them ran: the app started from the page's state and went live.
      await waitForApp(page);
      await page.getByRole('heading', { name: 'Recent Results' }).waitFor();
      // Coming back, the browser revalidates the page it holds and is told it is current (no body sent).
      const again = await visit();
      expect(kept.etag).toBeTruthy();
      expect(await again.response?.request().headerValue('if-none-match')).toBe(kept.etag);
      expect((await again.response?.request().sizes())?.responseBodySize).toBe(0);
      await waitForApp(page);
      expect(violations).toEqual([]);
    } finally {
      await context.close();
      await keeping.stop();
    }
  });

  it('no other page may frame a page of the site', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.site.url);
    const violations = watchViolations(page);
    await page.setContent(`<iframe src="${e2e.site.url}/browse"></iframe>`);
    await page.waitForTimeout(1500);
    const frame = page.frames().find((candidate) => candidate.url().startsWith(e2e.site.url));
    const framedText = frame
      ? await frame
          .locator('body')
          .innerText({ timeout: 1000 })
          .catch(() => '')
      : '';
    expect(framedText).not.toContain('Browse');
    expect(violations.join('\n')).toMatch(/frame-ancestors|Refused to frame/i);
    await context.close();
  });
});
