// The Premier League 2022-23 (tests/fixtures/football: 380 real results) as a competition of THREE SEASONS:
// the one real season split by round (1-13, 14-26, 27-38), since the project holds one Premier League
// season. Each season comes in through one of the importers, as an organiser would bring them: the first
// from openfootball's football.json, the second from a CSV, the third from the site's own season JSON. The
// teams are the same clubs in each part (the importers match them by name), as in a real league.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoPath } from '../../../server/src/repo-path.js';
import { Sport } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { readFile } from 'node:fs/promises';
import { Team } from '../../../server/src/modules/teams/team.entity.js';
import { TournamentManagementService } from '../../../server/src/modules/tournaments/tournament-management.service.js';
import { TestClient } from '../../support/client.js';
import { readCsv, readFootballResults, type FootballResult } from '../../support/season.js';
import { startTestServer, type TestServer } from '../../support/server.js';
import { signedInClient } from '../management/support.js';
import { ImportSeason, type ImportData } from '../season-io/support.js';
import { arrangeCompetition, type CompetitionUnderTest } from './support.js';

const fixture = (...parts: string[]) => repoPath('tests', 'fixtures', ...parts);
const PARTS = [
  { name: 'Premier League 2022-23 (rounds 1-13)', from: 1, to: 13, format: 'OPENFOOTBALL_JSON' },
  { name: 'Premier League 2022-23 (rounds 14-26)', from: 14, to: 26, format: 'CSV' },
  { name: 'Premier League 2022-23 (rounds 27-38)', from: 27, to: 38, format: 'SEASON_JSON' },
] as const;
type Part = (typeof PARTS)[number];
type OpenfootballMatch = { round: string; date: string; team1: string; team2: string; score: { ft: [number, number] } };

/** The part's file in its importer's format, each made from the real season's files. */
async function seasonFile(part: Part, results: FootballResult[]): Promise<string> {
  const inPart = (round: number) => round >= part.from && round <= part.to;
  if (part.format === 'OPENFOOTBALL_JSON') {
    const season = JSON.parse(await readFile(fixture('football', 'premier-league-2022-23.json'), 'utf8')) as {
      name: string;
      matches: OpenfootballMatch[];
    };
    const matches = season.matches.filter((match) => inPart(Number(/\d+$/.exec(match.round)![0])));
    return JSON.stringify({ name: season.name, matches });
  }
  const rows = results.filter((row) => inPart(row.round));
  if (part.format === 'CSV') {
    const lines = rows.map((row) => [row.round, row.date, row.home, row.away, row.homeGoals, row.awayGoals].join(','));
    return ['round,date,home,away,home_goals,away_goals', ...lines].join('\n');
  }
  return JSON.stringify({
    format: 'pitchside-season',
    version: 1,
    tournament: { name: part.name, sport: 'football' },
    teams: [...new Set(rows.flatMap((row) => [row.home, row.away]))].map((name) => ({ name, homeGround: null })),
    stages: [],
    fixtures: rows.map((row, index) => ({
      matchNumber: index + 1,
      round: row.round,
      date: row.date,
      time: '14:00',
      home: row.home,
      away: row.away,
      venue: null,
      status: 'completed',
      result: { homeTeamScore: row.homeGoals, awayTeamScore: row.awayGoals },
      events: null,
    })),
  });
}

type Row = {
  position: number;
  teamId: number;
  teamName: string;
  matchesPlayed: number;
  wins: number;
  draws: number;
  losses: number;
  points: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
};
const ROW = 'position teamId teamName matchesPlayed wins draws losses points goalsFor goalsAgainst goalDifference';

describe('a competition of three Premier League seasons', () => {
  let server: TestServer;
  let under: CompetitionUnderTest;
  let results: FootballResult[];
  const seasonIds: number[] = [];
  const visitor = () => new TestClient(server.url);

  beforeAll(async () => {
    server = await startTestServer();
    results = await readFootballResults(fixture('football', 'results.csv'));
    under = await arrangeCompetition(server, 'Premier League', Sport.football);
    const organiser = await signedInClient(server, under.organiser.email);
    for (const part of PARTS) {
      const { data, errors } = await organiser.gql<ImportData>(ImportSeason, {
        input: { format: part.format, newTournament: { name: part.name, competitionId: under.competition.id } },
        content: await seasonFile(part, results),
      });
      expect(errors, part.name).toBeUndefined();
      const played = results.filter((row) => row.round >= part.from && row.round <= part.to).length;
      expect(data!.importSeason.resultsRecorded, part.name).toBe(played);
      // The clubs are created by the first import, and matched by name by the next two.
      expect(data!.importSeason.teamsCreated, part.name).toBe(part === PARTS[0] ? 20 : 0);
      seasonIds.push(data!.importSeason.tournament.id);
      await new TournamentManagementService(await under.ctx()).setPublished(data!.importSeason.tournament.id, true);
    }
  }, 900_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('sums the three season tables row by row, and so equals the published 2022-23 table', async () => {
    const { data, errors } = await visitor().gql<{
      competition: { name: string; seasons: { id: number }[]; allTimeTable: Row[] };
      s1: Row[];
      s2: Row[];
      s3: Row[];
    }>(
      `query ($id: Int!, $s1: Int!, $s2: Int!, $s3: Int!) {
        competition(id: $id) { name seasons { id } allTimeTable { ${ROW} } }
        s1: standings(tournamentId: $s1) { ${ROW} }
        s2: standings(tournamentId: $s2) { ${ROW} }
        s3: standings(tournamentId: $s3) { ${ROW} }
      }`,
      { id: under.competition.id, s1: seasonIds[0], s2: seasonIds[1], s3: seasonIds[2] },
    );
    expect(errors).toBeUndefined();
    const competition = data!.competition;
    expect(competition.seasons.map((season) => season.id).sort()).toEqual([...seasonIds].sort());
    expect(competition.allTimeTable).toHaveLength(20);
    for (const row of competition.allTimeTable) {
      const parts = [data!.s1, data!.s2, data!.s3].map((table) => table.find((each) => each.teamId === row.teamId)!);
      const sum = (field: keyof Row) => parts.reduce((total, part) => total + Number(part[field]), 0);
      expect(
        {
          team: row.teamName,
          played: row.matchesPlayed,
          won: row.wins,
          drawn: row.draws,
          lost: row.losses,
          for: row.goalsFor,
          against: row.goalsAgainst,
          points: row.points,
        },
        row.teamName,
      ).toEqual({
        team: parts[0].teamName,
        played: sum('matchesPlayed'),
        won: sum('wins'),
        drawn: sum('draws'),
        lost: sum('losses'),
        for: sum('goalsFor'),
        against: sum('goalsAgainst'),
        points: sum('points'),
      });
    }
    // Ranked by the competition's rules (points, goal difference, goals for): the published final table.
    const published = await readCsv(fixture('football', 'table.csv'));
    expect(competition.allTimeTable.map((row) => [row.position, row.teamName, row.points, row.goalDifference])).toEqual(
      published.map((row) => [Number(row.position), row.team, Number(row.points), Number(row.goal_difference)]),
    );
  });

  it('names each season’s champion from its final table, and keeps each table in the archive', async () => {
    const { data, errors } = await visitor().gql<{
      competition: {
        archive: { season: { id: number }; champion: { name: string } | null; decidedBy: string; table: Row[] }[];
      };
    }>(
      `query ($id: Int!) {
        competition(id: $id) { archive { season { id } champion { name } decidedBy table { ${ROW} } } }
      }`,
      { id: under.competition.id },
    );
    expect(errors).toBeUndefined();
    // Newest first; each champion is the part's leader on points then goal difference, counted here.
    const archive = data!.competition.archive;
    expect(archive.map((entry) => entry.season.id)).toEqual([...seasonIds].reverse());
    for (const [index, part] of PARTS.entries()) {
      const points = new Map<string, [number, number]>();
      for (const row of results.filter((each) => each.round >= part.from && each.round <= part.to)) {
        const add = (team: string, scored: number, conceded: number) => {
          const [p, gd] = points.get(team) ?? [0, 0];
          points.set(team, [p + (scored > conceded ? 3 : scored === conceded ? 1 : 0), gd + scored - conceded]);
        };
        add(row.home, row.homeGoals, row.awayGoals);
        add(row.away, row.awayGoals, row.homeGoals);
      }
      const leader = [...points].sort((a, b) => b[1][0] - a[1][0] || b[1][1] - a[1][1])[0][0];
      const entry = archive.find((each) => each.season.id === seasonIds[index])!;
      expect(entry.champion?.name, part.name).toBe(leader);
      expect(entry.decidedBy).toBe('TABLE');
      expect(entry.table[0].teamName).toBe(leader);
    }
  });

  it('keeps the records: biggest wins, highest team totals and most goals by a team in a season', async () => {
    const { data, errors } = await visitor().gql<{
      competition: {
        records: {
          biggestWins: { winnerName: string; loserName: string; margin: number; by: string; score: string }[];
          highestTotals: { teamName: string; total: number }[];
          teamGoalsInSeason: { teamName: string; seasonName: string; goals: number }[];
          playerGoalsInSeason: { goals: number }[];
          bestBatting: unknown[];
        };
      };
    }>(
      `query ($id: Int!) {
        competition(id: $id) {
          records {
            biggestWins { winnerName loserName margin by score }
            highestTotals { teamName total }
            teamGoalsInSeason { teamName seasonName goals }
            playerGoalsInSeason { goals }
            bestBatting { runs }
          }
        }
      }`,
      { id: under.competition.id },
    );
    expect(errors).toBeUndefined();
    const records = data!.competition.records;
    // Counted from the file: the widest margins and the most goals by one side in a match.
    const margins = results.map((row) => Math.abs(row.homeGoals - row.awayGoals)).sort((a, b) => b - a);
    expect(records.biggestWins.map((win) => win.margin)).toEqual(margins.slice(0, 5));
    expect(records.biggestWins.every((win) => win.by === 'GOALS')).toBe(true);
    const widest = results.find((row) => Math.abs(row.homeGoals - row.awayGoals) === margins[0])!;
    const [winner, loser] =
      widest.homeGoals > widest.awayGoals ? [widest.home, widest.away] : [widest.away, widest.home];
    expect(records.biggestWins[0]).toMatchObject({
      winnerName: winner,
      loserName: loser,
      score: `${Math.max(widest.homeGoals, widest.awayGoals)}-${Math.min(widest.homeGoals, widest.awayGoals)}`,
    });
    const totals = results.flatMap((row) => [row.homeGoals, row.awayGoals]).sort((a, b) => b - a);
    expect(records.highestTotals.map((row) => row.total)).toEqual(totals.slice(0, 5));
    const seasonGoals = new Map<string, number>();
    for (const part of PARTS) {
      for (const row of results.filter((each) => each.round >= part.from && each.round <= part.to)) {
        seasonGoals.set(`${part.name}|${row.home}`, (seasonGoals.get(`${part.name}|${row.home}`) ?? 0) + row.homeGoals);
        seasonGoals.set(`${part.name}|${row.away}`, (seasonGoals.get(`${part.name}|${row.away}`) ?? 0) + row.awayGoals);
      }
    }
    const best = [...seasonGoals].sort((a, b) => b[1] - a[1])[0];
    expect(records.teamGoalsInSeason[0]).toEqual({
      seasonName: best[0].split('|')[0],
      teamName: best[0].split('|')[1],
      goals: best[1],
    });
    // Results entered as scores name no scorer, and football has no batting.
    expect(records.playerGoalsInSeason).toEqual([]);
    expect(records.bestBatting).toEqual([]);
  });

  it('answers head-to-head across every season: Arsenal v Manchester City', async () => {
    const arsenal = await server.em().fork().findOneOrFail(Team, { name: 'Arsenal FC' });
    const city = await server.em().fork().findOneOrFail(Team, { name: 'Manchester City FC' });
    const meetings = results.filter(
      (row) => [row.home, row.away].includes('Arsenal FC') && [row.home, row.away].includes('Manchester City FC'),
    );
    const expected = { played: meetings.length, won: 0, drawn: 0, lost: 0, scoredFor: 0, scoredAgainst: 0 };
    for (const row of meetings) {
      const [mine, theirs] =
        row.home === 'Arsenal FC' ? [row.homeGoals, row.awayGoals] : [row.awayGoals, row.homeGoals];
      expected.scoredFor += mine;
      expected.scoredAgainst += theirs;
      if (mine > theirs) expected.won += 1;
      else if (mine < theirs) expected.lost += 1;
      else expected.drawn += 1;
    }
    const { data, errors } = await visitor().gql<{
      publicTeam: {
        headToHead: {
          played: number;
          won: number;
          drawn: number;
          lost: number;
          scoredFor: number;
          scoredAgainst: number;
          lastMeetings: { id: number; homeTeam: { name: string } }[];
        };
      };
    }>(
      `query ($id: Int!, $other: Int!) {
        publicTeam(id: $id) {
          headToHead(opponentId: $other) {
            played won drawn lost scoredFor scoredAgainst
            lastMeetings { id homeTeam { name } }
          }
        }
      }`,
      { id: arsenal.id, other: city.id },
    );
    expect(errors).toBeUndefined();
    const { lastMeetings, ...tally } = data!.publicTeam.headToHead;
    expect(tally).toEqual(expected);
    // Newest first.
    const newestFirst = [...meetings].sort((a, b) => b.date.localeCompare(a.date));
    expect(lastMeetings.map((match) => match.homeTeam.name)).toEqual(newestFirst.map((row) => row.home));
    expect(meetings.length).toBe(2);
  });
});
