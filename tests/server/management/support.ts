import { afterAll, beforeAll } from 'vitest';
import { TestClient } from '../../support/client.js';
import { startTestServer, type TestServer } from '../../support/server.js';

/**
 * Starts one test server for the surrounding describe block and stops it afterwards. The returned object
 * stands for that server, so tests use `server.url` and `server.em()` as usual.
 */
export function useTestServer(): TestServer {
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startTestServer();
  });
  afterAll(async () => {
    await started?.stop();
  });
  const current = (): TestServer => {
    if (!started) throw new Error('The test server is used before beforeAll started it');
    return started;
  };
  return {
    get url() {
      return current().url;
    },
    get orm() {
      return current().orm;
    },
    get config() {
      return current().config;
    },
    get app() {
      return current().app;
    },
    em: () => current().em(),
    reset: () => current().reset(),
    stop: () => current().stop(),
  };
}

/** A client signed in as `email` through the real local sign-in flow. */
export async function signedInClient(server: TestServer, email: string): Promise<TestClient> {
  const client = new TestClient(server.url);
  await client.signIn(email);
  return client;
}
