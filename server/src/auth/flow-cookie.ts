import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Config } from '../config.js';

/** State, nonce and PKCE verifier of a sign-in in progress. */
export type PendingSignIn = { state: string; nonce: string; verifier: string; createdAt: number };

export const SIGN_IN_COOKIE = 'pitchside.signin';
/** Sent back only to the call that finishes the sign-in. */
const COOKIE_PATH = '/api/sessions';
const LIFETIME_MS = 10 * 60 * 1000;
const CONTEXT = Buffer.from('pitchside sign-in flow v1');

/**
 * Keeps a sign-in in progress in the visitor's browser rather than in a stored session, so an
 * anonymous visitor who never finishes signing in costs the server nothing. The cookie is encrypted
 * and authenticated (AES-256-GCM, key derived from SESSION_SECRET with HKDF), HttpOnly, SameSite=Lax,
 * ten minutes long, and read once.
 */
export class SignInFlowCookie {
  private readonly key: Buffer;

  constructor(private readonly config: Pick<Config, 'sessionSecret' | 'secureCookies'>) {
    this.key = Buffer.from(hkdfSync('sha256', config.sessionSecret, 'pitchside', CONTEXT, 32));
  }

  write(res: Response, pending: PendingSignIn): void {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(CONTEXT);
    const body = Buffer.concat([cipher.update(JSON.stringify(pending), 'utf8'), cipher.final()]);
    const value = Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
    res.cookie(SIGN_IN_COOKIE, value, { ...this.options(), maxAge: LIFETIME_MS });
  }

  /** The pending sign-in, or null when the cookie is missing, forged, tampered with or too old. Clears it. */
  take(req: Request, res: Response): PendingSignIn | null {
    res.clearCookie(SIGN_IN_COOKIE, this.options());
    const raw = readCookie(req, SIGN_IN_COOKIE);
    if (!raw) return null;
    try {
      const data = Buffer.from(raw, 'base64url');
      if (data.length < 12 + 16 + 2) return null;
      const decipher = createDecipheriv('aes-256-gcm', this.key, data.subarray(0, 12));
      decipher.setAAD(CONTEXT);
      decipher.setAuthTag(data.subarray(data.length - 16));
      const json = Buffer.concat([decipher.update(data.subarray(12, data.length - 16)), decipher.final()]);
      const pending = JSON.parse(json.toString('utf8')) as PendingSignIn;
      if (typeof pending.createdAt !== 'number' || Date.now() - pending.createdAt > LIFETIME_MS) return null;
      return pending;
    } catch {
      return null;
    }
  }

  private options() {
    return { httpOnly: true, sameSite: 'lax' as const, secure: this.config.secureCookies, path: COOKIE_PATH };
  }
}

function readCookie(req: Request, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim() || null;
  }
  return null;
}
