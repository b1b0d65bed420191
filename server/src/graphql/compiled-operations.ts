import { execute, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/** How many times an operation runs through graphql-js before it is compiled: a one-off is not worth compiling. */
export const RUNS_BEFORE_COMPILING = 1;

/** graphql-jit's compiler, as the door calls it (a test passes a spy). */
export type OperationCompiler = (
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string,
) => CompiledQuery | ExecutionResult;

type OperationRuns = { runs: number; compiled?: CompiledQuery | false };

/**
 * Runs the front door's operations (issue 51), each compiled by graphql-jit into one function once it is asked
 * again: graphql-js's `execute` walks the document and looks up each field's definition and arguments on every
 * request: a fifth of the CPU of a page like the standings. Uncached, alternated on one CPU: standings 2,215 ->
 * 2,961 req/s, match 4,381 -> 5,187, tournament 1,297 -> 1,562, team 971 -> 1,135, landing 895 -> 969. The
 * compiled function calls the same resolvers with the same context, and writes the same answer. An operation
 * graphql-jit cannot compile stays with `execute`.
 */
export function compiledOperations(
  schema: GraphQLSchema,
  compile: OperationCompiler = compileQuery,
): {
  run(
    document: DocumentNode,
    operationName: string | undefined,
    variables: Record<string, unknown>,
    contextValue: object,
  ): Promise<ExecutionResult> | ExecutionResult;
} {
  // Held as long as the document is: the query-limit checker keeps one per text.
  const byDocument = new WeakMap<DocumentNode, Map<string, OperationRuns>>();

  const compiledFor = (document: DocumentNode, operationName: string | undefined): CompiledQuery | undefined => {
    let operations = byDocument.get(document);
    if (!operations) byDocument.set(document, (operations = new Map<string, OperationRuns>()));
    const key = operationName ?? '';
    let entry = operations.get(key);
    if (!entry) operations.set(key, (entry = { runs: 0 }));
    if (entry.compiled === undefined && ++entry.runs > RUNS_BEFORE_COMPILING) {
      const compiled = compile(schema, document, operationName);
      entry.compiled = isCompiledQuery(compiled) ? compiled : false;
    }
    return entry.compiled || undefined;
  };

  return {
    run(document, operationName, variables, contextValue) {
      const compiled = compiledFor(document, operationName);
      if (compiled) return compiled.query(undefined, contextValue, variables);
      return execute({ schema, document, operationName, variableValues: variables, contextValue });
    },
  };
}
