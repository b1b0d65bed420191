// varnishd for the benches, with the shipped configuration (docker/varnish/default.vcl) pointed at their instances:
// the crowd (bench/crowd.ts) and the peers' HTTP-cache column (bench/peers.ts).
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoPath } from '../server/src/repo-path.js';

export type Varnish = { process: ChildProcess; dir: string };

/** `given`, or varnishd where Debian's package (or a local build) puts it; undefined when there is none. */
export function findVarnishd(given?: string): string | undefined {
  return given ?? ['/usr/sbin/varnishd', '/usr/local/sbin/varnishd'].find((file) => existsSync(file));
}

/**
 * The shipped VCL with its two backends (and their probe) pointed at `backendUrls` (one URL for both is allowed),
 * run by varnishd on `port`; resolves once it answers /readyz through a healthy backend.
 */
export async function startVarnish(varnishd: string, port: number, backendUrls: readonly string[]): Promise<Varnish> {
  const shipped = await readFile(repoPath('docker', 'varnish', 'default.vcl'), 'utf8');
  let replaced = 0;
  const vcl = shipped.replace(/\.host = "app(\d)"; \.port = "3000";/g, (_, n: string) => {
    replaced += 1;
    const url = backendUrls[Math.min(Number(n), backendUrls.length) - 1];
    return `.host = "127.0.0.1"; .port = "${new URL(url).port}";`;
  });
  if (replaced !== 2) throw new Error('docker/varnish/default.vcl no longer names app1 and app2');
  const dir = await mkdtemp(path.join(tmpdir(), 'pitchside-bench-varnish-'));
  // varnishd's worker runs as its own user and must reach the working folder inside.
  await chmod(dir, 0o755);
  await writeFile(path.join(dir, 'bench.vcl'), vcl);
  const child = spawn(
    varnishd,
    ['-F', '-n', path.join(dir, 'work'), '-a', `127.0.0.1:${port}`, '-f', path.join(dir, 'bench.vcl')].concat([
      '-s',
      'malloc,64m',
      '-T',
      'none',
    ]),
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let said = '';
  child.stderr?.on('data', (chunk: Buffer) => (said = (said + chunk.toString()).slice(-4000)));
  const varnish = { process: child, dir };
  // varnishd compiles the VCL first, then the probe must find the backends healthy.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`varnishd exited (${child.exitCode}):\n${said}`);
    const up = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return varnish;
    await sleep(200);
  }
  child.kill('SIGTERM');
  throw new Error(`varnishd did not answer within 60 s:\n${said}`);
}

/** Stops varnishd and removes its working folder. */
export async function stopVarnish(varnish: Varnish): Promise<void> {
  const exited = new Promise((resolve) => varnish.process.once('exit', resolve));
  varnish.process.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
  await rm(varnish.dir, { recursive: true, force: true });
}

/**
 * varnishd's processes: the manager it was started as and the cache process it forks, which serves the requests
 * (pinning the manager alone would leave the cache's threads where they were).
 */
export function varnishPids(varnish: Varnish): number[] {
  const manager = varnish.process.pid;
  if (manager === undefined) return [];
  const children = spawnSync('pgrep', ['-P', String(manager)], { encoding: 'utf8' }).stdout ?? '';
  return [manager, ...children.split('\n').filter(Boolean).map(Number)];
}

/** varnishstat's MAIN counters of this varnishd (its working folder names it). */
export async function varnishStats(varnishd: string, dir: string): Promise<Record<string, number>> {
  const varnishstat = path.join(path.dirname(varnishd).replace(/sbin$/, 'bin'), 'varnishstat');
  const { stdout } = await promisify(execFile)(
    existsSync(varnishstat) ? varnishstat : 'varnishstat',
    ['-n', path.join(dir, 'work'), '-1', '-j', '-f', 'MAIN.*'],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const parsed = JSON.parse(stdout) as { counters?: Record<string, { value?: number }> } & Record<string, unknown>;
  // Varnish 7 nests them in `counters`; 6 had them at the top.
  const counters = (parsed.counters ?? parsed) as Record<string, { value?: number } | undefined>;
  return Object.fromEntries(
    Object.entries(counters).flatMap(([name, counter]) =>
      typeof counter?.value === 'number' ? [[name, counter.value]] : [],
    ),
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
