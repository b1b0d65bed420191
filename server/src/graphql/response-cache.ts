import { HeaderMap, type ApolloServerPlugin, type GraphQLRequestContext } from '@apollo/server';
import { Kind, type FormattedExecutionResult, type OperationDefinitionNode } from 'graphql';
import { PUSH_MUTATIONS } from '../modules/push/push.resolver.js';

type CachedAnswer = { generation: number; storedAt: number; result: FormattedExecutionResult };

export type ResponseCacheOptions = {
  /** How long an answer may be served without a write seen by this process; 0 turns the cache off. */
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
  /** After a mutation has been answered (so committed): tells the other instances (app.ts). */
  onWrite?: () => void;
};

export type PublicResponseCache = {
  plugin: ApolloServerPlugin<{ viewer: unknown }>;
  /** Forgets every answer: called for each mutation, so the next read sees the write. */
  invalidate(): void;
  readonly size: number;
  /** Moves on with every invalidation: what was built from the answers before it is stale. */
  readonly generation: number;
};

/**
 * Answers of anonymous queries, shared by every visitor: a final-day crowd costs one read per change,
 * not one per fan. Any mutation (GraphQL or the REST routes, which run through the same server) moves
 * the generation on, before it runs and again after it has committed, so an answer read while a write
 * was under way is never kept. Signed-in people always get a fresh answer: theirs may hold private data.
 */
/**
 * Mutations that change nothing any query answers (a browser's push subscription): they leave the
 * shared answers in place, so anonymous visitors subscribing do not empty the cache for the crowd.
 */
const NEUTRAL_MUTATIONS: ReadonlySet<string> = new Set(PUSH_MUTATIONS);

function changesAnswers(operation: OperationDefinitionNode | undefined): boolean {
  if (operation?.operation !== 'mutation') return false;
  return !operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && NEUTRAL_MUTATIONS.has(selection.name.value),
  );
}

/** An answer being computed: visitors asking the same meanwhile wait for it (null: it cannot be shared). */
type PendingAnswer = {
  promise: Promise<FormattedExecutionResult | null>;
  settle(result: FormattedExecutionResult | null): void;
};

function pendingAnswer(): PendingAnswer {
  let settle!: (result: FormattedExecutionResult | null) => void;
  const promise = new Promise<FormattedExecutionResult | null>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

export function createPublicResponseCache(options: ResponseCacheOptions): PublicResponseCache {
  const now = options.now ?? Date.now;
  const answers = new Map<string, CachedAnswer>();
  // One execution per question at a time: when an answer expires under a crowd, the first visitor reads
  // and the others wait for that read instead of each running the same query at once.
  const pending = new Map<string, PendingAnswer>();
  let generation = 0;
  const invalidate = () => {
    generation += 1;
    answers.clear();
    // Reads under way began before the write: whoever asks from now on waits for none of them.
    pending.clear();
  };
  const answer = (result: FormattedExecutionResult) => ({
    http: { status: undefined, headers: new HeaderMap() },
    body: { kind: 'single' as const, singleResult: result },
  });

  const cacheKey = (context: GraphQLRequestContext<{ viewer: unknown }>): string | null => {
    if (options.ttlMs <= 0 || context.contextValue.viewer) return null;
    if (context.operation?.operation !== 'query' || !context.queryHash) return null;
    return JSON.stringify([context.queryHash, context.operationName ?? '', context.request.variables ?? {}]);
  };

  const plugin: ApolloServerPlugin<{ viewer: unknown }> = {
    async requestDidStart() {
      let startedAt = generation;
      // Set when this request computes an answer others wait for; settled however the request ends.
      let leading: { key: string; pending: PendingAnswer } | null = null;
      const release = (result: FormattedExecutionResult | null) => {
        if (!leading) return;
        leading.pending.settle(result);
        if (pending.get(leading.key) === leading.pending) pending.delete(leading.key);
        leading = null;
      };
      return {
        async didResolveOperation(context) {
          if (changesAnswers(context.operation)) invalidate();
          startedAt = generation;
        },
        async responseForOperation(context) {
          const key = cacheKey(context);
          if (!key) return null;
          const hit = answers.get(key);
          if (hit && hit.generation === generation && now() - hit.storedAt <= options.ttlMs) return answer(hit.result);
          if (hit) answers.delete(key);
          const underWay = pending.get(key);
          if (underWay) {
            const shared = await underWay.promise;
            if (shared) return answer(shared);
            return null;
          }
          leading = { key, pending: pendingAnswer() };
          pending.set(key, leading.pending);
          return null;
        },
        async didEncounterErrors() {
          // No answer to share: whoever waits runs the query itself.
          release(null);
        },
        async willSendResponse(context) {
          if (context.operation?.operation === 'mutation') {
            if (changesAnswers(context.operation)) {
              invalidate();
              options.onWrite?.();
            }
            return;
          }
          const key = cacheKey(context);
          const { body } = context.response;
          const shareable = key && body.kind === 'single' && !body.singleResult.errors ? body.singleResult : null;
          // Those waiting began with this request, before any write it overlapped: the answer is theirs too.
          release(shareable);
          if (!key || !shareable) return;
          if (startedAt !== generation || answers.has(key)) return;
          if (answers.size >= options.maxEntries) answers.delete(answers.keys().next().value!);
          answers.set(key, { generation, storedAt: now(), result: shareable });
        },
      };
    },
  };

  return {
    plugin,
    invalidate,
    get size() {
      return answers.size;
    },
    get generation() {
      return generation;
    },
  };
}
