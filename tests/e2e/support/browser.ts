import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with the flags this closed network needs. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium`);
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
  });
}

let workerBrowserLaunch: Promise<Browser> | undefined;

/**
 * One Chromium for all the files a test worker runs (the workers keep their modules: isolate is off), each
 * file working in contexts of its own; launched again if it died. Playwright closes it when the worker exits.
 */
export async function workerBrowser(): Promise<Browser> {
  const running = await workerBrowserLaunch?.catch(() => undefined);
  if (running?.isConnected()) return running;
  workerBrowserLaunch = launchBrowser();
  return workerBrowserLaunch;
}

/** Closes what a file left open in the worker's browser, so the next file starts with none. */
export async function closeContexts(browser: Browser): Promise<void> {
  await Promise.all(browser.contexts().map((context) => context.close()));
}

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const;

/** The narrowest phone in common use (iPhone SE, mini): where tables and brackets overflow first. */
export const NARROW_PHONE = { width: 375, height: 667 } as const;

export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  options: { serviceWorkers?: 'allow' | 'block'; timezoneId?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  // The service worker is tested on its own (offline.test.ts); elsewhere each test sees the network as is.
  const context = await browser.newContext({
    baseURL,
    viewport,
    serviceWorkers: options.serviceWorkers ?? 'block',
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  return { context, page };
}

/**
 * Waits until the app has taken over the page: a server-rendered page hydrated (its first commit done, not
 * only begun), or the shell rendered. A server-rendered page shows its content before its buttons work.
 */
export async function waitForApp(page: Page): Promise<void> {
  // A function, not a string: the site's CSP forbids eval. (The tests compile without the DOM library.)
  type WithDocument = {
    document: { getElementById(id: string): { getAttribute(name: string): string | null } | null };
  };
  await page.waitForFunction(
    () => (globalThis as unknown as WithDocument).document.getElementById('root')?.getAttribute('data-app') === 'live',
  );
}
