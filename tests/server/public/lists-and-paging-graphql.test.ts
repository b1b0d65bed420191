import { describe, expect, it } from 'vitest';
import { MatchStatus } from '../../../server/src/modules/matches/match.entity.js';
import type { GraphQLResponse } from '../../support/client.js';
import { ordered, useListedMatches } from './listed-matches.js';

type ConnectionPage = {
  matches: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string };
    edges: { cursor: string; node: { id: number; cursor: string } }[];
  };
};

describe('public lists over GraphQL: filters, sorts and cursors', () => {
  const { visitor, rows, ids, walkGraphQL, where, plays } = useListedMatches();

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
    const lists = ['matches', 'recentResults', 'upcomingMatches', 'liveMatches', `tournamentMatches(tournamentId: 1,`];
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
