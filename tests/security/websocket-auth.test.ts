import { createClient, type Client } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { MatchStatus, type Match } from '../../server/src/modules/matches/match.entity.js';
import { Role, User } from '../../server/src/modules/users/user.entity.js';
import { TestClient, type GraphQLResponse } from '../support/client.js';
import {
  createClub,
  createMatch,
  createTeam,
  createTournament,
  createUser,
  registerTeams,
} from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/server.js';

/**
 * Live updates over graphql-ws: a socket from another site is an anonymous visitor; permissions are
 * checked again for every event; a session's sockets close when it ends; sockets and subscriptions
 * per client are capped.
 */

const OneMatch = 'subscription ($id: Int!) { matchUpdated(matchId: $id) { id venue } }';
const UpdateFixture =
  'mutation ($id: Int!, $venue: String) { updateFixture(matchId: $id, input: { venue: $venue }) { id } }';

type Socket = {
  client: Client;
  closed: Promise<{ code: number; reason: string }>;
  /** Subscribes; pushed results collect in the returned array. */
  watch(query: string, variables: Record<string, unknown>): { events: GraphQLResponse<unknown>[]; errors: unknown[] };
  query<Data>(query: string): Promise<GraphQLResponse<Data>>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => boolean, ms = 3000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await sleep(25);
  }
}

describe('WebSocket authorisation', () => {
  let server: TestServer;
  let creatorUser: User;
  let creator: TestClient;
  let admin: TestClient;
  let draftMatch: Match;
  let publicMatch: Match;
  const sockets: Socket[] = [];

  async function openSocket(headers: Record<string, string> = {}): Promise<Socket> {
    class HeaderWebSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers });
      }
    }
    let connected: () => void = () => {};
    let closedWith: (event: { code: number; reason: string }) => void = () => {};
    const ready = new Promise<void>((resolve) => (connected = resolve));
    const closed = new Promise<{ code: number; reason: string }>((resolve) => (closedWith = resolve));
    const client = createClient({
      url: `${server.url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: HeaderWebSocket,
      lazy: false,
      retryAttempts: 0,
      // Closing is what some tests expect; the default would print the close event.
      onNonLazyError: () => {},
      on: {
        connected: () => connected(),
        closed: (event) => {
          const { code, reason } = event as { code: number; reason: string };
          closedWith({ code, reason });
        },
      },
    });
    await ready;
    const socket: Socket = {
      client,
      closed,
      watch(query, variables) {
        const events: GraphQLResponse<unknown>[] = [];
        const errors: unknown[] = [];
        client.subscribe(
          { query, variables },
          {
            next: (value) => events.push(value as GraphQLResponse<unknown>),
            error: (e) => errors.push(e),
            complete: () => {},
          },
        );
        return { events, errors };
      },
      async query<Data>(query: string) {
        const iterator = client.iterate<Data>({ query });
        const first = await iterator.next();
        await iterator.return?.();
        return first.value as GraphQLResponse<Data>;
      },
    };
    sockets.push(socket);
    return socket;
  }

  const ownOrigin = () => ({ origin: server.url });
  const signedIn = (client: TestClient, origin = server.url) => ({ cookie: client.cookieHeader, origin });

  async function touch(match: Match, venue: string) {
    const { errors } = await creator.gql(UpdateFixture, { id: match.id, venue });
    expect(errors).toBeUndefined();
  }

  beforeAll(async () => {
    server = await startTestServer({ env: { WS_MAX_SUBSCRIPTIONS_PER_SOCKET: '3', WS_MAX_SOCKETS_PER_CLIENT: '6' } });
    const em = server.em();
    creatorUser = await createUser(em, { email: 'creator@example.test', role: Role.tournament_creator });
    await createUser(em, { email: 'admin@example.test', role: Role.club_owner });
    const club = await createClub(em, creatorUser);
    const home = await createTeam(em, club);
    const away = await createTeam(em, club);
    const draft = await createTournament(em, creatorUser, { isPublished: false });
    const open = await createTournament(em, creatorUser);
    await registerTeams(em, draft, [home, away]);
    await registerTeams(em, open, [home, away]);
    draftMatch = await createMatch(em, draft, home, away);
    publicMatch = await createMatch(em, open, home, away);
    admin = new TestClient(server.url);
    await admin.signIn('admin@example.test');
  });

  beforeEach(async () => {
    await server.em().nativeUpdate(User, { id: creatorUser.id }, { isActive: true, role: Role.tournament_creator });
    creator = new TestClient(server.url);
    await creator.signIn('creator@example.test');
  });

  afterEach(async () => {
    // dispose() may or may not return a promise: await each, so Promise.all always gets promises.
    await Promise.all(
      sockets.splice(0).map(async (socket) => {
        await socket.client.dispose();
      }),
    );
    await sleep(50);
  });
  afterAll(async () => {
    await server.stop();
  });

  it('a socket from another origin is an anonymous visitor: cookies ignored, public data flows', async () => {
    const foreign = await openSocket(signedIn(creator, 'https://club-site.example'));
    const own = await openSocket(signedIn(creator));
    const foreignDraft = foreign.watch(OneMatch, { id: draftMatch.id });
    const foreignPublic = foreign.watch(OneMatch, { id: publicMatch.id });
    const ownDraft = own.watch(OneMatch, { id: draftMatch.id });
    await sleep(150);
    await touch(draftMatch, 'Draft Ground');
    await touch(publicMatch, 'Public Ground');
    await waitFor(() => ownDraft.events.length === 1 && foreignPublic.events.length === 1);
    await sleep(300);
    // The draft is as missing to the other site as an unknown id: NOT_FOUND at once, and no events.
    expect(foreignDraft.events).toHaveLength(1);
    expect(foreignDraft.events[0]).toMatchObject({ errors: [{ extensions: { code: 'NOT_FOUND' } }] });
    expect(foreignPublic.events[0].data).toEqual({ matchUpdated: { id: publicMatch.id, venue: 'Public Ground' } });

    const me = await foreign.query<{ me: { id: number } | null }>('query { me { id } }');
    expect(me.data?.me).toBeNull();
    const mine = await own.query<{ me: { id: number } | null }>('query { me { id } }');
    expect(mine.data?.me?.id).toBe(creatorUser.id);
  });

  it('permissions are checked per event: a deactivated account stops receiving a draft’s events at once', async () => {
    const socket = await openSocket(signedIn(creator));
    const draft = socket.watch(OneMatch, { id: draftMatch.id });
    await sleep(150);
    await touch(draftMatch, 'First');
    await waitFor(() => draft.events.length === 1);
    // Changed behind the app's back (the command line, another instance): no event reaches this one.
    await server.em().nativeUpdate(User, { id: creatorUser.id }, { isActive: false });
    server.app.pubSub.publish('MATCH_UPDATED', {
      matchId: draftMatch.id,
      tournamentId: draftMatch.tournament.id,
      status: MatchStatus.scheduled,
      previousStatus: null,
      isPublic: false,
      officialIds: [creatorUser.id],
      eventId: 'published-by-hand',
    });
    await sleep(400);
    expect(draft.events).toHaveLength(1);
  });

  it('operations over a socket read role and activation from the database each time', async () => {
    const socket = await openSocket(signedIn(creator));
    const before = await socket.query<{ me: { role: string } }>('query { me { role } }');
    expect(before.data?.me.role).toBe('tournament_creator');
    await server.em().nativeUpdate(User, { id: creatorUser.id }, { role: Role.player });
    const after = await socket.query<{ me: { role: string } }>('query { me { role } }');
    expect(after.data?.me.role).toBe('player');
  });

  it('logging out closes that session’s sockets, and only those', async () => {
    const other = new TestClient(server.url);
    await other.signIn('creator@example.test');
    const mine = await openSocket(signedIn(creator));
    const theirs = await openSocket(signedIn(other));
    const anonymous = await openSocket(ownOrigin());
    await creator.signOut();
    expect(await mine.closed).toEqual({ code: 4001, reason: 'Session ended' });
    await sleep(200);
    const still = await theirs.query<{ me: { id: number } }>('query { me { id } }');
    expect(still.data?.me.id).toBe(creatorUser.id);
    expect((await anonymous.query<{ me: null }>('query { me { id } }')).data?.me).toBeNull();
  });

  it('deactivation and a role change close every socket of that person', async () => {
    const first = await openSocket(signedIn(creator));
    const changed = await admin.gql('mutation ($id: Int!) { changeUserRole(id: $id, role: referee) { id } }', {
      id: creatorUser.id,
    });
    expect(changed.errors).toBeUndefined();
    expect((await first.closed).code).toBe(4001);

    const second = await openSocket(signedIn(creator));
    const off = await admin.gql('mutation ($id: Int!) { deactivateUser(id: $id) { id } }', { id: creatorUser.id });
    expect(off.errors).toBeUndefined();
    expect((await second.closed).code).toBe(4001);
  });

  it('caps subscriptions per socket with an error naming the limit', async () => {
    const socket = await openSocket(ownOrigin());
    const runs = [1, 2, 3, 4].map(() => socket.watch(OneMatch, { id: publicMatch.id }));
    await waitFor(() => runs[3].errors.length === 1);
    expect(runs[3].errors[0]).toMatchObject([
      {
        message: 'Too many subscriptions on this connection (at most 3).',
        extensions: { code: 'TOO_MANY_SUBSCRIPTIONS', limit: 3 },
      },
    ]);
    expect(runs.slice(0, 3).every((run) => run.errors.length === 0)).toBe(true);
  });

  it('caps sockets per client address with HTTP 429 before the upgrade', async () => {
    for (let index = 0; index < 6; index++) await openSocket(ownOrigin());
    const status = await new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.on('open', () => reject(new Error('a seventh socket was accepted')));
      socket.on('error', () => {});
    });
    expect(status).toBe(429);
    // A closed socket frees its place.
    await sockets.pop()!.client.dispose();
    await sleep(100);
    await openSocket(ownOrigin());
  });
});
