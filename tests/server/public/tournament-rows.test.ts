import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../server/src/app/demo/seed.js';
import { MatchesService } from '../../../server/src/modules/matches/matches.service.js';
import { Tournament } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { heldTournament, TournamentRow } from '../../../server/src/modules/tournaments/tournament-row.js';
import { TestClient } from '../../support/client.js';
import { everyField } from '../../support/schema-fields.js';
import { startTestServer, type TestServer } from '../../support/server.js';

// A match page's tournament is read in the match's statement and kept as a plain row
// (tournaments/tournament-row.ts): each field must answer as the entity answers it.

type Fields = { id: number } & Record<string, unknown>;

/** A tournament's answer as the entity gives it: the public list merges its tournaments as entities. */
async function entityAnswer(client: TestClient, fields: string, tournament: Fields): Promise<Fields> {
  const list = await client.gql<{ publicTournaments: Fields[] }>(
    `query ($search: String!) { publicTournaments(search: $search, first: 3) { ${fields} } }`,
    { search: tournament.name },
  );
  expect(list.errors).toBeUndefined();
  const own = list.data!.publicTournaments.find((each) => each.id === tournament.id);
  expect(own).toBeDefined();
  return own!;
}

describe('a match page’s tournament as a plain row', () => {
  let server: TestServer;
  let matchId: number;
  let tournamentId: number;

  beforeAll(async () => {
    server = await startTestServer();
    await seedDemo(server.em(), { force: true });
    const em = server.em();
    const [row] = await em.execute<{ match_id: number; tournament_id: number }[]>(
      `select m.id as match_id, t.id as tournament_id from matches m join tournaments t on t.id = m.tournament_id
        where t.is_published and t.is_active order by m.id limit 1`,
    );
    ({ match_id: matchId, tournament_id: tournamentId } = row);
    // A season of a competition; every published tournament with every optional column filled, decimals
    // with cents, the organiser's own rules: each read back as set.
    await em.execute(
      `insert into competitions (id, name, sport, creator_id)
       select 900, 'Island Cup', t.sport, t.creator_id from tournaments t where t.id = ?`,
      [tournamentId],
    );
    await em.execute(
      `update tournaments set competition_id = case when id = ? then 900 end, registration_deadline = timestamptz '2026-03-01 18:30:00+00',
         squad_deadline = timestamptz '2026-03-05 12:00:00-04', max_teams = 12, entry_fee = 150.50,
         prize_pool = 2500.75, knockout_decider = 'PENALTIES', tie_breaker_order = '["GOAL_DIFFERENCE", "WINS"]',
         points_per_result = '{"win": 4}', drawing_of_lots_order = '[3, 1]', expunged_teams = '[9]'
       where is_published`,
      [tournamentId],
    );
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers every field of Tournament as the entity does', async () => {
    const client = new TestClient(server.url);
    const fields = everyField('Tournament');
    const page = await client.gql<{ match: { tournament: Fields } }>(
      `query ($id: Int!) { match(id: $id) { tournament { ${fields} } } }`,
      { id: matchId },
    );
    expect(page.errors).toBeUndefined();
    // The tournament's own page, which reads it as a plain row too.
    const own = await client.gql<{ publicTournament: Fields }>(
      `query ($id: Int!) { publicTournament(id: $id) { ${fields} } }`,
      { id: tournamentId },
    );
    expect(own.errors).toBeUndefined();
    const tournament = page.data!.match.tournament;
    expect(tournament).toMatchObject({ id: tournamentId, prizePool: 2500.75, entryFee: 150.5, capacity: 12 });
    expect(tournament).toMatchObject({ competitionId: 900, competition: { id: 900 } });
    expect(tournament.creatorId).not.toBe(900);
    expect(tournament.pointsForWin).toBe(4);
    expect(own.data!.publicTournament).toEqual(tournament);
    // Another request, whose tournament is read as the entity.
    expect(tournament).toEqual(await entityAnswer(client, fields, tournament));
  });

  it('answers every leaf field of Tournament on a list’s cards and a team’s tournaments as the entity does', async () => {
    const client = new TestClient(server.url);
    // Its own columns and derived fields: the relations' resolvers are the match page's (above), and a list
    // of them all goes past the query cost limit.
    const fields = everyField('Tournament')
      .split('\n')
      .filter((field) => !field.includes('{'))
      .join(' ');
    const lists = await client.gql<Record<'recentResults' | 'upcomingMatches', { tournament: Fields }[]>>(
      `{ recentResults(first: 6) { tournament { ${fields} } } upcomingMatches(first: 6) { tournament { ${fields} } } }`,
    );
    expect(lists.errors).toBeUndefined();
    // And a team page's list of its tournaments, read in the team's statement.
    const [{ team_id: teamId }] = await server
      .em()
      .execute<{ team_id: number }[]>(
        `select home_team_id as team_id from matches where tournament_id = ? and home_team_id is not null limit 1`,
        [tournamentId],
      );
    const team = await client.gql<{ publicTeam: { tournaments: Fields[] } }>(
      `query ($id: Int!) { publicTeam(id: $id) { tournaments { ${fields} } } }`,
      { id: teamId },
    );
    expect(team.errors).toBeUndefined();
    expect(team.data!.publicTeam.tournaments.map((tournament) => tournament.id)).toContain(tournamentId);
    const cards = [
      ...lists.data!.recentResults,
      ...lists.data!.upcomingMatches,
      ...team.data!.publicTeam.tournaments.map((tournament) => ({ tournament })),
    ];
    const ids = new Set(cards.map((card) => card.tournament.id));
    // Tournaments with every optional column filled (all published ones, above), more than one.
    expect(ids.size).toBeGreaterThan(1);
    expect(cards.every((card) => card.tournament.capacity === 12)).toBe(true);
    for (const id of ids) {
      const listed = cards.filter((each) => each.tournament.id === id).map((card) => card.tournament);
      const own = await entityAnswer(client, fields, listed[0]);
      for (const tournament of listed) expect(tournament).toEqual(own);
    }
  });

  it('builds no managed tournament for the page, and sees a draft as the policy says', async () => {
    const em = server.em();
    const match = await new MatchesService({ em, viewer: null }).getVisibleView(matchId);
    expect(match.id).toBe(matchId);
    expect(heldTournament(em, tournamentId)).toBeInstanceOf(TournamentRow);
    expect([...em.getUnitOfWork().getIdentityMap()].filter((entity) => entity instanceof Tournament)).toEqual([]);

    await server.em().execute('update tournaments set is_published = false where id = ?', [tournamentId]);
    try {
      await expect(new MatchesService({ em: server.em(), viewer: null }).getVisibleView(matchId)).rejects.toThrow(
        'Match not found',
      );
    } finally {
      await server.em().execute('update tournaments set is_published = true where id = ?', [tournamentId]);
    }
  });
});
