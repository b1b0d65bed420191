import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoPath } from '../../../server/src/repo-path.js';
import { Sport, TournamentType } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { Role } from '../../../server/src/modules/users/user.entity.js';
import { TestClient } from '../../support/client.js';
import { createClub, createTeam, createTournament, createUser, registerTeams } from '../../support/factories.js';
import { readCsv } from '../../support/season.js';
import { startTestServer, type TestServer } from '../../support/server.js';
import { roundTripSeason, stagesWithoutIds } from '../season-io/support.js';

/** FIFA World Cup Qatar 2022 (tests/fixtures/football/world-cup-2022.csv), played through the GraphQL API. */
const GROUPS: Record<string, string[]> = {
  'Group A': ['Qatar', 'Ecuador', 'Senegal', 'Netherlands'],
  'Group B': ['England', 'Iran', 'United States', 'Wales'],
  'Group C': ['Argentina', 'Saudi Arabia', 'Mexico', 'Poland'],
  'Group D': ['France', 'Australia', 'Denmark', 'Tunisia'],
  'Group E': ['Spain', 'Costa Rica', 'Germany', 'Japan'],
  'Group F': ['Belgium', 'Canada', 'Morocco', 'Croatia'],
  'Group G': ['Brazil', 'Serbia', 'Switzerland', 'Cameroon'],
  'Group H': ['Portugal', 'Ghana', 'Uruguay', 'South Korea'],
};

/** The published final group tables: team, played, won, drawn, lost, goals for, against, points. */
const TABLES: Record<string, string[]> = {
  'Group A': ['Netherlands 3 2 1 0 5 1 7', 'Senegal 3 2 0 1 5 4 6', 'Ecuador 3 1 1 1 4 3 4', 'Qatar 3 0 0 3 1 7 0'],
  'Group B': ['England 3 2 1 0 9 2 7', 'United States 3 1 2 0 2 1 5', 'Iran 3 1 0 2 4 7 3', 'Wales 3 0 1 2 1 6 1'],
  'Group C': ['Argentina 3 2 0 1 5 2 6', 'Poland 3 1 1 1 2 2 4', 'Mexico 3 1 1 1 2 3 4', 'Saudi Arabia 3 1 0 2 3 5 3'],
  'Group D': ['France 3 2 0 1 6 3 6', 'Australia 3 2 0 1 3 4 6', 'Tunisia 3 1 1 1 1 1 4', 'Denmark 3 0 1 2 1 3 1'],
  'Group E': ['Japan 3 2 0 1 4 3 6', 'Spain 3 1 1 1 9 3 4', 'Germany 3 1 1 1 6 5 4', 'Costa Rica 3 1 0 2 3 11 3'],
  'Group F': ['Morocco 3 2 1 0 4 1 7', 'Croatia 3 1 2 0 4 1 5', 'Belgium 3 1 1 1 1 2 4', 'Canada 3 0 0 3 2 7 0'],
  'Group G': ['Brazil 3 2 0 1 3 1 6', 'Switzerland 3 2 0 1 4 3 6', 'Cameroon 3 1 1 1 4 4 4', 'Serbia 3 0 1 2 5 8 1'],
  'Group H': ['Portugal 3 2 0 1 6 4 6', 'South Korea 3 1 1 1 4 4 4', 'Uruguay 3 1 1 1 2 2 4', 'Ghana 3 1 0 2 5 7 3'],
};

/** The bracket as it was played: round, home v away, score, how a level match was decided. */
const BRACKET = [
  'Round of 16: Netherlands 3-1 United States',
  'Round of 16: Argentina 2-1 Australia',
  'Round of 16: Japan 1-1 Croatia (3-1 on penalties) won by Croatia',
  'Round of 16: Brazil 4-1 South Korea',
  'Round of 16: England 3-0 Senegal',
  'Round of 16: France 3-1 Poland',
  'Round of 16: Morocco 0-0 Spain (3-0 on penalties) won by Morocco',
  'Round of 16: Portugal 6-1 Switzerland',
  'Quarter-final: Netherlands 2-2 Argentina (4-3 on penalties) won by Argentina',
  'Quarter-final: Croatia 1-1 Brazil (4-2 on penalties) won by Croatia',
  'Quarter-final: England 1-2 France',
  'Quarter-final: Morocco 1-0 Portugal',
  'Semi-final: Argentina 3-0 Croatia',
  'Semi-final: France 2-0 Morocco',
  'Third-place play-off: Croatia 2-1 Morocco',
  'Final: Argentina 3-3 France (4-2 on penalties) won by Argentina',
];

/** Winners and runners-up in the order FIFA's bracket reads them. */
const SLOTS: [string, number][] = [
  ['Group A', 1],
  ['Group B', 2],
  ['Group C', 1],
  ['Group D', 2],
  ['Group E', 1],
  ['Group F', 2],
  ['Group G', 1],
  ['Group H', 2],
  ['Group B', 1],
  ['Group A', 2],
  ['Group D', 1],
  ['Group C', 2],
  ['Group F', 1],
  ['Group E', 2],
  ['Group H', 1],
  ['Group G', 2],
];

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
      draws: number;
      losses: number;
      goalsFor: number;
      goalsAgainst: number;
      points: number;
    }[];
  }[];
  matches: MatchRow[];
};

const STAGES = `query Stages($id: Int!) {
  publicTournament(id: $id) {
    stages {
      id name format
      slots { position label teamId }
      groups { name standings { position teamName matchesPlayed wins draws losses goalsFor goalsAgainst points } }
      matches {
        id roundName status homeSlotLabel awaySlotLabel homeTeamScore awayTeamScore winnerTeamId decidedBy
        homeTeam { id name } awayTeam { id name }
      }
    }
  }
}`;

const RECORD = `mutation Record($matchId: Int!, $input: ResultInput!) {
  recordResult(matchId: $matchId, input: $input) { id status winnerTeamId decidedBy }
}`;

describe('a World Cup: 8 groups of 4 into a Round of 16 with penalty shoot-outs, through the API', () => {
  let server: TestServer;
  let organiser: TestClient;
  let visitor: TestClient;
  let tournamentId: number;
  const teamIds = new Map<string, number>();
  let results: Record<string, string>[];

  beforeAll(async () => {
    server = await startTestServer();
    const em = server.em();
    const creator = await createUser(em, { role: Role.tournament_creator, email: 'fifa@example.test' });
    const club = await createClub(em, creator);
    const teams = [];
    for (const name of Object.values(GROUPS).flat()) {
      const team = await createTeam(em, club, { name, sport: Sport.football });
      teamIds.set(name, team.id);
      teams.push(team);
    }
    // Typed as a knockout: a group stage's draws must stand all the same.
    const tournament = await createTournament(em, creator, {
      name: 'World Cup 2022',
      sport: Sport.football,
      tournamentType: TournamentType.knockout,
      isPublished: true,
      startDate: '2022-11-20',
      endDate: '2022-12-18',
    });
    tournamentId = tournament.id;
    await registerTeams(em, tournament, teams);
    organiser = new TestClient(server.url);
    await organiser.signIn('fifa@example.test');
    visitor = new TestClient(server.url);
    results = await readCsv(repoPath('tests', 'fixtures', 'football', 'world-cup-2022.csv'));
  }, 600_000);
  afterAll(async () => {
    await server.stop();
  });

  const stages = async (id = tournamentId) => {
    const response = await organiser.gql<{ publicTournament: { stages: StageRow[] } }>(STAGES, { id });
    expect(response.errors).toBeUndefined();
    return response.data!.publicTournament.stages;
  };

  const withoutIds = async (id: number) => stagesWithoutIds(await stages(id));

  /** Records the real result of the match between its two teams, whichever way round the fixture has them. */
  async function play(match: MatchRow, round: string) {
    const home = match.homeTeam!.name;
    const away = match.awayTeam!.name;
    const row = results.find(
      (result) =>
        (result.stage === round || (round === 'group' && result.stage === 'group')) &&
        ((result.home === home && result.away === away) || (result.home === away && result.away === home)),
    );
    expect(row, `${round}: ${home} v ${away}`).toBeDefined();
    const flipped = row!.home !== home;
    const goals = [Number(row!.home_goals), Number(row!.away_goals)];
    const pens = row!.home_penalties ? [Number(row!.home_penalties), Number(row!.away_penalties)] : null;
    const [h, a] = flipped ? [goals[1], goals[0]] : goals;
    const input: Record<string, unknown> = { homeTeamScore: h, awayTeamScore: a };
    if (pens) {
      input.decider = 'PENALTIES';
      input.homePenalties = flipped ? pens[1] : pens[0];
      input.awayPenalties = flipped ? pens[0] : pens[1];
    }
    const response = await organiser.gql(RECORD, { matchId: match.id, input });
    expect(response.errors, `${home} v ${away}`).toBeUndefined();
  }

  let groupStageId: number;
  let knockoutStageId: number;

  it('refuses bad stages, naming the field, and lets only the organiser add them', async () => {
    const groups = Object.entries(GROUPS).map(([name, names]) => ({
      name,
      teamIds: names.map((n) => teamIds.get(n)!),
    }));
    const twice = structuredClone(groups);
    twice[1].teamIds[0] = teamIds.get('Qatar')!;
    const refused = await organiser.gql(
      `mutation($t: Int!, $i: StageInput!) { addStage(tournamentId: $t, input: $i) { id } }`,
      {
        t: tournamentId,
        i: { name: 'Group stage', format: 'GROUPS', groups: twice },
      },
    );
    expect(refused.errors?.[0].extensions?.fields).toEqual({
      'groups.1.teamIds.0': `Team ${teamIds.get('Qatar')} is already in Group A: a team plays in one group only`,
    });
    const anonymous = await visitor.gql(
      `mutation($t: Int!, $i: StageInput!) { addStage(tournamentId: $t, input: $i) { id } }`,
      {
        t: tournamentId,
        i: { name: 'Group stage', format: 'GROUPS', groups },
      },
    );
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(await stages()).toEqual([]);

    const added = await organiser.gql<{ addStage: { id: number } }>(
      `mutation($t: Int!, $i: StageInput!) { addStage(tournamentId: $t, input: $i) { id } }`,
      { t: tournamentId, i: { name: 'Group stage', format: 'GROUPS', groups } },
    );
    expect(added.errors).toBeUndefined();
    groupStageId = added.data!.addStage.id;

    const slots = SLOTS.map(([groupName, position]) => ({ stageId: groupStageId, groupName, position }));
    const badGroup = await organiser.gql(
      `mutation($t: Int!, $i: StageInput!) { addStage(tournamentId: $t, input: $i) { id } }`,
      {
        t: tournamentId,
        i: {
          name: 'Knockout stage',
          format: 'KNOCKOUT',
          slots: [...slots.slice(0, 15), { stageId: groupStageId, groupName: 'Group Z', position: 2 }],
        },
      },
    );
    expect(badGroup.errors?.[0].extensions?.fields).toEqual({
      'slots.15.groupName': 'Group stage has no group named Group Z',
    });
    const six = await organiser.gql(
      `mutation($t: Int!, $i: StageInput!) { addStage(tournamentId: $t, input: $i) { id } }`,
      {
        t: tournamentId,
        i: { name: 'Knockout stage', format: 'KNOCKOUT', slots: slots.slice(0, 6) },
      },
    );
    expect(six.errors?.[0].extensions?.fields).toEqual({
      slots: 'A bracket has 2, 4, 8, 16... slots (6 given): fill the rest with byes',
    });

    const knockout = await organiser.gql<{ addStage: { id: number } }>(
      `mutation($t: Int!, $i: StageInput!) { addStage(tournamentId: $t, input: $i) { id } }`,
      { t: tournamentId, i: { name: 'Knockout stage', format: 'KNOCKOUT', slots, thirdPlaceMatch: true } },
    );
    expect(knockout.errors).toBeUndefined();
    knockoutStageId = knockout.data!.addStage.id;
  });

  it('generates each group’s round robin and the whole bracket, its slots named until the groups end', async () => {
    for (const stageId of [groupStageId, knockoutStageId]) {
      const generated = await organiser.gql<{ generateFixtures: { id: number }[] }>(
        `mutation($t: Int!, $s: Int) { generateFixtures(tournamentId: $t, stageId: $s) { id } }`,
        { t: tournamentId, s: stageId },
      );
      expect(generated.errors).toBeUndefined();
    }
    const [groupStage, knockout] = await stages();
    expect(groupStage.matches).toHaveLength(48);
    expect(groupStage.matches.filter((match) => match.roundName === 'Group C')).toHaveLength(6);
    expect(knockout.matches.map((match) => match.roundName)).toEqual([
      ...Array<string>(8).fill('Round of 16'),
      ...Array<string>(4).fill('Quarter-final'),
      'Semi-final',
      'Semi-final',
      'Third-place play-off',
      'Final',
    ]);
    expect(knockout.matches.slice(0, 2).map((match) => [match.homeSlotLabel, match.awaySlotLabel])).toEqual([
      ['Winner Group A', 'Runner-up Group B'],
      ['Winner Group C', 'Runner-up Group D'],
    ]);
    expect(knockout.matches.every((match) => match.homeTeam === null && match.awayTeam === null)).toBe(true);
    // A tournament in stages generates stage by stage.
    const whole = await organiser.gql(
      `mutation($t: Int!) { generateFixtures(tournamentId: $t, replace: true) { id } }`,
      {
        t: tournamentId,
      },
    );
    expect(whole.errors?.[0].extensions?.fields).toEqual({
      stageId: 'This tournament is played in stages: generate each stage’s fixtures by its stageId',
    });
  });

  it('ranks every group as published and fills the Round of 16 when the last group match completes', async () => {
    const [groupStage] = await stages();
    const [last, ...others] = [...groupStage.matches].reverse();
    for (const match of others) await play(match, 'group');
    // One match to go: the bracket still waits.
    expect((await stages())[1].slots.every((slot) => slot.teamId === null)).toBe(true);
    await play(last, 'group');

    const [played, knockout] = await stages();
    for (const group of played.groups) {
      expect(
        group.standings.map(
          (row) =>
            `${row.teamName} ${row.matchesPlayed} ${row.wins} ${row.draws} ${row.losses} ${row.goalsFor} ${row.goalsAgainst} ${row.points}`,
        ),
        group.name,
      ).toEqual(TABLES[group.name]);
      expect(group.standings.map((row) => row.position)).toEqual([1, 2, 3, 4]);
    }
    expect(knockout.matches.slice(0, 8).map((match) => `${match.homeTeam?.name} v ${match.awayTeam?.name}`)).toEqual([
      'Netherlands v United States',
      'Argentina v Australia',
      'Japan v Croatia',
      'Brazil v South Korea',
      'England v Senegal',
      'France v Poland',
      'Morocco v Spain',
      'Portugal v Switzerland',
    ]);
  });

  it('goes out as a season file between the stages and comes back whole, its bracket still waiting for winners', async () => {
    const { season, copyId } = await roundTripSeason(organiser, tournamentId);
    const file = JSON.parse(season) as { stages: unknown[]; fixtures: { home: string | null; stage: unknown }[] };
    expect(file.stages).toHaveLength(2);
    expect(file.fixtures).toHaveLength(64);
    // The quarter-finals on are kept without their teams.
    expect(file.fixtures.filter((fixture) => fixture.home === null)).toHaveLength(8);
    expect(await withoutIds(copyId)).toEqual(await withoutIds(tournamentId));
    // The copy plays on: a Round of 16 winner goes into its quarter-final.
    const [, knockout] = await stages(copyId);
    await play(knockout.matches[0], 'Round of 16');
    const [, after] = await stages(copyId);
    expect(after.matches[8].homeTeam?.name).toBe('Netherlands');
    expect(after.matches.filter((match) => match.roundName === 'Quarter-final' && match.homeTeam)).toHaveLength(1);
  });

  it('will not complete a level knockout match until it is decided', async () => {
    const [, knockout] = await stages();
    const japanCroatia = knockout.matches[2];
    const level = await organiser.gql(RECORD, {
      matchId: japanCroatia.id,
      input: { homeTeamScore: 1, awayTeamScore: 1 },
    });
    expect(level.errors?.[0].extensions?.fields).toEqual({
      'input.decider':
        'The scores are level and a knockout match needs a winner: name the decider (PENALTIES or EXTRA_TIME)',
    });
    expect((await stages())[1].matches[2].status).toBe('scheduled');
  });

  it('plays the bracket to the final, winners and semi-final losers moving on, shoot-outs shown', async () => {
    for (const round of ['Round of 16', 'Quarter-final', 'Semi-final', 'Third-place play-off', 'Final']) {
      const [, knockout] = await stages();
      for (const match of knockout.matches.filter((candidate) => candidate.roundName === round))
        await play(match, round);
    }
    const [, knockout] = await stages();
    const names = new Map([...teamIds].map(([name, id]) => [id, name]));
    expect(
      knockout.matches.map((match) => {
        const home = match.homeTeam!.name;
        const away = match.awayTeam!.name;
        const decided = match.decidedBy ? ` (${match.decidedBy}) won by ${names.get(match.winnerTeamId!)}` : '';
        return `${match.roundName}: ${home} ${match.homeTeamScore}-${match.awayTeamScore} ${away}${decided}`;
      }),
    ).toEqual(BRACKET);
    expect(knockout.matches.every((match) => match.status === 'completed')).toBe(true);
  });

  it('goes out whole as a season file and comes back with the same groups, tables and bracket', async () => {
    const { copyId } = await roundTripSeason(organiser, tournamentId);
    const copy = await withoutIds(copyId);
    expect(copy).toEqual(await withoutIds(tournamentId));
    expect(copy[1].matches.map((match) => match.decidedBy).filter(Boolean)).toHaveLength(5);
  });
});
