import 'reflect-metadata';
import { loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { describeDifference, refoldMatchLogs } from '../modules/matches/events/log-refold.js';
import { refoldStandings } from '../modules/standings/standings-refold.js';
import { refoldPlayerLines } from '../modules/stats/lines-refold.js';
import { seedDemo } from './demo/seed.js';
import { migrate, openDatabase, withMigrationLock } from '../db/orm.js';

const usage = 'usage: db <migrate | create [name] | seed | replay [--check]>';

async function main(): Promise<void> {
  const [command, name] = process.argv.slice(2);
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    embeddedPort: config.embeddedDbPort,
    logger,
  });
  try {
    switch (command) {
      case 'migrate': {
        const run = () => migrate(database.orm);
        const applied = database.embedded ? await run() : await withMigrationLock(database.orm, run, logger);
        console.log(applied.length ? `applied: ${applied.join(', ')}` : 'nothing to apply');
        break;
      }
      case 'create': {
        // Diffs the entities against a database migrated to the latest version.
        await migrate(database.orm);
        const result = await database.orm.migrator.create(undefined, false, false, name);
        console.log(result.fileName ? `created ${result.fileName}` : 'no schema changes');
        break;
      }
      case 'seed': {
        await migrate(database.orm);
        const summary = await seedDemo(database.orm.em.fork(), { force: true });
        console.log(summary);
        break;
      }
      case 'replay': {
        // Every match's row, its player lines and every kept table against the logs: --check prints the
        // differences and fails on any; without it, what differs is rewritten (rows) or dropped to be folded
        // again on the next read (lines, tables). The command and its output keep the word "replay" (scripts
        // call it); the code says refold, since a replay there is a knockout match played again.
        const check = process.argv.includes('--check');
        const report = await refoldMatchLogs(database.orm.em.fork(), { write: !check });
        const differences = [
          ...report.differences,
          ...(await refoldPlayerLines(database.orm.em.fork(), { write: !check })),
          ...(await refoldStandings(database.orm.em.fork(), { write: !check })),
        ];
        for (const difference of differences) console.log(describeDifference(difference));
        console.log(`${report.matches} matches replayed, with their player lines and the kept tables`);
        console.log(`${differences.length} differences${check ? '' : ' (rewritten from the logs)'}`);
        if (check && differences.length > 0) process.exitCode = 1;
        break;
      }
      default:
        console.error(usage);
        process.exitCode = 2;
    }
  } finally {
    await database.close();
  }
}

await main();
