import { stat } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config.js';
import { startEmbeddedPostgres } from '../../server/src/db/embedded.js';
import { Role } from '../../server/src/modules/users/user.entity.js';
import { TestClient } from '../support/client.js';
import { createUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/server.js';

describe('sign-in and sign-out routes', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });
  beforeEach(async () => {
    await server.reset();
  });

  async function storedSessions(): Promise<number> {
    const rows = await server.em().getConnection().execute<{ count: string }[]>('select count(*) from "session"');
    return Number(rows[0].count);
  }

  /** The local provider's authorization URL, as /api/oauth/google/redirect_url hands it out. */
  async function authorizationUrl(client: TestClient): Promise<URL> {
    const start = await client.rest<{ redirectUrl: string }>('GET', '/api/oauth/google/redirect_url');
    return new URL(start.body.redirectUrl, server.url);
  }

  it('the local provider sends codes only to this site’s /auth/callback', async () => {
    const client = new TestClient(server.url);
    for (const target of [
      '/steal',
      'https://evil.example/auth/callback',
      '//evil.example/auth/callback',
      '/auth/callback/../x',
    ]) {
      const url = await authorizationUrl(client);
      url.searchParams.set('redirect_uri', target);
      url.searchParams.set('login_hint', 'someone@example.test');
      const response = await client.fetch(url.pathname + url.search);
      expect(response.status, target).toBe(400);
      expect(response.headers.get('location'), target).toBeNull();
      // The account picker's form posts the same request: refused as well.
      const form = new URLSearchParams(Object.fromEntries(url.searchParams));
      const posted = await client.fetch('/auth/local', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      });
      expect(posted.status, target).toBe(400);
    }
    const url = await authorizationUrl(client);
    url.searchParams.set('login_hint', 'someone@example.test');
    const ok = await client.fetch(url.pathname + url.search);
    expect(ok.status).toBe(302);
    expect(ok.headers.get('location')).toMatch(/^\/auth\/callback\?code=[^&]+&state=/);
  });

  it('logout works only by POST with /api’s CSRF protection', async () => {
    await createUser(server.em(), { email: 'logout@example.test', role: Role.manager });
    const client = new TestClient(server.url);
    await client.signIn('logout@example.test');
    expect(await storedSessions()).toBe(1);

    const byGet = await client.fetch('/api/logout');
    expect(byGet.status).toBe(405);
    const crossSite = await client.fetch('/api/logout', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: '{}',
    });
    expect(crossSite.status).toBe(403);
    const asForm = await client.fetch('/api/logout', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(asForm.status).toBe(415);
    expect(await storedSessions()).toBe(1);
    expect((await client.rest('GET', '/api/users/me')).status).toBe(200);

    expect((await client.rest('POST', '/api/logout')).status).toBe(200);
    expect(await storedSessions()).toBe(0);
    expect((await client.rest('GET', '/api/users/me')).status).toBe(401);
  });

  it('an anonymous call to the sign-in redirect stores no session; the flow lives in an encrypted cookie', async () => {
    for (let i = 0; i < 5; i++) {
      const response = await fetch(`${server.url}/api/oauth/google/redirect_url`);
      expect(response.status).toBe(200);
      const cookies = response.headers.getSetCookie();
      expect(cookies.some((cookie) => cookie.startsWith('pitchside.sid='))).toBe(false);
      const flow = cookies.find((cookie) => cookie.startsWith('pitchside.signin='));
      expect(flow).toMatch(/HttpOnly/i);
      expect(flow).toMatch(/SameSite=Lax/i);
      expect(flow).toMatch(/Path=\/api\/sessions/i);
      // Encrypted: neither the state nor the verifier can be read from it.
      const { redirectUrl } = (await response.json()) as { redirectUrl: string };
      const state = new URL(redirectUrl, server.url).searchParams.get('state')!;
      expect(decodeURIComponent(flow!)).not.toContain(state);
    }
    expect(await storedSessions()).toBe(0);

    // The sign-in itself still works, and only then is a session stored.
    await createUser(server.em(), { email: 'flow@example.test', role: Role.manager });
    const client = new TestClient(server.url);
    expect((await client.signIn('flow@example.test')).status).toBe(200);
    expect(await storedSessions()).toBe(1);
  });

  it('a forged or tampered sign-in cookie is refused', async () => {
    const client = new TestClient(server.url);
    const url = await authorizationUrl(client);
    url.searchParams.set('login_hint', 'tamper@example.test');
    const callback = new URL((await client.fetch(url.pathname + url.search)).headers.get('location')!, server.url);
    const body = JSON.stringify({ code: callback.searchParams.get('code'), state: callback.searchParams.get('state') });
    const cookie = client.cookieHeader.split('; ').find((part) => part.startsWith('pitchside.signin='))!;
    const value = cookie.slice('pitchside.signin='.length);
    const flipped = `${value.slice(0, 20)}${value[20] === 'A' ? 'B' : 'A'}${value.slice(21)}`;
    const forged = await fetch(`${server.url}/api/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `pitchside.signin=${flipped}` },
      body,
    });
    expect(forged.status).toBe(401);
    expect(await storedSessions()).toBe(0);
  });
});

describe('production defaults', () => {
  it('never seeds demo data in production unless DEMO_DATA=true is set', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 's',
    };
    expect(loadConfig(production).demoData).toBe(false);
    expect(loadConfig({ ...production, DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'false' }).demoData).toBe(false);
  });

  it('the embedded database listens on a private Unix socket, and on loopback TCP only when asked', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'pitchside-sock-'));
    try {
      const embedded = await startEmbeddedPostgres(dataDir);
      try {
        const host = decodeURIComponent(new URL(embedded.url).hostname);
        expect(host).toBe(path.join(dataDir, 'run'));
        expect((await stat(host)).mode & 0o777).toBe(0o700);
        expect((await stat(path.join(host, '.s.PGSQL.5432'))).isSocket()).toBe(true);
      } finally {
        await embedded.stop();
      }
      const exposed = await startEmbeddedPostgres(undefined, { exposePort: 0 });
      try {
        expect(new URL(exposed.url).hostname).toBe('127.0.0.1');
      } finally {
        await exposed.stop();
      }
      expect(loadConfig({ EMBEDDED_DB_PORT: '5433' }).embeddedDbPort).toBe(5433);
      expect(loadConfig({}).embeddedDbPort).toBeUndefined();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
