import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Match, MatchStatus } from '../../../server/src/modules/matches/match.entity.js';
import { StandingsService } from '../../../server/src/modules/standings/standings.service.js';
import { Role, User } from '../../../server/src/modules/users/user.entity.js';
import { ActivityAction, ActivityLog } from '../../../server/src/modules/users/activity-log.entity.js';
import type { Team } from '../../../server/src/modules/teams/team.entity.js';
import { Tournament } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { TIE_BREAKER_PRESETS } from '../../../shared/tie-breakers.js';
import { TestClient } from '../../support/client.js';
import { createClub, createMatch, createTeam, createUser, registerTeams } from '../../support/factories.js';
import { countQueries, serviceContext } from '../../support/season.js';
import { startTestServer, type TestServer } from '../../support/server.js';

const preset = (name: string) => TIE_BREAKER_PRESETS.find((entry) => entry.name === name)!.tieBreakers;

const Create = /* GraphQL */ `
  mutation ($input: TournamentInput!) {
    createTournament(input: $input) {
      id
      tieBreakers
      pointsForWin
      pointsForDraw
      pointsForLoss
      pointsForNoResult
    }
  }
`;
const Update = /* GraphQL */ `
  mutation ($id: Int!, $input: TournamentInput!) {
    updateTournament(id: $id, input: $input) {
      tieBreakers
      pointsForWin
    }
  }
`;
const Table = /* GraphQL */ `
  query ($id: Int!) {
    standings(tournamentId: $id) {
      position
      teamName
      points
      pointsDeducted
      bonusPoints
    }
  }
`;
const Deduct = /* GraphQL */ `
  mutation ($tournamentId: Int!, $teamId: Int!, $points: Int!, $reason: String!) {
    deductPoints(tournamentId: $tournamentId, teamId: $teamId, points: $points, reason: $reason) {
      points
      reason
      teamId
      team {
        name
      }
    }
  }
`;
const Deductions = /* GraphQL */ `
  query {
    publicTournaments {
      id
      pointsDeductions {
        points
        reason
        team {
          name
        }
      }
    }
  }
`;

type Row = { position: number; teamName: string; points: number; pointsDeducted: number; bonusPoints: number };

describe('tie-breakers, points per result and deductions through the API', () => {
  let server: TestServer;
  let organiser: TestClient;
  let tournamentId: number;
  let teams: Record<'P' | 'Q' | 'R' | 'S', Team>;
  let creatorId: number;
  const input = {
    name: 'Circle League',
    sport: 'football',
    tournamentType: 'round_robin',
    startDate: '2026-12-01',
    endDate: '2026-12-31',
  };

  const table = async (client = new TestClient(server.url)) => {
    const { data, errors } = await client.gql<{ standings: Row[] }>(Table, { id: tournamentId });
    expect(errors).toBeUndefined();
    return data!.standings;
  };
  const order = (rows: Row[]) => rows.map((row) => `${row.position} ${row.teamName} ${row.points}`);

  beforeAll(async () => {
    server = await startTestServer();
    const em = server.em();
    const creator = await createUser(em, { email: 'organiser@example.test', role: Role.tournament_creator });
    creatorId = creator.id;
    await createUser(em, { email: 'rival@example.test', role: Role.tournament_creator });
    await createUser(em, { email: 'manager@example.test', role: Role.manager });
    organiser = new TestClient(server.url);
    await organiser.signIn('organiser@example.test');

    const created = await organiser.gql<{ createTournament: { id: number; tieBreakers: string[] } }>(Create, {
      input: { ...input, tieBreakers: preset('UEFA group stage') },
    });
    expect(created.errors).toBeUndefined();
    tournamentId = created.data!.createTournament.id;
    expect(created.data!.createTournament).toMatchObject({
      tieBreakers: preset('UEFA group stage'),
      pointsForWin: 3,
      pointsForDraw: 1,
      pointsForLoss: 0,
      pointsForNoResult: 1,
    });
    await organiser.gql(`mutation ($id: Int!) { setTournamentPublished(id: $id, published: true) { id } }`, {
      id: tournamentId,
    });

    const club = await createClub(em, creator);
    const manager = await em.findOneOrFail(User, { email: 'manager@example.test' });
    teams = {
      P: await createTeam(em, club, { name: 'P' }),
      Q: await createTeam(em, club, { name: 'Q' }),
      R: await createTeam(em, club, { name: 'R' }),
      S: await createTeam(em, club, { name: 'S', manager }),
    };
    const tournament = await em.findOneOrFail(Tournament, { id: tournamentId });
    await registerTeams(em, tournament, Object.values(teams));
    // A circle among P, Q and R (Q 1-0 R, P 1-0 Q, R 2-1 P); all three beat S, P by five.
    const completed = { status: MatchStatus.completed };
    const { P, Q, R, S } = teams;
    for (const [home, away, homeScore, awayScore] of [
      [Q, R, 1, 0],
      [P, Q, 1, 0],
      [R, P, 2, 1],
      [P, S, 5, 0],
      [Q, S, 1, 0],
      [R, S, 1, 0],
    ] as const) {
      await createMatch(em, tournament, home, away, {
        ...completed,
        homeTeamScore: homeScore,
        awayTeamScore: awayScore,
      });
    }
  }, 120_000);
  afterAll(async () => {
    await server.stop();
  });

  it('ranks by the chosen list: UEFA reapplies head-to-head to the two still level; Premier League does not', async () => {
    const ctx = await serviceContext(server, creatorId);
    const { queries } = await countQueries(server, () => new StandingsService(ctx).forTournament(tournamentId));
    // Head-to-head is worked out in memory: the kept table's version, the tournament (with its deductions),
    // teams, completed matches, (as UEFA lists FAIR_PLAY) the football logs for the cards, the table kept.
    expect(queries).toHaveLength(6);
    expect(order(await table())).toEqual(['1 R 6', '2 P 6', '3 Q 6', '4 S 0']);

    const updated = await organiser.gql<{ updateTournament: { tieBreakers: string[] } }>(Update, {
      id: tournamentId,
      input: { ...input, tieBreakers: preset('Premier League') },
    });
    expect(updated.errors).toBeUndefined();
    // A new request, as the server makes one: its own entity manager and loaders. The new rules outdated the
    // kept table; computed again, without the logs.
    const next = await serviceContext(server, creatorId);
    const again = await countQueries(server, () => new StandingsService(next).forTournament(tournamentId));
    expect(again.queries).toHaveLength(5);
    expect(order(await table())).toEqual(['1 P 6', '2 R 6', '3 Q 6', '4 S 0']);

    const presets = await new TestClient(server.url).gql<{ tieBreakerPresets: { name: string }[] }>(
      '{ tieBreakerPresets { name tieBreakers } }',
    );
    expect(presets.data?.tieBreakerPresets.map((entry) => entry.name)).toEqual([
      'Premier League',
      'La Liga / Serie A: head-to-head first',
      'UEFA group stage',
      'FIFA World Cup',
      'IPL / T20 leagues: wins then net run rate',
    ]);
  });

  it('points per result are the organiser’s; bonus points add to them', async () => {
    const two = await organiser.gql<{ updateTournament: { pointsForWin: number } }>(Update, {
      id: tournamentId,
      input: { ...input, tieBreakers: preset('Premier League'), pointsForWin: 2 },
    });
    expect(two.data?.updateTournament.pointsForWin).toBe(2);
    expect(order(await table())).toEqual(['1 P 4', '2 R 4', '3 Q 4', '4 S 0']);

    const em = server.em();
    const match = await em.findOneOrFail(Match, { homeTeam: teams.Q.id, awayTeam: teams.S.id });
    const SetBonus = `mutation ($id: Int!, $home: Int!, $away: Int!) {
      setBonusPoints(matchId: $id, homeBonusPoints: $home, awayBonusPoints: $away) { homeBonusPoints awayBonusPoints }
    }`;
    const rival = new TestClient(server.url);
    await rival.signIn('rival@example.test');
    expect((await rival.gql(SetBonus, { id: match.id, home: 1, away: 0 })).errors?.[0].extensions?.code).toBe(
      'FORBIDDEN',
    );
    const bad = await organiser.gql(SetBonus, { id: match.id, home: 11, away: 0 });
    expect(bad.errors?.[0].extensions?.fields).toEqual({
      homeBonusPoints: 'Bonus points must be a whole number from 0 to 10',
    });
    expect((await organiser.gql(SetBonus, { id: match.id, home: 1, away: 1 })).errors).toBeUndefined();
    const rows = await table();
    expect(order(rows)).toEqual(['1 Q 5', '2 P 4', '3 R 4', '4 S 1']);
    expect(rows[0].bonusPoints).toBe(1);

    // Back to the defaults for the rest of the file.
    await organiser.gql(SetBonus, { id: match.id, home: 0, away: 0 });
    await organiser.gql(Update, { id: tournamentId, input: { ...input, tieBreakers: preset('UEFA group stage') } });
  });

  it('bad input names the field', async () => {
    const duplicate = await organiser.gql(Create, { input: { ...input, tieBreakers: ['POINTS', 'WINS', 'POINTS'] } });
    expect(duplicate.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { tieBreakers: 'Each tie-breaker can be used once' },
    });
    const nrr = await organiser.gql(Create, { input: { ...input, tieBreakers: ['POINTS', 'NET_RUN_RATE'] } });
    expect(nrr.errors?.[0].extensions?.fields).toEqual({ tieBreakers: 'Net run rate ranks cricket tables only' });
    const points = await organiser.gql(Create, { input: { ...input, pointsForDraw: -1 } });
    expect(points.errors?.[0].extensions?.fields).toEqual({
      pointsForDraw: 'Points for a draw or tie must be a whole number from 0 to 10',
    });

    const deduct = (variables: Record<string, unknown>) =>
      organiser.gql(Deduct, { tournamentId, teamId: teams.P.id, points: 3, reason: 'Breach', ...variables });
    expect((await deduct({ points: 0 })).errors?.[0].extensions?.fields).toEqual({
      points: 'Points to deduct must be a whole number from 1 to 100',
    });
    expect((await deduct({ reason: '  ' })).errors?.[0].extensions?.fields).toEqual({
      reason: 'Give the reason for the deduction',
    });
    const stranger = await createTeam(server.em(), await createClub(server.em(), await createUser(server.em())), {
      name: 'Stranger FC',
    });
    expect((await deduct({ teamId: stranger.id })).errors?.[0].extensions?.fields).toEqual({
      teamId: 'Stranger FC is not in this tournament’s table',
    });
    const lots = await organiser.gql(
      `mutation ($id: Int!, $teamIds: [Int!]!) { recordDrawingOfLots(tournamentId: $id, teamIds: $teamIds) { id } }`,
      { id: tournamentId, teamIds: [teams.P.id, stranger.id] },
    );
    expect(lots.errors?.[0].extensions?.fields).toEqual({
      teamIds: `Team ${stranger.id} is not registered in this tournament`,
    });
    const Lots = `mutation ($id: Int!, $teamIds: [Int!]!) {
      recordDrawingOfLots(tournamentId: $id, teamIds: $teamIds) { drawingOfLots }
    }`;
    const twice = await organiser.gql(Lots, { id: tournamentId, teamIds: [teams.P.id, teams.P.id] });
    expect(twice.errors?.[0].extensions?.fields).toEqual({ teamIds: 'Each team can be drawn once' });
    const drawn = await organiser.gql<{ recordDrawingOfLots: { drawingOfLots: number[] } }>(Lots, {
      id: tournamentId,
      teamIds: [teams.Q.id, teams.P.id],
    });
    expect(drawn.data?.recordDrawingOfLots.drawingOfLots).toEqual([teams.Q.id, teams.P.id]);
    const rival = new TestClient(server.url);
    await rival.signIn('rival@example.test');
    expect((await rival.gql(Lots, { id: tournamentId, teamIds: [] })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('only the organiser deducts points', async () => {
    const variables = { tournamentId, teamId: teams.R.id, points: 3, reason: 'Breach' };
    const visitor = await new TestClient(server.url).gql(Deduct, variables);
    expect(visitor.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const rival = new TestClient(server.url);
    await rival.signIn('rival@example.test');
    expect((await rival.gql(Deduct, variables)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const manager = new TestClient(server.url);
    await manager.signIn('manager@example.test');
    expect((await manager.gql(Deduct, variables)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(order(await table())).toEqual(['1 R 6', '2 P 6', '3 Q 6', '4 S 0']);
  });

  it('a deduction comes off the points, is listed with its reason and kept in the activity log', async () => {
    const { data, errors } = await organiser.gql<{ deductPoints: Record<string, unknown> }>(Deduct, {
      tournamentId,
      teamId: teams.R.id,
      points: 3,
      reason: 'Fielded an ineligible player',
    });
    expect(errors).toBeUndefined();
    expect(data?.deductPoints).toEqual({
      points: 3,
      reason: 'Fielded an ineligible player',
      teamId: teams.R.id,
      team: { name: 'R' },
    });
    const rows = await table();
    // R drops to 3; P and Q, level on 6, go by their own meeting: P won.
    expect(order(rows)).toEqual(['1 P 6', '2 Q 6', '3 R 3', '4 S 0']);
    expect(rows[2].pointsDeducted).toBe(3);

    const listed = await new TestClient(server.url).gql<{
      publicTournaments: { id: number; pointsDeductions: unknown[] }[];
    }>(Deductions);
    expect(listed.data?.publicTournaments.find((entry) => entry.id === tournamentId)?.pointsDeductions).toEqual([
      { points: 3, reason: 'Fielded an ineligible player', team: { name: 'R' } },
    ]);
    const activity = await server.em().fork().find(ActivityLog, { action: ActivityAction.points_deducted });
    expect(activity.map((entry) => entry.details)).toEqual([
      `Tournament ${tournamentId}: 3 points deducted from R (Fielded an ineligible player)`,
    ]);
  });

  it('a withdrawn team keeps its results unless the organiser expunges them', async () => {
    const Withdraw = `mutation ($t: Int!, $team: Int!, $expunge: Boolean) {
      unregisterTeam(tournamentId: $t, teamId: $team, expungeResults: $expunge)
    }`;
    const manager = new TestClient(server.url);
    await manager.signIn('manager@example.test');
    const refused = await manager.gql(Withdraw, { t: tournamentId, team: teams.S.id, expunge: true });
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');

    expect(
      (await organiser.gql(Withdraw, { t: tournamentId, team: teams.S.id, expunge: false })).errors,
    ).toBeUndefined();
    // Kept: S is still in the table with its results.
    expect(order(await table())).toEqual(['1 P 6', '2 Q 6', '3 R 3', '4 S 0']);

    // Back in, then withdrawn again, this time expunged: every match S played leaves the table. P and Q are
    // level on 3 (R's 3 were deducted); P beat Q.
    const em = server.em();
    const tournament = await em.findOneOrFail(Tournament, { id: tournamentId });
    await registerTeams(em, tournament, [teams.S]);
    expect(
      (await organiser.gql(Withdraw, { t: tournamentId, team: teams.S.id, expunge: true })).errors,
    ).toBeUndefined();
    expect(order(await table())).toEqual(['1 P 3', '2 Q 3', '3 R 0']);
  });
});
