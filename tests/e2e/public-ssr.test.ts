import { describe, expect, it } from 'vitest';
import { newPage, VIEWPORTS, waitForApp } from './support/browser.js';
import { changeMatch } from './support/match-change.js';
import { useDemoInBrowser } from './support/suite.js';

describe('server-rendered pages in Chromium', () => {
  const e2e = useDemoInBrowser();

  it('sends a match page rendered with its score and no app, then follows the score live', async () => {
    const matchId = e2e.demo.matches.cupLive;
    // The first HTML already holds the score, before any script runs.
    // A server that has just started loads the route's code on its first render, which a loaded machine
    // can take past the render timeout (the shell is then sent): wait for a rendered answer.
    let first = '';
    await expect
      .poll(
        async () => {
          first = await (
            await fetch(`${e2e.site.url}/match/${matchId}`, { headers: { 'sec-fetch-dest': 'document' } })
          ).text();
          return first.includes('data-ssr=');
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(true);
    expect(first).toContain('data-ssr="/match/');
    // A visitor's match page is the server's markup: no app state to hydrate from (web/src/visitor).
    expect(first).not.toContain('id="ssr-state"');
    expect(first).toMatch(/data-testid="score-away"[^>]*>88\/3</);

    const { context, page } = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.phone);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    // The suite blocks service workers (newPage), which Chromium reports as a console error.
    const realProblems = () => problems.filter((text) => !text.includes('Service Worker registration blocked'));
    page.on('pageerror', (error) => problems.push(error.message));
    const graphqlRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql') graphqlRequests.push(request.method());
    });

    await page.goto(`/match/${matchId}`);
    await waitForApp(page);
    expect(await page.getByTestId('score-away').innerText()).toBe('88/3');
    // The data came with the page: nothing is asked of the API over HTTP (the live pushes use the WebSocket).
    expect(graphqlRequests).toEqual([]);
    // The page stays the same document while it follows the match: a reload would lose this mark.
    await page.evaluate('window.stillThisPage = true');

    await page.waitForTimeout(1000);
    await changeMatch(e2e.site, matchId, (match) => {
      match.awayTeamScore = 94;
      match.awayBalls = 64;
    });
    await page
      .getByTestId('score-away')
      .filter({ hasText: /^94\/3$/ })
      .waitFor({ timeout: 10_000 });
    expect(await page.evaluate('window.stillThisPage')).toBe(true);

    expect(realProblems()).toEqual([]);
    await context.close();
  });

  it('hydrates the standings and the landing page without warnings', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.desktop);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    // The suite blocks service workers (newPage), which Chromium reports as a console error.
    const realProblems = () => problems.filter((text) => !text.includes('Service Worker registration blocked'));
    for (const path of [`/standings/${e2e.demo.tournaments.shield}`, '/', '/browse']) {
      await page.goto(path);
      await waitForApp(page);
      await page.waitForTimeout(500);
    }
    expect(realProblems()).toEqual([]);
    await context.close();
  });

  // The landing page runs the app for a browser that follows a team; for one that follows nothing, and on the
  // standings, the visitor's script (web/src/visitor).
  for (const [path, script, follows] of [
    ['/', /\/assets\/index-[^/]+\.js$/, true],
    ['/', /\/assets\/visitor-[^/]+\.js$/, false],
    ['/standings/{shield}', /\/assets\/visitor-[^/]+\.js$/, false],
  ] as const) {
    it(`keeps a tap made before its script has loaded, and answers it once the page is live (${path}${follows ? ', following a team' : ''})`, async () => {
      const { context, page } = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.phone);
      if (follows) {
        await page.addInitScript(() =>
          localStorage.setItem(
            'pitchside.follows',
            JSON.stringify({ teams: [{ id: 1, name: 'Followed' }], matches: [] }),
          ),
        );
      }
      // The page's script held back, as on a slow phone where the page shows long before its script arrives.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(script, async (route) => {
        await held;
        await route.continue();
      });
      const dark = () => page.evaluate("document.documentElement.classList.contains('dark')");
      // Not until 'load': the page adds its entry after the first frame, and an added script that has not run holds
      // the load event, so on a busy machine whose first frame comes before 'load' the held entry would hold it.
      await page.goto(path.replace('{shield}', String(e2e.demo.tournaments.shield)), { waitUntil: 'domcontentloaded' });
      expect(await dark()).toBe(false);
      // The server's page, no script yet: the toggle does nothing now, and the tap is kept.
      await page.getByTestId('color-mode-toggle').click();
      await page.getByTestId('color-mode-toggle').click();
      expect(await dark()).toBe(false);
      release();
      await waitForApp(page);
      // Tapped again once live: once, however many times the impatient thumb went down.
      await expect.poll(dark, { timeout: 10_000 }).toBe(true);
      await page.waitForTimeout(500);
      expect(await dark()).toBe(true);
      // From then on the page answers taps itself.
      await page.getByTestId('color-mode-toggle').click();
      await expect.poll(dark).toBe(false);
      await context.close();
    });
  }

  it("carries Chakra's base styles once, in the head, and the browser makes none of its own", async () => {
    const path = `/standings/${e2e.demo.tournaments.shield}`;
    for (const url of [path, '/admin']) {
      const html = await (await fetch(`${e2e.site.url}${url}`, { headers: { 'sec-fetch-dest': 'document' } })).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head.match(/<style data-chakra-base>/g), url).toHaveLength(1);
      expect(head, url).toContain('--chakra-colors-sea-500:#0891b2');
      expect(html, url).not.toContain('css-global');
    }

    const { context, page } = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.phone);
    await page.goto(path);
    await waitForApp(page);
    // Evaluated in the page (a string: this project's types have no DOM). Style elements whose text holds
    // token variables: only the static one.
    const styles = () =>
      page.evaluate<{ sea: string; background: string; withTokens: number }>(`({
        sea: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-sea-500'),
        background: getComputedStyle(document.body).backgroundColor,
        withTokens: [...document.querySelectorAll('style')].filter((style) =>
          style.textContent.includes('--chakra-colors-sea-500:')).length,
      })`);
    const light = await styles();
    expect(light).toEqual({ sea: '#0891b2', background: expect.stringMatching(/^rgb/), withTokens: 1 });
    await page.evaluate(
      "document.documentElement.classList.remove('light'); document.documentElement.classList.add('dark')",
    );
    const dark = await styles();
    expect(dark.withTokens).toBe(1);
    expect(dark.background).not.toBe(light.background);
    await context.close();
  });

  it("hydrates over the server's style elements without moving them or writing their rules again", async () => {
    const { context, page } = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.phone);
    // Every style element taken out of the document from the first byte on: moving one (emotion moves its own
    // server elements into <head>) makes Chromium restyle the whole page.
    await page.addInitScript(`window.__movedStyles = 0;
      new MutationObserver((changes) => {
        for (const change of changes)
          for (const node of change.removedNodes) if (node.nodeName === 'STYLE') window.__movedStyles += 1;
      }).observe(document, { childList: true, subtree: true });`);
    for (const path of [`/standings/${e2e.demo.tournaments.shield}`, '/']) {
      await page.goto(path);
      await waitForApp(page);
      await page.waitForTimeout(300);
      // Rules the app wrote itself (for what only the browser shows, such as a visitor's follows) that the
      // server's elements already held: none.
      const styles = await page.evaluate<{
        moved: number;
        serverStyles: number;
        writtenAgain: number;
        used: number;
        fromServer: number;
        ruleless: number;
        headingWeight: string;
      }>(`(() => {
        const server = new Set([...document.querySelectorAll('style[data-ssr-styles]')]
          .flatMap((style) => style.getAttribute('data-ssr-styles').split(' ').slice(1)));
        const written = [...document.querySelectorAll('style[data-emotion]')]
          .flatMap((style) => [...style.sheet.cssRules].map((rule) => /css-([a-z0-9]+)/.exec(rule.cssText)?.[1]));
        const used = new Set([...document.querySelectorAll('#root *')]
          .flatMap((element) => [...element.classList].filter((name) => name.startsWith('css-')).map((name) => name.slice(4))));
        return {
          moved: window.__movedStyles,
          serverStyles: document.querySelectorAll('body > style[data-ssr-styles]').length,
          writtenAgain: written.filter((id) => server.has(id)).length,
          used: used.size,
          fromServer: [...used].filter((id) => server.has(id)).length,
          ruleless: [...used].filter((id) => !server.has(id) && !written.includes(id)).length,
          headingWeight: getComputedStyle(document.querySelector('h1')).fontWeight,
        };
      })()`);
      expect(styles, path).toMatchObject({ moved: 0, serverStyles: 1, writtenAgain: 0, ruleless: 0 });
      // The server's element holds the rule of every class the page uses (no follows here, so the app has
      // nothing of its own to style).
      expect(styles.used, path).toBeGreaterThan(0);
      expect(styles.fromServer, path).toBe(styles.used);
      expect(Number(styles.headingWeight), path).toBeGreaterThanOrEqual(600);
    }
    await context.close();
  });

  it('hydrates pages with dates in a visitor zone far from the server without a mismatch', async () => {
    // The server renders in its own zone (UTC here); a phone in Tokyo is nine hours ahead of it and
    // thirteen ahead of the site. Every date is the site's on both sides, so hydration finds the same text.
    const { context, page } = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.phone, { timezoneId: 'Asia/Tokyo' });
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Tokyo');
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const realProblems = () => problems.filter((text) => !text.includes('Service Worker registration blocked'));
    const { tournaments, matches } = e2e.demo;
    const pages = [
      { path: `/match/${matches.cupWon}`, date: /\d{2}:\d{2} AST/ },
      { path: `/match/${matches.cupLive}`, date: /\d{2}:\d{2} AST/ },
      { path: `/tournament/${tournaments.shield}`, date: /\d{2}:\d{2} AST/ },
      { path: `/embed/fixtures/${tournaments.islandCup}`, date: /\d{2}:\d{2} AST/ },
      { path: '/', date: /\d{2}:\d{2} AST/ },
    ];
    for (const { path } of pages) {
      // A server that has just started may send its first renders as the shell (see above): wait for each.
      await expect
        .poll(
          async () =>
            (
              await (await fetch(`${e2e.site.url}${path}`, { headers: { 'sec-fetch-dest': 'document' } })).text()
            ).includes('data-ssr='),
          { timeout: 20_000, interval: 500 },
        )
        .toBe(true);
    }
    for (const { path, date } of pages) {
      const response = await page.goto(path);
      // Rendered by the server (a page sent as the shell would prove nothing about hydration).
      expect(await response?.text(), path).toContain(`data-ssr="${path}"`);
      await waitForApp(page);
      await page.waitForTimeout(500);
      // React's hydration mismatch (#418) is reported as an error, and the whole root is rendered again.
      expect(realProblems(), path).toEqual([]);
      expect(await page.locator('#root').innerText(), path).toMatch(date);
    }
    await context.close();
  });
});
