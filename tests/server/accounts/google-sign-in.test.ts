import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GoogleIdentityProvider } from '../../../server/src/auth/google-provider.js';
import { createIdentityProvider } from '../../../server/src/auth/providers.js';
import { loadConfig } from '../../../server/src/config.js';
import { User } from '../../../server/src/modules/users/user.entity.js';
import { TestClient } from '../../support/client.js';
import { FakeGoogle, FAKE_CLIENT_ID, type FakePerson, type TokenTampering } from '../../support/fake-google.js';
import { startTestServer, type TestServer } from '../../support/server.js';

const SESSION_COOKIE = 'pitchside.sid';

const ALICE: FakePerson = {
  sub: '104857600000000000001',
  email: 'Alice.Grant@gmail.test',
  name: 'Alice Grant',
  givenName: 'Alice',
  picture: 'https://lh3.googleusercontent.test/alice.png',
};

function cookieValue(response: Response): string | undefined {
  const entry = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  return entry?.split(';')[0].slice(SESSION_COOKIE.length + 1);
}

describe('Google sign-in against a fake Google on loopback', () => {
  let google: FakeGoogle;
  let server: TestServer;

  beforeAll(async () => {
    google = await FakeGoogle.start();
    server = await startTestServer({ env: google.env() });
  });
  afterAll(async () => {
    await server?.stop();
    await google?.stop();
  });
  beforeEach(async () => {
    await server.reset();
  });

  /** The browser's path: ask for the redirect, "consent" at Google, come back with code and state. */
  async function authorize(client: TestClient, person: FakePerson, tampering: TokenTampering = {}) {
    google.willSignIn(person, tampering);
    const start = await client.rest<{ redirectUrl: string }>('GET', '/api/oauth/google/redirect_url');
    expect(start.status).toBe(200);
    const redirect = new URL(start.body.redirectUrl);
    const consent = await client.fetch(start.body.redirectUrl);
    expect(consent.status).toBe(302);
    const callback = new URL(consent.headers.get('location') ?? '');
    return {
      redirect,
      startCookie: cookieValue(await client.fetch('/api/users/me')),
      code: callback.searchParams.get('code') ?? '',
      state: callback.searchParams.get('state') ?? '',
      callback,
    };
  }

  async function signedInSessions(): Promise<number> {
    const rows = await server
      .em()
      .getConnection()
      .execute<{ count: string }[]>(`select count(*) as count from "session" where ("sess"::jsonb) ? 'userId'`);
    return Number(rows[0].count);
  }

  it('signs a person in with the code flow, PKCE and a fresh session id', async () => {
    const client = new TestClient(server.url);
    const { redirect, code, state, callback } = await authorize(client, ALICE);
    expect(redirect.origin).toBe(google.url);
    expect(redirect.searchParams.get('client_id')).toBe(FAKE_CLIENT_ID);
    expect(redirect.searchParams.get('code_challenge_method')).toBe('S256');
    expect(redirect.searchParams.get('nonce')).toBeTruthy();
    expect(redirect.searchParams.get('scope')).toBe('openid email profile');
    expect(callback.pathname).toBe('/auth/callback');

    const before = (client as unknown as { cookie: string }).cookie;
    const response = await client.fetch('/api/sessions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code, state }),
    });
    expect(response.status).toBe(200);
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
    // No session exists before sign-in (nothing to fixate): the flow lived in its own cookie, now spent.
    expect(before).not.toContain(`${SESSION_COOKIE}=`);
    expect(before).toContain('pitchside.signin=');
    expect(cookieValue(response)).toBeTruthy();
    expect(response.headers.getSetCookie().some((c) => c.startsWith('pitchside.signin=;'))).toBe(true);

    const me = await client.rest<Record<string, unknown>>('GET', '/api/users/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email: 'alice.grant@gmail.test',
      name: 'Alice Grant',
      profile_picture: ALICE.picture,
      is_account_activated: false,
      google_user_data: { picture: ALICE.picture, name: 'Alice Grant', given_name: 'Alice' },
    });
    const user = await server.em().findOneOrFail(User, { email: 'alice.grant@gmail.test' });
    expect(user.googleSub).toBe(`google:${ALICE.sub}`);

    // Only the user id is kept in the session.
    const rows = await server
      .em()
      .getConnection()
      .execute<{ sess: Record<string, unknown> }[]>(`select "sess" from "session" where ("sess"::jsonb) ? 'userId'`);
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0].sess).sort()).toEqual(['cookie', 'userId']);
    expect(rows[0].sess.userId).toBe(user.id);
  });

  it('identifies people by subject: a changed e-mail keeps the account, a reused e-mail does not take it', async () => {
    const first = new TestClient(server.url);
    const a = await authorize(first, ALICE);
    await first.rest('POST', '/api/sessions', { code: a.code, state: a.state });
    const again = new TestClient(server.url);
    const b = await authorize(again, { ...ALICE, email: 'alice@new-address.test' });
    expect((await again.rest('POST', '/api/sessions', { code: b.code, state: b.state })).status).toBe(200);
    expect(await server.em().count(User, {})).toBe(1);
    expect((await server.em().findOneOrFail(User, { googleSub: `google:${ALICE.sub}` })).email).toBe(
      'alice@new-address.test',
    );

    const impostor = new TestClient(server.url);
    const c = await authorize(impostor, { sub: '999', email: 'alice@new-address.test' });
    expect((await impostor.rest('POST', '/api/sessions', { code: c.code, state: c.state })).status).toBe(401);
    expect(await server.em().count(User, {})).toBe(1);
  });

  const refusals: [string, TokenTampering | null, Partial<FakePerson>][] = [
    ['a wrong audience', { audience: 'someone-else.apps.googleusercontent.com' }, {}],
    ['a wrong issuer', { issuer: 'https://evil.example' }, {}],
    ['an expired token', { expiresIn: -3600 }, {}],
    ['a token that expired a minute ago (inside the library’s clock skew)', { expiresIn: -60 }, {}],
    ['a wrong nonce', { nonce: 'not-the-nonce' }, {}],
    ['an unverified e-mail', {}, { emailVerified: false }],
    ['a forged signature', { forged: true }, {}],
  ];
  for (const [name, tampering, person] of refusals) {
    it(`refuses ${name} with 401 and makes no session`, async () => {
      const client = new TestClient(server.url);
      const { code, state } = await authorize(client, { ...ALICE, ...person }, tampering ?? {});
      const { status, body } = await client.rest<{ error: string }>('POST', '/api/sessions', { code, state });
      expect(status).toBe(401);
      expect(body.error).toMatch(/^Sign-in failed/);
      expect(await signedInSessions()).toBe(0);
      expect(await server.em().count(User, {})).toBe(0);
      expect((await client.rest('GET', '/api/users/me')).status).toBe(401);
    });
  }

  it('refuses a missing or forged state with 401, before asking Google', async () => {
    const client = new TestClient(server.url);
    const { code } = await authorize(client, ALICE);
    const requests = google.tokenRequests;
    expect((await client.rest('POST', '/api/sessions', { code, state: 'forged-state' })).status).toBe(401);
    const other = new TestClient(server.url);
    const second = await authorize(other, ALICE);
    // No state kept in this session at all.
    const stranger = new TestClient(server.url);
    expect((await stranger.rest('POST', '/api/sessions', { code: second.code, state: second.state })).status).toBe(401);
    const missing = await other.rest<{ error: string }>('POST', '/api/sessions', { code: second.code });
    expect(missing.status).toBe(400);
    expect(google.tokenRequests).toBe(requests);
    expect(await signedInSessions()).toBe(0);
    expect(await server.em().count(User, {})).toBe(0);
  });

  it('refuses a replayed code with 401', async () => {
    const client = new TestClient(server.url);
    const { code, state } = await authorize(client, ALICE);
    expect((await client.rest('POST', '/api/sessions', { code, state })).status).toBe(200);
    await client.signOut();
    const attacker = new TestClient(server.url);
    const fresh = await authorize(attacker, { sub: '2', email: 'other@gmail.test' });
    const replay = await attacker.rest<{ error: string }>('POST', '/api/sessions', { code, state: fresh.state });
    expect(replay.status).toBe(401);
    expect(await signedInSessions()).toBe(0);
    expect(await server.em().count(User, {})).toBe(1);
  });

  it('only a sign-in or sign-out sets the cookie, so a slow earlier response cannot put the old one back', async () => {
    const client = new TestClient(server.url);
    const { code, state } = await authorize(client, ALICE);
    const preSignIn = (client as unknown as { cookie: string }).cookie;
    // Requests a page sends alongside the sign-in, with the (still live) pre-sign-in session.
    const paths = [
      '/favicon.svg',
      '/admin',
      '/auth/callback?code=x',
      '/api/users/me',
      '/graphql?query=%7B__typename%7D',
    ];
    for (const path of paths) {
      const response = await fetch(new URL(path, server.url), { headers: { cookie: preSignIn } });
      expect(response.headers.getSetCookie(), path).toEqual([]);
    }
    expect((await client.rest('POST', '/api/sessions', { code, state })).status).toBe(200);
    expect((await client.rest('GET', '/api/users/me')).status).toBe(200);
  });

  it('logout deletes the session', async () => {
    const client = new TestClient(server.url);
    const { code, state } = await authorize(client, ALICE);
    await client.rest('POST', '/api/sessions', { code, state });
    expect(await signedInSessions()).toBe(1);
    const out = await client.rest('POST', '/api/logout');
    expect(out.status).toBe(200);
    expect(await signedInSessions()).toBe(0);
    expect((await client.rest('GET', '/api/users/me')).status).toBe(401);
  });
});

describe('sign-in configuration', () => {
  it('builds the Google provider when credentials are set, and refuses the local one in production', () => {
    const google = loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    expect(createIdentityProvider(google)).toBeInstanceOf(GoogleIdentityProvider);
    const local = loadConfig({});
    expect(createIdentityProvider(local).kind).toBe('local');
    expect(() => createIdentityProvider({ ...local, isProduction: true })).toThrow(/refused in production/);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) })).toThrow(/GOOGLE_CLIENT_ID/);
  });

  it('marks the cookie Secure when PUBLIC_URL is https', async () => {
    const server = await startTestServer({ env: { PUBLIC_URL: 'https://pitchside.example' } });
    try {
      const response = await fetch(`${server.url}/api/oauth/google/redirect_url`, {
        headers: { 'x-forwarded-proto': 'https' },
      });
      // Before sign-in the only cookie is the sign-in flow's own.
      const cookie = response.headers.getSetCookie().find((c) => c.startsWith('pitchside.signin=')) ?? '';
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/HttpOnly/);
    } finally {
      await server.stop();
    }
  });

  it('the local provider lists the demo accounts and honours login_hint', async () => {
    const server = await startTestServer();
    try {
      const client = new TestClient(server.url);
      const start = await client.rest<{ redirectUrl: string }>('GET', '/api/oauth/google/redirect_url');
      const page = await client.fetch(start.body.redirectUrl);
      const html = await page.text();
      for (const email of [
        'admin@pitchside.test',
        'pending@pitchside.test',
        'deactivated@pitchside.test',
        'referee@pitchside.test',
        'manager@pitchside.test',
        'player@pitchside.test',
      ]) {
        expect(html).toContain(email);
      }
      const hinted = await client.fetch(`${start.body.redirectUrl}&login_hint=someone@example.test`);
      expect(hinted.status).toBe(302);
      expect(hinted.headers.get('location')).toMatch(/^\/auth\/callback\?code=.+&state=.+/);
    } finally {
      await server.stop();
    }
  });
});
