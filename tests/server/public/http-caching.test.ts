import { createHash } from 'node:crypto';
import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ApolloServer } from '@apollo/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
import { recordStatements } from '../../support/statements.js';

/**
 * A revalidation as a browser's HTTP cache sends it. fetch() cannot show a 304: a request given its own
 * If-None-Match goes out with Cache-Control: no-cache as well (the Fetch standard), which asks for a full answer.
 */
function revalidate(url: string, etag: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'if-none-match': etag, ...headers } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    }).on('error', reject);
  });
}

const MATCH_QUERY = 'query MatchScore($id: Int!) { match(id: $id) { id homeTeamScore awayTeamScore } }';

/** A GET as a browser sends it, its body as it came over the wire (still compressed) and its headers. */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

/**
 * Asks `url` as a first visitor, then as later ones in each encoding, and checks that the later ones got the
 * answer as kept: compressed once (the very same bytes each time, sent whole with their length, not streamed
 * through a compressor) under the ETag of the first sending, which revalidates. The answer, uncompressed.
 */
async function expectSentAsKept(url: string, headers: Record<string, string> = {}): Promise<string> {
  const asked = (encoding: string) => rawGet(url, { ...headers, 'accept-encoding': encoding });
  // The first visitor's answer is read and compressed as it is sent; the next ones' is the kept answer.
  const first = await asked('gzip, deflate, br');
  const [kept, again, gzipped, plain] = [
    await asked('gzip, deflate, br'),
    await asked('br'),
    await asked('gzip'),
    await asked('identity'),
  ];
  const text = plain.body.toString();
  expect(plain.body.length).toBeGreaterThan(1024);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(brotliDecompressSync(first.body).toString()).toBe(text);
  for (const response of [kept, again]) {
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.body).toString()).toBe(text);
  }
  expect(again.body.equals(kept.body)).toBe(true);
  expect(gzipped.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzipped.body).toString()).toBe(text);
  for (const response of [kept, again, gzipped, plain]) {
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.headers['etag']).toBe(first.headers['etag']);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toBe(first.headers['content-type']);
    expect(response.headers['cache-control']).toBe('public, no-cache');
  }
  expect(await revalidate(url, String(first.headers['etag']), headers)).toBe(304);
  return text;
}

/** The match's card ten times over (aliases): an answer past the kilobyte from which answers are compressed. */
const BIG_MATCH_QUERY = `query MatchTimesTen($id: Int!) { ${Array.from(
  { length: 10 },
  (_, index) =>
    `m${index}: match(id: $id) { id status venue scheduledDate homeTeamScore awayTeamScore homeTeam { name } awayTeam { name } tournament { name } }`,
).join(' ')} }`;

/** Public reads: revalidated with ETags over HTTP, and answered from one shared copy until a write. */
describe('HTTP caching and the public response cache', () => {
  let server: TestServer;
  let organiser: TestClient;
  let matchId: number;
  let tournamentId: number;
  let otherTournamentId: number;
  let otherMatchId: number;
  const statements: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({ env: { RESPONSE_CACHE_TTL_MS: '600000' } });
    const em = server.em();
    const creator = await createUser(em, { email: 'organiser@example.test', role: Role.tournament_creator });
    const club = await createClub(em, creator);
    const [home, away] = [await createTeam(em, club), await createTeam(em, club)];
    // A tournament with a match in play between the two teams, at `goals` all.
    const liveIn = async (goals: number, name?: string) => {
      const tournament = await createTournament(em, creator, name ? { name } : {});
      await registerTeams(em, tournament, [home, away]);
      const match = await createMatch(em, tournament, home, away, {
        status: MatchStatus.in_progress,
        homeTeamScore: goals,
        awayTeamScore: goals,
      });
      return { tournamentId: tournament.id, matchId: match.id };
    };
    ({ tournamentId, matchId } = await liveIn(0));
    ({ tournamentId: otherTournamentId, matchId: otherMatchId } = await liveIn(1, 'Windward Cup'));
    organiser = new TestClient(server.url);
    await organiser.signIn('organiser@example.test');
    recordStatements(server.orm, statements);
  });

  afterAll(() => server.stop());

  const matchPath = () =>
    `/graphql?query=${encodeURIComponent(MATCH_QUERY)}&variables=${encodeURIComponent(JSON.stringify({ id: matchId }))}`;
  const getMatch = (client: TestClient, headers: Record<string, string> = {}) =>
    client.fetch(matchPath(), { headers: { 'apollo-require-preflight': 'true', ...headers } });

  const readsFor = async (request: () => Promise<Response>) => {
    statements.length = 0;
    const response = await request();
    expect(response.status).toBe(200);
    await response.text();
    return statements.filter((sql) => !/"session"/.test(sql)).length;
  };

  const setScore = async (homeTeamScore: number) => {
    const { errors } = await organiser.gql(
      'mutation ($id: Int!, $home: Int!) { updateMatchScore(matchId: $id, score: { homeTeamScore: $home, awayTeamScore: 0 }) { id } }',
      { id: matchId, home: homeTeamScore },
    );
    expect(errors).toBeUndefined();
  };

  it('answers a visitor GET with a public, revalidated answer and 304 when nothing changed', async () => {
    const visitor = new TestClient(server.url);
    const first = await getMatch(visitor);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();

    expect(await revalidate(server.url + matchPath(), etag!, { 'apollo-require-preflight': 'true' })).toBe(304);
  });

  it('gives a new answer and ETag after a write', async () => {
    const visitor = new TestClient(server.url);
    const before = await getMatch(visitor);
    const etag = before.headers.get('etag')!;
    await setScore(3);
    const after = await getMatch(visitor, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    const { data } = (await after.json()) as { data: { match: { homeTeamScore: number } } };
    expect(data.match.homeTeamScore).toBe(3);
  });

  it('reads the database once for many visitors, and again after a write', async () => {
    const visitor = new TestClient(server.url);
    await setScore(4);
    expect(await readsFor(() => getMatch(visitor))).toBeGreaterThan(0);
    expect(await readsFor(() => getMatch(new TestClient(server.url)))).toBe(0);
    expect(await readsFor(() => visitor.fetch('/api/public/matches/' + matchId))).toBeGreaterThan(0);
    expect(await readsFor(() => visitor.fetch('/api/public/matches/' + matchId))).toBe(0);

    await setScore(5);
    expect(await readsFor(() => getMatch(visitor))).toBeGreaterThan(0);
    const fresh = (await (await getMatch(visitor)).json()) as { data: { match: { homeTeamScore: number } } };
    expect(fresh.data.match.homeTeamScore).toBe(5);
  });

  it('sends a shared answer as compressed once for everyone, under the ETag of its first sending', async () => {
    await setScore(6);
    const url = `${server.url}/graphql?query=${encodeURIComponent(BIG_MATCH_QUERY)}&variables=${encodeURIComponent(JSON.stringify({ id: matchId }))}`;
    const sent = await expectSentAsKept(url, { 'apollo-require-preflight': 'true' });
    const answer = JSON.parse(sent) as { data: Record<string, { homeTeamScore: number }> };
    expect(Object.keys(answer.data)).toHaveLength(10);
    expect(answer.data.m0.homeTeamScore).toBe(6);
  });

  it('never shares a signed-in answer, and marks it private', async () => {
    const response = await getMatch(organiser);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    await response.text();
    expect(await readsFor(() => getMatch(organiser))).toBeGreaterThan(0);
  });

  it('sends a kept answer again without Apollo, as it was first sent, for requests written alike', async () => {
    const pipeline = vi.spyOn(ApolloServer.prototype, 'executeHTTPGraphQLRequest');
    const ran = async (request: () => Promise<Response>) => {
      pipeline.mockClear();
      const response = await request();
      expect(response.status).toBe(200);
      return { response, body: await response.text(), ran: pipeline.mock.calls.length > 0 };
    };
    try {
      await setScore(7);
      // The first visitor's answer is read and kept, the next ones are sent as kept: all at the front door, which
      // learned the headers of a visitor's answer from earlier tests here (fresh-answer-door.test.ts compares the
      // door's answers with Apollo's).
      const kept = await ran(() => getMatch(new TestClient(server.url)));
      expect(kept.ran).toBe(false);
      expect((JSON.parse(kept.body) as { data: { match: { homeTeamScore: number } } }).data.match.homeTeamScore).toBe(
        7,
      );
      const again = await ran(() => getMatch(new TestClient(server.url)));
      expect(again.ran).toBe(false);
      expect(again.body).toBe(kept.body);
      // Sent at the door, before the security and CORS middleware: their headers are sent as they were written.
      const headers = ['content-type', 'cache-control', 'surrogate-key', 'xkey', 'etag', 'vary', 'x-frame-options'];
      headers.push(
        'x-content-type-options',
        'cross-origin-resource-policy',
        'access-control-allow-origin',
        'content-security-policy',
      );
      for (const header of headers)
        expect([header, again.response.headers.get(header)]).toEqual([header, kept.response.headers.get(header)]);
      expect(again.response.headers.get('x-request-id')).not.toBe(kept.response.headers.get('x-request-id'));

      // Written otherwise (another accepted type, POSTed): the same kept answer, with its own content type and
      // cache headers. In another language it is another answer (its texts are in that language), read and kept.
      const spanish = { 'accept-language': 'es' };
      const spanishKept = await ran(() => getMatch(new TestClient(server.url), spanish));
      const spanishAgain = await ran(() => getMatch(new TestClient(server.url), spanish));
      expect([spanishKept.ran, spanishAgain.ran]).toEqual([false, false]);
      expect(spanishAgain.body).toBe(spanishKept.body);
      const typed = { accept: 'application/graphql-response+json' };
      const typedKept = await ran(() => getMatch(new TestClient(server.url), typed));
      expect(typedKept.ran).toBe(false);
      expect(typedKept.body).toBe(kept.body);
      expect(typedKept.response.headers.get('content-type')).toBe('application/graphql-response+json; charset=utf-8');
      const typedAgain = await ran(() => getMatch(new TestClient(server.url), typed));
      expect(typedAgain.ran).toBe(false);
      expect(typedAgain.response.headers.get('content-type')).toBe(typedKept.response.headers.get('content-type'));
      const post = () =>
        new TestClient(server.url).fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: MATCH_QUERY, variables: { id: matchId } }),
        });
      // The first POST a visitor sends here goes through Apollo: the door learns a POSTed answer's headers from it.
      const postedFirst = await ran(post);
      expect(postedFirst.ran).toBe(true);
      const posted = await ran(post);
      expect(posted.ran).toBe(false);
      expect(posted.body).toBe(kept.body);
      expect(posted.response.headers.get('cache-control')).toBe('no-store');
      expect(postedFirst.response.headers.get('cache-control')).toBe('no-store');

      // A signed-in person's request always runs; a write drops the kept answer for everyone.
      expect((await ran(() => getMatch(organiser))).ran).toBe(true);
      expect((await ran(() => getMatch(organiser))).ran).toBe(true);
      await setScore(8);
      const after = await ran(() => getMatch(new TestClient(server.url)));
      expect(after.body).not.toBe(kept.body);
      expect((JSON.parse(after.body) as { data: { match: { homeTeamScore: number } } }).data.match.homeTeamScore).toBe(
        8,
      );
    } finally {
      pipeline.mockRestore();
    }
  });

  it('refuses an unreadable POSTed body as before the door read it: a 400 with the request id and security headers', async () => {
    const visitor = new TestClient(server.url);
    const response = await visitor.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-request-id')).toBeTruthy();
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(await response.json()).toEqual({ error: 'Bad request' });
    // The next request of the visitor is read as usual.
    expect((await getMatch(visitor)).status).toBe(200);
  });

  it('does not store mutations or POSTed reads in HTTP caches', async () => {
    const mutation = await organiser.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation ($id: Int!) { updateMatchScore(matchId: $id, score: { homeTeamScore: 6 }) { id } }',
        variables: { id: matchId },
      }),
    });
    expect(mutation.headers.get('cache-control')).toBe('no-store');
  });

  it('serves a persisted (hashed) query over GET', async () => {
    const visitor = new TestClient(server.url);
    // A text no other test here sent: neither Apollo nor the front door knows its hash yet.
    const query = `${MATCH_QUERY}\n# persisted`;
    const hash = createHash('sha256').update(query).digest('hex');
    const extensions = encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }));
    const variables = encodeURIComponent(JSON.stringify({ id: matchId }));
    const hashed = () =>
      visitor.fetch(`/graphql?extensions=${extensions}&variables=${variables}`, {
        headers: { 'apollo-require-preflight': 'true' },
      });
    const unknown = (await (await hashed()).json()) as { errors: { extensions: { code: string } }[] };
    expect(unknown.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');

    await visitor.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query,
        variables: { id: matchId },
        extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
      }),
    });
    const known = await hashed();
    expect(known.headers.get('cache-control')).toBe('public, no-cache');
    const body = (await known.json()) as { data: { match: { id: number } } };
    expect(body.data.match.id).toBe(matchId);

    // Another site's page (or a CDN) sends no custom header: a GET query is still answered and revalidated.
    const url = `${server.url}/graphql?extensions=${extensions}&variables=${variables}`;
    const plain = await fetch(url, { headers: { origin: 'https://club.example' } });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('cache-control')).toBe('public, no-cache');
    expect(plain.headers.get('access-control-allow-origin')).toBe('*');
    expect(((await plain.json()) as { data: { match: { id: number } } }).data.match.id).toBe(matchId);
    expect(await revalidate(url, plain.headers.get('etag')!)).toBe(304);
  });

  it('revalidates the REST public routes with ETags', async () => {
    const visitor = new TestClient(server.url);
    const first = await visitor.fetch(`/api/public/matches/${matchId}`);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect(await revalidate(`${server.url}/api/public/matches/${matchId}`, etag)).toBe(304);
    expect(await revalidate(`${server.url}/api/public/matches/${matchId}`, 'W/"another"')).toBe(200);
  });

  it('sends a shared REST answer as compressed once, with the ETag of its first sending', async () => {
    // A tournament of its own with eight matches: a list past the kilobyte from which answers are compressed.
    const em = server.em();
    const creator = await createUser(em, { email: 'lists@example.test', role: Role.tournament_creator });
    const club = await createClub(em, creator);
    const [home, away] = [await createTeam(em, club), await createTeam(em, club)];
    const tournament = await createTournament(em, creator, { name: 'Leeward League' });
    await registerTeams(em, tournament, [home, away]);
    for (let round = 1; round <= 8; round += 1) await createMatch(em, tournament, home, away, { roundNumber: round });
    const url = `${server.url}/api/public/tournaments/${tournament.id}/matches`;
    const matches = JSON.parse(await expectSentAsKept(url)) as { round_number: number }[];
    expect(matches.map((match) => match.round_number).sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('keeps another tournament’s answers (its page, its match) through a score in this one, and drops this one’s and the lists', async () => {
    const visitor = new TestClient(server.url);
    const TOURNAMENT_QUERY =
      'query Page($id: Int!) { publicTournament(id: $id) { name } tournamentMatches(tournamentId: $id) { homeTeamScore } }';
    const page = (id: number) =>
      visitor.fetch(
        `/graphql?query=${encodeURIComponent(TOURNAMENT_QUERY)}&variables=${encodeURIComponent(JSON.stringify({ id }))}`,
        { headers: { 'apollo-require-preflight': 'true' } },
      );
    const LIVE_QUERY = '{ liveMatches { id homeTeamScore } }';
    const live = () =>
      visitor.fetch(`/graphql?query=${encodeURIComponent(LIVE_QUERY)}`, {
        headers: { 'apollo-require-preflight': 'true' },
      });
    const otherMatch = () =>
      visitor.fetch(
        `/graphql?query=${encodeURIComponent(MATCH_QUERY)}&variables=${encodeURIComponent(JSON.stringify({ id: otherMatchId }))}`,
        { headers: { 'apollo-require-preflight': 'true' } },
      );
    await setScore(7);
    for (const read of [
      () => page(tournamentId),
      () => page(otherTournamentId),
      otherMatch,
      () => getMatch(visitor),
      live,
    ]) {
      expect(await readsFor(read)).toBeGreaterThan(0);
      expect(await readsFor(read)).toBe(0);
    }

    await setScore(8);
    // The other tournament's page is still the shared copy; this tournament's and the live list are read again.
    expect(await readsFor(() => page(otherTournamentId))).toBe(0);
    expect(await readsFor(otherMatch)).toBe(0);
    expect(await readsFor(() => page(tournamentId))).toBeGreaterThan(0);
    expect(await readsFor(() => getMatch(visitor))).toBeGreaterThan(0);
    expect(await readsFor(live)).toBeGreaterThan(0);
    const fresh = (await (await page(tournamentId)).json()) as {
      data: { tournamentMatches: { homeTeamScore: number }[] };
    };
    expect(fresh.data.tournamentMatches.map((match) => match.homeTeamScore)).toEqual([8]);
    const { data } = (await (await live()).json()) as {
      data: { liveMatches: { id: number; homeTeamScore: number }[] };
    };
    expect(data.liveMatches.find((match) => match.id === matchId)?.homeTeamScore).toBe(8);
  });
});
