import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server.js';

// The kept-answer door reads a visitor's POSTed question before Express does (graphql/kept-answer-door.ts).
// Whatever it does not answer must reach Express as if it had never been read: the same body parsed, the same
// refusals of bodies that are too large, compressed or not JSON.

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

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
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(parts).toString(),
          }),
        );
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

/** The statistics an answer carries, or undefined. */
const statisticsOf = (answer: Answer) =>
  (JSON.parse(answer.body) as { data?: { siteStatistics?: unknown } }).data?.siteStatistics;

const question = (tag: string) =>
  Buffer.from(JSON.stringify({ query: `query Door${tag} { siteStatistics { activeTournaments } }` }));

describe('the kept-answer door, for POSTed questions', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ env: { RESPONSE_CACHE_TTL_MS: '600000' } });
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
