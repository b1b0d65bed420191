// wrk (Debian's package: a load generator in C) as the peers bench's load generator. autocannon, in JavaScript,
// spends ~30-40 us of its one pinned CPU per request: at 20,000-30,000 req/s it measures itself, not a cache in
// front (Varnish answered the match page at 32,000 req/s with that CPU at its limit). wrk spends a few us.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** One request a run sends: with several, each connection's next request is the next of the list. */
export type WrkRequest = { method: string; path: string; headers: Record<string, string>; body?: string };
export type WrkFigures = { rps: number; p50: number; p99: number; failures: number };

/** Whether wrk is installed (`apt-get install wrk`). */
export function hasWrk(): boolean {
  return spawnSync('wrk', ['--version']).error === undefined;
}

/** A Lua string literal of any text: every byte but plain printable ASCII as a decimal escape. */
export function luaString(text: string): string {
  let literal = '"';
  for (const byte of Buffer.from(text, 'utf8')) {
    const plain = byte >= 0x20 && byte < 0x7f && byte !== 0x22 && byte !== 0x5c;
    literal += plain ? String.fromCharCode(byte) : `\\${byte}`;
  }
  return `${literal}"`;
}

/** wrk's script: the method, headers and body of the requests; several are sent in turn. */
export function wrkScript(requests: readonly WrkRequest[]): string {
  const [first] = requests;
  const lines = [`wrk.method = ${luaString(first.method)}`];
  for (const [name, value] of Object.entries(first.headers))
    lines.push(`wrk.headers[${luaString(name)}] = ${luaString(value)}`);
  if (requests.length === 1) {
    lines.push(`wrk.path = ${luaString(first.path)}`);
    if (first.body !== undefined) lines.push(`wrk.body = ${luaString(first.body)}`);
    return `${lines.join('\n')}\n`;
  }
  lines.push('local requests = {');
  for (const request of requests) {
    lines.push(`  { ${luaString(request.path)}, ${request.body === undefined ? 'nil' : luaString(request.body)} },`);
  }
  lines.push('}', 'local turn = 0', 'request = function()');
  lines.push(
    '  turn = turn % #requests + 1',
    '  return wrk.format(nil, requests[turn][1], nil, requests[turn][2])',
    'end',
  );
  return `${lines.join('\n')}\n`;
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function milliseconds(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match) throw new Error(`wrk: unreadable latency "${text}"`);
  return Number(match[1]) * UNIT_MS[match[2]];
}

/** The figures of wrk's report (`--latency`): requests per second, the median and the 99th percentile, failures. */
export function readWrkReport(report: string): WrkFigures {
  const rps = /^Requests\/sec:\s+([\d.]+)/m.exec(report);
  const p50 = /^\s+50%\s+(\S+)/m.exec(report);
  const p99 = /^\s+99%\s+(\S+)/m.exec(report);
  if (!rps || !p50 || !p99) throw new Error(`wrk: unreadable report\n${report}`);
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(report);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(report);
  const errors = socket ? socket.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0;
  return {
    rps: Number(rps[1]),
    p50: milliseconds(p50[1]),
    p99: milliseconds(p99[1]),
    failures: Number(non2xx?.[1] ?? 0) + errors,
  };
}

/** One wrk run on one thread (the CPU this process is pinned to, which wrk inherits) against `origin`. */
export async function runWrk(
  origin: string,
  requests: readonly WrkRequest[],
  connections: number,
  seconds: number,
): Promise<WrkFigures> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pitchside-wrk-'));
  const script = path.join(dir, 'requests.lua');
  writeFileSync(script, wrkScript(requests));
  try {
    const child = spawn(
      'wrk',
      [
        '-t1',
        `-c${connections}`,
        `-d${seconds}s`,
        '--timeout',
        '30s',
        '--latency',
        '-s',
        script,
        `${origin}${requests[0].path}`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let report = '';
    child.stdout.on('data', (chunk: Buffer) => (report += chunk.toString()));
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', resolve);
    });
    if (code !== 0) throw new Error(`wrk exited with ${code}\n${report}`);
    return readWrkReport(report);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
