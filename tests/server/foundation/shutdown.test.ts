import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

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
    const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
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
});
