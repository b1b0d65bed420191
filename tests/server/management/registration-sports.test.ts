import { beforeAll, describe, expect, it } from 'vitest';
import { Sport } from '../../../server/src/modules/tournaments/tournament.entity.js';
import type { Team } from '../../../server/src/modules/teams/team.entity.js';
import type { Tournament } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { Role } from '../../../server/src/modules/users/user.entity.js';
import type { TestClient } from '../../support/client.js';
import { createClub, createTeam, createTournament, createUser, registerTeams } from '../../support/factories.js';
import { signedInClient, useTestServer } from './support.js';

const Open = `query Open($teamId: Int) { tournamentsOpenForRegistration(teamId: $teamId) { name } }`;
const Registrable = `query Registrable($id: Int!) { registrableTeams(tournamentId: $id) { name } }`;
const Register = `mutation Register($tournamentId: Int!, $teamId: Int!) { registerTeam(tournamentId: $tournamentId, teamId: $teamId) { id } }`;

// Issue 49: a cricket team was offered the Beach Volleyball Open, a football cup listed cricket and
// volleyball teams, and the server then refused the registration.
describe('registration offers only teams and tournaments of one sport', () => {
  const server = useTestServer();
  let organiser: TestClient;
  let owner: TestClient;
  let cricketTeam: Team;
  let footballTeam: Team;
  let volleyTeam: Team;
  let unsetCricket: Team;
  let freeTeam: Team;
  let footballCup: Tournament;
  let volleyOpen: Tournament;
  let cricketCup: Tournament;

  beforeAll(async () => {
    await server.reset();
    const em = server.em();
    const creator = await createUser(em, { email: 'organiser@example.test', role: Role.tournament_creator });
    const clubOwner = await createUser(em, { email: 'owner@example.test', role: Role.club_owner });
    const club = await createClub(em, clubOwner, { name: 'Harbour Lights SC' });
    cricketTeam = await createTeam(em, club, { name: 'Harbour Lights XI', sport: Sport.cricket });
    footballTeam = await createTeam(em, club, { name: 'Harbour Lights FC', sport: Sport.football });
    volleyTeam = await createTeam(em, club, { name: 'Harbour Lights Volley', sport: Sport.points });
    // No sport of its own, but it has only ever entered cricket: a cricket team.
    unsetCricket = await createTeam(em, club, { name: 'Harbour Lights Veterans' });
    freeTeam = await createTeam(em, club, { name: 'Harbour Lights Juniors' });
    const pastLeague = await createTournament(em, creator, { name: 'Old League', sport: Sport.cricket });
    await registerTeams(em, pastLeague, [unsetCricket]);
    footballCup = await createTournament(em, creator, { name: 'Football Cup', sport: Sport.football });
    volleyOpen = await createTournament(em, creator, { name: 'Beach Volleyball Open', sport: Sport.points });
    cricketCup = await createTournament(em, creator, { name: 'Cricket Cup', sport: Sport.cricket });
    organiser = await signedInClient(server, 'organiser@example.test');
    owner = await signedInClient(server, 'owner@example.test');
  });

  it('offers a team only the open tournaments of its sport (its own, or the one it has always entered)', async () => {
    const names = async (team: Team) =>
      (
        await owner.gql<{ tournamentsOpenForRegistration: { name: string }[] }>(Open, { teamId: team.id })
      ).data?.tournamentsOpenForRegistration.map((tournament) => tournament.name);
    expect(await names(cricketTeam)).toEqual(['Old League', 'Cricket Cup']);
    expect(await names(footballTeam)).toEqual(['Football Cup']);
    expect(await names(volleyTeam)).toEqual(['Beach Volleyball Open']);
    expect(await names(unsetCricket)).toEqual(['Old League', 'Cricket Cup']);
    expect(await names(freeTeam)).toHaveLength(4);
  });

  it("lists a sportless team's entries beside what it may enter, in one request (the roster page's query)", async () => {
    // Working out the team's sport once loaded its tournaments partly, and the entries then read as drafts.
    const { data } = await owner.gql<{
      team: { registrations: { tournament: { name: string } | null }[] };
      tournamentsOpenForRegistration: { name: string }[];
    }>(
      `query Roster($id: Int!) {
        team(id: $id) { registrations { tournament { name } } }
        tournamentsOpenForRegistration(teamId: $id) { name }
      }`,
      { id: unsetCricket.id },
    );
    expect(data?.team.registrations.map((entry) => entry.tournament?.name)).toEqual(['Old League']);
    expect(data?.tournamentsOpenForRegistration.map((tournament) => tournament.name)).toEqual([
      'Old League',
      'Cricket Cup',
    ]);
  });

  it("offers the organiser only teams of the tournament's sport", async () => {
    const names = async (tournament: Tournament) =>
      (
        await organiser.gql<{ registrableTeams: { name: string }[] }>(Registrable, { id: tournament.id })
      ).data?.registrableTeams.map((team) => team.name);
    expect(await names(footballCup)).toEqual(['Harbour Lights FC', 'Harbour Lights Juniors']);
    expect(await names(volleyOpen)).toEqual(['Harbour Lights Juniors', 'Harbour Lights Volley']);
    expect(await names(cricketCup)).toEqual(['Harbour Lights Juniors', 'Harbour Lights Veterans', 'Harbour Lights XI']);
  });

  it('refuses a team of another sport, naming both sports, as BAD_USER_INPUT', async () => {
    const { errors } = await owner.gql(Register, { tournamentId: volleyOpen.id, teamId: unsetCricket.id });
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(errors?.[0]?.message).toMatch(/plays cricket; the tournament is a points sport/);
  });
});
