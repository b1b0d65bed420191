import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MatchStatus } from '../../server/src/modules/matches/match.entity.js';
import { Role } from '../../server/src/modules/users/user.entity.js';
import { TestClient } from '../support/client.js';
import {
  createClub,
  createMatch,
  createTeam,
  createTournament,
  createUser,
  registerTeams,
} from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { launchBrowser } from './support/browser.js';

/** A club's own page on another site: an empty document, so every request it makes is cross-origin. */
async function startClubSite(): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><html lang="en"><title>Harbour Lights FC</title><h1>Our fixtures</h1></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Reached as localhost while the site is 127.0.0.1: another origin, and another site for the cookie.
  return { url: `http://localhost:${(server.address() as AddressInfo).port}`, server };
}

/** What the page could read: only a CORS-allowed answer gets this far (a refused one throws in fetch). */
type Read = { status: number; body: unknown };
/** The fetch options the page is given (plain data: they cross into the page serialised). */
type Init = { method?: string; headers?: Record<string, string>; body?: string; credentials?: 'omit' | 'include' };
/** The page's own global, where its WebSocket keeps what it received. */
type PageGlobal = { pushes: unknown[]; location: { origin: string } };

/** A fetch made by the page, in the page: the browser applies CORS, not the test. */
function readFromPage(page: Page, url: string, init: Init = {}): Promise<Read | { failed: string }> {
  return page.evaluate(
    async ({ url, init }) => {
      try {
        const response = await fetch(url, init);
        return {
          status: response.status,
          body: await response.json(),
        };
      } catch (error) {
        return { failed: String(error) };
      }
    },
    { url, init },
  );
}

describe('the public API from another origin in Chromium', () => {
  let site: TestServer;
  let club: { url: string; server: Server };
  let browser: Browser;
  let organiser: TestClient;
  let tournamentId: number;
  let matchId: number;

  beforeAll(async () => {
    site = await startTestServer();
    club = await startClubSite();
    browser = await launchBrowser();
    const em = site.em();
    const creator = await createUser(em, { email: 'organiser@example.test', role: Role.tournament_creator });
    const owner = await createClub(em, creator);
    const home = await createTeam(em, owner, { name: 'Harbour Lights FC' });
    const away = await createTeam(em, owner, { name: 'Coral Reef FC' });
    const tournament = await createTournament(em, creator, { name: 'Island Cup' });
    await registerTeams(em, tournament, [home, away]);
    const match = await createMatch(em, tournament, home, away, {
      status: MatchStatus.in_progress,
      homeTeamScore: 0,
      awayTeamScore: 0,
    });
    tournamentId = tournament.id;
    matchId = match.id;
    organiser = new TestClient(site.url);
    await organiser.signIn('organiser@example.test');
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => club?.server.close(resolve));
    await site?.stop();
  });

  it('reads REST, GraphQL (GET and POST) and a live subscription, and never the signed-in person', async () => {
    const context = await browser.newContext();
    // The organiser is signed in to the site in this browser: the other site must not ride on it.
    const [name, value] = organiser.cookieHeader.split('; ')[0].split('=');
    await context.addCookies([{ name, value, domain: '127.0.0.1', path: '/', httpOnly: true, sameSite: 'Lax' }]);
    const page = await context.newPage();
    await page.goto(club.url);
    expect(await page.evaluate(() => (globalThis as unknown as PageGlobal).location.origin)).not.toBe(site.url);

    const rest = await readFromPage(page, `${site.url}/api/public/tournaments/${tournamentId}/matches`);
    expect(rest).toMatchObject({ status: 200 });
    expect((rest as Read).body).toEqual([
      expect.objectContaining({ id: matchId, home_team_name: 'Harbour Lights FC', away_team_name: 'Coral Reef FC' }),
    ]);

    // A plain GET, no custom header: cacheable by the browser and any CDN.
    const query = `{ match(id: ${matchId}) { id homeTeamScore homeTeam { name } } }`;
    const get = await readFromPage(page, `${site.url}/graphql?query=${encodeURIComponent(query)}`);
    expect(get).toMatchObject({
      status: 200,
      body: { data: { match: { id: matchId, homeTeamScore: 0, homeTeam: { name: 'Harbour Lights FC' } } } },
    });

    // A JSON POST goes through the preflight that used to answer 400.
    const post = await readFromPage(page, `${site.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { email } publicTournament(id: ' + tournamentId + ') { name } }' }),
    });
    expect(post).toMatchObject({ status: 200, body: { data: { me: null, publicTournament: { name: 'Island Cup' } } } });

    // Asking for the person's cookie to go along: the browser refuses the answer (no Allow-Credentials).
    const credentialed = await readFromPage(
      page,
      `${site.url}/graphql?query=${encodeURIComponent('{ me { email } }')}`,
      {
        credentials: 'include',
      },
    );
    expect(credentialed).toHaveProperty('failed');
    const mutation = await readFromPage(page, `${site.url}/graphql`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation { createClub(input: { name: "Forged" }) { id } }' }),
    });
    expect(mutation).toHaveProperty('failed');

    // graphql-ws's protocol over the page's own WebSocket.
    await page.evaluate(
      ({ url, matchId }) => {
        const pushes: unknown[] = [];
        Object.assign(globalThis, { pushes });
        const socket = new WebSocket(url, 'graphql-transport-ws');
        socket.onopen = () => socket.send(JSON.stringify({ type: 'connection_init' }));
        socket.onmessage = (event) => {
          const message = JSON.parse(String(event.data)) as { type: string; payload?: unknown };
          if (message.type === 'connection_ack') {
            socket.send(
              JSON.stringify({
                id: 'live',
                type: 'subscribe',
                payload: {
                  query: 'subscription ($id: Int!) { matchUpdated(matchId: $id) { id homeTeamScore } }',
                  variables: { id: matchId },
                },
              }),
            );
            pushes.push('ready');
          }
          if (message.type === 'next') pushes.push(message.payload);
        };
      },
      { url: `${site.url.replace(/^http/, 'ws')}/graphql`, matchId },
    );
    await page.waitForFunction(() => (globalThis as unknown as PageGlobal).pushes.length > 0);
    // Let the subscribe message reach the server before the change.
    await page.waitForTimeout(300);
    const { errors } = await organiser.gql(
      'mutation ($id: Int!) { updateMatchScore(matchId: $id, score: { homeTeamScore: 2 }) { id } }',
      { id: matchId },
    );
    expect(errors).toBeUndefined();
    await page.waitForFunction(() => (globalThis as unknown as PageGlobal).pushes.length > 1, undefined, {
      timeout: 10_000,
    });
    const pushes = await page.evaluate(() => (globalThis as unknown as PageGlobal).pushes);
    expect(pushes[1]).toEqual({ data: { matchUpdated: { id: matchId, homeTeamScore: 2 } } });
    await context.close();
  });
});
