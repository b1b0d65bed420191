// Drives the public pages' real GraphQL documents and a public REST route against a production-like
// server (its own process, demo data) and prints throughput, latency and failures.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { print, type DocumentNode } from 'graphql';
import pg from 'pg';
import {
  LandingDocument,
  MatchPageDocument,
  StandingsPageDocument,
  TournamentPageDocument,
} from '../web/src/gql/graphql.js';
import type { PageIds } from './peers/pages.js';

/** Where the bench compiles the server: inside the repository, so the build finds its node_modules and root. */
const BENCH_BUILD = 'node_modules/.cache/pitchside-bench-server';
let built = false;

/**
 * The server's entry as production runs it (`npm start`: tsc's JavaScript under plain node), compiled from
 * the sources once per bench run so a stale dist/ cannot mislead. Through tsx, whose hooks sit on every
 * `require`, a kept answer cost about a fifth more CPU (Apollo requires `crypto` for each request's hash).
 */
export function serverEntry(): string {
  if (!built) {
    console.log(`Compiling the server (tsc -p tsconfig.server.json) into ${BENCH_BUILD}…`);
    rmSync(BENCH_BUILD, { recursive: true, force: true });
    execFileSync(
      process.execPath,
      ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.server.json', '--outDir', BENCH_BUILD],
      {
        stdio: 'inherit',
      },
    );
    built = true;
  }
  return path.join(BENCH_BUILD, 'server/src/app/main.js');
}

/** The anonymous-read budget the bench gives the server: one load generator is one address. */
const BENCH_ANONYMOUS_READS = '100000000';

export async function runLoad(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      connections: { type: 'string', default: '200' },
      duration: { type: 'string', default: '60' },
      database: { type: 'string', default: 'embedded' },
      'database-url': { type: 'string', default: 'postgresql://postgres@127.0.0.1:5432/pitchside_bench' },
    },
  });
  const connections = Number(values.connections);
  const duration = Number(values.duration);
  if (values.database !== 'embedded' && values.database !== 'postgres') {
    throw new Error('--database: embedded or postgres');
  }
  const databaseUrl = values.database === 'postgres' ? values['database-url'] : undefined;
  if (databaseUrl) await ensureDatabase(databaseUrl);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'pitchside-bench-'));
  const port = await freePort();
  const server = startServer({ port, dataDir, databaseUrl });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, server);
    const ids = await demoPageIds(baseUrl);
    const requests = pageRequests(ids);
    console.log(
      `Load: ${connections} connections for ${duration} s on the ${values.database} database` +
        ` (${databaseUrl ?? 'PGlite in ' + dataDir}), demo data, NODE_ENV=production.`,
    );
    console.log(
      `Rate limit: RATE_LIMIT_ANONYMOUS_READS=${BENCH_ANONYMOUS_READS} for this run (every request comes from one address).`,
    );
    console.log(`Each connection cycles: ${requests.map((request) => request.label).join(', ')}.`);
    const result = await autocannon({
      url: baseUrl,
      connections,
      duration,
      timeout: 30,
      requests: requests.map(({ label: _label, ...request }) => request),
    });
    console.log('');
    console.log(`throughput  ${result.requests.average.toFixed(0)} req/s (${result.requests.total} requests)`);
    console.log(`latency     p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
    console.log(`2xx         ${result['2xx']}`);
    console.log(`non-2xx     ${result.non2xx}`);
    console.log(`errors      ${result.errors} (timeouts ${result.timeouts})`);
    if (result.errors > 0 || result.non2xx > 0) process.exitCode = 1;
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function pageRequests({ tournament: tournamentId, match: matchId }: PageIds) {
  const graphql = (label: string, document: DocumentNode, variables: Record<string, unknown>) => ({
    label,
    method: 'POST' as const,
    path: '/graphql',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: print(document), variables }),
  });
  return [
    // The landing page's limits (web/src/features/home/HomeRoute.tsx, LANDING_LIMITS).
    graphql('landing', LandingDocument, {
      live: 2,
      results: 3,
      upcoming: 4,
      followed: [],
      following: false,
      followedSize: 6,
      tournaments: 3,
    }),
    // The tournament page's limits (web/src/features/tournaments/TournamentRoute.tsx, TOURNAMENT_LIMITS).
    graphql('tournament', TournamentPageDocument, { id: tournamentId, live: 20, upcoming: 5, recent: 5 }),
    graphql('match', MatchPageDocument, { id: matchId }),
    graphql('standings', StandingsPageDocument, { id: tournamentId }),
    {
      label: `GET /api/public/tournaments/${tournamentId}/matches`,
      method: 'GET' as const,
      path: `/api/public/tournaments/${tournamentId}/matches`,
    },
  ];
}

/** The demo data's most recent result: its tournament, itself and its home team, the pages every bench reads. */
export async function demoPageIds(baseUrl: string): Promise<PageIds> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ recentResults(limit: 1) { id tournament { id } homeTeam { id } } }' }),
  });
  const body = (await response.json()) as {
    data?: { recentResults: { id: number; tournament: { id: number }; homeTeam: { id: number } | null }[] };
  };
  const match = body.data?.recentResults[0];
  if (!match?.homeTeam) throw new Error(`The demo data has no completed match: ${JSON.stringify(body)}`);
  return { tournament: match.tournament.id, match: match.id, team: match.homeTeam.id };
}

export function startServer(options: {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  env?: NodeJS.ProcessEnv;
  /** Node's own options, before the entry (bench/gc-promotion.ts's probe). */
  nodeOptions?: string[];
}): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${options.port}`,
    DATA_DIR: options.dataDir,
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    SESSION_SECRET: 'bench-session-secret-not-for-real-use',
    // Production refuses the local sign-in provider; the bench never signs in.
    GOOGLE_CLIENT_ID: 'bench',
    GOOGLE_CLIENT_SECRET: 'bench',
    RATE_LIMIT_ANONYMOUS_READS: BENCH_ANONYMOUS_READS,
    ...options.env,
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  // Outside production the local provider signs people in (bench/busy-day.ts's scorer).
  if (env.NODE_ENV !== 'production') {
    delete env.GOOGLE_CLIENT_ID;
    delete env.GOOGLE_CLIENT_SECRET;
  }
  const entry = serverEntry();
  console.log(`Starting ${entry} in its own process…`);
  return spawn(process.execPath, [...(options.nodeOptions ?? []), entry], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

export async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}.`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not become healthy within 3 minutes.');
}

export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Creates the bench database when it does not exist (the server migrates and seeds it). */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await admin.end();
  }
}
