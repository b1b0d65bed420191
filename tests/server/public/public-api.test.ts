import { ref } from '@mikro-orm/core';
import { addDays } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MatchStatus } from '../../../server/src/modules/matches/match.entity.js';
import { Role } from '../../../server/src/modules/users/user.entity.js';
import { TestClient, type GraphQLResponse } from '../../support/client.js';
import {
  createClub,
  createMatch,
  createTeam,
  createTournament,
  createUser,
  registerTeams,
} from '../../support/factories.js';
import { startTestServer, type TestServer } from '../../support/server.js';

const MatchesQuery = /* GraphQL */ `
  query Matches($filter: MatchFilter, $first: Int, $after: String) {
    matches(filter: $filter, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
      edges {
        cursor
        node {
          id
          status
          homeTeam {
            name
          }
          awayTeam {
            name
          }
        }
      }
      nodes {
        id
      }
    }
  }
`;

type MatchesResult = {
  matches: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
    edges: {
      cursor: string;
      node: { id: number; status: string; homeTeam: { name: string }; awayTeam: { name: string } };
    }[];
    nodes: { id: number }[];
  };
};

type RestMatch = Record<string, unknown> & { id: number; home_team_name: string; away_team_name: string };

describe('public API (GraphQL and /api/public/*)', () => {
  let server: TestServer;
  let visitor: TestClient;
  const ids = {
    shield: 0,
    draft: 0,
    harbour: 0,
    coral: 0,
    rovers: 0,
    played: 0,
    live: 0,
    upcoming: [] as number[],
    undated: 0,
    draftMatch: 0,
  };
  const base = new Date('2030-03-01T16:00:00Z');

  beforeAll(async () => {
    server = await startTestServer();
    visitor = new TestClient(server.url);
    const em = server.em();
    const creator = await createUser(em, { email: 'creator@example.test', role: Role.tournament_creator });
    const club = await createClub(em, creator);
    const harbour = await createTeam(em, club, { name: 'Harbour Lights FC' });
    const coral = await createTeam(em, club, { name: 'Coral Reef FC' });
    const rovers = await createTeam(em, club, { name: 'Blue Mountain Rovers FC' });
    const shield = await createTournament(em, creator, { name: 'Caribbean Football Shield' });
    const draft = await createTournament(em, creator, { name: 'Secret Draft Cup', isPublished: false });
    await registerTeams(em, shield, [harbour, coral, rovers]);
    Object.assign(ids, { shield: shield.id, draft: draft.id, harbour: harbour.id, coral: coral.id, rovers: rovers.id });
    const played = await createMatch(em, shield, harbour, coral, {
      status: MatchStatus.completed,
      homeTeamScore: 2,
      awayTeamScore: 1,
      scheduledDate: base,
      venue: 'Mindoo Phillip Park',
    });
    played.winnerTeam = ref(harbour);
    await em.flush();
    ids.played = played.id;
    ids.live = (
      await createMatch(em, shield, coral, rovers, {
        status: MatchStatus.in_progress,
        homeTeamScore: 0,
        awayTeamScore: 0,
        scheduledDate: addDays(base, 1),
      })
    ).id;
    for (let day = 2; day <= 6; day += 1) {
      const home = day % 2 ? rovers : harbour;
      ids.upcoming.push((await createMatch(em, shield, home, coral, { scheduledDate: addDays(base, day) })).id);
    }
    ids.undated = (await createMatch(em, shield, rovers, harbour, { scheduledDate: null })).id;
    ids.draftMatch = (await createMatch(em, draft, harbour, coral, { scheduledDate: addDays(base, 3) })).id;
  });
  afterAll(async () => {
    await server.stop();
  });

  describe('matches connection', () => {
    it('pages through every public match with opaque cursors, soonest first, undated last', async () => {
      const seen: number[] = [];
      let after: string | null = null;
      let pages = 0;
      for (;;) {
        const result: GraphQLResponse<MatchesResult> = await visitor.gql<MatchesResult>(MatchesQuery, {
          first: 3,
          after,
        });
        expect(result.errors).toBeUndefined();
        const page: MatchesResult['matches'] = result.data!.matches;
        expect(page.totalCount).toBe(8);
        expect(page.pageInfo.hasPreviousPage).toBe(after !== null);
        expect(page.nodes.map((node) => node.id)).toEqual(page.edges.map((edge) => edge.node.id));
        expect(page.pageInfo.endCursor).toBe(page.edges.at(-1)?.cursor ?? null);
        seen.push(...page.edges.map((edge) => edge.node.id));
        pages += 1;
        if (!page.pageInfo.hasNextPage) break;
        after = page.pageInfo.endCursor;
      }
      expect(pages).toBe(3);
      expect(seen).toEqual([ids.played, ids.live, ...ids.upcoming, ids.undated]);
      // The draft's fixture never reaches a visitor.
      expect(seen).not.toContain(ids.draftMatch);
    });

    it('filters by tournament, team, status and date range together', async () => {
      const { data } = await visitor.gql<MatchesResult>(MatchesQuery, {
        filter: {
          tournamentId: ids.shield,
          teamId: ids.rovers,
          status: ['scheduled', 'in_progress'],
          from: addDays(base, 1).toISOString(),
          to: addDays(base, 5).toISOString(),
        },
        first: 10,
      });
      const names = data!.matches.edges.map((edge) => [edge.node.homeTeam.name, edge.node.awayTeam.name]);
      expect(names).toEqual([
        ['Coral Reef FC', 'Blue Mountain Rovers FC'],
        ['Blue Mountain Rovers FC', 'Coral Reef FC'],
        ['Blue Mountain Rovers FC', 'Coral Reef FC'],
      ]);
      expect(data!.matches.totalCount).toBe(3);
      const completed = await visitor.gql<MatchesResult>(MatchesQuery, { filter: { status: 'completed' } });
      expect(completed.data!.matches.nodes).toEqual([{ id: ids.played }]);
    });

    it('shows nothing of a draft even when asked by its id', async () => {
      const { data } = await visitor.gql<MatchesResult>(MatchesQuery, { filter: { tournamentId: ids.draft } });
      expect(data!.matches.totalCount).toBe(0);
      expect(data!.matches.pageInfo).toEqual({
        hasNextPage: false,
        hasPreviousPage: false,
        startCursor: null,
        endCursor: null,
      });
    });

    it('rejects a made-up cursor and a page size out of range, naming the argument', async () => {
      const bad = await visitor.gql<MatchesResult>(MatchesQuery, { after: 'not-a-cursor' });
      expect(bad.errors?.[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { after: expect.any(String) },
      });
      const big = await visitor.gql<MatchesResult>(MatchesQuery, { first: 101 });
      expect(big.errors?.[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { first: expect.any(String) },
      });
      const reversed = await visitor.gql<MatchesResult>(MatchesQuery, {
        filter: { from: addDays(base, 3).toISOString(), to: base.toISOString() },
      });
      expect(reversed.errors?.[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { to: expect.any(String) },
      });
    });
  });

  describe('landing-page reads', () => {
    it('lists live, recent and upcoming matches and counts the site', async () => {
      const { data, errors } = await visitor.gql<{
        liveMatches: { id: number }[];
        recentResults: { id: number }[];
        upcomingMatches: { id: number }[];
        siteStatistics: { activeTournaments: number; totalMatches: number; liveMatches: number };
        tournamentMatchCounts: { total: number; completed: number; upcoming: number; live: number };
        tournamentTeams: { name: string }[];
      }>(
        /* GraphQL */ `
          query Landing($tournamentId: Int!) {
            liveMatches(limit: 2) {
              id
            }
            recentResults(limit: 3) {
              id
            }
            upcomingMatches(limit: 4) {
              id
            }
            siteStatistics {
              activeTournaments
              totalMatches
              liveMatches
            }
            tournamentMatchCounts(tournamentId: $tournamentId) {
              total
              completed
              upcoming
              live
            }
            tournamentTeams(tournamentId: $tournamentId) {
              name
            }
          }
        `,
        { tournamentId: ids.shield },
      );
      expect(errors).toBeUndefined();
      expect(data!.liveMatches).toEqual([{ id: ids.live }]);
      expect(data!.recentResults).toEqual([{ id: ids.played }]);
      expect(data!.upcomingMatches.map((match) => match.id)).toEqual(ids.upcoming.slice(0, 4));
      expect(data!.siteStatistics).toEqual({ activeTournaments: 1, totalMatches: 8, liveMatches: 1 });
      expect(data!.tournamentMatchCounts).toEqual({ total: 8, completed: 1, upcoming: 6, live: 1 });
      expect(data!.tournamentTeams.map((team) => team.name)).toEqual([
        'Blue Mountain Rovers FC',
        'Coral Reef FC',
        'Harbour Lights FC',
      ]);
    });

    it('answers NOT_FOUND for a draft tournament by id, except to its creator (who previews it)', async () => {
      const query = `query { publicTournament(id: ${ids.draft}) { name isPublished } }`;
      const { errors } = await visitor.gql(query);
      expect(errors?.[0].extensions?.code).toBe('NOT_FOUND');
      const stranger = new TestClient(server.url);
      await stranger.signIn('someone-else@example.test');
      expect((await stranger.gql(query)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
      const creator = new TestClient(server.url);
      await creator.signIn('creator@example.test');
      const own = await creator.gql<{ publicTournament: { name: string; isPublished: boolean } }>(query);
      expect(own.data?.publicTournament).toEqual({ name: 'Secret Draft Cup', isPublished: false });
    });
  });

  describe('REST', () => {
    const matchColumns = [
      'id',
      'tournament_id',
      'home_team_id',
      'away_team_id',
      'home_team_name',
      'away_team_name',
      'winner_team_id',
      'winner_team_name',
      'round_number',
      'match_number',
      'scheduled_date',
      'venue',
      'status',
      'referee_id',
      'scorer_id',
      'home_team_score',
      'away_team_score',
      'match_notes',
      'weather_conditions',
      'is_final',
      'created_at',
      'updated_at',
    ];

    it('GET /api/public/tournaments lists published tournaments in snake_case', async () => {
      const { status, body } = await visitor.rest<Record<string, unknown>[]>('GET', '/api/public/tournaments');
      expect(status).toBe(200);
      expect(body.map((row) => row.name)).toEqual(['Caribbean Football Shield']);
      expect(body[0]).toMatchObject({ id: ids.shield, tournament_type: 'round_robin', is_published: true });
      expect(Object.keys(body[0])).toEqual(
        expect.arrayContaining(['start_date', 'end_date', 'entry_fee', 'prize_pool', 'max_teams', 'venue_info']),
      );
    });

    it('GET /api/public/tournaments/{id} answers one tournament, 404 for a draft, an unknown or a bad id', async () => {
      const one = await visitor.rest<Record<string, unknown>>('GET', `/api/public/tournaments/${ids.shield}`);
      expect(one.status).toBe(200);
      expect(one.body).toMatchObject({
        id: ids.shield,
        name: 'Caribbean Football Shield',
        creator_id: expect.any(Number),
      });
      for (const id of [ids.draft, 999999, 'abc']) {
        const missing = await visitor.rest<{ error: string }>('GET', `/api/public/tournaments/${id}`);
        expect(missing.status).toBe(404);
        expect(missing.body).toEqual({ error: 'Tournament not found' });
      }
    });

    it('GET /api/public/tournaments/{id}/matches lists every match with the real team names', async () => {
      const { status, body } = await visitor.rest<RestMatch[]>('GET', `/api/public/tournaments/${ids.shield}/matches`);
      expect(status).toBe(200);
      expect(body).toHaveLength(8);
      expect(Object.keys(body[0])).toEqual(expect.arrayContaining(matchColumns));
      expect(body[0]).toMatchObject({
        id: ids.played,
        tournament_id: ids.shield,
        home_team_id: ids.harbour,
        away_team_id: ids.coral,
        home_team_name: 'Harbour Lights FC',
        away_team_name: 'Coral Reef FC',
        home_team_score: 2,
        away_team_score: 1,
        winner_team_id: ids.harbour,
        winner_team_name: 'Harbour Lights FC',
        status: 'completed',
        venue: 'Mindoo Phillip Park',
        scheduled_date: base.toISOString(),
      });
      const draft = await visitor.rest<{ error: string }>('GET', `/api/public/tournaments/${ids.draft}/matches`);
      expect(draft.status).toBe(404);
    });

    it('GET /api/public/tournaments/{id}/standings answers the spec’s standing rows, 404 for a draft', async () => {
      const { status, body } = await visitor.rest<Record<string, unknown>[]>(
        'GET',
        `/api/public/tournaments/${ids.shield}/standings`,
      );
      expect(status).toBe(200);
      expect(body).toHaveLength(3);
      for (const column of [
        'team_id',
        'team_name',
        'matches_played',
        'wins',
        'losses',
        'draws',
        'points',
        'runs_for',
        'runs_against',
        'run_rate',
        'position',
        'form',
      ]) {
        expect(body[0]).toHaveProperty(column);
      }
      // One completed match: Harbour Lights beat Coral Reef 2-1 (football: 3 points a win).
      expect(body[0]).toMatchObject({
        position: 1,
        team_id: ids.harbour,
        team_name: 'Harbour Lights FC',
        matches_played: 1,
        wins: 1,
        losses: 0,
        points: 3,
        runs_for: 2,
        runs_against: 1,
        form: ['W'],
      });
      const coral = body.find((row) => row.team_id === ids.coral);
      expect(coral).toMatchObject({ matches_played: 1, losses: 1, points: 0, form: ['L'] });
      const draft = await visitor.rest<{ error: string }>('GET', `/api/public/tournaments/${ids.draft}/standings`);
      expect(draft.status).toBe(404);
      expect(draft.body).toEqual({ error: 'Tournament not found' });
    });

    it('GET /api/public/matches/recent, /upcoming and /live answer arrays of match rows', async () => {
      const recent = await visitor.rest<RestMatch[]>('GET', '/api/public/matches/recent');
      expect(recent.status).toBe(200);
      expect(recent.body.map((row) => row.id)).toEqual([ids.played]);
      expect(recent.body[0].home_team_name).toBe('Harbour Lights FC');

      const upcoming = await visitor.rest<RestMatch[]>('GET', '/api/public/matches/upcoming?limit=2');
      expect(upcoming.body.map((row) => row.id)).toEqual(ids.upcoming.slice(0, 2));
      expect(Object.keys(upcoming.body[0])).toEqual(expect.arrayContaining(matchColumns));

      const live = await visitor.rest<RestMatch[]>('GET', '/api/public/matches/live');
      expect(live.body.map((row) => [row.home_team_name, row.away_team_name])).toEqual([
        ['Coral Reef FC', 'Blue Mountain Rovers FC'],
      ]);

      const badLimit = await visitor.rest<{ error: string }>('GET', '/api/public/matches/upcoming?limit=500');
      expect(badLimit.status).toBe(400);
    });

    it('GET /api/public/matches/{id} answers one match, 404 for a draft’s or an unknown one', async () => {
      const one = await visitor.rest<RestMatch>('GET', `/api/public/matches/${ids.live}`);
      expect(one.status).toBe(200);
      expect(one.body).toMatchObject({
        id: ids.live,
        status: 'in_progress',
        home_team_name: 'Coral Reef FC',
        away_team_name: 'Blue Mountain Rovers FC',
        tournament_name: 'Caribbean Football Shield',
      });
      expect(Object.keys(one.body)).toEqual(expect.arrayContaining(matchColumns));
      for (const id of [ids.draftMatch, 999999, 'x1']) {
        const missing = await visitor.rest<{ error: string }>('GET', `/api/public/matches/${id}`);
        expect(missing.status).toBe(404);
        expect(missing.body).toEqual({ error: 'Match not found' });
      }
    });
  });
});
