import { beforeEach, describe, expect, it } from 'vitest';
import type { Club } from '../../../server/src/modules/clubs/club.entity.js';
import { Registration } from '../../../server/src/modules/tournaments/registration.entity.js';
import { Sport, Tournament } from '../../../server/src/modules/tournaments/tournament.entity.js';
import type { Team } from '../../../server/src/modules/teams/team.entity.js';
import { Role, type User } from '../../../server/src/modules/users/user.entity.js';
import { TestClient } from '../../support/client.js';
import { createClub, createTeam, createTournament, createUser, registerTeams } from '../../support/factories.js';
import { signedInClient, useTestServer } from './support.js';

const FIELDS = `id name description sport tournamentType startDate endDate registrationDeadline maxTeams entryFee prizePool rules venueInfo isPublished creatorId oversPerInnings ballsPerOver registrationCount`;
const Create = `mutation Create($input: TournamentInput!) { createTournament(input: $input) { ${FIELDS} } }`;
const Update = `mutation Update($id: Int!, $input: TournamentInput!) { updateTournament(id: $id, input: $input) { ${FIELDS} } }`;
const Publish = `mutation Publish($id: Int!, $published: Boolean!) { setTournamentPublished(id: $id, published: $published) { id isPublished } }`;
const Mine = `query Mine { myTournaments { id name isPublished registrationCount } }`;
const Managed = `query Managed($id: Int!) { managedTournament(id: $id) { id name registrations { teamId team { name club { name } } } } }`;
const Register = `mutation Register($tournamentId: Int!, $teamId: Int!) { registerTeam(tournamentId: $tournamentId, teamId: $teamId) { id tournamentId teamId team { name } } }`;
const RegisterStatus = `mutation Register($tournamentId: Int!, $teamId: Int!) { registerTeam(tournamentId: $tournamentId, teamId: $teamId) { id status } }`;
const Unregister = `mutation Unregister($tournamentId: Int!, $teamId: Int!) { unregisterTeam(tournamentId: $tournamentId, teamId: $teamId) }`;
const Registrable = `query Registrable($id: Int!) { registrableTeams(tournamentId: $id) { id name } }`;
const Open = `query Open { tournamentsOpenForRegistration { id name } }`;

type Row = Record<string, unknown> & { id: number; name: string; isPublished: boolean };
const valid = {
  name: 'Island Cup T20',
  tournamentType: 'round_robin',
  sport: 'cricket',
  startDate: '2026-12-05',
  endDate: '2026-12-20',
};

describe('tournaments', () => {
  const server = useTestServer();
  let creator: TestClient;
  let rival: TestClient;
  let owner: TestClient;
  let creatorUser: User;
  let ownerUser: User;
  let club: Club;

  beforeEach(async () => {
    await server.reset();
    const em = server.em();
    creatorUser = await createUser(em, { email: 'creator@example.test', role: Role.tournament_creator });
    await createUser(em, { email: 'rival@example.test', role: Role.tournament_creator });
    ownerUser = await createUser(em, { email: 'owner@example.test', role: Role.club_owner });
    await createUser(em, { email: 'player@example.test', role: Role.player });
    club = await createClub(em, ownerUser, { name: 'Harbour Lights SC' });
    creator = await signedInClient(server, 'creator@example.test');
    rival = await signedInClient(server, 'rival@example.test');
    owner = await signedInClient(server, 'owner@example.test');
  });

  const tournamentCount = () => server.em().count(Tournament, {});
  const registrationCount = () => server.em().count(Registration, {});

  describe('create, edit, publish', () => {
    it('creates a draft with its sport, fees defaulting to 0 and empty optional fields as null', async () => {
      const { data, errors } = await creator.gql<{ createTournament: Row }>(Create, {
        input: { ...valid, description: '', maxTeams: 8, prizePool: 2500.5, registrationDeadline: '2026-12-01' },
      });
      expect(errors).toBeUndefined();
      expect(data?.createTournament).toMatchObject({
        name: 'Island Cup T20',
        sport: 'cricket',
        tournamentType: 'round_robin',
        description: null,
        maxTeams: 8,
        entryFee: 0,
        prizePool: 2500.5,
        rules: null,
        isPublished: false,
        creatorId: creatorUser.id,
        oversPerInnings: 20,
        ballsPerOver: 6,
        registrationCount: 0,
        registrationDeadline: '2026-12-01T23:59:59.999Z',
      });
    });

    it('refuses each bad field with its message and stores nothing', async () => {
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{ ...valid, name: ' ' }, { name: 'Tournament name is required' }],
        [
          { ...valid, tournamentType: null },
          { tournamentType: 'Choose a tournament type: round_robin, knockout or league' },
        ],
        [{ ...valid, startDate: null }, { startDate: 'Start date is required' }],
        [{ ...valid, endDate: '2026-12-01' }, { endDate: 'End date must be on or after the start date' }],
        [{ ...valid, maxTeams: 0 }, { maxTeams: 'Max teams must be a positive number' }],
        [{ ...valid, entryFee: -1 }, { entryFee: 'Entry fee must be 0 or more' }],
        [{ ...valid, prizePool: -0.01 }, { prizePool: 'Prize pool must be 0 or more' }],
        [
          { ...valid, registrationDeadline: 'soon' },
          { registrationDeadline: 'Enter the registration deadline as a date and time' },
        ],
        [
          { ...valid, registrationDeadline: '2027-01-01' },
          { registrationDeadline: 'Registration must close before the tournament ends' },
        ],
        [{ ...valid, oversPerInnings: 0 }, { oversPerInnings: 'Overs per innings must be between 1 and 50' }],
      ];
      for (const [input, fields] of cases) {
        const { errors } = await creator.gql(Create, { input });
        expect(errors?.[0].extensions?.code, JSON.stringify(input)).toBe('BAD_USER_INPUT');
        expect(errors?.[0].extensions?.fields).toEqual(fields);
      }
      const badType = await creator.gql(Create, { input: { ...valid, tournamentType: 'cup' } });
      expect(badType.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(await tournamentCount()).toBe(0);
    });

    it('refuses visitors and players', async () => {
      const visitor = await new TestClient(server.url).gql(Create, { input: valid });
      expect(visitor.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      const player = await signedInClient(server, 'player@example.test');
      const refused = await player.gql(Create, { input: valid });
      expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(await tournamentCount()).toBe(0);
    });

    it('lists my tournaments, drafts included, and nobody else sees my drafts', async () => {
      const em = server.em();
      await createTournament(em, creatorUser, { name: 'Draft Cup', isPublished: false, startDate: '2026-12-01' });
      await createTournament(em, creatorUser, { name: 'Live Cup', isPublished: true, startDate: '2026-12-02' });
      const mine = await creator.gql<{ myTournaments: Row[] }>(Mine);
      expect(mine.data?.myTournaments.map((t) => [t.name, t.isPublished])).toEqual([
        ['Draft Cup', false],
        ['Live Cup', true],
      ]);
      expect((await rival.gql<{ myTournaments: Row[] }>(Mine)).data?.myTournaments).toEqual([]);
      const draft = (await em.findOneOrFail(Tournament, { name: 'Draft Cup' })).id;
      const peek = await rival.gql(Managed, { id: draft });
      // Someone else's draft answers as a missing id would (issue 15): its existence does not leak.
      expect(peek.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      const open = await owner.gql<{ tournamentsOpenForRegistration: Row[] }>(Open);
      expect(open.data?.tournamentsOpenForRegistration.map((t) => t.name)).toEqual(['Live Cup']);
    });

    it('lets only the creator edit, publish and unpublish', async () => {
      const created = await creator.gql<{ createTournament: Row }>(Create, { input: valid });
      const id = created.data!.createTournament.id;

      // A draft is invisible to others: NOT_FOUND, as for a missing id (issue 15).
      const refusedEdit = await rival.gql(Update, { id, input: { ...valid, name: 'Hijacked' } });
      expect(refusedEdit.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      const refusedPublish = await rival.gql(Publish, { id, published: true });
      expect(refusedPublish.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      const badEdit = await creator.gql(Update, { id, input: { ...valid, endDate: '2026-01-01' } });
      expect(badEdit.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      let stored = await server.em().findOneOrFail(Tournament, { id });
      expect(stored).toMatchObject({ name: 'Island Cup T20', endDate: '2026-12-20', isPublished: false });

      const edited = await creator.gql<{ updateTournament: Row }>(Update, {
        id,
        input: { ...valid, name: 'Island Cup T20 2026', entryFee: 150, venueInfo: 'Daren Sammy Stadium' },
      });
      expect(edited.data?.updateTournament).toMatchObject({ name: 'Island Cup T20 2026', entryFee: 150 });
      const published = await creator.gql<{ setTournamentPublished: Row }>(Publish, { id, published: true });
      expect(published.data?.setTournamentPublished.isPublished).toBe(true);
      // Once published, others see it but may not change it.
      const refusedPublic = await rival.gql(Update, { id, input: { ...valid, name: 'Hijacked' } });
      expect(refusedPublic.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await rival.gql(Publish, { id, published: false })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const unpublished = await creator.gql<{ setTournamentPublished: Row }>(Publish, { id, published: false });
      expect(unpublished.data?.setTournamentPublished.isPublished).toBe(false);
      stored = await server.em().findOneOrFail(Tournament, { id });
      expect(stored).toMatchObject({
        name: 'Island Cup T20 2026',
        venueInfo: 'Daren Sammy Stadium',
        isPublished: false,
      });
    });

    it('GET and POST /api/tournaments: spec shape, unparsable fee as 0, empty fields omitted', async () => {
      const created = await creator.rest<Record<string, unknown>>('POST', '/api/tournaments', {
        name: 'Caribbean Football Shield',
        description: '',
        tournament_type: 'league',
        start_date: '2026-12-01',
        end_date: '2027-02-01',
        registration_deadline: '',
        max_teams: '10',
        entry_fee: 'free',
        prize_pool: '1000.50',
        rules: '',
        venue_info: 'Hasely Crawford Stadium',
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        name: 'Caribbean Football Shield',
        description: null,
        tournament_type: 'league',
        sport: 'football',
        start_date: '2026-12-01',
        end_date: '2027-02-01',
        registration_deadline: null,
        max_teams: 10,
        entry_fee: 0,
        prize_pool: 1000.5,
        venue_info: 'Hasely Crawford Stadium',
        is_published: false,
        creator_id: creatorUser.id,
      });
      const list = await creator.rest<Record<string, unknown>[]>('GET', '/api/tournaments');
      expect(list.body.map((t) => t.name)).toEqual(['Caribbean Football Shield']);

      const missing = await creator.rest('POST', '/api/tournaments', { tournament_type: 'league' });
      expect(missing).toMatchObject({ status: 400, body: { error: 'Tournament name is required' } });
      const negative = await creator.rest('POST', '/api/tournaments', {
        name: 'X',
        tournament_type: 'league',
        start_date: '2026-12-01',
        end_date: '2026-12-02',
        entry_fee: '-5',
      });
      expect(negative).toMatchObject({ status: 400, body: { error: 'Entry fee must be 0 or more' } });
      const asPlayer = await signedInClient(server, 'player@example.test');
      expect((await asPlayer.rest('POST', '/api/tournaments', { name: 'X' })).status).toBe(403);
      expect(await tournamentCount()).toBe(1);
    });
  });

  describe('registration', () => {
    let team: Team;
    let second: Team;
    let published: Tournament;

    beforeEach(async () => {
      const em = server.em();
      team = await createTeam(em, club, { name: 'Harbour Lights XI' });
      second = await createTeam(em, club, { name: 'Harbour Lights II' });
      published = await createTournament(em, creatorUser, { name: 'Island Cup', isPublished: true, maxTeams: 2 });
    });

    it("the team's club owner registers it once; the organiser sees it registered", async () => {
      const registered = await owner.gql<{ registerTeam: { teamId: number; team: { name: string } } }>(Register, {
        tournamentId: published.id,
        teamId: team.id,
      });
      expect(registered.errors).toBeUndefined();
      expect(registered.data?.registerTeam).toMatchObject({ teamId: team.id, team: { name: 'Harbour Lights XI' } });
      const again = await owner.gql(Register, { tournamentId: published.id, teamId: team.id });
      expect(again.errors?.[0].extensions?.code).toBe('CONFLICT');
      expect(again.errors?.[0].message).toBe('This team is already registered in this tournament');

      const view = await creator.gql<{
        managedTournament: { registrations: { team: { name: string; club: { name: string } } }[] };
      }>(Managed, { id: published.id });
      expect(view.data?.managedTournament.registrations).toEqual([
        { teamId: team.id, team: { name: 'Harbour Lights XI', club: { name: 'Harbour Lights SC' } } },
      ]);
      const mine = await creator.gql<{ myTournaments: Row[] }>(Mine);
      expect(mine.data?.myTournaments[0].registrationCount).toBe(1);
      expect(await registrationCount()).toBe(1);
    });

    it('refuses drafts, closed and full tournaments, strangers and inactive teams, storing nothing', async () => {
      const em = server.em();
      const draft = await createTournament(em, creatorUser, { isPublished: false });
      const closed = await createTournament(em, creatorUser, { registrationDeadline: new Date(Date.now() - 60_000) });

      const toDraft = await owner.gql(Register, { tournamentId: draft.id, teamId: team.id });
      expect(toDraft.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      const toClosed = await owner.gql(Register, { tournamentId: closed.id, teamId: team.id });
      expect(toClosed.errors?.[0].message).toBe('Registration for this tournament has closed');
      const byStranger = await rival.gql(Register, { tournamentId: published.id, teamId: team.id });
      expect(byStranger.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const inactive = await createTeam(em, club, { name: 'Dormant' });
      inactive.isActive = false;
      await em.flush();
      const dormant = await owner.gql(Register, { tournamentId: published.id, teamId: inactive.id });
      expect(dormant.errors?.[0].extensions?.fields).toEqual({ teamId: 'This team is inactive' });
      expect(await registrationCount()).toBe(0);

      const third = await createTeam(em, club, { name: 'Third' });
      await registerTeams(em, published, [team, second]);
      // Full: the entry waits on the list (issue 53) and plays only if a place comes free.
      const full = await owner.gql<{ registerTeam: { status: string } }>(RegisterStatus, {
        tournamentId: published.id,
        teamId: third.id,
      });
      expect(full.data?.registerTeam.status).toBe('WAITLISTED');
      const organiserFull = await creator.gql(Register, { tournamentId: published.id, teamId: third.id });
      expect(organiserFull.errors?.[0].message).toBe('This team is already registered in this tournament');
      expect(await registrationCount()).toBe(3);

      const shrink = await creator.gql(Update, {
        id: published.id,
        input: {
          name: 'Island Cup',
          tournamentType: 'round_robin',
          startDate: '2026-12-01',
          endDate: '2026-12-31',
          maxTeams: 1,
        },
      });
      expect(shrink.errors?.[0].extensions?.fields).toEqual({
        maxTeams: 'Max teams cannot be below the 2 teams already registered',
      });
    });

    it('refuses a team of another sport with a clear message, on GraphQL and on the REST route', async () => {
      const em = server.em();
      const cricketCup = await createTournament(em, creatorUser, { isPublished: true, sport: Sport.cricket });
      const footballers = await createTeam(em, club, { name: 'Harbour Lights FC', sport: Sport.football });
      const pointsSide = await createTeam(em, club, { name: 'Harbour Lights Volleyball', sport: Sport.points });
      const cricketers = await createTeam(em, club, { name: 'Harbour Lights CC', sport: Sport.cricket });

      const viaGraphQL = await owner.gql(Register, { tournamentId: cricketCup.id, teamId: footballers.id });
      expect(viaGraphQL.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(viaGraphQL.errors?.[0].extensions?.fields).toEqual({
        teamId: 'This team plays football; the tournament is cricket',
      });
      const viaRest = await owner.rest('POST', `/api/tournaments/${cricketCup.id}/registrations`, {
        team_id: pointsSide.id,
      });
      expect(viaRest.status).toBe(400);
      expect(viaRest.body).toMatchObject({
        error: 'This team plays a points sport; the tournament is cricket',
        fields: { teamId: 'This team plays a points sport; the tournament is cricket' },
      });
      // The organiser cannot force it either, and is not offered it.
      const byOrganiser = await creator.gql(Register, { tournamentId: cricketCup.id, teamId: footballers.id });
      expect(byOrganiser.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      const options = await creator.gql<{ registrableTeams: { name: string }[] }>(Registrable, { id: cricketCup.id });
      expect(options.data?.registrableTeams.map((t) => t.name)).toEqual([
        'Harbour Lights CC',
        'Harbour Lights II',
        'Harbour Lights XI',
      ]);
      expect(await registrationCount()).toBe(0);

      // Same sport, or no sport given: accepted, through either door.
      const sameSport = await owner.rest<Record<string, unknown>>(
        'POST',
        `/api/tournaments/${cricketCup.id}/registrations`,
        { team_id: cricketers.id },
      );
      expect(sameSport.status).toBe(201);
      expect(sameSport.body).toMatchObject({ tournament_id: cricketCup.id, team_id: cricketers.id });
      const anySport = await owner.gql(Register, { tournamentId: cricketCup.id, teamId: team.id });
      expect(anySport.errors).toBeUndefined();
      expect(await registrationCount()).toBe(2);
    });

    it('the organiser adds teams to a draft or after the deadline, and removes them; others cannot remove', async () => {
      const em = server.em();
      const draft = await createTournament(em, creatorUser, {
        isPublished: false,
        registrationDeadline: new Date(Date.now() - 60_000),
      });
      const options = await creator.gql<{ registrableTeams: { name: string }[] }>(Registrable, { id: draft.id });
      expect(options.data?.registrableTeams.map((t) => t.name)).toEqual(['Harbour Lights II', 'Harbour Lights XI']);
      const added = await creator.gql(Register, { tournamentId: draft.id, teamId: team.id });
      expect(added.errors).toBeUndefined();
      const after = await creator.gql<{ registrableTeams: { name: string }[] }>(Registrable, { id: draft.id });
      expect(after.data?.registrableTeams.map((t) => t.name)).toEqual(['Harbour Lights II']);
      expect((await rival.gql(Registrable, { id: draft.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect((await rival.gql(Registrable, { id: published.id })).errors?.[0].extensions?.code).toBe('FORBIDDEN');

      await registerTeams(em, published, [second]);
      const byRival = await rival.gql(Unregister, { tournamentId: published.id, teamId: second.id });
      expect(byRival.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(await registrationCount()).toBe(2);

      const withdrawn = await owner.gql<{ unregisterTeam: boolean }>(Unregister, {
        tournamentId: published.id,
        teamId: second.id,
      });
      expect(withdrawn.data?.unregisterTeam).toBe(true);
      const removed = await creator.gql<{ unregisterTeam: boolean }>(Unregister, {
        tournamentId: draft.id,
        teamId: team.id,
      });
      expect(removed.data?.unregisterTeam).toBe(true);
      expect(await registrationCount()).toBe(0);
    });
  });
});
