// Preloaded into the server by bench/gc-promotion.ts (node --expose-gc --import). Each SIGUSR2 alternates:
// the first runs a full collection and takes the old generation's size as the base; the next runs two
// young-generation collections and writes how far the old generation grew (what they promoted) to
// GC_PROBE_FILE. Plain JavaScript: it runs before the server, outside any TypeScript loader.
import { writeFileSync } from 'node:fs';
import v8 from 'node:v8';

const OLD_SPACES = new Set(['old_space', 'large_object_space']);
const oldBytes = () =>
  v8
    .getHeapSpaceStatistics()
    .filter((space) => OLD_SPACES.has(space.space_name))
    .reduce((sum, space) => sum + space.space_used_size, 0);
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** @type {number | null} */
let base = null;

async function answer() {
  const file = process.env.GC_PROBE_FILE;
  if (!file || typeof globalThis.gc !== 'function') return;
  if (base === null) {
    globalThis.gc();
    await settle();
    base = oldBytes();
    writeFileSync(file, JSON.stringify({ base }));
    return;
  }
  for (let i = 0; i < 2; i += 1) {
    globalThis.gc({ type: 'minor' });
    await settle();
  }
  writeFileSync(file, JSON.stringify({ promoted: oldBytes() - base }));
  base = null;
}

process.on('SIGUSR2', () => void answer());
