import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { keptLivePart, livePart } from '../../../server/src/live-part.js';
import type { KeptPage } from '../../../server/src/rendered-page-cache.js';
import { precompress } from '../../../server/src/compression.js';

// What a visitor's page without the app fetches of itself on a push (shared/live-part.ts): the rendering without
// what the page holds already. Served, cached in front and purged: tests/server/caches/shared-cache.test.ts.

const PAGE =
  '<!doctype html><html><head><style data-chakra-base>:root{--colors-sea:#0b7285}</style>' +
  '<script>document.documentElement.dataset.mode="light"</script></head><body>' +
  '<style data-ssr-styles="css a1 b2">.css-a1{color:red}.css-b2{gap:8px}</style>' +
  '<div id="root"><section data-live-region="match" data-live-match="7" data-live-seq="41"><p class="css-a1">2-1</p></section></div>' +
  '<script type="application/json" id="ssr-state">{"apollo":{"a":"\\u003c/script\\u003e"}}</script>' +
  '<script type="module" src="/assets/visitor.js"></script></body></html>';

describe("a page's live part", () => {
  it('keeps the markup and the names of its rules, and leaves out the base styles, the rules themselves and the scripts', () => {
    expect(livePart(PAGE)).toBe(
      '<!doctype html><html><head></head><body><style data-ssr-styles="css a1 b2"></style>' +
        '<div id="root"><section data-live-region="match" data-live-match="7" data-live-seq="41"><p class="css-a1">2-1</p></section></div>' +
        '</body></html>',
    );
  });

  it('is made once for a kept page, compressed, with a validator of its own', () => {
    const kept: KeptPage = { ...precompress(Buffer.from(PAGE)), scriptSources: [] };
    const part = keptLivePart(kept);
    expect(keptLivePart(kept)).toBe(part);
    expect(gunzipSync(part.gzip).toString()).toBe(livePart(PAGE));
    expect(part.etag).not.toBe(kept.etag);
  });
});
