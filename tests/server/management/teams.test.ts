import { beforeEach, describe, expect, it } from 'vitest';
import type { Club } from '../../../server/src/modules/clubs/club.entity.js';
import { TeamMember } from '../../../server/src/modules/teams/team-member.entity.js';
import { Team } from '../../../server/src/modules/teams/team.entity.js';
import { Role, type User } from '../../../server/src/modules/users/user.entity.js';
import type { TestClient } from '../../support/client.js';
import { createClub, createTeam, createUser } from '../../support/factories.js';
import { Sport } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { PlayerPosition } from '../../../shared/enums.js';
import { signedInClient, useTestServer } from './support.js';

const TEAM_FIELDS = `id name clubId managerId coachId description homeGround foundedDate isActive playerCount club { name }`;
const CreateTeam = `mutation CreateTeam($input: TeamInput!) { createTeam(input: $input) { ${TEAM_FIELDS} } }`;
const UpdateTeam = `mutation UpdateTeam($id: Int!, $input: TeamInput!) { updateTeam(id: $id, input: $input) { ${TEAM_FIELDS} } }`;
const SetTeamActive = `mutation SetTeamActive($id: Int!, $active: Boolean!) { setTeamActive(id: $id, active: $active) { id isActive } }`;
const MyTeams = `query MyTeams($clubId: Int) { myTeams(clubId: $clubId) { id name playerCount club { name } } }`;
const Roster = `query Roster($id: Int!) { team(id: $id) { id name members { id name userId jerseyNumber position isCaptain isViceCaptain } } }`;
const AddMember = `mutation AddMember($teamId: Int!, $input: TeamMemberInput!) { addTeamMember(teamId: $teamId, input: $input) { id name userId jerseyNumber position isCaptain isViceCaptain } }`;
const UpdateMember = `mutation UpdateMember($id: Int!, $input: TeamMemberInput!) { updateTeamMember(id: $id, input: $input) { id isCaptain isViceCaptain jerseyNumber } }`;
const RemoveMember = `mutation RemoveMember($id: Int!) { removeTeamMember(id: $id) }`;
const Candidates = `query Candidates($teamId: Int!, $search: String, $limit: Int) { playerCandidates(teamId: $teamId, search: $search, limit: $limit) { id name profilePicture } }`;
const Assignable = `query Assignable($includePlayers: Boolean) { assignableUsers(includePlayers: $includePlayers) { id email } }`;

type TeamRow = {
  id: number;
  name: string;
  clubId: number;
  managerId: number | null;
  coachId: number | null;
  isActive: boolean;
  playerCount: number;
  club: { name: string } | null;
};
type MemberRow = {
  id: number;
  name: string;
  userId: number | null;
  jerseyNumber: number | null;
  position: string | null;
  isCaptain: boolean;
  isViceCaptain: boolean;
};

describe('teams and rosters', () => {
  const server = useTestServer();
  let owner: TestClient;
  let manager: TestClient;
  let stranger: TestClient;
  let ownerUser: User;
  let managerUser: User;
  let playerUser: User;
  let pendingUser: User;
  let club: Club;
  let strangerClub: Club;

  beforeEach(async () => {
    await server.reset();
    const em = server.em();
    ownerUser = await createUser(em, { email: 'owner@example.test', role: Role.club_owner });
    managerUser = await createUser(em, { email: 'manager@example.test', role: Role.manager });
    const strangerUser = await createUser(em, { email: 'stranger@example.test', role: Role.club_owner });
    playerUser = await createUser(em, { email: 'player@example.test', name: 'Shai Hope', role: Role.player });
    pendingUser = await createUser(em, { email: 'pending@example.test', state: 'pending' });
    club = await createClub(em, ownerUser, { name: 'Harbour Lights SC' });
    strangerClub = await createClub(em, strangerUser, { name: 'Elsewhere FC' });
    owner = await signedInClient(server, 'owner@example.test');
    manager = await signedInClient(server, 'manager@example.test');
    stranger = await signedInClient(server, 'stranger@example.test');
  });

  const teamCount = () => server.em().count(Team, {});
  const memberCount = () => server.em().count(TeamMember, {});

  describe('teams', () => {
    it('creates a team in my club with an activated manager and coach', async () => {
      const { data, errors } = await owner.gql<{ createTeam: TeamRow }>(CreateTeam, {
        input: {
          name: 'Harbour Lights XI',
          clubId: club.id,
          managerId: managerUser.id,
          coachId: ownerUser.id,
          description: 'First team',
          homeGround: 'Daren Sammy Stadium',
          foundedDate: '1998-04-01',
        },
      });
      expect(errors).toBeUndefined();
      expect(data?.createTeam).toMatchObject({
        name: 'Harbour Lights XI',
        clubId: club.id,
        managerId: managerUser.id,
        coachId: ownerUser.id,
        homeGround: 'Daren Sammy Stadium',
        foundedDate: '1998-04-01',
        isActive: true,
        playerCount: 0,
        club: { name: 'Harbour Lights SC' },
      });
    });

    it('refuses each bad field with its message and stores nothing', async () => {
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{ name: '', clubId: club.id }, { name: 'Team name is required' }],
        [{ name: 'X' }, { clubId: 'Club is required' }],
        [{ name: 'X', clubId: 99999 }, { clubId: 'Club not found' }],
        [{ name: 'X', clubId: club.id, managerId: pendingUser.id }, { managerId: 'Choose an activated user' }],
        [{ name: 'X', clubId: club.id, coachId: playerUser.id }, { coachId: 'Choose an activated user' }],
        [
          { name: 'X', clubId: club.id, foundedDate: '1998-02-30' },
          { foundedDate: 'Enter the founding date as YYYY-MM-DD' },
        ],
      ];
      for (const [input, fields] of cases) {
        const { errors } = await owner.gql(CreateTeam, { input });
        expect(errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
        expect(errors?.[0].extensions?.fields).toEqual(fields);
      }
      const em = server.em();
      const inactive = await createClub(em, ownerUser, { name: 'Dormant', isActive: false });
      const dormant = await owner.gql(CreateTeam, { input: { name: 'X', clubId: inactive.id } });
      expect(dormant.errors?.[0].extensions?.fields).toEqual({ clubId: 'This club is inactive; reactivate it first' });
      expect(await teamCount()).toBe(0);
    });

    it("refuses a team in someone else's club, and players", async () => {
      const { errors } = await owner.gql(CreateTeam, { input: { name: 'Poacher', clubId: strangerClub.id } });
      expect(errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const player = await signedInClient(server, 'player@example.test');
      const refused = await player.gql(CreateTeam, { input: { name: 'Mine', clubId: club.id } });
      expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(await teamCount()).toBe(0);
    });

    it('lists the teams I own or manage, with real club names and player counts', async () => {
      const em = server.em();
      const first = await createTeam(em, club, { name: 'First XI', manager: managerUser });
      const second = await createTeam(em, club, { name: 'Second XI' });
      await createTeam(em, strangerClub, { name: 'Not mine' });
      em.create(TeamMember, { team: first, name: 'A', jerseyNumber: 1 });
      em.create(TeamMember, { team: first, name: 'B', jerseyNumber: 2 });
      em.create(TeamMember, { team: second, name: 'C', jerseyNumber: 1 });
      await em.flush();

      const mine = await owner.gql<{ myTeams: TeamRow[] }>(MyTeams);
      expect(mine.data?.myTeams).toEqual([
        { id: second.id, name: 'Second XI', playerCount: 1, club: { name: 'Harbour Lights SC' } },
        { id: first.id, name: 'First XI', playerCount: 2, club: { name: 'Harbour Lights SC' } },
      ]);
      const managed = await manager.gql<{ myTeams: TeamRow[] }>(MyTeams);
      expect(managed.data?.myTeams.map((team) => team.name)).toEqual(['First XI']);
      const ofClub = await stranger.gql<{ myTeams: TeamRow[] }>(MyTeams, { clubId: club.id });
      expect(ofClub.data?.myTeams).toEqual([]);
    });

    it('lets the manager and the club owner edit and deactivate, and nobody else', async () => {
      const em = server.em();
      const team = await createTeam(em, club, { name: 'First XI', manager: managerUser });
      const input = { name: 'Renamed', clubId: club.id, managerId: managerUser.id, homeGround: 'Beausejour' };

      const refused = await stranger.gql(UpdateTeam, { id: team.id, input });
      expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const refusedOff = await stranger.gql(SetTeamActive, { id: team.id, active: false });
      expect(refusedOff.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      // The manager cannot move the team into a club they do not own.
      const moved = await manager.gql(UpdateTeam, { id: team.id, input: { ...input, clubId: strangerClub.id } });
      expect(moved.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const stored = await server.em().findOneOrFail(Team, { id: team.id });
      expect(stored).toMatchObject({ name: 'First XI', isActive: true, homeGround: null });
      expect(stored.club.id).toBe(club.id);

      const edited = await manager.gql<{ updateTeam: TeamRow }>(UpdateTeam, { id: team.id, input });
      expect(edited.errors).toBeUndefined();
      expect(edited.data?.updateTeam).toMatchObject({ name: 'Renamed', managerId: managerUser.id });
      const off = await owner.gql<{ setTeamActive: TeamRow }>(SetTeamActive, { id: team.id, active: false });
      expect(off.data?.setTeamActive.isActive).toBe(false);
    });

    it('offers activated non-players as managers, and every active account for a roster link', async () => {
      const staff = await owner.gql<{ assignableUsers: { email: string }[] }>(Assignable);
      const emails = staff.data!.assignableUsers.map((user) => user.email);
      expect(emails).toContain('manager@example.test');
      expect(emails).not.toContain('player@example.test');
      expect(emails).not.toContain('pending@example.test');
      const all = await owner.gql<{ assignableUsers: { email: string }[] }>(Assignable, { includePlayers: true });
      expect(all.data!.assignableUsers.map((user) => user.email)).toContain('player@example.test');
    });

    it('keeps an optional sport on the team, through GraphQL and REST', async () => {
      const created = await owner.gql<{ createTeam: { id: number; sport: string | null } }>(
        `mutation ($input: TeamInput!) { createTeam(input: $input) { id sport } }`,
        { input: { name: 'Harbour Lights CC', clubId: club.id, sport: 'cricket' } },
      );
      expect(created.data?.createTeam.sport).toBe('cricket');
      const cleared = await owner.gql<{ updateTeam: { sport: string | null } }>(
        `mutation ($id: Int!, $input: TeamInput!) { updateTeam(id: $id, input: $input) { sport } }`,
        { id: created.data!.createTeam.id, input: { name: 'Harbour Lights CC', clubId: club.id, sport: null } },
      );
      expect(cleared.data?.updateTeam.sport).toBeNull();
      const viaRest = await owner.rest<Record<string, unknown>>('POST', '/api/teams', {
        name: 'Harbour Lights Volleyball',
        club_id: club.id,
        sport: 'points',
      });
      expect(viaRest).toMatchObject({ status: 201, body: { sport: 'points' } });
      const unknown = await owner.rest('POST', '/api/teams', { name: 'X', club_id: club.id, sport: 'curling' });
      expect(unknown.status).toBe(400);
      expect(await server.em().count(Team, { sport: Sport.points })).toBe(1);
    });

    it('GET and POST /api/teams speak the spec shape', async () => {
      const created = await owner.rest<Record<string, unknown>>('POST', '/api/teams', {
        name: 'Harbour Lights XI',
        club_id: String(club.id),
        description: 'First team',
        home_ground: 'Daren Sammy Stadium',
        founded_date: '1998-04-01',
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        name: 'Harbour Lights XI',
        club_id: club.id,
        club_name: 'Harbour Lights SC',
        manager_id: null,
        coach_id: null,
        home_ground: 'Daren Sammy Stadium',
        founded_date: '1998-04-01',
        logo_url: null,
        is_active: true,
        player_count: 0,
      });
      const list = await owner.rest<Record<string, unknown>[]>('GET', '/api/teams');
      expect(list.body.map((team) => team.name)).toEqual(['Harbour Lights XI']);
      expect(list.body[0]).toMatchObject({ club_name: 'Harbour Lights SC', player_count: 0 });

      const withManager = await owner.rest<Record<string, unknown>>('POST', '/api/teams', {
        name: 'Harbour Lights II',
        club_id: club.id,
        manager_id: String(managerUser.id),
        coach_id: '',
      });
      expect(withManager.status).toBe(201);
      expect(withManager.body).toMatchObject({ manager_id: managerUser.id, coach_id: null });
      const missing = await owner.rest('POST', '/api/teams', { club_id: club.id });
      expect(missing).toMatchObject({ status: 400, body: { error: 'Team name is required' } });
      const noClub = await owner.rest('POST', '/api/teams', { name: 'X', club_id: '' });
      expect(noClub).toMatchObject({ status: 400, body: { error: 'Club is required' } });
      const forbidden = await owner.rest('POST', '/api/teams', { name: 'X', club_id: strangerClub.id });
      expect(forbidden.status).toBe(403);
      expect(await teamCount()).toBe(2);
    });
  });

  describe('rosters', () => {
    let team: Team;
    beforeEach(async () => {
      team = await createTeam(server.em(), club, { name: 'First XI', manager: managerUser });
    });

    const roster = async () => {
      const { data } = await owner.gql<{ team: { members: MemberRow[] } }>(Roster, { id: team.id });
      return data!.team.members;
    };

    it('the manager adds players with jersey, position and captaincy; the roster lists them by number', async () => {
      const first = await manager.gql<{ addTeamMember: MemberRow }>(AddMember, {
        teamId: team.id,
        input: { name: 'Kieron Pollard', jerseyNumber: 55, position: 'all_rounder', isCaptain: true },
      });
      expect(first.errors).toBeUndefined();
      const linked = await manager.gql<{ addTeamMember: MemberRow }>(AddMember, {
        teamId: team.id,
        input: { userId: playerUser.id, jerseyNumber: 4, position: 'wicket_keeper', isViceCaptain: true },
      });
      expect(linked.data?.addTeamMember).toMatchObject({ name: 'Shai Hope', userId: playerUser.id });
      expect(await roster()).toEqual([
        expect.objectContaining({ name: 'Shai Hope', jerseyNumber: 4, isViceCaptain: true, isCaptain: false }),
        expect.objectContaining({ name: 'Kieron Pollard', jerseyNumber: 55, position: 'all_rounder', isCaptain: true }),
      ]);
      const counted = await owner.gql<{ myTeams: TeamRow[] }>(MyTeams);
      expect(counted.data?.myTeams[0].playerCount).toBe(2);
    });

    it('refuses a taken jersey, an out-of-range one, a nameless player and a double captain, storing nothing', async () => {
      await owner.gql(AddMember, { teamId: team.id, input: { name: 'A', jerseyNumber: 10 } });
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{ name: 'B', jerseyNumber: 10 }, { jerseyNumber: 'Jersey number 10 is already taken in this team' }],
        [{ name: 'B', jerseyNumber: 1000 }, { jerseyNumber: 'Jersey number must be between 0 and 999' }],
        [{ name: ' ', jerseyNumber: 11 }, { name: 'Player name is required' }],
        [
          { name: 'B', isCaptain: true, isViceCaptain: true },
          { isViceCaptain: 'The captain cannot also be the vice-captain' },
        ],
        [{ name: 'B', userId: 99999 }, { userId: 'Choose an active user account' }],
      ];
      for (const [input, fields] of cases) {
        const { errors } = await owner.gql(AddMember, { teamId: team.id, input });
        expect(errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
        expect(errors?.[0].extensions?.fields).toEqual(fields);
      }
      const badPosition = await owner.gql(AddMember, { teamId: team.id, input: { name: 'B', position: 'striker' } });
      expect(badPosition.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(await memberCount()).toBe(1);

      await owner.gql(AddMember, { teamId: team.id, input: { userId: playerUser.id } });
      const twice = await owner.gql(AddMember, { teamId: team.id, input: { userId: playerUser.id, jerseyNumber: 3 } });
      expect(twice.errors?.[0].extensions?.fields).toEqual({ userId: 'This person is already on the roster' });
      expect(await memberCount()).toBe(2);
    });

    it('offers each sport its own positions: a cricket team takes no goalkeeper, a football team no bowler (issue 49)', async () => {
      const cricket = await createTeam(server.em(), club, { name: 'Walkers Bay Cricketers', sport: Sport.cricket });
      const football = await createTeam(server.em(), club, { name: 'Harbour FC', sport: Sport.football });
      const keeper = await owner.gql(AddMember, {
        teamId: cricket.id,
        input: { name: 'Joshua Da Silva', position: 'goalkeeper' },
      });
      expect(keeper.errors?.[0].extensions?.fields).toEqual({
        position: "A cricket team's players play as batsman, bowler, all rounder or wicket keeper",
      });
      const bowler = await owner.gql(AddMember, {
        teamId: football.id,
        input: { name: 'Kevin Molino', position: 'bowler' },
      });
      expect(bowler.errors?.[0].extensions?.fields).toEqual({
        position: "A football team's players play as goalkeeper, defender, midfielder or forward",
      });
      const fits = await owner.gql<{ addTeamMember: MemberRow }>(AddMember, {
        teamId: cricket.id,
        input: { name: 'Joshua Da Silva', position: 'wicket_keeper' },
      });
      expect(fits.data?.addTeamMember.position).toBe('wicket_keeper');
      // A place holding another sport's position from before may be edited without changing it.
      const old = server
        .em()
        .create(TeamMember, { team: cricket.id, name: 'Old Keeper', position: PlayerPosition.goalkeeper });
      await server.em().persist(old).flush();
      const kept = await owner.gql(UpdateMember, {
        id: old.id,
        input: { name: 'Old Keeper', position: 'goalkeeper', jerseyNumber: 1 },
      });
      expect(kept.errors).toBeUndefined();
    });

    it('keeps one captain and one vice-captain: naming a new one hands the role over', async () => {
      const a = await owner.gql<{ addTeamMember: MemberRow }>(AddMember, {
        teamId: team.id,
        input: { name: 'A', jerseyNumber: 1, isCaptain: true },
      });
      const b = await owner.gql<{ addTeamMember: MemberRow }>(AddMember, {
        teamId: team.id,
        input: { name: 'B', jerseyNumber: 2, isCaptain: true },
      });
      expect(b.errors).toBeUndefined();
      const promoted = await owner.gql<{ updateTeamMember: MemberRow }>(UpdateMember, {
        id: a.data!.addTeamMember.id,
        input: { name: 'A', jerseyNumber: 1, isViceCaptain: true },
      });
      expect(promoted.errors).toBeUndefined();
      expect((await roster()).map((m) => [m.name, m.isCaptain, m.isViceCaptain])).toEqual([
        ['A', false, true],
        ['B', true, false],
      ]);
    });

    it('finds players by name for the picker: eligible people only, no e-mail, limited', async () => {
      const em = server.em();
      const linked = await createUser(em, { email: 'linked@example.test', name: 'Shimron Hetmyer', role: Role.player });
      await createUser(em, { email: 'sherfane@example.test', name: 'Sherfane Rutherford', role: Role.player });
      await createUser(em, {
        email: 'benched@example.test',
        name: 'Shannon Gabriel',
        role: Role.player,
        state: 'inactive',
      });
      await createUser(em, {
        email: 'waiting@example.test',
        name: 'Shamar Joseph',
        role: Role.player,
        state: 'pending',
      });
      await createUser(em, { email: 'umpire@example.test', name: 'Shane Ward', role: Role.referee });
      await createUser(em, { email: 'odd@example.test', name: 'Sh%_odd', role: Role.player });
      await manager.gql(AddMember, { teamId: team.id, input: { userId: linked.id } });

      type Candidate = { id: number; name: string | null; profilePicture: string | null };
      const found = await manager.gql<{ playerCandidates: Candidate[] }>(Candidates, { teamId: team.id, search: 'sH' });
      expect(found.errors).toBeUndefined();
      expect(found.data?.playerCandidates.map((person) => person.name)).toEqual([
        'Sh%_odd',
        'Shai Hope',
        'Sherfane Rutherford',
      ]);
      expect(Object.keys(found.data!.playerCandidates[0]).sort()).toEqual(['id', 'name', 'profilePicture']);
      const wildcard = await manager.gql<{ playerCandidates: Candidate[] }>(Candidates, {
        teamId: team.id,
        search: '%_',
      });
      expect(wildcard.data?.playerCandidates.map((person) => person.name)).toEqual(['Sh%_odd']);
      const limited = await owner.gql<{ playerCandidates: Candidate[] }>(Candidates, { teamId: team.id, limit: 1 });
      expect(limited.data?.playerCandidates).toHaveLength(1);
      const tooMany = await owner.gql(Candidates, { teamId: team.id, limit: 500 });
      expect(tooMany.errors?.[0].extensions?.fields).toEqual({ limit: 'The limit must be between 1 and 50' });
      const emailAsked = await owner.gql(`query ($teamId: Int!) { playerCandidates(teamId: $teamId) { email } }`, {
        teamId: team.id,
      });
      expect(emailAsked.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      const byStranger = await stranger.gql(Candidates, { teamId: team.id, search: 'sh' });
      expect(byStranger.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    });

    it('refuses roster changes and views by anyone but the manager or club owner', async () => {
      const added = await owner.gql<{ addTeamMember: MemberRow }>(AddMember, {
        teamId: team.id,
        input: { name: 'A', jerseyNumber: 1 },
      });
      const id = added.data!.addTeamMember.id;
      const refusedAdd = await stranger.gql(AddMember, { teamId: team.id, input: { name: 'B' } });
      expect(refusedAdd.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const refusedEdit = await stranger.gql(UpdateMember, { id, input: { name: 'Z', jerseyNumber: 9 } });
      expect(refusedEdit.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const refusedRemove = await stranger.gql(RemoveMember, { id });
      expect(refusedRemove.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const refusedView = await stranger.gql(Roster, { id: team.id });
      expect(refusedView.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const stored = await server.em().find(TeamMember, {});
      expect(stored.map((m) => [m.name, m.jerseyNumber])).toEqual([['A', 1]]);
    });

    it('checks an edit like an addition: a jersey taken by a teammate is refused and nothing changes', async () => {
      await owner.gql(AddMember, { teamId: team.id, input: { name: 'A', jerseyNumber: 1 } });
      const b = await owner.gql<{ addTeamMember: MemberRow }>(AddMember, {
        teamId: team.id,
        input: { name: 'B', jerseyNumber: 2, position: 'goalkeeper' },
      });
      const id = b.data!.addTeamMember.id;
      const clash = await manager.gql(UpdateMember, { id, input: { name: 'B', jerseyNumber: 1 } });
      expect(clash.errors?.[0].extensions?.fields).toEqual({
        jerseyNumber: 'Jersey number 1 is already taken in this team',
      });
      const blank = await manager.gql(UpdateMember, { id, input: { name: '', jerseyNumber: 2 } });
      expect(blank.errors?.[0].extensions?.fields).toEqual({ name: 'Player name is required' });
      const stored = await server.em().findOneOrFail(TeamMember, { id });
      expect(stored).toMatchObject({ name: 'B', jerseyNumber: 2, position: 'goalkeeper' });
      // Keeping one's own number is fine.
      const kept = await manager.gql<{ updateTeamMember: MemberRow }>(UpdateMember, {
        id,
        input: { name: 'B', jerseyNumber: 2, isCaptain: true },
      });
      expect(kept.data?.updateTeamMember).toMatchObject({ jerseyNumber: 2, isCaptain: true });
      const missing = await manager.gql(UpdateMember, { id: 99999, input: { name: 'X' } });
      expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    });

    it('removes a player', async () => {
      const added = await owner.gql<{ addTeamMember: MemberRow }>(AddMember, {
        teamId: team.id,
        input: { name: 'A', jerseyNumber: 1 },
      });
      const removed = await manager.gql<{ removeTeamMember: number }>(RemoveMember, {
        id: added.data!.addTeamMember.id,
      });
      expect(removed.data?.removeTeamMember).toBe(added.data!.addTeamMember.id);
      expect(await memberCount()).toBe(0);
    });
  });
});
