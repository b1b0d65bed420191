// Pitchside's public pages side by side with PostGraphile 5 and a raw SQL floor, on one PostgreSQL database
// and the data of bench/large.ts (seeded through the project's own code): first a check that each answers
// the same data for each page, then the pages interleaved (the servers take turns on each page and
// connection count), uncached and cached, pinned and unpinned, with each ratio. Where varnishd is installed,
// Varnish (docker/varnish/default.vcl) in front of the cached instance takes its turn too, asked each page's GET:
// the HTTP cache of the night of a final. Node's ceiling (bench/peers/ceiling-server.ts) sends each page's kept
// answer from bare node:http: what no Node server's cached answer can beat on the same CPU. Pinned: the load
// generator (wrk where installed, else autocannon in this process; bench/load-generator.ts) on CPU 0 and the
// servers on CPU 1 (taskset); PostgreSQL is the machine's and stays where it is. PostGraphile lives in its own
// folder (--work-dir), installed with npm on first use.
// --spread: each request asks the page of another tournament, match or team (every one of the data's, in
// turn), as a site's visitors spread over its pages do, instead of every request asking the same one.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { migrate, openDatabase } from '../server/src/db/orm.js';
import { importBallByBall, recreateDatabase, seed } from './large.js';
import { freePort, startServer, stopServer, waitForHealth } from './load.js';
import {
  loadGeneratorNamed,
  runLoad,
  type LoadFigures,
  type LoadGeneratorName,
  type LoadRequest,
} from './load-generator.js';
import { FLOOR_STATEMENTS } from './peers/floor-sql.js';
import { pin, pinningModes, pinRun } from './pinning.js';
import { publicPeerPages, type PeerPage } from './peers/pages.js';
import { createPeerFunctions, preparePostgraphile, startPostgraphile } from './peers/postgraphile.js';
import { findVarnishd, startVarnish, stopVarnish, varnishPids, varnishStats, type Varnish } from './varnish.js';
import { median } from './stats.js';

type Json = Record<string, unknown>;
type TargetName = 'pitchside' | 'cached' | 'ceiling' | 'postgraphile' | 'floor' | 'varnish';
type Target = {
  name: TargetName;
  label: string;
  url: string;
  /** The processes serving it, pinned with the servers. */
  pids: () => (number | undefined)[];
  /** A page's request: a POST of its body, or the GET a visitor's browser sends through an HTTP cache. */
  request: (page: PeerPage) => LoadRequest;
};
/** `figures`: each server's median over the cell's rounds; `versus`: the median of the rounds' own ratios. */
type Cell = {
  pinned: boolean;
  page: string;
  connections: number;
  /** Every server's; Varnish's only where it ran. */
  figures: Record<Exclude<TargetName, 'varnish'>, LoadFigures> & { varnish?: LoadFigures };
  versus: number;
};
type PageIds = { tournament: number; match: number; team: number };
/** Each page and the pages of its kind a --spread run asks in turn (the first is the one checked). */
type MeasuredPage = PeerPage & { variants: PeerPage[] };

/** Which id a page is of: the one --spread varies. */
const PAGE_OF: Record<string, keyof PageIds | null> = {
  landing: null,
  tournament: 'tournament',
  standings: 'tournament',
  match: 'match',
  team: 'team',
};

const TARGETS: TargetName[] = ['pitchside', 'cached', 'ceiling', 'postgraphile', 'floor'];

/**
 * Untimed load just before each timed run. A server idle while the others took their turns has closed its idle
 * database connections (Pitchside's pool all but two after 30 s, pg's default after 10 s): the landing page's p99
 * read 207-251 ms after 35 s idle (none kept) and 18-25 ms after 20 s, or after 35 s and 1 s of load. A busy
 * site's visitors do not wait for that; its first visitors after a lull do, once.
 */
const PREROLL_SECONDS = 1;

/** A page's body POSTed to /graphql, as the site's own pages and the peers are asked. */
const posted =
  (body: (page: PeerPage) => string) =>
  (page: PeerPage): LoadRequest => ({
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json' },
    body: body(page),
  });

/** A server on this machine's `port`, asked each page's body (Pitchside's unless said) as a POST. */
function postedTo(
  name: TargetName,
  label: string,
  port: number,
  server: ChildProcess,
  body: (page: PeerPage) => string = (page) => page.body,
): Target {
  return { name, label, url: `http://127.0.0.1:${port}`, pids: () => [server.pid], request: posted(body) };
}

/**
 * A page's query as a GET (Apollo's GET form: query, variables and operationName in the URL), which an HTTP cache
 * may keep: a visitor's answer to it carries `Cache-Control: public, s-maxage` and its surrogate keys.
 */
function asGet(page: PeerPage): LoadRequest {
  const { query, variables, operationName } = JSON.parse(page.body) as {
    query: string;
    variables?: Json;
    operationName?: string;
  };
  const search = new URLSearchParams({ query });
  if (variables) search.set('variables', JSON.stringify(variables));
  if (operationName) search.set('operationName', operationName);
  return {
    method: 'GET',
    path: `/graphql?${search.toString()}`,
    headers: {
      // Apollo's CSRF prevention asks a GET for a header a browser's simple request cannot send.
      'apollo-require-preflight': 'true',
      // What every browser accepts. Varnish keeps an answer over 1 KiB gzipped as the instance sent it, and would
      // unzip it again for each client that does not take gzip: the standings page went 13,900-21,700 -> 18,600-29,500
      // req/s through one Varnish on one CPU with the header.
      'accept-encoding': 'gzip, deflate, br, zstd',
    },
  };
}

export async function runPeers(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      tournaments: { type: 'string', default: '100' },
      matches: { type: 'string', default: '12000' },
      connections: { type: 'string', default: '1,10,50' },
      duration: { type: 'string', default: '10' },
      // Rounds per cell, the servers taking turns in each: this machine's shared CPUs swing a single run 30%.
      rounds: { type: 'string', default: '3' },
      // Seconds per page and server before anything is timed. A fresh server is still compiling its hot code (on
      // the CPU it serves from, pinned) for several seconds: after 2 s per page, its next 5 s of the landing page
      // read 700 req/s with p99 78 ms, and the 5 s after that 945 req/s with p99 28 ms.
      warmup: { type: 'string', default: '10' },
      pinning: { type: 'string', default: 'both' },
      pages: { type: 'string', default: '' },
      spread: { type: 'boolean', default: false },
      'database-url': { type: 'string', default: 'postgresql://postgres@127.0.0.1:5432/pitchside_peers' },
      // The production default: what a visitor gets on a second read within 5 s.
      'response-cache-ms': { type: 'string', default: '5000' },
      'work-dir': { type: 'string', default: path.join(tmpdir(), 'pitchside-bench-peers') },
      // Varnish with docker/varnish/default.vcl in front of the cached instance, asked each page's GET: the HTTP
      // cache of the night of a final. Left out when varnishd is not installed.
      varnishd: { type: 'string' },
      // wrk where installed (C, light on the CPU it shares with PostgreSQL), else autocannon in this process.
      'load-generator': { type: 'string' },
    },
  });
  const databaseUrl = values['database-url'];
  const connections = values.connections.split(',').map(Number);
  const duration = Number(values.duration);
  const rounds = Math.max(1, Number(values.rounds));
  const warmup = Number(values.warmup);
  const modes = pinningModes(values.pinning);
  const generator = loadGeneratorNamed(values['load-generator']);

  const postgraphileDir = preparePostgraphile(values['work-dir']);

  // The data: bench/large.ts's seeding, through the project's own entities and Cricsheet import.
  await recreateDatabase(databaseUrl);
  const database = await openDatabase({ databaseUrl, dataDir: undefined, poolSize: 4 });
  let ids: PageIds;
  // Every id of each kind, for --spread.
  const every: Record<keyof PageIds, number[]> = { tournament: [], match: [], team: [] };
  try {
    await migrate(database.orm);
    const tournaments = Number(values.tournaments);
    const seeded = await seed(database, tournaments, Math.ceil(Number(values.matches) / tournaments));
    const { player } = await importBallByBall(database, seeded.cricket);
    const connection = database.orm.em.getConnection();
    await connection.execute('analyze');
    // The team page of a side with a squad: the ball-by-ball league's (its players came with the import).
    const [squad] = await connection.execute<{ team_id: number }[]>('select team_id from team_members where id = ?', [
      player,
    ]);
    ids = { ...seeded, team: squad.team_id };
    if (values.spread) {
      const idsOf = async (sql: string) => (await connection.execute<{ id: number }[]>(sql)).map((row) => row.id);
      every.tournament = await idsOf('select id from tournaments where is_published and is_active order by id');
      every.match = await idsOf(
        'select m.id from matches m join tournaments t on t.id = m.tournament_id where t.is_published and t.is_active order by m.id',
      );
      every.team = await idsOf('select id from teams order by id');
    }
  } finally {
    await database.close();
  }
  await createPeerFunctions(databaseUrl);
  const wanted = values.pages ? values.pages.split(',') : null;
  const pages: MeasuredPage[] = publicPeerPages(ids)
    .filter((page) => !wanted || wanted.includes(page.label))
    .map((page) => {
      const kind = PAGE_OF[page.label];
      if (!values.spread || !kind) return { ...page, variants: [page] };
      const variants = every[kind].map((id) =>
        publicPeerPages({ ...ids, [kind]: id }).find((other) => other.label === page.label)!,
      );
      return { ...page, variants };
    });
  console.log(
    `Data: ${values.tournaments} tournaments, ${values.matches} matches (bench/large.ts's seed) in ${databaseUrl}; ` +
      `tournament ${ids.tournament}, match ${ids.match}, team ${ids.team}.`,
  );
  if (values.spread) {
    console.log(
      `Spread: each request asks the next of ${every.tournament.length} tournaments (its page, its standings), ` +
        `${every.match.length} matches and ${every.team.length} teams; the same-data check reads the ids above.`,
    );
  }

  const dataDirs: string[] = [];
  /** How to stop what was started, in the order started. */
  const stopping: (() => Promise<void>)[] = [];
  const varnishd = findVarnishd(values.varnishd);
  const varnishPort = varnishd ? await freePort() : null;
  let varnish: Varnish | null = null;
  const pitchside = async (name: TargetName, cacheMs: string, env: Record<string, string> = {}) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pitchside-peers-'));
    dataDirs.push(dataDir);
    const port = await freePort();
    const server = startServer({
      port,
      dataDir,
      databaseUrl,
      env: { DEMO_DATA: 'false', RESPONSE_CACHE_TTL_MS: cacheMs, ...env },
    });
    const target = postedTo(name, cacheMs === '0' ? 'Pitchside' : `cached ${cacheMs} ms`, port, server);
    stopping.push(() => stopServer(server));
    await waitForHealth(target.url, server);
    return target;
  };
  try {
    const uncached = await pitchside('pitchside', '0');
    // With a cache in front, its GET answers carry s-maxage (SHARED_CACHE_PURGE_URLS names the cache to purge).
    const cached = await pitchside(
      'cached',
      values['response-cache-ms'],
      // Behind it as docker/compose.yaml runs them: a visitor is the address X-Forwarded-For names.
      varnishPort ? { SHARED_CACHE_PURGE_URLS: `http://127.0.0.1:${varnishPort}/`, TRUST_PROXY: 'true' } : {},
    );
    const postgraphilePort = await freePort();
    const postgraphileProcess = startPostgraphile(postgraphileDir, postgraphilePort, databaseUrl);
    stopping.push(() => stopServer(postgraphileProcess));
    const postgraphileBody = (page: PeerPage) => page.postgraphileBody;
    const postgraphile = postedTo(
      'postgraphile',
      'PostGraphile 5',
      postgraphilePort,
      postgraphileProcess,
      postgraphileBody,
    );
    // Node's ceiling sends the kept answers the cached instance sends, read from it for every page asked.
    const answersDir = mkdtempSync(path.join(tmpdir(), 'pitchside-peers-ceiling-'));
    dataDirs.push(answersDir);
    const answersFile = path.join(answersDir, 'answers.json');
    writeFileSync(answersFile, JSON.stringify(await keptAnswers(cached, pages)));
    /** One of the bench's own node:http servers (bench/peers/), answering the pages' POSTed bodies. */
    const benchServer = async (name: TargetName, label: string, script: string, env: Record<string, string>) => {
      const port = await freePort();
      const child = spawn(process.execPath, ['--import', 'tsx', `bench/peers/${script}`], {
        env: { ...process.env, PORT: String(port), ...env },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      stopping.push(() => stopServer(child));
      return { target: postedTo(name, label, port, child), child };
    };
    const ceiling = await benchServer('ceiling', "Node's ceiling", 'ceiling-server.ts', { ANSWERS_FILE: answersFile });
    const floor = await benchServer('floor', 'SQL floor', 'floor-server.ts', { DATABASE_URL: databaseUrl });
    await Promise.all([
      waitForAnswer(postgraphile, pages[0], postgraphileProcess),
      waitForAnswer(floor.target, pages[0], floor.child),
      waitForAnswer(ceiling.target, pages[0], ceiling.child),
    ]);
    const targets: Partial<Record<TargetName, Target>> = {
      pitchside: uncached,
      cached,
      ceiling: ceiling.target,
      postgraphile,
      floor: floor.target,
    };
    if (varnishd && varnishPort) {
      console.log(`Starting varnishd (${varnishd}) with docker/varnish/default.vcl in front of the cached instance…`);
      const started = await startVarnish(varnishd, varnishPort, [cached.url]);
      varnish = started;
      stopping.push(() => stopVarnish(started));
      targets.varnish = {
        name: 'varnish',
        label: 'Varnish',
        url: `http://127.0.0.1:${varnishPort}`,
        pids: () => varnishPids(started),
        request: asGet,
      };
    } else {
      console.log(
        'varnishd not found (apt-get install varnish varnish-modules, or --varnishd PATH): no HTTP cache column.',
      );
    }
    const names = TARGETS.concat(targets.varnish ? ['varnish'] : []);

    console.log(
      '\nSame data? Each page from each server, PostGraphile read in Pitchside’s shape (bench/peers/pages.ts):',
    );
    let unlike = 0;
    for (const page of pages) {
      const { report, same } = await checkPage(page, targets);
      console.log(`  ${page.label.padEnd(11)} ${report}`);
      if (!same) unlike += 1;
    }
    // Figures of servers that answer something else (or errors) compare nothing.
    if (unlike > 0) throw new Error(`${unlike} page(s) not answered alike by every server: nothing timed.`);

    if (warmup > 0) {
      console.log(`\nWarm-up: ${warmup} s per page and server at 10 connections.`);
      for (const page of pages) for (const name of names) await measure(generator, targets[name]!, page, 10, warmup);
    }

    const cells: Cell[] = [];
    for (const pinned of modes) {
      pinRun(
        pinned,
        Object.values(targets).flatMap((target) => target.pids()),
      );
      console.log(
        (pinned
          ? `\nPinned: load generator (${generator}) on CPU 0, the ${names.length} servers on CPU 1`
          : `\nUnpinned: every process on both CPUs (load generator: ${generator})`) +
          `; ${rounds} round(s) of ${duration} s per page and connection count, the servers taking turns in each;` +
          " the median of each server, and of the rounds' ratios.",
      );
      console.log(
        '  page        conns |   Pitchside req/s  p50  p99 | cached req/s  p99 | ceiling req/s |' +
          ' PostGraphile req/s  p99 |   floor req/s  p99 | vs PGL  cached/uncached  ceiling/uncached  of floor' +
          (targets.varnish ? ' | Varnish req/s  p99  Varnish/uncached' : ''),
      );
      let turn = 0;
      for (const page of pages) {
        for (const count of connections) {
          const runs = Object.fromEntries(names.map((name) => [name, [] as LoadFigures[]])) as Record<
            TargetName,
            LoadFigures[]
          >;
          for (let round = 0; round < rounds; round++) {
            // Each round starts with the next server, so no server always runs first (or last).
            const order = names.map((_, index) => names[(index + turn) % names.length]);
            turn += 1;
            for (const name of order) {
              await measure(generator, targets[name]!, page, count, PREROLL_SECONDS);
              runs[name].push(await measure(generator, targets[name]!, page, count, duration));
            }
          }
          const figures = Object.fromEntries(names.map((name) => [name, medianFigures(runs[name])])) as Cell['figures'];
          const versus = median(runs.pitchside.map((run, round) => ratio(run.rps, runs.postgraphile[round].rps)));
          const cell = { pinned, page: page.label, connections: count, figures, versus };
          cells.push(cell);
          printCell(cell);
        }
      }
    }
    pin(process.pid, '0-1');
    if (varnishd && varnish) {
      // A kept copy is what the Varnish column measures: a pass or a miss for each request would be the instance's.
      const counted = await varnishStats(varnishd, varnish.dir);
      console.log(
        `\nVarnish over the run: ${counted['MAIN.cache_hit'] ?? 0} hits, ${counted['MAIN.cache_miss'] ?? 0} misses, ` +
          `${counted['MAIN.s_pass'] ?? 0} passes; ${counted['MAIN.n_gunzip'] ?? 0} answers unzipped for a client.`,
      );
    }
    printTargets(cells, pages);
  } finally {
    pin(process.pid, '0-1');
    for (const stop of stopping.reverse()) await stop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}

function measure(
  generator: LoadGeneratorName,
  target: Target,
  page: MeasuredPage,
  connections: number,
  duration: number,
): Promise<LoadFigures> {
  // With --spread, each request asks the next page of the kind.
  const requests = page.variants.map((variant) => target.request(variant));
  return runLoad(generator, { url: target.url, requests, connections, duration });
}

async function ask(target: Target, page: PeerPage): Promise<{ data?: Json; errors?: unknown[] }> {
  return JSON.parse(await askText(target, page)) as { data?: Json; errors?: unknown[] };
}

async function askText(target: Target, page: PeerPage): Promise<string> {
  const { method, path: asked, headers, body } = target.request(page);
  const response = await fetch(`${target.url}${asked}`, { method, headers, body });
  return response.text();
}

/**
 * The answer `target` sends to each page asked (every variant of --spread), by the body it is POSTed. Asked of the
 * cached instance before the same-data check, these are Pitchside's first reads, which build the kept standings the
 * peers read too.
 */
async function keptAnswers(target: Target, pages: MeasuredPage[]): Promise<Record<string, string>> {
  const asked = [...new Map(pages.flatMap((page) => page.variants).map((page) => [page.body, page])).values()];
  const answers: Record<string, string> = {};
  // A few at a time: --spread asks thousands.
  for (let start = 0; start < asked.length; start += 8) {
    const batch = asked.slice(start, start + 8);
    const texts = await Promise.all(batch.map((page) => askText(target, page)));
    batch.forEach((page, index) => (answers[page.body] = texts[index]));
  }
  return answers;
}

async function waitForAnswer(target: Target, page: PeerPage, process: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (process.exitCode !== null) throw new Error(`${target.label} exited (${process.exitCode}).`);
    try {
      await ask(target, page);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw new Error(`${target.label} did not answer within 2 minutes.`);
}

/** Pitchside's answer first, the one every other server's is compared with. */
async function checkPage(
  page: PeerPage,
  targets: Partial<Record<TargetName, Target>>,
): Promise<{ report: string; same: boolean }> {
  const expected = await ask(targets.pitchside!, page);
  if (expected.errors || !expected.data) {
    return { report: `Pitchside answered errors: ${JSON.stringify(expected.errors)}`, same: false };
  }
  const answers: [string, Json | undefined, unknown][] = [];
  for (const name of ['cached', 'ceiling', 'floor', 'postgraphile', 'varnish'] as const) {
    const target = targets[name];
    if (!target) continue;
    // Twice through the cache: the second is its kept copy.
    if (name === 'varnish') await ask(target, page);
    const answer = await ask(target, page);
    let data = answer.data;
    if (name === 'postgraphile' && data && !answer.errors) data = page.fromPostgraphile(data);
    answers.push([target.label, data, answer.errors]);
  }
  let same = true;
  const notes = answers.map(([label, data, errors]) => {
    const differences = errors ? [] : differ(expected.data, data, 'data');
    if (errors || differences.length > 0) same = false;
    if (errors) return `${label}: errors ${JSON.stringify(errors).slice(0, 300)}`;
    return differences.length === 0 ? `${label} same` : `${label} DIFFERS at ${differences.join('; ')}`;
  });
  const size = JSON.stringify(expected.data).length;
  return { report: `(${size} bytes) ${notes.join(' · ')}`, same };
}

/** Up to five paths where two answers differ, each with both values. */
function differ(a: unknown, b: unknown, at: string, found: string[] = []): string[] {
  if (found.length >= 5 || isDeepStrictEqual(a, b)) return found;
  if (a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) differ((a as Json)[key], (b as Json)[key], `${at}.${key}`, found);
    return found;
  }
  found.push(`${at}: Pitchside ${JSON.stringify(a)?.slice(0, 80)} vs ${JSON.stringify(b)?.slice(0, 80)}`);
  return found;
}

const ratio = (a: number, b: number) => (b > 0 ? a / b : Number.NaN);
const fixed = (value: number, digits: number, width: number) => value.toFixed(digits).padStart(width);

/** A server's median over its runs of a cell, figure by figure; failures summed. */
function medianFigures(runs: LoadFigures[]): LoadFigures {
  return {
    rps: median(runs.map((run) => run.rps)),
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
  };
}

function printCell({ page: label, connections: count, figures: f, versus }: Cell): void {
  const failed = (Object.keys(f) as TargetName[]).filter((name) => f[name]!.failures > 0);
  console.log(
    `  ${label.padEnd(11)} ${String(count).padStart(5)} |` +
      `${fixed(f.pitchside.rps, 0, 18)} ${fixed(f.pitchside.p50, 0, 4)} ${fixed(f.pitchside.p99, 0, 4)} |` +
      `${fixed(f.cached.rps, 0, 13)} ${fixed(f.cached.p99, 0, 4)} |` +
      `${fixed(f.ceiling.rps, 0, 14)} |` +
      `${fixed(f.postgraphile.rps, 0, 19)} ${fixed(f.postgraphile.p99, 0, 4)} |` +
      `${fixed(f.floor.rps, 0, 14)} ${fixed(f.floor.p99, 0, 4)} |` +
      `${fixed(versus, 2, 6)}x` +
      `${fixed(ratio(f.cached.rps, f.pitchside.rps), 1, 15)}x` +
      `${fixed(ratio(f.ceiling.rps, f.pitchside.rps), 1, 17)}x` +
      `${fixed(ratio(f.pitchside.rps, f.floor.rps) * 100, 0, 9)}%` +
      (f.varnish
        ? ` |${fixed(f.varnish.rps, 0, 14)} ${fixed(f.varnish.p99, 0, 4)}${fixed(ratio(f.varnish.rps, f.pitchside.rps), 1, 17)}x`
        : '') +
      (failed.length ? `  FAILURES: ${failed.map((name) => `${name} ${f[name]!.failures}`).join(', ')}` : ''),
  );
  if (failed.length) process.exitCode = 1;
}

/** The issue's targets, each page's worst case over the runs. */
function printTargets(cells: Cell[], pages: PeerPage[]): void {
  const withCache = cells.some((cell) => cell.figures.varnish);
  console.log('\nTargets (each page’s worst run):');
  console.log(
    '  page        uncached vs PostGraphile ≥ 1.5x   p99 pinned at 10 conns < 30 ms   cached ≥ 10x uncached (ceiling)' +
      (withCache ? '   Varnish ≥ 10x uncached' : ''),
  );
  const gain = (times: number) => `${times.toFixed(1)}x ${times >= 10 ? 'yes' : 'NO'}`;
  for (const { label } of pages) {
    const mine = cells.filter((cell) => cell.page === label);
    if (mine.length === 0) continue;
    const versus = Math.min(...mine.map((cell) => cell.versus));
    const cachedGain = Math.min(...mine.map(({ figures: f }) => ratio(f.cached.rps, f.pitchside.rps)));
    const ceilingGain = Math.min(...mine.map(({ figures: f }) => ratio(f.ceiling.rps, f.pitchside.rps)));
    const varnishGain = Math.min(
      ...mine.map(({ figures: f }) => (f.varnish ? ratio(f.varnish.rps, f.pitchside.rps) : Number.POSITIVE_INFINITY)),
    );
    const pinned10 = mine.find((cell) => cell.pinned && cell.connections === 10);
    const p99 = pinned10
      ? `${pinned10.figures.pitchside.p99.toFixed(1)} ms ${pinned10.figures.pitchside.p99 < 30 ? 'yes' : 'NO'}`
      : 'not run';
    console.log(
      `  ${label.padEnd(11)} ${`${versus.toFixed(2)}x ${versus >= 1.5 ? 'yes' : 'NO'}`.padStart(28)}` +
        `   ${p99.padStart(30)}   ${`${gain(cachedGain)} (${ceilingGain.toFixed(1)}x)`.padStart(31)}` +
        (withCache ? `   ${gain(varnishGain).padStart(22)}` : ''),
    );
  }
  console.log(
    `  vs PGL: Pitchside uncached req/s over PostGraphile's; cached/uncached: Pitchside with its response cache over without;` +
      " ceiling: Node's ceiling (bare node:http sending the same kept answers) over Pitchside uncached, the most any" +
      ' Node server could show;' +
      ` of floor: Pitchside uncached as a share of the SQL floor's req/s. ${Object.keys(FLOOR_STATEMENTS).length} pages;` +
      ' the leaders and player pages have no peer here (their figures fold the event log).' +
      (withCache
        ? " Varnish: each page's GET through docker/varnish/default.vcl in front of the cached instance (its kept" +
          ' copy after the first), over Pitchside uncached.'
        : ''),
  );
}
