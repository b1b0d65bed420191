import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { DomainError } from '../core/errors.js';

/** Codes that reach the client as they are; anything else is logged and masked. */
export const KNOWN_ERROR_CODES: readonly string[] = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'CONFLICT',
  // A scorer's event was based on an older state of the match log (extensions.currentSeq).
  'STALE_SEQUENCE',
  // A scorer's idempotency key was sent again with a different event.
  'IDEMPOTENCY_KEY_REUSED',
  // Apollo's own client-side errors pass through unmasked.
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'BAD_REQUEST',
];

/**
 * The one translation of domain errors into GraphQL: the domain's code and data become the error's
 * extensions (`{ code, fields }` for bad input), its message the error's message. HTTP (formatError),
 * the REST adapter (which runs GraphQL operations) and WebSocket subscriptions all answer through it.
 */
export function domainErrorExtensions(error: DomainError): Record<string, unknown> {
  return { code: error.code, ...error.data };
}

/** The formatted error a domain error becomes, keeping where it happened (path, locations). */
export function formatDomainError(formatted: GraphQLFormattedError, error: DomainError): GraphQLFormattedError {
  return { ...formatted, message: error.message, extensions: domainErrorExtensions(error) };
}

/** A GraphQL error whose cause is a domain error answers in the domain's terms; others pass unchanged. */
export function translateGraphQLError(error: GraphQLError): GraphQLError {
  const original = error.originalError;
  if (!(original instanceof DomainError)) return error;
  return new GraphQLError(original.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: original,
    extensions: domainErrorExtensions(original),
  });
}
