import { describe, expect, it } from 'vitest';
import { afterPaintScript, deferEntry, entryScript } from '../../../server/src/route-chunks.js';

const INDEX = `<html><head><title>Pitchside</title>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-a.js">
    <link rel="modulepreload" crossorigin href="/assets/visitor-shared-b.js">
    <script type="module" crossorigin src="/assets/index-c.js"></script>
  </head><body><div id="root"></div></body></html>`;

describe("a rendered page's scripts", () => {
  it('takes the entry and the files it preloads out of the head, to run once the page has painted', () => {
    const { html, entry, preloads } = deferEntry(INDEX);
    expect(entry).toBe('/assets/index-c.js');
    expect(preloads).toEqual(['/assets/rolldown-runtime-a.js', '/assets/visitor-shared-b.js']);
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('<script');
    expect(html).toContain('<title>Pitchside</title>');
    const after = afterPaintScript(entry, preloads, 'n0nce');
    expect(after).toContain('nonce="n0nce"');
    expect(after).toContain('"/assets/index-c.js"');
    expect(after).toContain('"/assets/rolldown-runtime-a.js","/assets/visitor-shared-b.js"');
  });

  it('gives a page that could not be rendered its entry and preloads back, as index.html had them', () => {
    const { entry, preloads } = deferEntry(INDEX);
    expect(entryScript(entry, preloads)).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-a.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/visitor-shared-b.js">' +
        '<script type="module" crossorigin src="/assets/index-c.js"></script>',
    );
    expect(deferEntry('<html></html>')).toEqual({ html: '<html></html>', entry: null, preloads: [] });
  });
});
