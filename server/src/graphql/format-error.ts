import { unwrapResolverError } from '@apollo/server/errors';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { GraphQLFormattedError } from 'graphql';
import { DomainError } from '../core/errors.js';
import type { Logger } from '../logger.js';
import { formatDomainError, KNOWN_ERROR_CODES } from './errors.js';

/** Domain and other known errors go out in their own terms; anything else is logged and masked. */
export function createErrorFormatter(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof DomainError) return formatDomainError(formatted, original);
    if (original instanceof UniqueConstraintViolationException) {
      return { message: 'That already exists.', path: formatted.path, extensions: { code: 'CONFLICT' } };
    }
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && KNOWN_ERROR_CODES.includes(code)) {
      const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
      return { ...formatted, extensions };
    }
    logger.error({ err: original }, 'unexpected GraphQL error');
    return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}
