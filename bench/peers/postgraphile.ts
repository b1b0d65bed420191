// The PostGraphile 5 peer: the schema PostGraphile makes by itself from Pitchside's tables (amber preset, no
// plugins) on plain node:http, pool of 10. It lives in its own folder with its own packages, outside the
// repository's node_modules, installed with npm on first use (and again when its package.json changes).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const PACKAGE_JSON = `${JSON.stringify(
  {
    name: 'pitchside-bench-postgraphile',
    private: true,
    type: 'module',
    description:
      "PostGraphile 5 peer of Pitchside's `npm run bench -- peers` (written by bench/peers/postgraphile.ts).",
    dependencies: { graphql: '16.15.0', pg: '8.23.0', postgraphile: '5.1.5' },
  },
  null,
  2,
)}\n`;

const SERVER = `// Written by Pitchside's bench/peers/postgraphile.ts: DATABASE_URL=... PORT=... node server.mjs
import { createServer } from 'node:http';
import { postgraphile } from 'postgraphile';
import { makePgService } from 'postgraphile/adaptors/pg';
import { grafserv } from 'postgraphile/grafserv/node';
import { PostGraphileAmberPreset } from 'postgraphile/presets/amber';

const port = Number(process.env.PORT);
const pgl = postgraphile({
  extends: [PostGraphileAmberPreset],
  pgServices: [
    makePgService({ connectionString: process.env.DATABASE_URL, schemas: ['public', 'bench'], poolConfig: { max: 10 } }),
  ],
  grafserv: { port, graphqlPath: '/graphql', graphiql: false, watch: false },
  grafast: { explain: false },
});
const serv = pgl.createServ(grafserv);
const server = createServer();
server.on('error', (error) => {
  console.error(error);
  process.exit(1);
});
await serv.addTo(server);
server.listen(port, '127.0.0.1');
process.on('SIGTERM', async () => {
  server.close();
  await pgl.release();
  process.exit(0);
});
`;

/**
 * A team's public matches, home or away, in one of Pitchside's two orders: what PostGraphile's equality
 * conditions cannot say, given as SQL functions it exposes (benchTeamMatchesSoonest, benchTeamMatchesNewest).
 */
const FUNCTIONS = `
create schema if not exists bench;
create or replace function bench.team_matches_soonest(team_id int, statuses text[]) returns setof public.matches
language sql stable as $$
  select m.* from public.matches m join public.tournaments t on t.id = m.tournament_id
   where (m.home_team_id = team_id or m.away_team_id = team_id) and m.status = any(statuses)
     and t.is_published and t.is_active
   order by m.scheduled_date asc nulls last, m.id asc
$$;
create or replace function bench.team_matches_newest(team_id int, statuses text[]) returns setof public.matches
language sql stable as $$
  select m.* from public.matches m join public.tournaments t on t.id = m.tournament_id
   where (m.home_team_id = team_id or m.away_team_id = team_id) and m.status = any(statuses)
     and t.is_published and t.is_active
   order by m.scheduled_date desc nulls last, m.id desc
$$;
`;

/** Writes the peer's folder and installs its packages when they are missing or changed. */
export function preparePostgraphile(workDir: string): string {
  const dir = path.join(workDir, 'postgraphile');
  mkdirSync(dir, { recursive: true });
  const manifest = path.join(dir, 'package.json');
  const changed = !existsSync(manifest) || readFileSync(manifest, 'utf8') !== PACKAGE_JSON;
  if (changed) writeFileSync(manifest, PACKAGE_JSON);
  writeFileSync(path.join(dir, 'server.mjs'), SERVER);
  if (changed || !existsSync(path.join(dir, 'node_modules', 'postgraphile'))) {
    console.log(`Installing PostGraphile 5 into ${dir} (first use)…`);
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const result = spawnSync(npm, ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: dir,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`npm install in ${dir} failed (exit ${result.status}).`);
  }
  return dir;
}

/** The peer's SQL functions, in their own schema of the bench database (before PostGraphile reads it). */
export async function createPeerFunctions(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(FUNCTIONS);
  } finally {
    await client.end();
  }
}

export function startPostgraphile(dir: string, port: number, databaseUrl: string): ChildProcess {
  return spawn(process.execPath, ['server.mjs'], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}
