import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { sendsSessionCookie } from '../auth/session.js';
import { sendPrecompressed } from '../compression.js';
import type { SentAnswer } from './response-cache.js';

/** Each JSON request's body as it came, before it was parsed (`keepRawBody`). */
const rawBodies = new WeakMap<IncomingMessage, Buffer>();

/** express.json's `verify`: keeps the body's bytes, the key of a POSTed question's kept answer. */
export function keepRawBody(req: IncomingMessage, _res: unknown, body: Buffer): void {
  rawBodies.set(req, body);
}

/** /graphql's JSON bodies: read at the door for a visitor's POST, else where /graphql is mounted. */
export const graphqlJsonBody = (): RequestHandler => express.json({ limit: '1mb', verify: keepRawBody });

/**
 * An anonymous request as it was written: its method, language, accepted types (the answer's content type
 * follows them) and its query string (GET) or body (POST). Two requests written alike get the same answer
 * while it is kept.
 */
export function askedAs(req: Request, language: string): string | null {
  const head = `${req.method}\n${language}\n${req.headers.accept ?? ''}\n`;
  if (req.method === 'GET') return head + searchOf(req.url);
  if (req.method !== 'POST') return null;
  const body = rawBodies.get(req);
  return body ? head + body.toString('latin1') : null;
}

/** The query string of a request's URL, `?` included, as Apollo reads it (a GET query's parameters). */
export function searchOf(url: string): string {
  const start = url.indexOf('?');
  return start < 0 ? '' : url.slice(start);
}

// Written for each request (its id, its budget left) or by sendPrecompressed for the encoding it picks.
const OWN_HEADERS = new Set([
  'x-request-id',
  'ratelimit',
  'ratelimit-policy',
  'retry-after',
  'etag',
  'content-length',
  'content-encoding',
  'set-cookie',
]);

/**
 * The headers an answer went out with, to send with it again: the security and CORS headers the middleware
 * in front wrote (a JSON answer's policy has no per-request nonce), Apollo's cache and surrogate headers, Vary.
 */
export function headersToSendAgain(headers: OutgoingHttpHeaders): [string, string][] {
  const kept: [string, string][] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !OWN_HEADERS.has(name))
      kept.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
  }
  return kept;
}

/** Writes a kept answer as it was sent before, with this request's id (set by the middleware in front). */
export function sendAgain(req: Request, res: Response, sent: SentAnswer): void {
  for (const [name, value] of sent.headers) res.setHeader(name, value);
  sendPrecompressed(req, res, sent.bytes);
}

export type KeptAnswerDoorOptions = {
  sentAnswer(asked: string): SentAnswer | undefined;
  /** The answer's language for a visitor (Accept-Language). */
  language(req: Request): string;
  /** Spends one anonymous read, writing the budget left: false when it is spent (the 429 is written further in). */
  spendAnonymousRead(req: Request, res: Response): Promise<boolean>;
  sentAgain(operationName: string | null, seconds: number): void;
};

/**
 * The front door of /graphql for kept answers. A visitor's request without a session cookie, written as one
 * that was answered from a kept answer before, is sent that answer here, after its request id and timing
 * and before the rest of the app's middleware (assets, compression, security headers, session, CSRF, rate
 * limit middleware, Apollo): those wrote the headers kept with the answer the first time. It spends the
 * visitor's anonymous read budget as the rate limiter would, and sends what is left of it. Anything else goes
 * on as if the door were not there; a POST's body read here is not read again, and an unreadable one is refused
 * where /graphql's body is read (`bodyReadAtDoor`), after the same middleware as before.
 */
export function keptAnswerDoor(options: KeptAnswerDoorOptions): {
  door: RequestHandler;
  bodyReadAtDoor: RequestHandler;
} {
  const readJson = graphqlJsonBody();
  const bodyErrors = new WeakMap<Request, unknown>();

  const answer = async (req: Request, res: Response, next: NextFunction, started: number) => {
    const asked = askedAs(req, options.language(req));
    const sent = asked ? options.sentAnswer(asked) : undefined;
    // The answer goes with this request's budget left, as every other read's does.
    if (!sent || !(await options.spendAnonymousRead(req, res))) return next();
    sendAgain(req, res, sent);
    options.sentAgain(sent.operationName, (performance.now() - started) / 1000);
  };

  const door: RequestHandler = (req, res, next) => {
    // A request with a session cookie goes the whole way: its person is read.
    if (req.path !== '/graphql' || sendsSessionCookie(req)) return next();
    const started = performance.now();
    if (req.method === 'GET') return void answer(req, res, next, started).catch(next);
    if (req.method !== 'POST') return next();
    readJson(req, res, (error?: unknown) => {
      if (error) {
        bodyErrors.set(req, error);
        return next();
      }
      answer(req, res, next, started).catch(next);
    });
  };

  // express.json further in sees the body read and lets it through; its error is raised where it was before.
  const bodyReadAtDoor: RequestHandler = (req, _res, next) => next(bodyErrors.get(req));
  return { door, bodyReadAtDoor };
}
