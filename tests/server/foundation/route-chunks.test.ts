import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { afterPaintScript, deferEntry, entryScript } from '../../../server/src/route-chunks.js';
import { FOLLOWS_STORAGE_KEY } from '../../../shared/follows-key.js';
import { runAfterPaint } from '../../support/after-paint.js';

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
    const after = afterPaintScript(entry, preloads);
    expect(after.html).toContain('"/assets/index-c.js"');
    expect(after.html).toContain('"/assets/rolldown-runtime-a.js","/assets/visitor-shared-b.js"');
    // Allowed by its hash, the same for every visitor: no nonce of one response in a page a cache keeps.
    expect(after.html).toMatch(/^<script>requestAnimationFrame\(/);
    const text = after.html.slice('<script>'.length, -'</script>'.length);
    expect(after.sources).toEqual([`'sha256-${createHash('sha256').update(text).digest('base64')}'`]);
    expect(afterPaintScript(null, [])).toEqual({ html: '', sources: [] });
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

describe("the landing page's script: the visitor's, or the app for a browser that follows something", () => {
  const visitor = { entry: '/assets/visitor-v.js', files: ['/assets/visitor-lib-l.js'] };
  const app = { entry: '/assets/index-c.js', files: ['/assets/HomeRoute-h.js'] };
  const script = afterPaintScript(visitor.entry, visitor.files, app).html;

  it("runs the visitor's script for a browser that follows nothing", () => {
    for (const stored of [null, '{}', '{"teams":[],"matches":[]}', 'not json']) {
      expect(runAfterPaint(script, stored), String(stored)).toMatchObject({
        scripts: [visitor.entry],
        preloads: visitor.files,
      });
    }
  });

  it('runs the app, with its route files, for a browser that follows a team or a match', () => {
    for (const stored of ['{"teams":[{"id":1,"name":"A"}],"matches":[]}', '{"matches":[{"id":3,"name":"A v B"}]}']) {
      expect(runAfterPaint(script, stored), stored).toMatchObject({ scripts: [app.entry], preloads: app.files });
    }
  });

  it('reads the key the follow buttons write', () => {
    expect(script).toContain(JSON.stringify(FOLLOWS_STORAGE_KEY));
    expect(FOLLOWS_STORAGE_KEY).toBe('pitchside.follows');
  });
});
