import { createHash, randomBytes } from 'node:crypto';

/** Who the identity provider says signed in, after every check passed. */
export type VerifiedIdentity = {
  subject: string;
  email: string;
  name: string | null;
  givenName: string | null;
  picture: string | null;
};

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

/** A sign-in that must end in 401 with no session made. */
export class SignInError extends Error {}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** PKCE S256: the challenge is the base64url SHA-256 of the verifier. */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
