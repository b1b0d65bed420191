import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { MatchStatus, type Match } from '../../../server/src/modules/matches/match.entity.js';
import type { Tournament } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { Role, User } from '../../../server/src/modules/users/user.entity.js';
import type { GraphQLResponse, TestClient } from '../../support/client.js';
import { ROLE_LOST, useDemotionWorld } from './demotion-support.js';

describe('a demoted or deactivated person loses every power their role gave, at once', () => {
  const { server, people, rows, signedIn, setRole } = useDemotionWorld();
  let cup: Tournament, draft: Tournament;
  let draftMatch: Match;
  beforeAll(() => {
    ({ cup, draft, draftMatch } = rows);
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
          status: MatchStatus.scheduled,
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
