import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
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

/** A body compressed once in each encoding a client may ask for, to be sent as often as it is asked for. */
export type Precompressed = { identity: Buffer; br: Buffer; gzip: Buffer };

/** Paid once per kept body, not per visitor: 10% smaller than 4 for 3 ms on a 110 KB page (7 doubles that). */
const KEPT_BROTLI_QUALITY = 6;

export function precompress(body: Buffer): Precompressed {
  const params = {
    [constants.BROTLI_PARAM_QUALITY]: KEPT_BROTLI_QUALITY,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  };
  return { identity: body, br: brotliCompressSync(body, { params }), gzip: gzipSync(body) };
}

/**
 * Sends a kept body in the encoding the client prefers, as it was compressed when kept: compressing a
 * 100 KB page for each visitor cost four fifths of the CPU of sending it.
 */
export function sendPrecompressed(req: Request, res: Response, body: Precompressed): void {
  res.vary('Accept-Encoding');
  // Brotli whenever the client takes it, whatever order it lists them in (its bytes are the fewer).
  const small = body.identity.length < COMPRESS_FROM_BYTES;
  const encoding = small ? false : req.acceptsEncodings('br') || req.acceptsEncodings('gzip');
  if (encoding === 'br' || encoding === 'gzip') {
    res.setHeader('Content-Encoding', encoding);
    res.end(body[encoding]);
    return;
  }
  res.end(body.identity);
}
