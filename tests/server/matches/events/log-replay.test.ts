// Issue 47: `npm run db:replay -- --check` folds every match's log again and compares the rows it would write
// with the rows stored. The demo (live-scored football and Cricsheet imports of real IPL matches, one of
// them live) folds again with no difference; a corrupted row is named, field by field, and rewritten.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../../server/src/db/orm.js';
import { describeDifference, refoldMatchLogs } from '../../../../server/src/modules/matches/events/log-refold.js';
import { seedDemo } from '../../../../server/src/app/demo/seed.js';
import { openTestDatabase } from '../../../support/database.js';
import { StandingsService } from '../../../../server/src/modules/standings/standings.service.js';
import { refoldStandings } from '../../../../server/src/modules/standings/standings-refold.js';
import { refoldPlayerLines } from '../../../../server/src/modules/stats/lines-refold.js';
import { loadPlayedLines } from '../../../../server/src/modules/stats/played-matches.js';

describe('folding the match logs again (db:replay)', () => {
  let database: Database;
  const sql = <T extends object[]>(statement: string, params: unknown[] = []) =>
    database.orm.em.getConnection().execute<T>(statement, params);

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemo(database.orm.em.fork(), { force: true });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('finds the demo’s rows as their logs write them: every sport, live and imported', async () => {
    const scored = await sql<{ sport: string; matches: number }[]>(
      `select t.sport, count(*)::int as matches from matches m join tournaments t on t.id = m.tournament_id
        where m.seq > 0 group by t.sport order by t.sport`,
    );
    expect(scored.map((row) => row.sport)).toEqual(expect.arrayContaining(['cricket', 'football']));
    const report = await refoldMatchLogs(database.orm.em.fork(), { write: false, batchSize: 3 });
    expect(report.matches).toBe(scored.reduce((sum, row) => sum + row.matches, 0));
    expect(report.differences.map(describeDifference)).toEqual([]);
  });

  it('names a corrupted row field by field, writes nothing on a check, and rewrites it from the log', async () => {
    const [match] = await sql<{ id: number; home_team_score: number; status: string }[]>(
      `select m.id, m.home_team_score, m.status from matches m join tournaments t on t.id = m.tournament_id
        where m.seq > 0 and t.sport = 'cricket' order by m.id limit 1`,
    );
    await sql(`update matches set home_team_score = home_team_score + 7, winner_team_id = null where id = ?`, [
      match.id,
    ]);
    const checked = await refoldMatchLogs(database.orm.em.fork(), { write: false });
    const named = checked.differences.filter((difference) => difference.matchId === match.id);
    expect(named).toContainEqual({
      matchId: match.id,
      field: 'homeTeamScore',
      stored: match.home_team_score + 7,
      refolded: match.home_team_score,
    });
    expect(describeDifference(named[0])).toMatch(new RegExp(`^match ${match.id}: \\w+ stored .+, replayed .+$`));
    const [still] = await sql<{ home_team_score: number }[]>(`select home_team_score from matches where id = ?`, [
      match.id,
    ]);
    expect(still.home_team_score).toBe(match.home_team_score + 7);

    const rewritten = await refoldMatchLogs(database.orm.em.fork(), { write: true });
    expect(rewritten.differences.map((difference) => difference.matchId)).toContain(match.id);
    expect((await refoldMatchLogs(database.orm.em.fork(), { write: false })).differences).toEqual([]);
    const [fixed] = await sql<{ home_team_score: number }[]>(`select home_team_score from matches where id = ?`, [
      match.id,
    ]);
    expect(fixed.home_team_score).toBe(match.home_team_score);
  });

  it('checks the kept tables and player lines against the logs too: a corrupted cell or line is named and dropped', async () => {
    const tournaments = await sql<{ id: number }[]>(`select id from tournaments where is_published order by id`);
    // Reads keep what they compute: every table, and every played match's player lines.
    for (const { id } of tournaments) {
      await new StandingsService({ em: database.orm.em.fork(), viewer: null }).forTournament(id);
      await loadPlayedLines(database.orm.em.fork(), { tournament: id });
    }
    const [kept] = await sql<{ count: number }[]>(
      `select count(*)::int as count from standings_snapshots where built_version = version and rows is not null`,
    );
    expect(kept.count).toBeGreaterThan(0);
    const [lined] = await sql<{ id: number; lines: string }[]>(
      `select id, player_lines::text as lines from matches where player_lines->'lines'->'batting' != '[]'::jsonb
        order by id limit 1`,
    );
    expect(lined).toBeDefined();
    expect(await refoldPlayerLines(database.orm.em.fork(), { write: false })).toEqual([]);
    expect(await refoldStandings(database.orm.em.fork(), { write: false })).toEqual([]);

    const [table] = await sql<{ tournament_id: number; points: number }[]>(
      `select tournament_id, (rows->0->>'points')::int as points from standings_snapshots
        where built_version = version and jsonb_array_length(rows) > 0 order by tournament_id limit 1`,
    );
    await sql(
      `update standings_snapshots set rows = jsonb_set(rows, '{0,points}', to_jsonb((rows->0->>'points')::int + 3))
        where tournament_id = ?`,
      [table.tournament_id],
    );
    await sql(
      `update matches set player_lines = jsonb_set(player_lines, '{lines,batting}', '[]'::jsonb) where id = ?`,
      [lined.id],
    );
    const tables = await refoldStandings(database.orm.em.fork(), { write: false });
    expect(tables).toEqual([
      {
        tournamentId: table.tournament_id,
        field: 'standings[0].points',
        stored: table.points + 3,
        refolded: table.points,
      },
    ]);
    expect(describeDifference(tables[0])).toBe(
      `tournament ${table.tournament_id}: standings[0].points stored ${table.points + 3}, replayed ${table.points}`,
    );
    const lines = await refoldPlayerLines(database.orm.em.fork(), { write: false });
    expect(lines.map((difference) => [difference.matchId, difference.field])).toEqual([[lined.id, 'playerLines']]);

    // Written: the wrong table and lines are dropped, and the next reads fold them from the logs again.
    await refoldStandings(database.orm.em.fork(), { write: true });
    await refoldPlayerLines(database.orm.em.fork(), { write: true });
    const rows = await new StandingsService({ em: database.orm.em.fork(), viewer: null }).forTournament(
      table.tournament_id,
    );
    expect(rows[0].points).toBe(table.points);
    await loadPlayedLines(database.orm.em.fork(), { id: lined.id });
    const [refolded] = await sql<{ lines: string }[]>(`select player_lines::text as lines from matches where id = ?`, [
      lined.id,
    ]);
    expect(refolded.lines).toBe(lined.lines);
    expect(await refoldStandings(database.orm.em.fork(), { write: false })).toEqual([]);
    expect(await refoldPlayerLines(database.orm.em.fork(), { write: false })).toEqual([]);
  });
});
