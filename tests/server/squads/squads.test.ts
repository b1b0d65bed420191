import { beforeEach, describe, expect, it } from 'vitest';
import { SQUAD_SIZE } from '../../../shared/entries.js';
import { RosterPlayers } from '../../../server/src/modules/matches/events/roster-players.js';
import { SquadMember } from '../../../server/src/modules/squads/squad-member.entity.js';
import { TeamMember } from '../../../server/src/modules/teams/team-member.entity.js';
import type { Team } from '../../../server/src/modules/teams/team.entity.js';
import { Sport, Tournament } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { ActivityAction, ActivityLog } from '../../../server/src/modules/users/activity-log.entity.js';
import { Role, type User } from '../../../server/src/modules/users/user.entity.js';
import type { TestClient } from '../../support/client.js';
import {
  createClub,
  createMatch,
  createTeam,
  createTournament,
  createUser,
  registerTeams,
} from '../../support/factories.js';
import { RecordDelivery, expectInputError } from '../matches/events/support.js';
import { signedInClient, useTestServer } from '../management/support.js';

/**
 * Squads: a team names its squad for a tournament from its roster, within its sport's limits, by the
 * organiser's deadline; a person plays for one team per tournament; the scoring pad's roster lookup offers
 * the squad. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL (the parallel case matters there).
 */

const SetSquad = `mutation ($t: Int!, $team: Int!, $ids: [Int!]!) {
  setSquad(tournamentId: $t, teamId: $team, memberIds: $ids) { named players { id name } minPlayers maxPlayers canEdit }
}`;
const GetSquad = `query ($t: Int!, $team: Int!) { squad(tournamentId: $t, teamId: $team) { named players { id } canEdit } }`;

type SquadAnswer = { setSquad: { named: boolean; players: { id: number; name: string }[]; canEdit: boolean } };

describe('squads', () => {
  const server = useTestServer();
  let organiser: TestClient;
  let managerA: TestClient;
  let managerB: TestClient;
  let teamA: Team;
  let teamB: Team;
  let cup: Tournament;
  let rosterA: TeamMember[];
  let rosterB: TeamMember[];
  let shared: User;
  let creator: User;

  beforeEach(async () => {
    await server.reset();
    const em = server.em();
    creator = await createUser(em, { email: 'organiser@example.test', role: Role.tournament_creator });
    const owner = await createUser(em, { email: 'owner@example.test', role: Role.club_owner });
    const a = await createUser(em, { email: 'a@example.test', role: Role.manager });
    const b = await createUser(em, { email: 'b@example.test', role: Role.manager });
    shared = await createUser(em, { email: 'keemo@example.test', name: 'Keemo Paul', role: Role.player });
    const club = await createClub(em, owner, { name: 'Windward SC' });
    teamA = await createTeam(em, club, { name: 'Windward Volcanoes', manager: a, sport: Sport.cricket });
    teamB = await createTeam(em, club, { name: 'Leeward Hurricanes', manager: b, sport: Sport.cricket });
    cup = await createTournament(em, creator, { name: 'Island T20', sport: Sport.cricket });
    await registerTeams(em, cup, [teamA, teamB]);
    const roster = (team: Team, prefix: string, size: number) =>
      Array.from({ length: size }, (_, index) =>
        em.create(TeamMember, {
          team,
          name: index === 0 ? 'Keemo Paul' : `${prefix} Player ${index + 1}`,
          jerseyNumber: index + 1,
          user: index === 0 ? shared : null,
        }),
      );
    rosterA = roster(teamA, 'Windward', 14);
    rosterB = roster(teamB, 'Leeward', 13);
    await em.flush();
    organiser = await signedInClient(server, 'organiser@example.test');
    managerA = await signedInClient(server, 'a@example.test');
    managerB = await signedInClient(server, 'b@example.test');
  });

  const ids = (members: TeamMember[]) => members.map((member) => member.id);

  it('names a squad within the sport’s limits, from the team’s own roster, naming the field at fault', async () => {
    expect(SQUAD_SIZE.cricket).toEqual({ min: 11, max: 18 });
    const short = await managerA.gql(SetSquad, { t: cup.id, team: teamA.id, ids: ids(rosterA.slice(0, 9)) });
    expect(short.errors?.[0].extensions?.fields).toEqual({
      memberIds: 'A cricket squad has 11 to 18 players; this one has 9',
    });
    const stranger = await managerA.gql(SetSquad, {
      t: cup.id,
      team: teamA.id,
      ids: [...ids(rosterA.slice(0, 10)), rosterB[5].id],
    });
    expect(stranger.errors?.[0].extensions?.fields).toEqual({
      memberIds: `Player #${rosterB[5].id} is not on Windward Volcanoes's roster`,
    });
    const twice = await managerA.gql(SetSquad, {
      t: cup.id,
      team: teamA.id,
      ids: [...ids(rosterA.slice(0, 11)), rosterA[0].id],
    });
    expect(twice.errors?.[0].extensions?.fields).toEqual({ memberIds: 'Each player can be named once' });
    expect(
      (await managerB.gql(SetSquad, { t: cup.id, team: teamA.id, ids: ids(rosterA.slice(0, 11)) })).errors?.[0]
        .extensions?.code,
    ).toBe('FORBIDDEN');
    expect(await server.em().count(SquadMember, {})).toBe(0);

    const named = await managerA.gql<SquadAnswer>(SetSquad, {
      t: cup.id,
      team: teamA.id,
      ids: ids(rosterA.slice(0, 12)),
    });
    expect(named.errors).toBeUndefined();
    expect(named.data?.setSquad).toMatchObject({ named: true, canEdit: true });
    expect(named.data?.setSquad.players.map((player) => player.id)).toEqual(ids(rosterA.slice(0, 12)));
    // Naming it again replaces it.
    const changed = await managerA.gql<SquadAnswer>(SetSquad, {
      t: cup.id,
      team: teamA.id,
      ids: ids(rosterA.slice(2, 14)),
    });
    expect(changed.data?.setSquad.players.map((player) => player.id)).toEqual(ids(rosterA.slice(2, 14)));
    expect(await server.em().count(SquadMember, { team: teamA.id })).toBe(12);
  });

  it('a person plays for one team per season: the error names the other team', async () => {
    const first = await managerA.gql(SetSquad, { t: cup.id, team: teamA.id, ids: ids(rosterA.slice(0, 11)) });
    expect(first.errors).toBeUndefined();
    const second = await managerB.gql(SetSquad, { t: cup.id, team: teamB.id, ids: ids(rosterB.slice(0, 11)) });
    expect(second.errors?.[0].extensions?.fields).toEqual({
      memberIds:
        'Keemo Paul already plays for Windward Volcanoes in this tournament: a person plays for one team per season',
    });
    expect(await server.em().count(SquadMember, { team: teamB.id })).toBe(0);
    // Another season is another matter.
    const nextSeason = await createTournament(server.em(), creator, { name: 'Island T20 2027', sport: Sport.cricket });
    await registerTeams(server.em(), nextSeason, [teamB]);
    const elsewhere = await managerB.gql(SetSquad, {
      t: nextSeason.id,
      team: teamB.id,
      ids: ids(rosterB.slice(0, 11)),
    });
    expect(elsewhere.errors).toBeUndefined();
  });

  it('two teams naming the same person at once: one squad holds them, the other is told which', async () => {
    const answers = await Promise.all([
      managerA.gql(SetSquad, { t: cup.id, team: teamA.id, ids: ids(rosterA.slice(0, 11)) }),
      managerB.gql(SetSquad, { t: cup.id, team: teamB.id, ids: ids(rosterB.slice(0, 11)) }),
    ]);
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    const refused = answers.find((answer) => answer.errors)!;
    expect(refused.errors?.[0].extensions?.fields?.memberIds).toMatch(
      /^Keemo Paul already plays for (Windward Volcanoes|Leeward Hurricanes) in this tournament/,
    );
    expect(await server.em().count(SquadMember, { person: shared.id })).toBe(1);
  });

  it('after the deadline only the organiser changes a squad, and each change is logged', async () => {
    await managerA.gql(SetSquad, { t: cup.id, team: teamA.id, ids: ids(rosterA.slice(0, 11)) });
    const em = server.em();
    const tournament = await em.findOneOrFail(Tournament, cup.id);
    tournament.squadDeadline = new Date(Date.now() - 60_000);
    await em.flush();

    const late = await managerA.gql(SetSquad, { t: cup.id, team: teamA.id, ids: ids(rosterA.slice(1, 12)) });
    expect(late.errors?.[0]).toMatchObject({
      message: 'The squad deadline has passed; ask the organiser',
      extensions: { code: 'CONFLICT' },
    });
    const seen = await managerA.gql<{ squad: { canEdit: boolean } }>(GetSquad, { t: cup.id, team: teamA.id });
    expect(seen.data?.squad.canEdit).toBe(false);

    const byOrganiser = await organiser.gql(SetSquad, { t: cup.id, team: teamA.id, ids: ids(rosterA.slice(1, 12)) });
    expect(byOrganiser.errors).toBeUndefined();
    const log = await server.em().find(ActivityLog, { action: ActivityAction.squad_changed });
    expect(log.map((entry) => entry.details)).toEqual([
      `Tournament ${cup.id} (Island T20): Windward Volcanoes's squad after the deadline: added Windward Player 12; removed Keemo Paul`,
    ]);
  });

  it('a match of the tournament is scored from the squad: its line-ups list the squad, a player left out is refused', async () => {
    await managerA.gql(SetSquad, { t: cup.id, team: teamA.id, ids: ids(rosterA.slice(3, 14)) });
    const scorer = await createUser(server.em(), { email: 'scorer@example.test', role: Role.referee });
    const match = await createMatch(server.em(), cup, teamA, teamB, { scorer });
    const pad = await signedInClient(server, 'scorer@example.test');
    const lineups = await pad.gql<{
      match: { lineups: { team: { id: number }; fromSquad: boolean; players: { id: number }[] }[] };
    }>(`query ($id: Int!) { match(id: $id) { lineups { team { id } fromSquad players { id } } } }`, { id: match.id });
    expect(lineups.errors).toBeUndefined();
    expect(lineups.data!.match.lineups.map((side) => side.players.map((player) => player.id))).toEqual([
      ids(rosterA.slice(3, 14)),
      ids(rosterB),
    ]);
    expect(lineups.data!.match.lineups.map((side) => side.fromSquad)).toEqual([true, false]);
    const delivery = (batter: number) => ({
      innings: 1,
      battingTeamId: teamA.id,
      batter: { id: batter },
      nonStriker: { id: rosterA[4].id },
      bowler: { id: rosterB[0].id },
      runs: 1,
    });
    const outside = await pad.gql(RecordDelivery, {
      matchId: match.id,
      key: 'b1',
      afterSeq: 0,
      input: delivery(rosterA[0].id),
    });
    expectInputError(outside, 'input.batter', /Keemo Paul is not in this side’s squad for this tournament/);
    const newName = await pad.gql(RecordDelivery, {
      matchId: match.id,
      key: 'b2',
      afterSeq: 0,
      input: { ...delivery(rosterA[3].id), nonStriker: { name: 'A Walk-on' } },
    });
    expectInputError(newName, 'input.nonStriker', /A Walk-on is not in this side’s squad/);
    const inside = await pad.gql<{ recordDelivery: { seq: number } }>(RecordDelivery, {
      matchId: match.id,
      key: 'b3',
      afterSeq: 0,
      input: delivery(rosterA[3].id),
    });
    expect(inside.errors).toBeUndefined();
    expect(inside.data!.recordDelivery.seq).toBe(1);
  });

  it('the pad’s roster lookup offers the squad when the side named one, else the roster', async () => {
    await managerA.gql(SetSquad, { t: cup.id, team: teamA.id, ids: ids(rosterA.slice(3, 14)) });
    const em = server.em();
    const roster = await RosterPlayers.load(em, [teamA.id, teamB.id], cup.id);
    expect(roster.keys(teamA.id)).toEqual(ids(rosterA.slice(3, 14)).map(String));
    expect(roster.keys(teamB.id)).toEqual(ids(rosterB).map(String));
    expect(roster.hasSquad(teamA.id)).toBe(true);
    // A roster player left out of the squad, or a new name, is refused for that side; the log still reads them.
    expect(() => roster.resolve({ id: rosterA[0].id }, teamA.id, 'input.batter')).toThrow(
      'Keemo Paul is not in this side’s squad for this tournament',
    );
    expect(() => roster.resolve({ name: 'Somebody New' }, teamA.id, 'input.batter')).toThrow(
      'Somebody New is not in this side’s squad for this tournament',
    );
    expect(roster.resolve({ name: 'windward player 5' }, teamA.id, 'input.batter').id).toBe(rosterA[4].id);
    expect(roster.name(String(rosterA[0].id))).toBe('Keemo Paul');
    // Without the tournament (or in another one) the whole roster plays, as before.
    const anywhere = await RosterPlayers.load(em, [teamA.id], null);
    expect(anywhere.keys(teamA.id)).toEqual(ids(rosterA).map(String));
  });
});
