import type {
  GraphQLRequestContextDidEncounterErrors,
  GraphQLRequestContextDidResolveOperation,
  GraphQLRequestContextResponseForOperation,
  GraphQLRequestContextWillSendResponse,
  GraphQLRequestListener,
} from '@apollo/server';
import { readFileSync } from 'node:fs';
import { buildSchema, parse, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createChangeNotices, type ChangeRecorder } from '../../../server/src/core/change-notice.js';
import { changeNoticePlugin } from '../../../server/src/graphql/change-notices.js';
import { createPublicResponseCache } from '../../../server/src/graphql/response-cache.js';

type Context = { viewer: unknown; language: string; changes?: ChangeRecorder };
/** Every hook's view of a request: the fake stands for all of them. */
type HookContext = GraphQLRequestContextDidEncounterErrors<Context> &
  GraphQLRequestContextDidResolveOperation<Context> &
  GraphQLRequestContextResponseForOperation<Context> &
  GraphQLRequestContextWillSendResponse<Context>;

const schema = buildSchema(readFileSync('schema.graphql', 'utf8'));

type Operation = { document: DocumentNode; variables?: Record<string, unknown>; hash: string };

const query: Operation = { document: parse('query Match { match(id: 1) { id } }'), hash: 'hash-of-the-match-query' };
const mutation: Operation = { document: parse('mutation { updateMatchScore { id } }'), hash: 'hash-of-a-write' };
/** A table: an answer built from one tournament's matches (server/src/graphql/answer-scope.ts). */
const table = (tournamentId: number): Operation => ({
  document: parse('query Table($id: Int!) { standings(tournamentId: $id) { points } }'),
  variables: { id: tournamentId },
  hash: 'hash-of-the-table-query',
});

/** The cache, and the plugin publishing each mutation's change notice, which the cache listens to. */
function createCache() {
  const notices = createChangeNotices();
  return {
    cache: createPublicResponseCache({ ttlMs: 5_000, maxEntries: 10, notices }),
    publisher: changeNoticePlugin(notices),
  };
}

/** One request through the plugins' hooks, driven by hand so that requests overlap as a crowd's do. */
async function request(
  { cache, publisher }: ReturnType<typeof createCache>,
  { document, variables = {}, hash }: Operation = query,
) {
  const operation = document.definitions[0] as OperationDefinitionNode;
  const context = {
    contextValue: { viewer: null, language: 'en' } as Context,
    schema,
    document,
    operation,
    operationName: operation.name?.value ?? null,
    queryHash: hash,
    request: { variables },
    response: { body: { kind: 'single', singleResult: {} }, http: { headers: new Map() } },
  };
  // The fields the cache reads, standing for the whole context the server would pass.
  const hooked = context as unknown as HookContext;
  const listener = (await cache.plugin.requestDidStart!(hooked)) as GraphQLRequestListener<Context>;
  const notice = (await publisher.requestDidStart!(hooked)) as GraphQLRequestListener<Context>;
  await listener.didResolveOperation?.(hooked);
  return {
    /** The cached (or shared) answer, or null when this request must execute. */
    answer: () => listener.responseForOperation!(hooked),
    /** What the services of a write say it changed (core/change-notice.ts). */
    changed: (tournamentId: number) => context.contextValue.changes!.tournament(tournamentId),
    /** Executes: the answer goes out with `data`. */
    send: async (data: Record<string, unknown> | null, errors = false) => {
      context.response.body.singleResult = errors ? { data, errors: [{ message: 'failed' }] } : { data };
      if (errors) await listener.didEncounterErrors?.(hooked);
      await listener.willSendResponse?.(hooked);
      await notice.willSendResponse?.(hooked);
    },
  };
}

const data = (response: Awaited<ReturnType<Awaited<ReturnType<typeof request>>['answer']>>) =>
  response?.body.kind === 'single' ? response.body.singleResult.data : undefined;

describe('the public response cache under a crowd', () => {
  it('runs a query once for visitors asking while its answer is being read', async () => {
    const cache = createCache();
    const first = await request(cache);
    expect(await first.answer()).toBeNull();

    // Two more visitors ask before the first answer is out: they wait for it rather than execute.
    const waiting = [(await request(cache)).answer(), (await request(cache)).answer()];
    await first.send({ match: { id: 1, homeTeamScore: 2 } });
    const shared = await Promise.all(waiting);
    expect(shared.map(data)).toEqual([{ match: { id: 1, homeTeamScore: 2 } }, { match: { id: 1, homeTeamScore: 2 } }]);
    expect(data(await (await request(cache)).answer())).toEqual({ match: { id: 1, homeTeamScore: 2 } });
  });

  it('lets the waiting visitors execute when the first read fails', async () => {
    const cache = createCache();
    const first = await request(cache);
    expect(await first.answer()).toBeNull();
    const waiting = (await request(cache)).answer();
    await first.send(null, true);
    expect(await waiting).toBeNull();
  });

  it('does not hand a read begun before a write to a visitor who asks after it', async () => {
    const cache = createCache();
    const before = await request(cache);
    expect(await before.answer()).toBeNull();

    const write = await request(cache, mutation);
    await write.send({ updateMatchScore: { id: 1 } });

    // Asked after the write: it must not wait for (or receive) the read that began before it.
    const after = await request(cache);
    expect(await after.answer()).toBeNull();
    await before.send({ match: { id: 1, homeTeamScore: 2 } });
    await after.send({ match: { id: 1, homeTeamScore: 3 } });
    expect(data(await (await request(cache)).answer())).toEqual({ match: { id: 1, homeTeamScore: 3 } });
  });

  it('keeps the other tournaments’ answers when a write changes one tournament’s play', async () => {
    const cache = createCache();
    const read = async (operation: Operation, data: Record<string, unknown>) => {
      const visitor = await request(cache, operation);
      expect(await visitor.answer()).toBeNull();
      await visitor.send(data);
    };
    await read(table(1), { standings: [{ points: 3 }] });
    await read(table(2), { standings: [{ points: 6 }] });
    await read(query, { match: { id: 1 } });

    const ball = await request(cache, mutation);
    ball.changed(1);
    await ball.send({ updateMatchScore: { id: 1 } });
    // Tournament 2's table is still shared; tournament 1's, and the answer that may read anything, are not.
    expect(data(await (await request(cache, table(2))).answer())).toEqual({ standings: [{ points: 6 }] });
    expect(await (await request(cache, table(1))).answer()).toBeNull();
    expect(await (await request(cache, query)).answer()).toBeNull();

    // A write that names no tournament (an edit of a team, say) drops every answer.
    const edit = await request(cache, mutation);
    await edit.send({ updateMatchScore: { id: 1 } });
    expect(await (await request(cache, table(2))).answer()).toBeNull();
  });

  it('does not keep a read under way when a write to its tournament lands, and keeps one of another', async () => {
    const cache = createCache();
    const own = await request(cache, table(1));
    const other = await request(cache, table(2));
    expect(await own.answer()).toBeNull();
    expect(await other.answer()).toBeNull();

    const ball = await request(cache, mutation);
    ball.changed(1);
    await ball.send({ updateMatchScore: { id: 1 } });
    await own.send({ standings: [{ points: 3 }] });
    await other.send({ standings: [{ points: 6 }] });

    expect(await (await request(cache, table(1))).answer()).toBeNull();
    expect(data(await (await request(cache, table(2))).answer())).toEqual({ standings: [{ points: 6 }] });
  });
  it('keeps an answer as plain objects, equal to the one sent, whatever prototype graphql-js gave it', async () => {
    const cache = createCache();
    const first = await request(cache);
    expect(await first.answer()).toBeNull();
    // graphql-js builds each object of an answer with a null prototype (slow for V8 to serialise).
    const team = Object.assign(Object.create(null) as Record<string, unknown>, { id: 7, name: 'Harbour Lights' });
    const match = Object.assign(Object.create(null) as Record<string, unknown>, { id: 1, homeTeam: team });
    await first.send(Object.assign(Object.create(null) as Record<string, unknown>, { match }));

    const kept = data(await (await request(cache)).answer()) as { match: { homeTeam: object } };
    expect(kept).toEqual({ match: { id: 1, homeTeam: { id: 7, name: 'Harbour Lights' } } });
    expect(Object.getPrototypeOf(kept)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(kept.match.homeTeam)).toBe(Object.prototype);
  });

  it('writes a kept answer as JSON once for every visitor, and any other answer afresh, as Apollo does', async () => {
    const cache = createCache();
    const first = await request(cache);
    expect(await first.answer()).toBeNull();
    await first.send({ match: { id: 1, homeTeamScore: 2 } });
    const kept = data(await (await request(cache)).answer()) as { match: { homeTeamScore: number } };
    const json = cache.cache.stringifyResult({ data: kept });
    expect(json).toBe('{"data":{"match":{"id":1,"homeTeamScore":2}}}\n');
    // The next visitor gets the JSON already written: the kept answer is not serialised again (a kept answer
    // never changes; changing it here shows it is not read a second time).
    kept.match.homeTeamScore = 99;
    expect(cache.cache.stringifyResult({ data: kept })).toBe(json);
    // An answer not kept, or carrying errors, is written from what it holds.
    const fresh = { match: { id: 1, homeTeamScore: 3 } };
    expect(cache.cache.stringifyResult({ data: fresh })).toBe('{"data":{"match":{"id":1,"homeTeamScore":3}}}\n');
    fresh.match.homeTeamScore = 4;
    expect(cache.cache.stringifyResult({ data: fresh })).toContain('"homeTeamScore":4');
    expect(cache.cache.stringifyResult({ data: kept, errors: [{ message: 'failed' }] })).toContain(
      '"homeTeamScore":99',
    );
  });
});
