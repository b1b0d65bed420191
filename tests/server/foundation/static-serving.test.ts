import { request } from 'node:http';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../../server/src/modules/users/user.entity.js';
import { readWebBuild } from '../../../server/src/route-chunks.js';
import { SPA_ROUTES } from '../../../server/src/core/web-routes.js';
import { TestClient } from '../../support/client.js';
import { createClub, createMatch, createTeam, createTournament, createUser } from '../../support/factories.js';
import { startTestServer, type TestServer } from '../../support/server.js';
import { recordStatements } from '../../support/statements.js';

type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** One request without fetch's automatic decompression, so the bytes on the wire can be checked. */
function raw(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

function decode(response: RawResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.body).toString('utf8');
  return response.body.toString('utf8');
}

function title(html: string): string | undefined {
  return /<title>([\s\S]*?)<\/title>/.exec(html)?.[1];
}

const NOT_FOUND_TITLE = 'Page not found · Pitchside';

/** Every path pattern the client's route modules declare (the catch-all "*" is the not-found page). */
async function clientRoutePaths(): Promise<string[]> {
  const folder = 'web/src/app/routes';
  const files = [
    'web/src/app/router.tsx',
    ...(await readdir(folder)).filter((name) => name.endsWith('.tsx')).map((name) => path.join(folder, name)),
  ];
  const paths: string[] = [];
  for (const file of files) {
    const source = await readFile(file, 'utf8');
    for (const found of source.matchAll(/\bpath:\s*(['"`])([^'"`]+)\1/g)) paths.push(found[2]);
  }
  return paths.filter((pattern) => pattern !== '*');
}

/** Each client route that loads its page lazily: its path and the module it imports (relative to web/). */
async function clientRouteModules(): Promise<Map<string, string>> {
  const folder = 'web/src/app/routes';
  const modules = new Map<string, string>();
  for (const name of (await readdir(folder)).filter((file) => file.endsWith('.tsx'))) {
    const source = await readFile(path.join(folder, name), 'utf8');
    for (const found of source.matchAll(
      /\bpath:\s*'([^']+)',\s*lazy:\s*(?:async\s*)?\(\)\s*=>\s*import\('([^']+)'\)/g,
    )) {
      const module = path.relative('web', path.join(folder, found[2]));
      modules.set(found[1], `${module.split(path.sep).join('/')}.tsx`);
    }
  }
  return modules;
}

describe('static serving and page status', () => {
  let webDist: string;
  let server: TestServer;
  let production: TestServer;
  let entryScript: string;
  const ids = { cup: 0, draft: 0, match: 0, draftMatch: 0, team: 0, creator: '' };

  beforeAll(async () => {
    // The real client build, with the project's own Vite configuration, into a folder of this test's own.
    webDist = await mkdtemp(path.join(tmpdir(), 'pitchside-build-'));
    await build({
      configFile: 'web/vite.config.ts',
      logLevel: 'silent',
      build: { outDir: webDist, emptyOutDir: true },
    });
    const index = await readFile(path.join(webDist, 'index.html'), 'utf8');
    entryScript = /<script type="module" crossorigin src="([^"]+)"/.exec(index)?.[1] ?? '';

    server = await startTestServer({ webDist });
    const em = server.em();
    const creator = await createUser(em, { email: 'organiser@example.test', role: Role.tournament_creator });
    ids.creator = creator.email;
    const club = await createClub(em, creator);
    const home = await createTeam(em, club, { name: 'Harbour Lights' });
    const away = await createTeam(em, club, { name: 'Blue Mountain' });
    // Enough published tournaments that the lists weigh more than the compression threshold.
    for (let index = 0; index < 8; index += 1) {
      await createTournament(em, creator, {
        name: `Island League ${index}`,
        description: 'Twelve parishes, one trophy: league stage, then semi-finals and a final under lights.',
      });
    }
    const cup = await createTournament(em, creator, {
      name: 'Island Cup',
      description: 'The island cup, played over a month of weekends at grounds across the island, '.repeat(4),
    });
    const draft = await createTournament(em, creator, { name: 'Hidden Draft', isPublished: false });
    const match = await createMatch(em, cup, home, away);
    const draftMatch = await createMatch(em, draft, home, away);
    Object.assign(ids, { cup: cup.id, draft: draft.id, match: match.id, draftMatch: draftMatch.id, team: home.id });

    production = await startTestServer({
      webDist,
      env: {
        NODE_ENV: 'production',
        SESSION_SECRET: 'static-serving-test-secret-0123456789',
        GOOGLE_CLIENT_ID: 'static-serving-test',
        GOOGLE_CLIENT_SECRET: 'static-serving-test',
      },
    });
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
    await production?.stop();
    if (webDist) await rm(webDist, { recursive: true, force: true });
  });

  describe('compression negotiated per request', () => {
    const cases = () => [
      { what: 'a page (HTML)', url: `/tournament/${ids.cup}`, type: /text\/html/, contains: 'og:title' },
      { what: 'REST JSON', url: '/api/public/tournaments', type: /application\/json/, contains: 'Island League 7' },
    ];

    for (const encoding of ['br', 'gzip'] as const) {
      it(`sends ${encoding} to a client that accepts it, for pages and REST JSON`, async () => {
        for (const { url, type, contains } of cases()) {
          const response = await raw(`${server.url}${url}`, { headers: { 'accept-encoding': encoding } });
          expect(response.status, url).toBe(200);
          expect(response.headers['content-type'], url).toMatch(type);
          expect(response.headers['content-encoding'], url).toBe(encoding);
          expect(response.headers.vary, url).toMatch(/accept-encoding/i);
          expect(decode(response), url).toContain(contains);
        }
      });

      it(`sends ${encoding} for GraphQL answers`, async () => {
        const response = await raw(`${server.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-encoding': `${encoding}, identity` },
          body: JSON.stringify({ query: '{ publicTournaments { id name description startDate endDate } }' }),
        });
        expect(response.status).toBe(200);
        expect(response.headers['content-encoding']).toBe(encoding);
        const body = JSON.parse(decode(response)) as { data: { publicTournaments: { name: string }[] } };
        expect(body.data.publicTournaments.map((tournament) => tournament.name)).toContain('Island Cup');
      });
    }

    it('prefers brotli when both are offered, and sends plain bytes to a client that offers neither', async () => {
      const both = await raw(`${server.url}/api/public/tournaments`, { headers: { 'accept-encoding': 'gzip, br' } });
      expect(both.headers['content-encoding']).toBe('br');
      const plain = await raw(`${server.url}/api/public/tournaments`, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(plain.body.toString('utf8'))).toEqual(JSON.parse(decode(both)));
    });

    it('serves built assets from the files precompressed at build time, cached for a year', async () => {
      expect(entryScript).toMatch(/^\/assets\/index-[\w-]+\.js$/);
      const file = path.join(webDist, entryScript);
      for (const [encoding, extension] of [
        ['br', '.br'],
        ['gzip', '.gz'],
      ] as const) {
        const response = await raw(`${server.url}${entryScript}`, { headers: { 'accept-encoding': encoding } });
        expect(response.status).toBe(200);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers['content-type']).toMatch(/^text\/javascript/);
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        // A script needs no page policy: a page loads some forty of these, each header costs every one.
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['content-security-policy']).toBeUndefined();
        expect(response.headers['last-modified']).toBeUndefined();
        expect(response.headers['set-cookie']).toBeUndefined();
        // The very bytes written at build time: not compressed again per request.
        expect(response.body.equals(await readFile(file + extension))).toBe(true);
      }
      const plain = await raw(`${server.url}${entryScript}`);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.equals(await readFile(file))).toBe(true);
    });
  });

  describe('files that are not there', () => {
    it('answers 404 for an unknown asset or file, not the page', async () => {
      const files = ['/assets/nope-123.js', '/assets/gone.css', '/nope.png', '/tournament/1/logo.png', '/index.html'];
      for (const pathname of files) {
        const response = await fetch(`${server.url}${pathname}`);
        expect(response.status, pathname).toBe(404);
        expect(response.headers.get('content-type'), pathname).not.toMatch(/html/);
      }
    });

    it('serves robots.txt: public pages allowed, sign-in, signed-in areas and the API not', async () => {
      const response = await fetch(`${server.url}/robots.txt`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      const text = await response.text();
      const disallowed = [...text.matchAll(/^Disallow:\s*(\S+)/gm)].map((found) => found[1]);
      expect(text).toMatch(/^User-agent: \*$/m);
      for (const prefix of ['/admin', '/api/', '/graphql', '/auth/', '/tournaments', '/clubs', '/teams', '/matches/']) {
        expect(disallowed).toContain(prefix);
      }
      // Every signed-in page is covered; no public page is.
      const blocked = (pathname: string) => disallowed.some((prefix) => pathname.startsWith(prefix));
      for (const pathname of [
        '/admin/users/3',
        '/tournaments/3/manage',
        '/matches/3/score',
        '/teams/3',
        '/select-role',
      ]) {
        expect(blocked(pathname), pathname).toBe(true);
      }
      for (const pathname of ['/', '/browse', '/tournament/3', '/match/3', '/standings/3']) {
        expect(blocked(pathname), pathname).toBe(false);
      }
      // It points to nothing that does not exist.
      expect(text).not.toMatch(/sitemap/i);
    });

    it('serves the web app manifest with its content type, linked from the page', async () => {
      const page = await (await fetch(`${server.url}/`)).text();
      const href = /<link rel="manifest" href="([^"]+)"/.exec(page)?.[1];
      expect(href).toBe('/manifest.webmanifest');
      const response = await fetch(`${server.url}${href}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
      const manifest = (await response.json()) as {
        name: string;
        theme_color: string;
        start_url: string;
        icons: { src: string; type: string }[];
      };
      expect(manifest.name).toBe('Pitchside');
      expect(manifest.start_url).toBe('/');
      // The theme's primary colour (sea.600, colors.sea.solid), as the page's theme-color says too.
      expect(await readFile('web/src/app/theme.ts', 'utf8')).toContain(`600: { value: '${manifest.theme_color}' }`);
      expect(page).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
      expect(manifest.icons.length).toBeGreaterThan(0);
      for (const icon of manifest.icons) {
        const iconResponse = await fetch(`${server.url}${icon.src}`);
        expect(iconResponse.status, icon.src).toBe(200);
        expect(iconResponse.headers.get('content-type'), icon.src).toContain(icon.type);
      }
    });

    it('keeps source maps private in production: not linked, not served', async () => {
      const script = await (await fetch(`${production.url}${entryScript}`)).text();
      // The link a browser follows (`//# sourceMappingURL=…`); emotion's own code mentions the word in a regex.
      expect(script).not.toMatch(/\/\/# sourceMappingURL=/);
      // They are built (for error decoding and the bundle analysis), just not public.
      await expect(readFile(path.join(webDist, `${entryScript}.map`))).resolves.toBeTruthy();
      const map = await fetch(`${production.url}${entryScript}.map`);
      expect(map.status).toBe(404);
      expect(await map.text()).not.toContain('"mappings"');
      // Outside production a developer still gets them.
      expect((await fetch(`${server.url}${entryScript}.map`)).status).toBe(200);
    });
  });

  describe('pages: 404 for what does not exist, for browsers and crawlers alike', () => {
    it('answers an unknown path with the app and status 404, titled "not found"', async () => {
      for (const pathname of ['/no-such-page', '/tournament', '/admin/nope', '/tournament/1/nope/deeper']) {
        const response = await fetch(`${production.url}${pathname}`);
        expect(response.status, pathname).toBe(404);
        expect(response.headers.get('content-type'), pathname).toMatch(/text\/html/);
        const html = await response.text();
        expect(title(html), pathname).toBe(NOT_FOUND_TITLE);
        expect(html).toContain('<meta name="robots" content="noindex" />');
        // The app still loads and shows its own not-found page.
        expect(html).toContain('<div id="root"></div>');
        expect(html).toContain(entryScript);
      }
    });

    it('answers 404 for an unknown or draft tournament, match, standings or team, and 200 for a public one', async () => {
      const expectations: [string, number][] = [
        [`/tournament/${ids.cup}`, 200],
        [`/standings/${ids.cup}`, 200],
        [`/match/${ids.match}`, 200],
        [`/teams/${ids.team}`, 200],
        ['/', 200],
        ['/browse', 200],
        ['/tournament/999999', 404],
        [`/tournament/${ids.draft}`, 404],
        ['/tournament/abc', 404],
        ['/standings/999999', 404],
        [`/standings/${ids.draft}`, 404],
        ['/match/999999', 404],
        [`/match/${ids.draftMatch}`, 404],
        ['/teams/999999', 404],
      ];
      for (const [pathname, status] of expectations) {
        const response = await fetch(`${server.url}${pathname}`);
        expect(response.status, pathname).toBe(status);
        const html = await response.text();
        if (status === 404) {
          expect(title(html), pathname).toBe(NOT_FOUND_TITLE);
          // A draft's name never reaches a stranger.
          expect(html, pathname).not.toContain('Hidden Draft');
          expect(html, pathname).not.toContain('og:title');
        } else {
          expect(title(html), pathname).not.toBe(NOT_FOUND_TITLE);
        }
      }
    });

    it('still gives a draft’s creator the app, which shows them their draft', async () => {
      const client = new TestClient(server.url);
      expect((await client.signIn(ids.creator)).status).toBe(200);
      // Pages are served without the session: to HTTP, a draft is missing for everyone.
      const response = await client.fetch(`/tournament/${ids.draft}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain(entryScript);
      // The page's own request carries the session, so the creator's preview still works.
      const { data } = await client.gql<{ publicTournament: { name: string } }>(
        `{ publicTournament(id: ${ids.draft}) { name } }`,
      );
      expect(data?.publicTournament.name).toBe('Hidden Draft');
    });

    it('reads a page’s record in one SQL statement', async () => {
      const statements: string[] = [];
      const recording = recordStatements(server.orm, statements);
      try {
        for (const pathname of [`/match/${ids.match}`, `/tournament/${ids.cup}`, `/teams/${ids.team}`]) {
          statements.length = 0;
          const response = await fetch(`${server.url}${pathname}`);
          expect(response.status, pathname).toBe(200);
          expect(statements, pathname).toHaveLength(1);
        }
      } finally {
        recording.stop();
      }
    });

    it('names the module each rendered page loads, as its client route imports it', async () => {
      const client = await clientRouteModules();
      for (const route of SPA_ROUTES) {
        if (route.ssr) expect(route.module, route.path).toBeDefined();
        if (route.module) expect(route.module, route.path).toBe(client.get(route.path));
      }
    });

    it('finds the chunks of a page’s route and what they import in the build’s manifest, not the entry’s, and keeps the manifest private', async () => {
      const manifest = JSON.parse(await readFile(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Record<
        string,
        { file: string; imports?: string[] }
      >;
      const route = manifest['src/features/tournaments/TournamentRoute.tsx'];
      const chunks = (await readWebBuild(webDist)).routeChunks('src/features/tournaments/TournamentRoute.tsx');
      expect(chunks[0]).toBe(`/${route.file}`);
      // Its own imports too (the browser would otherwise learn of them only once the route's chunk arrived).
      // Not the entry's, nor what the entry imports itself: the app has those before the route.
      const withEntry = new Set(['index.html', ...(manifest['index.html'].imports ?? [])]);
      const imported = (route.imports ?? [])
        .filter((key) => !withEntry.has(key))
        .map((key) => `/${manifest[key].file}`);
      expect(imported.length).toBeGreaterThan(0);
      for (const file of imported) expect(chunks).toContain(file);
      // The entry is loaded by its own script tag.
      expect(chunks).not.toContain(entryScript);
      expect(new Set(chunks).size).toBe(chunks.length);
      expect((await fetch(`${server.url}/.vite/manifest.json`)).status).toBe(404);
    });

    it('knows every route of the client, and which of them name a record', async () => {
      const client = await clientRoutePaths();
      expect(client.length).toBeGreaterThan(10);
      expect([...SPA_ROUTES.map((route) => route.path)].sort()).toEqual([...client].sort());
      // A public page about one tournament, match or team checks that it exists.
      for (const route of SPA_ROUTES) {
        if (/^\/(tournament|match|standings|team)\/:/.test(route.path)) {
          expect(route.record, route.path).toBeDefined();
        }
      }
    });
  });
});
