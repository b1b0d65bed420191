import { runInNewContext } from 'node:vm';

/** What a page's after-paint script added to the head, in order, with the task each was added in. */
export type AfterPaintRun = {
  scripts: string[];
  preloads: string[];
  /** Each addition as `script:<src>@<task>` or `preload:<href>@<task>`, in the order made. */
  order: string[];
};

/**
 * Runs a rendered page's after-paint script (server/src/route-chunks.ts `afterPaintScript`) as a browser would,
 * with this browser's stored follows: each animation frame and timeout a task of its own, run in turn.
 */
export function runAfterPaint(html: string, storedFollows: string | null = null): AfterPaintRun {
  const body = /<script>(requestAnimationFrame[^<]*)<\/script>/.exec(html)?.[1];
  if (!body) throw new Error('no after-paint script in the page');
  const run: AfterPaintRun = { scripts: [], preloads: [], order: [] };
  const queue: (() => void)[] = [];
  let task = 0;
  const document = {
    createElement: (): Record<string, string> => ({}),
    head: {
      appendChild: (node: Record<string, string>) => {
        const preload = node.rel === 'modulepreload';
        (preload ? run.preloads : run.scripts).push(preload ? node.href : node.src);
        run.order.push(`${preload ? 'preload' : 'script'}:${preload ? node.href : node.src}@${task}`);
      },
    },
  };
  const later = (callback: () => void) => void queue.push(callback);
  runInNewContext(body, {
    document,
    localStorage: { getItem: () => storedFollows },
    requestAnimationFrame: later,
    setTimeout: later,
  });
  for (let next = queue.shift(); next; next = queue.shift()) {
    task += 1;
    next();
  }
  return run;
}
