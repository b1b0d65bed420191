import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** One chunk of Vite's build manifest (dist/web/.vite/manifest.json), keyed by its source module. */
type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** The files ("/assets/...js") a page's route loads: its chunk and the chunks that chunk imports. */
export type RouteChunks = (module: string) => readonly string[];

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
 * as SPA_ROUTES names it), the files of its chunk and of everything it imports that the entry has not
 * loaded already. Empty when there is no manifest (a test's hand-made build).
 */
export async function readRouteChunks(webDist: string): Promise<RouteChunks> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return () => [];
  }
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const loaded = closure(manifest, entries);
  const files = new Map<string, readonly string[]>();
  return (module) => {
    let found = files.get(module);
    if (!found) {
      found = [...closure(manifest, [module])]
        .filter((key) => !loaded.has(key))
        .map((key) => `/${manifest[key]!.file}`);
      files.set(module, found);
    }
    return found;
  };
}

/**
 * A rendered page's script that asks for its route's code once the page has painted. Without it the
 * browser learns of that code only after the entry has been fetched and run, and of each chunk it
 * imports only once the chunk importing it arrived: on a phone's 4G, a round trip of half a second each
 * before the page hydrates. Asked for after the first paint, not in the head: the markup is the page, and
 * its bytes go first.
 */
export function routeChunksScript(files: readonly string[], nonce: string): string {
  if (files.length === 0) return '';
  // JSON of /assets paths; "<" escaped all the same, so nothing in it can close the script.
  const list = JSON.stringify(files).replace(/</g, '\\u003c');
  return (
    `<script nonce="${nonce}">requestAnimationFrame(function(){setTimeout(function(){${list}.forEach(function(f){` +
    `var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=f;document.head.appendChild(l)})})})</script>`
  );
}
