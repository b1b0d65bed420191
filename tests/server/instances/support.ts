import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import pg from 'pg';

/** PostgreSQL and Redis of the machine; the tests that need two real instances skip without them. */
export const BASE_DATABASE_URL = process.env.TEST_DATABASE_URL;
export const REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A fresh, empty database beside TEST_DATABASE_URL's (dropped by `drop`). */
export async function freshDatabase(base: string): Promise<{ url: string; drop(): Promise<void> }> {
  const url = new URL(base);
  const name = `${url.pathname.slice(1) || 'test'}_fresh_${randomUUID().slice(0, 8)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`drop database if exists "${name}" with (force)`),
  };
}

export type Instance = {
  name: string;
  url: string;
  process: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
  /** Waits until /readyz answers 200 (or fails with the instance's output). */
  ready(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
};

/**
 * Starts `server/src/app/main.ts` as its own process, as an operator runs an instance. Every instance of a
 * test shares the database, the Redis, the session secret and a key prefix of the test run's own.
 */
export async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/app/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://127.0.0.1',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
      WEB_DIST: 'no-web-build',
      SESSION_SECRET: 'two-instances-share-this-secret',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  return {
    name,
    url,
    process: child,
    output: () => output,
    exited,
    async ready(timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      let gone = false;
      void exited.then(() => (gone = true));
      while (Date.now() < deadline && !gone) {
        const ok = await fetch(`${url}/readyz`).then(
          (response) => response.ok,
          () => false,
        );
        if (ok) return;
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      throw new Error(`instance ${name} did not become ready:\n${output}`);
    },
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Environment that puts a test run's Redis keys and channels under a prefix of its own. */
export function sharedEnvironment(databaseUrl: string): Record<string, string> {
  const run = `pitchside-test-${randomUUID()}:`;
  return {
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    PUBSUB_CHANNEL_PREFIX: `${run}events:`,
    RATE_LIMIT_REDIS_PREFIX: `${run}rate:`,
  };
}
