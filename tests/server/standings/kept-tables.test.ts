import { beforeAll, describe, expect, it } from 'vitest';
import { MatchStatus } from '../../../server/src/modules/matches/match.entity.js';
import {
  keepStandingsSnapshot,
  readStandingsSnapshot,
} from '../../../server/src/modules/standings/standings-snapshots.js';
import { findCompletedResults, RESULT_COLUMNS } from '../../../server/src/modules/standings/standings.queries.js';
import { StandingsService } from '../../../server/src/modules/standings/standings.service.js';
import type { StandingRow } from '../../../server/src/modules/standings/standing-row.type.js';
import type { Team } from '../../../server/src/modules/teams/team.entity.js';
import { Tournament } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { loadRegisteredTeamNames } from '../../../server/src/modules/tournaments/tournaments.queries.js';
import { Role, type User } from '../../../server/src/modules/users/user.entity.js';
import { TestClient } from '../../support/client.js';
import {
  createClub,
  createMatch,
  createTeam,
  createTournament,
  createUser,
  registerTeams,
} from '../../support/factories.js';
import { countQueries, serviceContext } from '../../support/season.js';
import { useTestServer } from '../management/support.js';

/**
 * A tournament's table is kept as computed (migration standings_snapshots) and PostgreSQL outdates it in the
 * transaction of any change it is computed from. Changes here are plain SQL, as no code path announces:
 * after each, the table read is the one computed from the rows as they are, and differs as it should.
 */
describe('kept standings tables', () => {
  const server = useTestServer();
  let creator: User;
  let tournamentId: number;
  let teams: Team[];
  const matchIds: Record<'won' | 'drawn' | 'scheduled' | 'live', number> = { won: 0, drawn: 0, scheduled: 0, live: 0 };

  beforeAll(async () => {
    const em = server.em();
    creator = await createUser(em, { role: Role.tournament_creator });
    const club = await createClub(em, creator);
    teams = [];
    for (const name of ['Harbour Lights', 'Coral Reef', 'Nevis Peak', 'Mango Grove']) {
      teams.push(await createTeam(em, club, { name }));
    }
    const tournament = await createTournament(em, creator);
    tournamentId = tournament.id;
    await registerTeams(em, tournament, teams.slice(0, 3));
    const [a, b, c] = teams;
    const completed = { status: MatchStatus.completed };
    matchIds.won = (await createMatch(em, tournament, a, b, { ...completed, homeTeamScore: 2, awayTeamScore: 0 })).id;
    matchIds.drawn = (await createMatch(em, tournament, b, c, { ...completed, homeTeamScore: 1, awayTeamScore: 1 })).id;
    matchIds.scheduled = (await createMatch(em, tournament, c, a)).id;
    matchIds.live = (
      await createMatch(em, tournament, a, c, { status: MatchStatus.in_progress, homeTeamScore: 0, awayTeamScore: 0 })
    ).id;
  });

  const sql = (statement: string, params: unknown[] = []) => server.em().fork().execute(statement, params);

  async function read(): Promise<StandingRow[]> {
    return new StandingsService(await serviceContext(server, creator.id)).forTournament(tournamentId);
  }

  /** The table computed from the rows as they are now, bypassing what is kept. */
  async function computedNow(): Promise<StandingRow[]> {
    const em = server.em().fork();
    const tournament = await em.findOneOrFail(Tournament, { id: tournamentId });
    const names = await loadRegisteredTeamNames(em, tournamentId);
    const played = await findCompletedResults(em, { tournamentId });
    return new StandingsService({ em, viewer: null }).table(tournament, names, played);
  }

  /**
   * Reads the table twice: the second read is the kept one (one statement: the tournament with its kept
   * table), and both are the table now.
   */
  async function currentTable(): Promise<StandingRow[]> {
    const first = await read();
    const ctx = await serviceContext(server, creator.id);
    const { result: kept, queries } = await countQueries(server, () =>
      new StandingsService(ctx).forTournament(tournamentId),
    );
    expect(queries).toHaveLength(1);
    const truth = await computedNow();
    expect(first).toEqual(truth);
    expect(kept).toEqual(truth);
    return kept;
  }

  const row = (table: StandingRow[], index: number) => table.find((entry) => entry.teamId === teams[index].id);
  const version = async () => (await readStandingsSnapshot(server.em().fork(), tournamentId)).version;

  it('is computed once, then read as kept in one statement, until a change outdates it', async () => {
    const table = await currentTable();
    expect(table.map((entry) => [entry.teamName, entry.points])).toEqual([
      ['Harbour Lights', 3],
      ['Nevis Peak', 1],
      ['Coral Reef', 1],
    ]);
  });

  it('follows completed matches: completed, edited, reopened, added, deleted', async () => {
    let before = await currentTable();
    await sql(`update matches set status = 'completed', home_team_score = 3, away_team_score = 1 where id = ?`, [
      matchIds.scheduled,
    ]);
    let after = await currentTable();
    expect(row(after, 2)?.points).toBe(4);
    expect(after).not.toEqual(before);

    before = after;
    await sql(`update matches set home_team_score = 0, away_team_score = 5 where id = ?`, [matchIds.won]);
    after = await currentTable();
    expect(row(after, 1)?.points).toBe(4);
    expect(row(after, 0)?.points).toBe(0);

    await sql(`update matches set status = 'in_progress' where id = ?`, [matchIds.scheduled]);
    after = await currentTable();
    expect(row(after, 2)?.matchesPlayed).toBe(1);

    const em = server.em().fork();
    const tournament = await em.findOneOrFail(Tournament, { id: tournamentId });
    const added = await createMatch(em, tournament, teams[0], teams[2], {
      status: MatchStatus.completed,
      homeTeamScore: 4,
      awayTeamScore: 0,
    });
    after = await currentTable();
    expect(row(after, 0)?.points).toBe(3);
    expect(row(after, 0)?.goalsFor).toBe(4);

    await sql(`delete from matches where id = ?`, [added.id]);
    after = await currentTable();
    expect(row(after, 0)?.matchesPlayed).toBe(1);
    expect(after).not.toEqual(before);
  });

  it('is outdated by a change to any column of a completed match that a table reads or ranks by', async () => {
    const [trigger] = await sql(
      `select pg_get_triggerdef(oid) as definition from pg_trigger where tgname = 'standings_snapshot_match_update'`,
    );
    const read = RESULT_COLUMNS.filter((column) => column !== 'id');
    // findCompletedResults's filter: a match leaving or joining what a table ranks.
    for (const column of [...read, 'status', 'tournament_id', 'stage_id', 'needs_winner']) {
      expect(String(trigger.definition)).toMatch(new RegExp(`[ ,]${column}[ ,]`));
    }
  });

  it('is not outdated by a live match’s score', async () => {
    await currentTable();
    const kept = await version();
    await sql(`update matches set home_team_score = 1 where id = ?`, [matchIds.live]);
    expect(await version()).toBe(kept);
    // Nor by what a table does not read of a completed match.
    await sql(`update matches set match_notes = 'A wet night' where id = ?`, [matchIds.won]);
    expect(await version()).toBe(kept);
  });

  it('follows deductions, names, registrations and the tournament’s rules', async () => {
    await currentTable();
    const [harbour, coral, , mango] = teams;
    await sql(`insert into points_deductions (tournament_id, team_id, points, reason) values (?, ?, 2, 'Late kit')`, [
      tournamentId,
      coral.id,
    ]);
    let after = await currentTable();
    expect(row(after, 1)?.pointsDeducted).toBe(2);

    await sql(`update teams set name = 'Harbour Lights United' where id = ?`, [harbour.id]);
    after = await currentTable();
    expect(row(after, 0)?.teamName).toBe('Harbour Lights United');

    await sql(`insert into tournament_registrations (tournament_id, team_id) values (?, ?)`, [tournamentId, mango.id]);
    after = await currentTable();
    expect(row(after, 3)?.matchesPlayed).toBe(0);

    await sql(`update tournaments set points_per_result = '{"win": 2}' where id = ?`, [tournamentId]);
    after = await currentTable();
    expect(row(after, 1)?.points).toBe(2 + 1 - 2);

    await sql(`update tournaments set expunged_teams = ? where id = ?`, [JSON.stringify([coral.id]), tournamentId]);
    after = await currentTable();
    expect(row(after, 1)).toBeUndefined();
    await sql(`update tournaments set expunged_teams = null where id = ?`, [tournamentId]);
    expect(row(await currentTable(), 1)?.pointsDeducted).toBe(2);
  });

  it('follows a card recorded on a completed match when fair play ranks', async () => {
    await sql(`update tournaments set tie_breaker_order = '["POINTS", "FAIR_PLAY"]' where id = ?`, [tournamentId]);
    const before = await currentTable();
    const card = { kind: 'RED_CARD', side: 'away', minute: 30, player: { name: 'Cole' } };
    await sql(`insert into match_events (match_id, seq, kind, payload, key) values (?, 1, 'football', ?, 'k1')`, [
      matchIds.drawn,
      JSON.stringify({ input: { kind: 'PERIOD_START', period: 'FIRST_HALF' } }),
    ]);
    await sql(`insert into match_events (match_id, seq, kind, payload, key) values (?, 2, 'football', ?, 'k2')`, [
      matchIds.drawn,
      JSON.stringify({ input: card }),
    ]);
    const after = await currentTable();
    // Card points are kept with the row (the API ranks by them without showing them).
    expect((row(after, 2) as { fairPlayPoints?: number } | undefined)?.fairPlayPoints).toBe(4);
    expect(after).not.toEqual(before);
  });

  it('keeps nothing computed before a change it did not see', async () => {
    await currentTable();
    const em = server.em().fork();
    const seen = await readStandingsSnapshot(em, tournamentId);
    expect(seen.rows).not.toBeNull();
    // The table is outdated; a reader that read the version before the change keeps nothing.
    await sql(`update matches set home_team_score = 7 where id = ?`, [matchIds.won]);
    await keepStandingsSnapshot(em, tournamentId, seen.version, seen.rows ?? []);
    expect((await readStandingsSnapshot(em, tournamentId)).rows).toBeNull();
    expect(row(await currentTable(), 0)?.goalsFor).toBe(7);
  });

  // Two sessions at once: the embedded database has one.
  it.skipIf(!process.env.TEST_DATABASE_URL)('never waits for a writer to keep a table', async () => {
    const em = server.em().fork();
    const current = await readStandingsSnapshot(em, tournamentId);
    // A writer holds the row: the reader's keep returns at once, keeping nothing, and the writer's change
    // outdates the table when it commits.
    await server
      .em()
      .fork()
      .transactional(async (tx) => {
        await tx.execute(`update matches set home_team_score = 8 where id = ?`, [matchIds.won]);
        await keepStandingsSnapshot(server.em().fork(), tournamentId, current.version, await computedNow());
      });
    const after = await readStandingsSnapshot(em, tournamentId);
    expect(after.rows).toBeNull();
    expect(BigInt(after.version)).toBeGreaterThan(BigInt(current.version));
    expect(row(await currentTable(), 0)?.goalsFor).toBe(8);
  });

  it('stays the table of the rows while readers and a scorer run at once', async () => {
    const client = new TestClient(server.url);
    const Standings = `query ($id: Int!) { standings(tournamentId: $id) { teamName points goalsFor } }`;
    const readers = Array.from({ length: 6 }, async () => {
      for (let index = 0; index < 8; index += 1) {
        const { errors } = await client.gql(Standings, { id: tournamentId });
        expect(errors).toBeUndefined();
      }
    });
    const scorer = (async () => {
      for (let goals = 0; goals < 8; goals += 1) {
        await sql(`update matches set home_team_score = ? where id = ?`, [goals, matchIds.won]);
      }
    })();
    await Promise.all([...readers, scorer]);
    expect(row(await currentTable(), 0)?.goalsFor).toBe(7);
  });
});
