import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client';

export const OFFLINE_MESSAGE = 'You appear to be offline. Check your connection and try again.';
export const UNREACHABLE_MESSAGE = 'Could not reach Pitchside. Check your connection and try again.';
export const SERVER_TROUBLE_MESSAGE = 'Pitchside had a problem on its side. Please try again in a moment.';

/** The browser's own words for a request that never got an answer ("Failed to fetch" and kin). */
const NETWORK_FAILURE = /failed to fetch|networkerror|network request failed|load failed|fetch failed/i;

/** True when the request never reached the server (offline, DNS, connection refused). */
export function isNetworkFailure(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error) || ServerError.is(error)) return false;
  return error instanceof Error && (error.name === 'TypeError' || NETWORK_FAILURE.test(error.message));
}

/**
 * What to tell a person about a failed call: the server's own message for a refused request (it names the
 * field at fault), a friendly sentence for a network failure or a server fault, never a raw "Failed to fetch".
 */
export function describeError(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    if (!first || first.extensions?.code === 'INTERNAL_SERVER_ERROR') return SERVER_TROUBLE_MESSAGE;
    return first.message;
  }
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return OFFLINE_MESSAGE;
  if (ServerError.is(error)) {
    if (error.statusCode === 401) return 'Your session has ended. Sign in again to continue.';
    if (error.statusCode === 403) return 'You are not allowed to do this.';
    if (error.statusCode === 429) return 'Too many requests. Wait a moment and try again.';
    return error.statusCode >= 500 ? SERVER_TROUBLE_MESSAGE : UNREACHABLE_MESSAGE;
  }
  if (ServerParseError.is(error) || isNetworkFailure(error)) return UNREACHABLE_MESSAGE;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}

/** The codes of a request the server refused on purpose: sending it again gets the same answer. */
const REFUSALS = new Set([
  'BAD_USER_INPUT',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'UNAUTHENTICATED',
  'STALE_SEQUENCE',
  'IDEMPOTENCY_KEY_REUSED',
]);

/**
 * True when trying the same call again may succeed: the network failed or the server had a fault, or it
 * asked to slow down. A refusal (bad input, not allowed, a conflict) is not: its message says why.
 */
export function isRetryable(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return !error.errors.some((entry) => {
      const code = entry.extensions?.code;
      return typeof code === 'string' && REFUSALS.has(code);
    });
  }
  if (ServerError.is(error)) return error.statusCode >= 500 || error.statusCode === 429;
  return true;
}
