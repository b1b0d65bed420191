import type pg from 'pg';

type QueryCallback = (error: Error | null, result: pg.QueryResult) => void;

function isSubmittable(config: unknown): boolean {
  return typeof config === 'object' && config !== null && typeof (config as pg.Submittable).submit === 'function';
}

/**
 * Makes a pooled client answer a query asked without a callback (as Kysely asks, under MikroORM) through
 * pg's callback form, in a promise of its own.
 *
 * pg's own promise form gives the query its callback after the query is built (`query.callback = (err, res) =>
 * ...`): V8 allocates a function literal assigned to a property in the old generation, so the promise it settles
 * survives every scavenge. Measured on Node 24, each answer's rows, and what the code awaiting them built from
 * them (a request's entities, its loaders, its entity manager), then outlived the young-generation collections
 * that followed, until the next full collection: promoted to the old generation, copied on the way. Asked with a
 * callback, the same query leaves nothing behind. With core/object-slot.ts, a tournament page's request left 29
 * KiB to promote before and 2 KiB after (`npm run bench -- gc-promotion`, PostgreSQL). Calls with a callback, and submittables (a
 * cursor, a query object), go through unchanged.
 */
export function answerThroughCallbacks(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const throughCallback = (...args: unknown[]) => {
    const [config, values, callback] = args;
    if (typeof values === 'function' || typeof callback === 'function' || isSubmittable(config)) return query(...args);
    return new Promise<pg.QueryResult>((resolve, reject) => {
      const answered: QueryCallback = (error, result) => (error ? reject(error) : resolve(result));
      if (values === undefined) query(config, answered);
      else query(config, values, answered);
    });
  };
  client.query = throughCallback as typeof client.query;
}
