// The Indian Premier League as a competition of five seasons, one real match each (tests/fixtures/cricsheet:
// 2009, 2012, 2014, 2018, 2020), every ball imported from Cricsheet (Data: cricsheet.org). Records are
// checked against the Cricsheet files and their scorecards (expected.json), never the code under test.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoPath } from '../../../server/src/repo-path.js';
import { Sport } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { TestClient } from '../../support/client.js';
import { startTestServer, type TestServer } from '../../support/server.js';
import { expectedMatches, readMatch } from '../matches/cricket/fixtures.js';
import { addSeason, arrangeCompetition, importCricsheet, type CompetitionUnderTest } from './support.js';

type Outcome = { winner?: string; by?: { runs?: number; wickets?: number }; result?: string };
const outcomeOf = (file: string) =>
  (JSON.parse(readFileSync(repoPath('tests', 'fixtures', 'cricsheet', file), 'utf8')) as { info: { outcome: Outcome } })
    .info.outcome;

const byDate = [...expectedMatches].sort((a, b) => a.date.localeCompare(b.date));

describe('an IPL competition of five seasons, ball by ball', () => {
  let server: TestServer;
  let under: CompetitionUnderTest;
  const seasonIds: number[] = [];
  const visitor = () => new TestClient(server.url);

  beforeAll(async () => {
    server = await startTestServer();
    under = await arrangeCompetition(server, 'Indian Premier League', Sport.cricket);
    for (const match of byDate) {
      const { season, matches } = await addSeason(under, {
        name: `IPL ${match.date.slice(0, 4)}`,
        fixtures: [{ home: match.teams[0], away: match.teams[1], date: match.date, round: 1 }],
      });
      seasonIds.push(season.id);
      await importCricsheet(under, matches[0].id, readMatch(match.file));
    }
  }, 600_000);
  afterAll(async () => {
    await server?.stop();
  });

  const RECORDS = `
    records {
      highestTotals { teamName total wickets seasonName }
      biggestWins { winnerName loserName margin by }
      bestBatting { playerName teamName runs balls notOut seasonName }
      bestBowling { playerName teamName wickets runs legalBalls }
      teamGoalsInSeason { goals }
    }`;

  it('keeps the highest totals, the best batting and bowling, and the biggest wins by runs and by wickets', async () => {
    const { data, errors } = await visitor().gql<{
      competition: {
        records: {
          highestTotals: { teamName: string; total: number; wickets: number }[];
          biggestWins: { winnerName: string; loserName: string; margin: number; by: string }[];
          bestBatting: { playerName: string; teamName: string; runs: number; balls: number; notOut: boolean }[];
          bestBowling: { playerName: string; teamName: string; wickets: number; runs: number }[];
          teamGoalsInSeason: unknown[];
        };
      };
    }>(`query ($id: Int!) { competition(id: $id) { ${RECORDS} } }`, { id: under.competition.id });
    expect(errors).toBeUndefined();
    const records = data!.competition.records;

    const innings = expectedMatches.flatMap((match) => match.innings.filter((each) => !each.superOver));
    const totals = innings
      .map((each) => ({ teamName: each.battingTeam, total: each.runs, wickets: each.wickets }))
      .sort((a, b) => b.total - a.total || a.wickets - b.wickets);
    expect(records.highestTotals.map(({ teamName, total, wickets }) => ({ teamName, total, wickets }))).toEqual(
      totals.slice(0, 5),
    );

    const batting = innings
      .flatMap((each) => each.batting.map((line) => ({ ...line, teamName: each.battingTeam })))
      .sort((a, b) => b.runs - a.runs || a.balls - b.balls);
    expect(records.bestBatting[0]).toMatchObject({
      playerName: batting[0].player,
      teamName: batting[0].teamName,
      runs: batting[0].runs,
      balls: batting[0].balls,
    });
    expect(records.bestBatting.map((line) => line.runs)).toEqual(batting.slice(0, 5).map((line) => line.runs));

    const bowling = expectedMatches
      .flatMap((match) =>
        match.innings
          .filter((each) => !each.superOver)
          .flatMap((each) =>
            each.bowling.map((line) => ({ ...line, teamName: match.teams.find((team) => team !== each.battingTeam)! })),
          ),
      )
      .filter((line) => line.wickets > 0)
      .sort((a, b) => b.wickets - a.wickets || a.runs - b.runs || a.legalBalls - b.legalBalls);
    expect(records.bestBowling[0]).toMatchObject({
      playerName: bowling[0].player,
      teamName: bowling[0].teamName,
      wickets: bowling[0].wickets,
      runs: bowling[0].runs,
    });
    expect(records.bestBowling.map((line) => `${line.wickets}/${line.runs}`)).toEqual(
      bowling.slice(0, 5).map((line) => `${line.wickets}/${line.runs}`),
    );

    // Margins as each file's outcome states them (the 2018 match by the D/L target); the tie has none.
    const wins = expectedMatches.flatMap((match) => {
      const outcome = outcomeOf(match.file);
      if (!outcome.by || !outcome.winner) return [];
      const loserName = match.teams.find((team) => team !== outcome.winner)!;
      return outcome.by.runs
        ? [{ winnerName: outcome.winner, loserName, margin: outcome.by.runs, by: 'RUNS' }]
        : [{ winnerName: outcome.winner, loserName, margin: outcome.by.wickets!, by: 'WICKETS' }];
    });
    const expectedWins = [
      ...wins.filter((win) => win.by === 'RUNS').sort((a, b) => b.margin - a.margin),
      ...wins.filter((win) => win.by === 'WICKETS').sort((a, b) => b.margin - a.margin),
    ];
    expect(expectedWins).toHaveLength(4);
    expect(records.biggestWins).toEqual(expectedWins);
    expect(records.teamGoalsInSeason).toEqual([]);
  });

  it('prints an all-out side’s total as its runs alone in the biggest wins, nine down with a batter absent hurt too', async () => {
    const { data, errors } = await visitor().gql<{
      competition: { records: { biggestWins: { winnerName: string; score: string }[] } };
    }>(`query ($id: Int!) { competition(id: $id) { records { biggestWins { winnerName score } } } }`, {
      id: under.competition.id,
    });
    expect(errors).toBeUndefined();
    const scores = Object.fromEntries(data!.competition.records.biggestWins.map((win) => [win.winnerName, win.score]));
    // 392202: Rajasthan Royals all out for 126 with nine wickets (Kamran Khan absent hurt); 548306: Chennai
    // Super Kings all out for 112 (ten down). Neither reads "/9" or "/10".
    expect(scores['Chennai Super Kings']).toBe('164/5 v 126');
    expect(scores['Mumbai Indians']).toBe('115/2 v 112');
  });

  it('sums the five season tables into the all-time table, runs and balls included', async () => {
    const fields =
      'teamId teamName matchesPlayed wins draws losses noResults points runsFor runsAgainst ballsFaced ballsBowled';
    const query = `query ($id: Int!, ${seasonIds.map((_, index) => `$s${index}: Int!`).join(', ')}) {
      competition(id: $id) { allTimeTable { ${fields} } }
      ${seasonIds.map((_, index) => `s${index}: standings(tournamentId: $s${index}) { ${fields} }`).join('\n')}
    }`;
    type Row = Record<string, number | string>;
    const { data, errors } = await visitor().gql<Record<string, Row[]> & { competition: { allTimeTable: Row[] } }>(
      query,
      { id: under.competition.id, ...Object.fromEntries(seasonIds.map((id, index) => [`s${index}`, id])) },
    );
    expect(errors).toBeUndefined();
    const table = data!.competition.allTimeTable;
    expect(table.map((row) => row.teamName).sort()).toEqual(
      [...new Set(expectedMatches.flatMap((match) => match.teams))].sort(),
    );
    for (const row of table) {
      const rows = seasonIds.flatMap((_, index) => data![`s${index}`].filter((each) => each.teamId === row.teamId));
      for (const field of fields.split(' ').slice(2)) {
        expect(row[field], `${row.teamName} ${field}`).toBe(rows.reduce((sum, each) => sum + Number(each[field]), 0));
      }
    }
    // Chennai: two matches (2009 won, 2012 lost); 164 + 112 runs scored.
    expect(table.find((row) => row.teamName === 'Chennai Super Kings')).toMatchObject({
      matchesPlayed: 2,
      wins: 1,
      losses: 1,
      runsFor: 164 + 112,
    });
  });

  it('answers head-to-head in runs, and names each season’s champion from its final table', async () => {
    const chennai = under.teams.get('Chennai Super Kings')!;
    const rajasthan = under.teams.get('Rajasthan Royals')!;
    const { data, errors } = await visitor().gql<{
      publicTeam: { headToHead: Record<string, number> };
      competition: {
        archive: { season: { name: string }; champion: { name: string } | null; decidedBy: string | null }[];
      };
    }>(
      `query ($team: Int!, $other: Int!, $id: Int!) {
        publicTeam(id: $team) { headToHead(opponentId: $other) { played won drawn lost noResults scoredFor scoredAgainst } }
        competition(id: $id) { archive { season { name } champion { name } decidedBy } }
      }`,
      { team: chennai.id, other: rajasthan.id, id: under.competition.id },
    );
    expect(errors).toBeUndefined();
    const meeting = expectedMatches.find((match) => match.file === '392202.json')!;
    expect(data!.publicTeam.headToHead).toEqual({
      played: 1,
      won: 1,
      drawn: 0,
      lost: 0,
      noResults: 0,
      scoredFor: meeting.innings[0].runs,
      scoredAgainst: meeting.innings[1].runs,
    });
    // One match a season, in the past: its winner tops the table. The 2020 tie went to a super over, whose
    // winner takes the match's points (the IPL's rule, and the table's), so Kolkata top that season.
    const archive = data!.competition.archive;
    expect(archive.map((entry) => entry.season.name)).toEqual([
      'IPL 2020',
      'IPL 2018',
      'IPL 2014',
      'IPL 2012',
      'IPL 2009',
    ]);
    expect(archive.map((entry) => entry.champion?.name ?? null)).toEqual([
      'Kolkata Knight Riders',
      'Delhi Daredevils',
      'Delhi Daredevils',
      'Mumbai Indians',
      'Chennai Super Kings',
    ]);
  });
});
