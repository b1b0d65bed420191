// The load generator of bench/peers.ts: wrk where it is installed, else autocannon. autocannon runs in the bench's
// own Node process, and on this 2-CPU machine its CPU is taken from PostgreSQL (pinned, both share CPU 0) and its
// event loop's delays count in every latency it reads; wrk is C on epoll. Same server, same 5 s (uncached):
// landing 514-856 -> 653-973 req/s and p99 39-68 -> 25-54 ms, team 663-708 -> 891-1,085 and 35-47 -> 20 ms.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export type LoadGeneratorName = 'wrk' | 'autocannon';

/** One request a run sends; a run of several sends each in turn. */
export type LoadRequest = { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string };

/** A run's figures: requests a second, latency in milliseconds, and the requests that failed or were refused. */
export type LoadFigures = { rps: number; p50: number; p99: number; failures: number };

export type LoadRun = { url: string; requests: readonly LoadRequest[]; connections: number; duration: number };

/** `choice` when given (refused if it is wrk and wrk is missing), else wrk where installed, else autocannon. */
export function loadGeneratorNamed(choice: string | undefined): LoadGeneratorName {
  const hasWrk = spawnSync('wrk', ['--version']).error === undefined;
  if (choice === undefined) return hasWrk ? 'wrk' : 'autocannon';
  if (choice !== 'wrk' && choice !== 'autocannon') throw new Error('--load-generator: wrk or autocannon');
  if (choice === 'wrk' && !hasWrk) throw new Error('--load-generator wrk: wrk is not installed (apt-get install wrk)');
  return choice;
}

export function runLoad(generator: LoadGeneratorName, run: LoadRun): Promise<LoadFigures> {
  return generator === 'wrk' ? runWrk(run) : runAutocannon(run);
}

async function runAutocannon({ url, requests, connections, duration }: LoadRun): Promise<LoadFigures> {
  const [first] = requests;
  let next = 0;
  const result = await autocannon({
    url: `${url}${first.path}`,
    connections,
    duration,
    timeout: 30,
    method: first.method,
    headers: first.headers,
    body: first.body,
    requests:
      requests.length > 1
        ? [
            {
              setupRequest: (request) => {
                const { method, path: asked, headers, body } = requests[next++ % requests.length];
                return { ...request, method, path: asked, headers, body };
              },
            },
          ]
        : undefined,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.non2xx,
  };
}

/** The line the script's `done` writes, told apart from wrk's own report. */
const FIGURES = 'load-figures';

/** A Lua string literal of any text: every byte outside printable ASCII (and `"`, `\`) as a decimal escape. */
function luaString(text: string): string {
  let literal = '"';
  for (const byte of Buffer.from(text, 'utf8')) {
    const printable = byte >= 0x20 && byte < 0x7f && byte !== 0x22 && byte !== 0x5c;
    literal += printable ? String.fromCharCode(byte) : `\\${String(byte).padStart(3, '0')}`;
  }
  return `${literal}"`;
}

/**
 * The script: one request set on `wrk` itself (wrk then sends one buffer it built once), several formatted once
 * in `init` and sent in turn; `done` writes the figures as JSON on a line of their own.
 */
function wrkScript(requests: readonly LoadRequest[]): string {
  const table = (headers: Record<string, string>) =>
    `{${Object.entries(headers)
      .map(([name, value]) => `[${luaString(name)}] = ${luaString(value)}`)
      .join(', ')}}`;
  const done = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('\\n${FIGURES} {"rps": %f, "p50": %f, "p99": %f, "failures": %d}\\n',
    summary.requests / (summary.duration / 1e6), latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    e.connect + e.read + e.write + e.status + e.timeout))
end
`;
  if (requests.length === 1) {
    const [only] = requests;
    return (
      `wrk.method = ${luaString(only.method)}\nwrk.path = ${luaString(only.path)}\n` +
      (only.body === undefined ? '' : `wrk.body = ${luaString(only.body)}\n`) +
      `for name, value in pairs(${table(only.headers)}) do wrk.headers[name] = value end\n` +
      done
    );
  }
  const listed = requests
    .map(
      (request) =>
        `{${luaString(request.method)}, ${luaString(request.path)}, ${table(request.headers)}, ` +
        `${request.body === undefined ? 'nil' : luaString(request.body)}}`,
    )
    .join(',\n');
  return `
local listed = {
${listed}
}
local formatted = {}
local next = 0
init = function(args)
  for i, r in ipairs(listed) do formatted[i] = wrk.format(r[1], r[2], r[3], r[4]) end
end
request = function()
  next = next % #formatted + 1
  return formatted[next]
end
${done}`;
}

/** wrk with one thread (a process of its own, inheriting this process's CPUs). */
async function runWrk({ url, requests, connections, duration }: LoadRun): Promise<LoadFigures> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pitchside-wrk-'));
  try {
    const script = path.join(dir, 'requests.lua');
    await writeFile(script, wrkScript(requests));
    const args = ['-t1', `-c${connections}`, `-d${duration}s`, '--timeout', '30s', '-s', script, url];
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited ${code}: ${text}`))));
    });
    const line = output.split('\n').find((candidate) => candidate.startsWith(`${FIGURES} `));
    if (!line) throw new Error(`wrk wrote no figures: ${output}`);
    return JSON.parse(line.slice(FIGURES.length + 1)) as LoadFigures;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
