// The night of a final (issue 51): thousands of visitors re-fetch one match's public answers every second through
// Varnish (docker/varnish/default.vcl, round robin over two instances on PostgreSQL + Redis) while a scorer records
// a ball every few seconds on either instance. Each write purges its surrogate keys at Varnish; the bench prints,
// per ball, how long until every visitor had it and how many requests reached the instances for it. With
// `--read page` the crowd polls the match page as a visitor's page without the app fetches it; with `--read push`
// each visitor follows the match on its own graphql-ws socket and fetches the page through the cache on each push,
// as that page's script does (web/src/visitor/live-regions.ts). A page read fetches the page's live part, as the
// script does (shared/live-part.ts), or with `--fetch page` the whole page.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type WebSocket from 'ws';
import { repoPath } from '../server/src/repo-path.js';
import { STALE_RETRY_MS } from '../shared/stale-retry.js';
import { LIVE_PART_QUERY } from '../shared/live-part.js';
import {
  arrange,
  delivery,
  freePort,
  freshDatabase,
  gql,
  METRICS_TOKEN,
  openSubscription,
  percentile,
  readMetrics,
  RecordDelivery,
  signIn,
  startInstance,
  stopInstance,
  waitForReady,
  type Instance,
} from './fanout.js';
import { findVarnishd, startVarnish, stopVarnish, varnishStats, type Varnish } from './varnish.js';

/** What a fan's phone re-fetches for the score: the Apollo client's GET of the match (the page's query kind). */
const SCORE_QUERY = 'query CrowdScore($id: Int!) { match(id: $id) { seq homeTeamScore homeWickets homeBalls } }';
const SECOND = 1000;

type Visitor = { agent: Agent; path: string; lastBalls: number; socket?: WebSocket };

/**
 * What the crowd reads: the match's public answers (REST and GraphQL, half each) or its rendered page, polled;
 * or the rendered page fetched on each push of the match's subscription.
 */
type Read = 'api' | 'page' | 'push';
const READS: readonly string[] = ['api', 'page', 'push'] satisfies Read[];

/**
 * The headers of a visitor's page fetching itself again: fetch() from the page (Sec-Fetch-Dest empty) with
 * `cache: 'no-store'`, for which browsers add Cache-Control and Pragma no-cache (Varnish does not bypass on them).
 */
const PAGE_FETCH_HEADERS = {
  accept: 'text/html',
  'accept-encoding': 'gzip',
  'sec-fetch-dest': 'empty',
  'sec-fetch-mode': 'same-origin',
  'cache-control': 'no-cache',
  pragma: 'no-cache',
};

/** What the match page's script subscribes to (web/src/visitor/live-regions.ts SUBSCRIPTIONS.match). */
const VISITOR_MATCH_SUBSCRIPTION = `subscription VisitorMatch($id: Int!) {
  pushed: matchUpdated(matchId: $id) { id status updatedAt seq }
}`;
/** Sockets opened at once while the crowd arrives. */
const SOCKETS_AT_ONCE = 100;
type Counters = { publicGets: number; probes: number; writes: number; sql: number };

export async function runCrowd(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      visitors: { type: 'string', default: '2000' },
      balls: { type: 'string', default: '20' },
      interval: { type: 'string', default: '3' },
      poll: { type: 'string', default: '1' },
      read: { type: 'string', default: 'api' },
      // What a page read fetches: the page's live part, as its script does (shared/live-part.ts), or the whole page.
      fetch: { type: 'string', default: 'part' },
      'response-cache-ms': { type: 'string' },
      varnishd: { type: 'string' },
      'database-url': { type: 'string', default: 'postgresql://postgres@127.0.0.1:5432/postgres' },
      'redis-url': { type: 'string', default: 'redis://127.0.0.1:6379' },
    },
  });
  const visitorCount = Number(values.visitors);
  const balls = Number(values.balls);
  const intervalMs = Number(values.interval) * SECOND;
  const pollMs = Number(values.poll) * SECOND;
  // The fixture's innings is 20 overs: the opening ball and the run's must fit in it.
  if (!(balls >= 1 && balls <= 100)) throw new Error('--balls: 1 to 100 (one innings of 120 balls)');
  if (!READS.includes(values.read)) throw new Error('--read: api, page or push');
  const read = values.read as Read;
  const rendered = read !== 'api';
  if (values.fetch !== 'part' && values.fetch !== 'page') throw new Error('--fetch: part or page');
  // The page is rendered from the web build: the instances serve it only where one exists.
  if (rendered && !existsSync(repoPath('dist/web/index.html'))) {
    throw new Error(`--read ${read}: the instances render pages from the web build; run npm run build first`);
  }
  const varnishd = findVarnishd(values.varnishd);
  if (!varnishd) throw new Error('varnishd not found (apt-get install varnish varnish-modules, or --varnishd PATH)');

  const database = await freshDatabase(values['database-url'], 'pitchside_crowd');
  const varnishPort = await freePort();
  const run = `pitchside-bench-${randomUUID()}:`;
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: values['redis-url'],
    PUBSUB_CHANNEL_PREFIX: `${run}events:`,
    RATE_LIMIT_REDIS_PREFIX: `${run}rate:`,
    SHARED_CACHE_PURGE_URLS: `http://127.0.0.1:${varnishPort}/`,
    // Behind Varnish, as docker/compose.yaml runs them: a visitor is the address X-Forwarded-For names.
    TRUST_PROXY: 'true',
    // Requests and statements are counted by /metrics.
    METRICS_TOKEN,
    // Each instance's own cache of public answers (RESPONSE_CACHE_TTL_MS, 5 s by default) sits behind Varnish.
    ...(values['response-cache-ms'] === undefined ? {} : { RESPONSE_CACHE_TTL_MS: values['response-cache-ms'] }),
    ...(rendered ? { WEB_DIST: repoPath('dist/web') } : {}),
    // Every fan is this one address here.
    ...(read === 'push' ? { WS_MAX_SOCKETS_PER_CLIENT: String(visitorCount + 10) } : {}),
  };
  const reading =
    read === 'push'
      ? 'following one match, each fetching its page on each push'
      : `re-fetching one match${read === 'page' ? "'s page" : ''} every ${pollMs / SECOND} s`;
  console.log(
    `Crowd: ${visitorCount} visitors ${reading} through Varnish in front of two ` +
      `instances (PostgreSQL + Redis); ${balls} balls, one every ${intervalMs / SECOND} s, on A and B in turn.`,
  );
  console.log('Starting two instances (the compiled server) on a fresh database…');
  const instances = await Promise.all([startInstance('A', env), startInstance('B', env)]);
  let varnish: Varnish | undefined;
  const visitors: Visitor[] = [];
  let running = true;
  try {
    await Promise.all(instances.map(waitForReady));
    const fixture = await arrange(database.url);
    // The scorer's session is in PostgreSQL: signing in on each instance works as on one.
    const cookies = await Promise.all(instances.map((instance) => signIn(instance.url, fixture.scorerEmail)));
    let seq = 0;
    const bowlOne = async (on: number) => {
      const response = await gql<{ recordDelivery: { seq: number } }>(instances[on].url, cookies[on], RecordDelivery, {
        matchId: fixture.matchId,
        key: `b${seq + 1}`,
        afterSeq: seq,
        input: delivery(seq, fixture.homeTeamId),
      });
      if (!response.data?.recordDelivery) throw new Error(`scoring failed: ${JSON.stringify(response.errors)}`);
      seq = response.data.recordDelivery.seq;
    };
    // The opening ball starts the match: the page is live before the crowd arrives.
    await bowlOne(0);

    console.log(`Starting varnishd (${varnishd}) with docker/varnish/default.vcl in front of both…`);
    varnish = await startVarnish(
      varnishd,
      varnishPort,
      instances.map((instance) => instance.url),
    );
    const base = `http://127.0.0.1:${varnishPort}`;
    const restPath = `/api/public/matches/${fixture.matchId}`;
    const graphqlPath = `/graphql?query=${encodeURIComponent(SCORE_QUERY)}&variables=${encodeURIComponent(
      JSON.stringify({ id: fixture.matchId }),
    )}`;
    const pagePath = `/match/${fixture.matchId}`;
    const readPath = values.fetch === 'part' ? `${pagePath}?${LIVE_PART_QUERY}=` : pagePath;
    const headers = rendered ? PAGE_FETCH_HEADERS : {};
    let opening = await get(new Agent(), base, rendered ? pagePath : restPath, headers);
    // An instance that has just started loads the page's code on its first renders, which can take past the
    // render timeout: the page is sent as the shell (no score) until then.
    for (let tries = 0; rendered && opening.status === 200 && opening.balls === null && tries < 30; tries += 1) {
      await sleep(SECOND);
      opening = await get(new Agent(), base, pagePath, headers);
    }
    if (opening.status !== 200 || opening.balls === null)
      throw new Error(`Varnish answered ${opening.status}: ${opening.body.slice(0, 300)}`);
    const ballsBefore = opening.balls;

    // seenAt[k][i]: when visitor i first had ball k of the run (k = 0 is the first ball scored below).
    const seenAt = Array.from({ length: balls }, () => new Float64Array(visitorCount).fill(Number.NaN));
    // pushedAt[k][i] (--read push): when visitor i's socket had the first push after ball k was scored.
    const pushedAt = Array.from({ length: balls }, () => new Float64Array(visitorCount).fill(Number.NaN));
    const scoredAt: number[] = [];
    let served = 0;
    // What the visitors received, as sent (compressed).
    let wireBytes = 0;
    let hits = 0;
    let failed = 0;
    let lastError = '';
    /** One read by visitor `index`: when it first had each ball its answer shows; the page's seq, if it shows one. */
    const look = async (index: number): Promise<number | null> => {
      const visitor = visitors[index];
      try {
        // A browser sends a GET again when the cache closed the kept-alive connection it reused; so does this.
        const answer = await get(visitor.agent, base, visitor.path, headers).catch((error: unknown) => {
          if (!/socket hang up|ECONNRESET/.test(String(error))) throw error;
          return get(visitor.agent, base, visitor.path, headers);
        });
        const now = performance.now();
        served += 1;
        wireBytes += answer.bytes;
        if (answer.cache === 'HIT') hits += 1;
        if (answer.status !== 200 || answer.balls === null) {
          failed += 1;
          lastError = `status ${answer.status}`;
        } else {
          for (let ball = visitor.lastBalls + 1; ball <= answer.balls; ball += 1) {
            const k = ball - ballsBefore - 1;
            if (k >= 0 && k < balls) seenAt[k][index] = now;
          }
          visitor.lastBalls = Math.max(visitor.lastBalls, answer.balls);
        }
        return answer.seq;
      } catch (error) {
        failed += 1;
        lastError = String(error);
        return null;
      }
    };
    const poll = async (index: number) => {
      // Phones do not poll in step: each starts somewhere in the first period.
      await sleep(Math.random() * pollMs);
      while (running) {
        const started = performance.now();
        await look(index);
        await sleep(Math.max(0, pollMs - (performance.now() - started)));
      }
    };
    // The page's script: one fetch at a time, pushes that come meanwhile answered by one more after it, and a
    // rendering older than the newest push (or none: an error) fetched again after STALE_RETRY_MS's pauses. Its
    // socket goes straight to an instance, taking turns as the load balancer does (docker/Caddyfile).
    let staleRetries = 0;
    const follow = async (index: number) => {
      let fetching = false;
      let again = false;
      let pushedSeq = 0;
      const fetchFresh = async () => {
        let seq = await look(index);
        for (const pause of STALE_RETRY_MS) {
          if ((seq !== null && seq >= pushedSeq) || !running) return;
          staleRetries += 1;
          await sleep(pause);
          seq = await look(index);
        }
      };
      const onPush = async (data: Record<string, unknown>) => {
        const pushed = data.pushed as { seq?: number } | undefined;
        pushedSeq = Math.max(pushedSeq, pushed?.seq ?? 0);
        const ball = scoredAt.length - 1;
        if (ball >= 0 && Number.isNaN(pushedAt[ball][index])) pushedAt[ball][index] = performance.now();
        if (fetching) {
          again = true;
          return;
        }
        fetching = true;
        do {
          again = false;
          await fetchFresh();
        } while (again && running);
        fetching = false;
      };
      visitors[index].socket = await openSubscription(
        instances[index % 2].url,
        VISITOR_MATCH_SUBSCRIPTION,
        { id: fixture.matchId },
        (data) => void onPush(data),
      );
    };
    console.log(
      rendered
        ? `${visitorCount} visitors arriving (each reads ${readPath} as the page's own script fetches it` +
            `${read === 'push' ? ', on each push of its own socket' : ''})…`
        : `${visitorCount} visitors arriving (half read ${restPath}, half the GraphQL GET of the match)…`,
    );
    for (let i = 0; i < visitorCount; i += 1) {
      visitors.push({
        // Each phone keeps its own connection to the cache.
        agent: new Agent({ keepAlive: true, maxSockets: 1 }),
        path: rendered ? readPath : i % 2 === 0 ? restPath : graphqlPath,
        lastBalls: ballsBefore,
      });
    }
    let polling: Promise<void>[] = [];
    if (read === 'push') {
      for (let first = 0; first < visitorCount; first += SOCKETS_AT_ONCE) {
        const batch = visitors.slice(first, first + SOCKETS_AT_ONCE).map((_, offset) => follow(first + offset));
        await Promise.all(batch);
      }
      // Each page was loaded before its script subscribed: one read each, as the visitor arrives.
      await Promise.all(visitors.map((_, index) => look(index)));
      await sleep(SECOND);
    } else {
      polling = visitors.map((_, index) => poll(index));
      // A few periods for every phone to connect and the cache to hold both answers.
      await sleep(3 * pollMs + SECOND);
    }

    const metricsBefore = await Promise.all(instances.map(scrape));
    // The visitors' own count, taken as varnishstat's (the two differ by what is answered while it runs).
    const servedBefore = served;
    const bytesBefore = wireBytes;
    const hitsBefore = hits;
    const statsBefore = await varnishStats(varnishd, varnish.dir);
    const runStarted = performance.now();
    const perBall: Counters[] = [];
    const answered: number[] = [];
    let previous = metricsBefore;
    for (let k = 0; k < balls; k += 1) {
      const started = performance.now();
      scoredAt.push(started);
      await bowlOne(k % 2);
      answered.push(performance.now() - started);
      // The last ball: until every visitor has it (or 10 s), then one period for the second purge's refetch.
      if (k === balls - 1) {
        const deadline = started + 10 * SECOND;
        while (seenAt[k].some(Number.isNaN) && performance.now() < deadline) await sleep(50);
      }
      await sleep(Math.max(0, started + intervalMs - performance.now()));
      const now = await Promise.all(instances.map(scrape));
      perBall.push(difference(sum(now), sum(previous)));
      previous = now;
    }
    const runSeconds = (performance.now() - runStarted) / SECOND;
    const servedInRun = served - servedBefore;
    const hitsInRun = hits - hitsBefore;
    const statsAfter = await varnishStats(varnishd, varnish.dir);
    running = false;
    await Promise.all(polling);

    console.log('');
    console.log(
      `machine     ${cpus().length} CPUs, load average ${loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')} (the visitors, varnishd, both instances, PostgreSQL and Redis share them)`,
    );
    console.log(
      'ball  on  answered   every visitor had it after (from the scoring request)   first had it      reached the instances',
    );
    const columns = rendered ? '   even      odd' : '     REST   GraphQL';
    console.log(`                      p50        p99        max      within 2 s${columns}      GETs  SQL`);
    const everyLatency: number[] = [];
    let ballsAllWithin = 0;
    let missing = 0;
    for (let k = 0; k < balls; k += 1) {
      const latencies: number[] = [];
      for (const at of seenAt[k]) if (!Number.isNaN(at)) latencies.push(at - scoredAt[k]);
      latencies.sort((x, y) => x - y);
      everyLatency.push(...latencies);
      missing += visitorCount - latencies.length;
      const within = latencies.filter((latency) => latency <= 2 * SECOND).length;
      if (within === visitorCount) ballsAllWithin += 1;
      const ms = (value: number | undefined) => `${value === undefined ? '-' : value.toFixed(0)} ms`.padStart(9);
      // Which answer was late: the REST visitors are the even ones, the GraphQL visitors the odd ones.
      const first = (parity: number) => {
        const times = [...seenAt[k]].filter((at, index) => index % 2 === parity && !Number.isNaN(at));
        return times.length ? Math.min(...times) - scoredAt[k] : undefined;
      };
      console.log(
        `${String(k + 1).padStart(4)}  ${instances[k % 2].name}  ${ms(answered[k])}  ${ms(percentile(latencies, 0.5))}  ` +
          `${ms(percentile(latencies, 0.99))}  ${ms(latencies.at(-1))}  ${`${within}/${visitorCount}`.padStart(11)}` +
          `${ms(first(0))} ${ms(first(1))}${String(perBall[k].publicGets).padStart(10)}  ${perBall[k].sql}`,
      );
    }
    everyLatency.sort((x, y) => x - y);
    if (read === 'push') {
      const pushes: number[] = [];
      pushedAt.forEach((times, k) => {
        for (const at of times) if (!Number.isNaN(at)) pushes.push(at - scoredAt[k]);
      });
      pushes.sort((x, y) => x - y);
      console.log(
        `\npushed      every visitor's push, from the scoring request: p50 ${percentile(pushes, 0.5)?.toFixed(0)} ms, ` +
          `p99 ${percentile(pushes, 0.99)?.toFixed(0)} ms, max ${pushes.at(-1)?.toFixed(0)} ms ` +
          `(${pushes.length} of ${balls * visitorCount}); the rest of "seen" is the page's fetch through the cache`,
      );
    }
    const total = sum(perBall);
    const gets = perBall.map((ball) => ball.publicGets).sort((x, y) => x - y);
    const stat = (name: string) => (statsAfter[name] ?? 0) - (statsBefore[name] ?? 0);
    const lookups = stat('MAIN.cache_hit') + stat('MAIN.cache_miss');
    console.log('');
    console.log(
      `seen        every visitor, every ball, from the scoring request: p50 ${percentile(everyLatency, 0.5)?.toFixed(0)} ms, ` +
        `p99 ${percentile(everyLatency, 0.99)?.toFixed(0)} ms, max ${everyLatency.at(-1)?.toFixed(0)} ms; ` +
        `${ballsAllWithin} of ${balls} balls reached all ${visitorCount} within 2 s` +
        (missing ? `; ${missing} sightings missing` : ''),
    );
    console.log(
      `instances   public GETs per ball: median ${percentile(gets, 0.5)}, max ${gets.at(-1)}, ${total.publicGets} in all ` +
        `(A and B together; plus ${total.writes} scoring POSTs, ${total.probes} Varnish health probes); ` +
        `SQL statements per ball ${(total.sql / balls).toFixed(1)}`,
    );
    console.log(
      `visitors    ${servedInRun} answers in ${runSeconds.toFixed(1)} s (${(servedInRun / runSeconds).toFixed(0)}/s), ` +
        `${hitsInRun} marked HIT by Varnish (${((100 * hitsInRun) / Math.max(1, servedInRun)).toFixed(2)}%), ` +
        `${((wireBytes - bytesBefore) / Math.max(1, servedInRun) / 1024).toFixed(1)} KiB each on the wire, ${failed} failed` +
        (read === 'push' ? `, ${staleRetries} fetched again (the page older than its push)` : '') +
        (failed ? ` (last: ${lastError})` : ''),
    );
    console.log(
      `varnish     varnishstat over the run: ${stat('MAIN.client_req')} client requests, hit ratio ` +
        `${((100 * stat('MAIN.cache_hit')) / Math.max(1, lookups)).toFixed(2)}% (${stat('MAIN.cache_hit')} hits, ` +
        `${stat('MAIN.cache_miss')} misses), ${stat('MAIN.backend_req')} backend requests, ` +
        `${stat('MAIN.busy_sleep')} requests waited for a fetch in progress`,
    );
    if (missing > 0 || failed > 0) process.exitCode = 1;
  } finally {
    running = false;
    for (const visitor of visitors) {
      visitor.agent.destroy();
      visitor.socket?.terminate();
    }
    if (varnish) await stopVarnish(varnish);
    await Promise.all(instances.map(stopInstance));
    await database.drop();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One GET through a visitor's own connection: the status, Varnish's X-Cache and the balls the answer shows. */
function get(
  agent: Agent,
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  cache: string | undefined;
  balls: number | null;
  seq: number | null;
  body: string;
  bytes: number;
}> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { agent, headers, timeout: 10 * SECOND }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const cache = res.headers['x-cache'];
        const bytes = Buffer.concat(chunks);
        const body = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(bytes) : bytes).toString();
        const seq = /data-live-seq="(\d+)"/.exec(body);
        resolve({
          status: res.statusCode ?? 0,
          cache: Array.isArray(cache) ? cache[0] : cache,
          balls: ballsShown(body),
          seq: seq ? Number(seq[1]) : null,
          body,
          bytes: bytes.length,
        });
      });
    });
    req.on('timeout', () => req.destroy(new Error('timed out after 10 s')));
    req.on('error', reject);
    req.end();
  });
}

/** The home side's legal balls in the REST match row or the GraphQL answer (every ball here is legal). */
function ballsShown(body: string): number | null {
  // The rendered page: the home side's overs under its score, "(10.2 ov)" (six-ball overs in the fixture).
  // React separates the text around the figure with empty comments: "(<!-- -->10.2 ov<!-- -->)".
  // Only the figure's neighbourhood is read: the bench's one process reads thousands of 100 KB pages a ball.
  const at = body.indexOf('data-testid="overs-home"');
  const near = at < 0 ? '' : body.slice(at, at + 300).replaceAll('<!-- -->', '');
  const overs = /^data-testid="overs-home"[^>]*>\((\d+)\.(\d) ov\)</.exec(near);
  if (overs) return Number(overs[1]) * 6 + Number(overs[2]);
  try {
    const parsed = JSON.parse(body) as { home_balls?: unknown; data?: { match?: { homeBalls?: unknown } } };
    const balls = parsed.data?.match?.homeBalls ?? parsed.home_balls;
    return typeof balls === 'number' ? balls : null;
  } catch {
    return null;
  }
}

const zero = (): Counters => ({ publicGets: 0, probes: 0, writes: 0, sql: 0 });

const sum = (list: Counters[]): Counters =>
  list.reduce(
    (all, one) => ({
      publicGets: all.publicGets + one.publicGets,
      probes: all.probes + one.probes,
      writes: all.writes + one.writes,
      sql: all.sql + one.sql,
    }),
    zero(),
  );

const difference = (after: Counters, before: Counters): Counters => ({
  publicGets: after.publicGets - before.publicGets,
  probes: after.probes - before.probes,
  writes: after.writes - before.writes,
  sql: after.sql - before.sql,
});

const LABELS = /(\w+)="([^"]*)"/g;

/** What one instance counted so far (/metrics): requests by kind, and SQL statements. */
async function scrape(instance: Instance): Promise<Counters> {
  const counters = zero();
  for (const { series, value } of await readMetrics(instance)) {
    if (series.startsWith('pitchside_sql_statements_total')) counters.sql += value;
    if (!series.startsWith('pitchside_http_request_duration_seconds_count{')) continue;
    const labels = Object.fromEntries([...series.matchAll(LABELS)].map((match) => [match[1], match[2]]));
    if (labels.route === '/metrics' || labels.route === '/healthz') continue;
    if (labels.route === '/readyz') counters.probes += value;
    else if (labels.method === 'GET' || labels.method === 'HEAD') counters.publicGets += value;
    else counters.writes += value;
  }
  return counters;
}
