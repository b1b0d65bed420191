// The local sign-in behind a round-robin proxy (docker/varnish): the page that issues the code and the exchange
// that takes it may be served by different instances. With REDIS_URL the pending codes live in Redis, used once
// wherever they are exchanged; without it they stay in the process.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LocalIdentityProvider } from '../../../server/src/auth/local-provider.js';
import { pkceChallenge, randomToken } from '../../../server/src/auth/identity.js';
import { RedisCodeStore, SIGN_IN_CODE_PREFIX } from '../../../server/src/auth/sign-in-codes.js';
import type { Database } from '../../../server/src/db/orm.js';
import { Role } from '../../../server/src/modules/users/user.entity.js';
import { openTestDatabase } from '../../support/database.js';
import { createUser } from '../../support/factories.js';
import { runs, startInstance, type Instance } from '../caches/support.js';
import { REDIS_URL } from '../instances/support.js';

/** The cookies a response sets, as a browser would send them back ("name=value; name=value"). */
function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((entry) => entry.split(';')[0])
    .join('; ');
}

type Flow = { code: string; state: string; cookie: string };

/** The browser's first half: the redirect (and its flow cookie) from `start`, the local page on `page`. */
async function authorize(start: Instance, page: Instance, email: string): Promise<Flow> {
  const begin = await fetch(`${start.url}/api/oauth/google/redirect_url`);
  expect(begin.status).toBe(200);
  const cookie = cookiesOf(begin);
  const { redirectUrl } = (await begin.json()) as { redirectUrl: string };
  const authorizeUrl = new URL(redirectUrl, page.url);
  authorizeUrl.searchParams.set('login_hint', email);
  const issued = await fetch(authorizeUrl, { headers: { cookie }, redirect: 'manual' });
  expect(issued.status).toBe(302);
  const callback = new URL(issued.headers.get('location') ?? '', page.url);
  return { code: callback.searchParams.get('code') ?? '', state: callback.searchParams.get('state') ?? '', cookie };
}

/** The second half on `on`, sent with the flow cookie as it was (a replay sends it again). */
async function exchange(on: Instance, flow: Flow): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${on.url}/api/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: flow.cookie },
    body: JSON.stringify({ code: flow.code, state: flow.state }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe.skipIf(!runs)('local sign-in codes across two instances sharing Redis', () => {
  let database: Database;
  let a: Instance;
  let b: Instance;
  let redis: Redis;

  beforeAll(async () => {
    database = await openTestDatabase();
    const run = `pitchside-test-${randomUUID()}:`;
    const env = {
      REDIS_URL,
      PUBSUB_CHANNEL_PREFIX: `${run}events:`,
      RATE_LIMIT_REDIS_PREFIX: `${run}rate:`,
      WEB_DIST: 'no-web-build',
    };
    [a, b] = await Promise.all([startInstance('A', database, env), startInstance('B', database, env)]);
    redis = new Redis(REDIS_URL);
    await createUser(database.orm.em.fork(), { email: 'nadia@example.test', role: Role.manager });
  }, 120_000);

  afterAll(async () => {
    await redis?.quit();
    await Promise.all([a?.app.stop(), b?.app.stop()]);
    await database?.close();
  }, 60_000);

  it('signs in with a code issued by A and exchanged at B, and the code is spent on both', async () => {
    const flow = await authorize(a, a, 'nadia@example.test');
    // Redis holds it for the code's 5 minutes.
    const ttl = await redis.pttl(SIGN_IN_CODE_PREFIX + flow.code);
    expect(ttl).toBeGreaterThan(4 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(5 * 60 * 1000);

    const signedIn = await fetch(`${b.url}/api/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: flow.cookie },
      body: JSON.stringify({ code: flow.code, state: flow.state }),
    });
    expect(signedIn.status, await signedIn.clone().text()).toBe(200);
    expect(await signedIn.json()).toMatchObject({ email: 'nadia@example.test', role: 'manager' });
    expect(await redis.exists(SIGN_IN_CODE_PREFIX + flow.code)).toBe(0);
    // The session B made is A's too (PostgreSQL).
    const session = cookiesOf(signedIn);
    const me = await fetch(`${a.url}/api/users/me`, { headers: { cookie: session } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'nadia@example.test' });

    for (const replayAt of [a, b]) {
      const replay = await exchange(replayAt, flow);
      expect(replay.status, replayAt.name).toBe(401);
      expect(replay.body.error, replayAt.name).toBe('Sign-in failed: Unknown or expired code.');
    }
  });

  it('signs in the other way round too: the page on B, the exchange at A', async () => {
    const flow = await authorize(b, b, 'nadia@example.test');
    expect((await exchange(a, flow)).status).toBe(200);
    expect((await exchange(b, flow)).status).toBe(401);
  });

  it('of parallel exchanges of one code at both instances, exactly one signs in', async () => {
    for (let round = 0; round < 3; round += 1) {
      const flow = await authorize(a, b, 'nadia@example.test');
      const answers = await Promise.all([a, b, a, b, a, b, a, b].map((on) => exchange(on, flow)));
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses, `round ${round}`).toEqual([200, 401, 401, 401, 401, 401, 401, 401]);
      for (const refused of answers.filter((answer) => answer.status === 401)) {
        expect(refused.body.error).toBe('Sign-in failed: Unknown or expired code.');
      }
    }
  });
});

/** What POST /api/sessions hands the provider, for a code issued with `verifier` and `nonce`. */
async function issue(provider: LocalIdentityProvider) {
  const verifier = randomToken(48);
  const nonce = randomToken();
  const code = await provider.issueCode({
    email: ' Omar@Example.test ',
    name: 'Omar Haddad',
    nonce,
    codeChallenge: pkceChallenge(verifier),
    redirectUri: '/auth/callback',
  });
  return { code, verifier, nonce, redirectUri: '/auth/callback' };
}

describe.skipIf(!runs)('the local provider with its codes in Redis', () => {
  const prefix = `pitchside-test-${randomUUID()}:code:`;
  const logger = { warn: () => {} };
  let issuer: LocalIdentityProvider;
  let other: LocalIdentityProvider;

  beforeAll(() => {
    issuer = new LocalIdentityProvider('http://127.0.0.1', new RedisCodeStore(REDIS_URL, logger, prefix));
    other = new LocalIdentityProvider('http://127.0.0.1', new RedisCodeStore(REDIS_URL, logger, prefix));
  });
  afterAll(async () => {
    await Promise.all([issuer?.close(), other?.close()]);
  });

  it('keeps the identity, and every check, for the provider of another instance', async () => {
    const exchanged = await issue(issuer);
    await expect(other.exchange(exchanged)).resolves.toEqual({
      subject: 'local:omar@example.test',
      email: 'omar@example.test',
      name: 'Omar Haddad',
      givenName: 'Omar',
      picture: null,
    });

    const wrongVerifier = await issue(issuer);
    await expect(other.exchange({ ...wrongVerifier, verifier: randomToken(48) })).rejects.toThrow('PKCE check failed.');
    // A failed check spends the code as well.
    await expect(other.exchange(wrongVerifier)).rejects.toThrow('Unknown or expired code.');
    const wrongNonce = await issue(issuer);
    await expect(other.exchange({ ...wrongNonce, nonce: 'other' })).rejects.toThrow('Nonce mismatch.');
    const wrongRedirect = await issue(issuer);
    await expect(other.exchange({ ...wrongRedirect, redirectUri: '/elsewhere' })).rejects.toThrow(
      'Redirect URI mismatch.',
    );
  });

  it('answers a code to one of many exchanges made at once', async () => {
    const exchanged = await issue(issuer);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) => (index % 2 ? issuer : other).exchange(exchanged)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });
});

describe('the local provider without Redis (one instance)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('exchanges a code once', async () => {
    const provider = new LocalIdentityProvider('http://127.0.0.1');
    const exchanged = await issue(provider);
    const results = await Promise.allSettled([provider.exchange(exchanged), provider.exchange(exchanged)]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected']);
    await expect(provider.exchange(exchanged)).rejects.toThrow('Unknown or expired code.');
  });

  it('refuses a code after its 5 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const provider = new LocalIdentityProvider('http://127.0.0.1');
    const exchanged = await issue(provider);
    vi.setSystemTime(Date.now() + 5 * 60 * 1000 + 1);
    await expect(provider.exchange(exchanged)).rejects.toThrow('Unknown or expired code.');
  });
});
