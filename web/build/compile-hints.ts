import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** V8's explicit compile hint: every function of the file runs as the page starts (Chromium 136+). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The entry chunk marked for eager compilation. V8 otherwise compiles each function on its first call, on
 * the main thread: React's, Chakra's and Apollo's, nearly all called while a page starts and hydrates, were
 * compiled one at a time in the tasks a phone's visitor waits on (on a 4x slower CPU, 230-290 ms of
 * compiling on the main thread for the standings page; marked, 25-35 ms). Other browsers read a comment.
 *
 * V8 honours the hint only on the file's first line, above the dependency list Vite writes at the top of
 * the entry once its other hooks have run; so it goes in as the files are written: the chunk, its source
 * map (every line one lower) and the brotli and gzip copies made at build time.
 */
export function eagerEntryCompile(): Plugin {
  return {
    name: 'pitchside-eager-entry-compile',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) return;
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !output.isEntry) continue;
        await markFile(join(outDir, output.fileName));
      }
    },
  };
}

/** Puts the hint on the file's first line, and brings its map and its compressed copies in step. */
export async function markFile(file: string): Promise<void> {
  const code = await readFile(file, 'utf8');
  if (code.startsWith(COMPILE_HINT)) return;
  const marked = Buffer.from(`${COMPILE_HINT}\n${code}`);
  await writeFile(file, marked);
  await rewriteIfPresent(`${file}.map`, (json) => {
    const map = JSON.parse(json.toString('utf8')) as { mappings: string };
    return Buffer.from(JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
  });
  await rewriteIfPresent(`${file}.br`, () =>
    brotli(marked, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
  );
  await rewriteIfPresent(`${file}.gz`, () => gzipped(marked, { level: constants.Z_BEST_COMPRESSION }));
}

async function rewriteIfPresent(file: string, rewrite: (current: Buffer) => Buffer | Promise<Buffer>): Promise<void> {
  let current: Buffer;
  try {
    current = await readFile(file);
  } catch {
    return;
  }
  await writeFile(file, await rewrite(current));
}
