import { isRaw } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * Records every SQL statement the app sends through `orm` from now on, into `statements`, until `stop()`.
 * Statement counts are how tests hold a page to a fixed number of reads, whatever the data size.
 */
export function recordStatements(orm: MikroORM, statements: string[] = []): { statements: string[]; stop(): void } {
  const connection = orm.em.getConnection();
  const execute = connection.execute.bind(connection);
  connection.execute = ((...args: Parameters<typeof execute>) => {
    const [query] = args;
    // A raw fragment does not turn into its text (String() of it throws): its SQL is a property.
    statements.push(typeof query === 'string' ? query : isRaw(query) ? query.sql : query.toString());
    return execute(...args);
  }) as typeof connection.execute;
  return {
    statements,
    stop: () => {
      connection.execute = execute;
    },
  };
}
