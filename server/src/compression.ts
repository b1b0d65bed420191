import { brotliCompressSync, constants } from 'node:zlib';
import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';

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
 * Sends a whole body (a kept page) brotli-compressed in one call on this thread when the client accepts
 * brotli: through the streaming middleware (or zlib's thread pool) a 100 KB page cost twice the CPU.
 * Gzip stays with the middleware, which was the faster for it.
 */
export function sendCompressed(req: Request, res: Response, body: Buffer): void {
  res.vary('Accept-Encoding');
  if (body.length < COMPRESS_FROM_BYTES || req.acceptsEncodings('br', 'gzip') !== 'br') {
    res.end(body);
    return;
  }
  const params = { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
  res.setHeader('Content-Encoding', 'br');
  res.end(brotliCompressSync(body, { params }));
}
