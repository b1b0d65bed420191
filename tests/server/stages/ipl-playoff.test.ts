import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCricketResults } from '../../../server/src/app/demo/cricket-csv.js';
import { repoPath } from '../../../server/src/repo-path.js';
import { Sport, TournamentType } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { Role } from '../../../server/src/modules/users/user.entity.js';
import { TestClient } from '../../support/client.js';
import { createClub, createTeam, createTournament, createUser, registerTeams } from '../../support/factories.js';
import { cricketScore, readCsv } from '../../support/season.js';
import { startTestServer, type TestServer } from '../../support/server.js';
import { roundTripSeason, stagesWithoutIds } from '../season-io/support.js';

const fixture = (...parts: string[]) => repoPath('tests', 'fixtures', ...parts);

/** NRR as points tables print it: sign and three decimals. */
const signed = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(3)}`;

type Team = { id: number; name: string } | null;
type MatchRow = {
  id: number;
  roundName: string | null;
  status: string;
  homeTeam: Team;
  awayTeam: Team;
  homeSlotLabel: string | null;
  awaySlotLabel: string | null;
  homeTeamScore: number | null;
  awayTeamScore: number | null;
  winnerTeamId: number | null;
  decidedBy: string | null;
};
type StageRow = {
  id: number;
  name: string;
  format: string;
  slots: { position: number; label: string | null; teamId: number | null }[];
  groups: {
    name: string;
    standings: {
      position: number;
      teamName: string;
      matchesPlayed: number;
      wins: number;
      losses: number;
      noResults: number;
      points: number;
      netRunRate: number;
    }[];
  }[];
  matches: MatchRow[];
};

const STAGES = `query Stages($id: Int!) {
  publicTournament(id: $id) {
    stages {
      id name format
      slots { position label teamId }
      groups { name standings { position teamName matchesPlayed wins losses noResults points netRunRate } }
      matches {
        id roundName status homeSlotLabel awaySlotLabel homeTeamScore awayTeamScore winnerTeamId decidedBy
        homeTeam { id name } awayTeam { id name }
      }
    }
  }
}`;
const ADD_STAGE = `mutation($t: Int!, $i: StageInput!) { addStage(tournamentId: $t, input: $i) { id } }`;
const RECORD = `mutation Record($matchId: Int!, $input: ResultInput!) {
  recordResult(matchId: $matchId, input: $input) { id status winnerTeamId decidedBy }
}`;

/**
 * IPL 2023: the real league stage (70 matches, Data: cricsheet.org) in a LEAGUE stage, then a page playoff whose
 * slots read the table. Qualifier 1, the Eliminator and Qualifier 2 are the real results; the real final was
 * decided by DLS, so the final here is crafted as a tie that a super over decides.
 */
describe('an IPL season: a league, then a page playoff with a super over, through the API', () => {
  let server: TestServer;
  let organiser: TestClient;
  let visitor: TestClient;
  let tournamentId: number;
  let leagueId: number;
  let playoffId: number;
  const teamIds = new Map<string, number>();
  let rows: Awaited<ReturnType<typeof readCricketResults>>;

  beforeAll(async () => {
    server = await startTestServer();
    const em = server.em();
    rows = await readCricketResults(fixture('cricket', 'ipl2023', 'matches.csv'));
    const creator = await createUser(em, { role: Role.tournament_creator, email: 'ipl@example.test' });
    const club = await createClub(em, creator);
    const teams = [];
    for (const name of [...new Set(rows.flatMap((row) => [row.team1, row.team2]))]) {
      const team = await createTeam(em, club, { name, sport: Sport.cricket });
      teamIds.set(name, team.id);
      teams.push(team);
    }
    const tournament = await createTournament(em, creator, {
      name: 'IPL 2023',
      sport: Sport.cricket,
      tournamentType: TournamentType.round_robin,
      isPublished: true,
      startDate: '2023-03-31',
      endDate: '2023-05-29',
    });
    tournamentId = tournament.id;
    await registerTeams(em, tournament, teams);
    organiser = new TestClient(server.url);
    await organiser.signIn('ipl@example.test');
    visitor = new TestClient(server.url);
  }, 600_000);
  afterAll(async () => {
    await server.stop();
  });

  const stages = async (id = tournamentId, client = visitor) => {
    const response = await client.gql<{ publicTournament: { stages: StageRow[] } }>(STAGES, { id });
    expect(response.errors).toBeUndefined();
    return response.data!.publicTournament.stages;
  };

  it('adds the league (every registered team) and the page playoff reading its top four', async () => {
    const league = await organiser.gql<{ addStage: { id: number } }>(ADD_STAGE, {
      t: tournamentId,
      i: { name: 'League stage', format: 'LEAGUE' },
    });
    expect(league.errors).toBeUndefined();
    leagueId = league.data!.addStage.id;
    const three = await organiser.gql(ADD_STAGE, {
      t: tournamentId,
      i: {
        name: 'Playoffs',
        format: 'PAGE_PLAYOFF',
        slots: [1, 2, 3].map((position) => ({ stageId: leagueId, position })),
      },
    });
    expect(three.errors?.[0].extensions?.fields).toEqual({ slots: 'A page playoff has four slots, 1st to 4th' });
    const eleventh = await organiser.gql(ADD_STAGE, {
      t: tournamentId,
      i: {
        name: 'Playoffs',
        format: 'PAGE_PLAYOFF',
        slots: [1, 2, 3, 11].map((position) => ({ stageId: leagueId, position })),
      },
    });
    expect(eleventh.errors?.[0].extensions?.fields).toEqual({ 'slots.3.position': 'League stage has 10 teams' });
    const playoff = await organiser.gql<{ addStage: { id: number } }>(ADD_STAGE, {
      t: tournamentId,
      i: {
        name: 'Playoffs',
        format: 'PAGE_PLAYOFF',
        slots: [1, 2, 3, 4].map((position) => ({ stageId: leagueId, position })),
      },
    });
    expect(playoff.errors).toBeUndefined();
    playoffId = playoff.data!.addStage.id;
    const generated = await organiser.gql<{ generateFixtures: { roundName: string }[] }>(
      `mutation($t: Int!, $s: Int) { generateFixtures(tournamentId: $t, stageId: $s) { roundName } }`,
      { t: tournamentId, s: playoffId },
    );
    expect(generated.data?.generateFixtures.map((match) => match.roundName)).toEqual([
      'Qualifier 1',
      'Eliminator',
      'Qualifier 2',
      'Final',
    ]);
    const [, playoffs] = await stages();
    expect(playoffs.slots.map((slot) => slot.label)).toEqual([
      'Winner League stage',
      'Runner-up League stage',
      '3rd place League stage',
      '4th place League stage',
    ]);
  });

  it('plays the real league as scheduled (added by hand into the stage) and ranks it as published', async () => {
    const ids: number[] = [];
    for (const row of rows) {
      const added = await organiser.gql<{ addMatch: { id: number } }>(
        `mutation($i: AddMatchInput!) { addMatch(input: $i) { id } }`,
        {
          i: {
            tournamentId,
            stageId: leagueId,
            homeTeamId: teamIds.get(row.team1),
            awayTeamId: teamIds.get(row.team2),
            matchNumber: row.matchNo,
            roundNumber: row.matchNo,
            scheduledDate: `${row.date}T14:00:00Z`,
          },
        },
      );
      expect(added.errors).toBeUndefined();
      ids.push(added.data!.addMatch.id);
    }
    for (const [index, row] of rows.slice(0, -2).entries()) {
      const response = await organiser.gql(RECORD, { matchId: ids[index], input: cricketScore(row) });
      expect(response.errors, `match ${row.matchNo}`).toBeUndefined();
    }
    expect((await stages())[1].matches.every((match) => match.homeTeam === null)).toBe(true);
    // The last two league matches complete at once: the playoff is filled exactly once, from the final table.
    const last = await Promise.all(
      rows
        .slice(-2)
        .map((row, index) =>
          organiser.gql(RECORD, { matchId: ids[rows.length - 2 + index], input: cricketScore(row) }),
        ),
    );
    expect(last.map((response) => response.errors)).toEqual([undefined, undefined]);

    const [league] = await stages();
    const published = await readCsv(fixture('cricket', 'ipl2023', 'table.csv'));
    expect(
      league.groups[0].standings.map((row) => [
        row.position,
        row.teamName,
        row.matchesPlayed,
        row.wins,
        row.losses,
        row.noResults,
        row.points,
        signed(row.netRunRate),
      ]),
    ).toEqual(
      published.map((row) => [
        Number(row.position),
        row.team,
        Number(row.played),
        Number(row.won),
        Number(row.lost),
        Number(row.no_result),
        Number(row.points),
        row.net_run_rate,
      ]),
    );
  });

  it('seats the top four, sends the loser of Qualifier 1 to Qualifier 2, and decides a tied final by super over', async () => {
    const playoff = async () => (await stages())[1];
    const at = async (roundName: string) => (await playoff()).matches.find((match) => match.roundName === roundName)!;
    const teams = async (roundName: string) => {
      const match = await at(roundName);
      return `${match.homeTeam?.name ?? match.homeSlotLabel ?? 'TBD'} v ${match.awayTeam?.name ?? match.awaySlotLabel ?? 'TBD'}`;
    };
    expect(await teams('Qualifier 1')).toBe('Gujarat Titans v Chennai Super Kings');
    expect(await teams('Eliminator')).toBe('Lucknow Super Giants v Mumbai Indians');
    // The later rounds say where their sides come from.
    expect(await teams('Qualifier 2')).toBe('Loser Qualifier 1 v Winner Eliminator');
    expect(await teams('Final')).toBe('Winner Qualifier 1 v Winner Qualifier 2');

    // Qualifier 1, Chennai, 23 May 2023: CSK 172/7, GT 157 all out (20 overs). CSK batted first.
    const q1 = await organiser.gql(RECORD, {
      matchId: (await at('Qualifier 1')).id,
      input: {
        battedFirst: 'away',
        awayTeamScore: 172,
        awayWickets: 7,
        awayBalls: 120,
        homeTeamScore: 157,
        homeWickets: 10,
        homeBalls: 120,
        homeAllOut: true,
      },
    });
    expect(q1.errors).toBeUndefined();
    // Eliminator, Chennai, 24 May 2023: MI 182/8, LSG 101 all out in 16.3 overs.
    const eliminator = await organiser.gql(RECORD, {
      matchId: (await at('Eliminator')).id,
      input: {
        battedFirst: 'away',
        awayTeamScore: 182,
        awayWickets: 8,
        awayBalls: 120,
        homeTeamScore: 101,
        homeWickets: 10,
        homeBalls: 99,
        homeAllOut: true,
      },
    });
    expect(eliminator.errors).toBeUndefined();
    expect(await teams('Qualifier 2')).toBe('Gujarat Titans v Mumbai Indians');
    expect(await teams('Final')).toBe('Chennai Super Kings v Winner Qualifier 2');

    // Qualifier 2, Ahmedabad, 26 May 2023: GT 233/3, MI 171 all out in 18.2 overs.
    const q2 = await organiser.gql(RECORD, {
      matchId: (await at('Qualifier 2')).id,
      input: {
        battedFirst: 'home',
        homeTeamScore: 233,
        homeWickets: 3,
        homeBalls: 120,
        awayTeamScore: 171,
        awayWickets: 10,
        awayBalls: 110,
        awayAllOut: true,
      },
    });
    expect(q2.errors).toBeUndefined();
    expect(await teams('Final')).toBe('Chennai Super Kings v Gujarat Titans');

    // The final, crafted: level on 214 runs. Without a super over it cannot complete.
    const finalId = (await at('Final')).id;
    const tied = {
      battedFirst: 'away',
      awayTeamScore: 214,
      awayWickets: 4,
      awayBalls: 120,
      homeTeamScore: 214,
      homeWickets: 6,
      homeBalls: 120,
      resultKind: 'tie',
    };
    const refused = await organiser.gql(RECORD, { matchId: finalId, input: tied });
    expect(refused.errors?.[0].extensions?.fields).toEqual({
      'input.decider': 'The scores are level and a knockout match needs a winner: name the decider (SUPER_OVER)',
    });
    expect((await at('Final')).status).toBe('scheduled');
    const decided = await organiser.gql(RECORD, {
      matchId: finalId,
      input: { ...tied, decider: 'SUPER_OVER', deciderWinner: 'home' },
    });
    expect(decided.errors).toBeUndefined();

    const names = new Map([...teamIds].map(([name, id]) => [id, name]));
    expect(
      (await playoff()).matches.map(
        (match) =>
          `${match.roundName}: ${match.homeTeam!.name} ${match.homeTeamScore} v ${match.awayTeam!.name} ${match.awayTeamScore}, ` +
          `won by ${names.get(match.winnerTeamId!)}${match.decidedBy ? ` ${match.decidedBy}` : ''}`,
      ),
    ).toEqual([
      'Qualifier 1: Gujarat Titans 157 v Chennai Super Kings 172, won by Chennai Super Kings',
      'Eliminator: Lucknow Super Giants 101 v Mumbai Indians 182, won by Mumbai Indians',
      'Qualifier 2: Gujarat Titans 233 v Mumbai Indians 171, won by Gujarat Titans',
      'Final: Chennai Super Kings 214 v Gujarat Titans 214, won by Chennai Super Kings after a super over',
    ]);
  });

  it('goes out as a season file and comes back with the same league table and playoff, super over included', async () => {
    const { copyId } = await roundTripSeason(organiser, tournamentId);
    const withoutIds = async (id: number) => stagesWithoutIds(await stages(id, organiser));
    const copy = await withoutIds(copyId);
    expect(copy).toEqual(await withoutIds(tournamentId));
    expect(copy[1].matches.map((match) => match.decidedBy)).toEqual([null, null, null, 'after a super over']);
  });
});
