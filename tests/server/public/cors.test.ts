import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Club } from '../../../server/src/modules/clubs/club.entity.js';
import { MatchStatus } from '../../../server/src/modules/matches/match.entity.js';
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

const OTHER_SITE = 'https://club.example';
const TOURNAMENT_QUERY = 'query ($id: Int!) { publicTournament(id: $id) { id name } }';
const CREATE_CLUB = 'mutation ($name: String!) { createClub(input: { name: $name }) { id } }';

type Answer = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };

/** The headers that say a response is open to every origin, and never with credentials. */
function expectOpenToAnyOrigin(response: Response): void {
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  expect(response.headers.get('access-control-allow-credentials')).toBeNull();
}

/**
 * Issue 14: public reads from any origin without credentials (REST, GraphQL GET/POST and preflight, the
 * calendar feeds); the session and every change stay with the site's own pages.
 */
describe('CORS and cross-origin requests', () => {
  let server: TestServer;
  let organiser: TestClient;
  let publishedId: number;
  let draftId: number;

  beforeAll(async () => {
    server = await startTestServer();
    const em = server.em();
    const creator = await createUser(em, { email: 'organiser@example.test', role: Role.tournament_creator });
    const club = await createClub(em, creator);
    const [home, away] = [await createTeam(em, club), await createTeam(em, club)];
    const published = await createTournament(em, creator, { name: 'Harbour Cup' });
    const draft = await createTournament(em, creator, { name: 'Secret Shield', isPublished: false });
    await registerTeams(em, published, [home, away]);
    await createMatch(em, published, home, away, { status: MatchStatus.scheduled, scheduledDate: new Date() });
    publishedId = published.id;
    draftId = draft.id;
    organiser = new TestClient(server.url);
    await organiser.signIn('organiser@example.test');
  });

  afterAll(() => server.stop());

  /** A GraphQL POST as a page on `origin` sends it, with the organiser's cookie. */
  const post = (query: string, variables: Record<string, unknown>, origin: string) =>
    organiser.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ query, variables }),
    });

  describe('REST', () => {
    it('opens /api/public to any origin, with the ETag and the paging headers readable, and answers its preflight', async () => {
      const response = await fetch(`${server.url}/api/public/tournaments/${publishedId}`, {
        headers: { origin: OTHER_SITE },
      });
      expect(response.status).toBe(200);
      expectOpenToAnyOrigin(response);
      expect(response.headers.get('access-control-expose-headers')).toBe('ETag, Link, X-Next-Cursor, X-Total-Count');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(response.headers.get('cache-control')).toBe('public, no-cache');

      const notFound = await fetch(`${server.url}/api/public/tournaments/999999`, { headers: { origin: OTHER_SITE } });
      expect(notFound.status).toBe(404);
      expectOpenToAnyOrigin(notFound);

      const preflight = await fetch(`${server.url}/api/public/matches/upcoming`, {
        method: 'OPTIONS',
        headers: {
          origin: OTHER_SITE,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'if-none-match',
        },
      });
      expect(preflight.status).toBe(204);
      expectOpenToAnyOrigin(preflight);
      expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, HEAD');
      expect(preflight.headers.get('access-control-allow-headers')).toBe('if-none-match');
    });

    it('keeps the signed-in routes same-origin: no CORS headers, and no session from another origin', async () => {
      const own = await organiser.fetch('/api/users/me');
      expect(own.status).toBe(200);
      expect(own.headers.get('access-control-allow-origin')).toBeNull();

      const foreign = await organiser.fetch('/api/users/me', { headers: { origin: OTHER_SITE } });
      expect(foreign.status).toBe(401);
      expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
      // A draft its creator sees on the site is "not found" to another site, even with the cookie.
      expect((await organiser.fetch(`/api/public/tournaments/${draftId}`)).status).toBe(200);
      expect(
        (await organiser.fetch(`/api/public/tournaments/${draftId}`, { headers: { origin: OTHER_SITE } })).status,
      ).toBe(404);

      const preflight = await fetch(`${server.url}/api/users/me`, {
        method: 'OPTIONS',
        headers: { origin: OTHER_SITE, 'access-control-request-method': 'GET' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    });
  });

  it('opens the calendar feeds to any origin', async () => {
    const response = await fetch(`${server.url}/tournament/${publishedId}/fixtures.ics`, {
      headers: { origin: OTHER_SITE },
    });
    expect(response.status).toBe(200);
    expectOpenToAnyOrigin(response);
    expect(await response.text()).toContain('BEGIN:VCALENDAR');
  });

  describe('GraphQL', () => {
    it('answers the preflight of a POST from another origin', async () => {
      const preflight = await fetch(`${server.url}/graphql`, {
        method: 'OPTIONS',
        headers: {
          origin: OTHER_SITE,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.status).toBe(204);
      expectOpenToAnyOrigin(preflight);
      expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, POST');
      expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type');
    });

    it('answers a plain GET query from another origin, without any custom header, cacheable with an ETag', async () => {
      const url = `${server.url}/graphql?query=${encodeURIComponent(TOURNAMENT_QUERY)}&variables=${encodeURIComponent(
        JSON.stringify({ id: publishedId }),
      )}`;
      const response = await fetch(url, { headers: { origin: OTHER_SITE } });
      expect(response.status).toBe(200);
      expectOpenToAnyOrigin(response);
      expect(response.headers.get('cache-control')).toBe('public, no-cache');
      expect(response.headers.get('etag')).toBeTruthy();
      const body = (await response.json()) as Answer;
      expect(body.data).toEqual({ publicTournament: { id: publishedId, name: 'Harbour Cup' } });
    });

    it('answers a POSTed query from another origin', async () => {
      const response = await post(TOURNAMENT_QUERY, { id: publishedId }, OTHER_SITE);
      expectOpenToAnyOrigin(response);
      expect(((await response.json()) as Answer).data).toEqual({
        publicTournament: { id: publishedId, name: 'Harbour Cup' },
      });
    });

    it('never answers another origin with the viewer’s data, cookie or not', async () => {
      const own = (await (await post('{ me { email } }', {}, server.url)).json()) as Answer;
      expect(own.data).toEqual({ me: { email: 'organiser@example.test' } });
      const foreign = (await (await post('{ me { email } }', {}, OTHER_SITE)).json()) as Answer;
      expect(foreign.data).toEqual({ me: null });

      const draftOwn = (await (await post(TOURNAMENT_QUERY, { id: draftId }, server.url)).json()) as Answer;
      expect(draftOwn.data).toEqual({ publicTournament: { id: draftId, name: 'Secret Shield' } });
      const draftForeign = (await (await post(TOURNAMENT_QUERY, { id: draftId }, OTHER_SITE)).json()) as Answer;
      expect(draftForeign.errors?.[0].extensions?.code).toBe('NOT_FOUND');

      // A no-cors read (an <img>, a <script>) names no origin; Sec-Fetch-Site gives it away.
      const query = encodeURIComponent('{ me { email } }');
      const sneaky = await organiser.fetch(`/graphql?query=${query}`, {
        headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' },
      });
      expect(((await sneaky.json()) as Answer).data).toEqual({ me: null });
      const sameSite = await organiser.fetch(`/graphql?query=${query}`, {
        headers: { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'cors', 'apollo-require-preflight': 'true' },
      });
      expect(((await sameSite.json()) as Answer).data).toEqual({ me: null });
      const mine = await organiser.fetch(`/graphql?query=${query}`, {
        headers: { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' },
      });
      expect(((await mine.json()) as Answer).data).toEqual({ me: { email: 'organiser@example.test' } });
    });

    it('refuses a mutation from another origin, with the cookie, and runs it from the site itself', async () => {
      const foreign = await post(CREATE_CLUB, { name: 'Forged Club' }, OTHER_SITE);
      expect(foreign.status).toBe(403);
      const refused = (await foreign.json()) as Answer;
      expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(await server.em().count(Club, { name: 'Forged Club' })).toBe(0);

      const own = (await (await post(CREATE_CLUB, { name: 'Real Club' }, server.url)).json()) as Answer;
      expect(own.errors).toBeUndefined();
      expect(await server.em().count(Club, { name: 'Real Club' })).toBe(1);
    });

    it('keeps the CSRF protection for what is not a GET query', async () => {
      // A mutation cannot go over GET, header or not.
      const overGet = await organiser.fetch(
        `/graphql?query=${encodeURIComponent('mutation { createClub(input: { name: "Get Club" }) { id } }')}`,
        { headers: { 'apollo-require-preflight': 'true' } },
      );
      expect(overGet.status).toBe(405);
      // A simple POST (what a cross-site form or a no-preflight fetch can send) is refused before it runs.
      for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
        const simple = await organiser.fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': type },
          body: JSON.stringify({ query: CREATE_CLUB, variables: { name: 'Simple Club' } }),
        });
        expect(simple.status).toBe(400);
        expect(((await simple.json()) as Answer).errors?.[0].message).toMatch(/Cross-Site Request Forgery/);
      }
      expect(await server.em().count(Club, { name: { $in: ['Get Club', 'Simple Club'] } })).toBe(0);
    });
  });
});
