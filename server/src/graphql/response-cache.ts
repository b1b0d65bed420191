import { HeaderMap, type ApolloServerPlugin, type GraphQLRequestContext } from '@apollo/server';
import { Kind, type FormattedExecutionResult, type OperationDefinitionNode } from 'graphql';
import { precompress, type Precompressed } from '../compression.js';
import { TournamentRecorder, overlaps, type DataScope, type ReadRecorder } from '../core/data-scope.js';
import { PUSH_MUTATIONS } from '../modules/push/push.resolver.js';
import { answerScope } from './answer-scope.js';

type CachedAnswer = {
  storedAt: number;
  result: FormattedExecutionResult;
  scope: DataScope;
  /** The answer as sent, compressed when it is first sent from here. */
  sent?: { body: string; bytes: Precompressed };
};

/** Writes remembered, so a read that began before one is not kept when it overlaps it. */
const REMEMBERED_CHANGES = 256;

export type ResponseCacheOptions = {
  /** How long an answer may be served without a write seen by this process; 0 turns the cache off. */
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
  /** After a mutation has been answered (so committed): tells the other instances what changed (app.ts). */
  onWrite?: (scope: DataScope) => void;
};

export type PublicResponseCache = {
  plugin: ApolloServerPlugin<CacheContext>;
  /** Forgets the answers a write may have changed (every answer without a scope), so the next read sees it. */
  invalidate(scope?: DataScope): void;
  readonly size: number;
  /** Moves on with every invalidation. */
  readonly generation: number;
  /** Whether a write since `generation` may have changed what was built from `scope`. */
  changedSince(generation: number, scope: DataScope): boolean;
  /**
   * The bytes of `body` compressed once for every visitor, when the request (Apollo's `request.http`) was
   * answered with a kept answer: compressing a shared answer for each visitor cost more than the rest of
   * sending it. Undefined for any other answer.
   */
  keptBytes(request: object, body: string): Precompressed | undefined;
  /** Whether `data` is a kept answer's data: the very object every anonymous visitor asking it gets. */
  isKeptData(data: object): boolean;
};

/**
 * Mutations that change nothing any query answers (a browser's push subscription): they leave the
 * shared answers in place, so anonymous visitors subscribing do not empty the cache for the crowd.
 */
const NEUTRAL_MUTATIONS: ReadonlySet<string> = new Set(PUSH_MUTATIONS);

/**
 * What a committed mutation changed: the tournaments its services named, when it ran one field; with
 * several fields, or a service that named none, anything.
 */
function writeScope(operation: OperationDefinitionNode, changes: TournamentRecorder | undefined): DataScope {
  const fields = operation.selectionSet.selections.filter(
    (selection) => selection.kind !== Kind.FIELD || selection.name.value !== '__typename',
  );
  return fields.length === 1 ? (changes?.scope ?? null) : null;
}

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

type CacheContext = {
  viewer: unknown;
  changes?: TournamentRecorder;
  readsFrom?: TournamentRecorder;
  reads?: ReadRecorder;
};

/**
 * Answers of anonymous queries, shared by every visitor: a final-day crowd costs one read per change,
 * not one per fan. A mutation (GraphQL or the REST routes, which run through the same server), once
 * committed, drops the answers it may have changed: a ball scored drops the answers built from its
 * tournament alone (answer-scope.ts) and every answer that may read anything (the landing page's lists,
 * a player's career), and leaves the other tournaments' pages shared; any other write drops them all. A
 * read under way when a write lands is not kept if the write overlaps it. Signed-in people always get a
 * fresh answer: theirs may hold private data.
 */
export function createPublicResponseCache(options: ResponseCacheOptions): PublicResponseCache {
  const now = options.now ?? Date.now;
  const answers = new Map<string, CachedAnswer>();
  // The requests answered with a kept answer (by Apollo's HTTP request, the object the server handed it).
  const answeredFromCache = new WeakMap<object, CachedAnswer>();
  const keptData = new WeakSet<object>();
  // One execution per question at a time: when an answer expires under a crowd, the first visitor reads
  // and the others wait for that read instead of each running the same query at once.
  const pending = new Map<string, PendingAnswer>();
  let generation = 0;
  const changes: { generation: number; scope: DataScope }[] = [];
  const invalidate = (scope: DataScope = null) => {
    generation += 1;
    changes.push({ generation, scope });
    if (changes.length > REMEMBERED_CHANGES) changes.shift();
    if (scope === null) answers.clear();
    else for (const [key, kept] of answers) if (overlaps(kept.scope, scope)) answers.delete(key);
    // Reads under way may have begun before the write: whoever asks from now on waits for none of them.
    pending.clear();
  };
  /** Whether a write since `since` may have changed an answer built from `scope`. */
  const changedSince = (since: number, scope: DataScope) => {
    if (since === generation) return false;
    if (!changes.length || changes[0]!.generation > since + 1) return true;
    return changes.some((change) => change.generation > since && overlaps(scope, change.scope));
  };
  /**
   * The answer as kept: plain objects, as JSON.parse makes them. graphql-js builds each object of an answer
   * with a null prototype, which V8 keeps as a dictionary, and Apollo serialises a kept answer again for
   * every visitor: plain ones serialise in half the time.
   */
  const plainCopy = (result: FormattedExecutionResult): FormattedExecutionResult =>
    JSON.parse(JSON.stringify(result)) as FormattedExecutionResult;
  const answer = (result: FormattedExecutionResult) => ({
    http: { status: undefined, headers: new HeaderMap() },
    body: { kind: 'single' as const, singleResult: result },
  });

  const cacheKey = (context: GraphQLRequestContext<CacheContext>): string | null => {
    if (options.ttlMs <= 0 || context.contextValue.viewer) return null;
    if (context.operation?.operation !== 'query' || !context.queryHash) return null;
    return JSON.stringify([context.queryHash, context.operationName ?? '', context.request.variables ?? {}]);
  };

  const plugin: ApolloServerPlugin<CacheContext> = {
    async requestDidStart({ contextValue }) {
      let startedAt = generation;
      // The services changing one tournament’s play, and the roots found by their own id, say which here
      // (core/data-scope.ts); one of each per operation.
      contextValue.changes = new TournamentRecorder();
      contextValue.readsFrom = new TournamentRecorder();
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
          // A write under way: whoever asks from now on does not wait for a read that began before it.
          if (changesAnswers(context.operation)) pending.clear();
          startedAt = generation;
        },
        async responseForOperation(context) {
          const key = cacheKey(context);
          if (!key) return null;
          const hit = answers.get(key);
          // A kept answer is one no write has overlapped since (invalidate drops the others).
          if (hit && now() - hit.storedAt <= options.ttlMs) {
            if (context.request.http) answeredFromCache.set(context.request.http, hit);
            return answer(hit.result);
          }
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
              const scope = writeScope(context.operation, context.contextValue.changes);
              invalidate(scope);
              options.onWrite?.(scope);
            }
            return;
          }
          const key = cacheKey(context);
          const { body } = context.response;
          const shareable = key && body.kind === 'single' && !body.singleResult.errors ? body.singleResult : null;
          // Those waiting began with this request, before any write it overlapped: the answer is theirs too.
          release(shareable);
          const { reads } = context.contextValue;
          const keep = key && shareable && !answers.has(key);
          if (!keep && !reads) return;
          const scope =
            context.document && context.operation
              ? answerScope(
                  context.schema,
                  context.document,
                  context.operation,
                  context.request.variables,
                  context.contextValue.readsFrom?.scope ?? null,
                )
              : null;
          reads?.add(scope);
          if (!keep || changedSince(startedAt, scope)) return;
          if (answers.size >= options.maxEntries) answers.delete(answers.keys().next().value!);
          const result = plainCopy(shareable);
          if (result.data) keptData.add(result.data);
          answers.set(key, { storedAt: now(), result, scope });
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
    changedSince,
    keptBytes(request, body) {
      const kept = answeredFromCache.get(request);
      if (!kept) return undefined;
      // The same kept answer serialises to the same body; compared all the same, it costs next to nothing.
      if (kept.sent?.body !== body) kept.sent = { body, bytes: precompress(Buffer.from(body)) };
      return kept.sent.bytes;
    },
    isKeptData: (data) => keptData.has(data),
  };
}
