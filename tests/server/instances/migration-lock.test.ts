import { describe, expect, it } from 'vitest';
import { migrate, openDatabase, withMigrationLock } from '../../../server/src/db/orm.js';
import { migrationsList } from '../../../server/src/db/migrations/index.js';
import { BASE_DATABASE_URL, freshDatabase } from './support.js';

describe.skipIf(!BASE_DATABASE_URL)('migrations under the advisory lock', () => {
  it('two instances migrating one fresh database at once: one applies everything, the other nothing', async () => {
    const database = await freshDatabase(BASE_DATABASE_URL!);
    const [first, second] = await Promise.all(
      [0, 1].map(() => openDatabase({ databaseUrl: database.url, dataDir: undefined, poolSize: 2 })),
    );
    try {
      const applied = await Promise.all([first, second].map(({ orm }) => withMigrationLock(orm, () => migrate(orm))));
      const counts = applied.map((names) => names.length).sort((x, y) => x - y);
      expect(counts).toEqual([0, migrationsList.length]);
    } finally {
      await Promise.all([first.close(), second.close()]);
      await database.drop();
    }
  }, 120_000);
});
