import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../../../server/src/app/demo/seed.js';
import { migrate, openDatabase } from '../../../server/src/db/orm.js';
import { Match } from '../../../server/src/modules/matches/match.entity.js';
import { Tournament } from '../../../server/src/modules/tournaments/tournament.entity.js';

describe('embedded database', () => {
  it('keeps its data under DATA_DIR across a restart, and the demo loads only into an empty database', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'pitchside-embedded-'));
    try {
      const first = await openDatabase({ databaseUrl: undefined, dataDir });
      expect(first.embedded).toBe(true);
      await migrate(first.orm);
      const summary = await seedDemoIfEmpty(first.orm.em.fork());
      expect(summary).toMatch(/demo data loaded/);
      const tournaments = await first.orm.em.fork().count(Tournament);
      const matches = await first.orm.em.fork().count(Match);
      await first.close();

      const second = await openDatabase({ databaseUrl: undefined, dataDir });
      expect(await migrate(second.orm)).toEqual([]);
      expect(await seedDemoIfEmpty(second.orm.em.fork())).toBeNull();
      expect(await second.orm.em.fork().count(Tournament)).toBe(tournaments);
      expect(await second.orm.em.fork().count(Match)).toBe(matches);
      await second.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    // Two on-disk PGlite start-ups (initdb on the first): slow on a loaded two-core machine.
  }, 180_000);
});
