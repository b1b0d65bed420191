import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MatchStatus } from '../../../server/src/modules/matches/match.entity.js';
import { TeamMember } from '../../../server/src/modules/teams/team-member.entity.js';
import { Sport } from '../../../server/src/modules/tournaments/tournament.entity.js';
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
import { startTestServer, type TestServer } from '../../support/server.js';
import { NAVIGATE, PATIENT, rootMarkup, ssrBuildDist, text } from './ssr-build.js';

// The language a public page is written in (issue 54): chosen by ?lang=, kept by the lang cookie, else read
// from Accept-Language, else English; named on <html>, with an alternate link per language.

describe('public pages in the visitor’s language', () => {
  let dist: string;
  let server: TestServer;
  const ids = { cup: 0, match: 0, team: 0, player: 0, trophy: 0, innings: 0 };

  beforeAll(async () => {
    dist = await ssrBuildDist();
    server = await startTestServer({ webDist: dist, env: { WEB_SSR_DIST: path.join(dist, 'ssr'), ...PATIENT } });
    const em = server.em();
    const creator = await createUser(em, { email: 'languages-organiser@example.test', role: Role.tournament_creator });
    const club = await createClub(em, creator, { name: 'Windward Sports Club' });
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
    // A cricket match in play, a player, and a knockout stage: every public page has something to show.
    const trophy = await createTournament(em, creator, { name: 'Trofeo Windward', sport: Sport.cricket });
    await registerTeams(em, trophy, [home, away]);
    const innings = await createMatch(em, trophy, home, away, { status: MatchStatus.in_progress });
    const player = em.create(TeamMember, { team: home, name: 'Keacy Carty', jerseyNumber: 7 });
    await em.persist(player).flush();
    Object.assign(ids, {
      cup: cup.id,
      match: match.id,
      team: home.id,
      player: player.id,
      trophy: trophy.id,
      innings: innings.id,
    });
    const organiser = new TestClient(server.url);
    await organiser.signIn('languages-organiser@example.test');
    const stage = await organiser.gql(
      `mutation($t: Int!, $i: StageInput!) { addStage(tournamentId: $t, input: $i) { id } }`,
      { t: cup.id, i: { name: 'Eliminatoria', format: 'KNOCKOUT', slots: [{ teamId: home.id }, { teamId: away.id }] } },
    );
    expect(stage.errors).toBeUndefined();
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

  /** The page's own words: each run of text between tags, without what people typed or numbers alone. */
  const TYPED = [
    'Harbour Lights',
    'Blue Mountain',
    'Copa de las Islas',
    'Trofeo Windward',
    'Keacy Carty',
    'Eliminatoria',
    'Windward Sports Club',
  ];
  const ownText = (html: string): Set<string> =>
    new Set(
      rootMarkup(html)
        .split(/<[^>]+>/)
        .map((chunk) => text(chunk).trim())
        .filter((chunk) => /[A-Za-z]{2}/.test(chunk) && !TYPED.some((name) => chunk.includes(name))),
    );

  /**
   * Words a page may show the same in every language: the site's name, the languages' own names in the
   * switch, times at the ground, points as "3 pts", and cricket's English terms as Caribbean broadcasters
   * keep them.
   */
  const SAME_EVERYWHERE = new Set([
    'Pitchside',
    'Pitchside ↗',
    'English',
    'Español',
    'Français',
    'Nederlands',
    'API',
    'AST',
    'Pts',
  ]);
  const SAME_SHAPES = [/^\d{1,2}:\d{2} AST$/, /^\d+ pts$/, /^Pos$/];
  /** Words each language writes as English does (checked by a reader of that language, not translated by mistake). */
  const SAME_IN: Record<string, Set<string>> = {
    es: new Set(['FINAL', 'Total', 'No', 'Club', 'vs']),
    fr: new Set([
      'football',
      'cricket',
      'Total',
      'Position',
      'Format',
      'Points',
      'Date',
      '1 match',
      'Stats',
      'Conditions',
      'Club',
    ]),
    nl: new Set(['cricket', 'Team', 'Officials', 'Club', 'Live', 'LIVE']),
  };
  const sameInLanguage = (language: string, chunk: string) =>
    SAME_EVERYWHERE.has(chunk) || SAME_IN[language].has(chunk) || SAME_SHAPES.some((shape) => shape.test(chunk));

  const publicPages = () => [
    '/',
    '/browse',
    `/tournament/${ids.cup}`,
    `/standings/${ids.cup}`,
    `/tournament/${ids.cup}/fixtures`,
    `/tournament/${ids.cup}/bracket`,
    `/tournament/${ids.cup}/leaders`,
    `/tournament/${ids.trophy}/leaders`,
    `/match/${ids.match}`,
    `/match/${ids.innings}`,
    `/team/${ids.team}`,
    `/player/${ids.player}`,
    `/embed/standings/${ids.cup}`,
    `/embed/match/${ids.match}`,
    `/embed/fixtures/${ids.cup}`,
  ];

  it('leaves no English word of a page’s own text in its Spanish, French and Dutch renderings', async () => {
    const leftovers: string[] = [];
    for (const url of publicPages()) {
      const english = ownText(await (await get(url, { 'accept-language': 'en' })).text());
      // The page has words of its own to check, or the comparison below would prove nothing.
      expect(english.size, url).toBeGreaterThan(3);
      for (const language of ['es', 'fr', 'nl']) {
        const translated = ownText(await (await get(url, { 'accept-language': language })).text());
        for (const chunk of english) {
          if (translated.has(chunk) && !sameInLanguage(language, chunk)) leftovers.push(`${language} ${url}: ${chunk}`);
        }
      }
    }
    expect(leftovers).toEqual([]);
  });
});
