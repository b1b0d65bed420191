import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERY_LIMITS, WIDGET_QUERY, widgetSnippet } from '../../../web/src/features/developers/api-examples.js';
import { DEFAULT_QUERY_LIMITS } from '../../../shared/query-limits.js';
import { Role } from '../../../server/src/modules/users/user.entity.js';
import { createClub, createTeam, createTournament, createUser } from '../../support/factories.js';
import { startTestServer, type TestServer } from '../../support/server.js';

describe('the API page’s widget snippet', () => {
  let server: TestServer;
  let tournamentId = 0;
  beforeAll(async () => {
    server = await startTestServer();
    const em = server.em();
    const creator = await createUser(em, { role: Role.tournament_creator });
    await createTeam(em, await createClub(em, creator));
    tournamentId = (await createTournament(em, creator, { name: 'Widget Cup' })).id;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('names the site it was copied from and sends a plain GET (no preflight) the server answers', async () => {
    const snippet = widgetSnippet(server.url);
    expect(snippet).toContain(`new URL('/graphql', '${server.url}')`);
    // A custom header would make every visitor's browser send a CORS preflight first (issue 49).
    expect(snippet).toContain('await fetch(url);');
    expect(snippet).not.toMatch(/apollo-require-preflight|headers:/);
    // The request the snippet builds, as a browser would send it: no custom header.
    const url = new URL('/graphql', server.url);
    url.searchParams.set('query', WIDGET_QUERY);
    url.searchParams.set('variables', JSON.stringify({ tournamentId }));
    const response = await fetch(url, { headers: { origin: 'https://club.example' } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data?: { standings: unknown[] }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(Array.isArray(body.data?.standings)).toBe(true);
  });
});

/** An operation just over each limit the API page lists. */
function overLimit(limit: keyof typeof DEFAULT_QUERY_LIMITS, max: number): string {
  const nested = (levels: number) => {
    let selection = 'id';
    for (let level = 1; level < levels; level++) {
      selection =
        level % 2 === 1 ? `team { registrations { ${selection} } }` : `tournament { registrations { ${selection} } }`;
    }
    return `{ publicTournaments { registrations { ${selection} } } }`;
  };
  switch (limit) {
    case 'maxDepth':
      return nested(8);
    case 'maxCost':
      return nested(4);
    case 'maxAliases':
      return `{ ${Array.from({ length: max + 1 }, (_, i) => `a${i}: siteStatistics { activeTournaments }`).join(' ')} }`;
    case 'maxDirectives':
      return `{ siteStatistics { ${Array.from({ length: max + 1 }, () => 'activeTournaments @include(if: true)').join(' ')} } }`;
    default:
      return `{ siteStatistics { ${'activeTournaments '.repeat(max + 1)}} }`;
  }
}

describe('the API page’s query limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  // Issue 49: the page said every limit answers GRAPHQL_VALIDATION_FAILED; the token limit answers GRAPHQL_PARSE_FAILED.
  it.each(QUERY_LIMITS)('$name: an operation over it is refused with the code the page names', async (shown) => {
    const response = await fetch(new URL('/graphql', server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: overLimit(shown.limit, DEFAULT_QUERY_LIMITS[shown.limit]) }),
    });
    const body = (await response.json()) as { errors?: { extensions?: { code?: string; limit?: string } }[] };
    const refusal = body.errors?.find((error) => error.extensions?.limit === shown.limit);
    expect(refusal?.extensions?.code).toBe(shown.code);
  });
});
