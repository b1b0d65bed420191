import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Match } from '../../../server/src/modules/matches/match.entity.js';
import { StageGroup } from '../../../server/src/modules/tournaments/stage.entity.js';
import type { Team } from '../../../server/src/modules/teams/team.entity.js';
import { Sport, Tournament, TournamentType } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { Role, User } from '../../../server/src/modules/users/user.entity.js';
import { TestClient } from '../../support/client.js';
import { createClub, createTeam, createTournament, createUser, registerTeams } from '../../support/factories.js';
import { startTestServer, type TestServer } from '../../support/server.js';

const ADD = `mutation($t: Int!, $i: StageInput!) { addStage(tournamentId: $t, input: $i) { id name } }`;
const GENERATE = `mutation($t: Int!, $s: Int) { generateFixtures(tournamentId: $t, stageId: $s) { id roundName } }`;
const RECORD = `mutation($m: Int!, $i: ResultInput!) { recordResult(matchId: $m, input: $i) { status winnerTeamId decidedBy } }`;
const STAGES = `query($id: Int!) { publicTournament(id: $id) { knockoutDecider stages { id name sequence decider effectiveDecider } } }`;
const REMOVE = `mutation($t: Int!, $s: Int!) { removeStage(tournamentId: $t, stageId: $s) { name sequence } }`;
const MOVE = `mutation($t: Int!, $s: Int!, $p: Int!) { moveStage(tournamentId: $t, stageId: $s, position: $p) { name sequence } }`;

type StageRow = { id: number; name: string; sequence: number; decider: string | null; effectiveDecider: string | null };

describe('the tournament’s knockout decider, and removing and reordering stages', () => {
  let server: TestServer;
  let organiser: TestClient;
  let stranger: TestClient;
  const teams: Team[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    const em = server.em();
    const creator = await createUser(em, { role: Role.tournament_creator, email: 'cup@example.test' });
    await createUser(em, { role: Role.tournament_creator, email: 'other@example.test' });
    const club = await createClub(em, creator);
    for (const name of ['Ajax', 'Benfica', 'Celtic', 'Dynamo', 'Everton', 'Fenerbahce'])
      teams.push(await createTeam(em, club, { name, sport: Sport.football }));
    organiser = new TestClient(server.url);
    await organiser.signIn('cup@example.test');
    stranger = new TestClient(server.url);
    await stranger.signIn('other@example.test');
  }, 600_000);
  afterAll(async () => {
    await server.stop();
  });

  const stagesOf = async (tournamentId: number) => {
    const { data, errors } = await organiser.gql<{
      publicTournament: { knockoutDecider: string | null; stages: StageRow[] };
    }>(STAGES, { id: tournamentId });
    expect(errors).toBeUndefined();
    return data!.publicTournament;
  };

  it('settles level knockout matches the tournament’s way unless a stage names its own', async () => {
    const input = {
      name: 'Replay Cup',
      sport: 'football',
      tournamentType: 'knockout',
      startDate: '2026-12-01',
      endDate: '2026-12-31',
    };
    const Create = `mutation($i: TournamentInput!) { createTournament(input: $i) { id knockoutDecider } }`;
    const wrong = await organiser.gql(Create, { i: { ...input, knockoutDecider: 'SUPER_OVER' } });
    expect(wrong.errors?.[0].extensions?.fields).toEqual({
      knockoutDecider: 'A football match is settled by EXTRA_TIME_AND_PENALTIES or PENALTIES or REPLAY',
    });
    const created = await organiser.gql<{ createTournament: { id: number; knockoutDecider: string } }>(Create, {
      i: { ...input, knockoutDecider: 'REPLAY' },
    });
    expect(created.data?.createTournament.knockoutDecider).toBe('REPLAY');
    const tournamentId = created.data!.createTournament.id;
    await organiser.gql(`mutation($id: Int!) { setTournamentPublished(id: $id, published: true) { id } }`, {
      id: tournamentId,
    });
    const em = server.em();
    await registerTeams(em, await em.findOneOrFail(Tournament, { id: tournamentId }), teams.slice(0, 4));
    const slots = teams.slice(0, 4).map((team) => ({ teamId: team.id }));

    const follows = await organiser.gql<{ addStage: { id: number } }>(ADD, {
      t: tournamentId,
      i: { name: 'Cup', format: 'KNOCKOUT', slots },
    });
    const own = await organiser.gql<{ addStage: { id: number } }>(ADD, {
      t: tournamentId,
      i: { name: 'Plate', format: 'KNOCKOUT', slots, decider: 'PENALTIES' },
    });
    expect(follows.errors ?? own.errors).toBeUndefined();
    expect(
      (await stagesOf(tournamentId)).stages.map((stage) => [stage.name, stage.decider, stage.effectiveDecider]),
    ).toEqual([
      ['Cup', null, 'REPLAY'],
      ['Plate', 'PENALTIES', 'PENALTIES'],
    ]);

    const cup = await organiser.gql<{ generateFixtures: { id: number }[] }>(GENERATE, {
      t: tournamentId,
      s: follows.data!.addStage.id,
    });
    const plate = await organiser.gql<{ generateFixtures: { id: number }[] }>(GENERATE, {
      t: tournamentId,
      s: own.data!.addStage.id,
    });
    // The Cup follows the tournament: a level semi-final completes and is replayed.
    const level = await organiser.gql<{ recordResult: { status: string; decidedBy: string } }>(RECORD, {
      m: cup.data!.generateFixtures[0].id,
      i: { homeTeamScore: 1, awayTeamScore: 1 },
    });
    expect(level.data?.recordResult).toMatchObject({ status: 'completed', decidedBy: 'level: to be replayed' });
    // The Plate's own decider: a level match needs its shoot-out.
    const refused = await organiser.gql(RECORD, {
      m: plate.data!.generateFixtures[0].id,
      i: { homeTeamScore: 1, awayTeamScore: 1 },
    });
    expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

    // The tournament changes to penalties: the Cup's unplayed matches follow, the played one keeps its replay.
    const Update = `mutation($id: Int!, $i: TournamentInput!) { updateTournament(id: $id, input: $i) { knockoutDecider } }`;
    const updated = await organiser.gql<{ updateTournament: { knockoutDecider: string } }>(Update, {
      id: tournamentId,
      i: { ...input, knockoutDecider: 'PENALTIES' },
    });
    expect(updated.data?.updateTournament.knockoutDecider).toBe('PENALTIES');
    expect((await stagesOf(tournamentId)).stages[0].effectiveDecider).toBe('PENALTIES');
    const nowRefused = await organiser.gql(RECORD, {
      m: cup.data!.generateFixtures[1].id,
      i: { homeTeamScore: 0, awayTeamScore: 0 },
    });
    expect(nowRefused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const shootOut = await organiser.gql<{ recordResult: { status: string; decidedBy: string } }>(RECORD, {
      m: cup.data!.generateFixtures[1].id,
      i: { homeTeamScore: 0, awayTeamScore: 0, decider: 'PENALTIES', homePenalties: 4, awayPenalties: 2 },
    });
    expect(shootOut.errors).toBeUndefined();
    expect(shootOut.data?.recordResult.decidedBy).toBe('4-2 on penalties');
  });

  it('removes and reorders stages until they start, keeping a stage after the one whose positions it reads', async () => {
    const em = server.em();
    const creator = await em.findOneOrFail(User, { email: 'cup@example.test' });
    const tournament = await createTournament(em, creator, {
      sport: Sport.football,
      tournamentType: TournamentType.round_robin,
      isPublished: true,
    });
    await registerTeams(em, tournament, teams);
    const t = tournament.id;
    const ids = teams.map((team) => team.id);
    const add = async (input: Record<string, unknown>) => {
      const added = await organiser.gql<{ addStage: { id: number } }>(ADD, { t, i: input });
      expect(added.errors).toBeUndefined();
      return added.data!.addStage.id;
    };
    const groups = await add({
      name: 'Group stage',
      format: 'GROUPS',
      groups: [
        { name: 'Group A', teamIds: ids.slice(0, 3) },
        { name: 'Group B', teamIds: ids.slice(3, 6) },
      ],
    });
    const final = await add({
      name: 'Final',
      format: 'KNOCKOUT',
      slots: [
        { stageId: groups, groupName: 'Group A', position: 1 },
        { stageId: groups, groupName: 'Group B', position: 1 },
      ],
    });
    const friendly = await add({
      name: 'Curtain raiser',
      format: 'KNOCKOUT',
      slots: [{ teamId: ids[0] }, { teamId: ids[5] }],
    });

    const before = await organiser.gql(MOVE, { t, s: final, p: 1 });
    expect(before.errors?.[0]).toMatchObject({
      message: 'Final reads the positions of Group stage, so it must come after it.',
      extensions: { code: 'CONFLICT' },
    });
    expect((await stranger.gql(MOVE, { t, s: friendly, p: 1 })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const outOfRange = await organiser.gql(MOVE, { t, s: friendly, p: 4 });
    expect(outOfRange.errors?.[0].extensions?.fields).toEqual({ position: 'Choose a place from 1 to 3' });
    const moved = await organiser.gql<{ moveStage: { name: string; sequence: number }[] }>(MOVE, {
      t,
      s: friendly,
      p: 1,
    });
    expect(moved.data?.moveStage).toEqual([
      { name: 'Curtain raiser', sequence: 1 },
      { name: 'Group stage', sequence: 2 },
      { name: 'Final', sequence: 3 },
    ]);

    const read = await organiser.gql(REMOVE, { t, s: groups });
    expect(read.errors?.[0]).toMatchObject({
      message: 'Group stage cannot be removed: Final reads its positions. Remove that stage first.',
      extensions: { code: 'CONFLICT' },
    });
    expect((await stranger.gql(REMOVE, { t, s: friendly })).errors?.[0].extensions?.code).toBe('FORBIDDEN');

    const groupMatches = await organiser.gql<{ generateFixtures: { id: number }[] }>(GENERATE, { t, s: groups });
    await organiser.gql<{ generateFixtures: { id: number }[] }>(GENERATE, { t, s: final });
    expect(await em.fork().count(Match, { stage: final })).toBe(1);
    await organiser.gql(`mutation($id: Int!) { changeMatchStatus(matchId: $id, status: in_progress) { id } }`, {
      id: groupMatches.data!.generateFixtures[0].id,
    });
    const started = await organiser.gql(MOVE, { t, s: groups, p: 1 });
    expect(started.errors?.[0]).toMatchObject({
      message: 'Group stage has started: only stages not yet started can be moved.',
      extensions: { code: 'CONFLICT' },
    });
    // Moving the curtain raiser past the group stage would shift the group stage too.
    expect((await organiser.gql(MOVE, { t, s: friendly, p: 2 })).errors?.[0].extensions?.code).toBe('CONFLICT');

    // The final has not started: it goes with its unplayed fixture, and the group stage then reads by no one.
    const removed = await organiser.gql<{ removeStage: { name: string; sequence: number }[] }>(REMOVE, {
      t,
      s: final,
    });
    expect(removed.errors).toBeUndefined();
    expect(removed.data?.removeStage).toEqual([
      { name: 'Curtain raiser', sequence: 1 },
      { name: 'Group stage', sequence: 2 },
    ]);
    expect(await em.fork().count(Match, { stage: final })).toBe(0);
    const playedStage = await organiser.gql(REMOVE, { t, s: groups });
    expect(playedStage.errors?.[0]).toMatchObject({
      message: 'Group stage cannot be removed: 1 of its matches has been played or started.',
      extensions: { code: 'CONFLICT' },
    });
    const first = await organiser.gql<{ removeStage: { name: string; sequence: number }[] }>(REMOVE, {
      t,
      s: friendly,
    });
    expect(first.data?.removeStage).toEqual([{ name: 'Group stage', sequence: 1 }]);
    expect((await stagesOf(t)).stages.map((stage) => stage.name)).toEqual(['Group stage']);

    // A group stage not yet played goes with its groups and fixtures.
    const second = await add({
      name: 'Second round',
      format: 'ROUND_ROBIN',
      groups: [{ name: 'Second round', teamIds: ids.slice(0, 4) }],
    });
    await organiser.gql(GENERATE, { t, s: second });
    expect(await em.fork().count(Match, { stage: second })).toBe(6);
    const gone = await organiser.gql<{ removeStage: { name: string }[] }>(REMOVE, { t, s: second });
    expect(gone.data?.removeStage.map((stage) => stage.name)).toEqual(['Group stage']);
    expect(await em.fork().count(Match, { stage: second })).toBe(0);
    expect(await em.fork().count(StageGroup, { stage: second })).toBe(0);
  });
});
