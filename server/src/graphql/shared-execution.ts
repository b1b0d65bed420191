import { createHash } from 'node:crypto';
import {
  createSourceEventStream,
  execute,
  getOperationAST,
  Kind,
  print,
  visit,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
} from 'graphql';

/** How long one event's answer stays shared: far longer than the fan-out of one event takes. */
const SHARED_FOR_MS = 10_000;

type Shareable = { viewer?: unknown; language?: string };

/**
 * Arguments of a subscription's root field that only its subscribe step reads (matchUpdated's `afterSeq`, the
 * catch-up): each event's answer is the same whatever their value.
 */
const CATCH_UP_ARGUMENTS = new Set(['afterSeq']);

/**
 * The variables that feed only catch-up arguments of the operation's root fields, used nowhere else in the
 * document. Two watchers who differ only in them (visitors who opened the page at different balls) share
 * each event's answer.
 */
export function catchUpVariables(document: DocumentNode, operationName?: string | null): Set<string> {
  const operation = getOperationAST(document, operationName);
  const catchUp = new Set<string>();
  if (!operation) return catchUp;
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) continue;
    for (const argument of selection.arguments ?? []) {
      if (CATCH_UP_ARGUMENTS.has(argument.name.value) && argument.value.kind === Kind.VARIABLE) {
        catchUp.add(argument.value.name.value);
      }
    }
  }
  // A variable also read elsewhere (another argument, a directive) stays in the key.
  const uses = new Map<string, number>();
  visit(document, {
    VariableDefinition: () => false,
    Variable: (node) => void uses.set(node.name.value, (uses.get(node.name.value) ?? 0) + 1),
  });
  for (const name of catchUp) if (uses.get(name) !== 1) catchUp.delete(name);
  return catchUp;
}

/** An event published with an id of its own (`MatchUpdatedPayload.eventId`) can be answered once. */
function eventIdOf(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null || !('eventId' in payload)) return undefined;
  return typeof payload.eventId === 'string' ? payload.eventId : undefined;
}

/**
 * graphql's `subscribe`, except that anonymous subscribers who sent the same document and variables get
 * one execution per event between them (issue 11: a final-day crowd is mostly the same query by people
 * not signed in). Anonymous answers cannot differ between them: what depends on the viewer reads
 * `context.viewer`, null for all of them, and each subscriber's own filter (visibility) has already let
 * the event through before this runs. Signed-in subscribers execute on their own, as before.
 */
export function createSharedSubscribe() {
  const answers = new Map<string, Promise<ExecutionResult>>();
  const catchUpVariablesOf = new WeakMap<DocumentNode, Map<string | null, Set<string>>>();
  const withoutCatchUp = (args: ExecutionArgs) => {
    const variables = args.variableValues;
    if (!variables) return null;
    let byOperation = catchUpVariablesOf.get(args.document);
    if (!byOperation) {
      byOperation = new Map();
      catchUpVariablesOf.set(args.document, byOperation);
    }
    const operationName = args.operationName ?? null;
    let names = byOperation.get(operationName);
    if (!names) {
      names = catchUpVariables(args.document, operationName);
      byOperation.set(operationName, names);
    }
    if (names.size === 0) return variables;
    return Object.fromEntries(Object.entries(variables).filter(([name]) => !names.has(name)));
  };
  // The checked documents are kept and reused (limits.ts createDocumentChecker): each is printed once.
  const printed = new WeakMap<DocumentNode, string>();
  const textOf = (document: DocumentNode) => {
    let text = printed.get(document);
    if (text === undefined) {
      text = print(document);
      printed.set(document, text);
    }
    return text;
  };

  /**
   * What makes two subscriptions' answers the same, settled once per subscription (not per event): a
   * digest of the document, operation and variables. Null for a signed-in subscriber, who executes alone.
   */
  const shareKeyOf = (args: ExecutionArgs): string | null => {
    const context = args.contextValue as Shareable | undefined;
    if (context?.viewer) return null;
    // Answers carry texts in the subscriber's language: only subscribers of one language share them.
    const text = JSON.stringify([
      context?.language ?? null,
      args.operationName ?? null,
      textOf(args.document),
      withoutCatchUp(args),
    ]);
    return createHash('sha256').update(text).digest('base64');
  };

  const answer = (args: ExecutionArgs, shareKey: string | null, payload: unknown): Promise<ExecutionResult> => {
    const run = async () => execute({ ...args, rootValue: payload });
    const eventId = eventIdOf(payload);
    if (!eventId || shareKey === null) return run();
    const key = `${eventId} ${shareKey}`;
    const shared = answers.get(key);
    if (shared) return shared;
    const result = run();
    answers.set(key, result);
    result.then(
      () => setTimeout(() => answers.delete(key), SHARED_FOR_MS).unref(),
      () => answers.delete(key),
    );
    return result;
  };

  return async function subscribe(
    args: ExecutionArgs,
  ): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
    const stream = await createSourceEventStream(args);
    if (!(Symbol.asyncIterator in stream)) return stream;
    const source = stream[Symbol.asyncIterator]();
    const shareKey = shareKeyOf(args);
    // As graphql's own mapping: `return` reaches the source at once, even while it waits for an event.
    const mapped: AsyncIterableIterator<ExecutionResult> = {
      [Symbol.asyncIterator]: () => mapped,
      async next() {
        const next = await source.next();
        if (next.done) return { done: true, value: undefined };
        return { done: false, value: await answer(args, shareKey, next.value) };
      },
      async return() {
        await source.return?.();
        return { done: true, value: undefined };
      },
      async throw(error: unknown) {
        await source.return?.();
        throw error;
      },
    };
    return mapped;
  };
}
