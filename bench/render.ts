// Server rendering, uncached: the server's CPU for each public page a browser's navigation gets (its GraphQL
// reads and its render), one request at a time, with the shared pages and answers off. The figures are the
// server process's own CPU (user + system, from /proc), so the database's work is not in them.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, startServer, stopServer, waitForHealth } from './load.js';

/** The demo's pages: a tournament, its table, its leaders and fixtures, a result of each sport, a team. */
const DemoPages = /* GraphQL */ `
  {
    publicTournaments(first: 1) {
      id
    }
    recentResults(first: 50) {
      id
      homeTeam {
        id
      }
      tournament {
        sport
      }
    }
  }
`;

type DemoAnswer = {
  data?: {
    publicTournaments: { id: number }[];
    recentResults: { id: number; homeTeam: { id: number } | null; tournament: { sport: string } }[];
  };
};

/** CPU seconds the process has used (user + system), from /proc/<pid>/stat. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of the line, 12 and 13 after the command; in clock ticks (100 a second).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export async function runRender(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      requests: { type: 'string', default: '60' },
      rounds: { type: 'string', default: '2' },
      'database-url': { type: 'string' },
    },
  });
  const requests = Number(values.requests);
  const rounds = Number(values.rounds);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pitchside-render-'));
  const port = await freePort();
  const server = startServer({
    port,
    dataDir,
    databaseUrl: values['database-url'],
    env: { RESPONSE_CACHE_TTL_MS: '0', SSR_TIMEOUT_MS: '30000' },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, server);
    const demo = (await (
      await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: DemoPages }),
      })
    ).json()) as DemoAnswer;
    const tournament = demo.data?.publicTournaments[0]?.id;
    const results = demo.data?.recentResults ?? [];
    const football = results.find((match) => match.tournament.sport === 'football');
    const cricket = results.find((match) => match.tournament.sport === 'cricket');
    if (!tournament || !football || !cricket) throw new Error(`The demo data lacks a page: ${JSON.stringify(demo)}`);
    const pages = [
      '/',
      '/browse',
      `/tournament/${tournament}`,
      `/standings/${tournament}`,
      `/tournament/${tournament}/leaders`,
      `/tournament/${tournament}/fixtures`,
      `/match/${football.id}`,
      `/match/${cricket.id}`,
      `/team/${football.homeTeam?.id ?? 1}`,
    ];
    const pid = server.pid!;
    const visit = async (page: string) => {
      const response = await fetch(`${baseUrl}${page}`, { headers: { 'sec-fetch-dest': 'document' } });
      const html = await response.text();
      if (!response.ok || !html.includes('data-ssr=')) throw new Error(`${page} was not rendered (${response.status})`);
    };
    console.log(`\nServer CPU per rendered page, uncached, ${requests} requests one at a time, ${rounds} rounds:`);
    console.log(
      `  ${'page'.padEnd(34)}${Array.from({ length: rounds }, (_, round) => `round ${round + 1}`.padStart(10)).join('')}`,
    );
    // Every page once first: the server's code and its queries warmed.
    for (const page of pages) for (let i = 0; i < 5; i += 1) await visit(page);
    for (const page of pages) {
      const figures: string[] = [];
      for (let round = 0; round < rounds; round += 1) {
        const before = cpuSeconds(pid);
        for (let i = 0; i < requests; i += 1) await visit(page);
        figures.push(`${(((cpuSeconds(pid) - before) * 1000) / requests).toFixed(1)} ms`.padStart(10));
      }
      console.log(`  ${page.padEnd(34)}${figures.join('')}`);
    }
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
