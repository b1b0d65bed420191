import { createHash, randomBytes } from 'node:crypto';
import type { VerifiedIdentity } from '../core/identity.js';

// The users domain signs people in with these; the providers here produce them.
export { SignInError, type VerifiedIdentity } from '../core/identity.js';

export type AuthorizationRequest = {
  state: string;
  nonce: string;
  codeChallenge: string;
  redirectUri: string;
};

export type CodeExchange = {
  code: string;
  verifier: string;
  nonce: string;
  redirectUri: string;
};

export interface IdentityProvider {
  readonly kind: 'google' | 'local';
  authorizationUrl(request: AuthorizationRequest): string;
  /** Exchanges a code for a verified identity; throws SignInError on any failed check. */
  exchange(request: CodeExchange): Promise<VerifiedIdentity>;
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** PKCE S256: the challenge is the base64url SHA-256 of the verifier. */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
