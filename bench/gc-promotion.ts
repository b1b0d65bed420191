// How much of each public page's request outlives the young generation: the server (as production runs it,
// with bench/gc-probe.mjs preloaded) answers a page's requests one after another, then runs two young-generation
// collections; what they promote to the old generation, per request, is garbage kept alive past its request.
// Under load, such garbage is what makes scavenges long (every promoted byte is copied) and full collections
// come every few seconds: the p99 of a busy instance.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { publicPeerPages } from './peers/pages.js';
import { median } from './stats.js';
import { demoPageIds, ensureDatabase, freePort, startServer, stopServer, waitForHealth } from './load.js';

async function post(baseUrl: string, body: string): Promise<void> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const answer = (await response.json()) as { errors?: unknown[] };
  if (!response.ok || answer.errors) throw new Error(`${response.status}: ${JSON.stringify(answer).slice(0, 300)}`);
}

/** Signals the probe and waits for its answer in `file`. */
async function probe(pid: number, file: string, key: 'base' | 'promoted'): Promise<number> {
  rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let waited = 0; waited < 10_000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    try {
      const read = JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>;
      if (key in read) return read[key];
    } catch {
      // Not written yet.
    }
  }
  throw new Error('The server did not answer the probe (is bench/gc-probe.mjs preloaded?)');
}

export async function runGcPromotion(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      requests: { type: 'string', default: '200' },
      warmup: { type: 'string', default: '100' },
      rounds: { type: 'string', default: '3' },
      'database-url': { type: 'string' },
    },
  });
  const requests = Number(values.requests);
  const warmup = Number(values.warmup);
  const rounds = Number(values.rounds);
  const databaseUrl = values['database-url'];
  if (databaseUrl) await ensureDatabase(databaseUrl);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pitchside-gc-'));
  const probeFile = path.join(dataDir, 'gc-probe.json');
  const port = await freePort();
  const server = startServer({
    port,
    dataDir,
    databaseUrl,
    env: { GC_PROBE_FILE: probeFile, RESPONSE_CACHE_TTL_MS: '0' },
    nodeOptions: ['--expose-gc', '--import', pathToFileURL(path.resolve('bench/gc-probe.mjs')).href],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, server);
    const pages = publicPeerPages(await demoPageIds(baseUrl));
    console.log(
      `Each page: ${warmup} requests to warm up, then ${requests} one after another, then two young-generation` +
        ` collections, ${rounds} times; the median of what they promote to the old generation, per request (uncached, demo data, ${databaseUrl ? 'PostgreSQL' : 'embedded PGlite, whose own JavaScript runs in the server'}).`,
    );
    console.log('  page        promoted per request');
    for (const page of pages) {
      for (let i = 0; i < warmup; i += 1) await post(baseUrl, page.body);
      // Rounds, as one round's figure moves by a KiB or two with what else the process did meanwhile.
      const perRequest: number[] = [];
      for (let round = 0; round < rounds; round += 1) {
        await probe(server.pid!, probeFile, 'base');
        for (let i = 0; i < requests; i += 1) await post(baseUrl, page.body);
        perRequest.push((await probe(server.pid!, probeFile, 'promoted')) / requests / 1024);
      }
      const kib = (value: number) => value.toFixed(1).padStart(6);
      console.log(
        `  ${page.label.padEnd(10)}  ${kib(median(perRequest))} KiB  (rounds: ${perRequest.map(kib).join(' ')})`,
      );
    }
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
