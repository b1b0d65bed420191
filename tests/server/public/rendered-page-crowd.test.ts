import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createChangeNotices, WIDE_CHANGE } from '../../../server/src/core/change-notice.js';
import type { DataScope } from '../../../server/src/core/data-scope.js';
import { createRenderedPageCache, type PageRender } from '../../../server/src/rendered-page-cache.js';

/** A render the test finishes by hand, so that visitors overlap as a crowd's do. */
function deferredRender() {
  let finish!: (rendered: PageRender | null) => void;
  const started: AbortSignal[] = [];
  const render = (signal: AbortSignal) => {
    started.push(signal);
    return new Promise<PageRender | null>((resolve) => (finish = resolve));
  };
  return {
    render,
    started,
    /** The page, built from answers of `scope` (null: answers that may read anything), its scripts allowed by `sources`. */
    finish: (page: string | null, scope: DataScope = null, scriptSources: readonly string[] = []) =>
      finish(page === null ? null : { page, scope, scriptSources }),
  };
}

/** Pages kept until a change notice (core/change-notice.ts) may have changed them. */
function caches() {
  const notices = createChangeNotices();
  const pages = createRenderedPageCache({ ttlMs: 60_000, maxEntries: 10, notices })!;
  return {
    pages,
    /** A committed write: to tournament `tournamentId`'s play, or to anything. */
    write: (tournamentId?: number) =>
      notices.publish(
        tournamentId === undefined
          ? WIDE_CHANGE
          : { tournamentIds: [tournamentId], matchIds: [], teamIds: [], playerIds: [] },
      ),
  };
}

describe('server-rendered pages under a crowd', () => {
  it('renders a page once for the visitors asking while it renders, and keeps it', async () => {
    const { pages: cache } = caches();
    const { render, started, finish } = deferredRender();
    const visitors = [1, 2, 3].map(() => cache.share('/match/7', new AbortController().signal, render));
    expect(started).toHaveLength(1);
    const page = '<p>2-1</p><script>state</script>';
    finish(page, null, ["'sha256-of-state'"]);
    expect(await Promise.all(visitors)).toEqual([page, page, page]);
    // The next visitor gets it kept: with the sources allowing its script, and compressed once for everyone.
    const kept = cache.read('/match/7')!;
    expect(kept.identity.toString()).toBe(page);
    expect(kept.scriptSources).toEqual(["'sha256-of-state'"]);
    expect(brotliDecompressSync(kept.br).toString()).toBe(kept.identity.toString());
    expect(gunzipSync(kept.gzip).toString()).toBe(kept.identity.toString());
  });

  it('gives a visitor arriving after a write a render of their own, and keeps only that one', async () => {
    const { write, pages: cache } = caches();
    const before = deferredRender();
    const early = cache.share('/match/7', new AbortController().signal, before.render);
    write();
    const after = deferredRender();
    const late = cache.share('/match/7', new AbortController().signal, after.render);
    expect(after.started).toHaveLength(1);
    before.finish('<p>1-1</p>');
    after.finish('<p>2-1</p>');
    expect([await early, await late]).toEqual(['<p>1-1</p>', '<p>2-1</p>']);
    expect(cache.read('/match/7')?.identity.toString()).toBe('<p>2-1</p>');
  });

  it('keeps rendering while one visitor waits, and stops when the last one has gone', async () => {
    const { pages: cache } = caches();
    const { render, started, finish } = deferredRender();
    const [leaver, stayer] = [new AbortController(), new AbortController()];
    const pages = [
      cache.share('/standings/3', leaver.signal, render),
      cache.share('/standings/3', stayer.signal, render),
    ];
    leaver.abort(new Error('the visitor went away'));
    expect(started[0].aborted).toBe(false);
    stayer.abort(new Error('the visitor went away'));
    expect(started[0].aborted).toBe(true);
    finish(null);
    expect(await Promise.all(pages)).toEqual([null, null]);
  });

  it('keeps nothing from a render that gave no page, and renders again for the next visitor', async () => {
    const { pages: cache } = caches();
    const failed = deferredRender();
    const first = cache.share('/browse', new AbortController().signal, failed.render);
    failed.finish(null);
    expect(await first).toBeNull();
    expect(cache.read('/browse')).toBeUndefined();
    const retry = deferredRender();
    const second = cache.share('/browse', new AbortController().signal, retry.render);
    expect(retry.started).toHaveLength(1);
    retry.finish('<p>tournaments</p>');
    expect(await second).toBe('<p>tournaments</p>');
  });

  it('keeps another tournament’s page through a write to one tournament, and drops this one’s and the wide ones', async () => {
    const { write, pages: cache } = caches();
    const keep = async (key: string, page: string, scope: DataScope) => {
      const render = deferredRender();
      const shared = cache.share(key, new AbortController().signal, render.render);
      render.finish(page, scope);
      await shared;
    };
    await keep('/standings/1', '<p>table 1</p>', new Set([1]));
    await keep('/standings/2', '<p>table 2</p>', new Set([2]));
    await keep('/', '<p>live now</p>', null);
    // A render of tournament 2's page under way when tournament 1 is written is kept too.
    const underWay = deferredRender();
    const pending = cache.share('/tournament/2', new AbortController().signal, underWay.render);

    write(1);
    underWay.finish('<p>cup 2</p>', new Set([2]));
    await pending;
    expect(cache.read('/standings/2')?.identity.toString()).toBe('<p>table 2</p>');
    expect(cache.read('/tournament/2')?.identity.toString()).toBe('<p>cup 2</p>');
    expect(cache.read('/standings/1')).toBeUndefined();
    expect(cache.read('/')).toBeUndefined();

    write();
    expect(cache.read('/standings/2')).toBeUndefined();
  });

  it('lets a visitor join a render begun before a write to another tournament, not one to its own', async () => {
    const { write, pages: cache } = caches();
    // The page as built before: tournament 2's.
    const first = deferredRender();
    const built = cache.share('/standings/2', new AbortController().signal, first.render);
    first.finish('<p>table 2</p>', new Set([2]));
    await built;
    write(2);

    const under = deferredRender();
    const early = cache.share('/standings/2', new AbortController().signal, under.render);
    write(1);
    const other = deferredRender();
    const joined = cache.share('/standings/2', new AbortController().signal, other.render);
    expect(other.started).toHaveLength(0);
    write(2);
    const own = deferredRender();
    const fresh = cache.share('/standings/2', new AbortController().signal, own.render);
    expect(own.started).toHaveLength(1);

    under.finish('<p>table 2, before</p>', new Set([2]));
    own.finish('<p>table 2, after</p>', new Set([2]));
    expect([await early, await joined, await fresh]).toEqual([
      '<p>table 2, before</p>',
      '<p>table 2, before</p>',
      '<p>table 2, after</p>',
    ]);
    expect(cache.read('/standings/2')?.identity.toString()).toBe('<p>table 2, after</p>');
  });
});
