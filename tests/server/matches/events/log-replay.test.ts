// Issue 47: `npm run db:replay -- --check` replays every match's log and compares the rows it would write
// with the rows stored. The demo (live-scored football and Cricsheet imports of real IPL matches, one of
// them live) replays with no difference; a corrupted row is named, field by field, and rewritten.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../../server/src/db/orm.js';
import { describeDifference, replayMatchLogs } from '../../../../server/src/modules/matches/events/log-replay.js';
import { seedDemo } from '../../../../server/src/db/demo/seed.js';
import { openTestDatabase } from '../../../support/database.js';

describe('replaying the match logs (db:replay)', () => {
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
    const report = await replayMatchLogs(database.orm.em.fork(), { write: false, batchSize: 3 });
    expect(report.matches).toBe(scored.reduce((sum, row) => sum + row.matches, 0));
    expect(report.differences.map(describeDifference)).toEqual([]);
  });

  it('names a corrupted row field by field, writes nothing on a check, and rewrites it from the log', async () => {
    const [match] = await sql<{ id: number; home_team_score: number; status: string }[]>(
      `select m.id, m.home_team_score, m.status from matches m join tournaments t on t.id = m.tournament_id
        where m.seq > 0 and t.sport = 'cricket' order by m.id limit 1`,
    );
    await sql(`update matches set home_team_score = home_team_score + 7, winner_team_id = null where id = ?`, [
      match!.id,
    ]);
    const checked = await replayMatchLogs(database.orm.em.fork(), { write: false });
    const named = checked.differences.filter((difference) => difference.matchId === match!.id);
    expect(named).toContainEqual({
      matchId: match!.id,
      field: 'homeTeamScore',
      stored: match!.home_team_score + 7,
      replayed: match!.home_team_score,
    });
    expect(describeDifference(named[0]!)).toMatch(new RegExp(`^match ${match!.id}: \\w+ stored .+, replayed .+$`));
    const [still] = await sql<{ home_team_score: number }[]>(`select home_team_score from matches where id = ?`, [
      match!.id,
    ]);
    expect(still!.home_team_score).toBe(match!.home_team_score + 7);

    const rewritten = await replayMatchLogs(database.orm.em.fork(), { write: true });
    expect(rewritten.differences.map((difference) => difference.matchId)).toContain(match!.id);
    expect((await replayMatchLogs(database.orm.em.fork(), { write: false })).differences).toEqual([]);
    const [fixed] = await sql<{ home_team_score: number }[]>(`select home_team_score from matches where id = ?`, [
      match!.id,
    ]);
    expect(fixed!.home_team_score).toBe(match!.home_team_score);
  });
});
