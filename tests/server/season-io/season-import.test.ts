// Whole seasons in (issue 53): the real Premier League 2022-23 and CPL 2023 through each importer give
// their published tables; a bad line stores nothing; only the organiser imports; progress is pushed.
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { Role, type User } from '../../../server/src/modules/users/user.entity.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createTournament, createUser } from '../../support/factories.js';
import { readCsv } from '../../support/season.js';
import { subscribe } from '../../support/subscriptions.js';
import { TestClient } from '../../support/client.js';
import { signedInClient, useTestServer } from '../management/support.js';
import { ImportSeason, Table, fixture, upload, type ImportData, type TableRow } from './support.js';
import { Match } from '../../../server/src/modules/matches/match.entity.js';
import { Team } from '../../../server/src/modules/teams/team.entity.js';

const Progress = /* GraphQL */ `
  subscription Progress($key: String!) {
    seasonImportProgress(progressKey: $key) {
      phase
      done
      total
      errors
    }
  }
`;
type ProgressData = { seasonImportProgress: { phase: string; done: number; total: number; errors: string[] } };

/** The published Premier League table in the standings' fields. */
async function publishedPremierLeague() {
  return (await readCsv(fixture('football', 'table.csv'))).map((row) => ({
    position: Number(row.position),
    teamName: row.team,
    matchesPlayed: Number(row.played),
    wins: Number(row.won),
    draws: Number(row.drawn),
    losses: Number(row.lost),
    runsFor: Number(row.goals_for),
    runsAgainst: Number(row.goals_against),
    points: Number(row.points),
  }));
}

async function table(client: TestClient, id: number): Promise<TableRow[]> {
  const response = await client.gql<{ standings: TableRow[] }>(Table, { id });
  expect(response.errors).toBeUndefined();
  return response.data!.standings;
}

function footballColumns(rows: TableRow[]) {
  return rows.map(({ position, teamName, matchesPlayed, wins, draws, losses, runsFor, runsAgainst, points }) => ({
    position,
    teamName,
    matchesPlayed,
    wins,
    draws,
    losses,
    runsFor,
    runsAgainst,
    points,
  }));
}

describe('whole seasons in', () => {
  const server = useTestServer();
  let organiser: TestClient;
  let organiserUser: User;
  let em: EntityManager;

  beforeAll(async () => {
    em = server.em();
    organiserUser = await createUser(em, { role: Role.tournament_creator });
    organiser = await signedInClient(server, organiserUser.email);
  });

  it('Premier League 2022-23 from the CSV (uploaded to the draft, progress pushed) gives the published table', async () => {
    const draft = await createTournament(em, organiserUser, {
      name: 'Premier League 2022-23',
      isPublished: true,
      startDate: '2022-08-01',
      endDate: '2023-05-31',
    });
    const watcher = await subscribe<ProgressData>(server.url, Progress, { key: 'pl-csv' }, organiser.cookieHeader);
    const csv = await readFile(fixture('football', 'results.csv'), 'utf8');
    const started = Date.now();
    const response = await upload(organiser, draft.id, 'csv', csv, 'text/csv', 'pl-csv');
    console.log('PL CSV import ms', Date.now() - started);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ teamsCreated: 20, fixturesCreated: 380, resultsRecorded: 380 });
    expect(footballColumns(await table(organiser, draft.id))).toEqual(await publishedPremierLeague());

    const seen: ProgressData['seasonImportProgress'][] = [];
    for (;;) {
      const next = await watcher.next(5_000);
      seen.push(next.data!.seasonImportProgress);
      if (['DONE', 'FAILED'].includes(next.data!.seasonImportProgress.phase)) break;
    }
    await watcher.close();
    const importing = seen.filter((progress) => progress.phase === 'IMPORTING');
    expect(importing.at(-1)).toMatchObject({ done: 380, total: 380 });
    expect(importing.map((progress) => progress.done)).toEqual([...importing.map((p) => p.done)].sort((a, b) => a - b));
    expect(seen.at(-1)).toMatchObject({ phase: 'DONE', done: 380 });

    // The table out as CSV: the published columns, row for row.
    const csvOut = await organiser.fetch(`/api/tournaments/${draft.id}/table.csv`);
    expect(csvOut.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = (await csvOut.text()).trim().split('\r\n');
    expect(lines[0]).toBe('position,team,played,won,drawn,lost,goals_for,goals_against,goal_difference,points');
    const published = await readCsv(fixture('football', 'table.csv'));
    expect(lines.slice(1)).toEqual(
      published.map((row) =>
        [
          row.position,
          row.team,
          row.played,
          row.won,
          row.drawn,
          row.lost,
          row.goals_for,
          row.goals_against,
          row.goal_difference,
          row.points,
        ].join(','),
      ),
    );
  }, 600_000);

  it('the same season from openfootball JSON, into a new tournament in one call, gives the same table', async () => {
    const json = await readFile(fixture('football', 'premier-league-2022-23.json'), 'utf8');
    const response = await organiser.gql<ImportData>(ImportSeason, {
      input: { format: 'OPENFOOTBALL_JSON', newTournament: {} },
      content: json,
    });
    expect(response.errors).toBeUndefined();
    const { tournament, teamsMatched, fixturesCreated, resultsRecorded } = response.data!.importSeason;
    // The organiser's own teams of the CSV import are found by name, not made again.
    expect({ teamsMatched, fixturesCreated, resultsRecorded }).toEqual({
      teamsMatched: 20,
      fixturesCreated: 380,
      resultsRecorded: 380,
    });
    expect(tournament).toMatchObject({
      name: 'Premier League 2022/23',
      sport: 'football',
      startDate: '2022-08-05',
      endDate: '2023-05-28',
    });
    // A draft is its organiser's: the table is read as them.
    expect(footballColumns(await table(organiser, tournament.id))).toEqual(await publishedPremierLeague());
  }, 600_000);

  it('CPL 2023 from its cricket CSV gives the published table', async () => {
    const csv = await readFile(fixture('cricket', 'cpl2023', 'matches.csv'), 'utf8');
    const response = await organiser.gql<ImportData>(ImportSeason, {
      input: { format: 'CSV', newTournament: { name: 'CPL 2023' } },
      content: csv,
    });
    expect(response.errors).toBeUndefined();
    expect(response.data!.importSeason).toMatchObject({ teamsCreated: 6, fixturesCreated: 30, resultsRecorded: 30 });
    expect(response.data!.importSeason.tournament.sport).toBe('cricket');
    const rows = await table(organiser, response.data!.importSeason.tournament.id);
    const published = await readCsv(fixture('cricket', 'cpl2023', 'table.csv'));
    // The published table is partly known (tests/fixtures/cricket/cpl2023): every known cell must agree.
    for (const row of published) {
      const ours = rows.find((each) => each.teamName === row.team)!;
      const known: [string, number | string][] = [
        ['position', ours.position],
        ['played', ours.matchesPlayed],
        ['won', ours.wins],
        ['lost', ours.losses],
        ['no_result', ours.noResults],
        ['points', ours.points],
        ['net_run_rate', `${ours.netRunRate! >= 0 ? '+' : ''}${ours.netRunRate!.toFixed(3)}`],
      ];
      for (const [column, value] of known) {
        if (row[column]) expect(String(value), `${row.team} ${column}`).toBe(row[column]);
      }
    }
    expect(published.filter((row) => row.points).length).toBeGreaterThanOrEqual(4);
  }, 600_000);

  it('a date in the wrong form on line 17 stores nothing and names line 17 and the column', async () => {
    const lines = (await readFile(fixture('football', 'results.csv'), 'utf8')).split('\n');
    // Line 17 of the file (the header is line 1), as an editor numbers it.
    const [year, month, day] = lines[16].split(',')[1].split('-');
    lines[16] = lines[16].replace(`${year}-${month}-${day}`, `${day}/${month}/${year}`);
    const draft = await createTournament(em, organiserUser, {
      startDate: '2022-08-01',
      endDate: '2023-05-31',
      isPublished: false,
    });
    const before = { teams: await em.fork().count(Team, {}), matches: await em.fork().count(Match, {}) };
    const response = await upload(organiser, draft.id, 'csv', lines.join('\n'), 'text/csv');
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(
      /^Line 17, column date: "\d\d\/\d\d\/\d{4}" is not a date in the form YYYY-MM-DD$/,
    );
    expect(Object.keys(response.body.fields as object)).toEqual(['line 17.date']);
    expect({ teams: await em.fork().count(Team, {}), matches: await em.fork().count(Match, {}) }).toEqual(before);

    // A result the scores contradict, found only while storing, rolls back every line before it.
    const cpl = (await readFile(fixture('cricket', 'cpl2023', 'matches.csv'), 'utf8')).split('\n');
    cpl[20] = cpl[20].replace(
      /,(Jamaica Tallawahs|St Lucia Kings|Barbados Royals|Guyana Amazon Warriors|Trinbago Knight Riders|St Kitts and Nevis Patriots),,,/,
      (whole, winner: string) =>
        whole.replace(winner, cpl[20].split(',')[2] === winner ? cpl[20].split(',')[3] : cpl[20].split(',')[2]),
    );
    const contradicted = await organiser.gql<ImportData>(ImportSeason, {
      input: { format: 'CSV', newTournament: { name: 'CPL contradicted' } },
      content: cpl.join('\n'),
    });
    expect(contradicted.errors?.[0].message).toMatch(/^Line 21: column result: the scores make .* the winner/);
    expect({ teams: await em.fork().count(Team, {}), matches: await em.fork().count(Match, {}) }).toEqual(before);
  });

  it('only the tournament’s organiser imports into it', async () => {
    const published = await createTournament(em, organiserUser, { startDate: '2022-08-01', endDate: '2023-05-31' });
    const csv = 'date,home,away,home_score,away_score\n2022-08-05,A FC,B FC,1,0\n';
    const other = await createUser(em, { role: Role.tournament_creator });
    const stranger = await signedInClient(server, other.email);
    expect((await upload(stranger, published.id, 'csv', csv, 'text/csv')).status).toBe(403);
    const anonymous = new TestClient(server.url);
    expect((await upload(anonymous, published.id, 'csv', csv, 'text/csv')).status).toBe(401);
    // A page on another site cannot post a file as the organiser.
    const crossSite = await organiser.fetch(`/api/tournaments/${published.id}/season-import?format=csv`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', origin: 'https://elsewhere.example' },
      body: csv,
    });
    expect(crossSite.status).toBe(403);
    expect(await em.fork().count(Match, { tournament: published.id })).toBe(0);
  });
});
