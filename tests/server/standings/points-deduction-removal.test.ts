import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MatchStatus } from '../../../server/src/modules/matches/match.entity.js';
import { ActivityAction, ActivityLog } from '../../../server/src/modules/users/activity-log.entity.js';
import { Role } from '../../../server/src/modules/users/user.entity.js';
import type { Team } from '../../../server/src/modules/teams/team.entity.js';
import { TestClient } from '../../support/client.js';
import {
  createClub,
  createMatch,
  createTeam,
  createTournament,
  createUser,
  registerTeams,
} from '../../support/factories.js';
import { startTestServer, type TestServer } from '../../support/server.js';

const Deduct = `mutation ($t: Int!, $team: Int!) {
  deductPoints(tournamentId: $t, teamId: $team, points: 3, reason: "Unpaid fee") { id }
}`;
const Remove = `mutation ($id: Int!) { removePointsDeduction(id: $id) { points reason team { name } } }`;
const Read = `query ($id: Int!) {
  standings(tournamentId: $id) { teamName points pointsDeducted }
  publicTournament(id: $id) { pointsDeductions { id reason } }
}`;

type Read = {
  standings: { teamName: string; points: number; pointsDeducted: number }[];
  publicTournament: { pointsDeductions: { id: number; reason: string }[] };
};

describe('removing a points deduction', () => {
  let server: TestServer;
  let organiser: TestClient;
  let tournamentId: number;
  let teams: Team[];

  beforeAll(async () => {
    server = await startTestServer();
    const em = server.em();
    const creator = await createUser(em, { email: 'organiser@example.test', role: Role.tournament_creator });
    await createUser(em, { email: 'rival@example.test', role: Role.tournament_creator });
    const club = await createClub(em, creator);
    teams = [await createTeam(em, club, { name: 'Hawks' }), await createTeam(em, club, { name: 'Owls' })];
    const tournament = await createTournament(em, creator, { isPublished: true });
    tournamentId = tournament.id;
    await registerTeams(em, tournament, teams);
    await createMatch(em, tournament, teams[0], teams[1], {
      status: MatchStatus.completed,
      homeTeamScore: 2,
      awayTeamScore: 0,
    });
    organiser = new TestClient(server.url);
    await organiser.signIn('organiser@example.test');
  }, 120_000);
  afterAll(async () => {
    await server.stop();
  });

  const read = async () => {
    const { data, errors } = await new TestClient(server.url).gql<Read>(Read, { id: tournamentId });
    expect(errors).toBeUndefined();
    return data!;
  };

  it('gives the points back and takes the footnote away; the organiser only', async () => {
    const deducted = await organiser.gql<{ deductPoints: { id: number } }>(Deduct, {
      t: tournamentId,
      team: teams[0].id,
    });
    const id = deducted.data!.deductPoints.id;
    const before = await read();
    expect(before.standings.find((row) => row.teamName === 'Hawks')).toMatchObject({ points: 0, pointsDeducted: 3 });
    expect(before.publicTournament.pointsDeductions).toEqual([{ id, reason: 'Unpaid fee' }]);

    expect((await new TestClient(server.url).gql(Remove, { id })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const rival = new TestClient(server.url);
    await rival.signIn('rival@example.test');
    expect((await rival.gql(Remove, { id })).errors?.[0].extensions?.code).toBe('FORBIDDEN');

    const removed = await organiser.gql<{ removePointsDeduction: unknown }>(Remove, { id });
    expect(removed.errors).toBeUndefined();
    expect(removed.data?.removePointsDeduction).toEqual({ points: 3, reason: 'Unpaid fee', team: { name: 'Hawks' } });
    const after = await read();
    expect(after.standings.find((row) => row.teamName === 'Hawks')).toMatchObject({ points: 3, pointsDeducted: 0 });
    expect(after.publicTournament.pointsDeductions).toEqual([]);
    expect((await organiser.gql(Remove, { id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');

    const activity = await server.em().fork().find(ActivityLog, { action: ActivityAction.points_deduction_removed });
    expect(activity.map((entry) => entry.details)).toEqual([
      `Tournament ${tournamentId}: 3 points given back to Hawks (deducted for Unpaid fee)`,
    ]);
  });
});
