import { startTestServer, type TestServer } from '../../support/server.js';

/** The real app serving the production web build, over a copy of the run's demo database. */
export function startSite(
  options: Omit<Parameters<typeof startTestServer>[0] & object, 'webDist' | 'data'> = {},
): Promise<TestServer> {
  return startTestServer({ ...options, webDist: 'dist/web', data: 'demo' });
}
