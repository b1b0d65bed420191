import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../support/client.js';
import { startTestServer, type TestServer } from '../support/server.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

function expectLimited(response: Response, limit: number) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(response.headers.get('ratelimit-policy')).toMatch(new RegExp(`q=${limit}; w=60`));
  expect(response.headers.get('ratelimit')).toMatch(/r=0; t=\d+/);
}

describe('rate limits per client', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: {
        RATE_LIMIT_WINDOW_SECONDS: '60',
        RATE_LIMIT_ANONYMOUS_READS: '3',
        RATE_LIMIT_SIGN_IN: '2',
        RATE_LIMIT_SESSIONS: '2',
        RATE_LIMIT_MUTATIONS: '2',
      },
    });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('anonymous reads over /api and /graphql share one budget, then get 429 with Retry-After', async () => {
    const client = new TestClient(server.url);
    const first = await client.fetch('/api/public/tournaments');
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit')).toMatch(/r=2; t=\d+/);
    expect((await client.gql('{ siteStatistics { activeTournaments } }')).errors).toBeUndefined();
    expect((await client.fetch('/api/public/tournaments')).status).toBe(200);

    const rest = await client.fetch('/api/public/tournaments');
    expectLimited(rest, 3);
    expect(((await rest.json()) as { error: string }).error).toMatch(
      /^Too many requests from this address: at most 3 per 60 seconds/,
    );

    const graphql = await client.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ siteStatistics { activeTournaments } }' }),
    });
    expectLimited(graphql, 3);
    const body = (await graphql.json()) as { errors: { extensions: { code: string; retryAfter: number } }[] };
    expect(body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) });
  });

  it('a kept answer sent again at the front door spends the same budget', async () => {
    const kept = await startTestServer({ env: { RESPONSE_CACHE_TTL_MS: '600000', RATE_LIMIT_ANONYMOUS_READS: '4' } });
    try {
      const client = new TestClient(kept.url);
      const read = () => client.fetch('/graphql?query=%7B%20siteStatistics%20%7B%20activeTournaments%20%7D%20%7D');
      // Read, kept, then sent as kept twice: four reads of four, each with what is left of the budget, the
      // kept ones' headers written as the limiter writes the others'.
      const policies = new Set<string | null>();
      for (let ask = 0; ask < 4; ask++) {
        const answer = await read();
        expect(answer.status).toBe(200);
        expect(answer.headers.get('ratelimit')).toMatch(new RegExp(`^"anonymousReads"; r=${3 - ask}; t=(60|59)$`));
        policies.add(answer.headers.get('ratelimit-policy'));
      }
      expect([...policies]).toEqual([expect.stringMatching(/^"anonymousReads"; q=4; w=60; pk=:[A-Za-z0-9+/=]+:$/)]);
      const over = await read();
      expectLimited(over, 4);
      // Refused where every other read is, with the security headers written on the way.
      expect(over.headers.get('x-content-type-options')).toBe('nosniff');
      expect(((await over.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code).toBe(
        'RATE_LIMITED',
      );
    } finally {
      await kept.stop();
    }
  });

  it('sign-in redirects are limited', async () => {
    const client = new TestClient(server.url);
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await client.fetch('/api/oauth/google/redirect_url')).status).toBe(200);
    }
    expectLimited(await client.fetch('/api/oauth/google/redirect_url'), 2);
    expectLimited(await client.fetch('/auth/local'), 2);
  });

  it('session creation is limited', async () => {
    const client = new TestClient(server.url);
    const attempt = () => client.rest('POST', '/api/sessions', { code: 'nope', state: 'nope' });
    expect((await attempt()).status).not.toBe(429);
    expect((await attempt()).status).not.toBe(429);
    const third = await client.fetch('/api/sessions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'nope', state: 'nope' }),
    });
    expectLimited(third, 2);
  });

  it('mutations over /graphql and the /api write routes share one budget', async () => {
    const client = new TestClient(server.url);
    const mutation = 'mutation { createClub(input: { name: "Flood FC" }) { id } }';
    // Anonymous changes are refused, and still spend the budget.
    expect((await client.gql(mutation)).errors?.[0].extensions?.code).not.toBe('RATE_LIMITED');
    expect((await client.rest('POST', '/api/clubs', { name: 'Flood FC' })).status).toBe(401);
    const limited = await client.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: mutation }),
    });
    expectLimited(limited, 2);
    expectLimited(
      await client.fetch('/api/clubs', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
      2,
    );
  });
});

describe('rate limits shared through Redis', () => {
  const prefix = `pitchside-test:${randomUUID()}:`;
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    const env = { REDIS_URL, RATE_LIMIT_REDIS_PREFIX: prefix, RATE_LIMIT_ANONYMOUS_READS: '4' };
    first = await startTestServer({ env });
    second = await startTestServer({ env });
  });
  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    for await (const keys of redis.scanIterator({ MATCH: `${prefix}*` })) {
      if (keys.length) await redis.del(keys);
    }
    await redis.close();
  });

  it('two instances spend one budget', async () => {
    const statuses: number[] = [];
    for (const server of [first, second, first, second]) {
      statuses.push((await fetch(`${server.url}/api/public/tournaments`)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200]);
    expectLimited(await fetch(`${first.url}/api/public/tournaments`), 4);
    expectLimited(await fetch(`${second.url}/api/public/tournaments`), 4);
  });
});
