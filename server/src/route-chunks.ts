import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** One chunk of Vite's build manifest (dist/web/.vite/manifest.json), keyed by its source module. */
type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** The module preloads of a page's route: its chunk and the chunks that chunk imports. */
export type RouteChunks = (module: string) => string;

function closure(manifest: Manifest, keys: string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (into.has(key) || !manifest[key]) continue;
    into.add(key);
    closure(manifest, manifest[key].imports ?? [], into);
  }
  return into;
}

/**
 * Reads the client build's manifest once and answers, for a route's module ("src/features/.../X.tsx",
 * as SPA_ROUTES names it), the `<link rel="modulepreload">` tags of its chunk and everything it imports
 * that the entry has not loaded already. Without them the browser learns of the route's code only after
 * the entry has run, and of each import only after the chunk importing it arrived: on a phone's 4G, a
 * round trip of half a second each before the page can hydrate. Empty when there is no manifest (a
 * test's hand-made build).
 */
export async function readRouteChunks(webDist: string): Promise<RouteChunks> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return () => '';
  }
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const loaded = closure(manifest, entries);
  const tags = new Map<string, string>();
  return (module) => {
    let found = tags.get(module);
    if (found === undefined) {
      const wanted = [...closure(manifest, [module])].filter((key) => !loaded.has(key));
      found = wanted.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}" />`).join('');
      tags.set(module, found);
    }
    return found;
  };
}
