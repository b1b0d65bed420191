import { constants } from 'node:zlib';
import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';

/** Streams that must reach the client as they are written: a compressor would hold them back. */
const STREAMED = /^(text\/event-stream|multipart\/)/i;

/**
 * Brotli or gzip, as the client accepts, for what the server writes itself: HTML pages, REST JSON and
 * GraphQL answers. Built assets carry their own precompressed files (see web.ts), which this leaves
 * alone because they already have a Content-Encoding; WebSocket upgrades never pass through Express.
 */
export function compressResponses(): RequestHandler {
  return compression({
    // Below a kilobyte the answer fits one packet either way.
    threshold: 1024,
    // Quality 4 costs about what gzip 6 does and compresses better; 11 is for build time only.
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    filter: (req: Request, res: Response) => {
      const type = String(res.getHeader('Content-Type') ?? '');
      if (STREAMED.test(type)) return false;
      return compression.filter(req, res);
    },
  });
}
