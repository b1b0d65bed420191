import { HeaderMap, type ApolloServerPlugin, type GraphQLRequestContext } from '@apollo/server';
import { OperationTypeNode, type ExecutionResult, type FormattedExecutionResult } from 'graphql';
import { precompress, precompressedHead, type Precompressed } from '../compression.js';
import { changedScope, type ChangeNotices } from '../core/change-notice.js';
import { TournamentRecorder, overlaps, type DataScope, type ReadRecorder } from '../core/data-scope.js';
import { ObjectSlot } from '../core/object-slot.js';
import { answerScope } from './answer-scope.js';
import { changesAnswers } from './change-notices.js';

type CachedAnswer = {
  /** Its place in the cache: the answer is kept while the cache holds this very object there. */
  key: string;
  operationName: string | null;
  storedAt: number;
  result: FormattedExecutionResult;
  scope: DataScope;
  /** The answer as sent, compressed when it is first sent from here. */
  sent?: { body: string; bytes: Precompressed };
};

export type ResponseCacheOptions = {
  /** How long an answer may be served without a write seen by this process; 0 turns the cache off. */
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
  /** The committed writes of every instance: the cache forgets what each notice changed. */
  notices: Pick<ChangeNotices, 'generation' | 'changedSince' | 'listen'>;
};

/**
 * A kept answer as it was last sent for a request written the same way (the same method, body or query
 * string, accepted types and language): its headers and bytes, sent again without Apollo for the next
 * anonymous visitor asking it.
 */
export type SentAnswer = {
  operationName: string | null;
  /** Its headers but for the encoding and length, as name and value in turn (`precompressedHead`). */
  head: string[];
  bytes: Precompressed;
};

export type PublicResponseCache = {
  plugin: ApolloServerPlugin<CacheContext>;
  readonly size: number;
  /**
   * The bytes of `body` compressed once for every visitor, when the request (Apollo's `request.http`) was
   * answered with a kept answer: compressing a shared answer for each visitor cost more than the rest of
   * sending it. Undefined for any other answer.
   */
  keptBytes(request: object, body: string): Precompressed | undefined;
  /** Whether `data` is a kept answer's data: the very object every anonymous visitor asking it gets. */
  isKeptData(data: object): boolean;
  /**
   * Apollo's `stringifyResult`: a kept answer is written as JSON once, for every visitor it is sent to
   * (serialising it again for each was a twentieth of a kept answer's CPU); any other answer as Apollo does.
   */
  stringifyResult(result: FormattedExecutionResult): string;
  /** What the kept answer a request (Apollo's `request.http`) was given was built from; undefined for others. */
  keptScope(request: object): DataScope | undefined;
  /**
   * Remembers how a request (Apollo's `request.http`) answered with a kept answer was sent, under `asked`
   * (the request as written: `askedAs` in express-handler.ts), for `sentAnswer`.
   */
  rememberSent(request: object, asked: string, headers: Iterable<[string, string]>): void;
  /** The answer sent last for `asked`, while its kept answer is current (no write overlapped it, not expired). */
  sentAnswer(asked: string): SentAnswer | undefined;
  /**
   * A visitor's query answered at the front door, through the same kept answers as Apollo's: a current one is
   * sent as kept; otherwise the question runs (once for everyone asking it meanwhile) and its answer is kept
   * when no write overlapped it. Null when the answer has errors: Apollo answers it, with its error formatting.
   */
  answerAtDoor(question: DoorQuestion): Promise<DoorAnswer | null>;
};

/** A visitor's query the front door answers itself (graphql/fresh-answer-door.ts). */
export type DoorQuestion = {
  language: string;
  /** The SHA-256 of the document's text, as Apollo names it (`queryHash`). */
  queryHash: string;
  /** The operation's own name (the one executed). */
  operationName: string | null;
  variables: Record<string, unknown>;
  /** The request as written (`askedAs`): a kept answer is remembered under it for the door's next visitor. */
  asked: string;
  /** Executes the operation; its answer and what it was built from. */
  run(): Promise<{ result: ExecutionResult; scope: DataScope }>;
  /** The answer's headers, given what it was built from. */
  headers(scope: DataScope): [string, string][];
};

/** The door's answer: kept (compressed once, for every visitor) or this visitor's own JSON. */
export type DoorAnswer = { headers: [string, string][] } & (
  { kept: Precompressed; json?: undefined } | { kept?: undefined; json: string }
);

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
  language: string;
  readsFrom?: TournamentRecorder;
  reads?: ReadRecorder;
};

/**
 * Answers of anonymous queries, shared by every visitor: a final-day crowd costs one read per change,
 * not one per fan. A write's change notice (core/change-notice.ts, from any instance) drops the answers
 * it may have changed: a ball scored drops the answers built from its tournament alone (answer-scope.ts)
 * and every answer that may read anything (the landing page's lists, a player's career), and leaves the
 * other tournaments' pages shared; any other write drops them all. A read under way when a notice lands is
 * not kept if the notice overlaps it. Signed-in people always get a fresh answer: theirs may hold
 * private data.
 */
export function createPublicResponseCache(options: ResponseCacheOptions): PublicResponseCache {
  const now = options.now ?? Date.now;
  const answers = new Map<string, CachedAnswer>();
  // The requests answered with a kept answer (by Apollo's HTTP request, the object the server handed it).
  const answeredFromCache = new ObjectSlot<object, CachedAnswer>('answered from the cache');
  const keptData = new WeakSet<object>();
  const keptJson = new WeakMap<object, string>();
  // The kept answers by how their requests were written (`rememberSent`).
  const sentAs = new Map<string, { kept: CachedAnswer; answer: SentAnswer }>();
  // One execution per question at a time: when an answer expires under a crowd, the first visitor reads
  // and the others wait for that read instead of each running the same query at once.
  const pending = new Map<string, PendingAnswer>();
  const { notices } = options;
  notices.listen((notice) => {
    const scope = changedScope(notice);
    if (scope === null) answers.clear();
    else for (const [key, kept] of answers) if (overlaps(kept.scope, scope)) answers.delete(key);
    // Reads under way may have begun before the write: whoever asks from now on waits for none of them.
    pending.clear();
  });
  /**
   * The answer as kept: plain objects, as JSON.parse makes them. graphql-js builds each object of an answer
   * with a null prototype, which V8 keeps as a dictionary, and Apollo serialises a kept answer again for
   * every visitor: plain ones serialise in half the time.
   */
  const plainCopy = (result: FormattedExecutionResult): FormattedExecutionResult =>
    JSON.parse(JSON.stringify(result)) as FormattedExecutionResult;
  const current = (kept: CachedAnswer) => answers.get(kept.key) === kept && now() - kept.storedAt <= options.ttlMs;
  const answer = (result: FormattedExecutionResult) => ({
    http: { status: undefined, headers: new HeaderMap() },
    body: { kind: 'single' as const, singleResult: result },
  });

  // The texts an answer carries are in the request's language (core/language.ts apiLanguage).
  const keyOf = (language: string, queryHash: string, operationName: string | null, variables: object) =>
    options.ttlMs <= 0 ? null : JSON.stringify([language, queryHash, operationName ?? '', variables]);
  const cacheKey = (context: GraphQLRequestContext<CacheContext>): string | null => {
    if (context.contextValue.viewer) return null;
    if (context.operation?.operation !== OperationTypeNode.QUERY || !context.queryHash) return null;
    const { language } = context.contextValue;
    return keyOf(language, context.queryHash, context.operationName ?? null, context.request.variables ?? {});
  };
  /** Keeps an answer built from `scope` under `key`, unless a write overlapped it since `startedAt`. */
  const keep = (
    key: string,
    operationName: string | null,
    shareable: FormattedExecutionResult,
    scope: DataScope,
    startedAt: number,
  ): CachedAnswer | undefined => {
    if (answers.has(key) || notices.changedSince(startedAt, scope)) return undefined;
    if (answers.size >= options.maxEntries) answers.delete(answers.keys().next().value!);
    const result = plainCopy(shareable);
    if (result.data) keptData.add(result.data);
    const kept: CachedAnswer = { key, operationName, storedAt: now(), result, scope };
    answers.set(key, kept);
    return kept;
  };
  /** The kept answer's bytes as sent: its JSON written and compressed once, however many it goes to. */
  const sentBytes = (kept: CachedAnswer, body = stringifyResult(kept.result)): Precompressed => {
    // The same kept answer serialises to the same body; compared all the same, it costs next to nothing.
    if (kept.sent?.body !== body) kept.sent = { body, bytes: precompress(Buffer.from(body)) };
    return kept.sent.bytes;
  };
  const remember = (kept: CachedAnswer, asked: string, headers: Iterable<[string, string]>) => {
    if (!kept.sent || sentAs.has(asked)) return;
    // The oldest goes first, as the answers do; one whose answer was dropped is dropped when next asked.
    if (sentAs.size >= options.maxEntries) sentAs.delete(sentAs.keys().next().value!);
    const { bytes } = kept.sent;
    sentAs.set(asked, {
      kept,
      answer: { operationName: kept.operationName, head: precompressedHead(headers, bytes), bytes },
    });
  };
  function stringifyResult(result: FormattedExecutionResult): string {
    const { data } = result;
    const kept = !result.errors && !result.extensions && data && keptData.has(data);
    let json = kept ? keptJson.get(data) : undefined;
    if (json === undefined) {
      // What Apollo's own does (prettyJSONStringify): the JSON and a line end.
      json = `${JSON.stringify(result)}\n`;
      if (kept) keptJson.set(data, json);
    }
    return json;
  }
  const sendKept = (kept: CachedAnswer, question: DoorQuestion): DoorAnswer => {
    const headers = question.headers(kept.scope);
    const bytes = sentBytes(kept);
    remember(kept, question.asked, headers);
    return { headers, kept: bytes };
  };
  /** The current answer kept under `key`; one expired is dropped, so the next read is kept in its place. */
  const currentAt = (key: string) => {
    const hit = answers.get(key);
    if (!hit || current(hit)) return hit;
    answers.delete(key);
    return undefined;
  };

  const plugin: ApolloServerPlugin<CacheContext> = {
    // eslint-disable-next-line @typescript-eslint/require-await -- Apollo's plugin hooks return promises
    async requestDidStart({ contextValue }) {
      let startedAt = notices.generation;
      // The roots found by their own id say which tournament they are in (core/data-scope.ts).
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
        // eslint-disable-next-line @typescript-eslint/require-await -- Apollo's plugin hooks return promises
        async didResolveOperation(context) {
          // A write under way: whoever asks from now on does not wait for a read that began before it.
          if (changesAnswers(context.operation)) pending.clear();
          startedAt = notices.generation;
        },
        async responseForOperation(context) {
          const key = cacheKey(context);
          if (!key) return null;
          const hit = answers.get(key);
          // A kept answer is one no write has overlapped since (a notice drops the others).
          if (hit && current(hit)) {
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
        // eslint-disable-next-line @typescript-eslint/require-await -- Apollo's plugin hooks return promises
        async didEncounterErrors() {
          // No answer to share: whoever waits runs the query itself.
          release(null);
        },
        // eslint-disable-next-line @typescript-eslint/require-await -- Apollo's plugin hooks return promises
        async willSendResponse(context) {
          // A write's notice is published by graphql/change-notices.ts.
          if (context.operation?.operation === OperationTypeNode.MUTATION) return;
          const key = cacheKey(context);
          const { body } = context.response;
          const shareable = key && body.kind === 'single' && !body.singleResult.errors ? body.singleResult : null;
          // Those waiting began with this request, before any write it overlapped: the answer is theirs too.
          release(shareable);
          const { reads } = context.contextValue;
          const keeping = key && shareable && !answers.has(key);
          if (!keeping && !reads) return;
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
          if (keeping) keep(key, context.operationName ?? null, shareable, scope, startedAt);
        },
      };
    },
  };

  return {
    plugin,
    // eslint-disable-next-line no-restricted-syntax -- made once per app, not per request
    get size() {
      return answers.size;
    },
    keptBytes(request, body) {
      const kept = answeredFromCache.get(request);
      return kept ? sentBytes(kept, body) : undefined;
    },
    isKeptData: (data) => keptData.has(data),
    stringifyResult,
    keptScope: (request) => answeredFromCache.get(request)?.scope,
    rememberSent(request, asked, headers) {
      const kept = answeredFromCache.get(request);
      if (kept) remember(kept, asked, headers);
    },
    sentAnswer(asked) {
      const sent = sentAs.get(asked);
      if (!sent) return undefined;
      // Its bytes written again since (another stringification of the same answer): its head is theirs no more.
      if (!current(sent.kept) || sent.kept.sent?.bytes !== sent.answer.bytes) {
        sentAs.delete(asked);
        return undefined;
      }
      return sent.answer;
    },
    async answerAtDoor(question) {
      const key = keyOf(question.language, question.queryHash, question.operationName, question.variables);
      const hit = key === null ? undefined : currentAt(key);
      if (hit) return sendKept(hit, question);
      const underWay = key === null ? undefined : pending.get(key);
      if (underWay) {
        // Another visitor's read of the same is under way: its answer, once kept, is this one's too.
        await underWay.promise;
        const shared = key === null ? undefined : currentAt(key);
        if (shared) return sendKept(shared, question);
      }
      const startedAt = notices.generation;
      const leading = key !== null && !pending.has(key) ? pendingAnswer() : null;
      if (leading) pending.set(key!, leading);
      let shareable: FormattedExecutionResult | null = null;
      try {
        const { result, scope } = await question.run();
        if (result.errors || !result.data) return null;
        shareable = { data: result.data };
        const kept = key === null ? undefined : keep(key, question.operationName, shareable, scope, startedAt);
        if (kept) return sendKept(kept, question);
        return { headers: question.headers(scope), json: stringifyResult(shareable) };
      } finally {
        if (leading) {
          leading.settle(shareable);
          if (pending.get(key!) === leading) pending.delete(key!);
        }
      }
    },
  };
}
