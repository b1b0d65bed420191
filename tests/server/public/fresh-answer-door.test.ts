import { ApolloServer } from '@apollo/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MatchStatus, Match } from '../../../server/src/modules/matches/match.entity.js';
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

// A visitor's query that no kept answer matches is run at the front door (graphql/fresh-answer-door.ts), on
// the same schema and resolvers, without Express's middleware and Apollo's pipeline; what the door cannot
// answer exactly as Apollo would goes to Apollo. Apollo's pipeline is spied on to tell who answered.

const MATCH_QUERY = 'query DoorScore($id: Int!) { match(id: $id) { id homeTeamScore awayTeamScore } }';

type Answer = { ran: boolean; status: number; headers: Map<string, string>; body: string };

/** Headers that differ from one answer to the next whoever sends them. */
const PER_REQUEST = new Set(['x-request-id', 'ratelimit', 'date', 'keep-alive', 'connection']);

async function seedMatch(server: TestServer, goals: number) {
  const em = server.em();
  const creator = await createUser(em, { email: `organiser${goals}@example.test`, role: Role.tournament_creator });
  const club = await createClub(em, creator);
  const [home, away] = [await createTeam(em, club), await createTeam(em, club)];
  const tournament = await createTournament(em, creator);
  await registerTeams(em, tournament, [home, away]);
  const match = await createMatch(em, tournament, home, away, {
    status: MatchStatus.in_progress,
    homeTeamScore: goals,
    awayTeamScore: goals,
  });
  return match.id;
}

describe('the front door, answering a visitor’s query no kept answer matches', () => {
  let server: TestServer;
  let matchId: number;
  const pipeline = vi.spyOn(ApolloServer.prototype, 'executeHTTPGraphQLRequest');

  beforeAll(async () => {
    // Nothing kept: every answer is read afresh.
    server = await startTestServer({ env: { RESPONSE_CACHE_TTL_MS: '0', RATE_LIMIT_ANONYMOUS_READS: '1000' } });
    matchId = await seedMatch(server, 2);
  });

  afterAll(async () => {
    pipeline.mockRestore();
    await server.stop();
  });

  afterEach(() => pipeline.mockClear());

  const ask = async (path: string, init: RequestInit = {}): Promise<Answer> => {
    pipeline.mockClear();
    const response = await new TestClient(server.url).fetch(path, init);
    const headers = new Map([...response.headers].filter(([name]) => !PER_REQUEST.has(name)));
    return { ran: pipeline.mock.calls.length > 0, status: response.status, headers, body: await response.text() };
  };
  const getPath = (query: string, variables: object) =>
    `/graphql?query=${encodeURIComponent(query)}&variables=${encodeURIComponent(JSON.stringify(variables))}`;
  const post = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const setScore = (goals: number) =>
    server.em().nativeUpdate(Match, { id: matchId }, { homeTeamScore: goals, awayTeamScore: goals });

  it('sends what Apollo sent, byte for byte and header for header, read afresh each time', async () => {
    for (const [asked, init] of [
      [getPath(MATCH_QUERY, { id: matchId }), {}],
      ['/graphql', post({ query: MATCH_QUERY, variables: { id: matchId } })],
    ] as const) {
      await setScore(2);
      // The first visitor's answer of each method goes through Apollo: the door learns its headers from it.
      const apollo = await ask(asked, init);
      expect([apollo.ran, apollo.status]).toEqual([true, 200]);
      const door = await ask(asked, init);
      expect([door.ran, door.status]).toEqual([false, 200]);
      expect(door.body).toBe(apollo.body);
      expect(Object.fromEntries(door.headers)).toEqual(Object.fromEntries(apollo.headers));
      // Nothing is kept (RESPONSE_CACHE_TTL_MS=0): the door reads the match again.
      await setScore(5);
      const later = await ask(asked, init);
      expect(later.ran).toBe(false);
      expect(JSON.parse(later.body)).toEqual({ data: { match: { id: matchId, homeTeamScore: 5, awayTeamScore: 5 } } });
    }
    // The answer a GraphQL client asks for by type, and a GET's cache headers naming what it was built from.
    const typed = await ask(getPath(MATCH_QUERY, { id: matchId }), {
      headers: { accept: 'application/graphql-response+json' },
    });
    expect(typed.ran).toBe(false);
    expect(typed.headers.get('content-type')).toBe('application/graphql-response+json; charset=utf-8');
    expect(typed.headers.get('surrogate-key')).toMatch(/^all t\d+$/);
  });

  it('answers a persisted query by its hash once it has seen its text', async () => {
    const { createHash } = await import('node:crypto');
    const query = `${MATCH_QUERY} # hashed`;
    const sha256Hash = createHash('sha256').update(query).digest('hex');
    const extensions = { persistedQuery: { version: 1, sha256Hash } };
    const hashed = () =>
      ask(
        `/graphql?extensions=${encodeURIComponent(JSON.stringify(extensions))}&variables=${encodeURIComponent(JSON.stringify({ id: matchId }))}`,
      );
    const unknown = await hashed();
    expect(unknown.ran).toBe(true);
    expect(unknown.body).toContain('PERSISTED_QUERY_NOT_FOUND');
    // A hash that is not its text's is Apollo's to refuse.
    const wrong = await ask(
      '/graphql',
      post({
        query: MATCH_QUERY,
        variables: { id: matchId },
        extensions: { persistedQuery: { version: 1, sha256Hash } },
      }),
    );
    expect(wrong.ran).toBe(true);
    expect(wrong.body).toContain('errors');
    const registered = await ask('/graphql', post({ query, variables: { id: matchId }, extensions }));
    expect([registered.ran, registered.status]).toEqual([false, 200]);
    const known = await hashed();
    expect([known.ran, known.status]).toEqual([false, 200]);
    expect(JSON.parse(known.body)).toEqual(JSON.parse(registered.body));
  });

  it('leaves to Apollo what it cannot answer as Apollo would, and spends one read for it', async () => {
    const refused = [
      // Not a query, not valid, not one operation, an error in the answer, a browser asking for HTML, a batch.
      post({ query: 'mutation { selectRole(role: tournament_creator) { id } }' }),
      post({ query: '{ match(id: 1) { nope } }' }),
      post({ query: 'query A { __typename } query B { __typename }' }),
      post({ query: MATCH_QUERY, variables: { id: 'seven' } }),
      post({ query: 'query Missing($id: Int!) { publicTournament(id: $id) { id } }', variables: { id: 999_999 } }),
      post({ query: '{ __typename }' }, { accept: 'text/html' }),
      post([{ query: '{ __typename }' }]),
    ];
    for (const init of refused) {
      const client = new TestClient(server.url);
      pipeline.mockClear();
      const response = await client.fetch('/graphql', init);
      expect(pipeline.mock.calls.length).toBe(1);
      await response.text();
    }
    // An answer with an error was run at the door, then by Apollo: the visitor's budget went down by one.
    const budgetLeft = async (init: RequestInit) => {
      const response = await new TestClient(server.url).fetch('/graphql', init);
      await response.text();
      return Number(/r=(\d+)/.exec(response.headers.get('ratelimit') ?? '')?.[1]);
    };
    const plain = post({ query: '{ __typename }' });
    const before = await budgetLeft(plain);
    const afterError = await budgetLeft(refused[4]);
    expect(before - afterError).toBe(1);
    expect(afterError - (await budgetLeft(plain))).toBe(1);
  });

  it('never answers a signed-in person', async () => {
    const em = server.em();
    await createUser(em, { email: 'fan@example.test', role: Role.tournament_creator });
    const fan = new TestClient(server.url);
    await fan.signIn('fan@example.test');
    for (let i = 0; i < 2; i += 1) {
      pipeline.mockClear();
      const response = await fan.fetch(getPath(MATCH_QUERY, { id: matchId }), {
        headers: { 'apollo-require-preflight': 'true' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      await response.text();
      expect(pipeline.mock.calls.length).toBe(1);
    }
  });
});

describe('the front door with the response cache on', () => {
  let server: TestServer;
  let matchId: number;
  const statements: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({ env: { RESPONSE_CACHE_TTL_MS: '600000' } });
    matchId = await seedMatch(server, 3);
    recordStatements(server.orm, statements);
  });

  afterAll(() => server.stop());

  it('reads a question once for a crowd asking it at once, however each wrote it, and keeps the answer', async () => {
    const visitor = () => new TestClient(server.url);
    const written = (index: number) =>
      // The same question, written ten ways (its variables spaced differently): ten kept-answer keys at the door.
      `{"query":${JSON.stringify(MATCH_QUERY)},"variables":{"id":${' '.repeat(index)}${matchId}}}`;
    // The door learns a POSTed answer's headers from Apollo's first one.
    await (
      await visitor().fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":"{ __typename }"}',
      })
    ).text();
    statements.length = 0;
    const pipeline = vi.spyOn(ApolloServer.prototype, 'executeHTTPGraphQLRequest');
    try {
      const answers = await Promise.all(
        Array.from({ length: 10 }, async (_, index) => {
          const response = await visitor().fetch('/graphql', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: written(index),
          });
          return { status: response.status, body: await response.text() };
        }),
      );
      expect(pipeline).not.toHaveBeenCalled();
      expect(new Set(answers.map(({ status, body }) => `${status} ${body}`)).size).toBe(1);
      expect(JSON.parse(answers[0].body)).toEqual({
        data: { match: { id: matchId, homeTeamScore: 3, awayTeamScore: 3 } },
      });
      const reads = statements.filter((sql) => /\bmatches\b/.test(sql) && !/"session"/.test(sql));
      expect(reads.length).toBe(1);
    } finally {
      pipeline.mockRestore();
    }
  });
});

describe('the front door, once a kept answer expires', () => {
  const TTL_MS = 300;
  let server: TestServer;
  let matchId: number;
  const statements: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({ env: { RESPONSE_CACHE_TTL_MS: String(TTL_MS) } });
    matchId = await seedMatch(server, 4);
    recordStatements(server.orm, statements);
  });

  afterAll(() => server.stop());

  it('reads it again once and keeps the new answer for the visitors after', async () => {
    const path = `/graphql?query=${encodeURIComponent(MATCH_QUERY)}&variables=${encodeURIComponent(JSON.stringify({ id: matchId }))}`;
    const readsFor = async () => {
      statements.length = 0;
      const response = await new TestClient(server.url).fetch(path);
      expect(response.status).toBe(200);
      await response.text();
      return statements.filter((sql) => /\bmatches\b/.test(sql)).length;
    };
    // Apollo's first answer (the door learns its headers), then the door's: read once, then kept.
    await readsFor();
    await new Promise((resolve) => setTimeout(resolve, TTL_MS + 100));
    expect(await readsFor()).toBe(1);
    expect(await readsFor()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, TTL_MS + 100));
    expect(await readsFor()).toBe(1);
    expect(await readsFor()).toBe(0);
  });
});
