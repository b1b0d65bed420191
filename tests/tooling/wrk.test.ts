import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { hasWrk, luaString, readWrkReport, runWrk } from '../../bench/wrk.js';

const REPORT = `Running 2s test @ http://127.0.0.1:4500/graphql
  1 threads and 10 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   812.43us  301.11us   9.87ms   91.02%
    Req/Sec    12.31k   402.17    12.90k    80.00%
  Latency Distribution
     50%  756.00us
     75%  901.00us
     90%    1.02ms
     99%    2.31ms
  24502 requests in 2.00s, 40.11MB read
  Socket errors: connect 0, read 1, write 0, timeout 2
  Non-2xx or 3xx responses: 4
Requests/sec:  12250.10
Transfer/sec:     20.05MB
`;

describe('wrk as the peers bench’s load generator (bench/wrk.ts)', () => {
  const closers: (() => void)[] = [];
  afterEach(() => {
    for (const close of closers.splice(0)) close();
  });

  it('reads requests per second, the median and 99th percentile in ms, and every failure from its report', () => {
    expect(readWrkReport(REPORT)).toEqual({ rps: 12250.1, p50: 0.756, p99: 2.31, failures: 7 });
    expect(() => readWrkReport('wrk: connection refused')).toThrow(/unreadable report/);
  });

  it('writes any text as a Lua string: quotes, backslashes, newlines and non-ASCII as byte escapes', () => {
    expect(luaString('{"a":"b\\\\c"}\n')).toBe('"{\\34a\\34:\\34b\\92\\92c\\34}\\10"');
    expect(luaString('’')).toBe('"\\226\\128\\153"');
  });

  it.skipIf(!hasWrk())(
    'sends each request of the list in turn, its body byte for byte, and counts the refusals',
    async () => {
      const seen: { method: string; url: string; type: string; body: string }[] = [];
      const server = createServer((request: IncomingMessage, response) => {
        let body = '';
        request.setEncoding('utf8');
        request.on('data', (chunk: string) => (body += chunk));
        request.on('end', () => {
          seen.push({
            method: request.method ?? '',
            url: request.url ?? '',
            type: request.headers['content-type'] ?? '',
            body,
          });
          response.statusCode = request.url === '/refused' ? 429 : 200;
          response.end('ok');
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      closers.push(() => server.close());
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const headers = { 'content-type': 'application/json' };
      const bodies = ['{"query":"{ a }","note":"“quoted” \\\\ ✓"}', '{"query":"{ b }"}'];

      const figures = await runWrk(
        origin,
        [
          { method: 'POST', path: '/first', headers, body: bodies[0] },
          { method: 'POST', path: '/second', headers, body: bodies[1] },
        ],
        2,
        1,
      );
      expect(figures.rps).toBeGreaterThan(0);
      expect(figures.failures).toBe(0);
      expect(figures.p99).toBeGreaterThanOrEqual(figures.p50);
      const first = seen.find((request) => request.url === '/first');
      const second = seen.find((request) => request.url === '/second');
      expect(first).toEqual({ method: 'POST', url: '/first', type: 'application/json', body: bodies[0] });
      expect(second).toEqual({ method: 'POST', url: '/second', type: 'application/json', body: bodies[1] });

      const refused = await runWrk(origin, [{ method: 'GET', path: '/refused', headers: {} }], 1, 1);
      expect(refused.failures).toBeGreaterThan(0);
    },
  );
});
