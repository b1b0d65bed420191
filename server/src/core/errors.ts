/**
 * The errors services throw, free of any transport. GraphQL (graphql/errors.ts) and REST translate
 * them in one place each; a script or a test catches them as they are.
 */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'CONFLICT'
  // A scorer's event was based on an older state of the match log (data.currentSeq).
  | 'STALE_SEQUENCE'
  // An idempotency key sent again with another request than the one it first carried.
  | 'IDEMPOTENCY_KEY_REUSED';

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Extra data the client receives beside the code (GraphQL extensions). */
    readonly data: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class UnauthenticatedError extends DomainError {
  constructor(message = 'You must be signed in.') {
    super('UNAUTHENTICATED', message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'You are not allowed to do this.') {
    super('FORBIDDEN', message);
  }
}

export class NotFoundError extends DomainError {
  constructor(message: string) {
    super('NOT_FOUND', message);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string) {
    super('CONFLICT', message);
  }
}

/** Bad input; `fields` maps each field at fault to its message. The first message is the error's. */
export class InputError extends DomainError {
  readonly fields: Record<string, string>;

  constructor(fields: Record<string, string>) {
    const first = Object.values(fields)[0] ?? 'Invalid input';
    super('BAD_USER_INPUT', first, { fields });
    this.fields = fields;
  }
}
