import { OAuth2Client } from 'google-auth-library';
import type { Config } from '../config.js';
import {
  SignInError,
  type AuthorizationRequest,
  type CodeExchange,
  type IdentityProvider,
  type VerifiedIdentity,
} from './identity.js';

export type GoogleSettings = NonNullable<Config['google']>;

/**
 * Google's PEM certificates sit beside its JWK set (v1 and v3 of the same service); google-auth-library
 * reads the PEM form under Node, so both are derived from the one configured URL.
 */
export function pemCertsUrl(jwkCertsUrl: string): string {
  return jwkCertsUrl.replace(/\/v3\/certs$/, '/v1/certs');
}

/**
 * Google OpenID Connect with the authorization-code flow and PKCE. google-auth-library exchanges the
 * code and checks the ID token's signature, audience, issuer and expiry; nonce and email_verified are
 * checked here, because the library does not.
 */
export class GoogleIdentityProvider implements IdentityProvider {
  readonly kind = 'google' as const;

  constructor(private readonly settings: GoogleSettings) {}

  private client(redirectUri: string): OAuth2Client {
    return new OAuth2Client({
      clientId: this.settings.clientId,
      clientSecret: this.settings.clientSecret,
      redirectUri,
      issuers: this.settings.issuers,
      endpoints: {
        oauth2AuthBaseUrl: this.settings.authUrl,
        oauth2TokenUrl: this.settings.tokenUrl,
        oauth2FederatedSignonJwkCertsUrl: this.settings.certsUrl,
        oauth2FederatedSignonPemCertsUrl: pemCertsUrl(this.settings.certsUrl),
      },
    });
  }

  authorizationUrl(request: AuthorizationRequest): string {
    const url = new URL(this.settings.authUrl);
    url.searchParams.set('client_id', this.settings.clientId);
    url.searchParams.set('redirect_uri', request.redirectUri);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', 'openid email profile');
    url.searchParams.set('state', request.state);
    url.searchParams.set('nonce', request.nonce);
    url.searchParams.set('code_challenge', request.codeChallenge);
    url.searchParams.set('code_challenge_method', 'S256');
    url.searchParams.set('prompt', 'select_account');
    return url.toString();
  }

  async exchange(request: CodeExchange): Promise<VerifiedIdentity> {
    const client = this.client(request.redirectUri);
    let idToken: string | null | undefined;
    try {
      const { tokens } = await client.getToken({
        code: request.code,
        codeVerifier: request.verifier,
        redirect_uri: request.redirectUri,
      });
      idToken = tokens.id_token;
    } catch (error) {
      throw new SignInError(`The code exchange failed: ${describe(error)}`);
    }
    if (!idToken) throw new SignInError('Google answered without an ID token.');

    let payload;
    try {
      const ticket = await client.verifyIdToken({ idToken, audience: this.settings.clientId });
      payload = ticket.getPayload();
    } catch (error) {
      throw new SignInError(`The ID token was refused: ${describe(error)}`);
    }
    if (!payload) throw new SignInError('The ID token has no payload.');
    // Checked again here, strictly: the library allows five minutes of clock skew on expiry.
    if (payload.aud !== this.settings.clientId) throw new SignInError('Wrong audience.');
    if (!this.settings.issuers.includes(payload.iss)) throw new SignInError('Wrong issuer.');
    if (typeof payload.exp !== 'number' || payload.exp * 1000 <= Date.now()) throw new SignInError('Token expired.');
    if (payload.nonce !== request.nonce) throw new SignInError('Nonce mismatch.');
    if (payload.email_verified !== true) throw new SignInError('The e-mail address is not verified.');
    if (!payload.sub || !payload.email) throw new SignInError('The ID token lacks a subject or an e-mail.');

    return {
      subject: `google:${payload.sub}`,
      email: payload.email.toLowerCase(),
      name: payload.name ?? null,
      givenName: payload.given_name ?? null,
      picture: payload.picture ?? null,
    };
  }
}

/** The library's messages may quote the token or its payload: neither belongs in a log. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  return error.message
    .replace(/eyJ[\w-]+(\.[\w-]*)*/g, '[token]')
    .replace(/\{.*$/s, '')
    .trim()
    .slice(0, 200);
}
