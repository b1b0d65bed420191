import { mkdir, rm, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MatchStatus } from '../../../server/src/modules/matches/match.entity.js';
import { Role } from '../../../server/src/modules/users/user.entity.js';
import { TestClient } from '../../support/client.js';
import {
  createClub,
  createMatch,
  createTeam,
  createTournament,
  createUser,
  registerTeams,
} from '../../support/factories.js';
import { startTestServer } from '../../support/server.js';
import { recordStatements } from '../../support/statements.js';
import {
  NAVIGATE,
  PATIENT,
  refusedInlineScripts,
  rootMarkup,
  runningInlineScripts,
  ssrBuildDist,
  stateBlock,
  text,
} from './ssr-build.js';

// A rendered page kept for the next visitor until a write, rendered once for a crowd, and the shell sent
// when rendering fails.

/** A GET with only the headers given (fetch adds its own to a conditional request). */
function conditionalGet(url: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

describe('server-rendered public pages', () => {
  let dist: string;

  beforeAll(async () => {
    dist = await ssrBuildDist();
  }, 300_000);

  afterAll(async () => {
    if (dist) await rm(dist, { recursive: true, force: true });
  });

  it('keeps a rendered page for the next visitor, its scripts allowed by hash, until a write', async () => {
    const cached = await startTestServer({
      webDist: dist,
      env: { WEB_SSR_DIST: path.join(dist, 'ssr'), RESPONSE_CACHE_TTL_MS: '600000', ...PATIENT },
    });
    try {
      const em = cached.em();
      const creator = await createUser(em, { email: 'kept@example.test', role: Role.tournament_creator });
      const club = await createClub(em, creator);
      const home = await createTeam(em, club, { name: 'Windward Flyers' });
      const away = await createTeam(em, club, { name: 'Leeward Larks' });
      const cup = await createTournament(em, creator, { name: 'Kept Cup' });
      await registerTeams(em, cup, [home, away]);
      const url = `${cached.url}/standings/${cup.id}`;
      const visit = async () => {
        const response = await fetch(url, { headers: { ...NAVIGATE.headers, 'accept-encoding': 'gzip, br' } });
        const policy = response.headers.get('content-security-policy') ?? '';
        const { headers } = response;
        return {
          html: await response.text(),
          policy,
          encoding: headers.get('content-encoding'),
          etag: headers.get('etag'),
        };
      };
      const first = await visit();
      expect(text(rootMarkup(first.html))).toContain('Windward Flyers 0 0 0 0 0');

      // A result written behind the server's back (no mutation) is not seen: the second visitor gets the
      // kept page, the same bytes and policy as the first (no nonce of one response in either).
      await createMatch(em, cup, home, away, { status: MatchStatus.completed, homeTeamScore: 2, awayTeamScore: 0 });
      // The whole page is kept, head included: the kept page reads nothing from the database.
      const reads = recordStatements(cached.orm);
      const second = await visit();
      reads.stop();
      expect(reads.statements).toEqual([]);
      expect(second.html).toBe(first.html);
      expect(second.policy).toBe(first.policy);
      expect(first.policy).not.toContain("'nonce-");
      expect(first.html).not.toContain('nonce=');
      expect(stateBlock(first.html)).toContain('"Windward Flyers"');
      // The after-paint script runs, allowed by its hash; the state is data, which no browser runs.
      expect(runningInlineScripts(first.html)).toEqual([expect.stringMatching(/^requestAnimationFrame\(/)]);
      expect(refusedInlineScripts(first.html, first.policy)).toEqual([]);
      // Compressed as it is sent, brotli first; kept, it was compressed once (brotli and gzip).
      expect(first.encoding).toBe('br');
      expect(second.encoding).toBe('br');
      const gzipped = await fetch(url, { headers: { ...NAVIGATE.headers, 'accept-encoding': 'gzip' } });
      expect(gzipped.headers.get('content-encoding')).toBe('gzip');
      expect(await gzipped.text()).toBe(second.html);
      const plain = await fetch(url, { headers: { ...NAVIGATE.headers, 'accept-encoding': 'identity' } });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await plain.text()).toBe(second.html);
      // A visitor still holding the kept page is told so, without it.
      expect(second.etag).toMatch(/^W\/"[0-9a-f]+-[\w+/]{27}"$/);
      // As a browser revalidates what it holds (fetch would add "Cache-Control: no-cache", as for a reload).
      const revalidate = (etag: string) => conditionalGet(url, { ...NAVIGATE.headers, 'if-none-match': etag });
      const unchanged = await revalidate(second.etag!);
      expect(unchanged.status).toBe(304);
      expect(unchanged.body).toBe('');

      // A score in another tournament leaves it kept: the page shows this tournament's answers alone.
      const organiser = new TestClient(cached.url);
      await organiser.signIn('kept@example.test');
      const other = await createTournament(em, creator, { name: 'Other Cup' });
      await registerTeams(em, other, [home, away]);
      const elsewhere = await createMatch(em, other, home, away, {
        status: MatchStatus.in_progress,
        homeTeamScore: 0,
        awayTeamScore: 0,
      });
      const goal = await organiser.gql(
        `mutation($id: Int!) { updateMatchScore(matchId: $id, score: { homeTeamScore: 1, awayTeamScore: 0 }) { id } }`,
        { id: elsewhere.id },
      );
      expect(goal.errors).toBeUndefined();
      const untouched = recordStatements(cached.orm);
      const third = await visit();
      untouched.stop();
      expect(untouched.statements).toEqual([]);
      expect(third.html).toBe(second.html);

      // Any other write through the API drops it: the next visitor gets the table as it stands.
      const write = await organiser.gql(
        `mutation($id: Int!) { setTournamentPublished(id: $id, published: true) { id } }`,
        { id: cup.id },
      );
      expect(write.errors).toBeUndefined();
      const changed = await revalidate(second.etag!);
      expect(changed.status).toBe(200);
      expect(text(rootMarkup(changed.body))).toContain('Windward Flyers 1 1 0 0 3');
      expect(text(rootMarkup((await visit()).html))).toContain('Windward Flyers 1 1 0 0 3');

      // A result in this tournament drops it as well.
      const final = await createMatch(em, cup, home, away, {
        status: MatchStatus.in_progress,
        homeTeamScore: 0,
        awayTeamScore: 0,
      });
      const result = await organiser.gql(
        `mutation($id: Int!) { changeMatchStatus(matchId: $id, status: completed, score: { homeTeamScore: 1, awayTeamScore: 0 }) { id } }`,
        { id: final.id },
      );
      expect(result.errors).toBeUndefined();
      expect(text(rootMarkup((await visit()).html))).toContain('Windward Flyers 2 2 0 0 6');
    } finally {
      await cached.stop();
    }
  });

  it('renders a page once for a crowd arriving together, the same page and policy for each', async () => {
    const folder = path.join(dist, 'counting');
    await mkdir(folder, { recursive: true });
    // Each render numbers itself and takes a moment, as reading the data does.
    await writeFile(
      path.join(folder, 'entry-server.js'),
      `let renders = 0;
      export async function renderPage() {
        const number = ++renders;
        await new Promise((resolve) => setTimeout(resolve, 300));
        return { html: '<p>render ' + number + '</p>', styles: '', stateScript: '<script type="application/json" id="ssr-state">{}</script>' };
      }`,
    );
    const crowded = await startTestServer({
      webDist: dist,
      env: { WEB_SSR_DIST: folder, RESPONSE_CACHE_TTL_MS: '600000', ...PATIENT },
    });
    try {
      const visits = await Promise.all(
        Array.from({ length: 5 }, async () => {
          const response = await fetch(`${crowded.url}/browse`, NAVIGATE);
          return { html: await response.text(), policy: response.headers.get('content-security-policy') ?? '' };
        }),
      );
      for (const { html, policy } of visits) {
        expect(rootMarkup(html)).toBe('<p>render 1</p>');
        expect(stateBlock(html)).toBe('{}');
        expect(refusedInlineScripts(html, policy)).toEqual([]);
      }
      expect(new Set(visits.map((visit) => visit.html)).size).toBe(1);
      expect(new Set(visits.map((visit) => visit.policy)).size).toBe(1);
    } finally {
      await crowded.stop();
    }
  });

  describe('falls back to the shell', () => {
    const fallbacks = [
      { what: 'when rendering throws', source: "export async function renderPage() { throw new Error('broken'); }" },
      {
        what: 'when the data is slower than the timeout',
        source:
          'export function renderPage({ signal }) { return new Promise((_, reject) => signal.addEventListener("abort", () => reject(signal.reason))); }',
      },
    ];
    for (const { what, source } of fallbacks) {
      it(what, async () => {
        const folder = path.join(dist, `broken-${fallbacks.findIndex((entry) => entry.what === what)}`);
        await mkdir(folder, { recursive: true });
        await writeFile(path.join(folder, 'entry-server.js'), source);
        const broken = await startTestServer({ webDist: dist, env: { WEB_SSR_DIST: folder, SSR_TIMEOUT_MS: '50' } });
        try {
          const response = await fetch(`${broken.url}/browse`, NAVIGATE);
          const html = await response.text();
          expect(response.status).toBe(200);
          // The whole shell, once: head, empty root, scripts.
          expect(html.match(/<html/g)).toHaveLength(1);
          expect(html).toContain('<div id="root"></div>');
          expect(html).toContain('<script type="module" crossorigin src="/assets/index-test.js"></script>');
          expect(html).not.toContain('data-ssr=');
          expect(html.trimEnd().endsWith('</html>')).toBe(true);
        } finally {
          await broken.stop();
        }
      });
    }
  });
});
