import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectShareMeta } from '../../server/src/modules/public/share-meta.js';
import { Role } from '../../server/src/modules/users/user.entity.js';
import { createClub, createMatch, createTeam, createTournament, createUser } from '../support/factories.js';
import { parseICalendar, prop, unescapeText } from '../support/icalendar.js';
import { startTestServer, type TestServer } from '../support/server.js';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Pitchside" />
    <title>Pitchside</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

// Names stored before input validation existed (or written straight to the database) are still data.
const INJECTED_TOURNAMENT = 'Island Cup\r\nEND:VCALENDAR\r\nBEGIN:VCALENDAR\r\nX-WR-CALNAME:Fake';
const INJECTED_TEAM = 'Harbour XI\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:fake@evil\r\nSUMMARY:Fake event';
const DOLLARS = "Cash $& $' $` $$ $1 Cup";

describe('every output is escaped for its format', () => {
  let server: TestServer;
  const ids = { tournament: 0, team: 0, dollars: 0 };

  beforeAll(async () => {
    const webDist = await mkdtemp(path.join(tmpdir(), 'pitchside-web-'));
    await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
    server = await startTestServer({ webDist });
    const em = server.em();
    const creator = await createUser(em, { role: Role.tournament_creator });
    const club = await createClub(em, creator);
    const home = await createTeam(em, club, { name: INJECTED_TEAM });
    const away = await createTeam(em, club, { name: 'Blue Mountain CC' });
    const tournament = await createTournament(em, creator, {
      name: INJECTED_TOURNAMENT,
      description: 'Line one\nline two',
    });
    await createMatch(em, tournament, home, away, { scheduledDate: new Date('2030-05-01T19:00:00Z') });
    const dollars = await createTournament(em, creator, { name: DOLLARS, description: 'Costs $5 & $& more' });
    ids.tournament = tournament.id;
    ids.team = home.id;
    ids.dollars = dollars.id;
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('CR/LF in a tournament or team name cannot add a line, an event or a calendar to the iCal feeds', async () => {
    for (const feed of [`/tournament/${ids.tournament}/fixtures.ics`, `/team/${ids.team}/fixtures.ics`]) {
      const response = await fetch(`${server.url}${feed}`);
      expect(response.status).toBe(200);
      const text = await response.text();
      const calendar = parseICalendar(text);
      expect(calendar.components.filter((component) => component.type === 'VEVENT')).toHaveLength(1);
      expect(text).not.toMatch(/^UID:fake@evil/m);
      expect(text).not.toMatch(/^X-WR-CALNAME:Fake/m);
      expect(calendar.properties.filter((property) => property.name === 'X-WR-CALNAME')).toHaveLength(1);
      const [event] = calendar.components;
      expect(unescapeText(prop(event, 'SUMMARY') ?? '')).toBe(
        `${INJECTED_TEAM.replace(/\r\n/g, '\n')} vs Blue Mountain CC`,
      );
    }
    const tournamentFeed = parseICalendar(
      await (await fetch(`${server.url}/tournament/${ids.tournament}/fixtures.ics`)).text(),
    );
    expect(unescapeText(prop(tournamentFeed, 'X-WR-CALNAME') ?? '')).toBe(
      `${INJECTED_TOURNAMENT.replace(/\r\n/g, '\n')} fixtures`,
    );
    expect(unescapeText(prop(tournamentFeed, 'X-WR-CALDESC') ?? '')).toBe('Line one\nline two');
  });

  it('a `$` in a name is copied as written into the share preview, not read as a replacement pattern', async () => {
    const html = await (await fetch(`${server.url}/tournament/${ids.dollars}`)).text();
    const escaped = 'Cash $&amp; $&#39; $` $$ $1 Cup';
    expect(html).toContain(`<meta property="og:title" content="${escaped}" />`);
    expect(html).toContain(`<title>${escaped} · Pitchside</title>`);
    expect(html).toContain('content="Costs $5 &amp; $&amp; more');
    // The page itself is intact: the head closes once, the root is there.
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>');
  });

  it('attribute values in share tags are HTML-escaped and copied literally', () => {
    const html = injectShareMeta(INDEX_HTML, {
      title: '"><script>alert(1)</script>',
      description: "it's <b>bold</b> & $'",
      url: 'https://pitchside.example/match/1?a="b"',
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('content="it&#39;s &lt;b&gt;bold&lt;/b&gt; &amp; $&#39;"');
  });
});
