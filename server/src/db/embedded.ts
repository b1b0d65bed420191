import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export type EmbeddedPostgres = {
  url: string;
  /** The whole database as a tarball PGlite can start from (`loadDataDir`): a migrated copy made once. */
  dumpDataDir(): Promise<Blob>;
  stop(): Promise<void>;
};

/** The name libpq and pg give a server's Unix socket; the port number is only part of the name. */
const SOCKET_PORT = 5432;
const SOCKET_NAME = `.s.PGSQL.${SOCKET_PORT}`;
/** Unix socket paths are limited to about 104-108 bytes depending on the system. */
const MAX_SOCKET_PATH = 100;

/**
 * A directory only this process's user can enter: `DATA_DIR/run` when its path is short enough for a
 * socket, otherwise a fresh one under the system's temporary directory.
 */
async function privateSocketDirectory(dataDir: string | undefined): Promise<{ directory: string; temporary: boolean }> {
  if (dataDir) {
    const directory = path.resolve(dataDir, 'run');
    if (path.join(directory, SOCKET_NAME).length <= MAX_SOCKET_PATH) {
      await mkdir(directory, { recursive: true, mode: 0o700 });
      await chmod(directory, 0o700);
      // A socket file left by a crash would refuse the new listener.
      await rm(path.join(directory, SOCKET_NAME), { force: true });
      return { directory, temporary: false };
    }
  }
  return { directory: await mkdtemp(path.join(tmpdir(), 'pitchside-db-')), temporary: true };
}

/**
 * Runs PGlite behind a Postgres socket so the ordinary pg driver can use it. The socket has no
 * password, so by default it is a Unix socket in a directory only this user can enter (mode 0700):
 * no other local user and nothing on the network can reach it. `exposePort` (EMBEDDED_DB_PORT) listens
 * on 127.0.0.1:PORT instead, for psql during development; loopback only, never another interface.
 * PGlite is a single session: callers must use a pool of one connection.
 * `dataDir` undefined keeps everything in memory (tests); `loadDataDir` starts it from a dump instead of
 * an empty cluster (initdb is most of a new PGlite's start).
 */
export async function startEmbeddedPostgres(
  dataDir: string | undefined,
  options: { exposePort?: number; loadDataDir?: Blob } = {},
): Promise<EmbeddedPostgres> {
  let db: PGlite;
  if (dataDir) {
    const directory = path.resolve(dataDir, 'pgdata');
    await mkdir(directory, { recursive: true });
    db = await PGlite.create(directory, { loadDataDir: options.loadDataDir });
  } else {
    db = await PGlite.create({ loadDataDir: options.loadDataDir });
  }
  // PGlite's File is a Blob; uncompressed, since compressing costs more than the bytes it saves in memory.
  const dumpDataDir = (): Promise<Blob> => db.dumpDataDir('none');
  if (options.exposePort !== undefined) {
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: options.exposePort });
    await server.start();
    return {
      url: `postgresql://postgres@${server.getServerConn()}/postgres`,
      dumpDataDir,
      async stop() {
        await server.stop();
        await db.close();
      },
    };
  }
  const { directory, temporary } = await privateSocketDirectory(dataDir);
  const server = new PGLiteSocketServer({ db, path: path.join(directory, SOCKET_NAME) });
  await server.start();
  return {
    // pg reads a host that starts with "/" as the directory of a Unix socket.
    url: `postgresql://postgres@${encodeURIComponent(directory)}:${SOCKET_PORT}/postgres`,
    dumpDataDir,
    async stop() {
      await server.stop();
      await db.close();
      if (temporary) await rm(directory, { recursive: true, force: true });
    },
  };
}
