// Every public page names its subject in its <title> and description, in the HTML the server sends (so
// search results, tabs and pasted links read it without running scripts). Issue 49.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MatchStatus } from '../../../server/src/modules/matches/match.entity.js';
import { TeamMember } from '../../../server/src/modules/teams/team-member.entity.js';
import { Competition } from '../../../server/src/modules/tournaments/competition.entity.js';
import { Sport, TournamentType } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { Role } from '../../../server/src/modules/users/user.entity.js';
import { SPA_ROUTES } from '../../../server/src/core/web-routes.js';
import { PlayerPosition } from '../../../shared/enums.js';
import { createClub, createMatch, createTeam, createTournament, createUser } from '../../support/factories.js';
import { startTestServer, type TestServer } from '../../support/server.js';
import { SHELL_DESCRIPTION, webShellDist } from './web-shell.js';

function head(html: string): { title: string; description: string } {
  return {
    title: /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '',
    description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '',
  };
}

describe('public page titles and descriptions', () => {
  let server: TestServer;
  const ids = { cup: 0, match: 0, team: 0, player: 0, competition: 0 };

  beforeAll(async () => {
    server = await startTestServer({ webDist: await webShellDist(), env: { PUBLIC_URL: 'https://pitchside.example' } });
    const em = server.em();
    const creator = await createUser(em, { role: Role.tournament_creator });
    const club = await createClub(em, creator, { name: 'Walkers Bay Sports Club' });
    const home = await createTeam(em, club, {
      name: 'Walkers Bay Cricketers',
      sport: Sport.cricket,
      homeGround: 'Kensington Oval',
    });
    const away = await createTeam(em, club, { name: 'Coral Reef XI', sport: Sport.cricket });
    const cup = await createTournament(em, creator, {
      name: 'Island Cup T20',
      sport: Sport.cricket,
      tournamentType: TournamentType.knockout,
    });
    const match = await createMatch(em, cup, home, away, {
      status: MatchStatus.scheduled,
      scheduledDate: new Date('2030-05-01T22:00:00Z'),
      venue: 'Kensington Oval',
    });
    const player = em.create(TeamMember, {
      team: home,
      name: 'Shai Hope',
      jerseyNumber: 4,
      position: PlayerPosition.wicket_keeper,
    });
    // The cup is a season of a competition, whose page lists it.
    const competition = em.create(Competition, { name: 'Windward Islands T20', sport: Sport.cricket, creator });
    em.assign(cup, { competition });
    await em.persist(player).flush();
    Object.assign(ids, { cup: cup.id, match: match.id, team: home.id, player: player.id, competition: competition.id });
  });

  afterAll(async () => {
    await server?.stop();
  });

  /** Each public page, with the title and the words its description must carry. */
  const expected = (): Record<string, { url: string; title: string; names: string[] }> => ({
    '/': {
      url: '/',
      title: 'Live scores, fixtures and standings · Pitchside',
      names: ['Live scores', 'standings'],
    },
    '/browse': { url: '/browse', title: 'Browse tournaments · Pitchside', names: ['Every published tournament'] },
    '/tournament/:id': { url: `/tournament/${ids.cup}`, title: 'Island Cup T20 · Pitchside', names: ['2026-12-01'] },
    '/match/:id': {
      url: `/match/${ids.match}`,
      title: 'Walkers Bay Cricketers vs Coral Reef XI · Pitchside',
      // The kick-off in the site's zone, as every page says it: 22:00 UTC is 18:00 AST.
      names: ['Island Cup T20', 'Wed 1 May 2030, 18:00 AST', 'Kensington Oval'],
    },
    '/standings/:tournamentId': {
      url: `/standings/${ids.cup}`,
      title: 'Island Cup T20 standings · Pitchside',
      names: ['table of Island Cup T20'],
    },
    '/tournament/:id/leaders': {
      url: `/tournament/${ids.cup}/leaders`,
      title: 'Island Cup T20 leaders · Pitchside',
      names: ['leaderboards of Island Cup T20', 'most runs, most wickets'],
    },
    '/tournament/:id/bracket': {
      url: `/tournament/${ids.cup}/bracket`,
      title: 'Island Cup T20 bracket · Pitchside',
      names: ['knockout bracket of Island Cup T20'],
    },
    '/tournament/:id/fixtures': {
      url: `/tournament/${ids.cup}/fixtures`,
      title: 'Island Cup T20 fixtures · Pitchside',
      names: ['Every fixture and result of Island Cup T20'],
    },
    '/team/:id': {
      url: `/team/${ids.team}`,
      title: 'Walkers Bay Cricketers · Pitchside',
      names: ['a cricket team of Walkers Bay Sports Club', 'Kensington Oval'],
    },
    '/player/:id': {
      url: `/player/${ids.player}`,
      title: 'Shai Hope · Pitchside',
      names: ['wicket keeper', 'Walkers Bay Cricketers'],
    },
    '/competition/:id': {
      url: `/competition/${ids.competition}`,
      title: 'Windward Islands T20 · Pitchside',
      names: ['every season and its champion'],
    },
    '/developers': { url: '/developers', title: 'API · Pitchside', names: ['public API'] },
    '/embed/standings/:tournamentId': {
      url: `/embed/standings/${ids.cup}`,
      title: 'Island Cup T20 standings · Pitchside',
      names: ['Island Cup T20'],
    },
    '/embed/match/:matchId': {
      url: `/embed/match/${ids.match}`,
      title: 'Walkers Bay Cricketers vs Coral Reef XI · Pitchside',
      names: ['Island Cup T20'],
    },
    '/embed/fixtures/:tournamentId': {
      url: `/embed/fixtures/${ids.cup}`,
      title: 'Island Cup T20 fixtures · Pitchside',
      names: ['Island Cup T20'],
    },
  });

  it('lists every public page of the route table (a new public page must be added here with its title)', () => {
    const publicPages = SPA_ROUTES.filter((route) => route.ssr || route.meta).map((route) => route.path);
    expect(publicPages.sort()).toEqual(Object.keys(expected()).sort());
  });

  it('gives every public page a title and description naming its subject, with its preview tags', async () => {
    for (const [route, page] of Object.entries(expected())) {
      const response = await fetch(`${server.url}${page.url}`);
      expect(response.status, route).toBe(200);
      const html = await response.text();
      const { title, description } = head(html);
      expect(title, route).toBe(page.title);
      expect(description, route).not.toBe(SHELL_DESCRIPTION);
      for (const name of page.names) expect(description, `${route}: ${description}`).toContain(name);
      expect(html, route).toContain(`<meta property="og:title" content="${page.title.replace(' · Pitchside', '')}" />`);
      expect(html, route).toContain(`<meta property="og:description" content="${description}" />`);
    }
  });

  it('answers an unknown player as it answers an unknown team or match: 404 and the not-found page', async () => {
    for (const url of ['/player/999999', '/team/999999', '/match/999999', '/tournament/999999/leaders']) {
      const response = await fetch(`${server.url}${url}`);
      expect(response.status, url).toBe(404);
      const html = await response.text();
      expect(head(html).title, url).toBe('Page not found · Pitchside');
      // The shell, not a rendered "Player Not Found": the browser renders the page itself, with nothing to hydrate.
      expect(html, url).toContain('<div id="root"></div>');
      expect(html, url).toContain('<meta name="robots" content="noindex" />');
    }
  });
});
