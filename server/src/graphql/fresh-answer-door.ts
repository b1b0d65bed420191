import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import accepts from 'accepts';
import {
  getOperationAST,
  OperationTypeNode,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { LRUCache } from 'lru-cache';
import { sendCompressed, sendPrecompressed } from '../compression.js';
import { TournamentRecorder, type DataScope } from '../core/data-scope.js';
import { inRequestScope, REQUEST_ID_HEADER } from '../logger.js';
import { answerScope } from './answer-scope.js';
import { compiledOperations } from './compiled-operations.js';
import { headersToSendAgain, searchOf, type FreshAnswers } from './kept-answer-door.js';
import { KEPT_CHECKS, type CheckedDocument } from './limits.js';
import type { PublicResponseCache } from './response-cache.js';

/** A document the door may run: checked once (limits, validation), named by its hash as Apollo names it. */
type PlannedDocument = { document: DocumentNode; queryHash: string };

/** A visitor's query the door can answer itself: its document, its operation and how it asked. */
export type FreshRead = {
  document: DocumentNode;
  queryHash: string;
  operation: OperationDefinitionNode;
  variables: Record<string, unknown>;
  /** The answer's content type, negotiated as Apollo negotiates it. */
  contentType: string;
};

type AskedOperation = {
  query?: string;
  hash?: string;
  variables: Record<string, unknown>;
  operationName?: string;
};

const JSON_TYPE = 'application/json';
const GRAPHQL_RESPONSE_TYPE = 'application/graphql-response+json';

/**
 * What a document needs that graphql-js's `execute` alone does not give: incremental delivery (Apollo's
 * multipart answers) and, where introspection is off, Apollo's refusal of it. Such documents go to Apollo.
 */
const APOLLO_ONLY = /@(defer|stream)\b|\b__(schema|type)\b/;

/** Set per answer by the door itself: its type, its cache headers, its encoding and validator. */
const ANSWER_HEADERS = new Set(['content-type', 'cache-control', 'surrogate-key', 'xkey', 'vary']);

/**
 * The headers the middleware in front of Apollo (security, CORS) writes on a visitor's GraphQL answer, learned
 * from the first one Express sent for each method: the door writes them without running that middleware. Until
 * a method's are known, the door leaves its requests to Express.
 */
export function visitorAnswerHeaders(): {
  learn(method: string, headers: OutgoingHttpHeaders): void;
  of(method: string): [string, string][] | undefined;
} {
  const byMethod = new Map<string, [string, string][]>();
  return {
    learn(method, headers) {
      if (byMethod.has(method)) return;
      byMethod.set(
        method,
        headersToSendAgain(headers).filter(([name]) => !ANSWER_HEADERS.has(name)),
      );
    },
    of: (method) => byMethod.get(method),
  };
}

export type FreshAnswerPlanner = {
  /** The read the door can answer for this request, or null: Apollo answers it, as it would without the door. */
  plan(req: IncomingMessage, body: Buffer | undefined): FreshRead | null;
  /** Runs a planned read as Apollo would (same schema, resolvers and context), with what it was built from. */
  run(read: FreshRead, contextValue: object): Promise<ExecutionResult>;
};

/**
 * Anonymous queries the front door executes itself (issue 51): Apollo's pipeline and Express's middleware cost
 * as much as a small page's resolvers (uncached without them: the match page 1,280 -> 1,900 req/s). Only
 * what the door can answer exactly as Apollo would is planned: a single query, written out or by its persisted
 * hash once the door has seen its text, that passes the same checks as Apollo's (`checkDocument`: the limits
 * and validation, kept per text by the checker), asking for JSON. Anything else, and any answer with an error, goes to Apollo.
 */
export function freshAnswerPlanner(options: {
  schema: GraphQLSchema;
  checkDocument(source: string): CheckedDocument;
}): FreshAnswerPlanner {
  // Planned per checked document: the checker keeps one per text (createDocumentChecker's own cache).
  const planned = new WeakMap<DocumentNode, PlannedDocument | false>();
  const byHash = new LRUCache<string, PlannedDocument>({ max: KEPT_CHECKS.documents });
  const operations = compiledOperations(options.schema);

  const documentOf = (text: string): PlannedDocument | false => {
    const { document } = options.checkDocument(text);
    if (!document) return false;
    let plan = planned.get(document);
    if (plan === undefined) {
      plan = APOLLO_ONLY.test(text) ? false : { document, queryHash: createHash('sha256').update(text).digest('hex') };
      planned.set(document, plan);
      if (plan) byHash.set(plan.queryHash, plan);
    }
    return plan;
  };

  return {
    plan(req, body) {
      const asked = req.method === 'GET' ? askedInUrl(req.url ?? '') : body ? askedInBody(body) : null;
      if (!asked) return null;
      let plan: PlannedDocument | false | undefined;
      if (asked.query !== undefined) {
        plan = documentOf(asked.query);
        // Apollo refuses a text that is not the hash it came with.
        if (plan && asked.hash !== undefined && asked.hash !== plan.queryHash) return null;
      } else if (asked.hash !== undefined) plan = byHash.get(asked.hash);
      if (!plan) return null;
      const operation = getOperationAST(plan.document, asked.operationName);
      if (operation?.operation !== OperationTypeNode.QUERY) return null;
      // Apollo's choice: JSON unless the client prefers GraphQL's own type; a browser's HTML is Apollo's landing page.
      const contentType = accepts(req).type([JSON_TYPE, GRAPHQL_RESPONSE_TYPE, 'text/html']);
      if (contentType !== JSON_TYPE && contentType !== GRAPHQL_RESPONSE_TYPE) return null;
      return {
        document: plan.document,
        queryHash: plan.queryHash,
        operation,
        variables: asked.variables,
        contentType: `${contentType}; charset=utf-8`,
      };
    },
    async run(read, contextValue) {
      return operations.run(read.document, read.operation.name?.value, read.variables, contextValue);
    },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An operation's parts as Apollo reads them, or null for anything the door leaves to Apollo (a batch, junk). */
function askedOperation(
  query: unknown,
  variables: unknown,
  operationName: unknown,
  extensions: unknown,
): AskedOperation | null {
  if (query !== undefined && typeof query !== 'string') return null;
  if (variables !== undefined && variables !== null && !isRecord(variables)) return null;
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return null;
  if (extensions !== undefined && extensions !== null && !isRecord(extensions)) return null;
  const persisted = extensions?.persistedQuery;
  let hash: string | undefined;
  if (persisted !== undefined) {
    if (!isRecord(persisted) || persisted.version !== 1 || typeof persisted.sha256Hash !== 'string') return null;
    hash = persisted.sha256Hash;
  }
  if (query === undefined && hash === undefined) return null;
  return { query, hash, variables: variables ?? {}, operationName: operationName ?? undefined };
}

function askedInBody(body: Buffer): AskedOperation | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
  if (!isRecord(parsed)) return null;
  return askedOperation(parsed.query, parsed.variables, parsed.operationName, parsed.extensions);
}

function askedInUrl(url: string): AskedOperation | null {
  const search = new URLSearchParams(searchOf(url));
  const json = (name: string): unknown => {
    const value = search.get(name);
    if (value === null) return undefined;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return Symbol('unreadable');
    }
  };
  return askedOperation(
    search.get('query') ?? undefined,
    json('variables'),
    search.get('operationName') ?? undefined,
    json('extensions'),
  );
}

/** What the door's answers need from the app: its context, its caches, its headers and its metrics. */
export type FreshAnswerDependencies = {
  schema: GraphQLSchema;
  planner: FreshAnswerPlanner;
  responseCache: Pick<PublicResponseCache, 'answerAtDoor'>;
  /** An anonymous visitor's context in `language`, as Apollo's is built. */
  context(language: string): Promise<object>;
  language(req: IncomingMessage): string;
  visitorHeaders: ReturnType<typeof visitorAnswerHeaders>;
  /** The answer's cache headers, given what it was built from. */
  cacheHeaders(method: string, scope: DataScope): [string, string][];
  /** Counts the operation while it runs, so a shutdown waits for it. */
  inFlight<T>(operation: () => Promise<T>): Promise<T>;
  /** The answer went out: `hit` when it was a kept one, `statements` the SQL it sent. */
  answered(
    req: IncomingMessage,
    res: ServerResponse,
    operationName: string | null,
    started: number,
    hit: boolean,
    statements: number,
  ): void;
};

/** The front door's fresh answers (kept-answer-door.ts `fresh`): planned reads run and sent without Apollo. */
export function freshAnswers(deps: FreshAnswerDependencies): FreshAnswers<FreshRead> {
  return {
    plan(req, body) {
      // Without the headers the middleware would write, the door cannot answer as Express would.
      if (!deps.visitorHeaders.of(req.method ?? '')) return null;
      return deps.planner.plan(req, body);
    },
    answer(req, res, read, asked, started) {
      const method = req.method ?? 'GET';
      const requestId = String(res.getHeader(REQUEST_ID_HEADER));
      const operationName = read.operation.name?.value ?? null;
      const language = deps.language(req);
      return inRequestScope(requestId, async (scope) => {
        let ran = false;
        const answer = await deps.responseCache.answerAtDoor({
          language,
          queryHash: read.queryHash,
          operationName,
          variables: read.variables,
          asked,
          run: () =>
            deps.inFlight(async () => {
              ran = true;
              const readsFrom = new TournamentRecorder();
              const contextValue = Object.assign(await deps.context(language), { readsFrom });
              const result = await deps.planner.run(read, contextValue);
              const built = answerScope(deps.schema, read.document, read.operation, read.variables, readsFrom.scope);
              return { result, scope: built };
            }),
          headers: (built) => [
            ...deps.visitorHeaders.of(method)!,
            ['content-type', read.contentType],
            ...deps.cacheHeaders(method, built),
          ],
        });
        if (!answer) return false;
        for (const [name, value] of answer.headers) res.setHeader(name, value);
        if (answer.kept) sendPrecompressed(req, res, answer.kept);
        else sendCompressed(req, res, Buffer.from(answer.json));
        deps.answered(req, res, operationName, started, !ran, scope.statements);
        return true;
      });
    },
  };
}
