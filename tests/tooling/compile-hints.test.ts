import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, eagerEntryCompile } from '../../web/build/compile-hints.js';

type WriteBundle = (options: { dir?: string }, bundle: Record<string, unknown>) => Promise<void>;

const ENTRY = 'const __vite__mapDeps=(i)=>i;\nfunction start(){return 1}start();\n';
const ROUTE = 'export function page(){return 2}\n';

/**
 * V8 compiles a file's functions eagerly, off the main thread, when its first line is the hint: the build
 * puts it on the entry chunk as the files are written, above what Vite writes at the top, and keeps the
 * chunk's source map and its compressed copies in step.
 */
describe('the compile hint on the entry chunk', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'compile-hints-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function write(name: string, code: string) {
    await writeFile(join(dir, name), code);
    await writeFile(join(dir, `${name}.map`), JSON.stringify({ version: 3, mappings: 'AAAA;AACA' }));
    await writeFile(join(dir, `${name}.br`), brotliCompressSync(code));
    await writeFile(join(dir, `${name}.gz`), gzipSync(code));
  }

  it('marks the entry on its first line, one line lower in its map, and in its brotli and gzip copies', async () => {
    await write('index.js', ENTRY);
    await write('page.js', ROUTE);
    const writeBundle = (eagerEntryCompile() as Plugin & { writeBundle: WriteBundle }).writeBundle;
    const bundle = {
      'index.js': { type: 'chunk', isEntry: true, fileName: 'index.js' },
      'page.js': { type: 'chunk', isEntry: false, fileName: 'page.js' },
      'style.css': { type: 'asset', fileName: 'style.css' },
    };
    await writeBundle({ dir }, bundle);
    // Twice (a watch rebuild writes again): one hint, not two.
    await writeBundle({ dir }, bundle);

    const marked = `${COMPILE_HINT}\n${ENTRY}`;
    expect(await readFile(join(dir, 'index.js'), 'utf8')).toBe(marked);
    expect(JSON.parse(await readFile(join(dir, 'index.js.map'), 'utf8'))).toHaveProperty('mappings', ';AAAA;AACA');
    expect(brotliDecompressSync(await readFile(join(dir, 'index.js.br'))).toString()).toBe(marked);
    expect(gunzipSync(await readFile(join(dir, 'index.js.gz'))).toString()).toBe(marked);
    // A lazy route's chunk is left alone: most of a chunk loaded later is not called at once.
    expect(await readFile(join(dir, 'page.js'), 'utf8')).toBe(ROUTE);
    expect(JSON.parse(await readFile(join(dir, 'page.js.map'), 'utf8'))).toHaveProperty('mappings', 'AAAA;AACA');
  });
});
