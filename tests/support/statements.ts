import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * Records every SQL statement the app sends through `orm` from now on, into `statements`, until `stop()`.
 * Statement counts are how tests hold a page to a fixed number of reads, whatever the data size.
 * Heard through the ORM's `onQuery` hook, which `em.execute` and the app's reads with values
 * (server/src/db/parameterized-reads.ts) both call before sending.
 */
export function recordStatements(orm: MikroORM, statements: string[] = []): { statements: string[]; stop(): void } {
  const config = orm.config;
  const previous = config.get('onQuery');
  const recorder = (sql: string, params: readonly unknown[]) => {
    statements.push(sql);
    return previous(sql, params);
  };
  config.set('onQuery', recorder);
  return {
    statements,
    stop: () => {
      // Only if no later hook wrapped this one (it would be dropped with it).
      if (config.get('onQuery') === recorder) config.set('onQuery', previous);
    },
  };
}
