import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Match, MatchStatus } from '../../../server/src/modules/matches/match.entity.js';
import { Role } from '../../../server/src/modules/users/user.entity.js';
import type { Team } from '../../../server/src/modules/teams/team.entity.js';
import { Tournament } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { TestClient } from '../../support/client.js';
import { createClub, createMatch, createTeam, createTournament, createUser } from '../../support/factories.js';
import { startTestServer, type TestServer } from '../../support/server.js';

const Counts = /* GraphQL */ `
  query Counts($id: Int!) {
    siteStatistics {
      totalMatches
      liveMatches
    }
    tournamentMatchCounts(tournamentId: $id) {
      total
      completed
      upcoming
      live
    }
  }
`;

type CountsResult = {
  siteStatistics: { totalMatches: number; liveMatches: number };
  tournamentMatchCounts: { total: number; completed: number; upcoming: number; live: number };
};

/**
 * The landing page's and the tournament page's counts read the tallies PostgreSQL keeps as matches
 * change (migration match_tallies); they must always equal a count of the matches themselves.
 */
describe('match tallies', () => {
  let server: TestServer;
  let shield: Tournament;
  let cup: Tournament;
  let draft: Tournament;
  let teams: Team[];

  beforeAll(async () => {
    server = await startTestServer();
    const em = server.em();
    const creator = await createUser(em, { email: 'organiser@example.test', role: Role.tournament_creator });
    const club = await createClub(em, creator);
    teams = [];
    for (const name of ['Harbour Lights FC', 'Coral Reef FC', 'Nevis Peak FC', 'Mango Grove FC']) {
      teams.push(await createTeam(em, club, { name }));
    }
    shield = await createTournament(em, creator, { name: 'Shield' });
    cup = await createTournament(em, creator, { name: 'Cup' });
    draft = await createTournament(em, creator, { name: 'Draft', isPublished: false });
  });
  afterAll(async () => {
    await server.stop();
  });

  /** Tallies against a count of the matches, per tournament and state. */
  async function expectTalliesExact(em: EntityManager): Promise<void> {
    const counted = await em.execute<{ tournament_id: number; status: string; matches: string | number }[]>(
      'select tournament_id, status, count(*) as matches from matches group by 1, 2',
    );
    const tallied = await em.execute<{ tournament_id: number; status: string; matches: string | number }[]>(
      'select tournament_id, status, matches from match_tallies where matches > 0',
    );
    const key = (rows: { tournament_id: number; status: string; matches: string | number }[]) =>
      rows.map((row) => `${row.tournament_id}:${row.status}=${Number(row.matches)}`).sort();
    expect(key(tallied)).toEqual(key(counted));
  }

  async function counts(tournamentId: number): Promise<CountsResult> {
    const { data, errors } = await new TestClient(server.url).gql<CountsResult>(Counts, { id: tournamentId });
    expect(errors).toBeUndefined();
    return data!;
  }

  it('follows matches as they are added, change state, move and go', async () => {
    const em = server.em();
    const [a, b, c, d] = teams;
    const played = [];
    for (let round = 0; round < 3; round += 1) {
      played.push(await createMatch(em, shield, a, b, { status: MatchStatus.completed }));
    }
    const live = await createMatch(em, shield, c, d, { status: MatchStatus.in_progress });
    const next = await createMatch(em, shield, a, c);
    await createMatch(em, cup, b, d, { status: MatchStatus.in_progress });
    await createMatch(em, draft, a, d, { status: MatchStatus.in_progress });
    await expectTalliesExact(em);
    expect(await counts(shield.id)).toEqual({
      siteStatistics: { totalMatches: 6, liveMatches: 2 },
      tournamentMatchCounts: { total: 5, completed: 3, upcoming: 1, live: 1 },
    });

    // Through the ORM, as the services change them: a start, a result, a match moved to the cup.
    next.status = MatchStatus.in_progress;
    live.status = MatchStatus.completed;
    played[0].tournament = em.getReference(Tournament, cup.id, { wrapped: true });
    await em.flush();
    await em.nativeUpdate(Match, { id: played[1].id }, { tournament: cup.id, status: MatchStatus.scheduled });
    await em.nativeDelete(Match, { id: played[2].id });
    await expectTalliesExact(em);
    expect(await counts(shield.id)).toEqual({
      siteStatistics: { totalMatches: 5, liveMatches: 2 },
      tournamentMatchCounts: { total: 2, completed: 1, upcoming: 0, live: 1 },
    });
    expect((await counts(cup.id)).tournamentMatchCounts).toEqual({ total: 3, completed: 1, upcoming: 1, live: 1 });

    // A draft's matches count once it is published; a tournament deleted takes its tallies with it.
    await em.nativeUpdate(Tournament, { id: draft.id }, { isPublished: true });
    expect((await counts(shield.id)).siteStatistics).toEqual({ totalMatches: 6, liveMatches: 3 });
    await em.nativeDelete(Tournament, { id: draft.id });
    expect((await counts(shield.id)).siteStatistics).toEqual({ totalMatches: 5, liveMatches: 2 });
    await expectTalliesExact(em);
  });

  it("answers the site's counts alike when they ride in the landing lists' statement and when read alone", async () => {
    const em = server.em();
    const [a, b, c, d] = teams;
    await createMatch(em, cup, a, c, { status: MatchStatus.in_progress });
    await createMatch(em, cup, b, d, { status: MatchStatus.completed });
    await createMatch(em, shield, c, b);
    const alone = (await counts(shield.id)).siteStatistics;
    const [{ n: total }] = await em.execute<{ n: string }[]>(
      `select count(*) as n from matches m join tournaments t on t.id = m.tournament_id where t.is_published and t.is_active`,
    );
    expect(alone.totalMatches).toBe(Number(total));
    const client = new TestClient(server.url);
    const withLists = /* GraphQL */ `
      query WithLists($teamIds: [Int!]) {
        liveMatches(first: 3, teamIds: $teamIds) {
          id
        }
        recentResults(first: 3, teamIds: $teamIds) {
          id
        }
        upcomingMatches(first: 3, teamIds: $teamIds) {
          id
        }
        siteStatistics {
          totalMatches
          liveMatches
        }
      }
    `;
    type WithLists = { liveMatches: unknown[]; recentResults: unknown[]; siteStatistics: typeof alone };
    const beside = await client.gql<WithLists>(withLists, {});
    expect(beside.errors).toBeUndefined();
    expect(beside.data!.liveMatches.length).toBeGreaterThan(0);
    expect(beside.data!.siteStatistics).toEqual(alone);
    // Lists with no rows carry no counts: they are read on their own, and are the same.
    const lonely = await createTeam(em, await createClub(em, await createUser(em, { email: 'lonely@example.test' })), {
      name: 'Lonely FC',
    });
    const empty = await client.gql<WithLists>(withLists, { teamIds: [lonely.id] });
    expect(empty.errors).toBeUndefined();
    expect(empty.data!.liveMatches).toEqual([]);
    expect(empty.data!.recentResults).toEqual([]);
    expect(empty.data!.siteStatistics).toEqual(alone);
  });

  it('stays exact when many matches of one tournament change state at once, both ways', async () => {
    const em = server.em();
    const matches: Match[] = [];
    for (let index = 0; index < 24; index += 1) {
      const [home, away] = index % 2 ? [teams[0], teams[1]] : [teams[2], teams[3]];
      matches.push(
        await createMatch(em, shield, home, away, {
          status: index % 2 ? MatchStatus.in_progress : MatchStatus.scheduled,
        }),
      );
    }
    await expectTalliesExact(em);
    // Each transaction moves two matches in opposite directions (a start and an undone start), on
    // parallel connections: every move lands in the tallies, and no transaction fails.
    const moves = [];
    for (let index = 0; index < matches.length; index += 2) {
      const [scheduled, live] = [matches[index], matches[index + 1]];
      moves.push(
        server.em().transactional(async (tx) => {
          const order = index % 4 ? [scheduled, live] : [live, scheduled];
          for (const match of order) {
            const to = match === scheduled ? MatchStatus.in_progress : MatchStatus.scheduled;
            await tx.nativeUpdate(Match, { id: match.id }, { status: to });
          }
        }),
      );
    }
    const settled = await Promise.allSettled(moves);
    expect(settled.filter((result) => result.status === 'rejected')).toEqual([]);
    await expectTalliesExact(server.em());
  });
});
