import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/src/config.js';
import { startTestServer, type TestServer } from '../../support/server.js';

// Issue 49: production refused to start without Google credentials with no word of how to take a first look.
describe('a production start without Google credentials', () => {
  it('says why and gives the one-line way to take a first look', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32) })).toThrow(
      /GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: required in production[\s\S]*NODE_ENV=development/,
    );
  });
});

// Issue 49: production /graphql in a browser showed Apollo's Sandbox, whose scripts the site's CSP refuses.
describe('production /graphql in a browser', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: {
        NODE_ENV: 'production',
        SESSION_SECRET: 'production-test-secret-production-test-secret',
        GOOGLE_CLIENT_ID: 'production-start-test',
        GOOGLE_CLIENT_SECRET: 'production-start-test',
        DEMO_DATA: 'false',
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('sends a browser’s visit to the site’s own explorer', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      headers: { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/explorer');
  });

  it('still answers queries, by GET or POST, and a GET asking for JSON', async () => {
    const query = '{ siteStatistics { activeTournaments } }';
    const get = await fetch(`${server.url}/graphql?query=${encodeURIComponent(query)}`, {
      headers: { Accept: 'text/html,*/*;q=0.8' },
    });
    expect(get.status).toBe(200);
    expect(((await get.json()) as { data: unknown }).data).toBeTruthy();
    const post = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    expect(post.status).toBe(200);
    const json = await fetch(`${server.url}/graphql`, { headers: { Accept: 'application/json' }, redirect: 'manual' });
    expect(json.status).not.toBe(302);
  });
});
