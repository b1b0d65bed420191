// Issue 48: one attacker floods the GraphQL WebSocket with subscribe messages (in bursts of 10,000, without
// stopping, opening another socket as soon as one is closed) while 200 ordinary visitors read the match page over HTTP. Prints the
// visitors' p50/p99 without the attacker and with it, and what the attacker got. Every client has an
// address of its own (X-Forwarded-For behind TRUST_PROXY), so the shipped per-address budgets apply.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { print } from 'graphql';
import WebSocket from 'ws';
import { MatchPageDocument } from '../web/src/gql/graphql.js';
import { demoPageIds, ensureDatabase, freePort, startServer, stopServer, waitForHealth } from './load.js';

const ATTACKER_ADDRESS = '203.0.113.66';
const FLOOD_QUERY = 'subscription { liveMatchesUpdated { id } }';
/** Frames the attacker writes per turn of its event loop, so its own sending does not stall the readers' clock. */
const FRAMES_PER_TURN = 500;

type Phase = {
  p50: number;
  p99: number;
  max: number;
  requests: number;
  perSecond: number;
  non2xx: number;
  /** CPU seconds the server and this process (the readers' and the attacker's clients) spent. */
  serverCpu: number;
  benchCpu: number;
};
type Attack = { sockets: number; sent: number; refused: number; closes: Map<string, number> };

export async function runWebSocketFlood(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      clients: { type: 'string', default: '200' },
      duration: { type: 'string', default: '15' },
      messages: { type: 'string', default: '10000' },
      'database-url': { type: 'string', default: 'postgresql://postgres@127.0.0.1:5432/pitchside_bench' },
    },
  });
  const clients = Number(values.clients);
  const duration = Number(values.duration);
  const messages = Number(values.messages);
  const databaseUrl = values['database-url'];
  await ensureDatabase(databaseUrl);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'pitchside-bench-'));
  const port = await freePort();
  // The shipped limits (anonymous reads, sockets per address, subscriptions per socket), not the bench's.
  const server = startServer({
    port,
    dataDir,
    databaseUrl,
    env: { TRUST_PROXY: 'true', RATE_LIMIT_ANONYMOUS_READS: '6000' },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, server);
    const { match: matchId } = await demoPageIds(baseUrl);
    console.log(
      `WebSocket flood: ${clients} visitors read the match page (POST /graphql) for ${duration} s, first alone, ` +
        `then while one attacker sends ${messages} subscribe messages a socket, reopening each one closed.`,
    );
    const read = async () => {
      const server0 = cpuSeconds(server.pid);
      const bench0 = process.cpuUsage();
      const phase = await readers(baseUrl, clients, duration, matchId);
      const bench = process.cpuUsage(bench0);
      return {
        ...phase,
        serverCpu: cpuSeconds(server.pid) - server0,
        benchCpu: (bench.user + bench.system) / 1e6,
      };
    };
    const alone = await read();
    const attack: Attack = { sockets: 0, sent: 0, refused: 0, closes: new Map() };
    let attacking = true;
    const attacker = (async () => {
      while (attacking) await floodOnce(baseUrl, messages, attack, () => attacking);
    })();
    const flooded = await read();
    attacking = false;
    await attacker;

    console.log('');
    console.log(
      `machine     ${cpus().length} CPUs, load average ${loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')} (the bench's clients and the server share them)`,
    );
    report('alone', alone);
    report('flooded', flooded);
    const closes = [...attack.closes].map(([code, count]) => `${count} × ${code}`).join(', ') || 'none';
    console.log(
      `attacker    ${attack.sockets} sockets, ${attack.sent} subscribe messages sent, ${attack.refused} refusals ` +
        `answered; closed: ${closes}`,
    );
    if (alone.non2xx > 0 || flooded.non2xx > 0) process.exitCode = 1;
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(label: string, phase: Phase): void {
  console.log(
    `${label.padEnd(11)} p50 ${phase.p50} ms, p99 ${phase.p99} ms, max ${phase.max} ms; ` +
      `${phase.perSecond.toFixed(0)} req/s (${phase.requests} requests, ${phase.non2xx} non-2xx); ` +
      `CPU: server ${phase.serverCpu.toFixed(1)} s, bench clients ${phase.benchCpu.toFixed(1)} s`,
  );
}

/** The visitors: one keep-alive connection each, each from an address of its own. */
/** User and system CPU seconds of a process so far (Linux /proc; NaN elsewhere). */
function cpuSeconds(pid: number | undefined): number {
  try {
    // Fields 14 and 15 of /proc/PID/stat, after the command name in parentheses, in clock ticks (100 a second).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

async function readers(
  baseUrl: string,
  clients: number,
  duration: number,
  matchId: number,
): Promise<Omit<Phase, 'serverCpu' | 'benchCpu'>> {
  let next = 0;
  const headers = { 'content-type': 'application/json' };
  const result = await autocannon({
    url: `${baseUrl}/graphql`,
    connections: clients,
    duration,
    timeout: 30,
    method: 'POST',
    headers,
    body: JSON.stringify({ query: print(MatchPageDocument), variables: { id: matchId } }),
    setupClient: (client) => {
      next += 1;
      client.setHeaders({ ...headers, 'x-forwarded-for': `10.0.${Math.floor(next / 250)}.${next % 250}` });
    },
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    requests: result.requests.total,
    perSecond: result.requests.average,
    non2xx: result.non2xx + result.errors,
  };
}

/**
 * One attacker socket: subscribe messages without pause (batches of `messages`, as fast as the socket
 * drains) until the server closes it or the phase ends.
 */
async function floodOnce(baseUrl: string, messages: number, attack: Attack, going: () => boolean): Promise<void> {
  const count = (key: string) => attack.closes.set(key, (attack.closes.get(key) ?? 0) + 1);
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', {
    headers: { 'x-forwarded-for': ATTACKER_ADDRESS },
  });
  socket.on('error', () => {});
  let refusedAtUpgrade = false;
  // Too many sockets from this address: HTTP 429 before the upgrade.
  socket.once('unexpected-response', (_request, response) => {
    refusedAtUpgrade = true;
    count(`HTTP ${response.statusCode}`);
    socket.terminate();
  });
  const closed = new Promise<void>((resolve) =>
    socket.once('close', (code) => {
      if (!refusedAtUpgrade) count(String(code));
      resolve();
    }),
  );
  const acknowledged = new Promise<boolean>((resolve) => {
    socket.on('message', (raw: Buffer) => {
      const frame = JSON.parse(raw.toString()) as { type: string };
      if (frame.type === 'connection_ack') resolve(true);
      else if (frame.type === 'error') attack.refused += 1;
    });
    void closed.then(() => resolve(false));
  });
  socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
  if (await acknowledged) {
    attack.sockets += 1;
    const socketNumber = attack.sockets;
    for (let index = 0; socket.readyState === WebSocket.OPEN && going(); index++) {
      socket.send(
        JSON.stringify({ id: `${socketNumber}-${index}`, type: 'subscribe', payload: { query: FLOOD_QUERY } }),
      );
      attack.sent += 1;
      if (index % FRAMES_PER_TURN === FRAMES_PER_TURN - 1) {
        // Keeps the attacker's own buffer bounded when the server reads slower than it writes.
        do await new Promise((resolve) => setImmediate(resolve));
        while (socket.bufferedAmount > 4 * 1024 * 1024 && socket.readyState === WebSocket.OPEN && going());
      }
      // A burst sent and the socket still open: the next one after a moment.
      if (index % messages === messages - 1) await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  socket.terminate();
  await closed;
  if (refusedAtUpgrade) await new Promise((resolve) => setTimeout(resolve, 20));
}
