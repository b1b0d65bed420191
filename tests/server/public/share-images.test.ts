import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Match, MatchStatus } from '../../../server/src/modules/matches/match.entity.js';
import { ShareImageCache } from '../../../server/src/modules/public/share-images.js';
import { Sport } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { Role } from '../../../server/src/modules/users/user.entity.js';
import { TestClient } from '../../support/client.js';
import { createClub, createMatch, createTeam, createTournament, createUser } from '../../support/factories.js';
import { startTestServer, type TestServer } from '../../support/server.js';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Pitchside" />
    <title>Pitchside</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's IHDR chunk (the first chunk, right after the signature). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE), 'PNG signature').toBe(true);
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function metaContent(html: string, attribute: 'property' | 'name', key: string): string | undefined {
  return new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
}

describe('the share image cache', () => {
  it('renders a version once, again when the drawing changes, and forgets the least recently used', async () => {
    const rendered: string[] = [];
    const cache = new ShareImageCache((svg) => {
      rendered.push(svg);
      return Promise.resolve(Buffer.from(svg));
    }, 2);
    const first = cache.get('match:1', '<svg>1-0</svg>');
    expect(cache.get('match:1', '<svg>1-0</svg>').version).toBe(first.version);
    expect(await cache.get('match:1', '<svg>1-0</svg>').png).toEqual(Buffer.from('<svg>1-0</svg>'));
    expect(rendered).toEqual(['<svg>1-0</svg>']);
    const scored = cache.get('match:1', '<svg>2-0</svg>');
    expect(scored.version).not.toBe(first.version);
    expect(rendered).toHaveLength(2);
    cache.get('match:2', '<svg>a</svg>');
    cache.get('match:1', '<svg>2-0</svg>');
    cache.get('match:3', '<svg>b</svg>');
    expect(cache.size).toBe(2);
    // match:2 was the least recently used: asked again, it is drawn again; match:1 is not.
    cache.get('match:1', '<svg>2-0</svg>');
    cache.get('match:2', '<svg>a</svg>');
    expect(rendered.filter((svg) => svg === '<svg>a</svg>')).toHaveLength(2);
    expect(rendered.filter((svg) => svg === '<svg>2-0</svg>')).toHaveLength(1);
  });

  it('does not keep a failed render', async () => {
    let calls = 0;
    const cache = new ShareImageCache(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('renderer missing')) : Promise.resolve(Buffer.from('ok'));
    });
    await expect(cache.get('t:1', '<svg/>').png).rejects.toThrow('renderer missing');
    expect(await cache.get('t:1', '<svg/>').png).toEqual(Buffer.from('ok'));
  });
});

describe('share images (og:image)', () => {
  let server: TestServer;
  const ids = { cup: 0, draft: 0, live: 0, draftMatch: 0, football: 0, result: 0, kickedOff: 0 };
  let organiser: TestClient;

  beforeAll(async () => {
    const webDist = await mkdtemp(path.join(tmpdir(), 'pitchside-web-'));
    await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
    server = await startTestServer({ webDist });
    const em = server.em();
    const creator = await createUser(em, { email: 'organiser@example.test', role: Role.tournament_creator });
    const club = await createClub(em, creator);
    const home = await createTeam(em, club, { name: 'Harbour <Lights> & Co' });
    const away = await createTeam(em, club, { name: 'Blue Mountain CC' });
    const cup = await createTournament(em, creator, { name: 'Island Cup T20', sport: Sport.cricket });
    const football = await createTournament(em, creator, { name: 'Football Shield' });
    const draft = await createTournament(em, creator, { name: 'Hidden Draft', isPublished: false });
    const live = await createMatch(em, cup, home, away, {
      status: MatchStatus.in_progress,
      homeTeamScore: 173,
      awayTeamScore: 88,
      scheduledDate: new Date('2030-05-01T19:00:00Z'),
      venue: 'Mindoo Phillip Park',
    });
    const result = await createMatch(em, football, home, away, {
      status: MatchStatus.completed,
      homeTeamScore: 2,
      awayTeamScore: 1,
      scheduledDate: new Date('2030-04-28T19:00:00Z'),
    });
    const kickedOff = await createMatch(em, football, away, home, {
      status: MatchStatus.in_progress,
      homeTeamScore: 0,
      awayTeamScore: 0,
    });
    const draftMatch = await createMatch(em, draft, home, away);
    await em.flush();
    Object.assign(ids, {
      cup: cup.id,
      draft: draft.id,
      live: live.id,
      draftMatch: draftMatch.id,
      football: football.id,
      result: result.id,
      kickedOff: kickedOff.id,
    });
    organiser = new TestClient(server.url);
    await organiser.signIn('organiser@example.test');
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function image(pathname: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${server.url}${pathname}`, { headers });
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  it('draws each preview as a 1200x630 PNG: a live match, a result, a tournament, standings', async () => {
    const paths = [
      `/og/match/${ids.live}.png`,
      `/og/match/${ids.result}.png`,
      `/og/tournament/${ids.cup}.png`,
      `/og/standings/${ids.football}.png`,
    ];
    const seen = new Set<string>();
    for (const pathname of paths) {
      const { response, bytes } = await image(pathname);
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get('content-type'), pathname).toBe('image/png');
      expect(response.headers.get('etag'), pathname).toMatch(/^"[\w-]+"$/);
      expect(response.headers.get('cross-origin-resource-policy'), pathname).toBe('cross-origin');
      expect(pngSize(bytes), pathname).toEqual({ width: 1200, height: 630 });
      seen.add(bytes.toString('base64'));
    }
    // Each card draws its own record, not one generic picture.
    expect(seen.size).toBe(paths.length);
  });

  it('answers an unchanged image with 304 and a new one, with a new ETag, after the score changes', async () => {
    const pathname = `/og/match/${ids.kickedOff}.png`;
    const before = await image(pathname);
    const etag = before.response.headers.get('etag')!;
    const again = await fetch(`${server.url}${pathname}`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);

    // A goal, scored as the organiser scores it.
    const { errors } = await organiser.gql(
      'mutation ($id: Int!) { updateMatchScore(matchId: $id, score: { homeTeamScore: 1, awayTeamScore: 0 }) { id } }',
      { id: ids.kickedOff },
    );
    expect(errors, JSON.stringify(errors)).toBeUndefined();
    const after = await image(pathname);
    expect(after.response.status).toBe(200);
    expect(after.response.headers.get('etag')).not.toBe(etag);
    expect(after.bytes.equals(before.bytes)).toBe(false);
    expect(pngSize(after.bytes)).toEqual({ width: 1200, height: 630 });
    const stale = await fetch(`${server.url}${pathname}`, { headers: { 'If-None-Match': etag } });
    expect(stale.status).toBe(200);
  });

  it('draws the table again when a result moves it', async () => {
    const pathname = `/og/standings/${ids.cup}.png`;
    const before = await image(pathname);
    expect(before.response.status).toBe(200);
    await server.em().nativeUpdate(Match, { id: ids.live }, { status: MatchStatus.completed });
    const after = await image(pathname);
    expect(after.response.headers.get('etag')).not.toBe(before.response.headers.get('etag'));
    expect(after.bytes.equals(before.bytes)).toBe(false);
  });

  it('answers 404 for unknown, unpublished and malformed ids, not a generic card', async () => {
    const paths = [
      '/og/match/999999.png',
      `/og/match/${ids.draftMatch}.png`,
      '/og/tournament/999999.png',
      `/og/tournament/${ids.draft}.png`,
      '/og/standings/999999.png',
      `/og/standings/${ids.draft}.png`,
      '/og/match/abc.png',
      `/og/match/${ids.live}.jpg`,
      `/og/team/${ids.cup}.png`,
    ];
    for (const pathname of paths) {
      const { response, bytes } = await image(pathname);
      expect(response.status, pathname).toBe(404);
      expect(response.headers.get('content-type'), pathname).not.toMatch(/image/);
      expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE), pathname).toBe(false);
    }
  });

  it('names the image in the previews of a match, a tournament and standings, with summary_large_image', async () => {
    // Absolute addresses on the site's public URL (previews need them).
    const site = new URL(server.config.publicUrl).origin;
    const pages: [string, string][] = [
      [`/match/${ids.live}`, `${site}/og/match/${ids.live}.png?v=`],
      [`/tournament/${ids.cup}`, `${site}/og/tournament/${ids.cup}.png`],
      [`/standings/${ids.cup}`, `${site}/og/standings/${ids.cup}.png`],
    ];
    for (const [pathname, address] of pages) {
      const response = await fetch(`${server.url}${pathname}`);
      expect(response.status, pathname).toBe(200);
      const html = await response.text();
      const url = metaContent(html, 'property', 'og:image');
      expect(url?.startsWith(address), `${pathname}: ${url}`).toBe(true);
      expect(metaContent(html, 'name', 'twitter:image'), pathname).toBe(url);
      expect(metaContent(html, 'name', 'twitter:card'), pathname).toBe('summary_large_image');
      expect(metaContent(html, 'property', 'og:image:width'), pathname).toBe('1200');
      expect(metaContent(html, 'property', 'og:image:height'), pathname).toBe('630');
      expect(metaContent(html, 'property', 'og:image:alt'), pathname).toBeTruthy();
      // The named image is served (the public address rewritten to this test server).
      const served = await image(new URL(url!.replaceAll('&amp;', '&')).pathname);
      expect(served.response.status, pathname).toBe(200);
      expect(pngSize(served.bytes), pathname).toEqual({ width: 1200, height: 630 });
    }
    // Unknown records: 404 pages without a picture.
    for (const pathname of ['/match/999999', `/standings/${ids.draft}`, '/tournament/999999']) {
      const response = await fetch(`${server.url}${pathname}`);
      expect(response.status, pathname).toBe(404);
      expect(await response.text(), pathname).not.toContain('og:image');
    }
  });

  it('the match preview’s image address moves on when the score does', async () => {
    const read = async () =>
      metaContent(await (await fetch(`${server.url}/match/${ids.result}`)).text(), 'property', 'og:image');
    const before = await read();
    await server
      .em()
      .nativeUpdate(Match, { id: ids.result }, { awayTeamScore: 2, updatedAt: new Date(Date.now() + 1000) });
    expect(await read()).not.toBe(before);
  });
});
