import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MatchStatus } from '../../../server/src/modules/matches/match.entity.js';
import { Role } from '../../../server/src/modules/users/user.entity.js';
import {
  createClub,
  createMatch,
  createTeam,
  createTournament,
  createUser,
  registerTeams,
} from '../../support/factories.js';
import { startTestServer, type TestServer } from '../../support/server.js';
import { NAVIGATE, PATIENT, rootMarkup, ssrBuildDist, text } from './ssr-build.js';

// The language a public page is written in (issue 54): chosen by ?lang=, kept by the lang cookie, else read
// from Accept-Language, else English; named on <html>, with an alternate link per language.

describe('public pages in the visitor’s language', () => {
  let dist: string;
  let server: TestServer;
  const ids = { cup: 0, match: 0 };

  beforeAll(async () => {
    dist = await ssrBuildDist();
    server = await startTestServer({ webDist: dist, env: { WEB_SSR_DIST: path.join(dist, 'ssr'), ...PATIENT } });
    const em = server.em();
    const creator = await createUser(em, { email: 'languages-organiser@example.test', role: Role.tournament_creator });
    const club = await createClub(em, creator);
    const home = await createTeam(em, club, { name: 'Harbour Lights' });
    const away = await createTeam(em, club, { name: 'Blue Mountain' });
    const cup = await createTournament(em, creator, { name: 'Copa de las Islas' });
    await registerTeams(em, cup, [home, away]);
    const match = await createMatch(em, cup, home, away, {
      status: MatchStatus.completed,
      homeTeamScore: 2,
      awayTeamScore: 1,
      scheduledDate: new Date('2026-12-05T15:00:00Z'),
    });
    Object.assign(ids, { cup: cup.id, match: match.id });
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
    if (dist) await rm(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${url}`, { headers: { ...NAVIGATE.headers, ...headers } });

  const htmlLang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];

  it('takes ?lang= first, keeps it in a cookie, and does not let a cache in front keep that answer', async () => {
    const response = await get('/?lang=es', { 'accept-language': 'fr' });
    const html = await response.text();
    expect(htmlLang(html)).toBe('es');
    expect(response.headers.get('content-language')).toBe('es');
    expect(response.headers.get('set-cookie')).toMatch(/^lang=es;.*Path=\//);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(text(rootMarkup(html))).toContain('API para desarrolladores');
    expect(text(rootMarkup(html))).not.toContain('API for developers');
  });

  it('reads the lang cookie next, then Accept-Language in its order, then English', async () => {
    const cases: { headers: Record<string, string>; language: string; footer: string }[] = [
      { headers: { cookie: 'lang=fr', 'accept-language': 'es' }, language: 'fr', footer: 'API pour les développeurs' },
      {
        headers: { 'accept-language': 'de-DE,nl-NL;q=0.9,en;q=0.5' },
        language: 'nl',
        footer: 'API voor ontwikkelaars',
      },
      { headers: { 'accept-language': 'es-DO' }, language: 'es', footer: 'API para desarrolladores' },
      { headers: { 'accept-language': 'de, pt;q=0.8' }, language: 'en', footer: 'API for developers' },
      { headers: { cookie: 'lang=xx' }, language: 'en', footer: 'API for developers' },
    ];
    for (const { headers, language, footer } of cases) {
      const response = await get(`/tournament/${ids.cup}`, headers);
      const html = await response.text();
      expect(htmlLang(html), JSON.stringify(headers)).toBe(language);
      expect(response.headers.get('set-cookie'), JSON.stringify(headers)).toBeNull();
      expect(response.headers.get('vary')).toMatch(/Accept-Language/);
      expect(text(rootMarkup(html)), JSON.stringify(headers)).toContain(footer);
      // A name people typed is never translated.
      expect(text(rootMarkup(html))).toContain('Copa de las Islas');
    }
  });

  it('links the page in every language, and the negotiating address as x-default', async () => {
    const html = await (await get(`/match/${ids.match}`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    for (const language of ['en', 'es', 'fr', 'nl']) {
      expect(head).toContain(`<link rel="alternate" hreflang="${language}" href="`);
      expect(head).toMatch(new RegExp(`hreflang="${language}" href="[^"]*/match/${ids.match}\\?lang=${language}"`));
    }
    expect(head).toMatch(new RegExp(`hreflang="x-default" href="[^"]*/match/${ids.match}"`));
  });

  it('keeps a rendered page per language: the same address is never answered in the last visitor’s language', async () => {
    const url = `/match/${ids.match}`;
    for (let round = 0; round < 2; round += 1) {
      for (const [language, footer] of [
        ['en', 'API for developers'],
        ['nl', 'API voor ontwikkelaars'],
        ['es', 'API para desarrolladores'],
      ]) {
        const html = await (await get(url, { 'accept-language': language })).text();
        expect(htmlLang(html)).toBe(language);
        expect(text(rootMarkup(html))).toContain(footer);
      }
    }
  });
});
