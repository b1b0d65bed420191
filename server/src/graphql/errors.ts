import { GraphQLError } from 'graphql';

export type ErrorCode =
  'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'NOT_FOUND' | 'CONFLICT' | 'STALE_SEQUENCE';

export const KNOWN_ERROR_CODES: readonly string[] = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'CONFLICT',
  // A scorer's event was based on an older state of the match log (extensions.currentSeq).
  'STALE_SEQUENCE',
  // Apollo's own client-side errors pass through unmasked.
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'BAD_REQUEST',
];

export class AppError extends GraphQLError {
  constructor(code: ErrorCode, message: string, extra: Record<string, unknown> = {}) {
    super(message, { extensions: { code, ...extra } });
  }
}

export class UnauthenticatedError extends AppError {
  constructor(message = 'You must be signed in.') {
    super('UNAUTHENTICATED', message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do this.') {
    super('FORBIDDEN', message);
  }
}

export class NotFoundError extends AppError {
  constructor(message: string) {
    super('NOT_FOUND', message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super('CONFLICT', message);
  }
}

/** Bad input; `fields` maps each field at fault to its message. The first message is the error's. */
export class InputError extends AppError {
  readonly fields: Record<string, string>;

  constructor(fields: Record<string, string>) {
    const first = Object.values(fields)[0] ?? 'Invalid input';
    super('BAD_USER_INPUT', first, { fields });
    this.fields = fields;
  }
}
