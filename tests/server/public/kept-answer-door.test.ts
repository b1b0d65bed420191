import { get, request, type IncomingMessage } from 'node:http';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server.js';

// The kept-answer door reads a visitor's POSTed question before Express does (graphql/kept-answer-door.ts).
// Whatever it does not answer must reach Express as if it had never been read: the same body parsed, the same
// refusals of bodies that are too large, compressed or not JSON.

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string; bytes: Buffer };

/** A POST to /graphql written byte by byte as given: `chunks` sent one by one, without a length when `chunked`. */
function post(
  url: string,
  chunks: Buffer[],
  headers: Record<string, string>,
  { chunked = false }: { chunked?: boolean } = {},
): Promise<Answer> {
  const body = Buffer.concat(chunks);
  return new Promise((resolve, reject) => {
    const sent = request(
      `${url}/graphql`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(chunked ? {} : { 'content-length': body.length }),
          ...headers,
        },
      },
      (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () => resolve(answerOf(response, parts)));
      },
    );
    sent.on('error', reject);
    const writeNext = (index: number) => {
      if (index === chunks.length) return void sent.end();
      sent.write(chunks[index]);
      setTimeout(() => writeNext(index + 1), 20);
    };
    writeNext(0);
  });
}

const answerOf = (response: IncomingMessage, parts: Buffer[]): Answer => {
  const bytes = Buffer.concat(parts);
  return { status: response.statusCode ?? 0, headers: response.headers, body: bytes.toString(), bytes };
};

/** A GET of `url` as a browser's cache sends it (`headers`). */
function getWith(url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'apollo-require-preflight': 'true', ...headers } }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => resolve(answerOf(response, parts)));
    }).on('error', reject);
  });
}

/** The statistics an answer carries, or undefined. */
const statisticsOf = (answer: Answer) =>
  (JSON.parse(answer.body) as { data?: { siteStatistics?: unknown } }).data?.siteStatistics;

const question = (tag: string) =>
  Buffer.from(JSON.stringify({ query: `query Door${tag} { siteStatistics { activeTournaments } }` }));

describe('the kept-answer door, for POSTed questions', () => {
  let server: TestServer;

  beforeAll(async () => {
    // Aliases enough for an answer over a kilobyte, which goes out compressed.
    server = await startTestServer({ env: { RESPONSE_CACHE_TTL_MS: '600000', GRAPHQL_MAX_ALIASES: '100' } });
  });

  afterAll(async () => {
    await server.stop();
  });

  it('answers a question kept before, and hands a new one to Express with its body whole, sent in pieces', async () => {
    const body = question('Pieces');
    const pieces = [body.subarray(0, 10), body.subarray(10, 30), body.subarray(30)];
    const first = await post(server.url, pieces, {});
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body)).toEqual({ data: { siteStatistics: { activeTournaments: expect.any(Number) } } });
    const again = await post(server.url, pieces, {});
    expect(again.status).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it("sends a kept answer with this request's own id and budget, in the encoding it takes, and a 304 to a GET holding it", async () => {
    const fields = Array.from({ length: 60 }, (_, at) => `s${at}: siteStatistics { activeTournaments }`).join(' ');
    const body = Buffer.from(JSON.stringify({ query: `query DoorLarge { ${fields} }` }));
    const budgetLeft = (answer: Answer) => Number(/r=(\d+)/.exec(String(answer.headers.ratelimit))?.[1]);
    const first = await post(server.url, [body], { 'accept-encoding': 'br' });
    const kept = await post(server.url, [body], { 'accept-encoding': 'br' });
    const plain = await post(server.url, [body], {});
    expect([first.status, kept.status, plain.status]).toEqual([200, 200, 200]);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(brotliDecompressSync(kept.bytes).toString()).toBe(plain.body);
    expect(kept.headers['content-encoding']).toBe('br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(plain.body));
    for (const answer of [kept, plain]) {
      expect(answer.headers.vary).toBe(first.headers.vary);
      expect(answer.headers.etag).toBe(first.headers.etag);
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(answer.headers['ratelimit-policy']).toBe(first.headers['ratelimit-policy']);
    }
    expect(String(first.headers.vary)).toContain('Accept-Encoding');
    // Each spent one read of the same budget, and said so.
    expect([budgetLeft(first) - budgetLeft(kept), budgetLeft(kept) - budgetLeft(plain)]).toEqual([1, 1]);

    const path = `/graphql?query=${encodeURIComponent(`query DoorHeld { siteStatistics { activeTournaments } }`)}`;
    const held = await getWith(server.url + path, {});
    const heldAgain = await getWith(server.url + path, {});
    expect(heldAgain.headers.etag).toBe(held.headers.etag);
    const revalidated = await getWith(server.url + path, { 'if-none-match': String(held.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(held.headers.etag);
    expect(revalidated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('leaves a body sent without a length, or compressed, to Express, which reads it as before', async () => {
    const chunked = await post(server.url, [question('Chunked')], {}, { chunked: true });
    expect(chunked.status).toBe(200);
    expect(statisticsOf(chunked)).toBeTruthy();
    const compressed = await post(server.url, [gzipSync(question('Gzip'))], { 'content-encoding': 'gzip' });
    expect(compressed.status).toBe(200);
    expect(statisticsOf(compressed)).toBeTruthy();
  });

  it('refuses what Express refused: broken JSON, JSON that is no object, a body over the limit', async () => {
    for (const broken of ['{"query": ', '"just a string"']) {
      const answer = await post(server.url, [Buffer.from(broken)], {});
      expect(answer.status, broken).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ error: 'Bad request' });
      // Refused after the security headers, as before the door.
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
    const large = Buffer.from(JSON.stringify({ query: '{ __typename }', padding: 'x'.repeat(1024 * 1024) }));
    const tooLarge = await post(server.url, [large], {});
    expect(tooLarge.status).toBe(413);
  });
});
