import { beforeAll, describe, it } from 'vitest';
import type { TeamMember } from '../../../server/src/modules/teams/team-member.entity.js';
import type { Team } from '../../../server/src/modules/teams/team.entity.js';
import type { Tournament } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { Role } from '../../../server/src/modules/users/user.entity.js';
import { expectAllowed, gql, rest, useDemotionWorld, type Power } from './demotion-support.js';

// The team side: a club's owner and a team's manager (demotion-support.ts says what is tried).

describe('a demoted or deactivated person loses every power their role gave, at once', () => {
  const { people, rows, signedIn, setRole, expectAllRefused } = useDemotionWorld();
  let cup: Tournament, open: Tournament;
  let home: Team, away: Team;
  let homeMember: TeamMember, awayMember: TeamMember;
  beforeAll(() => {
    ({ cup, open, home, away, homeMember, awayMember } = rows);
  });

  const clubId = () => home.club.id;

  /** A club's owner and a team's manager: the team side. */
  const teamPowers = (team: () => Team, member: () => TeamMember, managerId: () => number | null): Power[] => [
    gql(
      'updateTeam',
      'mutation ($id: Int!, $m: Int) { updateTeam(id: $id, input: { name: "Lost FC", managerId: $m }) { id } }',
      () => ({ id: team().id, m: managerId() }),
    ),
    gql('setTeamActive', 'mutation ($id: Int!) { setTeamActive(id: $id, active: false) { id } }', () => ({
      id: team().id,
    })),
    gql('addTeamMember', 'mutation ($id: Int!) { addTeamMember(teamId: $id, input: { name: "Lost" }) { id } }', () => ({
      id: team().id,
    })),
    gql(
      'updateTeamMember',
      'mutation ($id: Int!) { updateTeamMember(id: $id, input: { name: "Lost" }) { id } }',
      () => ({
        id: member().id,
      }),
    ),
    gql('removeTeamMember', 'mutation ($id: Int!) { removeTeamMember(id: $id) }', () => ({ id: member().id })),
    gql('removeTeamCrest', 'mutation ($id: Int!) { removeTeamCrest(teamId: $id) { id } }', () => ({ id: team().id })),
    gql(
      'registerTeam (team side)',
      'mutation ($t: Int!, $team: Int!) { registerTeam(tournamentId: $t, teamId: $team) { id } }',
      () => ({
        t: open.id,
        team: team().id,
      }),
    ),
    gql(
      'unregisterTeam (team side)',
      'mutation ($t: Int!, $team: Int!) { unregisterTeam(tournamentId: $t, teamId: $team) }',
      () => ({ t: cup.id, team: team().id }),
    ),
    gql('playerCandidates', 'query ($id: Int!) { playerCandidates(teamId: $id) { id } }', () => ({ id: team().id })),
    gql('team', 'query ($id: Int!) { team(id: $id) { id } }', () => ({ id: team().id })),
    gql('myTeams', 'query { myTeams { id } }'),
    rest('GET', '/api/teams', () => '/api/teams'),
    rest(
      'POST',
      '/api/tournaments/{open}/registrations',
      () => `/api/tournaments/${open.id}/registrations`,
      () => ({ team_id: team().id }),
    ),
  ];

  const ownerPowers: Power[] = [
    gql('updateClub', 'mutation ($id: Int!) { updateClub(id: $id, input: { name: "Lost SC" }) { id } }', () => ({
      id: clubId(),
    })),
    gql('setClubActive', 'mutation ($id: Int!) { setClubActive(id: $id, active: false) { id } }', () => ({
      id: clubId(),
    })),
    gql('createTeam', 'mutation ($c: Int!) { createTeam(input: { name: "Lost XI", clubId: $c }) { id } }', () => ({
      c: clubId(),
    })),
    gql('club', 'query ($id: Int!) { club(id: $id) { id } }', () => ({ id: clubId() })),
    gql('myClubs', 'query { myClubs { id } }'),
    gql('createClub', 'mutation { createClub(input: { name: "Another SC" }) { id } }'),
    rest('GET', '/api/clubs', () => '/api/clubs'),
    rest(
      'POST',
      '/api/clubs',
      () => '/api/clubs',
      () => ({ name: 'REST SC' }),
    ),
    rest(
      'POST',
      '/api/teams',
      () => '/api/teams',
      () => ({ name: 'REST XI', club_id: clubId() }),
    ),
    ...teamPowers(
      () => away,
      () => awayMember,
      () => null,
    ),
  ];

  const managerPowers: Power[] = teamPowers(
    () => home,
    () => homeMember,
    () => people.manager.id,
  );

  const proof = {
    owner: gql(
      'updateClub',
      'mutation ($id: Int!) { updateClub(id: $id, input: { name: "Windward SC" }) { id } }',
      () => ({
        id: clubId(),
      }),
    ),
    manager: gql('team', 'query ($id: Int!) { team(id: $id) { id } }', () => ({ id: home.id })),
  };

  it('a club owner demoted to player: no club, team, roster or registration power', async () => {
    const client = await signedIn(people.owner);
    await expectAllowed(client, proof.owner);
    await setRole(people.owner, Role.player);
    await expectAllRefused(client, ownerPowers);
    await setRole(people.owner, Role.club_owner);
    await expectAllowed(client, proof.owner);
  });

  it('a manager demoted to player: no team, roster or registration power', async () => {
    const client = await signedIn(people.manager);
    await expectAllowed(client, proof.manager);
    await setRole(people.manager, Role.player);
    await expectAllRefused(client, managerPowers);
    await setRole(people.manager, Role.manager);
    await expectAllowed(client, proof.manager);
  });
});
