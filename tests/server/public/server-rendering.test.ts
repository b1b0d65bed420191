import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MatchStatus } from '../../../server/src/modules/matches/match.entity.js';
import { TeamMember } from '../../../server/src/modules/teams/team-member.entity.js';
import { Sport } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { Role } from '../../../server/src/modules/users/user.entity.js';
import { loadPageRenderer } from '../../../server/src/web-ssr.js';
import { runAfterPaint } from '../../support/after-paint.js';
import { TestClient } from '../../support/client.js';
import {
  createClub,
  createMatch,
  createTeam,
  createTournament,
  createUser,
  registerTeams,
} from '../../support/factories.js';
import { startTestServer, type TestServer } from '../../support/server.js';
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

// Each public page rendered for a visitor without a session, and when the shell is sent instead. A page kept
// for the next visitor, shared by a crowd, or falling back to the shell: server-rendering-kept-and-fallback.test.ts.

describe('server-rendered public pages', () => {
  let dist: string;
  let server: TestServer;
  const ids = { cup: 0, match: 0, team: 0, cricket: 0, player: 0 };

  beforeAll(async () => {
    dist = await ssrBuildDist();
    // A render on a loaded test machine can pass the production timeout (1.5 s) and send the shell; the
    // fallback has its own tests (server-rendering-kept-and-fallback.test.ts).
    server = await startTestServer({ webDist: dist, env: { WEB_SSR_DIST: path.join(dist, 'ssr'), ...PATIENT } });
    const em = server.em();
    const creator = await createUser(em, { email: 'ssr-organiser@example.test', role: Role.tournament_creator });
    const club = await createClub(em, creator);
    const home = await createTeam(em, club, { name: 'Harbour Lights' });
    const away = await createTeam(em, club, { name: 'Blue Mountain </script><script>alert(1)</script>' });
    const cup = await createTournament(em, creator, { name: 'Island Cup' });
    await registerTeams(em, cup, [home, away]);
    const match = await createMatch(em, cup, home, away, {
      status: MatchStatus.completed,
      homeTeamScore: 3,
      awayTeamScore: 1,
      scheduledDate: new Date('2026-12-05T15:00:00Z'),
    });
    // A cricket match in play: its page shows the centre's scorecard, a query of its own.
    const trophy = await createTournament(em, creator, { name: 'Windward Trophy', sport: Sport.cricket });
    await registerTeams(em, trophy, [home, away]);
    const innings = await createMatch(em, trophy, home, away, { status: MatchStatus.in_progress });
    const player = em.create(TeamMember, { team: home, name: 'Keacy Carty', jerseyNumber: 7 });
    await em.persist(player).flush();
    Object.assign(ids, { cup: cup.id, match: match.id, team: home.id, cricket: innings.id, player: player.id });
    // A knockout stage, so the bracket page has a bracket to draw.
    const organiser = new TestClient(server.url);
    await organiser.signIn('ssr-organiser@example.test');
    const stage = await organiser.gql<{ addStage: { id: number } }>(
      `mutation($t: Int!, $i: StageInput!) { addStage(tournamentId: $t, input: $i) { id } }`,
      {
        t: cup.id,
        i: { name: 'Island Knockout', format: 'KNOCKOUT', slots: [{ teamId: home.id }, { teamId: away.id }] },
      },
    );
    expect(stage.errors).toBeUndefined();
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
    if (dist) await rm(dist, { recursive: true, force: true });
  });

  const pages = () => [
    // Each public page: its heading (or title line) and the data it shows, in the first response.
    {
      url: '/',
      shows: ['Every island tournament, live from the ground', 'Recent Results', 'Island Cup', 'Harbour Lights'],
    },
    { url: '/browse', shows: ['Tournament Browser', 'Island Cup'] },
    { url: `/tournament/${ids.cup}`, shows: ['Island Cup', 'Recent Results', 'Harbour Lights 3'] },
    {
      url: `/standings/${ids.cup}`,
      // The standings table's first row: position, team, played, won, drawn, lost, points.
      shows: ['Island Cup Standings', 'Pos Position Team MP W D L Pts GD 1 Harbour Lights 1 1 0 0 3 +2'],
    },
    {
      url: `/match/${ids.match}`,
      // Kick-off at 15:00 UTC is shown in the site's zone, as the browser will show it wherever it is.
      shows: ['Harbour Lights vs Blue Mountain', 'Match Details', 'Island Cup', 'Sat 5 Dec 2026, 11:00 AST'],
    },
    {
      url: `/tournament/${ids.cup}/fixtures`,
      // Grouped by the day in the site's zone; the completed match with its score, round and a link.
      shows: ['Island Cup Fixtures', 'Group by', 'Sat 5 Dec 2026', '11:00 AST', 'Harbour Lights 3', 'Round 1'],
    },
    { url: `/tournament/${ids.cup}/bracket`, shows: ['Island Cup Bracket', 'Island Knockout'] },
    // The widgets framed on clubs' sites.
    { url: `/embed/standings/${ids.cup}`, shows: ['Island Cup standings', 'Harbour Lights'] },
    { url: `/embed/match/${ids.match}`, shows: ['Island Cup', 'Harbour Lights 3'] },
    { url: `/embed/fixtures/${ids.cup}`, shows: ['Island Cup fixtures', 'Harbour Lights'] },
    { url: `/team/${ids.team}`, shows: ['Harbour Lights', 'Results', 'Island Cup'] },
    { url: `/tournament/${ids.cup}/leaders`, shows: ['Island Cup Leaders', 'Top Scorers'] },
    { url: `/player/${ids.player}`, shows: ['Keacy Carty', 'Harbour Lights'] },
  ];

  it("renders with React's production build whatever NODE_ENV the server runs with (here: test)", async () => {
    expect(process.env.NODE_ENV).toBe('test');
    const folder = path.join(dist, 'ssr');
    const files = [path.join(folder, 'entry-server.js')];
    for (const name of await readdir(path.join(folder, 'assets'))) files.push(path.join(folder, 'assets', name));
    const code = (await Promise.all(files.map((file) => readFile(file, 'utf8')))).join('\n');
    // Nothing left to node_modules, where React would choose its development build by NODE_ENV at run time.
    expect(code).not.toMatch(/^import .* from "(?!\.|node:)/m);
    expect(code).not.toContain('jsxDEV');
    expect(code).not.toContain('react-dom-server.node.development');
  });

  it('renders the fixtures list grouped as its query asks, so a shared link shows the same list', async () => {
    const byVenue = text(
      rootMarkup(
        await (await fetch(`${server.url}/tournament/${ids.cup}/fixtures?by=venue&team=${ids.team}`, NAVIGATE)).text(),
      ),
    );
    expect(byVenue).toContain('Island Cup Fixtures');
    // The venue heading, and the row naming its day and round (the date is no heading now).
    expect(byVenue).toContain('Venue TBD');
    expect(byVenue).toContain('Sat 5 Dec 2026, 11:00 AST');
    expect(byVenue).toContain('Harbour Lights 3');
    // A team with no matches: the filter applies on the server too.
    const empty = text(
      rootMarkup(await (await fetch(`${server.url}/tournament/${ids.cup}/fixtures?team=999999`, NAVIGATE)).text()),
    );
    expect(empty).toContain('This team has no matches.');
  });

  it('sends each public page with its heading and data, its styles and its Apollo state', async () => {
    for (const { url, shows } of pages()) {
      const response = await fetch(`${server.url}${url}`, NAVIGATE);
      const html = await response.text();
      expect(response.status, url).toBe(200);
      expect(html, url).toContain(`<div id="root" data-ssr="${url}">`);
      const content = text(rootMarkup(html));
      for (const expected of shows) expect(content, url).toContain(expected);
      // Emotion's rules for the markup, extracted into <style> elements before it (none inside it).
      expect(html, url).toMatch(/<style data-ssr-styles="css [^"]+">[^<]+<\/style>/);
      expect(rootMarkup(html), url).not.toContain('<style');
      // The state is a data block; the one inline script that runs is allowed by its hash.
      expect(stateBlock(html), url).toMatch(/^\{"apollo":\{/);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy, url).not.toContain("'nonce-");
      expect(refusedInlineScripts(html, policy), url).toEqual([]);
      // The app's entry is fetched and run once the page has painted: nothing in the head asks for it, so
      // the page's own bytes have the phone's connection to themselves.
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, url).not.toContain('/assets/index-test.js');
      expect(html, url).not.toContain('<script type="module"');
      expect(runningInlineScripts(html), url).toEqual([expect.stringMatching(/^requestAnimationFrame\(/)]);
      expect(runAfterPaint(html).scripts, url).toEqual(['/assets/index-test.js']);
    }
  });

  it('renders each page once, its queries read before it renders; a page whose reads fail, until they answer', async () => {
    // The built renderer, loaded and called as the server does, its queries run by the test server.
    const renderPage = await loadPageRenderer(path.join(dist, 'ssr'));
    const visitor = new TestClient(server.url);
    const render = (url: string) =>
      renderPage!({
        url: `http://localhost${url}`,
        execute: ({ query, variables }) => visitor.gql(query, variables),
        signal: new AbortController().signal,
        language: 'en',
      });
    const cricket = { url: `/match/${ids.cricket}`, shows: ['Harbour Lights vs Blue Mountain', 'Scorecard'] };
    // The server answers an unknown player 404 without rendering; asked anyway, the renderer copes.
    const unknown = { url: '/player/999999', shows: ['Player Not Found'] };
    for (const { url, shows } of [...pages(), cricket, unknown]) {
      const rendered = await render(url);
      // The unknown player's read fails, and the page renders until its query has answered (with the error
      // it shows).
      expect(rendered?.passes, url).toBe(url === unknown.url ? 2 : 1);
      for (const expected of shows) expect(text(rendered?.html ?? ''), url).toContain(expected);
    }
  });

  it('runs the app and asks for its route’s code once painted: the route’s chunks and their imports, never the entry’s', async () => {
    const response = await fetch(`${server.url}/tournament/${ids.cup}`, NAVIGATE);
    const html = await response.text();
    const script = /<script>requestAnimationFrame[^<]*<\/script>/.exec(html);
    expect(refusedInlineScripts(html, response.headers.get('content-security-policy') ?? '')).toEqual([]);
    // After the markup and its state: the page's own bytes come first.
    expect(html.indexOf('id="ssr-state"')).toBeGreaterThan(0);
    expect(html.indexOf(script![0])).toBeGreaterThan(html.indexOf('id="ssr-state"'));
    // The entry first, in a task of its own; the route's chunks, imported by it, preloaded beside it each in a
    // task of its own after that one.
    expect(runAfterPaint(html).order).toEqual([
      'script:/assets/index-test.js@2',
      'preload:/assets/TournamentRoute-test.js@3',
      'preload:/assets/list-test.js@4',
    ]);
    // A page whose route the manifest does not name runs the app and asks for nothing more.
    const match = await (await fetch(`${server.url}/match/${ids.match}`, NAVIGATE)).text();
    expect(match).toContain('data-ssr=');
    expect(runAfterPaint(match)).toMatchObject({ scripts: ['/assets/index-test.js'], preloads: [] });
  });

  it('lets only the rendered widgets be framed by other sites', async () => {
    for (const url of [`/embed/standings/${ids.cup}`, `/embed/match/${ids.match}`, `/embed/fixtures/${ids.cup}`]) {
      const response = await fetch(`${server.url}${url}`, NAVIGATE);
      expect(await response.text(), url).toContain(`data-ssr="${url}"`);
      expect(response.headers.get('content-security-policy'), url).toContain('frame-ancestors *');
      expect(response.headers.get('x-frame-options'), url).toBeNull();
    }
    const page = await fetch(`${server.url}/tournament/${ids.cup}/bracket`, NAVIGATE);
    expect(await page.text()).toContain('data-ssr=');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });

  it('hands over the Apollo cache as data a script element cannot be closed from', async () => {
    const html = await (await fetch(`${server.url}/standings/${ids.cup}`, NAVIGATE)).text();
    expect(html).not.toContain('<script>alert(1)');
    const state = stateBlock(html) ?? '';
    expect(state).toContain('\\u003c/script\\u003e');
    // Read back, the names are exactly as stored.
    const cache = JSON.stringify(JSON.parse(state));
    expect(cache).toContain('"name":"Island Cup"');
    expect(cache).toContain('"teamName":"Blue Mountain </script><script>alert(1)</script>"');
  });

  it('keeps the 404s: an unknown tournament, player or path gets the not-found shell, unrendered', async () => {
    for (const url of ['/tournament/999999', '/standings/999999', '/player/999999', '/no-such-page']) {
      const response = await fetch(`${server.url}${url}`, NAVIGATE);
      const html = await response.text();
      expect(response.status, url).toBe(404);
      expect(html, url).toContain('<div id="root"></div>');
      expect(html, url).not.toContain('id="ssr-state"');
    }
  });

  it('sends the shell to a signed-in visitor and to the service worker', async () => {
    const client = new TestClient(server.url);
    await createUser(server.em(), { email: 'ssr-fan@example.test' });
    const session = await client.signIn('ssr-fan@example.test');
    expect(session.status, await session.clone().text()).toBeLessThan(300);
    const signedIn = await (await client.fetch(`/standings/${ids.cup}`, NAVIGATE)).text();
    expect(signedIn).toContain('<div id="root"></div>');
    expect(signedIn).not.toContain('id="ssr-state"');
    // The service worker fetches `/?offline-shell` (Sec-Fetch-Dest: empty) to keep as its offline page.
    const precache = await (
      await fetch(`${server.url}/?offline-shell`, { headers: { 'sec-fetch-dest': 'empty' } })
    ).text();
    expect(precache).toContain('<div id="root"></div>');
    expect(precache).not.toContain('id="ssr-state"');
  });

  it("renders the service worker's network-first fetch of a page and a widget in another site's frame", async () => {
    // A navigation the worker fetches again for the page loses its destination (`empty`).
    const viaWorker = await (await fetch(`${server.url}/`, { headers: { 'sec-fetch-dest': 'empty' } })).text();
    expect(viaWorker).toContain('<div id="root" data-ssr="/">');
    const framed = await (
      await fetch(`${server.url}/embed/standings/${ids.cup}`, { headers: { 'sec-fetch-dest': 'iframe' } })
    ).text();
    expect(framed).toContain(`<div id="root" data-ssr="/embed/standings/${ids.cup}">`);
    // A fetch for anything else (a script, an image) never gets a page rendered.
    const script = await (await fetch(`${server.url}/`, { headers: { 'sec-fetch-dest': 'script' } })).text();
    expect(script).toContain('<div id="root"></div>');
  });

  it('keeps the share preview in the head of a rendered page', async () => {
    const html = await (await fetch(`${server.url}/tournament/${ids.cup}`, NAVIGATE)).text();
    expect(html).toMatch(/<meta property="og:title" content="Island Cup/);
    expect(html).toContain('data-ssr=');
  });
});
