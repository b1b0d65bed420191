import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoPath } from '../../../server/src/repo-path.js';
import { StandingsService } from '../../../server/src/modules/standings/standings.service.js';
import { TestClient } from '../../support/client.js';
import {
  countQueries,
  loadCricketSeason,
  loadFootballSeason,
  readCsv,
  readFootballResults,
  serviceContext,
} from '../../support/season.js';
import { startTestServer, type TestServer } from '../../support/server.js';

const fixture = (...parts: string[]) => repoPath('tests', 'fixtures', ...parts);

/** NRR as points tables print it: sign and three decimals. */
function signed(value: number | null | undefined): string {
  const text = (value ?? 0).toFixed(3);
  return value !== null && value !== undefined && value >= 0 ? `+${text}` : text;
}

describe('standings reproduce the published tables', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  }, 600_000);
  afterAll(async () => {
    await server.stop();
  });

  /**
   * A table read twice, each time as a new request: first computed (the tournament with the kept table's
   * version; then, read after it, the tournament with its deductions, its teams and its completed matches;
   * then the table kept), then as kept (the tournament, for who may see it, with its kept table: one
   * statement). Both the same table.
   */
  async function computedThenKept(viewerId: number, tournamentId: number) {
    const first = await serviceContext(server, viewerId);
    const computed = await countQueries(server, () => new StandingsService(first).forTournament(tournamentId));
    const second = await serviceContext(server, viewerId);
    const kept = await countQueries(server, () => new StandingsService(second).forTournament(tournamentId));
    expect(kept.result).toEqual(computed.result);
    return { rows: computed.result, queries: { computed: computed.queries.length, kept: kept.queries.length } };
  }

  it('Premier League 2022-23: every column and position, from 380 matches scored through the service', async () => {
    const results = await readFootballResults(fixture('football', 'results.csv'));
    expect(results).toHaveLength(380);
    const season = await loadFootballSeason(server, results);
    const published = await readCsv(fixture('football', 'table.csv'));

    const { rows, queries } = await computedThenKept(season.creator.id, season.tournament.id);
    expect(queries).toEqual({ computed: 5, kept: 1 });

    expect(
      rows.map((row) => ({
        position: row.position,
        team: row.teamName,
        played: row.matchesPlayed,
        won: row.wins,
        drawn: row.draws,
        lost: row.losses,
        goals_for: row.runsFor,
        goals_against: row.runsAgainst,
        goal_difference: row.goalDifference,
        points: row.points,
      })),
    ).toEqual(
      published.map((row) => ({
        position: Number(row.position),
        team: row.team,
        played: Number(row.played),
        won: Number(row.won),
        drawn: Number(row.drawn),
        lost: Number(row.lost),
        goals_for: Number(row.goals_for),
        goals_against: Number(row.goals_against),
        goal_difference: Number(row.goal_difference),
        points: Number(row.points),
      })),
    );
    // Form: the last five results, oldest first. Manchester City's last five league games: W W W D L.
    expect(rows[0].form).toEqual(['W', 'W', 'W', 'D', 'L']);
    expect(rows.every((row) => row.netRunRate === null)).toBe(true);
  }, 600_000);

  it('IPL 2023: points, wins, losses, no results and net run rate to three decimals', async () => {
    const season = await loadCricketSeason(server, 'IPL 2023', fixture('cricket', 'ipl2023', 'matches.csv'));
    // The winner is derived from the scores and result kind, never typed in: it matches every result.
    for (const winner of season.winners) expect(winner.derived).toBe(winner.expected);
    const published = await readCsv(fixture('cricket', 'ipl2023', 'table.csv'));

    const { rows, queries } = await computedThenKept(season.creator.id, season.tournament.id);
    expect(queries).toEqual({ computed: 5, kept: 1 });
    expect(
      rows.map((row) => ({
        position: row.position,
        team: row.teamName,
        played: row.matchesPlayed,
        won: row.wins,
        lost: row.losses,
        no_result: row.noResults,
        points: row.points,
        net_run_rate: signed(row.netRunRate),
      })),
    ).toEqual(
      published.map((row) => ({
        position: Number(row.position),
        team: row.team,
        played: Number(row.played),
        won: Number(row.won),
        lost: Number(row.lost),
        no_result: Number(row.no_result),
        points: Number(row.points),
        net_run_rate: row.net_run_rate,
      })),
    );
    expect(rows.every((row) => row.runRate === row.netRunRate && row.goalDifference === null)).toBe(true);

    // The same table over GraphQL, as a visitor reads it.
    const visitor = new TestClient(server.url);
    const { data, errors } = await visitor.gql<{
      standings: { position: number; teamName: string; netRunRate: number }[];
    }>(
      /* GraphQL */ `
        query Standings($id: Int!) {
          standings(tournamentId: $id) {
            position
            teamName
            netRunRate
          }
        }
      `,
      { id: season.tournament.id },
    );
    expect(errors).toBeUndefined();
    expect(data?.standings.map((row) => [row.position, row.teamName, signed(row.netRunRate)])).toEqual(
      published.map((row) => [Number(row.position), row.team, row.net_run_rate]),
    );
  }, 600_000);

  it('the number of queries does not grow with the season', async () => {
    const season = await loadCricketSeason(server, 'CPL 2023', fixture('cricket', 'cpl2023', 'matches.csv'));
    const { rows, queries } = await computedThenKept(season.creator.id, season.tournament.id);
    // The same statements as for a 380-match season.
    expect(queries).toEqual({ computed: 5, kept: 1 });
    // The published part of the CPL 2023 table: the top row in full.
    expect(rows[0]).toMatchObject({
      position: 1,
      teamName: 'Guyana Amazon Warriors',
      matchesPlayed: 10,
      wins: 8,
      losses: 1,
      noResults: 1,
      points: 17,
      netRunRate: 1.725,
    });
  }, 600_000);
});
