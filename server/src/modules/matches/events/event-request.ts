import { createHash } from 'node:crypto';
import { stringify } from 'safe-stable-stringify';
import { DomainError } from '../../../core/errors.js';

/** A request to append an event: the idempotency key its device sent, and what it asked for. */
export type EventRequest = { key: string; operation: string; input: unknown };

/** SHA-256 of the operation and its input, object keys sorted: one request always hashes alike. */
export function requestFingerprint(request: EventRequest): string {
  return createHash('sha256')
    .update(stringify([request.operation, request.input ?? null]))
    .digest('hex');
}

/** The key already made an event of another request: answering that event would hide the new one. */
export class IdempotencyKeyReusedError extends DomainError {
  constructor(key: string, seq: number) {
    super(
      'IDEMPOTENCY_KEY_REUSED',
      `The key "${key}" was already used for another event (seq ${seq}): send a new key for a new event.`,
      { seq },
    );
  }
}
