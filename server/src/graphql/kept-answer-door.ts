import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import express, { type RequestHandler } from 'express';
import { sendsSessionCookie } from '../auth/session.js';
import { sendPrecompressedWithHead } from '../compression.js';
import { ObjectSlot } from '../core/object-slot.js';
import { REQUEST_ID_HEADER, requestIdOf } from '../logger.js';
import type { SentAnswer } from './response-cache.js';

/** Each JSON request's body as it came, before it was parsed (`keepRawBody`). */
const rawBodies = new ObjectSlot<IncomingMessage, Buffer>('raw body');

/** express.json's `verify`: keeps the body's bytes, the key of a POSTed question's kept answer. */
export function keepRawBody(req: IncomingMessage, _res: unknown, body: Buffer): void {
  rawBodies.set(req, body);
}

/** /graphql's body limit, which the door keeps too (1 MB). */
const LARGEST_BODY_BYTES = 1024 * 1024;

/** /graphql's JSON bodies, where /graphql is mounted (the door puts back a POST's body it read). */
export const graphqlJsonBody = () => express.json({ limit: LARGEST_BODY_BYTES, verify: keepRawBody });

/**
 * An anonymous request as it was written: its method, language, accepted types (the answer's content type
 * follows them) and its query string (GET) or body (POST). Two requests written alike get the same answer
 * while it is kept.
 */
export function askedAs(req: IncomingMessage, language: string): string | null {
  const head = `${req.method}\n${language}\n${req.headers.accept ?? ''}\n`;
  if (req.method === 'GET') return head + searchOf(req.url ?? '');
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
 * in front wrote (none of them per request), Apollo's cache and surrogate headers, Vary.
 */
export function headersToSendAgain(headers: OutgoingHttpHeaders): [string, string][] {
  const kept: [string, string][] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !OWN_HEADERS.has(name))
      kept.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
  }
  return kept;
}

/**
 * Writes a kept answer as it was sent before, with this request's own headers (`own`: its id, its budget left,
 * as name and value in turn) where the door sends it; further in, the middleware has set them already.
 */
export function sendAgain(req: IncomingMessage, res: ServerResponse, sent: SentAnswer, own: string[] = []): void {
  sendPrecompressedWithHead(req, res, own, sent.head, sent.bytes);
}

/** Answers at the door for what no kept answer matches (fresh-answer-door.ts). */
export type FreshAnswers<Plan> = {
  /** What the door can answer itself for this request (`body`: a POST's), or null: Express answers it. */
  plan(req: IncomingMessage, body: Buffer | undefined): Plan | null;
  /** Answers a planned request (its read already spent); false when it did not, and Express answers it. */
  answer(req: IncomingMessage, res: ServerResponse, plan: Plan, asked: string, started: number): Promise<boolean>;
};

export type KeptAnswerDoorOptions<Plan = unknown> = {
  sentAnswer(asked: string): SentAnswer | undefined;
  /** The answer's language for a visitor (Accept-Language). */
  language(req: IncomingMessage): string;
  /**
   * Spends one anonymous read: the headers that say the budget left, as name and value in turn, or null when it
   * is spent (the 429 is written further in).
   */
  spendAnonymousRead(req: IncomingMessage, res: ServerResponse): Promise<string[] | null>;
  /** A kept answer went out (`started`: when the door began on the request). */
  sentAgain(req: IncomingMessage, res: ServerResponse, operationName: string | null, started: number): void;
  /** A request the door read and passed on (`started`: when the door began on it). */
  passedOn(req: IncomingMessage, started: number): void;
  fresh?: FreshAnswers<Plan>;
};

/** The Node request listener the door stands in front of: Express's app, or anything that takes a request. */
export type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The front door of /graphql for kept answers, in front of Express itself (the HTTP server's request
 * listener). A visitor's request without a session cookie, written as one that was answered from a kept
 * answer before, is sent that answer here, with a request id of its own: the app's middleware (request ids,
 * assets, compression, security headers, session, CSRF, rate limit middleware, Apollo) wrote the headers kept
 * with the answer the first time, and Express's routing and its JSON parser took a third of a kept answer's
 * time. It spends the visitor's anonymous read budget as the rate limiter would, and sends what is left of it.
 * Anything else goes to `app` as if the door were not there: a POST's body the door read is put back
 * (`unshift`) for Express's JSON parser to read as before, with its limits and its errors.
 */
export function keptAnswerDoor<Plan>(options: KeptAnswerDoorOptions<Plan>): {
  door(app: RequestListener): RequestListener;
  failedAtDoor: RequestHandler;
} {
  const failures = new ObjectSlot<IncomingMessage, unknown>('failure at the door');

  /** `passOn` hands the request to Express; `sent` runs once its kept answer went out. */
  const answer = async (
    req: IncomingMessage,
    res: ServerResponse,
    started: number,
    passOn: () => void,
    sent: () => void = () => undefined,
  ) => {
    const asked = askedAs(req, options.language(req));
    const kept = asked ? options.sentAnswer(asked) : undefined;
    const fresh = !kept && asked && options.fresh ? options.fresh.plan(req, rawBodies.get(req)) : null;
    if (!kept && fresh === null) return passOn();
    // The answer goes with this request's budget left, as every other read's does.
    const budget = await options.spendAnonymousRead(req, res);
    // Refused further in, where the limiter writes the 429 and the request's own id.
    if (!budget) return passOn();
    const own = [REQUEST_ID_HEADER, requestIdOf(req.headers['x-request-id']), ...budget];
    if (kept) {
      sendAgain(req, res, kept, own);
      options.sentAgain(req, res, kept.operationName, started);
      return sent();
    }
    for (let at = 0; at < own.length; at += 2) res.appendHeader(own[at], own[at + 1]);
    if (await options.fresh!.answer(req, res, fresh!, asked!, started)) return sent();
    // Apollo answers it (an error in the answer), under the request's own id; its read was spent here.
    res.removeHeader(REQUEST_ID_HEADER);
    passOn();
  };

  const door = (app: RequestListener): RequestListener => {
    const failed = (req: IncomingMessage, res: ServerResponse) => (error: unknown) => {
      if (res.headersSent) return void res.destroy();
      // Express answers the request, and its error handler logs what failed here (failedAtDoor).
      failures.set(req, error);
      app(req, res);
    };
    return (req, res) => {
      // A request with a session cookie goes the whole way: its person is read.
      if (pathOf(req.url) !== '/graphql' || sendsSessionCookie(req)) return app(req, res);
      const started = performance.now();
      const passOn = () => {
        options.passedOn(req, started);
        app(req, res);
      };
      if (req.method === 'GET') return void answer(req, res, started, passOn).catch(failed(req, res));
      const length = peekableLength(req);
      if (length === null) return app(req, res);
      void peekBody(req, length).then((body) => {
        if (!body) return passOn();
        keepRawBody(req, res, body);
        const putBack = () => {
          req.unshift(body);
          passOn();
        };
        // Answered: the request may end (its bytes were all read).
        answer(req, res, started, putBack, () => req.resume()).catch(failed(req, res));
      });
    };
  };

  const failedAtDoor: RequestHandler = (req, _res, next) => next(failures.get(req));
  return { door, failedAtDoor };
}

/**
 * The length of a POST the door may read ahead of Express: JSON as it was sent (not compressed), of a length
 * said and within /graphql's limit. Null for any other, which Express reads (and refuses) as before.
 */
function peekableLength(req: IncomingMessage): number | null {
  if (req.method !== 'POST') return null;
  const encoding = req.headers['content-encoding'];
  if (encoding && encoding.toLowerCase() !== 'identity') return null;
  if (!/^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? '')) return null;
  const length = Number(req.headers['content-length']);
  return Number.isInteger(length) && length > 0 && length <= LARGEST_BODY_BYTES ? length : null;
}

/**
 * A request's body of `length` bytes, read without letting the stream end, so it can be put back for the
 * next reader (`unshift`); null if the request ended or failed first (a client that went away).
 */
function peekBody(req: IncomingMessage, length: number): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let read = 0;
    const settle = (body: Buffer | null) => {
      req.off('readable', onReadable);
      req.off('end', onGone);
      req.off('error', onGone);
      resolve(body);
    };
    const onReadable = () => {
      let chunk: Buffer | null;
      while (read < length && (chunk = req.read() as Buffer | null) !== null) {
        chunks.push(chunk);
        read += chunk.length;
      }
      if (read >= length) settle(Buffer.concat(chunks, read));
    };
    const onGone = () => settle(null);
    req.on('readable', onReadable);
    req.once('end', onGone);
    req.once('error', onGone);
  });
}

/** A request URL's path, without its query string. */
function pathOf(url: string | undefined): string {
  const path = url ?? '/';
  const query = path.indexOf('?');
  return query < 0 ? path : path.slice(0, query);
}
