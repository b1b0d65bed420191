import { seedDemo } from '../../../server/src/db/demo/seed.js';
import { startTestServer, type TestServer } from '../../support/server.js';

/** The real app serving the production web build, over a database holding the demo data. */
export async function startSite(
  options: Omit<Parameters<typeof startTestServer>[0] & object, 'webDist'> = {},
): Promise<TestServer> {
  const server = await startTestServer({ ...options, webDist: 'dist/web' });
  await seedDemo(server.em(), { force: true });
  return server;
}
