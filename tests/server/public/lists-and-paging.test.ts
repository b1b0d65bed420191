import { ref } from '@mikro-orm/core';
import { addDays } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Match, MatchStatus, ResultKind, Side } from '../../../server/src/modules/matches/match.entity.js';
import { Sport } from '../../../server/src/modules/tournaments/tournament.entity.js';
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

type Row = { id: number; date: Date | null; status: MatchStatus; tournament: number; home: number; away: number };
type Sort = 'DATE_ASC' | 'DATE_DESC';

/** The order every list promises: by date (undated last either way), ties by id in the same direction. */
function ordered(rows: Row[], sort: Sort): number[] {
  const sign = sort === 'DATE_ASC' ? 1 : -1;
  return [...rows]
    .sort((a, b) => {
      if (a.date === null || b.date === null) {
        if (a.date !== b.date) return a.date === null ? 1 : -1;
        return sign * (a.id - b.id);
      }
      return sign * (a.date.getTime() - b.date.getTime()) || sign * (a.id - b.id);
    })
    .map((row) => row.id);
}

type WalkPage = { list: { id: number; cursor: string }[] };
type ConnectionPage = {
  matches: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string };
    edges: { cursor: string; node: { id: number; cursor: string } }[];
  };
};
type RestAnswer<Body> = { status: number; body: Body; headers: Headers };
type RestMatch = { id: number; status: string; home_team_id: number; away_team_id: number; result_kind: string | null };

describe('public lists: filters, sorts and cursors (GraphQL and REST)', () => {
  let server: TestServer;
  let visitor: TestClient;
  const rows: Row[] = [];
  const ids = { league: 0, cup: 0, draft: 0, harbour: 0, coral: 0, rovers: 0, reef: 0 };
  const base = new Date('2031-05-01T15:00:00Z');

  async function get<Body>(path: string): Promise<RestAnswer<Body>> {
    const response = await fetch(new URL(path, server.url));
    return { status: response.status, headers: response.headers, body: (await response.json()) as Body };
  }

  /** Follows the `Link: rel="next"` header from `path` to the end; checks X-Next-Cursor agrees with it. */
  async function walkRest(path: string): Promise<{ ids: number[]; pages: number; totals: string[] }> {
    const seen: number[] = [];
    const totals: string[] = [];
    let next: string | null = path;
    let pages = 0;
    while (next) {
      const answer: RestAnswer<RestMatch[]> = await get<RestMatch[]>(next);
      expect(answer.status, next).toBe(200);
      seen.push(...answer.body.map((row) => row.id));
      totals.push(answer.headers.get('x-total-count') ?? '');
      const link = answer.headers.get('link');
      const cursor = answer.headers.get('x-next-cursor');
      next = link ? /^<([^>]+)>; rel="next"$/.exec(link)![1] : null;
      if (next) expect(new URL(next, server.url).searchParams.get('cursor')).toBe(cursor);
      else expect(cursor).toBeNull();
      pages += 1;
      expect(pages).toBeLessThan(50);
    }
    return { ids: seen, pages, totals };
  }

  /** Reads `field(args first: N, after: ...)` page by page, each match's own cursor leading to the next page. */
  async function walkGraphQL(field: string, args: string, first: number): Promise<number[]> {
    const seen: number[] = [];
    let after: string | null = null;
    for (let page = 0; page < 50; page += 1) {
      const { data, errors }: GraphQLResponse<WalkPage> = await visitor.gql<WalkPage>(
        `query Walk($after: String, $first: Int) { list: ${field}(${args} first: $first, after: $after) { id cursor } }`,
        { after, first },
      );
      expect(errors).toBeUndefined();
      const list: WalkPage['list'] = data!.list;
      seen.push(...list.map((match) => match.id));
      if (list.length < first) return seen;
      after = list.at(-1)!.cursor;
    }
    throw new Error('The list never ended');
  }

  beforeAll(async () => {
    server = await startTestServer();
    visitor = new TestClient(server.url);
    const em = server.em();
    const creator = await createUser(em, { email: 'lists-creator@example.test', role: Role.tournament_creator });
    const club = await createClub(em, creator);
    const harbour = await createTeam(em, club, { name: 'Harbour Lights FC' });
    const coral = await createTeam(em, club, { name: 'Coral Reef FC' });
    const rovers = await createTeam(em, club, { name: 'Blue Mountain Rovers FC' });
    const reef = await createTeam(em, club, { name: 'Reef XI' });
    const league = await createTournament(em, creator, { name: 'Island League' });
    const cup = await createTournament(em, creator, { name: 'Island Cricket Cup', sport: Sport.cricket });
    const draft = await createTournament(em, creator, { name: 'Hidden Cup', isPublished: false });
    await registerTeams(em, league, [harbour, coral, rovers]);
    await registerTeams(em, cup, [harbour, reef]);
    Object.assign(ids, {
      league: league.id,
      cup: cup.id,
      draft: draft.id,
      harbour: harbour.id,
      coral: coral.id,
      rovers: rovers.id,
      reef: reef.id,
    });
    const pairs = [
      [harbour, coral],
      [coral, rovers],
      [rovers, harbour],
    ] as const;
    const add = (match: Match) => {
      rows.push({
        id: match.id,
        date: match.scheduledDate ?? null,
        status: match.status,
        tournament: match.tournament.id,
        home: match.homeTeam!.id,
        away: match.awayTeam!.id,
      });
      return match;
    };
    // Fourteen league matches: several share a kick-off (the id breaks the tie), two are undated.
    const statuses = [MatchStatus.completed, MatchStatus.completed, MatchStatus.completed, MatchStatus.in_progress];
    for (let index = 0; index < 12; index += 1) {
      const [home, away] = pairs[index % 3];
      const status = statuses[index] ?? MatchStatus.scheduled;
      const completed = status === MatchStatus.completed;
      const match = await createMatch(em, league, home, away, {
        status,
        scheduledDate: addDays(base, Math.floor(index / 2)),
        homeTeamScore: completed || status === MatchStatus.in_progress ? [2, 1, 0, 1][index] : null,
        awayTeamScore: completed || status === MatchStatus.in_progress ? [1, 1, 3, 0][index] : null,
      });
      if (index === 0) match.winnerTeam = ref(home);
      if (index === 2) match.winnerTeam = ref(away);
      add(match);
    }
    await em.flush();
    for (const [home, away] of [pairs[0], pairs[1]]) {
      add(await createMatch(em, league, home, away, { scheduledDate: null }));
    }
    // The cup: one cricket result (recorded with its kind) and one fixture.
    const result = await createMatch(em, cup, harbour, reef, {
      status: MatchStatus.completed,
      scheduledDate: addDays(base, 1),
      homeTeamScore: 160,
      awayTeamScore: 150,
    });
    Object.assign(result, {
      homeWickets: 6,
      awayWickets: 9,
      homeBalls: 120,
      awayBalls: 120,
      battedFirst: Side.home,
      resultKind: ResultKind.normal,
      winnerTeam: ref(harbour),
    });
    await em.flush();
    add(result);
    add(await createMatch(em, cup, reef, harbour, { scheduledDate: addDays(base, 3) }));
    // Never listed: a draft's match.
    await createMatch(em, draft, harbour, coral, { scheduledDate: addDays(base, 2) });
  });
  afterAll(async () => {
    await server.stop();
  });

  const where = (test: (row: Row) => boolean) => rows.filter(test);
  const plays = (team: number) => (row: Row) => row.home === team || row.away === team;

  describe('GraphQL', () => {
    it('matches sorts either way and its cursors walk the whole list without repeats or gaps', async () => {
      for (const sort of ['DATE_ASC', 'DATE_DESC'] as const) {
        const seen: number[] = [];
        let after: string | null = null;
        let hasNextPage = true;
        while (hasNextPage) {
          const { data, errors }: GraphQLResponse<ConnectionPage> = await visitor.gql<ConnectionPage>(
            `query Page($sort: MatchSort!, $after: String) {
              matches(sort: $sort, first: 4, after: $after) {
                totalCount
                pageInfo { hasNextPage endCursor }
                edges { cursor node { id cursor } }
              }
            }`,
            { sort, after },
          );
          expect(errors).toBeUndefined();
          expect(data!.matches.totalCount).toBe(rows.length);
          for (const edge of data!.matches.edges) expect(edge.node.cursor).toBe(edge.cursor);
          seen.push(...data!.matches.edges.map((edge) => edge.node.id));
          ({ hasNextPage, endCursor: after } = data!.matches.pageInfo);
        }
        expect(seen).toEqual(ordered(rows, sort));
      }
    });

    it('recentResults, upcomingMatches, liveMatches and tournamentMatches page past any size with cursors', async () => {
      const completed = where((row) => row.status === MatchStatus.completed);
      expect(await walkGraphQL('recentResults', '', 2)).toEqual(ordered(completed, 'DATE_DESC'));
      expect(await walkGraphQL('recentResults', 'sort: DATE_ASC,', 2)).toEqual(ordered(completed, 'DATE_ASC'));
      const scheduled = where((row) => row.status === MatchStatus.scheduled);
      expect(await walkGraphQL('upcomingMatches', '', 3)).toEqual(ordered(scheduled, 'DATE_ASC'));
      expect(await walkGraphQL('upcomingMatches', 'sort: DATE_DESC,', 3)).toEqual(ordered(scheduled, 'DATE_DESC'));
      expect(await walkGraphQL('liveMatches', '', 1)).toEqual(
        ordered(
          where((row) => row.status === MatchStatus.in_progress),
          'DATE_ASC',
        ),
      );
      const league = where((row) => row.tournament === ids.league);
      expect(await walkGraphQL('tournamentMatches', `tournamentId: ${ids.league}, sort: DATE_DESC,`, 5)).toEqual(
        ordered(league, 'DATE_DESC'),
      );
      // A team's upcoming fixtures in one tournament.
      const roversNext = where(
        (row) => row.tournament === ids.league && row.status === MatchStatus.scheduled && plays(ids.rovers)(row),
      );
      expect(await walkGraphQL('upcomingMatches', `tournamentId: ${ids.league}, teamId: ${ids.rovers},`, 2)).toEqual(
        ordered(roversNext, 'DATE_ASC'),
      );
    });

    it('takes the former `limit` on the short lists, up to the one ceiling of 100', async () => {
      const { data, errors } = await visitor.gql<{ recentResults: { id: number }[] }>(
        'query { recentResults(limit: 100) { id } }',
      );
      expect(errors).toBeUndefined();
      expect(data!.recentResults).toHaveLength(where((row) => row.status === MatchStatus.completed).length);
      // The README's example, a full page of 50 read on by cursor, stays within the query cost limit.
      const example = await visitor.gql(
        `query Results($after: String) {
          recentResults(first: 50, after: $after) { id cursor homeTeamScore awayTeamScore resultKind winnerTeamId }
        }`,
      );
      expect(example.errors).toBeUndefined();
    });

    it('refuses unknown arguments, sorts, bad sizes and made-up cursors, naming the argument', async () => {
      const lists = [
        'matches',
        'recentResults',
        'upcomingMatches',
        'liveMatches',
        `tournamentMatches(tournamentId: 1,`,
      ];
      const call = (list: string, args: string) => (list.endsWith(',') ? `${list} ${args})` : `${list}(${args})`);
      const selection = (list: string) => (list === 'matches' ? '{ totalCount }' : '{ id }');
      for (const list of lists) {
        const unknown = await visitor.gql(`query { x: ${call(list, 'pageSize: 3')} ${selection(list)} }`);
        expect(unknown.errors?.[0].message, list).toMatch(/Unknown argument "pageSize"/);
        const sort = await visitor.gql(`query { x: ${call(list, 'sort: NEWEST')} ${selection(list)} }`);
        expect(sort.errors?.[0].message, list).toMatch(/MatchSort/);
        for (const first of [0, 101]) {
          const size = await visitor.gql(`query { x: ${call(list, `first: ${first}`)} ${selection(list)} }`);
          expect(size.errors?.[0].extensions, `${list} first ${first}`).toMatchObject({
            code: 'BAD_USER_INPUT',
            fields: { first: 'Must be between 1 and 100.' },
          });
        }
        for (const cursor of ['junk', Buffer.from('[1,2]').toString('base64url')]) {
          const bad = await visitor.gql(`query { x: ${call(list, `after: "${cursor}"`)} ${selection(list)} }`);
          expect(bad.errors?.[0].extensions, `${list} after ${cursor}`).toMatchObject({
            code: 'BAD_USER_INPUT',
            fields: { after: expect.any(String) },
          });
        }
      }
      const both = await visitor.gql('query { recentResults(first: 2, limit: 2) { id } }');
      expect(both.errors?.[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { limit: expect.any(String) },
      });
    });
  });

  describe('REST', () => {
    it('answers only the asked team’s upcoming matches, and pages them', async () => {
      const expected = ordered(
        where((row) => row.status === MatchStatus.scheduled && plays(ids.rovers)(row)),
        'DATE_ASC',
      );
      const { status, body, headers } = await get<RestMatch[]>(
        `/api/public/matches/upcoming?team_id=${ids.rovers}&limit=50`,
      );
      expect(status).toBe(200);
      expect(body.map((row) => row.id)).toEqual(expected);
      for (const row of body) expect([row.home_team_id, row.away_team_id]).toContain(ids.rovers);
      expect(headers.get('x-total-count')).toBe(String(expected.length));
      expect(headers.get('link')).toBeNull();
    });

    it('answers one scheduled match of a tournament and a cursor to the next', async () => {
      const scheduled = ordered(
        where((row) => row.tournament === ids.league && row.status === MatchStatus.scheduled),
        'DATE_ASC',
      );
      const first = await get<RestMatch[]>(`/api/public/tournaments/${ids.league}/matches?status=scheduled&limit=1`);
      expect(first.status).toBe(200);
      expect(first.body.map((row) => row.id)).toEqual(scheduled.slice(0, 1));
      expect(first.body[0].status).toBe('scheduled');
      const cursor = first.headers.get('x-next-cursor');
      expect(cursor).toEqual(expect.any(String));
      expect(first.headers.get('link')).toBe(
        `</api/public/tournaments/${ids.league}/matches?status=scheduled&limit=1&cursor=${cursor}>; rel="next"`,
      );
      expect(first.headers.get('x-total-count')).toBe(String(scheduled.length));
      const walked = await walkRest(`/api/public/tournaments/${ids.league}/matches?status=scheduled&limit=1`);
      expect(walked.ids).toEqual(scheduled);
    });

    it('walks every list with limit and cursor, in either sort, without repeats or gaps', async () => {
      const cases: [string, Row[], Sort][] = [
        ['/api/public/matches/recent?limit=2', where((row) => row.status === MatchStatus.completed), 'DATE_DESC'],
        [
          '/api/public/matches/recent?limit=2&sort=date_asc',
          where((row) => row.status === MatchStatus.completed),
          'DATE_ASC',
        ],
        ['/api/public/matches/upcoming?limit=3', where((row) => row.status === MatchStatus.scheduled), 'DATE_ASC'],
        [
          '/api/public/matches/upcoming?limit=3&sort=date_desc',
          where((row) => row.status === MatchStatus.scheduled),
          'DATE_DESC',
        ],
        ['/api/public/matches/live?limit=1', where((row) => row.status === MatchStatus.in_progress), 'DATE_ASC'],
        [
          `/api/public/tournaments/${ids.league}/matches?limit=4`,
          where((row) => row.tournament === ids.league),
          'DATE_ASC',
        ],
        [
          `/api/public/tournaments/${ids.league}/matches?limit=4&sort=date_desc`,
          where((row) => row.tournament === ids.league),
          'DATE_DESC',
        ],
        [
          `/api/public/matches/recent?limit=1&tournament_id=${ids.cup}`,
          where((row) => row.tournament === ids.cup && row.status === MatchStatus.completed),
          'DATE_DESC',
        ],
      ];
      for (const [path, expected, sort] of cases) {
        const walked = await walkRest(path);
        expect(walked.ids, path).toEqual(ordered(expected, sort));
        expect(new Set(walked.totals), path).toEqual(new Set([String(expected.length)]));
      }
    });

    it('filters by team, status and from/to dates (a date alone is the whole day)', async () => {
      const from = addDays(base, 1);
      const to = addDays(base, 3);
      const day = (date: Date) => date.toISOString().slice(0, 10);
      const inRange = (row: Row) =>
        row.date !== null && row.date >= from && row.date.getTime() <= to.getTime() + 86_400_000 - 1;
      const { body } = await get<RestMatch[]>(
        `/api/public/tournaments/${ids.league}/matches?team_id=${ids.coral}&status=scheduled,in_progress&from=${day(from)}&to=${day(to)}`,
      );
      expect(body.map((row) => row.id)).toEqual(
        ordered(
          where(
            (row) =>
              row.tournament === ids.league &&
              plays(ids.coral)(row) &&
              ['scheduled', 'in_progress'].includes(row.status) &&
              inRange(row),
          ),
          'DATE_ASC',
        ),
      );
      expect(body.length).toBeGreaterThan(0);
      const moment = await get<RestMatch[]>(`/api/public/matches/recent?from=${from.toISOString()}`);
      expect(moment.body.map((row) => row.id)).toEqual(
        ordered(
          where((row) => row.status === MatchStatus.completed && row.date !== null && row.date >= from),
          'DATE_DESC',
        ),
      );
    });

    it('answers 400 naming an unknown parameter or a bad value, on every public route', async () => {
      const lists = [
        '/api/public/matches/recent',
        '/api/public/matches/upcoming',
        '/api/public/matches/live',
        `/api/public/tournaments/${ids.league}/matches`,
      ];
      const bad: [string, string][] = [
        ['limit=0', 'limit'],
        ['limit=101', 'limit'],
        ['limit=ten', 'limit'],
        ['cursor=not-ours', 'cursor'],
        ['sort=sideways', 'sort'],
        ['team_id=abc', 'team_id'],
        ['from=yesterday', 'from'],
        ['to=2031-02-30', 'to'],
        ['from=2031-05-03&to=2031-05-01', 'to'],
        ['team_id=1&team_id=2', 'team_id'],
        ['page=2', 'page'],
      ];
      for (const list of lists) {
        for (const [query, parameter] of bad) {
          const { status, body } = await get<{ error: string; fields: Record<string, string> }>(`${list}?${query}`);
          expect(status, `${list}?${query}`).toBe(400);
          expect(body.error, `${list}?${query}`).toContain(`"${parameter}"`);
          expect(Object.keys(body.fields)).toEqual([parameter]);
        }
      }
      // The state lists fix their own status; the tournament's list takes it.
      expect((await get('/api/public/matches/upcoming?status=completed')).status).toBe(400);
      expect((await get(`/api/public/tournaments/${ids.league}/matches?status=finished`)).status).toBe(400);
      expect((await get('/api/public/matches/recent?tournament_id=x')).status).toBe(400);
      for (const path of [
        '/api/public/tournaments?kind=cup',
        '/api/public/tournaments?sport=curling',
        `/api/public/tournaments/${ids.league}?expand=matches`,
        `/api/public/tournaments/${ids.league}/standings?limit=2`,
        `/api/public/matches/${rows[0].id}?fields=id`,
      ]) {
        const { status, body } = await get<{ error: string }>(path);
        expect(status, path).toBe(400);
        expect(body.error, path).toMatch(/"(kind|sport|expand|limit|fields)"/);
      }
      // Still a 404 for a tournament nobody may see, paged or not.
      expect((await get(`/api/public/tournaments/${ids.draft}/matches?limit=2`)).status).toBe(404);
      expect((await get(`/api/public/matches/upcoming?tournament_id=${ids.draft}`)).status).toBe(404);
    });
  });

  describe('names that say what they hold', () => {
    const standingsQuery = /* GraphQL */ `
      query Table($id: Int!) {
        standings(tournamentId: $id) {
          teamId
          goalsFor
          goalsAgainst
          goalDifference
          runsFor
          runsAgainst
          netRunRate
          runRate
        }
      }
    `;
    type Standing = {
      teamId: number;
      goalsFor: number | null;
      goalsAgainst: number | null;
      goalDifference: number | null;
      runsFor: number;
      runsAgainst: number;
      netRunRate: number | null;
      runRate: number | null;
    };

    it('football standings count goals as goalsFor and goalsAgainst; cricket leaves them empty', async () => {
      const football = await visitor.gql<{ standings: Standing[] }>(standingsQuery, { id: ids.league });
      expect(football.errors).toBeUndefined();
      // Harbour Lights won 2-1 at home and 3-0 away.
      const harbour = football.data!.standings.find((row) => row.teamId === ids.harbour)!;
      expect(harbour).toMatchObject({ goalsFor: 5, goalsAgainst: 1, goalDifference: 4 });
      for (const row of football.data!.standings) {
        expect(row.goalsFor).toBe(row.runsFor);
        expect(row.goalsAgainst).toBe(row.runsAgainst);
        expect(row.goalDifference).toBe(row.goalsFor! - row.goalsAgainst!);
        expect(row.netRunRate).toBeNull();
        expect(row.runRate).toBeNull();
      }
      const cricket = await visitor.gql<{ standings: Standing[] }>(standingsQuery, { id: ids.cup });
      const winner = cricket.data!.standings.find((row) => row.teamId === ids.harbour)!;
      expect(winner).toMatchObject({ goalsFor: null, goalsAgainst: null, goalDifference: null, runsFor: 160 });
      expect(winner.runRate).toBe(winner.netRunRate);
      expect(winner.netRunRate).toBe(0.5);

      const rest = await get<Record<string, unknown>[]>(`/api/public/tournaments/${ids.league}/standings`);
      const restHarbour = rest.body.find((row) => row.team_id === ids.harbour)!;
      expect(restHarbour).toMatchObject({
        goals_for: harbour.goalsFor,
        goals_against: harbour.goalsAgainst,
        runs_for: harbour.runsFor,
        runs_against: harbour.runsAgainst,
      });
    });

    it('marks runsFor, runsAgainst and runRate deprecated, pointing at their replacements', async () => {
      const { data } = await visitor.gql<{
        __type: { fields: { name: string; isDeprecated: boolean; deprecationReason: string | null }[] };
      }>(
        'query { __type(name: "StandingRow") { fields(includeDeprecated: true) { name isDeprecated deprecationReason } } }',
      );
      const field = (name: string) => data!.__type.fields.find((candidate) => candidate.name === name)!;
      expect(field('runsFor').deprecationReason).toMatch(/goalsFor/);
      expect(field('runsAgainst').deprecationReason).toMatch(/goalsAgainst/);
      expect(field('runRate').deprecationReason).toMatch(/netRunRate/);
      for (const name of ['goalsFor', 'goalsAgainst', 'goalDifference', 'netRunRate']) {
        expect(field(name).isDeprecated, name).toBe(false);
      }
    });

    it('reports resultKind the same way in every sport, in GraphQL and REST', async () => {
      const league = where((row) => row.tournament === ids.league);
      const { data } = await visitor.gql<{
        tournamentMatches: { id: number; status: string; resultKind: string | null }[];
      }>('query ($id: Int!) { tournamentMatches(tournamentId: $id) { id status resultKind } }', { id: ids.league });
      const kinds = new Map(data!.tournamentMatches.map((match) => [match.id, match.resultKind]));
      // League matches 1-3 are completed: a 2-1 win, a 1-1 draw, a 0-3 win; the rest are not finished.
      expect([0, 1, 2].map((index) => kinds.get(league[index].id))).toEqual(['normal', 'tie', 'normal']);
      for (const row of league.slice(3)) expect(kinds.get(row.id), String(row.id)).toBeNull();
      const cup = await visitor.gql<{ tournamentMatches: { resultKind: string | null }[] }>(
        'query ($id: Int!) { tournamentMatches(tournamentId: $id) { resultKind } }',
        { id: ids.cup },
      );
      expect(cup.data!.tournamentMatches.map((match) => match.resultKind)).toEqual(['normal', null]);
      const rest = await get<RestMatch[]>(`/api/public/tournaments/${ids.league}/matches`);
      expect(new Map(rest.body.map((row) => [row.id, row.result_kind]))).toEqual(kinds);
    });
  });
});
