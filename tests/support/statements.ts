import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * Records every SQL statement the app sends through `orm` from now on, into `statements`, until `stop()`.
 * Statement counts are how tests hold a page to a fixed number of reads, whatever the data size.
 */
export function recordStatements(orm: MikroORM, statements: string[] = []): { statements: string[]; stop(): void } {
  const connection = orm.em.getConnection();
  const execute = connection.execute.bind(connection);
  connection.execute = ((...args: Parameters<typeof execute>) => {
    statements.push(String(args[0]));
    return execute(...args);
  }) as typeof connection.execute;
  return {
    statements,
    stop: () => {
      connection.execute = execute;
    },
  };
}
