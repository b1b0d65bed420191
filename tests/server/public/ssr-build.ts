import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';

/** The shell as the client build writes it, reduced to what the server fills in. */
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Pitchside</title>
    <script type="module" crossorigin src="/assets/index-test.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** The client build's manifest, reduced: the entry, a chunk it shares, and the tournament page's chunks. */
const MANIFEST = {
  'index.html': { file: 'assets/index-test.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-test.js' },
  'src/features/tournaments/TournamentRoute.tsx': {
    file: 'assets/TournamentRoute-test.js',
    imports: ['index.html', '_shared.js', '_list.js'],
  },
  '_list.js': { file: 'assets/list-test.js', imports: ['_shared.js'] },
};

/**
 * A web build for a test server's `webDist`: the shell and manifest above, and the real server-rendering
 * build (`ssr/`, for `WEB_SSR_DIST`) with the project's configuration. The caller removes the folder.
 */
export async function ssrBuildDist(): Promise<string> {
  const dist = await mkdtemp(path.join(tmpdir(), 'pitchside-ssr-'));
  await writeFile(path.join(dist, 'index.html'), SHELL);
  await mkdir(path.join(dist, '.vite'));
  await writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  await build({
    configFile: 'web/ssr.vite.config.ts',
    logLevel: 'silent',
    build: { outDir: path.join(dist, 'ssr'), emptyOutDir: true },
  });
  return dist;
}

/** The markup inside <div id="root" …>…</div> (everything up to the state script). */
export function rootMarkup(html: string): string {
  return /<div id="root"[^>]*>([\s\S]*)<\/div><script[ >]/.exec(html)?.[1] ?? '';
}

/** Renders get time enough on a loaded machine. */
export const PATIENT = { SSR_TIMEOUT_MS: '30000' };

/** A browser's navigation to a page. */
export const NAVIGATE = { headers: { 'sec-fetch-dest': 'document' } };

export function text(markup: string): string {
  return markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** The inline scripts of a page that a browser runs (no src, no data type such as the state's JSON): their text. */
export function runningInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes) && !/\btype="application\/json"/.test(attributes))
    .map(([, , script]) => script);
}

/**
 * The running inline scripts a browser would refuse under the page's policy: those its script-src does not allow
 * by hash (the policy names no nonce: a page a cache in front keeps goes to every visitor).
 */
export function refusedInlineScripts(html: string, policy: string): string[] {
  const allowed = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
  return runningInlineScripts(html)
    .filter((script) => !allowed.includes(`'sha256-${createHash('sha256').update(script).digest('base64')}'`))
    .map((script) => script.slice(0, 60));
}

/** The text of a rendered page's state data block (web/src/app/ssr-state.ts), as written. */
export function stateBlock(html: string): string | undefined {
  return /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
}
