import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTournament, createUser } from '../../support/factories.js';
import { startTestServer } from '../../support/server.js';

function freePort(): Promise<number> {
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

describe('shutdown', () => {
  it('stops cleanly on SIGTERM after serving requests, instead of running into the forced exit', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'pitchside-shutdown-'));
    const port = await freePort();
    const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/app/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        DEMO_DATA: 'false',
        DATABASE_URL: '',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
    try {
      let healthy = false;
      for (let attempt = 0; attempt < 240 && !healthy; attempt += 1) {
        healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
          (response) => response.ok,
          () => false,
        );
        if (!healthy) await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(healthy, output).toBe(true);
      const answer = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ publicTournaments { id } }' }),
      });
      expect(answer.status).toBe(200);

      server.kill('SIGTERM');
      // The forced exit (after 10 s) answers 1 and logs "took too long"; a clean stop answers 0.
      expect(await exited, output).toBe(0);
      expect(output).toContain('"msg":"stopped"');
      expect(output).not.toContain('shutdown took too long');
    } finally {
      server.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  it('waits for an operation in flight whose client has gone before it lets the database close', async () => {
    const server = await startTestServer();
    let stopped = false;
    let release = () => {};
    try {
      const em = server.em();
      const creator = await createUser(em);
      await createTournament(em, creator, { isPublished: true });
      // A transaction holding the tournaments table keeps the public read below waiting in the database.
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const lockTaken = new Promise<void>((resolve) => (locked = resolve));
      const holder = server.em().transactional(async (tx) => {
        await tx.execute('lock table tournaments in access exclusive mode');
        locked();
        await held;
      });
      await lockTaken;
      const visitor = new AbortController();
      const read = fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ publicTournaments { id name } }' }),
        signal: visitor.signal,
      }).catch(() => 'aborted');
      await new Promise((resolve) => setTimeout(resolve, 200));
      // The visitor hangs up: no connection is left for the HTTP drain to wait for.
      visitor.abort();
      expect(await read).toBe('aborted');

      const stopping = server.app.stop().then(() => (stopped = true));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(stopped).toBe(false);

      release();
      await holder;
      await stopping;
      expect(stopped).toBe(true);
    } finally {
      release();
      if (!stopped) await server.app.stop();
      await server.orm.close();
    }
  }, 60_000);
});
