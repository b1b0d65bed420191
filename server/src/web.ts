import type { ServerResponse } from 'node:http';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Router, type NextFunction, type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { injectShareMeta, type PageRecord } from './modules/public/share-meta.js';
import { matchSpaRoute, type RecordRef } from './core/web-routes.js';
import { OFFLINE_EXPLORER_PATH } from './graphql/landing-page.js';
import { OFFLINE_SHELL_QUERY } from '../../shared/offline-shell.js';
import { LIVE_PART_QUERY } from '../../shared/live-part.js';
import { keptLivePart, livePart } from './live-part.js';
import { sendPrecompressed } from './compression.js';
import { allowScriptsByHash } from './security-headers.js';
import type { DataScope } from './core/data-scope.js';
import type { SharedCacheConfig } from './config.js';
import { sharedCacheHeaders, surrogateKeys } from './core/shared-cache.js';
import type { PageReads, RenderPage } from './web-ssr.js';
import type { RenderedPageCache } from './rendered-page-cache.js';
import {
  inLanguage,
  languageAlternates,
  languageAskedFor,
  rememberLanguage,
  requestLanguage,
} from './core/language.js';
import type { Language } from '../../shared/i18n/languages.js';
import { textsIn } from '../../shared/i18n/generated-texts.js';
import {
  afterPaintScript,
  deferEntry,
  entryScript,
  readWebBuild,
  type InlineScript,
  type PageCode,
  type WebBuild,
} from './route-chunks.js';

export type WebOptions = {
  /** Reads the record a page is about, its preview written in the page's language: null when it does not exist or is not public. */
  readRecord?: (ref: RecordRef, viewerId: number | undefined, language: Language) => Promise<PageRecord | null>;
  /** Told when a record could not be read; the page is then served as found, without a preview. */
  onRecordError?: (error: unknown) => void;
  /** Source maps are built for every build but only served outside production. */
  serveSourceMaps?: boolean;
  /** The site's address, for the canonical link of a page about no record (the home page, /browse). */
  publicUrl?: string;
  /** Server rendering of public pages for anonymous visitors; without it every page is the shell. */
  ssr?: {
    render: RenderPage;
    /** A fresh executor for one page: its operations run as an anonymous visitor, in the page's language. */
    executor: (language: Language) => PageReads;
    timeoutMs: number;
    /**
     * Whether the request may be a signed-in visitor's (it carries a session cookie): pages do not load
     * the session, so a cookie alone sends the shell, which asks who is there itself.
     */
    mayBeSignedIn: (req: Request) => boolean;
    onError?: (error: unknown) => void;
    /** Rendered bodies kept for the next anonymous visitor, until a write or their time to live. */
    cache?: RenderedPageCache;
    /** Rendered pages may be kept by an HTTP cache in front, named by what they show (core/shared-cache.ts). */
    sharedCache?: SharedCacheConfig;
  };
};

/**
 * What a rendered page shows, as surrogate keys: a tournament's page its tournament; a match's page the match
 * and its tournament (read with the record, or as the kept page was built); any other page spans tournaments.
 */
function pageKeys(record: RecordRef | null, tournamentId: number | undefined, kept: DataScope | undefined): string[] {
  if (record?.kind === 'tournament') return surrogateKeys(new Set([record.id]));
  if (record?.kind === 'match') {
    const scope = tournamentId !== undefined ? new Set([tournamentId]) : (kept ?? null);
    return surrogateKeys(scope, { matchIds: [record.id] });
  }
  return surrogateKeys(null);
}

/**
 * A rendered page's caching: kept in front for anonymous visitors when configured, else revalidated each use.
 * A page whose URL chose its language sets the cookie keeping that choice, so no cache in front may keep it.
 */
function setPageCaching(
  res: Response,
  ssr: NonNullable<WebOptions['ssr']>,
  keys: () => string[],
  setsCookie: boolean,
): void {
  if (ssr.sharedCache && !setsCookie) res.set(sharedCacheHeaders(ssr.sharedCache, keys()));
  else res.set('Cache-Control', 'no-cache');
}

/** One page as kept by the rendered-page cache: each language's rendering of a URL is a page of its own. */
function pageCacheKey(req: Request, language: Language): string {
  return `${language} ${pageAddress(req)}`;
}

/** Whether a visitor's page asks for its moving parts alone (shared/live-part.ts). */
function asksLivePart(req: Request): boolean {
  return req.query[LIVE_PART_QUERY] !== undefined;
}

/** The page's path and query, the live part's flag left out: the page and its live part are one rendering. */
function pageAddress(req: Request): string {
  if (!asksLivePart(req)) return req.originalUrl;
  const url = new URL(req.originalUrl, 'http://localhost');
  url.searchParams.delete(LIVE_PART_QUERY);
  return url.pathname + url.search;
}

const ROOT = '<div id="root"></div>';

/**
 * The scripts a rendered page runs: the app's route files, or, for a page without the app, the visitor's script
 * (and, `appForFollowers`, the app for a browser that follows something).
 */
type PageScripts = { routeFiles: readonly string[]; visitor: WebBuild['visitorScript']; appForFollowers: boolean };

/**
 * What runs once a rendered page has painted, what a following browser runs instead, and whether the page
 * hands the app its Apollo cache.
 */
type AfterPaint = PageCode & { forFollowers?: PageCode; state: boolean };

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * Sends a public page rendered with its data. The head (stylesheets, scripts to preload, share tags) goes
 * out at once, so the browser fetches the app while the server reads the data; the body follows with the
 * markup, its styles and the Apollo state. A render that fails or outlasts the timeout ends the page as
 * the shell instead, which the browser renders itself as before.
 */
async function sendRendered(
  req: Request,
  res: Response,
  index: string,
  ssr: NonNullable<WebOptions['ssr']>,
  scripts: PageScripts,
  language: Language,
): Promise<void> {
  if (!index.includes(ROOT)) {
    res.send(index);
    return;
  }
  const { html: page, entry, preloads } = deferEntry(index);
  // The page's own script once painted: the app's entry and its route's files, or the visitor's script alone.
  const app = { entry, files: [...preloads, ...scripts.routeFiles] };
  const after: AfterPaint = !scripts.visitor
    ? { ...app, state: true }
    : scripts.appForFollowers
      ? { entry: scripts.visitor.entry, files: scripts.visitor.imports, forFollowers: app, state: true }
      : { entry: scripts.visitor.entry, files: scripts.visitor.imports, state: false };
  const at = page.indexOf(ROOT);
  // Known before the render: the policy naming its hash goes out with the head.
  const script = afterPaintScript(after.entry, after.files, after.forFollowers);
  allowScriptsByHash(res, script.sources);
  // The live part is sent whole once rendered (its head is what it leaves out); a page, its head at once.
  const live = asksLivePart(req);
  if (!live) {
    res.write(page.slice(0, at));
    res.flush?.();
  }
  const visitor = new AbortController();
  const gone = () => visitor.abort(new Error('the visitor went away'));
  res.once('close', gone);
  const tail = page.slice(at + ROOT.length);
  const cache = ssr.cache;
  const rest = async (): Promise<string | null> => {
    if (!cache) {
      const rendered = await renderBody(req, ssr, visitor.signal, script, after.state, language);
      return rendered === null ? null : rendered.body + tail;
    }
    // Kept whole: the next visitor gets it without the share tags being read again.
    const whole = (signal: AbortSignal) =>
      renderBody(req, ssr, signal, script, after.state, language).then((rendered) =>
        rendered === null
          ? null
          : { page: page.slice(0, at) + rendered.body + tail, scope: rendered.scope, scriptSources: script.sources },
      );
    const kept = await cache.share(pageCacheKey(req, language), visitor.signal, whole);
    return kept === null ? null : kept.slice(at);
  };
  const rendered = await rest().finally(() => res.off('close', gone));
  if (live) {
    // No rendering, no part: the page's script keeps what it shows until its next fetch.
    if (rendered === null) res.status(503).set('Cache-Control', 'no-store').end();
    else res.send(livePart(page.slice(0, at) + rendered));
    return;
  }
  // Not rendered: the shell, which runs the entry at once as index.html does.
  res.end(rendered ?? ROOT + entryScript(entry, preloads) + tail);
}

/**
 * The markup, styles and state of one page, and the script running the app and asking for its route's code
 * once painted, or null (the shell is sent instead) when rendering fails, is
 * stopped (`stop`: nobody is waiting any more) or outlasts the timeout.
 */
async function renderBody(
  req: Request,
  ssr: NonNullable<WebOptions['ssr']>,
  stop: AbortSignal,
  script: InlineScript,
  withState: boolean,
  language: Language,
): Promise<{ body: string; scope: DataScope } | null> {
  const controller = new AbortController();
  const stopped = () => controller.abort(stop.reason);
  if (stop.aborted) stopped();
  else stop.addEventListener('abort', stopped, { once: true });
  const timer = setTimeout(() => controller.abort(new Error('server rendering timed out')), ssr.timeoutMs);
  try {
    const reads = ssr.executor(language);
    const rendered = await ssr.render({
      // Only the path and query matter to the router; the host header is not trusted for anything.
      url: new URL(pageAddress(req), 'http://localhost').href,
      execute: reads.execute,
      signal: controller.signal,
      language,
    });
    if (!rendered || controller.signal.aborted) return null;
    const root = `<div id="root" data-ssr="${escapeAttribute(req.path)}">${rendered.html}</div>`;
    // A page without the app has no Apollo cache to hand over.
    const state = withState ? rendered.stateScript : '';
    return {
      body: `${rendered.styles}${root}${state}${script.html}`,
      scope: reads.recorder.scope,
    };
  } catch (error) {
    // A timeout is worth knowing about; visitors who left are not.
    if (!stop.aborted) ssr.onError?.(error);
    return null;
  } finally {
    clearTimeout(timer);
    stop.removeEventListener('abort', stopped);
  }
}

/** Fetches that may get a rendered page: navigations, framed widgets, the service worker's fetch. */
const RENDERED_DESTINATIONS = new Set(['document', 'iframe', 'frame', 'empty']);

/** The compressions the build writes beside each asset (vite-plugin-compression2), best first. */
const PRECOMPRESSED = { enableBrotli: true, orderPreference: ['br', 'gzip'], index: false as const };

const NOT_FOUND_TITLE = 'Page not found · Pitchside';

/** A path whose last segment has an extension asks for a file, never for a page. */
const FILE_PATH = /\/[^/]*\.[a-z0-9]+$/i;

/** Paths the server answers itself, never with the app's page. */
const SERVER_PATHS = /^(?!\/(api|graphql|auth\/local|healthz|readyz)(\/|$)).*/;

function notFound(res: Response): void {
  res.status(404).type('text').set('Cache-Control', 'no-cache').send('Not found');
}

/** index.html as a crawler should see a missing page: its title says so, and it is not indexed. */
function notFoundPage(html: string): string {
  return html
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${NOT_FOUND_TITLE}</title>`)
    .replace('</head>', '  <meta name="robots" content="noindex" />\n  </head>');
}

/**
 * The hashed build files under /assets: precompressed (brotli, gzip), cached for a year, and answered
 * before the rest of the stack (app.ts mounts this first). A page loads some forty of them, so each
 * carries only the headers a script needs: no page policy (CSP, frame options), no session
 * look-up, no Last-Modified beside the ETag. About 300 bytes of headers instead of 1 KiB, some 25 KiB
 * less per cold page load on a phone.
 */
export function createAssetRouter(webDist: string, options: Pick<WebOptions, 'serveSourceMaps'> = {}): Router | null {
  const assets = path.join(path.resolve(webDist), 'assets');
  if (!existsSync(assets)) return null;
  const router = Router();
  if (!options.serveSourceMaps) router.get(/\.map$/, (_req: Request, res: Response) => notFound(res));
  router.use(
    expressStaticGzip(assets, {
      ...PRECOMPRESSED,
      serveStatic: {
        index: false,
        immutable: true,
        maxAge: '1y',
        lastModified: false,
        setHeaders: (res: ServerResponse) => {
          res.setHeader('X-Content-Type-Options', 'nosniff');
          res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
        },
      },
    }),
  );
  // A chunk that is not there (an old tab after a deploy) must fail as a script, not load a page.
  router.use((_req: Request, res: Response) => {
    res.set('X-Content-Type-Options', 'nosniff');
    notFound(res);
  });
  return router;
}

/**
 * Serves the built SPA: hashed assets precompressed (brotli, gzip) and cached for a year, other files
 * for an hour, and index.html for every page of the client's route table. An unknown path, or a page
 * whose tournament, match, team or player does not exist (or is a draft), gets index.html with status 404
 * and a "not found" title; every public page gets its own title, description and share-preview tags in
 * the head, so a pasted link previews (and a search result reads) without running scripts.
 */
export function createWebRouter(webDist: string, options: WebOptions = {}): Router | null {
  const root = path.resolve(webDist);
  const indexPath = path.join(root, 'index.html');
  if (!existsSync(indexPath)) return null;

  const router = Router();
  if (!options.serveSourceMaps) router.get(/\.map$/, (_req: Request, res: Response) => notFound(res));
  const rootFiles = expressStaticGzip(root, {
    ...PRECOMPRESSED,
    serveStatic: {
      index: false,
      maxAge: '1h',
      // The service worker names the files of one deploy: a phone must see a new one at once.
      setHeaders: (res: ServerResponse, file: string) => {
        if (path.basename(file) === 'sw.js') res.setHeader('Cache-Control', 'no-cache');
      },
    },
  });
  // Only a path with an extension can be one of these files: pages skip the disk look-up. index.html is
  // only ever sent as a page (never cached for an hour: it names the chunks of one deploy).
  router.use((req: Request, res: Response, next: NextFunction) =>
    FILE_PATH.test(req.path) && req.path !== '/index.html' ? rootFiles(req, res, next) : next(),
  );

  // The offline GraphQL explorer, a build of its own (web/explorer.vite.config.ts) in dist/web/explorer.
  const explorerPath = path.join(root, 'explorer', 'explorer.html');
  if (existsSync(explorerPath)) {
    router.get(OFFLINE_EXPLORER_PATH, (_req: Request, res: Response, next: NextFunction) => {
      res.set('Cache-Control', 'no-cache').sendFile(explorerPath, (error) => error && next(error));
    });
  }

  let html: Promise<{ page: string; missing: string }> | null = null;
  let build: Promise<WebBuild> | null = null;
  router.get(SERVER_PATHS, (req: Request, res: Response, next: NextFunction) => {
    if (FILE_PATH.test(req.path)) return notFound(res);
    html ??= readFile(indexPath, 'utf8').then((page) => ({ page, missing: notFoundPage(page) }));
    build ??= readWebBuild(root);
    const page = matchSpaRoute(req.path);
    // Signed-in visitors get the shell: what a page shows them depends on who they are. So does the
    // service worker's stored copy of the shell (OFFLINE_SHELL_URL), its answer when offline. A
    // navigation (`Sec-Fetch-Dest: document`, `iframe` for a framed widget) is rendered, and so is the
    // worker's network-first fetch of one (a fetch from a script says `empty`).
    const destination = req.get('sec-fetch-dest');
    const ssr =
      options.ssr &&
      page?.route.ssr &&
      !options.ssr.mayBeSignedIn(req) &&
      req.query[OFFLINE_SHELL_QUERY] === undefined &&
      (destination === undefined || RENDERED_DESTINATIONS.has(destination))
        ? options.ssr
        : undefined;
    const language = requestLanguage(req);
    const asked = languageAskedFor(req);
    if (asked) rememberLanguage(res, asked);
    // The language comes from the URL, the cookie or Accept-Language: a cache in front keys on all three
    // (docker/varnish/default.vcl folds them into Accept-Language first).
    res.set({ 'Content-Language': language, Vary: 'Accept-Language, Cookie' });
    // A page's moving parts alone are no page to index.
    if (asksLivePart(req)) res.set('X-Robots-Tag', 'noindex');
    const cacheKey = pageCacheKey(req, language);
    const kept = ssr?.cache?.read(cacheKey);
    if (ssr && kept) {
      res.type('html');
      setPageCaching(
        res,
        ssr,
        () => pageKeys(page?.record ?? null, undefined, ssr.cache?.lastScope(cacheKey)),
        asked !== null,
      );
      allowScriptsByHash(res, kept.scriptSources);
      // A phone coming back to the page it still holds is told so in a few hundred bytes (its ETag).
      sendPrecompressed(req, res, asksLivePart(req) ? keptLivePart(kept) : kept);
      return;
    }
    const record =
      page?.record && options.readRecord
        ? options.readRecord(page.record, req.session?.userId, language).catch((error: unknown): PageRecord => {
            // The page itself must still load when its record cannot be read.
            options.onRecordError?.(error);
            return { meta: null };
          })
        : Promise.resolve<PageRecord>({ meta: null });
    Promise.all([html, record, build])
      .then(([written, found, { routeChunks, visitorScript }]) => {
        res.type('html').set('Cache-Control', 'no-cache');
        const alternates = languageAlternates(options.publicUrl ?? 'http://localhost', req.path);
        if (!page || !found) {
          res.status(404).send(inLanguage(written.missing, language, alternates));
          return;
        }
        const index = inLanguage(written.page, language, alternates);
        // Every public page names its subject in its title, description and preview tags: a record's page
        // from its record, the others from their route.
        const { meta: routeMeta } = page.route;
        const texts = textsIn(language);
        const meta =
          found.meta ??
          (routeMeta && options.publicUrl
            ? {
                title: texts(routeMeta.title),
                description: texts(routeMeta.description),
                url: new URL(req.path, options.publicUrl).toString(),
              }
            : null);
        const document = meta ? injectShareMeta(index, meta) : index;
        if (ssr) setPageCaching(res, ssr, () => pageKeys(page.record, found.tournamentId, undefined), asked !== null);
        if (ssr) {
          const routeFiles = page.route.module ? routeChunks(page.route.module) : [];
          const visitor = page.route.withoutApp ? visitorScript : null;
          const appForFollowers = page.route.appForFollowers === true;
          return sendRendered(req, res, document, ssr, { routeFiles, visitor, appForFollowers }, language);
        }
        res.send(document);
        return;
      })
      .catch(next);
  });
  return router;
}
