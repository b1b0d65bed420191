import { describe, expect, it } from 'vitest';
import { createRenderedPageCache, NONCE_SLOT } from '../../../server/src/rendered-page-cache.js';

/** A render the test finishes by hand, so that visitors overlap as a crowd's do. */
function deferredRender() {
  let finish!: (body: string | null) => void;
  const started: AbortSignal[] = [];
  const render = (signal: AbortSignal) => {
    started.push(signal);
    return new Promise<string | null>((resolve) => (finish = resolve));
  };
  return { render, started, finish: (body: string | null) => finish(body) };
}

function cacheAt(generation: { value: number }) {
  return createRenderedPageCache({ ttlMs: 60_000, maxEntries: 10, generation: () => generation.value })!;
}

describe('server-rendered pages under a crowd', () => {
  it('renders a page once for the visitors asking while it renders, and keeps it', async () => {
    const cache = cacheAt({ value: 0 });
    const { render, started, finish } = deferredRender();
    const visitors = [1, 2, 3].map(() => cache.share('/match/7', new AbortController().signal, render));
    expect(started).toHaveLength(1);
    const page = `<p>2-1</p><script nonce="${NONCE_SLOT}">state</script>`;
    finish(page);
    expect(await Promise.all(visitors)).toEqual([page, page, page]);
    // The next visitor gets it kept, with their own nonce.
    expect(cache.read('/match/7', 'n0nce')?.toString()).toBe('<p>2-1</p><script nonce="n0nce">state</script>');
  });

  it('gives a visitor arriving after a write a render of their own, and keeps only that one', async () => {
    const generation = { value: 0 };
    const cache = cacheAt(generation);
    const before = deferredRender();
    const early = cache.share('/match/7', new AbortController().signal, before.render);
    generation.value += 1;
    const after = deferredRender();
    const late = cache.share('/match/7', new AbortController().signal, after.render);
    expect(after.started).toHaveLength(1);
    before.finish('<p>1-1</p>');
    after.finish('<p>2-1</p>');
    expect([await early, await late]).toEqual(['<p>1-1</p>', '<p>2-1</p>']);
    expect(cache.read('/match/7', 'n0nce')?.toString()).toBe('<p>2-1</p>');
  });

  it('keeps rendering while one visitor waits, and stops when the last one has gone', async () => {
    const cache = cacheAt({ value: 0 });
    const { render, started, finish } = deferredRender();
    const [leaver, stayer] = [new AbortController(), new AbortController()];
    const pages = [
      cache.share('/standings/3', leaver.signal, render),
      cache.share('/standings/3', stayer.signal, render),
    ];
    leaver.abort(new Error('the visitor went away'));
    expect(started[0]!.aborted).toBe(false);
    stayer.abort(new Error('the visitor went away'));
    expect(started[0]!.aborted).toBe(true);
    finish(null);
    expect(await Promise.all(pages)).toEqual([null, null]);
  });

  it('keeps nothing from a render that gave no page, and renders again for the next visitor', async () => {
    const cache = cacheAt({ value: 0 });
    const failed = deferredRender();
    const first = cache.share('/browse', new AbortController().signal, failed.render);
    failed.finish(null);
    expect(await first).toBeNull();
    expect(cache.read('/browse', 'n0nce')).toBeUndefined();
    const retry = deferredRender();
    const second = cache.share('/browse', new AbortController().signal, retry.render);
    expect(retry.started).toHaveLength(1);
    retry.finish('<p>tournaments</p>');
    expect(await second).toBe('<p>tournaments</p>');
  });
});
