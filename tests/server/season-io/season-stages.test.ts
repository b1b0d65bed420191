// A season in stages through the site's own JSON (issue 53): byes, an organiser's override and a replayed level
// match come back as they were, the copy plays on, and a file whose references do not resolve stores nothing.
// The World Cup (groups into a bracket) and the IPL (league into a page playoff) round-trip in tests/server/stages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Match } from '../../../server/src/modules/matches/match.entity.js';
import { Sport, Tournament, TournamentType } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { Role } from '../../../server/src/modules/users/user.entity.js';
import { TestClient } from '../../support/client.js';
import { createClub, createTeam, createTournament, createUser, registerTeams } from '../../support/factories.js';
import { startTestServer, type TestServer } from '../../support/server.js';
import { ImportSeason, roundTripSeason, stagesWithoutIds, type ImportData } from './support.js';

type StageMatch = {
  id: number;
  roundName: string;
  status: string;
  decidedBy: string | null;
  homeTeam: { name: string } | null;
  awayTeam: { name: string } | null;
};
type StageRow = {
  id: number;
  name: string;
  slots: { position: number; label: string | null; overridden: boolean }[];
  matches: StageMatch[];
};

const STAGES = `query($id: Int!) { publicTournament(id: $id) { stages {
  id name slots { position label overridden }
  matches { id roundName status decidedBy homeTeam { name } awayTeam { name } }
} } }`;
const ADD = `mutation($t: Int!, $i: StageInput!) { addStage(tournamentId: $t, input: $i) { id } }`;
const RECORD = `mutation($m: Int!, $i: ResultInput!) { recordResult(matchId: $m, input: $i) { id } }`;

type SeasonFile = {
  stages: { slots: { stage?: number | null }[] | null; groups: { teams: string[] }[] }[];
  fixtures: { stage: { next: { fixture: number } | null } | null }[];
};

describe('a cup in stages, as a season file', () => {
  let server: TestServer;
  let organiser: TestClient;
  let tournamentId: number;
  let season: string;
  const ids: number[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    const em = server.em();
    const creator = await createUser(em, { role: Role.tournament_creator, email: 'cup-file@example.test' });
    const club = await createClub(em, creator);
    const teams = [];
    for (const name of ['Ajax', 'Benfica', 'Celtic', 'Dynamo']) {
      const team = await createTeam(em, club, { name, sport: Sport.football });
      teams.push(team);
      ids.push(team.id);
    }
    const tournament = await createTournament(em, creator, {
      name: 'Old-style cup',
      sport: Sport.football,
      tournamentType: TournamentType.knockout,
      startDate: '2026-03-01',
      endDate: '2026-03-31',
    });
    tournamentId = tournament.id;
    await registerTeams(em, tournament, teams);
    organiser = new TestClient(server.url);
    await organiser.signIn('cup-file@example.test');
  }, 600_000);
  afterAll(async () => {
    await server.stop();
  });

  const stages = async (id: number) => {
    const response = await organiser.gql<{ publicTournament: { stages: StageRow[] } }>(STAGES, { id });
    expect(response.errors).toBeUndefined();
    return response.data!.publicTournament.stages;
  };
  const withoutIds = async (id: number) => stagesWithoutIds(await stages(id));
  const tournaments = () => server.em().fork().count(Tournament, {});

  it('keeps a bye, an overridden slot and a replay, and the copy plays the replay on into the final', async () => {
    const added = await organiser.gql<{ addStage: { id: number } }>(ADD, {
      t: tournamentId,
      i: {
        name: 'Cup',
        format: 'KNOCKOUT',
        decider: 'REPLAY',
        slots: [{ teamId: ids[0] }, { bye: true }, { teamId: ids[2] }, { teamId: ids[3] }],
      },
    });
    expect(added.errors).toBeUndefined();
    const stageId = added.data!.addStage.id;
    expect(
      (
        await organiser.gql(
          `mutation($t: Int!, $s: Int!) { overrideSlot(tournamentId: $t, stageId: $s, position: 3, teamId: ${ids[1]}) { id } }`,
          { t: tournamentId, s: stageId },
        )
      ).errors,
    ).toBeUndefined();
    const generated = await organiser.gql(
      `mutation($t: Int!, $s: Int) { generateFixtures(tournamentId: $t, stageId: $s) { id } }`,
      { t: tournamentId, s: stageId },
    );
    expect(generated.errors).toBeUndefined();
    const semi = (await stages(tournamentId))[0].matches.find((match) => match.roundName === 'Semi-final')!;
    expect(`${semi.homeTeam?.name} v ${semi.awayTeam?.name}`).toBe('Benfica v Dynamo');
    expect(
      (await organiser.gql(RECORD, { m: semi.id, i: { homeTeamScore: 1, awayTeamScore: 1 } })).errors,
    ).toBeUndefined();

    const before = await withoutIds(tournamentId);
    expect(before[0].matches.map((match) => match.roundName)).toEqual(['Semi-final', 'Semi-final (replay)', 'Final']);
    expect(before[0].slots.map((slot) => slot.overridden)).toEqual([false, false, true, false]);

    const trip = await roundTripSeason(organiser, tournamentId);
    season = trip.season;
    const copy = await withoutIds(trip.copyId);
    // The copy's level semi-final found its replay in the file: no second replay.
    expect(copy).toEqual(before);

    const replay = (await stages(trip.copyId))[0].matches.find((match) => match.roundName === 'Semi-final (replay)')!;
    expect(
      (await organiser.gql(RECORD, { m: replay.id, i: { homeTeamScore: 0, awayTeamScore: 2 } })).errors,
    ).toBeUndefined();
    const final = (await stages(trip.copyId))[0].matches.find((match) => match.roundName === 'Final')!;
    expect(`${final.homeTeam?.name} v ${final.awayTeam?.name}`).toBe('Ajax v Dynamo');
    // The season it came from is untouched.
    expect(await withoutIds(tournamentId)).toEqual(before);
  });

  it('refuses a file whose stages or links do not resolve, naming the field, and stores nothing', async () => {
    const count = await tournaments();
    const broken = (change: (file: SeasonFile) => void) => {
      const file = JSON.parse(season) as SeasonFile;
      change(file);
      return JSON.stringify(file);
    };
    const cases: [string, (file: SeasonFile) => void, string][] = [
      [
        'fixtures[0].stage.next.fixture',
        (file) => {
          file.fixtures[0].stage!.next = { ...file.fixtures[0].stage!.next!, fixture: 99 };
        },
        'fixtures[0].stage.next.fixture: no other fixture has index 99',
      ],
      [
        'stages[0].slots[0].stage',
        (file) => {
          file.stages[0].slots![0] = { stage: 1 };
        },
        'stages[0].slots[0].stage: stage 1 is not an earlier league or group stage of the file',
      ],
    ];
    for (const [field, change, message] of cases) {
      const refused = await organiser.gql<ImportData>(ImportSeason, {
        input: { format: 'SEASON_JSON' },
        content: broken(change),
      });
      expect(refused.errors?.[0].extensions?.fields, field).toEqual({ [field]: message });
    }
    // Into a tournament that has fixtures of its own: refused, as its stages would mix with the file's.
    const into = await organiser.gql<ImportData>(ImportSeason, {
      input: { format: 'SEASON_JSON', tournamentId },
      content: season,
    });
    expect(into.errors?.[0].extensions?.fields).toEqual({
      tournamentId:
        'Old-style cup already has stages or fixtures: a season with stages comes into a new or empty tournament',
    });
    expect(await tournaments()).toBe(count);
    expect(await server.em().fork().count(Match, { tournament: tournamentId })).toBe(3);
  });
});
