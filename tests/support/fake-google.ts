import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, exportSPKI, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';

export const FAKE_CLIENT_ID = 'pitchside-test.apps.googleusercontent.com';
export const FAKE_CLIENT_SECRET = 'fake-google-secret';
export const FAKE_ISSUER = 'https://accounts.google.com';

export type FakePerson = {
  sub: string;
  email: string;
  name?: string;
  givenName?: string;
  picture?: string;
  emailVerified?: boolean;
};

/** Ways a test can spoil the ID token the next sign-in receives. */
export type TokenTampering = {
  audience?: string;
  issuer?: string;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
  nonce?: string;
  /** Signs with a key the JWKS does not publish. */
  forged?: boolean;
};

type IssuedCode = {
  person: FakePerson;
  tampering: TokenTampering;
  nonce: string;
  codeChallenge: string;
  redirectUri: string;
  clientId: string;
  used: boolean;
};

type KeyPair = { privateKey: CryptoKey; publicKey: CryptoKey };

/**
 * A stand-in for Google on loopback: the authorization endpoint (which "consents" as the person the test
 * chose), the token endpoint with PKCE, and the signing keys as JWKS (v3) and PEM (v1). Tokens are RS256.
 */
export class FakeGoogle {
  private server!: Server;
  private signing!: KeyPair;
  private stranger!: KeyPair;
  private readonly kid = 'fake-key-1';
  private readonly codes = new Map<string, IssuedCode>();
  private person: FakePerson | null = null;
  private tampering: TokenTampering = {};
  url = '';
  tokenRequests = 0;

  static async start(): Promise<FakeGoogle> {
    const fake = new FakeGoogle();
    fake.signing = await generateKeyPair('RS256', { extractable: true });
    fake.stranger = await generateKeyPair('RS256', { extractable: true });
    fake.server = createServer((req, res) => {
      fake.handle(req, res).catch((error: unknown) => {
        res.writeHead(500).end(String(error));
      });
    });
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    fake.url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    return fake;
  }

  /** The environment that points the app at this fake. */
  env(): Record<string, string> {
    return {
      GOOGLE_CLIENT_ID: FAKE_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: FAKE_CLIENT_SECRET,
      GOOGLE_AUTH_URL: `${this.url}/o/oauth2/v2/auth`,
      GOOGLE_TOKEN_URL: `${this.url}/token`,
      GOOGLE_CERTS_URL: `${this.url}/oauth2/v3/certs`,
    };
  }

  /** Who "signs in" at the next authorization request, and how their token is spoiled, if at all. */
  willSignIn(person: FakePerson, tampering: TokenTampering = {}): void {
    this.person = person;
    this.tampering = tampering;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    if (req.method === 'GET' && url.pathname === '/o/oauth2/v2/auth') return this.authorize(url, res);
    if (req.method === 'POST' && url.pathname === '/token') return this.token(req, res);
    if (req.method === 'GET' && url.pathname === '/oauth2/v3/certs') {
      const jwk: JWK = { ...(await exportJWK(this.signing.publicKey)), kid: this.kid, alg: 'RS256', use: 'sig' };
      return json(res, 200, { keys: [jwk] });
    }
    if (req.method === 'GET' && url.pathname === '/oauth2/v1/certs') {
      return json(res, 200, { [this.kid]: await exportSPKI(this.signing.publicKey) });
    }
    json(res, 404, { error: 'not_found' });
  }

  private authorize(url: URL, res: ServerResponse): void {
    const params = url.searchParams;
    const redirectUri = params.get('redirect_uri');
    if (!this.person || !redirectUri || params.get('response_type') !== 'code') {
      return json(res, 400, { error: 'invalid_request' });
    }
    if (params.get('code_challenge_method') !== 'S256' || !params.get('code_challenge') || !params.get('nonce')) {
      return json(res, 400, { error: 'invalid_request', error_description: 'PKCE S256 and a nonce are required' });
    }
    const code = randomBytes(24).toString('base64url');
    this.codes.set(code, {
      person: this.person,
      tampering: this.tampering,
      nonce: params.get('nonce') ?? '',
      codeChallenge: params.get('code_challenge') ?? '',
      redirectUri,
      clientId: params.get('client_id') ?? '',
      used: false,
    });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', params.get('state') ?? '');
    res.writeHead(302, { location: back.toString() }).end();
  }

  private async token(req: IncomingMessage, res: ServerResponse): Promise<void> {
    this.tokenRequests += 1;
    const form = new URLSearchParams(await readBody(req));
    const issued = this.codes.get(form.get('code') ?? '');
    if (!issued || issued.used) return json(res, 400, { error: 'invalid_grant', error_description: 'Bad code' });
    issued.used = true;
    if (form.get('client_id') !== FAKE_CLIENT_ID || form.get('client_secret') !== FAKE_CLIENT_SECRET) {
      return json(res, 401, { error: 'invalid_client' });
    }
    if (form.get('redirect_uri') !== issued.redirectUri || form.get('grant_type') !== 'authorization_code') {
      return json(res, 400, { error: 'invalid_grant', error_description: 'redirect_uri mismatch' });
    }
    const verifier = form.get('code_verifier') ?? '';
    if (createHash('sha256').update(verifier).digest('base64url') !== issued.codeChallenge) {
      return json(res, 400, { error: 'invalid_grant', error_description: 'PKCE verification failed' });
    }
    const { person, tampering } = issued;
    const now = Math.floor(Date.now() / 1000);
    const idToken = await new SignJWT({
      email: person.email,
      email_verified: person.emailVerified ?? true,
      name: person.name,
      given_name: person.givenName,
      picture: person.picture,
      nonce: tampering.nonce ?? issued.nonce,
      azp: issued.clientId,
    })
      .setProtectedHeader({ alg: 'RS256', kid: this.kid, typ: 'JWT' })
      .setSubject(person.sub)
      .setIssuer(tampering.issuer ?? FAKE_ISSUER)
      .setAudience(tampering.audience ?? issued.clientId)
      .setIssuedAt(now + Math.min(0, (tampering.expiresIn ?? 3600) - 3600))
      .setExpirationTime(now + (tampering.expiresIn ?? 3600))
      .sign(tampering.forged ? this.stranger.privateKey : this.signing.privateKey);
    json(res, 200, {
      access_token: randomBytes(16).toString('hex'),
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'openid email profile',
      id_token: idToken,
    });
  }
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}
