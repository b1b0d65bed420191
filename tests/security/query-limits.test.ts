import { addTypenameToDocument } from '@apollo/client/utilities';
import { Kind, validate, type DocumentNode } from 'graphql';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  checkDocument,
  createDocumentChecker,
  DEFAULT_QUERY_LIMITS,
  parseWithLimits,
  queryLimitRules,
} from '../../server/src/graphql/limits.js';
import { createAppPubSub } from '../../server/src/core/pubsub.js';
import { buildAppSchema } from '../../server/src/app/schema.js';
import { TournamentsService } from '../../server/src/modules/tournaments/tournaments.service.js';
import { restRoutes } from '../../server/src/rest/index.js';
import * as webDocuments from '../../web/src/gql/graphql.js';
import { TestClient } from '../support/client.js';
import { startTestServer, type TestServer } from '../support/server.js';

/** Tournament.registrations -> Registration.team -> Team.registrations -> ... `levels` lists deep. */
function nestedRegistrations(levels: number): string {
  let selection = 'id';
  for (let level = 1; level < levels; level++) {
    selection =
      level % 2 === 1 ? `team { registrations { ${selection} } }` : `tournament { registrations { ${selection} } }`;
  }
  return `{ publicTournaments { registrations { ${selection} } } }`;
}

const thousandAliases = `{ ${Array.from({ length: 1000 }, (_, index) => `a${index}: publicTournaments { id }`).join(' ')} }`;

type LimitError = { message: string; extensions?: { code?: string; limit?: string; max?: number } };

describe('GraphQL query limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.stop();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  async function post(query: string): Promise<{ status: number; errors?: LimitError[]; data?: unknown }> {
    const response = await new TestClient(server.url).fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    return { status: response.status, ...((await response.json()) as { errors?: LimitError[]; data?: unknown }) };
  }

  it('refuses registrations nested 8 deep before any resolver runs, naming the limit', async () => {
    const resolver = vi.spyOn(TournamentsService.prototype, 'listPublished');
    const { status, errors, data } = await post(nestedRegistrations(8));
    expect(status).toBe(400);
    expect(data).toBeUndefined();
    expect(errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(errors?.map((error) => error.extensions?.limit)).toContain('maxDepth');
    expect(errors?.map((error) => error.message)).toContain(
      `Query depth limit of ${DEFAULT_QUERY_LIMITS.maxDepth} exceeded, found 17.`,
    );
    expect(resolver).not.toHaveBeenCalled();

    // The server is still there for the next visitor.
    expect(await post('{ siteStatistics { activeTournaments } }')).toMatchObject({ status: 200, data: {} });
  });

  it('weighs nesting by cost even inside the depth limit', async () => {
    const resolver = vi.spyOn(TournamentsService.prototype, 'listPublished');
    const { status, errors } = await post(nestedRegistrations(4));
    expect(status).toBe(400);
    expect(errors?.[0]).toMatchObject({
      message: expect.stringMatching(
        new RegExp(`^Query Cost limit of ${DEFAULT_QUERY_LIMITS.maxCost} exceeded, found \\d+`),
      ),
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED', limit: 'maxCost', max: DEFAULT_QUERY_LIMITS.maxCost },
    });
    expect(resolver).not.toHaveBeenCalled();
  });

  it('refuses 1,000 aliases of one field before any resolver runs', async () => {
    const resolver = vi.spyOn(TournamentsService.prototype, 'listPublished');
    const { status, errors } = await post(thousandAliases);
    expect(status).toBe(400);
    // So many aliases are refused while parsing already: the token limit names itself.
    expect(errors?.[0]).toMatchObject({
      message: `Token limit of ${DEFAULT_QUERY_LIMITS.maxTokens} exceeded.`,
      extensions: { code: 'GRAPHQL_PARSE_FAILED', limit: 'maxTokens', max: DEFAULT_QUERY_LIMITS.maxTokens },
    });
    expect(resolver).not.toHaveBeenCalled();
    expect(await post('{ siteStatistics { activeTournaments } }')).toMatchObject({ status: 200, data: {} });
  });

  it('refuses more aliases than the limit', async () => {
    const resolver = vi.spyOn(TournamentsService.prototype, 'listPublished');
    const count = DEFAULT_QUERY_LIMITS.maxAliases + 1;
    const query = `{ ${Array.from({ length: count }, (_, index) => `a${index}: publicTournaments { id }`).join(' ')} }`;
    const { status, errors } = await post(query);
    expect(status).toBe(400);
    expect(errors?.[0]).toMatchObject({
      message: `Aliases limit of ${DEFAULT_QUERY_LIMITS.maxAliases} exceeded, found ${count}.`,
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED', limit: 'maxAliases', max: DEFAULT_QUERY_LIMITS.maxAliases },
    });
    expect(resolver).not.toHaveBeenCalled();
  });

  it('refuses more directives than the limit', async () => {
    const count = DEFAULT_QUERY_LIMITS.maxDirectives + 1;
    const { status, errors } = await post(`{ ping ${'@include(if: true) '.repeat(count)} }`);
    expect(status).toBe(400);
    expect(errors?.map((error) => error.extensions?.limit)).toContain('maxDirectives');
  });
});

describe('the limits hold on every path and fit the site', () => {
  it('the rules exported for WebSocket subscriptions refuse the same documents', async () => {
    const schema = await buildAppSchema(createAppPubSub());
    const deep = parseWithLimits(nestedRegistrations(8));
    const errors = validate(schema, deep, queryLimitRules());
    expect(errors.map((error) => error.extensions.limit)).toContain('maxDepth');
    expect(() => parseWithLimits(thousandAliases)).toThrow(
      `Token limit of ${DEFAULT_QUERY_LIMITS.maxTokens} exceeded.`,
    );

    // What graphql-ws's onSubscribe uses: every refusal comes back as errors, never as a thrown error.
    const subscription = 'subscription { liveMatchesUpdated { id } }';
    expect(checkDocument(schema, subscription, DEFAULT_QUERY_LIMITS, true).document).toBeDefined();
    expect(checkDocument(schema, thousandAliases, DEFAULT_QUERY_LIMITS, true).errors?.[0].extensions.limit).toBe(
      'maxTokens',
    );
    const tooMany = `subscription { ${'a: liveMatchesUpdated { id } '.repeat(DEFAULT_QUERY_LIMITS.maxAliases + 1)} }`;
    const aliased = checkDocument(schema, tooMany, DEFAULT_QUERY_LIMITS, true);
    expect(aliased.errors?.map((error) => error.extensions.limit)).toContain('maxAliases');
    const typo = checkDocument(schema, 'subscription { liveMatchesUpdated { statu } }', DEFAULT_QUERY_LIMITS, true);
    expect(typo.errors?.[0].message).toBe('Cannot query field "statu" on type "Match".');
  });

  it('a WebSocket crowd’s documents are checked once each, their refusals too, within a bound', async () => {
    const schema = await buildAppSchema(createAppPubSub());
    const check = createDocumentChecker(schema, DEFAULT_QUERY_LIMITS, true, { documents: 2, characters: 200 });
    const subscription = 'subscription { liveMatchesUpdated { id } }';
    const first = check(subscription);
    // The same text: the same checked document, neither parsed nor validated again.
    expect(first.document).toBeDefined();
    expect(check(subscription)).toBe(first);
    const typo = 'subscription { liveMatchesUpdated { statu } }';
    expect(check(typo).errors?.[0].message).toBe('Cannot query field "statu" on type "Match".');
    expect(check(typo)).toBe(check(typo));
    // The limits hold as without keeping: the token limit still refuses.
    expect(check(thousandAliases).errors?.[0].extensions.limit).toBe('maxTokens');
    // Bounded: the oldest verdicts make room (two kept here), and the text of one is checked afresh.
    check('subscription { liveMatchesUpdated { status } }');
    const again = check(subscription);
    expect(again).not.toBe(first);
    expect(again.document).toBeDefined();
  });

  it('every document of the web client and of the REST adapter stays under the limits', async () => {
    const schema = await buildAppSchema(createAppPubSub());
    const documents: [string, DocumentNode][] = [
      // As Apollo Client sends them: with __typename in every selection, which the cost counts too.
      ...Object.entries(webDocuments)
        .filter(
          (entry): entry is [string, DocumentNode] =>
            entry[0].endsWith('Document') &&
            (entry[1] as DocumentNode).definitions?.some((definition) => definition.kind === Kind.OPERATION_DEFINITION),
        )
        .map(([name, document]): [string, DocumentNode] => [name, addTypenameToDocument(document)]),
      ...restRoutes.map((route): [string, DocumentNode] => [
        `${route.method} ${route.path}`,
        parseWithLimits(route.query),
      ]),
    ];
    expect(documents.length).toBeGreaterThan(40);
    for (const [name, document] of documents) {
      expect({ name, errors: validate(schema, document, queryLimitRules()).map((error) => error.message) }).toEqual({
        name,
        errors: [],
      });
    }
  });
});

describe('field suggestions', () => {
  it('production never answers "Did you mean"', async () => {
    const production = await startTestServer({
      env: {
        NODE_ENV: 'production',
        SESSION_SECRET: 'a-production-like-session-secret',
        GOOGLE_CLIENT_ID: 'client',
        GOOGLE_CLIENT_SECRET: 'secret',
      },
    });
    const development = await startTestServer();
    try {
      const typo = '{ publicTournament(id: 1) { nam } }';
      const hidden = await new TestClient(production.url).gql(typo);
      expect(hidden.errors?.[0].message).toMatch(/Cannot query field "nam" on type "Tournament"/);
      expect(hidden.errors?.[0].message).not.toMatch(/Did you mean/);
      const shown = await new TestClient(development.url).gql(typo);
      expect(shown.errors?.[0].message).toMatch(/Did you mean "name"/);
    } finally {
      await production.stop();
      await development.stop();
    }
  });
});
