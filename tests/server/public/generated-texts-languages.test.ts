import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textsIn } from '../../../shared/i18n/generated-texts.js';
import { decidedByIn, roundNameIn } from '../../../shared/i18n/stored-texts.js';
import { MatchStatus } from '../../../server/src/modules/matches/match.entity.js';
import { shareCardSvg } from '../../../server/src/modules/public/share-images.js';
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
import { parseICalendar, prop, unescapeText } from '../../support/icalendar.js';
import { startTestServer, type TestServer } from '../../support/server.js';
import { webShellDist } from './web-shell.js';

// The texts the server writes itself (issue 54): round names, bracket slots, previews, pictures and calendar
// entries come in the reader's language; names people typed never change; the API stays English by default.

describe('round names and results read back in a language', () => {
  it('translates the names the site gives rounds and keeps an organiser’s own', () => {
    const es = textsIn('es');
    expect(roundNameIn(es, 'Semi-final')).toBe('Semifinal');
    expect(roundNameIn(es, 'Round of 16')).toBe('Ronda de 16');
    expect(roundNameIn(textsIn('fr'), 'Quarter-final (replay)')).toBe('Quart de finale (rejoué)');
    expect(roundNameIn(textsIn('nl'), 'Matchday 3')).toBe('Speelronde 3');
    expect(roundNameIn(es, 'Group A')).toBe('Group A');
    expect(roundNameIn(es, 'Gran Final del Caribe')).toBe('Gran Final del Caribe');
    expect(roundNameIn(textsIn('en'), 'Semi-final')).toBe('Semi-final');
  });

  it('translates how a level match was settled', () => {
    expect(decidedByIn(textsIn('es'), '4-2 on penalties')).toBe('4-2 en penales');
    expect(decidedByIn(textsIn('fr'), 'after extra time')).toBe('après prolongation');
    expect(decidedByIn(textsIn('nl'), 'after a super over')).toBe('na een super over');
    expect(decidedByIn(textsIn('en'), '4-2 on penalties')).toBe('4-2 on penalties');
  });
});

describe('generated texts over the API and on public pages', () => {
  let server: TestServer;
  const ids = { cup: 0, stage: 0, played: 0, team: 0 };

  beforeAll(async () => {
    server = await startTestServer({ webDist: await webShellDist() });
    const em = server.em();
    const creator = await createUser(em, { email: 'texts-creator@example.test', role: Role.tournament_creator });
    const club = await createClub(em, creator);
    const teams = await Promise.all(
      ['Harbour Lights', 'Blue Mountain', 'Coral Reef', 'Trade Winds'].map((name) => createTeam(em, club, { name })),
    );
    const cup = await createTournament(em, creator, { name: 'Copa Caribe' });
    await registerTeams(em, cup, teams);
    const played = await createMatch(em, cup, teams[0], teams[1], {
      status: MatchStatus.completed,
      homeTeamScore: 2,
      awayTeamScore: 1,
      scheduledDate: new Date('2030-05-01T19:00:00Z'),
      venue: 'Estadio Quisqueya',
    });
    Object.assign(ids, { cup: cup.id, played: played.id, team: teams[0].id });
    const organiser = new TestClient(server.url);
    await organiser.signIn('texts-creator@example.test');
    const stage = await organiser.gql<{ addStage: { id: number } }>(
      `mutation($t: Int!, $i: StageInput!) { addStage(tournamentId: $t, input: $i) { id } }`,
      {
        t: cup.id,
        i: { name: 'Knockout', format: 'KNOCKOUT', slots: teams.map((team) => ({ teamId: team.id })) },
      },
    );
    expect(stage.errors).toBeUndefined();
    ids.stage = stage.data!.addStage.id;
    const generated = await organiser.gql(
      `mutation($t: Int!, $s: Int) { generateFixtures(tournamentId: $t, stageId: $s) { id } }`,
      { t: cup.id, s: ids.stage },
    );
    expect(generated.errors).toBeUndefined();
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  const bracket = async (language?: string) => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(language ? { 'accept-language': language } : {}) },
      body: JSON.stringify({
        query: `query($id: Int!) { publicTournament(id: $id) { stages { name matches { roundName roundLabel homeSlotLabel awaySlotLabel } } } }`,
        variables: { id: ids.cup },
      }),
    });
    const body = (await response.json()) as {
      errors?: unknown;
      data: { publicTournament: { stages: { name: string; matches: Record<string, string | null>[] }[] } };
    };
    expect(body.errors).toBeUndefined();
    return body.data.publicTournament.stages[0];
  };

  it('answers round names and bracket slots in the request’s Accept-Language, English without one', async () => {
    const english = await bracket();
    expect(english.matches.map((match) => match.roundName)).toEqual(['Semi-final', 'Semi-final', 'Final']);
    expect(english.matches[2].homeSlotLabel).toBe('Winner Semi-final 1');
    const spanish = await bracket('es-DO,es;q=0.9');
    expect(spanish.matches.map((match) => match.roundName)).toEqual(['Semifinal', 'Semifinal', 'Final']);
    expect(spanish.matches[2].homeSlotLabel).toBe('Ganador de Semifinal 1');
    expect(spanish.matches[2].awaySlotLabel).toBe('Ganador de Semifinal 2');
    // The stage's name is the organiser's: never translated.
    expect(spanish.name).toBe('Knockout');
    const dutch = await bracket('nl');
    expect(dutch.matches[0].roundName).toBe('Halve finale');
    // Kept answers are kept per language: English again after the others.
    expect((await bracket()).matches[0].roundName).toBe('Semi-final');
    expect((await bracket('fr')).matches[2].homeSlotLabel).toBe('Vainqueur Demi-finale 1');
  });

  const page = async (path: string, language: string) => {
    const response = await fetch(`${server.url}${path}`, {
      headers: { 'sec-fetch-dest': 'document', 'accept-language': language },
    });
    return response.text();
  };

  it('writes a page’s title, description and preview in its language', async () => {
    const html = await page(`/match/${ids.played}`, 'es');
    expect(html).toContain('<title>Harbour Lights vs Blue Mountain · Pitchside</title>');
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(description).toContain('FINAL: Harbour Lights 2 – 1 Blue Mountain');
    expect(description).toContain('Copa Caribe');
    // The kick-off in Spanish, still at the ground's clock.
    expect(description).toContain('mié, 1 may 2030, 15:00 AST');
    const image = /<meta property="og:image" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(new URL(image.replace(/&amp;/g, '&')).searchParams.get('lang')).toBe('es');
    const standings = await page(`/standings/${ids.cup}`, 'fr');
    expect(standings).toContain('<title>Classement de Copa Caribe · Pitchside</title>');
    expect(standings).toContain('Le classement de Copa Caribe, à partir de chaque match terminé.');
    const home = await page('/', 'nl');
    expect(home).toContain('<title>Live scores, programma en standen · Pitchside</title>');
    const english = await page('/', 'en');
    expect(english).toContain('<title>Live scores, fixtures and standings · Pitchside</title>');
  });

  it('draws a preview picture’s words in the language its address names', async () => {
    const svg = await shareCardSvg(server.em(), 'standings', ids.cup, textsIn('es'));
    expect(svg).toContain('CLASIFICACIÓN');
    expect(svg).toContain('Harbour Lights');
    const english = await shareCardSvg(server.em(), 'standings', ids.cup);
    expect(english).toContain('STANDINGS');
    const picture = await fetch(`${server.url}/og/match/${ids.played}.png?lang=fr`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
  });

  it('writes a calendar feed’s entries in the language its address names', async () => {
    const response = await fetch(`${server.url}/tournament/${ids.cup}/fixtures.ics?lang=es`);
    const events = parseICalendar(await response.text()).components.filter((component) => component.type === 'VEVENT');
    const played = events.find((event) => prop(event, 'UID') === `match-${ids.played}@pitchside`)!;
    expect(unescapeText(prop(played, 'SUMMARY')!)).toBe('Harbour Lights vs Blue Mountain (FINAL)');
    expect(unescapeText(prop(played, 'DESCRIPTION')!)).toContain('Resultado: Harbour Lights 2 – 1 Blue Mountain.');
    const french = await fetch(`${server.url}/team/${ids.team}/fixtures.ics?lang=fr`);
    const frenchText = await french.text();
    expect(frenchText).toContain('Harbour Lights contre Blue Mountain (TERMINÉ)');
    const english = await (await fetch(`${server.url}/tournament/${ids.cup}/fixtures.ics`)).text();
    expect(english).toContain('Harbour Lights vs Blue Mountain (FINAL)');
  });
});
