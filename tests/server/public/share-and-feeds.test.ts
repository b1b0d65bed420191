import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MatchStatus, Side } from '../../../server/src/modules/matches/match.entity.js';
import { Sport } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { Role } from '../../../server/src/modules/users/user.entity.js';
import { TestClient } from '../../support/client.js';
import { createClub, createMatch, createTeam, createTournament, createUser } from '../../support/factories.js';
import { parseICalendar, prop, unescapeText } from '../../support/icalendar.js';
import { startTestServer, type TestServer } from '../../support/server.js';
import { webShellDist } from './web-shell.js';

function metaContent(html: string, attribute: 'property' | 'name', key: string): string | undefined {
  const found = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html);
  return found?.[1];
}

describe('share previews and calendar feeds', () => {
  let server: TestServer;
  let noWeb: TestServer;
  let noWebTournamentId = 0;
  const ids = { cup: 0, draft: 0, live: 0, played: 0, scheduled: 0, undated: 0, cancelled: 0, home: 0, draftMatch: 0 };

  beforeAll(async () => {
    server = await startTestServer({ webDist: await webShellDist(), env: { PUBLIC_URL: 'https://pitchside.example' } });
    const em = server.em();
    const creator = await createUser(em, { role: Role.tournament_creator });
    const club = await createClub(em, creator);
    const home = await createTeam(em, club, { name: 'Harbour "Lights" <XI>' });
    const away = await createTeam(em, club, { name: 'Blue Mountain CC' });
    const cup = await createTournament(em, creator, {
      name: 'Island Cup T20',
      description: 'Community T20 & friends',
      sport: Sport.cricket,
    });
    const draft = await createTournament(em, creator, { name: 'Hidden Draft', isPublished: false });
    const live = await createMatch(em, cup, home, away, {
      status: MatchStatus.in_progress,
      homeTeamScore: 173,
      awayTeamScore: 88,
      scheduledDate: new Date('2030-05-01T19:00:00Z'),
      venue: 'Mindoo Phillip Park',
    });
    Object.assign(live, { homeWickets: 5, homeBalls: 120, awayWickets: 3, awayBalls: 62, battedFirst: Side.home });
    const played = await createMatch(em, cup, away, home, {
      status: MatchStatus.completed,
      homeTeamScore: 142,
      awayTeamScore: 145,
      scheduledDate: new Date('2030-04-28T19:00:00Z'),
      venue: 'Manchester High Ground',
    });
    // Bowled out for 142 (one fewer than ten down: a batter absent hurt), then chased three down.
    Object.assign(played, {
      homeWickets: 9,
      homeAllOut: true,
      homeBalls: 116,
      awayWickets: 3,
      awayBalls: 113,
      battedFirst: Side.home,
    });
    const scheduled = await createMatch(em, cup, home, away, {
      scheduledDate: new Date('2030-05-09T19:00:00Z'),
      roundNumber: 3,
    });
    const undated = await createMatch(em, cup, away, home, { scheduledDate: null });
    const cancelled = await createMatch(em, cup, away, home, {
      status: MatchStatus.cancelled,
      scheduledDate: new Date('2030-05-12T19:00:00Z'),
    });
    const draftMatch = await createMatch(em, draft, home, away, { scheduledDate: new Date('2030-06-01T19:00:00Z') });
    await em.flush();
    Object.assign(ids, {
      cup: cup.id,
      draft: draft.id,
      live: live.id,
      played: played.id,
      scheduled: scheduled.id,
      undated: undated.id,
      cancelled: cancelled.id,
      home: home.id,
      draftMatch: draftMatch.id,
    });
    // The same app without any web build: the feeds must still answer.
    noWeb = await startTestServer();
    const other = noWeb.em();
    const owner = await createUser(other, { role: Role.tournament_creator });
    const otherClub = await createClub(other, owner);
    const shield = await createTournament(other, owner, { name: 'Football Shield' });
    await createMatch(other, shield, await createTeam(other, otherClub), await createTeam(other, otherClub), {
      scheduledDate: new Date('2030-05-02T16:00:00Z'),
    });
    noWebTournamentId = shield.id;
  });
  afterAll(async () => {
    await server?.stop();
    await noWeb?.stop();
  });

  it('serves /match/{id} with Open Graph and Twitter tags carrying the teams and the score, escaped', async () => {
    const response = await fetch(`${server.url}/match/${ids.live}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    const title = 'Harbour &quot;Lights&quot; &lt;XI&gt; vs Blue Mountain CC';
    expect(metaContent(html, 'property', 'og:title')).toBe(title);
    expect(metaContent(html, 'name', 'twitter:title')).toBe(title);
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'property', 'og:image')).toMatch(
      new RegExp(`^https://pitchside\\.example/og/match/${ids.live}\\.png\\?v=`),
    );
    expect(metaContent(html, 'property', 'og:url')).toBe(`https://pitchside.example/match/${ids.live}`);
    const description = metaContent(html, 'property', 'og:description');
    expect(description).toBe(
      'LIVE: Harbour &quot;Lights&quot; &lt;XI&gt; 173/5 (20.0 ov) – 88/3 (10.2 ov) Blue Mountain CC · Island Cup T20 · ' +
        'Wed 1 May 2030, 15:00 AST · Mindoo Phillip Park',
    );
    expect(metaContent(html, 'name', 'twitter:description')).toBe(description);
    expect(metaContent(html, 'name', 'description')).toBe(description);
    expect(html).toContain(`<title>${title} · Pitchside</title>`);
    // Nothing from the data leaks out as markup.
    expect(html).not.toContain('<XI>');
    expect(html).toContain('<div id="root"></div>');
  });

  it('writes an all-out side’s total as its runs alone in the shared preview', async () => {
    const html = await (await fetch(`${server.url}/match/${ids.played}`)).text();
    expect(metaContent(html, 'property', 'og:description')).toMatch(
      /^FINAL: Blue Mountain CC 142 \(19\.2 ov\) – 145\/3 \(18\.5 ov\) Harbour &quot;Lights&quot; &lt;XI&gt; · /,
    );
  });

  it('serves /tournament/{id} with its name and description in the tags', async () => {
    const html = await (await fetch(`${server.url}/tournament/${ids.cup}`)).text();
    expect(metaContent(html, 'property', 'og:title')).toBe('Island Cup T20');
    expect(metaContent(html, 'property', 'og:description')).toBe(
      'Community T20 &amp; friends · 2026-12-01 to 2026-12-31',
    );
  });

  it('gives a draft or an unknown id a 404 page, with no preview tags', async () => {
    const pages: [string, number, string][] = [
      [`/tournament/${ids.draft}`, 404, 'Page not found · Pitchside'],
      [`/match/${ids.draftMatch}`, 404, 'Page not found · Pitchside'],
      ['/match/999999', 404, 'Page not found · Pitchside'],
      ['/player/999999', 404, 'Page not found · Pitchside'],
    ];
    for (const [pathname, status, title] of pages) {
      const response = await fetch(`${server.url}${pathname}`);
      expect(response.status).toBe(status);
      const html = await response.text();
      expect(html).not.toContain('og:title');
      expect(html).not.toContain('Hidden Draft');
      expect(html).toContain(`<title>${title}</title>`);
    }
  });

  it('serves a tournament’s fixtures as iCalendar that parses and lists each dated fixture', async () => {
    const response = await fetch(`${server.url}/tournament/${ids.cup}/fixtures.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    const calendar = parseICalendar(await response.text());
    expect(calendar.type).toBe('VCALENDAR');
    expect(prop(calendar, 'VERSION')).toBe('2.0');
    expect(prop(calendar, 'PRODID')).toBeTruthy();
    expect(prop(calendar, 'X-WR-CALNAME')).toBe('Island Cup T20 fixtures');
    const events = calendar.components.filter((component) => component.type === 'VEVENT');
    // Soonest first; the undated fixture waits until it has a date.
    expect(events.map((event) => prop(event, 'UID'))).toEqual([
      `match-${ids.played}@pitchside`,
      `match-${ids.live}@pitchside`,
      `match-${ids.scheduled}@pitchside`,
      `match-${ids.cancelled}@pitchside`,
    ]);
    for (const event of events) {
      expect(prop(event, 'DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
      expect(prop(event, 'SEQUENCE')).toMatch(/^\d+$/);
    }
    const [played, , scheduled, cancelled] = events;
    expect(prop(scheduled, 'DTSTART')).toBe('20300509T190000Z');
    expect(prop(scheduled, 'DTEND')).toBe('20300509T223000Z');
    expect(unescapeText(prop(scheduled, 'SUMMARY')!)).toBe('Harbour "Lights" <XI> vs Blue Mountain CC');
    expect(prop(scheduled, 'LOCATION')).toBe('Venue TBD');
    expect(unescapeText(prop(scheduled, 'DESCRIPTION')!)).toContain('Island Cup T20, round 3.');
    expect(prop(scheduled, 'URL')).toBe(`https://pitchside.example/match/${ids.scheduled}`);
    expect(unescapeText(prop(played, 'SUMMARY')!)).toBe('Blue Mountain CC vs Harbour "Lights" <XI> (FINAL)');
    // An all-out total as scorecards print it: the runs alone, never "142/9" or "142/10".
    expect(unescapeText(prop(played, 'DESCRIPTION')!)).toContain(
      'Result: Blue Mountain CC 142 (19.2 ov) – 145/3 (18.5 ov) Harbour "Lights" <XI>.',
    );
    expect(prop(cancelled, 'STATUS')).toBe('CANCELLED');
  });

  it('numbers each fixture’s revisions in SEQUENCE from 0: a move, a new venue or state adds one, a score none', async () => {
    const em = server.em();
    const creator = await createUser(em, { role: Role.tournament_creator });
    const club = await createClub(em, creator);
    const shield = await createTournament(em, creator, { name: 'Revision Shield' });
    const fixture = await createMatch(em, shield, await createTeam(em, club), await createTeam(em, club), {
      scheduledDate: new Date('2030-06-01T19:00:00Z'),
    });
    const sequence = async () => {
      const text = await (await fetch(`${server.url}/tournament/${shield.id}/fixtures.ics`)).text();
      const [event] = parseICalendar(text).components.filter((component) => component.type === 'VEVENT');
      return prop(event, 'SEQUENCE');
    };
    // A timestamp (as it was, 96,165,996 and rising by the second) is no revision counter (RFC 5545 3.8.7.4).
    expect(await sequence()).toBe('0');
    fixture.scheduledDate = new Date('2030-06-02T19:00:00Z');
    await em.flush();
    expect(await sequence()).toBe('1');
    fixture.venue = 'Queen’s Park Oval';
    await em.flush();
    expect(await sequence()).toBe('2');
    fixture.status = MatchStatus.in_progress;
    fixture.homeTeamScore = 12;
    await em.flush();
    expect(await sequence()).toBe('3');
    fixture.homeTeamScore = 40;
    fixture.matchNotes = 'Rain delay';
    await em.flush();
    expect(await sequence()).toBe('3');
  });

  it('serves a team’s fixtures from published tournaments only, and 404 for the unknown', async () => {
    const text = await (await fetch(`${server.url}/team/${ids.home}/fixtures.ics`)).text();
    const events = parseICalendar(text).components.filter((component) => component.type === 'VEVENT');
    expect(events).toHaveLength(4);
    expect(events.map((event) => prop(event, 'UID'))).not.toContain(`match-${ids.draftMatch}@pitchside`);
    for (const pathname of [
      '/team/999999/fixtures.ics',
      `/tournament/${ids.draft}/fixtures.ics`,
      '/tournament/x/fixtures.ics',
    ]) {
      expect((await fetch(`${server.url}${pathname}`)).status).toBe(404);
    }
  });

  it('serves the feed without a web build too', async () => {
    const visitor = new TestClient(noWeb.url);
    const response = await visitor.fetch(`/tournament/${noWebTournamentId}/fixtures.ics`);
    expect(response.status).toBe(200);
    const calendar = parseICalendar(await response.text());
    expect(calendar.components.filter((component) => component.type === 'VEVENT')).toHaveLength(1);
  });
});
