import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MatchStatus } from '../../../server/src/modules/matches/match.entity.js';
import { Role } from '../../../server/src/modules/users/user.entity.js';
import { createClub, createMatch, createTeam, createTournament, createUser } from '../../support/factories.js';
import { startTestServer, type TestServer } from '../../support/server.js';
import { embedSnippet } from '../../../web/src/features/developers/api-examples.js';
import { EMBED_SIZES } from '../../../shared/embeds.js';
import { matchSpaRoute } from '../../../server/src/core/web-routes.js';

const SITE = 'https://pitchside.example';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Pitchside" />
    <title>Pitchside</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

type OEmbed = {
  version: string;
  type: string;
  provider_name: string;
  provider_url: string;
  title: string;
  html: string;
  width: number;
  height: number;
};

/** The attributes of the one <iframe> in an oEmbed html, unescaped as a browser would read them. */
function iframeAttributes(html: string): Record<string, string> {
  expect(html).toMatch(/^<iframe [^<>]*><\/iframe>$/);
  const attributes: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(/\s([a-z-]+)="([^"]*)"/g)) {
    attributes[name] = value
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
  }
  return attributes;
}

describe('GET /oembed', () => {
  let server: TestServer;
  const ids = { cup: 0, draft: 0, match: 0, draftMatch: 0 };

  beforeAll(async () => {
    const webDist = await mkdtemp(path.join(tmpdir(), 'pitchside-web-'));
    await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
    server = await startTestServer({ webDist, env: { PUBLIC_URL: SITE } });
    const em = server.em();
    const creator = await createUser(em, { role: Role.tournament_creator });
    const club = await createClub(em, creator);
    const home = await createTeam(em, club, { name: `Harbour "Lights" <XI> & Co's` });
    const away = await createTeam(em, club, { name: 'Blue Mountain CC' });
    const cup = await createTournament(em, creator, { name: 'Island <Cup> & "Shield"' });
    const draft = await createTournament(em, creator, { name: 'Hidden Draft', isPublished: false });
    const match = await createMatch(em, cup, home, away, { status: MatchStatus.in_progress, homeTeamScore: 3 });
    const draftMatch = await createMatch(em, draft, home, away);
    await em.flush();
    Object.assign(ids, { cup: cup.id, draft: draft.id, match: match.id, draftMatch: draftMatch.id });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const ask = (query: Record<string, string>, init?: RequestInit) =>
    fetch(`${server.url}/oembed?${new URLSearchParams(query).toString()}`, init);

  it('answers a match page as an oEmbed 1.0 rich widget: the live-score iframe, its size, provider and title', async () => {
    const response = await ask({ url: `${SITE}/match/${ids.match}`, format: 'json' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as OEmbed;
    expect(body).toMatchObject({
      version: '1.0',
      type: 'rich',
      provider_name: 'Pitchside',
      provider_url: `${SITE}/`,
      width: 360,
      height: 200,
    });
    expect(body.title).toBe(`Harbour "Lights" <XI> & Co's vs Blue Mountain CC · Island <Cup> & "Shield"`);
    const iframe = iframeAttributes(body.html);
    expect(iframe).toMatchObject({ src: `${SITE}/embed/match/${ids.match}`, width: '360', height: '200' });
    // The title is anyone's text: escaped, it stays one attribute and opens no element.
    expect(iframe.title).toBe(body.title);
    expect(body.html).not.toMatch(/<XI>|<Cup>/);
    expect(body.html).toContain('&lt;XI&gt; &amp; Co&#39;s');
  });

  it('knows the standings and tournament pages, and the widgets’ own addresses with their theme', async () => {
    const standings = (await (await ask({ url: `${SITE}/standings/${ids.cup}` })).json()) as OEmbed;
    expect(standings.title).toBe('Island <Cup> & "Shield" standings');
    expect(iframeAttributes(standings.html).src).toBe(`${SITE}/embed/standings/${ids.cup}`);
    expect([standings.width, standings.height]).toEqual([480, 420]);

    const fixtures = (await (await ask({ url: `${SITE}/tournament/${ids.cup}` })).json()) as OEmbed;
    expect(fixtures.title).toBe('Island <Cup> & "Shield" fixtures');
    expect(iframeAttributes(fixtures.html).src).toBe(`${SITE}/embed/fixtures/${ids.cup}`);

    const dark = (await (await ask({ url: `${SITE}/embed/fixtures/${ids.cup}?theme=dark` })).json()) as OEmbed;
    expect(iframeAttributes(dark.html).src).toBe(`${SITE}/embed/fixtures/${ids.cup}?theme=dark`);
    const embedMatch = await ask({ url: `${SITE}/embed/match/${ids.match}`, format: 'json' });
    expect(embedMatch.status).toBe(200);
  });

  it('the API page’s embed snippet is the iframe oEmbed answers, at the same size', async () => {
    const body = (await (await ask({ url: `${SITE}/standings/${ids.cup}` })).json()) as OEmbed;
    const snippet = iframeAttributes(embedSnippet(SITE, 'standings', ids.cup, EMBED_SIZES.standings));
    const answered = iframeAttributes(body.html);
    for (const name of ['src', 'width', 'height', 'style', 'loading']) expect(snippet[name], name).toBe(answered[name]);
    const dark = iframeAttributes(embedSnippet(SITE, 'match', 7, EMBED_SIZES.match, 'dark'));
    expect(dark).toMatchObject({ src: `${SITE}/embed/match/7?theme=dark`, width: '360', height: '200' });
  });

  it('fits the widget within maxwidth and maxheight', async () => {
    const body = (await (
      await ask({ url: `${SITE}/standings/${ids.cup}`, maxwidth: '300', maxheight: '250' })
    ).json()) as OEmbed;
    expect([body.width, body.height]).toEqual([300, 250]);
    expect(iframeAttributes(body.html)).toMatchObject({ width: '300', height: '250' });
    // Larger limits leave the widget its own size.
    const roomy = (await (
      await ask({ url: `${SITE}/standings/${ids.cup}`, maxwidth: '2000', maxheight: '2000' })
    ).json()) as OEmbed;
    expect([roomy.width, roomy.height]).toEqual([480, 420]);
  });

  it('answers 404 for unknown ids, drafts, other pages and other sites', async () => {
    for (const url of [
      `${SITE}/match/999999`,
      `${SITE}/standings/999999`,
      `${SITE}/match/${ids.draftMatch}`,
      `${SITE}/tournament/${ids.draft}`,
      `${SITE}/embed/standings/${ids.draft}`,
      `${SITE}/browse`,
      `${SITE}/tournament/${ids.cup}/leaders`,
      `https://elsewhere.example/match/${ids.match}`,
    ]) {
      const response = await ask({ url, format: 'json' });
      expect(response.status, url).toBe(404);
      expect(((await response.json()) as { error: string }).error, url).toMatch(/url/);
    }
  });

  it('names, when it refuses a url, only pages that exist and that it answers for (issue 49)', async () => {
    const refused = await ask({ url: `${SITE}/fixtures/${ids.cup}`, format: 'json' });
    expect(refused.status).toBe(404);
    const { error } = (await refused.json()) as { error: string };
    // It named a "fixtures page", and /fixtures/{id} (the guess it invites) is no page of the site.
    const named = [...error.matchAll(/(?:\/[a-z]+)+\/\{id\}(?:\/[a-z]+)?/g)].map(([pattern]) => pattern);
    expect(named).toEqual(['/standings/{id}', '/match/{id}', '/tournament/{id}', '/tournament/{id}/fixtures']);
    for (const pattern of named) {
      const id = pattern.startsWith('/match/') ? ids.match : ids.cup;
      const page = pattern.replace('{id}', String(id));
      expect(matchSpaRoute(page), page).not.toBeNull();
      const answer = await ask({ url: `${SITE}${page}`, format: 'json' });
      expect(answer.status, page).toBe(200);
    }
    const fixtures = (await (await ask({ url: `${SITE}/tournament/${ids.cup}/fixtures` })).json()) as OEmbed;
    expect(fixtures.html).toContain(`${SITE}/embed/fixtures/${ids.cup}`);
  });

  it('answers format=xml with 501, and names each bad parameter with 400', async () => {
    const xml = await ask({ url: `${SITE}/match/${ids.match}`, format: 'xml' });
    expect(xml.status).toBe(501);
    const cases: [Record<string, string>, RegExp][] = [
      [{}, /^url is required/],
      [{ url: 'not a url' }, /^url must be/],
      [{ url: `javascript:alert(1)` }, /^url must be/],
      [{ url: `${SITE}/match/${ids.match}`, format: 'yaml' }, /^format must be json/],
      [{ url: `${SITE}/match/${ids.match}`, maxwidth: 'wide' }, /^maxwidth must be/],
      [{ url: `${SITE}/match/${ids.match}`, maxheight: '0' }, /^maxheight must be/],
      [{ url: `${SITE}/match/${ids.match}`, maxheight: '-5' }, /^maxheight must be/],
    ];
    for (const [query, message] of cases) {
      const response = await ask(query);
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(((await response.json()) as { error: string }).error, JSON.stringify(query)).toMatch(message);
    }
    const twice = await fetch(`${server.url}/oembed?url=${SITE}/match/1&url=${SITE}/match/2`);
    expect(twice.status).toBe(400);
    expect(((await twice.json()) as { error: string }).error).toMatch(/^url must be given once/);
  });

  it('is open to any site (CORS, no credentials), like the other public reads', async () => {
    const response = await ask(
      { url: `${SITE}/match/${ids.match}` },
      { headers: { origin: 'https://club.example', cookie: 'pitchside.sid=whatever' } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await fetch(`${server.url}/oembed?url=x`, {
      method: 'OPTIONS',
      headers: { origin: 'https://club.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, HEAD');
    // Errors are readable by the other site too.
    const missing = await ask({ url: `${SITE}/match/999999` }, { headers: { origin: 'https://club.example' } });
    expect(missing.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('the standings, tournament and match pages announce it in their server-rendered head', async () => {
    for (const page of [`/standings/${ids.cup}`, `/tournament/${ids.cup}`, `/match/${ids.match}`]) {
      const html = await (await fetch(`${server.url}${page}`)).text();
      const link = /<link rel="alternate" type="application\/json\+oembed" href="([^"]*)" title="([^"]*)" \/>/.exec(
        html,
      );
      expect(link, page).not.toBeNull();
      const href = new URL(link![1].replaceAll('&amp;', '&'));
      expect(href.origin + href.pathname, page).toBe(`${SITE}/oembed`);
      expect(href.searchParams.get('url'), page).toBe(`${SITE}${page}`);
      expect(href.searchParams.get('format'), page).toBe('json');
      // Discovery leads to a working answer.
      const answer = await fetch(`${server.url}/oembed${href.search}`);
      expect(answer.status, page).toBe(200);
    }
  });
});

describe('framing of the widgets', () => {
  let server: TestServer;
  let cup = 0;
  let match = 0;

  beforeAll(async () => {
    const webDist = await mkdtemp(path.join(tmpdir(), 'pitchside-web-'));
    await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
    server = await startTestServer({ webDist });
    const em = server.em();
    const creator = await createUser(em, { role: Role.tournament_creator });
    const club = await createClub(em, creator);
    const tournament = await createTournament(em, creator, { name: 'Framed Cup' });
    const game = await createMatch(em, tournament, await createTeam(em, club), await createTeam(em, club));
    await em.flush();
    cup = tournament.id;
    match = game.id;
  });
  afterAll(async () => {
    await server?.stop();
  });

  function frameAncestors(response: Response): string | undefined {
    return /frame-ancestors ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  }

  it('the three widgets may be framed by any site, and say 404 for an unknown id', async () => {
    for (const page of [`/embed/standings/${cup}`, `/embed/match/${match}`, `/embed/fixtures/${cup}?theme=dark`]) {
      const response = await fetch(`${server.url}${page}`);
      expect(response.status, page).toBe(200);
      expect(frameAncestors(response), page).toBe('*');
      expect(response.headers.get('x-frame-options'), page).toBeNull();
    }
    const unknown = await fetch(`${server.url}/embed/match/999999`);
    expect(unknown.status).toBe(404);
    // Still frameable: the club's page shows the widget's "not found", not a browser error.
    expect(frameAncestors(unknown)).toBe('*');
  });

  it('every other page, the full pages of the same records included, stays unframeable', async () => {
    for (const page of [
      '/',
      `/standings/${cup}`,
      `/match/${match}`,
      `/tournament/${cup}`,
      '/developers',
      '/embed',
      '/embed/',
      '/embedded',
      `/embed/standings/${cup}/extra`,
      '/oembed?url=x',
    ]) {
      const response = await fetch(`${server.url}${page}`);
      expect(frameAncestors(response), page).toBe("'none'");
      expect(response.headers.get('x-frame-options'), page).toBe('DENY');
    }
  });
});
