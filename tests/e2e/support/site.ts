import { startTestServer, type TestServer } from '../../support/server.js';

/**
 * A page is rendered on the server within SSR_TIMEOUT_MS (1.5 s in production) or sent as the bare shell. With
 * several Chromium workers and their sites sharing two CPUs a render outlasted it (CI: the match centre, the
 * visitor pages), and a suite asserting what a rendered page does saw the shell's client fetches instead; suites
 * wait for the render. The fallback itself is tested in tests/server/public/server-rendering-kept-and-fallback.test.ts.
 */
export const PATIENT_RENDERING = { SSR_TIMEOUT_MS: '30000' };

/** The real app serving the production web build, over a copy of the run's demo database. */
export function startSite(
  options: Omit<Parameters<typeof startTestServer>[0] & object, 'webDist' | 'data'> = {},
): Promise<TestServer> {
  return startTestServer({
    ...options,
    env: { ...PATIENT_RENDERING, ...options.env },
    webDist: 'dist/web',
    data: 'demo',
  });
}
