import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../../server/src/modules/users/user.entity.js';
import { TestClient, type GraphQLResponse } from '../../support/client.js';
import { createTournament, createUser } from '../../support/factories.js';
import { startTestServer, type TestServer } from '../../support/server.js';

type Page = { publicTournaments: { id: number; cursor: string }[] };

const List = /* GraphQL */ `
  query ($first: Int, $after: String) {
    publicTournaments(first: $first, after: $after) {
      id
      cursor
    }
  }
`;

describe('the tournament list pages like every other list', () => {
  let server: TestServer;
  let visitor: TestClient;
  let expected: number[];

  beforeAll(async () => {
    server = await startTestServer();
    visitor = new TestClient(server.url);
    const em = server.em();
    const creator = await createUser(em, { email: 'paging-creator@example.test', role: Role.tournament_creator });
    // Two share a start date: the id breaks the tie, so no page repeats or skips one of them.
    const made = [];
    for (const [name, startDate] of [
      ['Spring Shield', '2031-03-01'],
      ['Summer Cup', '2031-06-01'],
      ['Harbour Trophy', '2031-03-01'],
      ['Winter League', '2031-11-01'],
      ['Island Plate', '2031-01-15'],
    ] as const) {
      made.push(await createTournament(em, creator, { name, startDate, endDate: '2031-12-31' }));
    }
    await createTournament(em, creator, {
      name: 'Hidden Draft',
      startDate: '2031-02-01',
      endDate: '2031-12-31',
      isPublished: false,
    });
    expected = [...made]
      .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id)
      .map((tournament) => tournament.id);
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('walks publicTournaments with first and each tournament’s cursor, in start-date order, drafts left out', async () => {
    const seen: number[] = [];
    let after: string | null = null;
    for (let page = 0; page < 10; page += 1) {
      const answer: GraphQLResponse<Page> = await visitor.gql<Page>(List, { first: 2, after });
      expect(answer.errors).toBeUndefined();
      const rows: Page['publicTournaments'] = answer.data!.publicTournaments;
      seen.push(...rows.map((row) => row.id));
      if (rows.length < 2) break;
      after = rows[rows.length - 1].cursor;
    }
    expect(seen).toEqual(expected);
    const whole = await visitor.gql<Page>(List, {});
    expect(whole.data!.publicTournaments.map((row) => row.id)).toEqual(expected);
  });

  it('counts the list over all its pages with the same filter: publicTournamentCount', async () => {
    const Count = /* GraphQL */ `
      query ($search: String, $first: Int) {
        publicTournaments(search: $search, first: $first) {
          id
        }
        publicTournamentCount(search: $search)
      }
    `;
    type Counted = { publicTournaments: { id: number }[]; publicTournamentCount: number };
    const all = await visitor.gql<Counted>(Count, { first: 2 });
    expect(all.errors).toBeUndefined();
    // The draft is neither listed nor counted; the page is two, the count the whole list.
    expect(all.data).toMatchObject({ publicTournamentCount: 5 });
    expect(all.data!.publicTournaments).toHaveLength(2);
    const searched = await visitor.gql<Counted>(Count, { search: 'cup' });
    expect(searched.data!.publicTournamentCount).toBe(1);
    expect(searched.data!.publicTournaments).toHaveLength(1);
    const hidden = await visitor.gql<Counted>(Count, { search: 'hidden' });
    expect(hidden.data!.publicTournamentCount).toBe(0);
  });

  it('names first or after when they cannot be used', async () => {
    for (const [variables, field] of [
      [{ first: 0 }, 'first'],
      [{ first: 101 }, 'first'],
      [{ after: 'not-a-cursor' }, 'after'],
      // A match's cursor is not a tournament's.
      [{ after: Buffer.from(JSON.stringify(['2031-03-01T15:00:00.000Z', 1])).toString('base64url') }, 'after'],
    ] as const) {
      const answer = await visitor.gql(List, variables);
      expect(answer.errors?.[0].extensions?.code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
      expect(Object.keys((answer.errors?.[0].extensions?.fields ?? {}) as object)).toEqual([field]);
    }
  });

  it('pages GET /api/public/tournaments with limit and the next link, and refuses what it does not take', async () => {
    const seen: number[] = [];
    let next: string | null = '/api/public/tournaments?limit=2';
    let pages = 0;
    while (next) {
      const response: Response = await fetch(new URL(next, server.url));
      expect(response.status).toBe(200);
      expect(response.headers.get('x-total-count')).toBe('5');
      const body = (await response.json()) as { id: number; cursor?: string }[];
      expect(body.every((row) => row.cursor === undefined)).toBe(true);
      seen.push(...body.map((row) => row.id));
      const link = response.headers.get('link');
      next = link ? /^<([^>]+)>; rel="next"$/.exec(link)![1] : null;
      if (next)
        expect(new URL(next, server.url).searchParams.get('cursor')).toBe(response.headers.get('x-next-cursor'));
      pages += 1;
      expect(pages).toBeLessThan(10);
    }
    expect(seen).toEqual(expected);
    expect(pages).toBe(3);

    const whole = await fetch(new URL('/api/public/tournaments', server.url));
    expect(((await whole.json()) as { id: number }[]).map((row) => row.id)).toEqual(expected);
    expect(whole.headers.get('link')).toBeNull();

    for (const [query, parameter] of [
      ['page=2', 'page'],
      ['limit=0', 'limit'],
      ['cursor=nope', 'cursor'],
    ]) {
      const refused = await fetch(new URL(`/api/public/tournaments?${query}`, server.url));
      expect(refused.status, query).toBe(400);
      expect(((await refused.json()) as { error: string }).error).toContain(`"${parameter}"`);
    }
  });
});
