import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Tournament } from '../../server/src/modules/tournaments/tournament.entity.js';
import { readPageRecord } from '../../server/src/modules/public/share-meta.js';
import { Role, type User } from '../../server/src/modules/users/user.entity.js';
import type { Match } from '../../server/src/modules/matches/match.entity.js';
import { TestClient } from '../support/client.js';
import {
  createClub,
  createMatch,
  createTeam,
  createTournament,
  createUser,
  registerTeams,
} from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/server.js';

/**
 * Drafts and deactivated tournaments are invisible: whoever may not see one gets, from every read, the
 * very answer a missing id gets. Run as a visitor, the creator, an administrator who is not the creator,
 * a third signed-in organiser, and the referee of a draft's match.
 */

type Who = 'anonymous' | 'creator' | 'admin' | 'third' | 'referee';
const OUTSIDERS: Who[] = ['anonymous', 'admin', 'third'];
const MISSING = 987_654;

type Read = { name: string; run(client: TestClient, id: number): Promise<unknown> };

/** A comparable answer: the error code and message, or the data. */
async function gqlAnswer(client: TestClient, query: string, variables: Record<string, unknown>) {
  const { data, errors } = await client.gql(query, variables);
  if (errors?.length) return { error: errors[0].extensions?.code, message: errors[0].message };
  return { data };
}

async function restAnswer(client: TestClient, path: string) {
  const response = await client.fetch(path);
  return { status: response.status, body: await response.text() };
}

const TOURNAMENT_READS: Read[] = [
  {
    name: 'publicTournament',
    run: (c, id) => gqlAnswer(c, 'query ($id: Int!) { publicTournament(id: $id) { id name } }', { id }),
  },
  {
    name: 'tournamentMatches',
    run: (c, id) => gqlAnswer(c, 'query ($id: Int!) { tournamentMatches(tournamentId: $id) { id } }', { id }),
  },
  {
    name: 'tournamentMatchCounts',
    run: (c, id) => gqlAnswer(c, 'query ($id: Int!) { tournamentMatchCounts(tournamentId: $id) { total } }', { id }),
  },
  {
    name: 'tournamentTeams',
    run: (c, id) => gqlAnswer(c, 'query ($id: Int!) { tournamentTeams(tournamentId: $id) { id } }', { id }),
  },
  {
    name: 'standings',
    run: (c, id) => gqlAnswer(c, 'query ($id: Int!) { standings(tournamentId: $id) { teamName } }', { id }),
  },
  {
    name: 'upcomingMatches',
    run: (c, id) => gqlAnswer(c, 'query ($id: Int!) { upcomingMatches(limit: 5, tournamentId: $id) { id } }', { id }),
  },
  {
    name: 'liveMatches',
    run: (c, id) => gqlAnswer(c, 'query ($id: Int!) { liveMatches(limit: 5, tournamentId: $id) { id } }', { id }),
  },
  {
    name: 'recentResults',
    run: (c, id) => gqlAnswer(c, 'query ($id: Int!) { recentResults(limit: 5, tournamentId: $id) { id } }', { id }),
  },
  {
    name: 'matches(filter)',
    run: (c, id) =>
      gqlAnswer(c, 'query ($id: Int!) { matches(filter: { tournamentId: $id }, first: 10) { totalCount } }', { id }),
  },
  {
    name: 'managedTournament',
    run: (c, id) => gqlAnswer(c, 'query ($id: Int!) { managedTournament(id: $id) { id } }', { id }),
  },
  {
    name: 'fixtureBoard',
    run: (c, id) => gqlAnswer(c, 'query ($id: Int!) { fixtureBoard(tournamentId: $id) { matches { id } } }', { id }),
  },
  {
    name: 'registrableTeams',
    run: (c, id) => gqlAnswer(c, 'query ($id: Int!) { registrableTeams(tournamentId: $id) { id } }', { id }),
  },
  {
    name: 'updateTournament',
    run: (c, id) =>
      gqlAnswer(
        c,
        `mutation ($id: Int!) { updateTournament(id: $id, input: {
          name: "Taken", tournamentType: round_robin, startDate: "2026-12-01", endDate: "2026-12-31"
        }) { id } }`,
        { id },
      ),
  },
  { name: 'GET /api/public/tournaments/:id', run: (c, id) => restAnswer(c, `/api/public/tournaments/${id}`) },
  {
    name: 'GET /api/public/tournaments/:id/matches',
    run: (c, id) => restAnswer(c, `/api/public/tournaments/${id}/matches`),
  },
  {
    name: 'GET /api/public/tournaments/:id/standings',
    run: (c, id) => restAnswer(c, `/api/public/tournaments/${id}/standings`),
  },
  { name: 'fixtures feed', run: (c, id) => restAnswer(c, `/tournament/${id}/fixtures.ics`) },
];

const MATCH_READS: Read[] = [
  { name: 'match', run: (c, id) => gqlAnswer(c, 'query ($id: Int!) { match(id: $id) { id } }', { id }) },
  { name: 'GET /api/public/matches/:id', run: (c, id) => restAnswer(c, `/api/public/matches/${id}`) },
  {
    name: 'updateMatchScore',
    run: (c, id) =>
      gqlAnswer(c, 'mutation ($id: Int!) { updateMatchScore(matchId: $id, score: { homeTeamScore: 1 }) { id } }', {
        id,
      }),
  },
  {
    name: 'changeMatchStatus',
    run: (c, id) =>
      gqlAnswer(c, 'mutation ($id: Int!) { changeMatchStatus(matchId: $id, status: in_progress) { id } }', { id }),
  },
  {
    name: 'updateFixture',
    run: (c, id) =>
      gqlAnswer(c, 'mutation ($id: Int!) { updateFixture(matchId: $id, input: { venue: "X" }) { id } }', { id }),
  },
];

describe('drafts and deactivated tournaments are invisible, the same answer as a missing id', () => {
  let server: TestServer;
  const clients = {} as Record<Who, TestClient>;
  const people = {} as Record<Exclude<Who, 'anonymous'>, User>;
  let published: Tournament;
  let draft: Tournament;
  let inactive: Tournament;
  let draftMatch: Match;
  let inactiveMatch: Match;
  let homeTeamId: number;

  beforeAll(async () => {
    server = await startTestServer();
    const em = server.em();
    people.creator = await createUser(em, { email: 'creator@example.test', role: Role.tournament_creator });
    people.admin = await createUser(em, { email: 'admin@example.test', role: Role.club_owner });
    people.third = await createUser(em, { email: 'third@example.test', role: Role.tournament_creator });
    people.referee = await createUser(em, { email: 'referee@example.test', role: Role.referee });
    const club = await createClub(em, people.admin);
    const home = await createTeam(em, club, { name: 'Home XI', manager: people.third });
    const away = await createTeam(em, club, { name: 'Away XI' });
    homeTeamId = home.id;
    published = await createTournament(em, people.creator, { name: 'Open Cup' });
    draft = await createTournament(em, people.creator, { name: 'Secret Cup', isPublished: false });
    inactive = await createTournament(em, people.creator, { name: 'Closed Cup' });
    for (const tournament of [published, draft, inactive]) await registerTeams(em, tournament, [home, away]);
    draftMatch = await createMatch(em, draft, home, away, {
      referee: people.referee,
      scheduledDate: new Date('2026-12-05T18:00:00Z'),
    });
    inactiveMatch = await createMatch(em, inactive, home, away, { scheduledDate: new Date('2026-12-06T18:00:00Z') });
    await createMatch(em, published, home, away, { scheduledDate: new Date('2026-12-07T18:00:00Z') });
    await em.nativeUpdate(Tournament, { id: inactive.id }, { isActive: false });

    for (const who of ['anonymous', 'creator', 'admin', 'third', 'referee'] as Who[]) {
      clients[who] = new TestClient(server.url);
      if (who !== 'anonymous') await clients[who].signIn(`${who}@example.test`);
    }
  });
  afterAll(async () => {
    await server.stop();
  });

  for (const read of TOURNAMENT_READS) {
    it(`${read.name}: a draft and a deactivated tournament answer outsiders as a missing id does`, async () => {
      for (const who of OUTSIDERS) {
        const missing = await read.run(clients[who], MISSING);
        expect(await read.run(clients[who], draft.id), `${who} on the draft`).toEqual(missing);
        expect(await read.run(clients[who], inactive.id), `${who} on the deactivated one`).toEqual(missing);
      }
    });
  }

  for (const read of MATCH_READS) {
    it(`${read.name}: a draft's or deactivated tournament's match answers outsiders as a missing id does`, async () => {
      for (const who of OUTSIDERS) {
        const missing = await read.run(clients[who], MISSING);
        expect(await read.run(clients[who], draftMatch.id), `${who} on the draft's match`).toEqual(missing);
        expect(await read.run(clients[who], inactiveMatch.id), `${who} on the deactivated one's match`).toEqual(
          missing,
        );
      }
    });
  }

  it('the creator sees their draft; the referee sees the draft match they officiate', async () => {
    const tournament = await gqlAnswer(clients.creator, 'query ($id: Int!) { publicTournament(id: $id) { name } }', {
      id: draft.id,
    });
    expect(tournament).toEqual({ data: { publicTournament: { name: 'Secret Cup' } } });
    const table = await gqlAnswer(clients.creator, 'query ($id: Int!) { standings(tournamentId: $id) { teamName } }', {
      id: draft.id,
    });
    expect(table).toMatchObject({ data: { standings: [{}, {}] } });
    for (const who of ['creator', 'referee'] as const) {
      const match = await gqlAnswer(clients[who], 'query ($id: Int!) { match(id: $id) { id } }', { id: draftMatch.id });
      expect(match, who).toEqual({ data: { match: { id: draftMatch.id } } });
    }
    // The creator still manages the deactivated one, but no public read shows it.
    const managed = await gqlAnswer(clients.creator, 'query ($id: Int!) { managedTournament(id: $id) { id } }', {
      id: inactive.id,
    });
    expect(managed).toEqual({ data: { managedTournament: { id: inactive.id } } });
    const shown = await gqlAnswer(clients.creator, 'query ($id: Int!) { publicTournament(id: $id) { id } }', {
      id: inactive.id,
    });
    expect(shown).toEqual(await gqlAnswer(clients.creator, 'query { publicTournament(id: 987654) { id } }', {}));
  });

  it("a team's registrations never show the id of a tournament the viewer may not see", async () => {
    const query = /* GraphQL */ `
      query ($id: Int!) {
        tournamentTeams(tournamentId: $id) {
          name
          registrations {
            tournamentId
            tournament {
              id
            }
          }
        }
      }
    `;
    for (const who of [...OUTSIDERS, 'creator'] as Who[]) {
      const { data, errors } = await clients[who].gql<{
        tournamentTeams: { registrations: { tournamentId: number; tournament: { id: number } | null }[] }[];
      }>(query, { id: published.id });
      expect(errors, who).toBeUndefined();
      const seen = data!.tournamentTeams.flatMap((team) => team.registrations.map((r) => r.tournamentId));
      const expected = who === 'creator' ? [published.id, draft.id] : [published.id];
      expect([...new Set(seen)].sort(), who).toEqual(expected.sort());
      expect(JSON.stringify(data), who).not.toContain(`"id":${inactive.id}`);
    }
    // The team's manager (the third person) reads their own team: still neither.
    const own = await clients.third.gql<{ team: { registrations: { tournamentId: number }[] } }>(
      'query ($id: Int!) { team(id: $id) { registrations { tournamentId } } }',
      { id: homeTeamId },
    );
    expect(own.errors).toBeUndefined();
    expect(own.data!.team.registrations.map((r) => r.tournamentId)).toEqual([published.id]);
  });

  it('share previews and the admin dashboard show neither', async () => {
    const em = server.em();
    const missing = await readPageRecord(em, server.url, { kind: 'tournament', id: MISSING });
    expect(missing).toBeNull();
    expect(await readPageRecord(em, server.url, { kind: 'tournament', id: draft.id })).toBeNull();
    expect(await readPageRecord(em, server.url, { kind: 'tournament', id: inactive.id })).toBeNull();
    expect(await readPageRecord(em, server.url, { kind: 'match', id: draftMatch.id })).toBeNull();
    // Its creator, signed in, opens the draft's page and match (no 404); a third organiser still cannot.
    expect(
      await readPageRecord(em, server.url, { kind: 'tournament', id: draft.id }, people.creator.id),
    ).not.toBeNull();
    expect(
      await readPageRecord(em, server.url, { kind: 'match', id: draftMatch.id }, people.creator.id),
    ).not.toBeNull();
    expect(await readPageRecord(em, server.url, { kind: 'tournament', id: draft.id }, people.third.id)).toBeNull();
    expect(await readPageRecord(em, server.url, { kind: 'match', id: inactiveMatch.id })).toBeNull();
    expect(await readPageRecord(em, server.url, { kind: 'tournament', id: published.id })).toMatchObject({
      meta: { title: 'Open Cup' },
    });

    for (const who of ['admin', 'third', 'creator'] as const) {
      const { data } = await clients[who].gql<{ adminDashboard: { tournaments: { name: string }[] } }>(
        'query { adminDashboard { tournaments { name } } }',
      );
      const names = data!.adminDashboard.tournaments.map((t) => t.name);
      expect(names, who).toEqual(who === 'creator' ? ['Open Cup', 'Secret Cup'] : ['Open Cup']);
    }
  });
});
