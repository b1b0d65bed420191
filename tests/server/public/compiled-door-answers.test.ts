import { ApolloServer } from '@apollo/server';
import { print, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemo } from '../../../server/src/app/demo/seed.js';
import { RUNS_BEFORE_COMPILING } from '../../../server/src/graphql/compiled-operations.js';
import {
  BracketPageDocument,
  BrowseMatchesDocument,
  BrowseTournamentsDocument,
  EmbedStandingsDocument,
  LandingDocument,
  LeadersPageDocument,
  MatchCentreCricketDocument,
  MatchCentreSidesDocument,
  MatchHeadToHeadDocument,
  MatchPageDocument,
  MatchPreMatchDocument,
  PlayerPageDocument,
  PublicFixturesPageDocument,
  StandingsPageDocument,
  TeamPageDocument,
  TournamentPageDocument,
} from '../../../web/src/gql/graphql.js';
import { TestClient } from '../../support/client.js';
import { startTestServer, type TestServer } from '../../support/server.js';

// The front door runs an operation asked again compiled by graphql-jit (graphql/compiled-operations.ts). Each
// public page's own document, on the demo's data, is answered by Apollo, by the door with graphql-js's
// `execute` and by the door compiled: the three answers must be the same bytes.

type Ids = { tournament: number; staged: number; match: number; team: number; opponent: number; player: number };

function pages(ids: Ids): [string, DocumentNode, Record<string, unknown>][] {
  return [
    [
      'landing',
      LandingDocument,
      { live: 2, results: 3, upcoming: 4, followed: [], following: false, followedSize: 6, tournaments: 3 },
    ],
    ['tournament', TournamentPageDocument, { id: ids.tournament, live: 20, upcoming: 5, recent: 5 }],
    ['standings', StandingsPageDocument, { id: ids.tournament }],
    ['staged standings', StandingsPageDocument, { id: ids.staged }],
    ['bracket', BracketPageDocument, { id: ids.staged }],
    ['leaders', LeadersPageDocument, { id: ids.tournament, limit: 10 }],
    ['fixtures', PublicFixturesPageDocument, { id: ids.staged }],
    ['embedded standings', EmbedStandingsDocument, { id: ids.staged }],
    ['match', MatchPageDocument, { id: ids.match }],
    ['pre-match', MatchPreMatchDocument, { id: ids.match }],
    ['match centre', MatchCentreCricketDocument, { id: ids.match }],
    ['sides', MatchCentreSidesDocument, { id: ids.match }],
    ['head to head', MatchHeadToHeadDocument, { teamId: ids.team, opponentId: ids.opponent }],
    ['team', TeamPageDocument, { id: ids.team, fixtures: 5, results: 5 }],
    ['player', PlayerPageDocument, { id: ids.player, first: 10 }],
    ['browse matches', BrowseMatchesDocument, { live: 10, upcoming: 10 }],
    ['browse tournaments', BrowseTournamentsDocument, { search: null, type: null, first: 20 }],
  ];
}

describe('the front door’s compiled operations', () => {
  let server: TestServer;
  let ids: Ids;
  const pipeline = vi.spyOn(ApolloServer.prototype, 'executeHTTPGraphQLRequest');

  beforeAll(async () => {
    // Nothing kept: every answer is read afresh, by whoever answers it.
    server = await startTestServer({ env: { RESPONSE_CACHE_TTL_MS: '0', RATE_LIMIT_ANONYMOUS_READS: '10000' } });
    await seedDemo(server.em(), { force: true });
    const row = async (sql: string) => (await server.em().execute<{ id: number }[]>(sql))[0].id;
    // A ball-by-ball cricket match of the IPL classics, its teams and a player of its home side.
    const match = await server
      .em()
      .execute<{ id: number; home_team_id: number; away_team_id: number; tournament_id: number }[]>(
        `select m.id, m.home_team_id, m.away_team_id, m.tournament_id from matches m
       where exists (select 1 from match_events e where e.match_id = m.id)
         and m.tournament_id = (select id from tournaments where name like 'IPL%' limit 1)
       order by m.id limit 1`,
      );
    ids = {
      tournament: match[0].tournament_id,
      staged: await row(`select id from tournaments where name like '%Nations Cup%'`),
      match: match[0].id,
      team: match[0].home_team_id,
      opponent: match[0].away_team_id,
      player: await row(`select id from team_members where team_id = ${match[0].home_team_id} order by id limit 1`),
    };
  });

  afterAll(async () => {
    pipeline.mockRestore();
    await server?.stop();
  });

  it('answers every public page as Apollo does, the same bytes before and after compiling it', async () => {
    const client = new TestClient(server.url);
    const ask = async (body: string, accept?: string) => {
      pipeline.mockClear();
      const response = await client.fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(accept ? { accept } : {}) },
        body,
      });
      return { ran: pipeline.mock.calls.length > 0, status: response.status, body: await response.text() };
    };
    for (const [label, document, variables] of pages(ids)) {
      const body = JSON.stringify({ query: print(document), variables });
      // A client preferring HTML is answered by Apollo (its JSON, for a POST): the reference answer.
      const apollo = await ask(body, 'text/html, application/json;q=0.9');
      expect([apollo.ran, apollo.status], label).toEqual([true, 200]);
      const answer = JSON.parse(apollo.body) as { data?: unknown; errors?: unknown };
      expect(answer.errors, label).toBeUndefined();
      expect(answer.data, label).toBeTruthy();
      // Run by `execute` up to RUNS_BEFORE_COMPILING times, compiled after: twice more.
      for (let run = 1; run <= RUNS_BEFORE_COMPILING + 2; run += 1) {
        const door = await ask(body);
        expect([door.ran, door.status], `${label}, run ${run}`).toEqual([false, 200]);
        expect(door.body, `${label}, run ${run}`).toBe(apollo.body);
      }
    }
  });
});
