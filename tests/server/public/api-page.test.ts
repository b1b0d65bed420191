import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIDGET_QUERY, widgetSnippet } from '../../../web/src/features/developers/api-examples.js';
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

  it('names the site it was copied from and sends a GET the server answers', async () => {
    const snippet = widgetSnippet(server.url);
    expect(snippet).toContain(`new URL('/graphql', '${server.url}')`);
    // The request the snippet builds, as a browser would send it.
    const url = new URL('/graphql', server.url);
    url.searchParams.set('query', WIDGET_QUERY);
    url.searchParams.set('variables', JSON.stringify({ tournamentId }));
    const response = await fetch(url, { headers: { 'apollo-require-preflight': 'true' } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data?: { standings: unknown[] }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(Array.isArray(body.data?.standings)).toBe(true);
  });
});
