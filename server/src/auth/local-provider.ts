import { ANY_CONTROL } from '../../../shared/validation/fields.js';
import {
  randomToken,
  pkceChallenge,
  SignInError,
  type AuthorizationRequest,
  type CodeExchange,
  type IdentityProvider,
  type VerifiedIdentity,
} from './identity.js';
import { MemoryCodeStore, type PendingCodeStore } from './sign-in-codes.js';

const CODE_LIFETIME_MS = 5 * 60 * 1000;

export function localSubject(email: string): string {
  return `local:${email.trim().toLowerCase()}`;
}

/**
 * A stand-in for Google on machines without credentials (never in production). It follows the same
 * authorization-code flow with state, nonce and PKCE, so the app's sign-in path is the real one.
 * Its codes wait in `codes`: Redis when several instances share the sign-in (the page on one, the exchange on
 * another), else this process.
 */
export class LocalIdentityProvider implements IdentityProvider {
  readonly kind = 'local' as const;

  constructor(
    private readonly publicUrl: string,
    private readonly codes: PendingCodeStore = new MemoryCodeStore(),
  ) {}

  authorizationUrl(request: AuthorizationRequest): string {
    const url = new URL('/auth/local', this.publicUrl);
    url.searchParams.set('state', request.state);
    url.searchParams.set('nonce', request.nonce);
    url.searchParams.set('code_challenge', request.codeChallenge);
    url.searchParams.set('code_challenge_method', 'S256');
    url.searchParams.set('redirect_uri', request.redirectUri);
    return url.pathname + url.search;
  }

  /** Issues a one-time code for the person who picked an account on the local page. */
  async issueCode(params: {
    email: string;
    name: string | null;
    nonce: string;
    codeChallenge: string;
    redirectUri: string;
  }): Promise<string> {
    const email = params.email.trim().toLowerCase();
    // The name is typed freely on the local page or in ?name=: one line, no control characters.
    const name = params.name?.replace(new RegExp(ANY_CONTROL, 'g'), ' ').trim().slice(0, 200) || null;
    const code = randomToken();
    await this.codes.put(code, {
      identity: {
        subject: localSubject(email),
        email,
        name,
        givenName: name?.split(/\s+/)[0] || null,
        picture: null,
      },
      nonce: params.nonce,
      codeChallenge: params.codeChallenge,
      redirectUri: params.redirectUri,
      expiresAt: Date.now() + CODE_LIFETIME_MS,
    });
    return code;
  }

  async exchange(request: CodeExchange): Promise<VerifiedIdentity> {
    // One use only, taken whatever the checks below say: a replayed code, or a second exchange racing this
    // one on any instance, finds nothing.
    const pending = await this.codes.take(request.code);
    if (!pending || pending.expiresAt < Date.now()) throw new SignInError('Unknown or expired code.');
    if (pkceChallenge(request.verifier) !== pending.codeChallenge) throw new SignInError('PKCE check failed.');
    if (pending.nonce !== request.nonce) throw new SignInError('Nonce mismatch.');
    if (pending.redirectUri !== request.redirectUri) throw new SignInError('Redirect URI mismatch.');
    return pending.identity;
  }

  /** Lets go of the code store (its Redis connection). */
  close(): Promise<void> {
    return this.codes.close();
  }
}
