import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, stopServer } from '../../bench/load.js';

// A page's body and the kept answer the cached instance sent for it, text outside ASCII included.
const BODY = '{"query":"query MatchPage($id: Int!) { match(id: $id) { id } }","variables":{"id":80}}';
const ANSWER = '{"data":{"match":{"id":"80","venue":"Queen’s Park Oval"}}}';

describe("the peers bench's Node ceiling (bench/peers/ceiling-server.ts)", () => {
  let dir: string;
  let server: ChildProcess;
  let url: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'pitchside-ceiling-test-'));
    const answersFile = path.join(dir, 'answers.json');
    writeFileSync(answersFile, JSON.stringify({ [BODY]: ANSWER }));
    const port = await freePort();
    url = `http://127.0.0.1:${port}/graphql`;
    server = spawn(process.execPath, ['--import', 'tsx', 'bench/peers/ceiling-server.ts'], {
      env: { ...process.env, PORT: String(port), ANSWERS_FILE: answersFile },
      stdio: 'ignore',
    });
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const up = await fetch(url, { method: 'POST', body: BODY }).then(
        () => true,
        () => false,
      );
      if (up) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the ceiling server did not start');
  }, 40_000);

  afterAll(async () => {
    await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the kept answer of the body posted, byte for byte', async () => {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: BODY });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.equals(Buffer.from(ANSWER))).toBe(true);
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
  });

  it('answers 404 to a body it keeps nothing for, and to a GET', async () => {
    const other = await fetch(url, { method: 'POST', body: BODY.replace('80', '81') });
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ errors: [{ message: 'no answer kept for this body' }] });
    expect((await fetch(url)).status).toBe(404);
  });
});
