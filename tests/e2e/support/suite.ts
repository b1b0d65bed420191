import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server.js';
import { closeContexts, workerBrowser } from './browser.js';
import { readDemo } from './demo.js';
import { PATIENT_RENDERING, startSite } from './site.js';

type Demo = Awaited<ReturnType<typeof readDemo>>;

export type SiteInBrowser = {
  /** The app serving the production web build. */
  readonly site: TestServer;
  /** Chromium, shared by the suites a worker runs; a suite's contexts are closed after it. */
  readonly browser: Browser;
};

function started<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is not started yet: read it in a hook or a test`);
  return value;
}

/**
 * Registers the hooks every browser suite shares: before all, the site (over a copy of the demo data, or an
 * empty database) and the worker's Chromium; after all, the site stopped and the suite's contexts closed. Call it in a describe block and read the fields in its
 * hooks and tests. A describe's own afterAll, registered after this call, runs before these close.
 */
export function useSiteInBrowser(options: { data?: 'demo' | 'empty' } = {}): SiteInBrowser {
  let site: TestServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    site =
      options.data === 'empty'
        ? await startTestServer({ webDist: 'dist/web', env: PATIENT_RENDERING })
        : await startSite();
    browser = await workerBrowser();
  });
  afterAll(async () => {
    if (browser) await closeContexts(browser);
    await site?.stop();
  });
  return {
    get site() {
      return started(site, 'the site');
    },
    get browser() {
      return started(browser, 'the browser');
    },
  };
}

/** useSiteInBrowser over the demo data, with the demo's ids and facts read before the tests. */
export function useDemoInBrowser(): SiteInBrowser & { readonly demo: Demo } {
  const suite = useSiteInBrowser();
  let demo: Demo | undefined;
  beforeAll(async () => {
    demo = await readDemo(suite.site);
  });
  return {
    get site() {
      return suite.site;
    },
    get browser() {
      return suite.browser;
    },
    get demo() {
      return started(demo, 'the demo');
    },
  };
}
