import { createPubSub } from '@graphql-yoga/subscription';
import {
  GraphQLBoolean,
  GraphQLInt,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  parse,
  type ExecutionResult,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { catchUpVariables, createSharedSubscribe } from '../../../server/src/graphql/shared-execution.js';

type Event = { eventId: string; matchId: number; seq: number };

/** A subscription like matchUpdated, counting how often an event's answer is worked out. */
function watchedSchema() {
  const pubSub = createPubSub<{ event: [Event] }>();
  const counts = { executions: 0 };
  const Score = new GraphQLObjectType({
    name: 'Score',
    fields: { matchId: { type: GraphQLInt }, seq: { type: GraphQLInt } },
  });
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLBoolean } } }),
    subscription: new GraphQLObjectType({
      name: 'Subscription',
      fields: {
        scoreUpdated: {
          type: Score,
          args: { matchId: { type: new GraphQLNonNull(GraphQLInt) }, afterSeq: { type: GraphQLInt } },
          subscribe: () => pubSub.subscribe('event'),
          resolve: (event: Event) => {
            counts.executions += 1;
            return event;
          },
        },
      },
    }),
  });
  return { schema, pubSub, counts };
}

const WATCH = parse(`subscription ($matchId: Int!, $afterSeq: Int) {
  scoreUpdated(matchId: $matchId, afterSeq: $afterSeq) { matchId seq }
}`);

describe("one event's answer shared by anonymous watchers (issue 11)", () => {
  it('is worked out once for watchers who differ only in the seq they caught up from, and apart for another match', async () => {
    const { schema, pubSub, counts } = watchedSchema();
    const subscribe = createSharedSubscribe();
    const watch = async (variableValues: Record<string, unknown>) => {
      const stream = await subscribe({ schema, document: WATCH, variableValues, contextValue: { viewer: null } });
      if (!(Symbol.asyncIterator in stream)) throw new Error(JSON.stringify(stream));
      return stream;
    };
    const watchers = [
      await watch({ matchId: 7, afterSeq: 3 }),
      await watch({ matchId: 7, afterSeq: 11 }),
      await watch({ matchId: 7 }),
      await watch({ matchId: 8, afterSeq: 3 }),
    ];
    const pushed = watchers.map((watcher) => watcher.next());
    pubSub.publish('event', { eventId: 'e1', matchId: 7, seq: 12 });
    const answers = (await Promise.all(pushed)).map((step) => (step.value as ExecutionResult).data);
    expect(answers).toEqual(Array(4).fill({ scoreUpdated: { matchId: 7, seq: 12 } }));
    // Match 7's three watchers share one answer; the watcher of match 8 (another share) works out its own.
    expect(counts.executions).toBe(2);
    await Promise.all(watchers.map(async (watcher) => watcher.return?.()));
  });

  it('keeps a variable in the key when it is read anywhere besides a catch-up argument', () => {
    expect([...catchUpVariables(WATCH)]).toEqual(['afterSeq']);
    const reused = parse(`subscription ($matchId: Int!, $since: Int) {
      scoreUpdated(matchId: $matchId, afterSeq: $since) { seq @include(if: true) }
      again: scoreUpdated(matchId: $since) { seq }
    }`);
    expect([...catchUpVariables(reused)]).toEqual([]);
    const literal = parse(`subscription { scoreUpdated(matchId: 7, afterSeq: 3) { seq } }`);
    expect([...catchUpVariables(literal)]).toEqual([]);
  });
});
