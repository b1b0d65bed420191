// A final day: 1,000 fans on one match page, spread over two instances that share PostgreSQL and Redis.
// The scorer records each ball on one instance; every fan's WebSocket (graphql-ws, the match page's
// own subscription document) must receive it. Prints the time from the scoring request to each
// subscriber's push, and the SQL statements each ball costs on both instances, pinned (this client on CPU 0, both
// instances on CPU 1) and unpinned. The instances run as in production (NODE_ENV=production, LOG_LEVEL=warn):
// the scorer's session is written to the session store, as a sign-in leaves it, and statements are counted
// by /metrics.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { sign } from 'cookie-signature';
import { readFileSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { print } from 'graphql';
import pg from 'pg';
import WebSocket from 'ws';
import { Club } from '../server/src/modules/clubs/club.entity.js';
import { Match } from '../server/src/modules/matches/match.entity.js';
import { Team } from '../server/src/modules/teams/team.entity.js';
import { Sport, Tournament, TournamentType } from '../server/src/modules/tournaments/tournament.entity.js';
import { Role, User } from '../server/src/modules/users/user.entity.js';
import { openDatabase } from '../server/src/db/orm.js';
import { SESSION_COOKIE } from '../server/src/auth/session.js';
import { LiveMatchDocument } from '../web/src/gql/graphql.js';
import { serverEntry } from './load.js';
import { pin, pinningModes, pinRun } from './pinning.js';
import { pushedSeq } from './push-seq.js';
import { openRawSubscription } from './raw-subscriber.js';

export const RecordDelivery = /* GraphQL */ `
  mutation ($matchId: Int!, $key: String!, $afterSeq: Int!, $input: DeliveryInput!) {
    recordDelivery(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) {
      seq
    }
  }
`;

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

export type Instance = { name: string; url: string; process: ChildProcess };

const SESSION_SECRET = 'bench-session-secret-not-for-real-use';
/** The instances' METRICS_TOKEN: the benches read their counts from /metrics (`readMetrics`). */
export const METRICS_TOKEN = 'bench-metrics-token-not-for-real-use';
/** Balls scored once the fans are in, before the measured ones: the fan-out's code warms up (JIT) on them. */
const WARM_UP_BALLS = 3;

export async function runFanout(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      subscribers: { type: 'string', default: '1000' },
      balls: { type: 'string', default: '30' },
      'database-url': { type: 'string', default: 'postgresql://postgres@127.0.0.1:5432/postgres' },
      'redis-url': { type: 'string', default: 'redis://127.0.0.1:6379' },
      pinning: { type: 'string', default: 'both' },
      // Fans who opened the page over the last N balls: each subscribes with the seq its page showed
      // (afterSeq), as the visitor's match page does. 0: no afterSeq (every fan alike).
      'opened-over': { type: 'string', default: '0' },
    },
  });
  const modes = pinningModes(values.pinning);
  const subscribers = Number(values.subscribers);
  const balls = Number(values.balls);
  const openedOver = Number(values['opened-over']);
  const database = await freshDatabase(values['database-url']);
  const run = `pitchside-bench-${randomUUID()}:`;
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: values['redis-url'],
    PUBSUB_CHANNEL_PREFIX: `${run}events:`,
    RATE_LIMIT_REDIS_PREFIX: `${run}rate:`,
    // Every fan is this one address here.
    WS_MAX_SOCKETS_PER_CLIENT: String(subscribers + 10),
    METRICS_TOKEN,
  };
  console.log(`Fan-out: ${subscribers} subscribers over two instances, ${balls} balls, PostgreSQL + Redis.`);
  console.log('Starting two instances (the compiled server) on a fresh database…');
  const production = { production: true };
  const instances = await Promise.all([startInstance('A', env, production), startInstance('B', env, production)]);
  const sockets: Socket[] = [];
  try {
    await Promise.all(instances.map(waitForReady));
    const fixture = await arrange(database.url);
    const scorerCookie = await storedSessionCookie(database.url, fixture.scorerId);

    // The first ball opens the innings: no subscriber yet, so its cost is the scoring alone.
    let seq = 0;
    const bowlOne = async () => {
      const response = await gql<{ recordDelivery: { seq: number } }>(instances[0].url, scorerCookie, RecordDelivery, {
        matchId: fixture.matchId,
        key: `b${seq + 1}`,
        afterSeq: seq,
        input: delivery(seq, fixture.homeTeamId),
      });
      if (!response.data?.recordDelivery) throw new Error(`scoring failed: ${JSON.stringify(response.errors)}`);
      seq = response.data.recordDelivery.seq;
    };
    const baselineBalls = 6;
    // Warm-up: an over and a ball, so both bowlers and batters are on the rosters (their first ball adds them),
    // then the balls the fans arrived over.
    for (let i = 0; i < 7; i += 1) await bowlOne();
    for (let i = 0; i < openedOver; i += 1) await bowlOne();
    const beforeBaseline = await totalStatements(instances);
    for (let i = 0; i < baselineBalls; i += 1) await bowlOne();
    const scoringAlone = ((await totalStatements(instances)) - beforeBaseline) / baselineBalls;

    console.log(
      `Opening ${subscribers} WebSockets (alternating A and B)` +
        (openedOver > 0 ? `, each fan's page read at one of the last ${openedOver} balls (afterSeq)…` : '…'),
    );
    const arrivals = new Map<number, number[]>();
    let pushBytes = 0;
    const query = print(LiveMatchDocument);
    for (let i = 0; i < subscribers; i += 1) {
      const instance = instances[i % 2];
      const shown = openedOver > 0 ? { afterSeq: seq - (i % openedOver) } : {};
      sockets.push(
        await openSubscriber(instance.url, query, { matchId: fixture.matchId, ...shown }, (pushedSeq, bytes) => {
          const list = arrivals.get(pushedSeq);
          if (list) list.push(performance.now());
          pushBytes = bytes;
        }),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (let i = 0; i < WARM_UP_BALLS; i += 1) await bowlOne();
    await new Promise((resolve) => setTimeout(resolve, 500));

    /** `balls` balls, each timed from the scoring request to every subscriber's push. */
    const bowlMeasured = async () => {
      const latencies: number[] = [];
      const answered: number[] = [];
      let missing = 0;
      const beforeRun = await totalStatements(instances);
      const cpuBefore = instances.map(cpuTimes);
      const clientBefore = process.cpuUsage();
      for (let i = 0; i < balls; i += 1) {
        const expected = seq + 1;
        const received: number[] = [];
        arrivals.set(expected, received);
        const started = performance.now();
        await bowlOne();
        answered.push(performance.now() - started);
        const deadline = started + 10_000;
        while (received.length < subscribers && performance.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 2));
        }
        missing += subscribers - received.length;
        for (const at of received) latencies.push(at - started);
        arrivals.delete(expected);
        // A scorer's pace is seconds a ball; a short pause keeps one ball's fan-out from overlapping the next.
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const client = process.cpuUsage(clientBefore);
      const cpuSpent = instances.map(cpuTimes).map((after, i) => ({
        user: after.user - cpuBefore[i].user,
        system: after.system - cpuBefore[i].system,
      }));
      latencies.sort((x, y) => x - y);
      answered.sort((x, y) => x - y);
      const perBall = ((await totalStatements(instances)) - beforeRun) / balls;
      return { latencies, answered, missing, perBall, cpuSpent, client };
    };

    console.log('');
    console.log(
      `machine     ${cpus().length} CPUs, load average ${loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')}; PostgreSQL and Redis stay on both`,
    );
    console.log(`watchers    ${(await Promise.all(instances.map(broadcastCounts))).join(', ')}`);
    for (const pinned of modes) {
      pinRun(pinned, [instances[0].process.pid, instances[1].process.pid]);
      const { latencies, answered, missing, perBall, cpuSpent, client } = await bowlMeasured();
      console.log(
        pinned
          ? '\nPinned: the bench client on CPU 0, both instances on CPU 1'
          : '\nUnpinned: the bench client and both instances on both CPUs',
      );
      console.log(
        `scoring     the scoring request answered: p50 ${percentile(answered, 0.5).toFixed(1)} ms, p99 ${percentile(answered, 0.99).toFixed(1)} ms`,
      );
      console.log(
        `pushes      ${latencies.length} of ${subscribers * balls} (${missing} missing), ${pushBytes} bytes each`,
      );
      console.log(
        `latency     scoring request sent -> subscriber has the ball: p50 ${percentile(latencies, 0.5).toFixed(1)} ms, ` +
          `p99 ${percentile(latencies, 0.99).toFixed(1)} ms, max ${latencies.at(-1)?.toFixed(1)} ms`,
      );
      console.log(
        `SQL         ${perBall.toFixed(1)} statements per ball on both instances with ${subscribers} subscribers; ` +
          `${scoringAlone.toFixed(1)} with none (the scoring itself): ${(perBall - scoringAlone).toFixed(1)} for the fan-out`,
      );
      if (cpuSpent.every((spent) => Number.isFinite(spent.user))) {
        const perBallMs = (ms: number) => (ms / balls).toFixed(1);
        console.log(
          `CPU         per ball, each instance's user + system: ` +
            cpuSpent
              .map((spent, i) => `${instances[i].name} ${perBallMs(spent.user)} + ${perBallMs(spent.system)} ms`)
              .join(', ') +
            `; this client (reading every push) ${perBallMs(client.user / 1000)} + ${perBallMs(client.system / 1000)} ms`,
        );
      }
      if (missing > 0) process.exitCode = 1;
    }
    pin(process.pid, '0-1');
  } finally {
    for (const socket of sockets) socket.destroy();
    await Promise.all(instances.map(stopInstance));
    await database.drop();
  }
}

/** Each series an instance's /metrics reports (started with METRICS_TOKEN), with its value. */
export async function readMetrics(instance: Instance): Promise<{ series: string; value: number }[]> {
  const response = await fetch(`${instance.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  if (!response.ok) throw new Error(`${instance.name}'s /metrics answered ${response.status}`);
  return (await response.text())
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [series, value] = line.split(' ');
      return { series, value: Number(value) };
    });
}

/** How an instance holds its fans: its broadcast groups and the watchers in them, as its /metrics count them. */
async function broadcastCounts(instance: Instance): Promise<string> {
  const series = await readMetrics(instance);
  const value = (name: string) => series.find((one) => one.series === name)?.value ?? 0;
  return (
    `${instance.name} ${value('pitchside_broadcast_watchers')} in ${value('pitchside_broadcast_groups')} ` +
    `broadcast group(s) (${value('pitchside_websocket_connections')} sockets)`
  );
}

/** Linux's USER_HZ, the unit of /proc's CPU times, on every platform Node runs Linux on. */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * A process's CPU time so far in ms, user and system apart, from /proc (Linux); NaN elsewhere. Each push's
 * frame is a write to a socket: the kernel's share is system time.
 */
function cpuTimes(instance: Instance): { user: number; system: number } {
  try {
    const stat = readFileSync(`/proc/${instance.process.pid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis; utime and stime are the 14th and 15th of the line.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const tick = 1000 / CLOCK_TICKS_PER_SECOND;
    return { user: Number(fields[11]) * tick, system: Number(fields[12]) * tick };
  } catch {
    return { user: Number.NaN, system: Number.NaN };
  }
}

/** The SQL statements both instances sent so far, as their /metrics count them. */
async function totalStatements(instances: Instance[]): Promise<number> {
  let statements = 0;
  for (const metrics of await Promise.all(instances.map(readMetrics))) {
    for (const { series, value } of metrics)
      if (series.startsWith('pitchside_sql_statements_total')) statements += value;
  }
  return statements;
}

/**
 * A signed-in person's cookie for production instances, which have no local provider to sign in with: the
 * session written to the session store (connect-pg-simple's table) as a sign-in leaves it, and its id signed
 * with SESSION_SECRET as express-session signs it.
 */
async function storedSessionCookie(databaseUrl: string, userId: number): Promise<string> {
  const sid = randomUUID();
  const day = 24 * 60 * 60 * 1000;
  const expires = new Date(Date.now() + day);
  const cookie = { originalMaxAge: day, expires, secure: false, httpOnly: true, path: '/', sameSite: 'lax' };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('insert into "session" ("sid", "sess", "expire") values ($1, $2, $3)', [
      sid,
      JSON.stringify({ cookie, userId }),
      expires,
    ]);
  } finally {
    await client.end();
  }
  return `${SESSION_COOKIE}=${encodeURIComponent(`s:${sign(sid, SESSION_SECRET)}`)}`;
}

/** Deliveries of a plausible innings: the strike changes on odd runs and at the end of each over. */
export function delivery(seq: number, battingTeamId: number): Record<string, unknown> {
  const runs = [0, 1, 4, 0, 2, 1][seq % 6];
  const over = Math.floor(seq / 6);
  // Strike before this ball: count the changes so far.
  let onStrike = 0;
  for (let i = 0; i < seq; i += 1) {
    if ([0, 1, 4, 0, 2, 1][i % 6] % 2 === 1) onStrike ^= 1;
    if (i % 6 === 5) onStrike ^= 1;
  }
  const batters = ['Ann', 'Bea'];
  return {
    innings: 1,
    battingTeamId: seq === 0 ? battingTeamId : undefined,
    batter: { name: batters[onStrike] },
    nonStriker: { name: batters[onStrike ^ 1] },
    bowler: { name: over % 2 === 0 ? 'Cy' : 'Di' },
    runs,
  };
}

export async function arrange(databaseUrl: string) {
  const database = await openDatabase({ databaseUrl, dataDir: undefined, poolSize: 1 });
  try {
    const em = database.orm.em.fork();
    const person = (email: string, role: Role) =>
      em.create(User, {
        googleSub: `local:${email}`,
        email,
        name: email.split('@')[0],
        role,
        hasChosenRole: true,
        isActive: true,
        isAccountActivated: true,
        activatedAt: new Date(),
      });
    const creator = person('organiser@example.test', Role.tournament_creator);
    const scorer = person('scorer@example.test', Role.referee);
    const club = em.create(Club, { name: 'Bench club', owner: creator, isActive: true });
    const home = em.create(Team, { name: 'Harbour Lights', club });
    const away = em.create(Team, { name: 'Coral Reef', club });
    const tournament = em.create(Tournament, {
      name: 'Final day',
      creator,
      sport: Sport.cricket,
      tournamentType: TournamentType.round_robin,
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      isPublished: true,
    });
    const match = em.create(Match, { tournament, homeTeam: home, awayTeam: away, scorer });
    await em.flush();
    return { matchId: match.id, homeTeamId: home.id, scorerEmail: scorer.email, scorerId: scorer.id };
  } finally {
    await database.close();
  }
}

/**
 * A fan's subscription, whose push's seq is handed to `onSeq` as it arrives. Lean on purpose: one process reads
 * every fan's push (10,000 a ball): the frames are read off a bare socket (raw-subscriber.ts) and the seq from
 * their bytes (push-seq.ts), without ws's receiver, a UTF-8 check or a JSON parse, which cost this process more
 * CPU per ball than the instances spent sending (its CPU per ball is printed).
 */
function openSubscriber(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown>,
  onSeq: (seq: number, bytes: number) => void,
): Promise<Socket> {
  return openRawSubscription(baseUrl, query, variables, (payload) => {
    const seq = pushedSeq(payload);
    if (seq !== null) onSeq(seq, payload.length);
  });
}

/** One subscription over the graphql-ws protocol on its own socket: each push's `data` is handed to `onNext`. */
export function openSubscription(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown>,
  onNext: (data: Record<string, unknown>) => void,
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
    socket.once('error', reject);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
    socket.on('message', (raw: Buffer) => {
      const message = JSON.parse(raw.toString()) as { type: string; payload?: { data?: Record<string, unknown> } };
      if (message.type === 'connection_ack') {
        socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query, variables } }));
        resolve(socket);
      } else if (message.type === 'next' && message.payload?.data) {
        onNext(message.payload.data);
      } else if (message.type === 'ping') {
        socket.send(JSON.stringify({ type: 'pong' }));
      }
    });
  });
}

export async function gql<Data>(
  baseUrl: string,
  cookie: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<{ data?: Data; errors?: unknown[] }> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: Data; errors?: unknown[] };
}

/** The local provider's sign-in (not production), as the app's own code flow runs it. */
export async function signIn(baseUrl: string, email: string): Promise<string> {
  const cookies = new Map<string, string>();
  const call = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('cookie', [...cookies.values()].join('; '));
    const response = await fetch(new URL(path, baseUrl), { ...init, headers, redirect: 'manual' });
    for (const entry of response.headers.getSetCookie()) {
      const [pair] = entry.split(';');
      cookies.set(pair.split('=')[0], pair);
    }
    return response;
  };
  const start = (await (await call('/api/oauth/google/redirect_url')).json()) as { redirectUrl: string };
  const authorize = new URL(start.redirectUrl, baseUrl);
  authorize.searchParams.set('login_hint', email);
  const provider = await call(authorize.pathname + authorize.search);
  const callback = new URL(provider.headers.get('location') ?? '', baseUrl);
  const session = await call('/api/sessions', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code: callback.searchParams.get('code'), state: callback.searchParams.get('state') }),
  });
  if (!session.ok) throw new Error(`sign-in failed: ${session.status}`);
  return [...cookies.values()].join('; ');
}

/**
 * One instance of the compiled server. In development (the default) the local provider signs people in
 * (`signIn`); `production` runs it as deployed, where only a stored session (`storedSessionCookie`) does.
 */
export async function startInstance(
  name: string,
  env: Record<string, string>,
  { production = false } = {},
): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry()], {
    env: {
      ...process.env,
      NODE_ENV: production ? 'production' : 'development',
      // Production asks for a Google client; the bench never signs in through it.
      ...(production ? { GOOGLE_CLIENT_ID: 'bench', GOOGLE_CLIENT_SECRET: 'bench' } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://127.0.0.1',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST: 'no-web-build',
      SESSION_SECRET,
      RATE_LIMIT_ANONYMOUS_READS: '100000000',
      RATE_LIMIT_MUTATIONS: '100000000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return { name, url: `http://127.0.0.1:${port}`, process: child };
}

export async function waitForReady(instance: Instance): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (instance.process.exitCode !== null) throw new Error(`Instance ${instance.name} exited.`);
    const ok = await fetch(`${instance.url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Instance ${instance.name} was not ready within 3 minutes.`);
}

export async function stopInstance(instance: Instance): Promise<void> {
  if (instance.process.exitCode !== null) return;
  const exited = new Promise((resolve) => instance.process.once('exit', resolve));
  instance.process.kill('SIGTERM');
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

/** An empty database beside `base`'s, dropped at the end: the instances migrate it together. */
export async function freshDatabase(
  base: string,
  prefix = 'pitchside_fanout',
): Promise<{ url: string; drop(): Promise<void> }> {
  const url = new URL(base);
  const name = `${prefix}_${randomUUID().slice(0, 8)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: base, connectionTimeoutMillis: 5000 });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists "${name}" with (force)`) };
}
