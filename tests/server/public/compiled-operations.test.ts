import {
  GraphQLInt,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parse,
  type ExecutionResult,
} from 'graphql';
import { compileQuery } from 'graphql-jit';
import { describe, expect, it, vi } from 'vitest';
import {
  compiledOperations,
  RUNS_BEFORE_COMPILING,
  type OperationCompiler,
} from '../../../server/src/graphql/compiled-operations.js';

// The front door's operations: run by graphql-js's `execute` until asked again, then compiled once by
// graphql-jit, with the same resolvers, context and variables.

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      greeting: {
        type: new GraphQLNonNull(GraphQLString),
        args: { times: { type: new GraphQLNonNull(GraphQLInt) } },
        resolve: (_root, { times }: { times: number }, { name }: { name: string }) =>
          Array.from({ length: times }, () => `hello ${name}`).join(', '),
      },
    },
  }),
});

const runs = async (result: Promise<ExecutionResult> | ExecutionResult) => JSON.stringify(await result);

describe('compiled operations', () => {
  it('compiles an operation once it is asked again, and answers as execute did', async () => {
    const compile = vi.fn<OperationCompiler>((...args) => compileQuery(...args));
    const operations = compiledOperations(schema, compile);
    const document = parse('query Greet($times: Int!) { greeting(times: $times) } query Other { __typename }');
    const answers: string[] = [];
    for (let run = 0; run < RUNS_BEFORE_COMPILING + 3; run += 1)
      answers.push(await runs(operations.run(document, 'Greet', { times: run === 0 ? 2 : 3 }, { name: 'Kingston' })));
    expect(answers[0]).toBe('{"data":{"greeting":"hello Kingston, hello Kingston"}}');
    expect(new Set(answers.slice(1))).toEqual(
      new Set(['{"data":{"greeting":"hello Kingston, hello Kingston, hello Kingston"}}']),
    );
    expect(compile).toHaveBeenCalledTimes(1);
    expect(compile.mock.calls[0][2]).toBe('Greet');
    // Each operation of a document on its own count; a bad variable is an error, as execute would say.
    expect(await runs(operations.run(document, 'Other', {}, { name: 'x' }))).toBe('{"data":{"__typename":"Query"}}');
    expect(compile).toHaveBeenCalledTimes(1);
    const refused = await operations.run(document, 'Greet', { times: 'three' }, { name: 'x' });
    expect(refused.data).toBeUndefined();
    expect(refused.errors?.[0].message).toMatch(/\$times/);
  });

  it('leaves a one-off operation to execute', async () => {
    const compile = vi.fn<OperationCompiler>((...args) => compileQuery(...args));
    const operations = compiledOperations(schema, compile);
    for (let run = 0; run < RUNS_BEFORE_COMPILING; run += 1)
      await operations.run(parse(`{ greeting(times: ${run + 1}) }`), undefined, {}, { name: 'x' });
    await operations.run(parse('{ greeting(times: 1) }'), undefined, {}, { name: 'x' });
    expect(compile).not.toHaveBeenCalled();
  });
});
