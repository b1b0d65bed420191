import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { createApp, type PitchsideApp } from '../../../server/src/app/app.js';
import { loadConfig } from '../../../server/src/config.js';
import type { Database } from '../../../server/src/db/orm.js';
import { createLogger } from '../../../server/src/logger.js';
import { REDIS_URL } from '../instances/support.js';

async function redisAnswers(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

// CI has PostgreSQL and Redis (and must run this); the embedded database runs it when a Redis answers.
export const runs = Boolean(process.env.TEST_DATABASE_URL) || (await redisAnswers(REDIS_URL));

export type Instance = { name: string; url: string; app: PitchsideApp };

/** One instance of the app on the shared database and Redis, as main.ts starts it, in this process. */
export async function startInstance(name: string, database: Database, env: Record<string, string>): Promise<Instance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    PUBLIC_URL: 'http://127.0.0.1',
    RATE_LIMIT_SIGN_IN: '100000',
    RATE_LIMIT_SESSIONS: '100000',
    RATE_LIMIT_MUTATIONS: '100000',
    RATE_LIMIT_ANONYMOUS_READS: '100000',
    // Long enough that only a change notice can explain a fresh answer.
    RESPONSE_CACHE_TTL_MS: '600000',
    SSR_TIMEOUT_MS: '30000',
    ...env,
  });
  const app = await createApp({ config, logger: createLogger(config.logLevel), orm: database.orm });
  await new Promise<void>((resolve) => app.httpServer.listen(0, '127.0.0.1', resolve));
  const { port } = app.httpServer.address() as AddressInfo;
  return { name, url: `http://127.0.0.1:${port}`, app };
}

/** Asks until `done` holds (a notice from the other instance travels through Redis), else fails with the last. */
export async function eventually<T>(ask: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await ask();
  for (let attempt = 0; attempt < 50 && !done(value); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await ask();
  }
  return value;
}

/**
 * A server-rendering build reduced to one page: the match's seq and home side, read through the page's
 * executor, and which render of this process it was (a kept page is the same render).
 */
const RENDERER = `let renders = 0;
export async function renderPage({ url, execute }) {
  const id = Number(new URL(url).pathname.split('/').pop());
  const { data } = await execute({
    query: 'query Page($id: Int!) { match(id: $id) { seq homeTeam { name } } }',
    variables: { id },
  });
  return {
    html: '<p>' + data.match.seq + ' ' + data.match.homeTeam.name + ' #' + ++renders + '</p>',
    styles: '',
    stateScript: '<script type="application/json" id="ssr-state">{}</script>',
    passes: 1,
  };
}`;
const SHELL = `<!doctype html><html lang="en"><head><title>Pitchside</title></head><body><div id="root"></div></body></html>`;

/** A web build whose only page is that match page (WEB_DIST; its ssr/ is WEB_SSR_DIST). The caller removes it. */
export async function matchPageBuild(): Promise<string> {
  const dist = await mkdtemp(path.join(tmpdir(), 'pitchside-notices-'));
  await writeFile(path.join(dist, 'index.html'), SHELL);
  await mkdir(path.join(dist, 'ssr'));
  await writeFile(path.join(dist, 'ssr', 'entry-server.js'), RENDERER);
  return dist;
}
