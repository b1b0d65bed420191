import { ref } from '@mikro-orm/core';
import { addDays } from 'date-fns';
import { beforeAll, expect } from 'vitest';
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
import { useTestServer } from '../management/support.js';

export type Row = {
  id: number;
  date: Date | null;
  status: MatchStatus;
  tournament: number;
  home: number;
  away: number;
};
export type Sort = 'DATE_ASC' | 'DATE_DESC';

/** The order every list promises: by date (undated last either way), ties by id in the same direction. */
export function ordered(rows: Row[], sort: Sort): number[] {
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
type RestAnswer<Body> = { status: number; body: Body; headers: Headers };
export type RestMatch = {
  id: number;
  status: string;
  home_team_id: number;
  away_team_id: number;
  result_kind: string | null;
};

/**
 * A test server for the surrounding describe block holding two leagues' worth of public matches (every
 * state, shared kick-offs, undated ones) and a draft's, `rows` the listed ones; `visitor` reads as anyone.
 */
export function useListedMatches() {
  const server = useTestServer();
  let client: TestClient | undefined;
  /** An anonymous visitor (a client made once the server has started). */
  const visitor = {
    gql<Data>(query: string, variables?: Record<string, unknown>): Promise<GraphQLResponse<Data>> {
      if (!client) throw new Error('The visitor is used before beforeAll started the server');
      return client.gql<Data>(query, variables);
    },
  };
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
    client = new TestClient(server.url);
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

  const where = (test: (row: Row) => boolean) => rows.filter(test);
  const plays = (team: number) => (row: Row) => row.home === team || row.away === team;

  return { visitor, rows, ids, base, get, walkRest, walkGraphQL, where, plays };
}
