import { cataloguesLoaded, isCatalogue } from './support/catalogues.js';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../../web/build/compile-hints.js';
import { HomePage } from './pages/PublicPages.js';
import { newPage, VIEWPORTS } from './support/browser.js';
import { useDemoInBrowser, useSiteInBrowser } from './support/suite.js';

describe('/ (landing page) in Chromium', () => {
  const e2e = useDemoInBrowser();

  it('shows whole team names in the Live Now strip on a narrow phone, and scrolls it sideways', async () => {
    for (const width of [360, 390]) {
      const { context, page } = await newPage(e2e.browser, e2e.site.url, { width, height: 800 });
      const home = new HomePage(page);
      await home.open();
      await home.live.cards.first().waitFor();
      // (The tests compile without the DOM library: the elements as the page has them.)
      type Box = { width: number };
      type Name = {
        textContent: string | null;
        firstChild: unknown;
        scrollHeight: number;
        clientHeight: number;
      };
      type WithDocument = {
        document: {
          createRange(): {
            setStart(node: unknown, at: number): void;
            setEnd(node: unknown, at: number): void;
            getClientRects(): { length: number };
          };
        };
      };
      const names = await home.live.root.getByTestId('match-card-team').evaluateAll((elements) =>
        (elements as unknown as Name[]).map((element) => {
          const text = element.textContent ?? '';
          const range = (globalThis as unknown as WithDocument).document.createRange();
          // A word drawn on two lines has two boxes: the name was cut inside it.
          const cutWords: string[] = [];
          let at = 0;
          for (const word of text.split(' ')) {
            range.setStart(element.firstChild, at);
            range.setEnd(element.firstChild, at + word.length);
            if (range.getClientRects().length !== 1) cutWords.push(word);
            at += word.length + 1;
          }
          return { text, cutWords, clipped: element.scrollHeight > element.clientHeight + 1 };
        }),
      );
      expect(names.length, `${width}px`).toBe(4);
      for (const name of names) expect(name, `${width}px`).toEqual({ text: name.text, cutWords: [], clipped: false });
      const widths = await home.live.cards.evaluateAll((cards) =>
        (cards as unknown as { getBoundingClientRect(): Box }[]).map((card) => card.getBoundingClientRect().width),
      );
      // A card fills most of the phone; the next one starts off screen, reached by scrolling.
      for (const cardWidth of widths) expect(cardWidth, `${width}px`).toBeGreaterThanOrEqual(272);
      const strip = home.live.cards.first().locator('xpath=../..');
      expect(
        await strip.evaluate((element) => {
          const box = element as unknown as { scrollWidth: number; clientWidth: number };
          return box.scrollWidth > box.clientWidth;
        }),
        `${width}px`,
      ).toBe(true);
      await context.close();
    }
  });

  it("styles a match card's parts from the card: the winner bold, scores unbroken, the tournament on one line", async () => {
    const { context, page } = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.phone);
    const home = new HomePage(page);
    await home.open();
    // A result with a winner: its card's parts as the browser draws them (plain elements, one style per card).
    const result = page.getByTestId('match-card').filter({ hasText: 'FINAL' }).first();
    await result.waitFor();
    const styles = (await result.evaluate((card) => {
      type Styled = { dataset: Record<string, string | undefined> };
      const root = card as unknown as { querySelectorAll(selector: string): Styled[] };
      const style = (element: unknown) =>
        (globalThis as unknown as { getComputedStyle(e: unknown): Record<string, string> }).getComputedStyle(element);
      const names = [...root.querySelectorAll('[data-testid="match-card-team"]')];
      const scores = [...root.querySelectorAll('.match-card__score > span')];
      const label = root.querySelectorAll('.match-card__label')[0];
      const facts = root.querySelectorAll('.match-card__facts')[0];
      return {
        weights: names.map((name) => [Boolean(name.dataset.winner), style(name).fontWeight]),
        scoresWrap: scores.map((score) => style(score).whiteSpace),
        labelLines: label ? style(label).webkitLineClamp : null,
        factsDirection: facts ? style(facts).flexDirection : null,
      };
    })) as { weights: [boolean, string][]; scoresWrap: string[]; labelLines: string | null; factsDirection: string };
    expect(styles.weights).toHaveLength(2);
    expect(styles.weights.filter(([winner]) => winner)).toHaveLength(1);
    for (const [winner, weight] of styles.weights) expect(weight).toBe(winner ? '700' : '500');
    expect(styles.scoresWrap.length).toBeGreaterThanOrEqual(2);
    for (const wrap of styles.scoresWrap) expect(wrap).toBe('nowrap');
    expect(styles.labelLines).toBe('1');
    expect(styles.factsDirection).toBe('column');
    await context.close();
  });

  it("styles a tournament card's parts from the card: the card's padding, a semibold title, muted facts", async () => {
    const { context, page } = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.phone);
    const home = new HomePage(page);
    await home.open();
    const card = page.getByTestId('tournament-card').first();
    await card.waitFor();
    const styles = (await card.evaluate((root) => {
      const element = root as unknown as { querySelector(selector: string): unknown };
      const style = (selector: string) =>
        (globalThis as unknown as { getComputedStyle(e: unknown): Record<string, string> }).getComputedStyle(
          element.querySelector(selector),
        );
      const title = style('h3');
      return {
        body: style('.tournament-card__body').padding,
        footer: [style('.tournament-card__footer').paddingInline, style('.tournament-card__footer').paddingBottom],
        title: [title.fontWeight, title.fontSize, title.lineHeight],
        badges: [style('.tournament-card__badges').flexDirection, style('.tournament-card__badges').flexWrap],
        titleColor: title.color,
        factColor: style('.tournament-card__fact').color,
        factSize: style('.tournament-card__fact').fontSize,
      };
    })) as Record<string, unknown>;
    // Chakra's card (medium: a 24 px padding, a large semibold title), its facts small and muted.
    expect(styles).toMatchObject({
      body: '24px',
      footer: ['24px', '24px'],
      title: ['600', '18px', '28px'],
      badges: ['row', 'wrap'],
      factSize: '14px',
    });
    expect(styles.factColor).not.toBe(styles.titleColor);
    await context.close();
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`shows live, results, tournaments and upcoming within the spec's limits, with real names (${name})`, async () => {
      const { context, page } = await newPage(e2e.browser, e2e.site.url, viewport);
      const home = new HomePage(page);
      await home.open();

      // Live Now: at most 2 (the demo has 3 in play), with both scores.
      await home.live.cards.first().waitFor();
      expect(await home.live.cards.count()).toBe(2);
      expect(await home.live.badges()).toEqual(['LIVE', 'LIVE']);
      const liveText = await home.live.root.innerText();
      expect(liveText).toContain('Harbour Lights XI');
      expect(liveText).toContain('173/5 (20.0 ov)');
      expect(liveText).toContain('88/3 (10.2 ov)');

      // Recent Results: 3, each labelled FINAL, most recent first, with date and venue.
      expect(await home.results.cards.count()).toBe(3);
      expect(await home.results.badges()).toEqual(['FINAL', 'FINAL', 'FINAL']);
      expect(await home.results.teams()).toEqual([
        ['Blue Mountain CC', 'Sunset Bay Cricket'],
        ['Nevis Peak FC', 'Harbour Lights FC'],
        ['Harbour Lights XI', 'Coral Reef Cricketers'],
      ]);
      expect(await home.results.cards.first().getByTestId('match-venue').innerText()).toBe('Manchester High Ground');

      // Active Tournaments: 3 published tournaments (of 6), soonest first, type with spaces, a button to each.
      const cards = home.tournaments.getByTestId('tournament-card');
      expect(await cards.count()).toBe(3);
      expect(await cards.locator('h3').allInnerTexts()).toEqual([
        'CPL 2023 League Stage',
        'Caribbean Nations Cup',
        'Caribbean Football Shield',
      ]);
      // The spec shows the type with underscores as spaces.
      expect(await cards.first().textContent()).toContain('round robin');

      // Upcoming Matches: the first 4, soonest first.
      expect(await home.upcoming.cards.count()).toBe(4);
      expect(await home.upcoming.badges()).toEqual(['UPCOMING', 'UPCOMING', 'UPCOMING', 'UPCOMING']);
      expect((await home.upcoming.teams())[0]).toEqual(['Nevis Peak FC', 'Essequibo Stars FC']);

      // Statistics are the real counts.
      expect(await home.stat('Active Tournaments')).toBe(String(e2e.demo.statistics.activeTournaments));
      expect(await home.stat('Total Matches')).toBe(String(e2e.demo.statistics.totalMatches));
      expect(await home.stat('Live Matches')).toBe(String(e2e.demo.statistics.liveMatches));

      // No placeholders anywhere.
      const body = await page.locator('body').innerText();
      expect(body).not.toContain('Home Team');
      expect(body).not.toContain('Away Team');

      // Quick links and the sign-in buttons.
      await page.getByRole('button', { name: 'Join Tournament', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Register Team', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Login to Create Tournament' }).waitFor();
      await page.getByRole('button', { name: 'Login to Register Team' }).waitFor();
      await page.getByRole('link', { name: 'Browse Tournaments' }).click();
      await page.waitForURL(/\/browse$/);

      // A result opens its match page.
      await home.open();
      await home.results.cards.first().getByRole('link').click();
      await page.waitForURL(/\/match\/\d+$/);
      await page.getByText('FINAL').first().waitFor();
      await context.close();
    });
  }

  it('says clearly when sign-in failed', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.phone);
    await new HomePage(page).open('?error=auth_failed');
    await page.getByRole('alert').getByText('Sign-in failed').waitFor();
    await context.close();
  });

  it('sends a signed-in user to /admin at once', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.desktop);
    // Fetched by the page itself, so every session cookie lives in the browser's own jar.
    await page.goto('/browse');
    const redirectUrl = await page.evaluate(async () => {
      const response = await fetch('/api/oauth/google/redirect_url', { credentials: 'same-origin' });
      return ((await response.json()) as { redirectUrl: string }).redirectUrl;
    });
    const authorize = new URL(redirectUrl, e2e.site.url);
    authorize.searchParams.set('login_hint', 'admin@pitchside.test');
    const session = page.waitForResponse((response) => response.url().endsWith('/api/sessions'));
    await page.goto(authorize.toString());
    expect((await session).status()).toBe(200);
    await page.waitForURL(/\/admin$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect((await context.cookies()).map((cookie) => cookie.name)).toContain('pitchside.sid');
    await page.goto('/');
    await page.waitForURL(/\/admin$/);
    await context.close();
  });

  it('loads only the landing page’s code, within a JavaScript budget, for a browser that follows a team', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.phone);
    // A browser that follows something gets the app on the landing page (its Following section is its own);
    // one that follows nothing gets the visitor's script alone (tests/e2e/visitor-pages.test.ts).
    await page.addInitScript(() =>
      localStorage.setItem('pitchside.follows', JSON.stringify({ teams: [{ id: 1, name: 'Followed' }], matches: [] })),
    );
    const scripts: { url: string; bytes: number; wireBytes: number; headerBytes: number; firstLine: string }[] = [];
    // Each script's body is read after its response event: every read is awaited before counting (and
    // before the page closes), so a script that arrives last is counted, not lost to a closed page.
    const reads: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      reads.push(
        (async () => {
          const body = await response.body();
          const { responseBodySize, responseHeadersSize } = await response.request().sizes();
          const firstLine = body.subarray(0, 64).toString('utf8').split('\n')[0];
          scripts.push({
            url: response.url(),
            bytes: body.length,
            wireBytes: responseBodySize,
            headerBytes: responseHeadersSize,
            firstLine,
          });
        })(),
      );
    });
    await new HomePage(page).open();
    await page.waitForLoadState('networkidle');
    await Promise.all(reads);
    const names = scripts.map((script) => new URL(script.url).pathname);
    expect(names.some((name) => /HomeRoute-/.test(name))).toBe(true);
    expect(names.some((name) => /(MatchRoute|TournamentRoute|BrowseRoute)-/.test(name))).toBe(false);
    // The page's language alone (issue 54): one catalogue, English here, and not another language's; and what
    // visitors read alone, not what only signed-in people read (issue 51).
    expect(cataloguesLoaded(names)).toEqual(['en']);
    const code = scripts.filter((script) => !isCatalogue(new URL(script.url).pathname));
    const catalogue = scripts.filter((script) => isCatalogue(new URL(script.url).pathname));
    const total = code.reduce((sum, script) => sum + script.bytes, 0);
    // Decoded: each GraphQL document ships with the route that uses it (web/build/inline-graphql-documents.ts),
    // not in one chunk holding them all (that was 925 KiB), and react-router without its data router
    // (web/src/app/app-routes.tsx; 733 KiB with it). 681 KiB (budget 700) until the site spoke four languages
    // (issue 54): react-intl and the message ids in the code brought it to 740 KiB; on the wire it still fits.
    expect(total, `${total} bytes decoded`).toBeLessThan(750 * 1024);
    // What visitors read in one language: 134 KiB decoded and 25 KiB on the wire while it held every message of
    // the app; 58 and 11.4 KiB since the signed-in pages' messages come with their code (issue 51).
    const catalogueBytes = catalogue.reduce((sum, script) => sum + script.bytes, 0);
    expect(catalogueBytes, `${catalogueBytes} catalogue bytes decoded`).toBeLessThan(70 * 1024);
    // On the wire the assets go precompressed (brotli): what a phone at the ground downloads.
    const wire = code.reduce((sum, script) => sum + script.wireBytes, 0);
    // 190 KiB until the pages without the app (issue 51): their shared modules (the follow store, push's
    // sending, the live-region marks) became small chunks of their own, and this page, now the app only for a
    // browser that follows something, measured 190.2 KiB.
    expect(wire, `${wire} bytes on the wire`).toBeLessThan(192 * 1024);
    const catalogueWire = catalogue.reduce((sum, script) => sum + script.wireBytes, 0);
    expect(catalogueWire, `${catalogueWire} catalogue bytes on the wire`).toBeLessThan(14 * 1024);
    // Each script's headers are a script's, not a page's (no CSP, no session): about 300 bytes, where the
    // page headers were 1 KiB on each of some forty files.
    for (const script of scripts) expect(script.headerBytes, script.url).toBeLessThan(512);
    // The entry, as served (brotli), opens with V8's compile hint (web/build/compile-hints.ts).
    const entry = scripts.find((script) => /\/assets\/index-[^/]*\.js$/.test(script.url));
    expect(entry?.firstLine).toBe(COMPILE_HINT);
    await context.close();
  });
});

describe('/ with no data in Chromium', () => {
  const empty = useSiteInBrowser({ data: 'empty' });

  it('shows the spec’s empty states instead of made-up content', async () => {
    const { context, page } = await newPage(empty.browser, empty.site.url, VIEWPORTS.phone);
    await new HomePage(page).open();
    await page.getByText('No recent match results available').waitFor();
    await page.getByText('No active tournaments at the moment').waitFor();
    await page.getByText('No upcoming matches scheduled').waitFor();
    expect(await page.getByTestId('match-card').count()).toBe(0);
    await context.close();
  });
});
