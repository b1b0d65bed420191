import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import accepts from 'accepts';
import compression from 'compression';
import etag from 'etag';
import type { Request, RequestHandler, Response } from 'express';
import fresh from 'fresh';
import vary from 'vary';

/** Quality 4 costs about what gzip 6 does and compresses better; 11 is for build time only. */
const BROTLI_QUALITY = 4;

/** Below a kilobyte an answer fits one packet either way. */
const COMPRESS_FROM_BYTES = 1024;

/** Streams that must reach the client as they are written: a compressor would hold them back. */
const STREAMED = /^(text\/event-stream|multipart\/)/i;

/**
 * Brotli or gzip, as the client accepts, for what the server writes itself: HTML pages, REST JSON and
 * GraphQL answers. Built assets carry their own precompressed files (see web.ts), which this leaves
 * alone because they already have a Content-Encoding; WebSocket upgrades never pass through Express.
 */
export function compressResponses(): RequestHandler {
  return compression({
    threshold: COMPRESS_FROM_BYTES,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    filter: (req: Request, res: Response) => {
      const type = String(res.getHeader('Content-Type') ?? '');
      if (STREAMED.test(type)) return false;
      return compression.filter(req, res);
    },
  });
}

/**
 * A body compressed once in each encoding a client may ask for, to be sent as often as it is asked for,
 * with a weak validator of its bytes: a client holding them is told so (304) instead of sent them again.
 */
export type Precompressed = { identity: Buffer; br: Buffer; gzip: Buffer; etag: string };

/** Paid once per kept body, not per visitor: 10% smaller than 4 for 3 ms on a 110 KB page (7 doubles that). */
const KEPT_BROTLI_QUALITY = 6;

export function precompress(body: Buffer): Precompressed {
  const params = {
    [constants.BROTLI_PARAM_QUALITY]: KEPT_BROTLI_QUALITY,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  };
  // Express's own weak ETag of the same bytes: a body sent once by res.send and later as kept validates alike.
  return {
    identity: body,
    br: brotliCompressSync(body, { params }),
    gzip: gzipSync(body),
    etag: etag(body, { weak: true }),
  };
}

/**
 * Sends a kept body in the encoding the client prefers, as it was compressed when kept (compressing a
 * 100 KB page for each visitor cost four fifths of the CPU of sending it), or a 304 to a client holding it.
 * Plain Node types: the kept-answer door sends before Express has dressed the request.
 */
export function sendPrecompressed(req: IncomingMessage, res: ServerResponse, body: Precompressed): void {
  sendEncoded(req, res, body.identity, body.etag, (encoding) => body[encoding]);
}

/**
 * A kept body's headers written once for every visitor it goes to, as name and value in turn: `headers`, with
 * Accept-Encoding added to their Vary and the body's ETag. Only the encoding and length are left to add.
 */
export function precompressedHead(headers: Iterable<[string, string]>, body: Precompressed): string[] {
  const head: string[] = [];
  let varied = '';
  for (const [name, value] of headers) {
    if (name.toLowerCase() === 'vary') varied = varied ? `${varied}, ${value}` : value;
    else head.push(name, value);
  }
  head.push('Vary', varied ? vary.append(varied, 'Accept-Encoding') : 'Accept-Encoding', 'ETag', body.etag);
  return head;
}

/**
 * Sends a kept body as sendPrecompressed does, with its head written once (precompressedHead) and this request's
 * own headers (`own`, name and value in turn) in a single writeHead: setting a kept answer's 17 headers one by
 * one took a third of the time bare node:http takes to send it.
 */
export function sendPrecompressedWithHead(
  req: IncomingMessage,
  res: ServerResponse,
  own: string[],
  head: string[],
  body: Precompressed,
): void {
  const headers = own.length === 0 ? head.slice() : own.concat(head);
  if ((req.method === 'GET' || req.method === 'HEAD') && fresh(req.headers, { etag: body.etag })) {
    res.writeHead(304, headers).end();
    return;
  }
  const encoding = acceptedEncoding(req, body.identity);
  const bytes = encoding ? body[encoding] : body.identity;
  if (encoding) headers.push('Content-Encoding', encoding);
  headers.push('Content-Length', String(bytes.length));
  res.writeHead(200, headers).end(bytes);
}

/** Sends a body written for this client alone, compressed as the compression middleware would, or a 304. */
export function sendCompressed(req: IncomingMessage, res: ServerResponse, body: Buffer): void {
  sendEncoded(req, res, body, etag(body, { weak: true }), (encoding) =>
    encoding === 'br'
      ? brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        })
      : gzipSync(body),
  );
}

function sendEncoded(
  req: IncomingMessage,
  res: ServerResponse,
  identity: Buffer,
  validator: string,
  encoded: (encoding: 'br' | 'gzip') => Buffer,
): void {
  vary(res, 'Accept-Encoding');
  res.setHeader('ETag', validator);
  if (holdsAlready(req, res)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoding = acceptedEncoding(req, identity);
  const bytes = encoding ? encoded(encoding) : identity;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  // Its length said, as res.send does: the compression middleware in front would otherwise send it chunked.
  res.setHeader('Content-Length', bytes.length);
  res.end(bytes);
}

/** Brotli whenever the client takes it, whatever order it lists them in (its bytes are the fewer); else gzip. */
function acceptedEncoding(req: IncomingMessage, identity: Buffer): 'br' | 'gzip' | null {
  const accepted = identity.length >= COMPRESS_FROM_BYTES ? accepts(req) : null;
  return accepted?.encodings('br') ? 'br' : accepted?.encodings('gzip') ? 'gzip' : null;
}

/** Express's `req.fresh`: a GET or HEAD whose validators match the answer about to be sent. */
function holdsAlready(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const status = res.statusCode;
  if ((status < 200 || status >= 300) && status !== 304) return false;
  return fresh(req.headers, {
    etag: res.getHeader('ETag'),
    'last-modified': res.getHeader('Last-Modified'),
  });
}
