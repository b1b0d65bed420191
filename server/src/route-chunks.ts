import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { FOLLOWS_STORAGE_KEY } from '../../shared/follows-key.js';
import { scriptHash } from './security-headers.js';

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

/** The script of a visitor's page rendered without the app (web/src/visitor/main.ts), and what it imports. */
export type VisitorScript = { entry: string; imports: readonly string[] };

/** What the server needs to know of the client build: each route's files, and the visitor's script. */
export type WebBuild = { routeChunks: RouteChunks; visitorScript: VisitorScript | null };

/** The app's entry and the visitor's, as the build manifest keys them. */
const APP_ENTRY = 'index.html';
const VISITOR_ENTRY = 'src/visitor/main.ts';

/**
 * Reads the client build's manifest once. `routeChunks` answers, for a route's module ("src/features/.../X.tsx",
 * as SPA_ROUTES names it), the files of its chunk and of everything it imports that the app's entry has not
 * loaded already. Empty, and no visitor's script, when there is no manifest (a test's hand-made build).
 */
export async function readWebBuild(webDist: string): Promise<WebBuild> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return { routeChunks: () => [], visitorScript: null };
  }
  const loaded = closure(manifest, [APP_ENTRY]);
  const files = new Map<string, readonly string[]>();
  const routeChunks: RouteChunks = (module) => {
    let found = files.get(module);
    if (!found) {
      found = [...closure(manifest, [module])].filter((key) => !loaded.has(key)).map((key) => `/${manifest[key].file}`);
      files.set(module, found);
    }
    return found;
  };
  const visitor = manifest[VISITOR_ENTRY];
  const visitorScript = visitor
    ? {
        entry: `/${visitor.file}`,
        imports: [...closure(manifest, [VISITOR_ENTRY])]
          .filter((key) => key !== VISITOR_ENTRY)
          .map((key) => `/${manifest[key].file}`),
      }
    : null;
  return { routeChunks, visitorScript };
}

/** The entry script Vite writes into index.html's head. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** A page whose entry runs after it has painted: its head no longer names the entry nor the files it imports. */
export type DeferredEntry = { html: string; entry: string | null; preloads: readonly string[] };

/** The files Vite has the head preload for the entry (what the entry imports). */
const ENTRY_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * index.html for a rendered page: the entry script and its preloads leave the head, and are fetched and run
 * (hydrating the page) only once the markup has painted (`afterPaintScript`). Preloaded from the head, even at
 * low priority, its 200 KiB shared a phone's Slow 4G with the page's own bytes: the content showed in 1.9-2.6 s
 * instead of 1.5-1.9 s, and Lighthouse counted the download in the page's largest paint (LCP up to 2.7 s).
 * The page hydrates about 0.4 s later in exchange; its links and its content need no script. A page without
 * the app runs the visitor's script instead, and fetches none of the app's files.
 */
export function deferEntry(html: string): DeferredEntry {
  const found = ENTRY_SCRIPT.exec(html);
  if (!found) return { html, entry: null, preloads: [] };
  const preloads = [...html.matchAll(ENTRY_PRELOAD)].map((match) => match[1]);
  return { html: html.replace(found[0], '').replace(ENTRY_PRELOAD, ''), entry: found[1], preloads };
}

/** The entry script (and its preloads) as index.html had them: a page that could not be rendered runs it as usual. */
export function entryScript(entry: string | null, preloads: readonly string[] = []): string {
  if (!entry) return '';
  const links = preloads.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
  return `${links}<script type="module" crossorigin src="${entry}"></script>`;
}

/**
 * An inline script and the CSP sources allowing it: its hash, the same for every visitor, so a page a cache
 * keeps for everyone carries no one response's nonce.
 */
export type InlineScript = { html: string; sources: readonly string[] };

const NO_SCRIPT: InlineScript = { html: '', sources: [] };

/** A page's code: the script to run and the files it will import, fetched alongside. */
export type PageCode = { entry: string | null; files: readonly string[] };

/**
 * A rendered page's script that, once the page has painted, runs the app's entry (deferEntry) and asks for
 * its route's code. Without the route's files named here the browser learns of that code only after the
 * entry has been fetched and run, and of each chunk it imports only once the chunk importing it arrived:
 * on a phone's 4G, a round trip of half a second each before the page hydrates. After the first paint,
 * not in the head: the markup is the page, and its bytes and its paint go first.
 * `forFollowers`: the code a browser that follows teams or matches runs instead (the app, where part of the
 * page is that browser's own), chosen from its storage right there, so it fetches only what it runs.
 */
export function afterPaintScript(
  entry: string | null,
  files: readonly string[],
  forFollowers?: PageCode,
): InlineScript {
  if (!entry && files.length === 0 && !forFollowers) return NO_SCRIPT;
  // JSON of /assets paths; "<" escaped all the same, so nothing in it can close the script.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const code = (chosen: PageCode) => `{e:${json(chosen.entry)},f:${json(chosen.files)}}`;
  const choose = forFollowers
    ? `try{var k=JSON.parse(localStorage.getItem(${json(FOLLOWS_STORAGE_KEY)})||"{}");` +
      `if((k.teams&&k.teams.length)||(k.matches&&k.matches.length))c=${code(forFollowers)}}catch(x){}`
    : '';
  const run =
    'if(c.e){var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=c.e;document.head.appendChild(s)}';
  // Each preload in a task of its own: a phone's browser spends a few milliseconds setting up each link, up
  // to 70 ms for one (4x CPU), and the landing page's 17 in one task blocked input for 230 ms. The entry
  // starts first, in the task before them.
  const preload =
    'c.f.forEach(function(f){setTimeout(function(){var l=document.createElement("link");' +
    'l.rel="modulepreload";l.crossOrigin="";l.href=f;document.head.appendChild(l)})});';
  const text = `requestAnimationFrame(function(){setTimeout(function(){var c=${code({ entry, files })};${choose}${run}${preload}})})`;
  return { html: `<script>${text}</script>`, sources: [scriptHash(text)] };
}
