import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Sport, TournamentType } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { Side } from '../../../server/src/modules/matches/match.entity.js';
import { bracketPlan } from '../../../server/src/modules/stages/stage-plans.js';
import { Role } from '../../../server/src/modules/users/user.entity.js';
import { TestClient } from '../../support/client.js';
import { createClub, createTeam, createTournament, createUser, registerTeams } from '../../support/factories.js';
import { startTestServer, type TestServer } from '../../support/server.js';

describe('bracket plans', () => {
  it('sends a slot paired with a bye straight to the second round', () => {
    const plan = bracketPlan([{}, { bye: true }, {}, {}, {}, {}, {}, { bye: true }], false);
    expect(plan.map((match) => [match.roundName, match.homeSlot, match.awaySlot])).toEqual([
      ['Quarter-final', 2, 3],
      ['Quarter-final', 4, 5],
      ['Semi-final', 0, null],
      ['Semi-final', null, 6],
      ['Final', null, null],
    ]);
    expect(plan[0].next).toEqual({ index: 2, slot: Side.away });
    expect(plan[1].next).toEqual({ index: 3, slot: Side.home });
  });

  it('names the rounds as fans do and sends the semi-final losers to the third-place match', () => {
    const plan = bracketPlan(
      Array.from({ length: 32 }, () => ({})),
      true,
    );
    expect([...new Set(plan.map((match) => match.roundName))]).toEqual([
      'Round of 32',
      'Round of 16',
      'Quarter-final',
      'Semi-final',
      'Third-place play-off',
      'Final',
    ]);
    const semis = plan.filter((match) => match.roundName === 'Semi-final');
    expect(semis.map((match) => match.loserNext)).toEqual([
      { index: plan.length - 2, slot: Side.home },
      { index: plan.length - 2, slot: Side.away },
    ]);
  });
});

describe('a knockout of named teams and byes, and the organiser’s override', () => {
  let server: TestServer;
  let organiser: TestClient;
  let stranger: TestClient;
  let tournamentId: number;
  const ids: number[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    const em = server.em();
    const creator = await createUser(em, { role: Role.tournament_creator, email: 'cup@example.test' });
    await createUser(em, { role: Role.tournament_creator, email: 'other@example.test' });
    const club = await createClub(em, creator);
    const teams = [];
    for (const name of [
      'Ajax',
      'Benfica',
      'Celtic',
      'Dynamo',
      'Everton',
      'Fenerbahce',
      'Unregistered',
      'Galatasaray',
    ]) {
      const team = await createTeam(em, club, { name, sport: Sport.football });
      teams.push(team);
      ids.push(team.id);
    }
    const tournament = await createTournament(em, creator, {
      sport: Sport.football,
      tournamentType: TournamentType.round_robin,
      isPublished: true,
    });
    tournamentId = tournament.id;
    await registerTeams(em, tournament, [...teams.slice(0, 6), teams[7]]);
    organiser = new TestClient(server.url);
    await organiser.signIn('cup@example.test');
    stranger = new TestClient(server.url);
    await stranger.signIn('other@example.test');
  }, 600_000);
  afterAll(async () => {
    await server.stop();
  });

  const ADD = `mutation($t: Int!, $i: StageInput!) { addStage(tournamentId: $t, input: $i) { id slots { position label teamId } } }`;
  const OVERRIDE = `mutation($t: Int!, $s: Int!, $p: Int!, $team: Int!) {
    overrideSlot(tournamentId: $t, stageId: $s, position: $p, teamId: $team) { slots { position teamId overridden } }
  }`;

  it('plays byes, refuses unregistered teams, and lets only the organiser override a slot until it is played', async () => {
    const slots = [
      { teamId: ids[0] },
      { bye: true },
      { teamId: ids[2] },
      { teamId: ids[3] },
      { teamId: ids[4] },
      { teamId: ids[5] },
      { bye: true },
      { teamId: ids[1] },
    ];
    const unregistered = await organiser.gql(ADD, {
      t: tournamentId,
      i: { name: 'Cup', format: 'KNOCKOUT', slots: [...slots.slice(0, 7), { teamId: ids[6] }] },
    });
    expect(unregistered.errors?.[0].extensions?.fields).toEqual({
      'slots.7.teamId': `Team ${ids[6]} is not registered in this tournament`,
    });
    const byes = await organiser.gql(ADD, {
      t: tournamentId,
      i: { name: 'Cup', format: 'KNOCKOUT', slots: [{ bye: true }, { bye: true }, ...slots.slice(2)] },
    });
    expect(byes.errors?.[0].extensions?.fields).toEqual({ 'slots.1': 'A bye cannot play a bye' });
    const strangers = await stranger.gql(ADD, { t: tournamentId, i: { name: 'Cup', format: 'KNOCKOUT', slots } });
    expect(strangers.errors?.[0].extensions?.code).toBe('FORBIDDEN');

    const added = await organiser.gql<{ addStage: { id: number } }>(ADD, {
      t: tournamentId,
      i: { name: 'Cup', format: 'KNOCKOUT', slots },
    });
    expect(added.errors).toBeUndefined();
    const stageId = added.data!.addStage.id;
    const generated = await organiser.gql<{
      generateFixtures: {
        id: number;
        roundName: string;
        homeTeam: { name: string } | null;
        awayTeam: { name: string } | null;
      }[];
    }>(
      `mutation($t: Int!, $s: Int) { generateFixtures(tournamentId: $t, stageId: $s) { id roundName homeTeam { name } awayTeam { name } } }`,
      { t: tournamentId, s: stageId },
    );
    expect(
      generated.data!.generateFixtures.map(
        (match) => `${match.roundName}: ${match.homeTeam?.name ?? 'TBD'} v ${match.awayTeam?.name ?? 'TBD'}`,
      ),
    ).toEqual([
      'Quarter-final: Celtic v Dynamo',
      'Quarter-final: Everton v Fenerbahce',
      'Semi-final: Ajax v TBD',
      'Semi-final: TBD v Benfica',
      'Final: TBD v TBD',
    ]);

    const theirs = await stranger.gql(OVERRIDE, { t: tournamentId, s: stageId, p: 3, team: ids[1] });
    expect(theirs.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const bye = await organiser.gql(OVERRIDE, { t: tournamentId, s: stageId, p: 2, team: ids[1] });
    expect(bye.errors?.[0].extensions?.fields).toEqual({ position: 'That slot is a bye' });
    const twice = await organiser.gql(OVERRIDE, { t: tournamentId, s: stageId, p: 3, team: ids[1] });
    expect(twice.errors?.[0].extensions?.fields).toEqual({ teamId: 'The team already has slot 8' });
    const swapped = await organiser.gql(OVERRIDE, { t: tournamentId, s: stageId, p: 3, team: ids[7] });
    expect(swapped.errors).toBeUndefined();
    const first = generated.data!.generateFixtures[0];
    const read = await organiser.gql<{ match: { homeTeam: { name: string } } }>(
      `query($id: Int!) { match(id: $id) { homeTeam { name } } }`,
      { id: first.id },
    );
    expect(read.data?.match.homeTeam.name).toBe('Galatasaray');

    await organiser.gql(`mutation($id: Int!) { changeMatchStatus(matchId: $id, status: in_progress) { id } }`, {
      id: first.id,
    });
    const late = await organiser.gql(OVERRIDE, { t: tournamentId, s: stageId, p: 3, team: ids[2] });
    // Celtic is free again once Galatasaray took its slot; the match has started all the same.
    expect(late.errors?.[0].extensions?.code).toBe('CONFLICT');
  });

  it('replays a level match where the stage says so, the replay’s winner moving on', async () => {
    const added = await organiser.gql<{ addStage: { id: number } }>(ADD, {
      t: tournamentId,
      i: {
        name: 'Old-style cup',
        format: 'KNOCKOUT',
        decider: 'REPLAY',
        slots: [{ teamId: ids[0] }, { teamId: ids[1] }, { teamId: ids[2] }, { teamId: ids[3] }],
      },
    });
    expect(added.errors).toBeUndefined();
    const superOver = await organiser.gql(ADD, {
      t: tournamentId,
      i: {
        name: 'Wrong sport',
        format: 'KNOCKOUT',
        decider: 'SUPER_OVER',
        slots: [{ teamId: ids[0] }, { teamId: ids[1] }],
      },
    });
    expect(superOver.errors?.[0].extensions?.fields).toEqual({
      decider: 'A football match is settled by EXTRA_TIME_AND_PENALTIES or PENALTIES or REPLAY',
    });
    const stageId = added.data!.addStage.id;
    const generated = await organiser.gql<{ generateFixtures: { id: number }[] }>(
      `mutation($t: Int!, $s: Int) { generateFixtures(tournamentId: $t, stageId: $s) { id } }`,
      { t: tournamentId, s: stageId },
    );
    const [semi, other, final] = generated.data!.generateFixtures;
    const record = `mutation($m: Int!, $i: ResultInput!) { recordResult(matchId: $m, input: $i) { id status winnerTeamId decidedBy } }`;
    const level = await organiser.gql<{
      recordResult: { status: string; winnerTeamId: number | null; decidedBy: string };
    }>(record, { m: semi.id, i: { homeTeamScore: 2, awayTeamScore: 2 } });
    expect(level.data?.recordResult).toMatchObject({
      status: 'completed',
      winnerTeamId: null,
      decidedBy: 'level: to be replayed',
    });
    await organiser.gql(record, { m: other.id, i: { homeTeamScore: 1, awayTeamScore: 0 } });
    const read = `query($id: Int!) { publicTournament(id: $id) { stages { id matches { id roundName homeTeam { name } awayTeam { name } } } } }`;
    const stage = async () =>
      (
        await organiser.gql<{
          publicTournament: {
            stages: {
              id: number;
              matches: {
                id: number;
                roundName: string;
                homeTeam: { name: string } | null;
                awayTeam: { name: string } | null;
              }[];
            }[];
          };
        }>(read, { id: tournamentId })
      ).data!.publicTournament.stages.find((item) => item.id === stageId)!;
    const replayMatch = (await stage()).matches.find((match) => match.roundName === 'Semi-final (replay)')!;
    expect(`${replayMatch.homeTeam?.name} v ${replayMatch.awayTeam?.name}`).toBe('Ajax v Benfica');
    await organiser.gql(record, { m: replayMatch.id, i: { homeTeamScore: 0, awayTeamScore: 3 } });
    const finalMatch = (await stage()).matches.find((match) => match.id === final.id)!;
    expect(`${finalMatch.homeTeam?.name} v ${finalMatch.awayTeam?.name}`).toBe('Benfica v Celtic');
  });
});
