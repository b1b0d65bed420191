// An HTTP cache in front of two instances (issue 51): public answers carry s-maxage and surrogate keys, a write
// purges exactly its keys (from the instance that made it, and from the other once it heard), and the shipped Varnish configuration keeps
// a public answer for every visitor until a ball scored on either instance purges it.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/src/db/orm.js';
import { Match } from '../../../server/src/modules/matches/match.entity.js';
import { repoPath } from '../../../server/src/repo-path.js';
import { TestClient } from '../../support/client.js';
import { openTestDatabase } from '../../support/database.js';
import { freePort, REDIS_URL } from '../instances/support.js';
import { ball, RecordDelivery, scoredMatch, type Fixture } from '../matches/events/support.js';
import { eventually, matchPageBuild, runs, startInstance, type Instance } from './support.js';

const VARNISHD = ['/usr/sbin/varnishd', '/usr/local/sbin/varnishd'].find((file) => existsSync(file));
const SHARED = 'public, max-age=0, s-maxage=300, stale-while-revalidate=30';
const SEQ = 'query Seq($id: Int!) { match(id: $id) { seq } }';

/** The shipped VCL with its two backends pointed at this test's instances. */
async function testVcl(instances: Instance[]): Promise<string> {
  const shipped = await readFile(repoPath('docker', 'varnish', 'default.vcl'), 'utf8');
  const start = shipped.indexOf('# backends:begin');
  const end = shipped.indexOf('# backends:end');
  const backends = instances.map((instance, index) => {
    const port = new URL(instance.url).port;
    return `backend app${index} { .host = "127.0.0.1"; .port = "${port}"; }`;
  });
  const init = `sub vcl_init {\n  new site = directors.round_robin();\n${instances
    .map((_, index) => `  site.add_backend(app${index});`)
    .join('\n')}\n}`;
  return `${shipped.slice(0, start)}${backends.join('\n')}\n${init}\n${shipped.slice(end)}`;
}

describe.skipIf(!runs)('an HTTP cache in front of two instances', () => {
  let database: Database;
  let a: Instance;
  let b: Instance;
  let fixture: Fixture;
  let tournamentId: number;
  let scorer: TestClient;
  let seq = 0;
  let purgeLog: Server;
  let dist: string;
  const purges: string[] = [];
  let varnish: { url: string; process: ChildProcess; dir: string } | null = null;

  /** A ball scored on `on` by the scorer signed in on A (the session is every instance's). */
  const score = async (on: Instance) => {
    const response = await fetch(`${on.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: scorer.cookieHeader },
      body: JSON.stringify({
        query: RecordDelivery,
        variables: {
          matchId: fixture.matchId,
          key: `ball-${seq + 1}`,
          afterSeq: seq,
          input: ball('Opener', 'Partner', 'Quick', 1, seq === 0 ? { battingTeamId: fixture.home.id } : {}),
        },
      }),
    });
    const body = (await response.json()) as { errors?: unknown };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    seq += 1;
  };
  const seqQuery = (base: string) =>
    `${base}/graphql?query=${encodeURIComponent(SEQ)}&variables=${encodeURIComponent(JSON.stringify({ id: fixture.matchId }))}`;

  beforeAll(async () => {
    database = await openTestDatabase();
    dist = await matchPageBuild();
    purgeLog = createServer((req, res) => {
      if (req.method === 'PURGE') purges.push(String(req.headers['xkey-purge']));
      res.end('purged');
    });
    await new Promise<void>((resolve) => purgeLog.listen(0, '127.0.0.1', resolve));
    const varnishPort = await freePort();
    const run = `pitchside-test-${randomUUID()}:`;
    const env = {
      REDIS_URL,
      PUBSUB_CHANNEL_PREFIX: `${run}events:`,
      RATE_LIMIT_REDIS_PREFIX: `${run}rate:`,
      RESPONSE_CACHE_TTL_MS: '600000',
      SSR_TIMEOUT_MS: '30000',
      WEB_DIST: dist,
      WEB_SSR_DIST: path.join(dist, 'ssr'),
      SHARED_CACHE_PURGE_URLS: [
        `http://127.0.0.1:${(purgeLog.address() as AddressInfo).port}/`,
        ...(VARNISHD ? [`http://127.0.0.1:${varnishPort}/`] : []),
      ].join(','),
    };
    [a, b] = await Promise.all([startInstance('A', database, env), startInstance('B', database, env)]);
    fixture = await scoredMatch(database.orm.em.fork());
    tournamentId = (await database.orm.em.fork().findOneOrFail(Match, fixture.matchId)).tournament.id;
    scorer = new TestClient(a.url);
    expect((await scorer.signIn(fixture.scorer.email)).status).toBe(200);
    if (VARNISHD) {
      const dir = await mkdtemp(path.join(tmpdir(), 'pitchside-varnish-'));
      // Varnish's worker runs as its own user: it must reach the working folder inside.
      await chmod(dir, 0o755);
      await writeFile(path.join(dir, 'test.vcl'), await testVcl([a, b]));
      const child = spawn(
        VARNISHD,
        ['-F', '-n', path.join(dir, 'work'), '-a', `127.0.0.1:${varnishPort}`, '-f', path.join(dir, 'test.vcl')].concat(
          ['-s', 'malloc,32m', '-T', 'none'],
        ),
        { stdio: 'ignore' },
      );
      varnish = { url: `http://127.0.0.1:${varnishPort}`, process: child, dir };
      // Varnish compiles the VCL with the C compiler first: a few seconds on a busy machine.
      const deadline = Date.now() + 60_000;
      let up = false;
      while (!up && Date.now() < deadline) {
        up = await fetch(`${varnish.url}/healthz`).then(
          (response) => response.ok,
          () => false,
        );
        if (!up) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(up, 'varnishd answers').toBe(true);
    }
  }, 120_000);

  afterAll(async () => {
    varnish?.process.kill('SIGTERM');
    await Promise.all([a?.app.stop(), b?.app.stop()]);
    await new Promise((resolve) => purgeLog?.close(resolve));
    await database?.close();
    if (varnish) await rm(varnish.dir, { recursive: true, force: true });
    if (dist) await rm(dist, { recursive: true, force: true });
  }, 60_000);

  it('marks public answers shared, named by what they show, and a signed-in visitor’s private', async () => {
    const headers = async (url: string, client?: TestClient) => {
      const response = client ? await client.fetch(url) : await fetch(`${a.url}${url}`);
      expect(response.status, url).toBe(200);
      await response.arrayBuffer();
      return [
        response.headers.get('cache-control'),
        response.headers.get('surrogate-key'),
        response.headers.get('xkey'),
      ];
    };
    const t = `t${tournamentId}`;
    const m = `m${fixture.matchId}`;
    expect(await headers(`/api/public/tournaments/${tournamentId}/standings`)).toEqual([
      SHARED,
      `all ${t}`,
      `all ${t}`,
    ]);
    expect(await headers(`/api/public/matches/${fixture.matchId}`)).toEqual([SHARED, `all ${t} ${m}`, `all ${t} ${m}`]);
    expect(await headers('/api/public/tournaments')).toEqual([SHARED, 'all x', 'all x']);
    // A GraphQL read: its match names the tournament as it resolves.
    expect(await headers(seqQuery(''))).toEqual([SHARED, `all ${t}`, `all ${t}`]);
    // A page rendered for an anonymous visitor, then the same page as kept for the next one.
    let render = '';
    for (let visit = 0; visit < 2; visit += 1) {
      const page = await fetch(`${a.url}/match/${fixture.matchId}`, { headers: { 'sec-fetch-dest': 'document' } });
      const html = await page.text();
      expect(html).toContain(`<p>${seq} Harbour Lights`);
      render = /#\d+<\/p>/.exec(html)?.[0] ?? 'no render';
      expect([page.headers.get('cache-control'), page.headers.get('xkey')]).toEqual([SHARED, `all ${t} ${m}`]);
    }
    // Its live part (shared/live-part.ts), as the page's script fetches it: the same render without the scripts,
    // marked and purged as the page, and not for search engines.
    const part = await fetch(`${a.url}/match/${fixture.matchId}?live-part`, { headers: { 'sec-fetch-dest': 'empty' } });
    const partHtml = await part.text();
    expect(partHtml).toContain(`<p>${seq} Harbour Lights ${render}`);
    expect(partHtml).not.toContain('<script');
    expect([part.headers.get('cache-control'), part.headers.get('xkey'), part.headers.get('x-robots-tag')]).toEqual([
      SHARED,
      `all ${t} ${m}`,
      'noindex',
    ]);
    expect(await headers(`/api/public/tournaments/${tournamentId}/standings`, scorer)).toEqual([
      'private, no-cache',
      null,
      null,
    ]);
  });

  it('purges a write’s keys from the instance that made it (and again after a render could have begun), and from each other instance once it forgot the write', async () => {
    purges.length = 0;
    await score(a);
    const keys = `x t${tournamentId} m${fixture.matchId}`;
    // A at once; B when the notice reached it through Redis and its own caches forgot the write (a cache's
    // refetch after A's purge may reach B before that).
    expect(
      await eventually(
        () => Promise.resolve([...purges]),
        (seen) => seen.length >= 2,
      ),
    ).toEqual([keys, keys]);
    await new Promise((resolve) => setTimeout(resolve, 2_600));
    // A's second purge; B purges no more.
    expect(purges).toEqual([keys, keys, keys]);
  });

  it.skipIf(!VARNISHD)(
    'Varnish keeps an answer for every visitor until a ball on either instance purges it',
    async () => {
      const read = async () => {
        const response = await fetch(seqQuery(varnish!.url));
        const body = (await response.json()) as { data: { match: { seq: number } } };
        return { cache: response.headers.get('x-cache'), seq: body.data.match.seq };
      };
      // The match page's live part, as a visitor's page fetches it on a push.
      const readPart = async () => {
        const response = await fetch(`${varnish!.url}/match/${fixture.matchId}?live-part`, {
          headers: { 'sec-fetch-dest': 'empty' },
        });
        const shown = Number(/<p>(\d+) Harbour Lights/.exec(await response.text())?.[1]);
        return { cache: response.headers.get('x-cache'), seq: shown };
      };
      expect((await read()).seq).toBe(seq);
      expect(await read()).toEqual({ cache: 'HIT', seq });
      expect((await readPart()).seq).toBe(seq);
      expect(await readPart()).toEqual({ cache: 'HIT', seq });
      // A kept answer is every visitor's: it names each request's own id (the visitor's, else the cache's), and
      // not the budget of the request that filled it (a hit spends none).
      const hits = await Promise.all(
        [{}, {}, { 'x-request-id': 'fan-7:phone' }, { 'x-request-id': 'not a usable id' }].map(async (headers) => {
          const response = await fetch(seqQuery(varnish!.url), { headers });
          await response.arrayBuffer();
          return response.headers;
        }),
      );
      expect(hits.map((headers) => headers.get('x-cache'))).toEqual(['HIT', 'HIT', 'HIT', 'HIT']);
      const ids = hits.map((headers) => headers.get('x-request-id'));
      expect(ids[2]).toBe('fan-7:phone');
      for (const id of [ids[0], ids[1], ids[3]]) expect(id).toMatch(/^varnish-\d+$/);
      expect(new Set(ids).size).toBe(4);
      for (const headers of hits) {
        expect(headers.get('ratelimit')).toBeNull();
        expect(headers.get('ratelimit-policy')).toBeNull();
      }
      // An answer the cache passes on keeps the budget its request spent.
      const passed = await fetch(`${varnish!.url}/api/nowhere`);
      await passed.arrayBuffer();
      expect(passed.headers.get('x-cache')).toBe('MISS');
      expect(passed.headers.get('ratelimit')).toMatch(/^"anonymousReads"; r=\d+/);
      expect(passed.headers.get('x-request-id')).toMatch(/^varnish-\d+$/);
      // Another tournament's purge leaves it.
      const other = await fetch(varnish!.url, { method: 'PURGE', headers: { 'xkey-purge': 't999999 m999999' } });
      expect(other.status).toBe(200);
      expect(await read()).toEqual({ cache: 'HIT', seq });

      await score(b);
      const fresh = await eventually(read, (answer) => answer.seq === seq);
      expect(fresh.seq).toBe(seq);
      expect(await read()).toEqual({ cache: 'HIT', seq });
      expect((await eventually(readPart, (answer) => answer.seq === seq)).seq).toBe(seq);
      expect(await readPart()).toEqual({ cache: 'HIT', seq });

      // A signed-in visitor goes past the cache every time.
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const response = await fetch(seqQuery(varnish!.url), { headers: { cookie: scorer.cookieHeader } });
        await response.arrayBuffer();
        expect(response.headers.get('x-cache')).toBe('MISS');
        expect(response.headers.get('cache-control')).toBe('private, no-cache');
      }
    },
  );
});
