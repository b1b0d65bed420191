import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadGeneratorNamed, runLoad, type LoadGeneratorName } from '../../bench/load-generator.js';

type Received = { method: string; url: string; contentType?: string; preflight?: string; body: string };

/** A server that keeps what it was sent and answers 400 to a body saying so, 200 otherwise. */
async function recordingServer(received: Received[]) {
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        contentType: req.headers['content-type'],
        preflight: req.headers['apollo-require-preflight'] as string | undefined,
        body,
      });
      res.statusCode = body.includes('refuse me') ? 400 : 200;
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

describe("the peers bench's load generator (bench/load-generator.ts)", () => {
  const closers: (() => void)[] = [];
  afterEach(() => {
    for (const close of closers.splice(0)) close();
  });

  // A body with quotes, backslashes, a newline and text outside ASCII: what the wrk script must carry byte for byte.
  const posted = {
    method: 'POST' as const,
    path: '/graphql',
    headers: { 'content-type': 'application/json' },
    body: '{"query":"query Été($id: Int!) { match(id: $id) { id } }\\n","variables":{"id":80},"note":"a\\\\b — ü"}',
  };
  const got = {
    method: 'GET' as const,
    path: `/graphql?query=${encodeURIComponent('{ siteStatistics { totalMatches } }')}`,
    headers: { 'apollo-require-preflight': 'true' },
  };

  for (const generator of ['wrk', 'autocannon'] as LoadGeneratorName[]) {
    it(`${generator}: sends the request whole, and counts the refused ones as failures`, async () => {
      const received: Received[] = [];
      const server = await recordingServer(received);
      closers.push(server.close);

      const figures = await runLoad(generator, { url: server.url, requests: [posted], connections: 2, duration: 1 });
      expect(figures.rps).toBeGreaterThan(0);
      expect(figures.failures).toBe(0);
      expect(figures.p99).toBeGreaterThanOrEqual(figures.p50);
      expect(received.length).toBeGreaterThan(0);
      for (const request of received) {
        expect(request).toEqual({
          method: 'POST',
          url: '/graphql',
          contentType: 'application/json',
          preflight: undefined,
          body: posted.body,
        });
      }

      received.length = 0;
      const refused = await runLoad(generator, {
        url: server.url,
        requests: [{ ...posted, body: '{"refuse me":true}' }],
        connections: 1,
        duration: 1,
      });
      // Every answer counted but the few in flight as the run ends (autocannon left 2 of 19,057 uncounted).
      expect(received.length).toBeGreaterThan(100);
      expect(refused.failures).toBeGreaterThanOrEqual(received.length * 0.99);
      expect(refused.failures).toBeLessThanOrEqual(received.length);
    });

    it(`${generator}: sends several requests in turn (a --spread run, or GETs beside a POST), each whole`, async () => {
      const received: Received[] = [];
      const server = await recordingServer(received);
      closers.push(server.close);
      await runLoad(generator, { url: server.url, requests: [posted, got], connections: 2, duration: 1 });
      const posts = received.filter((request) => request.method === 'POST');
      const gets = received.filter((request) => request.method === 'GET');
      expect(posts.length).toBeGreaterThan(0);
      expect(Math.abs(posts.length - gets.length)).toBeLessThanOrEqual(2);
      expect(posts.every((request) => request.body === posted.body && request.preflight === undefined)).toBe(true);
      expect(gets.every((request) => request.url === got.path && request.preflight === 'true')).toBe(true);
      expect(gets.every((request) => request.body === '' && request.contentType === undefined)).toBe(true);
    });
  }

  it('is wrk when installed, and refuses a name it does not know', () => {
    expect(loadGeneratorNamed(undefined)).toBe('wrk');
    expect(loadGeneratorNamed('autocannon')).toBe('autocannon');
    expect(() => loadGeneratorNamed('ab')).toThrow('--load-generator: wrk or autocannon');
  });
});
