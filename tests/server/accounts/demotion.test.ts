import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MatchStatus, type Match } from '../../../server/src/modules/matches/match.entity.js';
import { TeamMember } from '../../../server/src/modules/teams/team-member.entity.js';
import type { Team } from '../../../server/src/modules/teams/team.entity.js';
import type { Tournament } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { Role, User } from '../../../server/src/modules/users/user.entity.js';
import { TestClient, type GraphQLResponse } from '../../support/client.js';
import {
  createClub,
  createMatch,
  createTeam,
  createTournament,
  createUser,
  registerTeams,
} from '../../support/factories.js';
import { startTestServer, type TestServer } from '../../support/server.js';

/**
 * Powers follow the role at the time of each request. A tournament's creator, a club's owner, a team's
 * manager and a match's referee keep what they created or were named to, but may act on it only while
 * their account is active and holds a role that runs competitions: demoted to player (or deactivated),
 * they lose every power at once, on every tournament, over GraphQL, REST and the WebSocket, and get it
 * back the moment the role is given back. Every refusal stores nothing.
 */

/** Tables a power writes to: a refused request must leave every row as it was. */
const POWER_TABLES = [
  'tournaments',
  'tournament_registrations',
  'matches',
  'match_events',
  'stages',
  'venues',
  'pitches',
  'webhooks',
  'points_deductions',
  'clubs',
  'teams',
  'team_members',
  'team_crest',
];

async function powerTables(em: EntityManager): Promise<Record<string, string[]>> {
  const connection = em.getConnection();
  const tables: Record<string, string[]> = {};
  for (const table of POWER_TABLES) {
    const rows = await connection.execute<{ row: string }[]>(
      `select row_to_json(t)::text as row from "${table}" t order by 1`,
    );
    tables[table] = rows.map((entry) => entry.row);
  }
  return tables;
}

type Answer = { ok: boolean; code: string | null; message: string };

/** One power, tried as the signed-in person: over GraphQL, or over a REST route. */
type Power = { name: string; run(client: TestClient): Promise<Answer> };

function gql(name: string, query: string, variables: () => Record<string, unknown> = () => ({})): Power {
  return {
    name,
    async run(client) {
      const { errors } = await client.gql(query, variables());
      return {
        ok: !errors,
        code: errors?.[0].extensions?.code ?? null,
        message: errors?.[0].message ?? '',
      };
    },
  };
}

const REST_CODES: Record<number, string> = { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND' };

/** `route` names it (the path is known only once the rows exist). */
function rest(method: string, route: string, path: () => string, body?: () => unknown): Power {
  return {
    name: `${method} ${route}`,
    async run(client) {
      const answer = await client.rest<{ error?: string }>(method, path(), body?.());
      const ok = answer.status < 300;
      return { ok, code: ok ? null : (REST_CODES[answer.status] ?? String(answer.status)), message: '' };
    },
  };
}

const ROLE_LOST = 'Your role no longer lets you run competitions or officiate matches.';

describe('a demoted or deactivated person loses every power their role gave, at once', () => {
  let server: TestServer;
  let admin: TestClient;
  const people = {} as Record<'organiser' | 'owner' | 'manager' | 'referee', User>;
  let cup: Tournament;
  let draft: Tournament;
  let open: Tournament;
  let home: Team;
  let away: Team;
  let spare: Team;
  let fixture: Match;
  let live: Match;
  let draftMatch: Match;
  let homeMember: TeamMember;
  let awayMember: TeamMember;

  beforeAll(async () => {
    server = await startTestServer();
    const em = server.em();
    await createUser(em, { email: 'admin@example.test', role: Role.tournament_creator });
    people.organiser = await createUser(em, { email: 'organiser@example.test', role: Role.tournament_creator });
    people.owner = await createUser(em, { email: 'owner@example.test', role: Role.club_owner });
    people.manager = await createUser(em, { email: 'manager@example.test', role: Role.manager });
    people.referee = await createUser(em, { email: 'referee@example.test', role: Role.referee });
    const club = await createClub(em, people.owner, { name: 'Windward SC' });
    home = await createTeam(em, club, { name: 'Windward Reds', manager: people.manager });
    away = await createTeam(em, club, { name: 'Windward Blues' });
    spare = await createTeam(em, club, { name: 'Windward Greens' });
    homeMember = em.create(TeamMember, { team: home, name: 'Kept Home Player' });
    awayMember = em.create(TeamMember, { team: away, name: 'Kept Away Player' });
    await em.flush();
    cup = await createTournament(em, people.organiser, { name: 'Island Cup' });
    draft = await createTournament(em, people.organiser, { name: 'Draft Shield', isPublished: false });
    open = await createTournament(em, await createUser(em, { role: Role.tournament_creator }), { name: 'Open' });
    await registerTeams(em, cup, [home, away]);
    await registerTeams(em, draft, [home, away]);
    const referee = people.referee;
    fixture = await createMatch(em, cup, home, away, { referee });
    live = await createMatch(em, cup, away, home, { referee, status: MatchStatus.in_progress });
    draftMatch = await createMatch(em, draft, home, away, { referee });
    admin = new TestClient(server.url);
    await admin.signIn('admin@example.test');
  });
  afterAll(async () => {
    await server.stop();
  });

  async function signedIn(user: User): Promise<TestClient> {
    const client = new TestClient(server.url);
    await client.signIn(user.email);
    return client;
  }

  async function setRole(user: User, role: Role): Promise<void> {
    const { errors } = await admin.gql(
      'mutation ($id: Int!, $role: Role!) { changeUserRole(id: $id, role: $role) { id } }',
      {
        id: user.id,
        role,
      },
    );
    expect(errors).toBeUndefined();
  }

  const clubId = () => home.club.id;

  /** What a tournament's creator and a match's official both do to a match: start, score, log, abandon. */
  const scoringPowers = (key: string): Power[] => [
    gql(
      'changeMatchStatus',
      'mutation ($id: Int!) { changeMatchStatus(matchId: $id, status: in_progress) { id } }',
      () => ({
        id: fixture.id,
      }),
    ),
    gql(
      'updateMatchScore',
      'mutation ($id: Int!) { updateMatchScore(matchId: $id, score: { homeTeamScore: 9 }) { id } }',
      () => ({ id: live.id }),
    ),
    gql(
      'recordFootballEvent',
      `mutation ($id: Int!) {
        recordFootballEvent(matchId: $id, key: "${key}", afterSeq: 0, input: { kind: PERIOD_START, period: FIRST_HALF }) { seq }
      }`,
      () => ({ id: live.id }),
    ),
    gql('abandonMatch', 'mutation ($id: Int!) { abandonMatch(matchId: $id) { id } }', () => ({ id: live.id })),
  ];

  const organiserPowers: Power[] = [
    gql(
      'updateFixture',
      'mutation ($id: Int!) { updateFixture(matchId: $id, input: { venue: "Lost" }) { id } }',
      () => ({
        id: fixture.id,
      }),
    ),
    ...scoringPowers('lost-1'),
    gql(
      'addMatch',
      'mutation ($t: Int!, $h: Int!, $a: Int!) { addMatch(input: { tournamentId: $t, homeTeamId: $h, awayTeamId: $a }) { id } }',
      () => ({ t: cup.id, h: home.id, a: away.id }),
    ),
    gql('generateFixtures', 'mutation ($t: Int!) { generateFixtures(tournamentId: $t, replace: true) { id } }', () => ({
      t: draft.id,
    })),
    gql(
      'setTournamentPublished',
      'mutation ($t: Int!) { setTournamentPublished(id: $t, published: false) { id } }',
      () => ({
        t: cup.id,
      }),
    ),
    gql(
      'updateTournament',
      'mutation ($t: Int!) { updateTournament(id: $t, input: { name: "Lost Cup" }) { id } }',
      () => ({
        t: cup.id,
      }),
    ),
    gql(
      'registerTeam (as organiser)',
      'mutation ($t: Int!, $team: Int!) { registerTeam(tournamentId: $t, teamId: $team) { id } }',
      () => ({
        t: cup.id,
        team: spare.id,
      }),
    ),
    gql(
      'unregisterTeam (as organiser)',
      'mutation ($t: Int!, $team: Int!) { unregisterTeam(tournamentId: $t, teamId: $team) }',
      () => ({ t: cup.id, team: away.id }),
    ),
    gql(
      'deductPoints',
      'mutation ($t: Int!, $team: Int!) { deductPoints(tournamentId: $t, teamId: $team, points: 1, reason: "Late") { id } }',
      () => ({ t: cup.id, team: home.id }),
    ),
    gql(
      'addStage',
      'mutation ($t: Int!) { addStage(tournamentId: $t, input: { name: "League", format: LEAGUE }) { id } }',
      () => ({
        t: cup.id,
      }),
    ),
    gql(
      'addVenue',
      'mutation ($t: Int!) { addVenue(tournamentId: $t, input: { name: "Oval", pitches: ["1"] }) { id } }',
      () => ({
        t: cup.id,
      }),
    ),
    gql(
      'createWebhook',
      'mutation ($t: Int!) { createWebhook(input: { tournamentId: $t, url: "https://hooks.example.test/in", events: [RESULT] }) { secret } }',
      () => ({ t: cup.id }),
    ),
    gql('createTournament', 'mutation { createTournament(input: { name: "Another Cup" }) { id } }'),
    gql('fixtureBoard', 'query ($t: Int!) { fixtureBoard(tournamentId: $t) { matches { id } } }', () => ({
      t: cup.id,
    })),
    gql('managedTournament', 'query ($t: Int!) { managedTournament(id: $t) { id } }', () => ({ t: cup.id })),
    gql('tournamentWebhooks', 'query ($t: Int!) { tournamentWebhooks(tournamentId: $t) { id } }', () => ({
      t: cup.id,
    })),
    gql('registrableTeams', 'query ($t: Int!) { registrableTeams(tournamentId: $t) { id } }', () => ({ t: cup.id })),
    gql('myTournaments', 'query { myTournaments { id } }'),
    gql('organisedMatches', 'query { organisedMatches { id } }'),
    gql('the draft tournament', 'query ($t: Int!) { publicTournament(id: $t) { id } }', () => ({ t: draft.id })),
    gql('the draft’s match', 'query ($m: Int!) { match(id: $m) { id } }', () => ({ m: draftMatch.id })),
    rest('GET', '/api/tournaments', () => '/api/tournaments'),
    rest(
      'POST',
      '/api/tournaments',
      () => '/api/tournaments',
      () => ({ name: 'REST Cup' }),
    ),
    rest(
      'POST',
      '/api/tournaments/{cup}/registrations',
      () => `/api/tournaments/${cup.id}/registrations`,
      () => ({ team_id: spare.id }),
    ),
    rest('GET', '/api/public/tournaments/{draft}', () => `/api/public/tournaments/${draft.id}`),
  ];

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

  const refereePowers: Power[] = [
    ...scoringPowers('lost-2'),
    gql(
      'undoLastEvent',
      'mutation ($id: Int!) { undoLastEvent(matchId: $id, key: "lost-3", afterSeq: 0) { seq } }',
      () => ({ id: live.id }),
    ),
    gql('officialCandidates', 'query { officialCandidates { id } }'),
    gql('the draft match they officiate', 'query ($m: Int!) { match(id: $m) { id } }', () => ({ m: draftMatch.id })),
  ];

  /** Every power refused (FORBIDDEN, or NOT_FOUND for what is no longer theirs to see), nothing stored. */
  async function expectAllRefused(client: TestClient, powers: Power[]): Promise<Map<string, Answer>> {
    const before = await powerTables(server.em());
    const answers = new Map<string, Answer>();
    for (const power of powers) {
      const answer = await power.run(client);
      answers.set(power.name, answer);
      expect(answer.ok, `${power.name} was allowed`).toBe(false);
      expect(['FORBIDDEN', 'NOT_FOUND'], `${power.name}: ${answer.code} ${answer.message}`).toContain(answer.code);
    }
    expect(await powerTables(server.em())).toEqual(before);
    return answers;
  }

  const proof = {
    organiser: gql(
      'updateFixture',
      'mutation ($id: Int!) { updateFixture(matchId: $id, input: { venue: "Proof Ground" }) { id } }',
      () => ({
        id: fixture.id,
      }),
    ),
    organiserDraft: gql('the draft tournament', 'query ($t: Int!) { publicTournament(id: $t) { id } }', () => ({
      t: draft.id,
    })),
    owner: gql(
      'updateClub',
      'mutation ($id: Int!) { updateClub(id: $id, input: { name: "Windward SC" }) { id } }',
      () => ({
        id: clubId(),
      }),
    ),
    manager: gql('team', 'query ($id: Int!) { team(id: $id) { id } }', () => ({ id: home.id })),
    referee: gql(
      'updateMatchScore',
      'mutation ($id: Int!) { updateMatchScore(matchId: $id, score: { homeTeamScore: 1 }) { id } }',
      () => ({ id: live.id }),
    ),
    refereeDraft: gql('the draft match', 'query ($m: Int!) { match(id: $m) { id } }', () => ({ m: draftMatch.id })),
  };

  async function expectAllowed(client: TestClient, ...powers: Power[]): Promise<void> {
    for (const power of powers) {
      const answer = await power.run(client);
      expect(answer, power.name).toMatchObject({ ok: true });
    }
  }

  it('an organiser demoted to player: no fixture, status, score, stage, venue, webhook or draft, anywhere', async () => {
    const client = await signedIn(people.organiser);
    await expectAllowed(client, proof.organiser, proof.organiserDraft);
    await setRole(people.organiser, Role.player);
    const answers = await expectAllRefused(client, organiserPowers);
    // The creator is told why: the role, not the tournament.
    expect(answers.get('updateFixture')).toMatchObject({ code: 'FORBIDDEN', message: ROLE_LOST });
    expect(answers.get('changeMatchStatus')).toMatchObject({ code: 'FORBIDDEN', message: ROLE_LOST });
    expect(answers.get('the draft tournament')?.code).toBe('NOT_FOUND');
    // Given back, the powers return at the next request.
    await setRole(people.organiser, Role.tournament_creator);
    await expectAllowed(client, proof.organiser, proof.organiserDraft);
  });

  it('an organiser deactivated: the same, and back on reactivation with the role reviewed', async () => {
    const client = await signedIn(people.organiser);
    const { errors } = await admin.gql('mutation ($id: Int!) { deactivateUser(id: $id) { id } }', {
      id: people.organiser.id,
    });
    expect(errors).toBeUndefined();
    await expectAllRefused(client, organiserPowers);
    const back = await admin.gql(
      'mutation ($id: Int!) { activateUser(id: $id, expectedRole: tournament_creator) { id } }',
      {
        id: people.organiser.id,
      },
    );
    expect(back.errors).toBeUndefined();
    await expectAllowed(client, proof.organiser, proof.organiserDraft);
  });

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

  it('a referee demoted to player: no status, score or event, no draft, and no longer offered as one', async () => {
    const client = await signedIn(people.referee);
    await expectAllowed(client, proof.referee, proof.refereeDraft);
    await setRole(people.referee, Role.player);
    const answers = await expectAllRefused(client, refereePowers);
    expect(answers.get('changeMatchStatus')).toMatchObject({ code: 'FORBIDDEN', message: ROLE_LOST });

    const pad = await client.gql<{ match: { viewerCanScore: boolean } }>(
      'query ($m: Int!) { match(id: $m) { viewerCanScore } }',
      { m: live.id },
    );
    expect(pad.data?.match.viewerCanScore).toBe(false);
    // Their own list keeps the public matches they were named to, and drops the draft's.
    const mine = await client.gql<{ myMatches: { upcoming: { id: number }[] } }>(
      'query { myMatches { upcoming { id } } }',
    );
    const listed = mine.data?.myMatches.upcoming.map((match) => match.id) ?? [];
    expect(listed).toEqual(expect.arrayContaining([fixture.id, live.id]));
    expect(listed).not.toContain(draftMatch.id);
    // And a player cannot be named an official from now on.
    const organiser = await signedIn(people.organiser);
    const named = await organiser.gql(
      'mutation ($id: Int!, $r: Int!) { updateFixture(matchId: $id, input: { refereeId: $r }) { id } }',
      { id: fixture.id, r: people.referee.id },
    );
    expect(named.errors?.[0].extensions?.fields?.refereeId).toMatch(/not a player/);

    await setRole(people.referee, Role.referee);
    await expectAllowed(client, proof.referee, proof.refereeDraft);
  });

  describe('over the WebSocket', () => {
    type Socket = { client: Client; events: GraphQLResponse<unknown>[] };
    const sockets: Client[] = [];
    afterAll(async () => {
      await Promise.all(
        sockets.map(async (client) => {
          await client.dispose();
        }),
      );
    });

    async function openSocket(person: TestClient): Promise<Client> {
      const headers = { cookie: person.cookieHeader, origin: server.url };
      class CookieWebSocket extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers });
        }
      }
      let connected: () => void = () => {};
      const ready = new Promise<void>((resolve) => (connected = resolve));
      const client = createClient({
        url: `${server.url.replace(/^http/, 'ws')}/graphql`,
        webSocketImpl: CookieWebSocket,
        lazy: false,
        retryAttempts: 0,
        onNonLazyError: () => {},
        on: { connected: () => connected() },
      });
      await ready;
      sockets.push(client);
      return client;
    }

    async function query<Data>(client: Client, source: string, variables: Record<string, unknown> = {}) {
      const iterator = client.iterate<Data>({ query: source, variables });
      const first = await iterator.next();
      await iterator.return?.();
      return first.value as GraphQLResponse<Data>;
    }

    function watch(client: Client, matchId: number): Socket {
      const events: GraphQLResponse<unknown>[] = [];
      client.subscribe(
        { query: 'subscription ($id: Int!) { matchUpdated(matchId: $id) { id venue } }', variables: { id: matchId } },
        { next: (value) => events.push(value as GraphQLResponse<unknown>), error: () => {}, complete: () => {} },
      );
      return { client, events };
    }

    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    it('each operation reads the role afresh: a demotion the socket was never told of still applies', async () => {
      const person = await signedIn(people.organiser);
      const socket = await openSocket(person);
      const board = 'query ($t: Int!) { fixtureBoard(tournamentId: $t) { matches { id } } }';
      expect((await query(socket, board, { t: cup.id })).errors).toBeUndefined();
      const draftWatch = watch(socket, draftMatch.id);
      await sleep(150);
      const touched = await person.gql(
        'mutation ($id: Int!) { updateFixture(matchId: $id, input: { venue: "Seen" }) { id } }',
        {
          id: draftMatch.id,
        },
      );
      expect(touched.errors).toBeUndefined();
      await sleep(300);
      expect(draftWatch.events).toHaveLength(1);

      // Behind the app's back (another instance, psql): no SESSION_ENDED closes this socket.
      await server.em().nativeUpdate(User, { id: people.organiser.id }, { role: Role.player });
      try {
        const refused = await query(socket, board, { t: cup.id });
        expect(refused.errors?.[0]).toMatchObject({ message: ROLE_LOST, extensions: { code: 'FORBIDDEN' } });
        const draftRead = await query(socket, 'query ($m: Int!) { match(id: $m) { id } }', { m: draftMatch.id });
        expect(draftRead.errors?.[0].extensions?.code).toBe('NOT_FOUND');
        // The draft's events stop reaching the open subscription at once.
        server.app.pubSub.publish('MATCH_UPDATED', {
          matchId: draftMatch.id,
          tournamentId: draft.id,
          status: 'scheduled',
          previousStatus: null,
          isPublic: false,
          officialIds: [people.organiser.id, people.referee.id],
          eventId: 'published-by-hand-demoted',
        });
        await sleep(400);
        expect(draftWatch.events).toHaveLength(1);
        // A new subscription to the draft answers as a missing match.
        const again = watch(socket, draftMatch.id);
        await sleep(300);
        expect(again.events[0]?.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      } finally {
        await server.em().nativeUpdate(User, { id: people.organiser.id }, { role: Role.tournament_creator });
      }
    });

    it('a referee demoted through the admin page has their sockets closed, and a new one sees no draft', async () => {
      const person = await signedIn(people.referee);
      let closedWith: (code: number) => void = () => {};
      const closed = new Promise<number>((resolve) => (closedWith = resolve));
      const socket = await openSocket(person);
      socket.on('closed', (event) => closedWith((event as { code: number }).code));
      await setRole(people.referee, Role.player);
      try {
        expect(await closed).toBe(4001);
        const fresh = await openSocket(person);
        const draftWatch = watch(fresh, draftMatch.id);
        await sleep(300);
        expect(draftWatch.events[0]?.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      } finally {
        await setRole(people.referee, Role.referee);
      }
    });
  });
});
