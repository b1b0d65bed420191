import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export type EmbeddedPostgres = {
  url: string;
  stop(): Promise<void>;
};

/**
 * Runs PGlite behind a loopback Postgres socket so the ordinary pg driver can use it.
 * PGlite is a single session: callers must use a pool of one connection.
 * `dataDir` undefined keeps everything in memory (tests).
 */
export async function startEmbeddedPostgres(dataDir: string | undefined): Promise<EmbeddedPostgres> {
  let db: PGlite;
  if (dataDir) {
    const directory = path.resolve(dataDir, 'pgdata');
    await mkdir(directory, { recursive: true });
    db = await PGlite.create(directory);
  } else {
    db = await PGlite.create();
  }
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0 });
  await server.start();
  return {
    url: `postgresql://postgres@${server.getServerConn()}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
