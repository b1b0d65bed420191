import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client';
import { localizeMessage } from '../i18n/localize-message';
import type { Translate } from '../i18n/use-t';

/** The browser's own words for a request that never got an answer ("Failed to fetch" and kin). */
const NETWORK_FAILURE = /failed to fetch|networkerror|network request failed|load failed|fetch failed/i;

/** True when the request never reached the server (offline, DNS, connection refused). */
export function isNetworkFailure(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error) || ServerError.is(error)) return false;
  return error instanceof Error && (error.name === 'TypeError' || NETWORK_FAILURE.test(error.message));
}

/**
 * What to tell a person about a failed call, in the page's language: the server's own message for a refused
 * request (it names the field at fault; the API speaks English, localizeMessage translates the ones it
 * knows), a friendly sentence for a network failure or a server fault, never a raw "Failed to fetch".
 */
export function describeError(error: unknown, t: Translate): string {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    if (!first || first.extensions?.code === 'INTERNAL_SERVER_ERROR') return t('errors.serverTrouble');
    return localizeMessage(first.message, t);
  }
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return t('errors.offline');
  if (ServerError.is(error)) {
    if (error.statusCode === 401) return t('errors.sessionEnded');
    if (error.statusCode === 403) return t('errors.notAllowed');
    if (error.statusCode === 429) return t('errors.tooManyRequests');
    return error.statusCode >= 500 ? t('errors.serverTrouble') : t('errors.unreachable');
  }
  if (ServerParseError.is(error) || isNetworkFailure(error)) return t('errors.unreachable');
  if (error instanceof Error && error.message) return localizeMessage(error.message, t);
  return t('errors.somethingWrong');
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
