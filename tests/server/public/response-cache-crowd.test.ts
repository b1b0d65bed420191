import type {
  GraphQLRequestContextDidEncounterErrors,
  GraphQLRequestContextDidResolveOperation,
  GraphQLRequestContextResponseForOperation,
  GraphQLRequestContextWillSendResponse,
  GraphQLRequestListener,
} from '@apollo/server';
import { parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createPublicResponseCache } from '../../../server/src/graphql/response-cache.js';

type Context = { viewer: unknown };
/** Every hook's view of a request: the fake stands for all of them. */
type HookContext = GraphQLRequestContextDidEncounterErrors<Context> &
  GraphQLRequestContextDidResolveOperation<Context> &
  GraphQLRequestContextResponseForOperation<Context> &
  GraphQLRequestContextWillSendResponse<Context>;

const query = parse('query Match { match(id: 1) { id } }').definitions[0] as OperationDefinitionNode;
const mutation = parse('mutation { updateMatchScore { id } }').definitions[0] as OperationDefinitionNode;

/** One request through the plugin's hooks, driven by hand so that requests overlap as a crowd's do. */
async function request(cache: ReturnType<typeof createPublicResponseCache>, operation = query) {
  const context = {
    contextValue: { viewer: null },
    operation,
    operationName: operation.name?.value ?? null,
    queryHash: operation.operation === 'query' ? 'hash-of-the-match-query' : 'hash-of-a-write',
    request: { variables: {} },
    response: { body: { kind: 'single', singleResult: {} }, http: { headers: new Map() } },
  };
  // The fields the cache reads, standing for the whole context the server would pass.
  const hooked = context as unknown as HookContext;
  const listener = (await cache.plugin.requestDidStart!(hooked)) as GraphQLRequestListener<Context>;
  await listener.didResolveOperation?.(hooked);
  return {
    /** The cached (or shared) answer, or null when this request must execute. */
    answer: () => listener.responseForOperation!(hooked),
    /** Executes: the answer goes out with `data`. */
    send: async (data: Record<string, unknown> | null, errors = false) => {
      context.response.body.singleResult = errors ? { data, errors: [{ message: 'failed' }] } : { data };
      if (errors) await listener.didEncounterErrors?.(hooked);
      await listener.willSendResponse?.(hooked);
    },
  };
}

const data = (response: Awaited<ReturnType<Awaited<ReturnType<typeof request>>['answer']>>) =>
  response?.body.kind === 'single' ? response.body.singleResult.data : undefined;

describe('the public response cache under a crowd', () => {
  it('runs a query once for visitors asking while its answer is being read', async () => {
    const cache = createPublicResponseCache({ ttlMs: 5_000, maxEntries: 10 });
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
    const cache = createPublicResponseCache({ ttlMs: 5_000, maxEntries: 10 });
    const first = await request(cache);
    expect(await first.answer()).toBeNull();
    const waiting = (await request(cache)).answer();
    await first.send(null, true);
    expect(await waiting).toBeNull();
  });

  it('does not hand a read begun before a write to a visitor who asks after it', async () => {
    const cache = createPublicResponseCache({ ttlMs: 5_000, maxEntries: 10 });
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
});
