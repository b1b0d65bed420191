import { createHash } from 'node:crypto';
import { catchUpOf } from '../core/graphql/after-catching-up.js';
import {
  createBroadcastGroups,
  type BroadcastGroups,
  type GroupSource,
  type Membership,
  type Seat,
} from './broadcast-groups.js';
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

/** A subscription's answers, one per event, until it is returned. */
type Answers = AsyncIterableIterator<ExecutionResult> &
  Required<Pick<AsyncIterableIterator<ExecutionResult>, 'return'>>;

export type SharedSubscribeOptions = {
  /**
   * The socket and subscription id an operation's context pushes to. With it, anonymous watchers of one query
   * on a socket join one broadcast group (broadcast-groups.ts) instead of each being executed and sent alone.
   */
  seatOf?: (contextValue: unknown) => Seat | undefined;
  /** The payload of a `next` message for an execution result, as the socket's server writes it (its onNext). */
  nextPayload?: (result: ExecutionResult) => unknown;
  /** The groups the members join (the server's, which its metrics count); by default, groups of its own. */
  groups?: BroadcastGroups;
};

/**
 * graphql's `subscribe`, except that anonymous subscribers who sent the same document and variables get
 * one execution per event between them (issue 11: a final-day crowd is mostly the same query by people
 * not signed in), and, given their sockets (`seatOf`), one broadcast group that writes each event's push to
 * all of them (issue 51). Anonymous answers cannot differ between them: what depends on the viewer reads
 * `context.viewer`, null for all of them, and their streams are the same events, visibility included, but
 * for the catch-up each starts with (`afterSeq`), which is theirs alone. Signed-in subscribers execute on
 * their own, as before.
 */
export function createSharedSubscribe(options: SharedSubscribeOptions = {}) {
  const groups = options.groups ?? createBroadcastGroups();
  const nextPayload = options.nextPayload ?? ((result: ExecutionResult) => result);
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

  /** The events of `args`'s source stream, each as its shared answer. */
  const answered = (args: ExecutionArgs, shareKey: string | null, source: AsyncIterator<unknown>): Answers => {
    // As graphql's own mapping: `return` reaches the source at once, even while it waits for an event.
    const mapped: Answers = {
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

  /** A group's source: the query's events without any member's catch-up, each as the push it writes. */
  const openGroup = async (args: ExecutionArgs, shareKey: string): Promise<GroupSource | null> => {
    const groupArgs = { ...args, variableValues: withoutCatchUp(args) };
    const stream = await createSourceEventStream(groupArgs);
    if (!(Symbol.asyncIterator in stream)) return null;
    const events = answered(groupArgs, shareKey, stream[Symbol.asyncIterator]());
    return {
      async next() {
        const next = await events.next();
        return next.done ? next : { done: false, value: nextPayload(next.value) };
      },
      return: () => events.return(),
    };
  };

  /**
   * A member's own subscribe settles what is its alone: whether it may watch (an unknown id answers its error)
   * and its catch-up. Its own stream then stops: the group, which it joined before the catch-up was read,
   * pushes what comes after.
   */
  const watchInGroup = async (
    args: ExecutionArgs,
    membership: Membership,
  ): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> => {
    try {
      const stream = await createSourceEventStream(args);
      if (!(Symbol.asyncIterator in stream)) {
        membership.leave();
        return stream;
      }
      const caughtUp = catchUpOf(stream);
      await stream[Symbol.asyncIterator]().return?.();
      // Its own catch-up, shared with nobody: executed without a place among the shared answers.
      const first = caughtUp == null ? null : await answer(args, null, caughtUp);
      return membership.stream(first);
    } catch (error) {
      membership.leave();
      throw error;
    }
  };

  return async function subscribe(
    args: ExecutionArgs,
  ): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
    const shareKey = shareKeyOf(args);
    const seat = shareKey === null ? undefined : options.seatOf?.(args.contextValue);
    if (seat && shareKey !== null) {
      const membership = await groups.join(shareKey, seat, () => openGroup(args, shareKey));
      if (membership) return watchInGroup(args, membership);
    }
    const stream = await createSourceEventStream(args);
    if (!(Symbol.asyncIterator in stream)) return stream;
    return answered(args, shareKey, stream[Symbol.asyncIterator]());
  };
}
