import type { ApolloServer } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';
import type { GraphQLContext } from '../modules/users/graphql-context.js';

const STATUS_BY_CODE: Record<string, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  STALE_SEQUENCE: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
};

export class OperationError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly error: GraphQLFormattedError,
  ) {
    super(message);
  }
}

/** Runs a GraphQL operation against the same schema and context as /graphql. */
export async function executeOperation<Data>(
  server: ApolloServer<GraphQLContext>,
  contextValue: GraphQLContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Data> {
  const response = await server.executeOperation<Data>({ query, variables }, { contextValue });
  if (response.body.kind !== 'single') throw new Error('Incremental delivery is not used by REST routes.');
  const { data, errors } = response.body.singleResult;
  if (errors?.length) {
    const [first] = errors;
    const code = first.extensions?.code;
    throw new OperationError(
      (typeof code === 'string' ? STATUS_BY_CODE[code] : undefined) ?? 500,
      first.message,
      first,
    );
  }
  if (data === undefined || data === null) throw new Error('Operation returned no data.');
  return data;
}
