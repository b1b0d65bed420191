// A busy Saturday: many tournaments live at once. Scorers change scores across all of them while a crowd
// reads the tournament and standings pages of every one (their GraphQL answers, then the pages rendered on
// the server), through the shared answers and pages (5 s, as shipped). Prints the readers' throughput and
// latency with no writes and with the writes going: what each write costs the readers of the tournaments
// it did not touch.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { print } from 'graphql';
import { Club } from '../server/src/modules/clubs/club.entity.js';
import { Match, MatchStatus } from '../server/src/modules/matches/match.entity.js';
import { Team } from '../server/src/modules/teams/team.entity.js';
import { Registration } from '../server/src/modules/tournaments/registration.entity.js';
import { Sport, Tournament, TournamentType } from '../server/src/modules/tournaments/tournament.entity.js';
import { Role, User } from '../server/src/modules/users/user.entity.js';
import { migrate, openDatabase } from '../server/src/db/orm.js';
import { StandingsPageDocument, TournamentPageDocument } from '../web/src/gql/graphql.js';
import { gql, signIn } from './fanout.js';
import { recreateDatabase } from './large.js';
import { freePort, startServer, stopServer, waitForHealth } from './load.js';

const UpdateMatchScore = /* GraphQL */ `
  mutation ($matchId: Int!, $home: Int!) {
    updateMatchScore(matchId: $matchId, score: { homeTeamScore: $home, awayTeamScore: 0 }) {
      id
    }
  }
`;

const TEAMS = 4;

/** One request of the crowd's cycle. */
type Read = { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string };

export async function runBusyDay(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      tournaments: { type: 'string', default: '20' },
      'writes-per-second': { type: 'string', default: '10' },
      connections: { type: 'string', default: '10' },
      duration: { type: 'string', default: '15' },
      'database-url': { type: 'string', default: 'postgresql://postgres@127.0.0.1:5432/pitchside_busy' },
    },
  });
  const tournaments = Number(values.tournaments);
  const writesPerSecond = Number(values['writes-per-second']);
  const connections = Number(values.connections);
  const duration = Number(values.duration);
  const databaseUrl = values['database-url'];

  await recreateDatabase(databaseUrl);
  const { organiser, live } = await arrange(databaseUrl, tournaments);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'pitchside-busy-'));
  const port = await freePort();
  // Development mode: the scorer signs in with the local provider, which production refuses.
  const server = startServer({
    port,
    dataDir,
    databaseUrl,
    env: {
      NODE_ENV: 'development',
      DEMO_DATA: 'false',
      RESPONSE_CACHE_TTL_MS: '5000',
      RATE_LIMIT_MUTATIONS: '100000000',
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, server);
    const cookie = await signIn(baseUrl, organiser);
    const goals = new Map<number, number>();
    // Scores across the live matches at `rate` a second, whatever each takes (the scorers do not wait for
    // each other), until `stopped`; answers how many were written.
    const score = async (rate: number, stopped: () => boolean): Promise<number> => {
      let writes = 0;
      const sent: Promise<void>[] = [];
      const started = performance.now();
      for (let i = 0; !stopped() && rate > 0; i += 1) {
        const { matchId } = live[i % live.length];
        const home = (goals.get(matchId) ?? 0) + 1;
        goals.set(matchId, home);
        sent.push(
          gql(baseUrl, cookie, UpdateMatchScore, { matchId, home }).then((answer) => {
            if (answer.errors) throw new Error(`scoring failed: ${JSON.stringify(answer.errors)}`);
            writes += 1;
          }),
        );
        await new Promise((resolve) =>
          setTimeout(resolve, Math.max(0, started + ((i + 1) * 1000) / rate - performance.now())),
        );
      }
      await Promise.all(sent);
      return writes;
    };
    const answers: Read[] = live.flatMap(({ tournamentId }) =>
      [
        { document: TournamentPageDocument, variables: { id: tournamentId, live: 20, upcoming: 5, recent: 5 } },
        { document: StandingsPageDocument, variables: { id: tournamentId } },
      ].map(({ document, variables }) => ({
        method: 'POST' as const,
        path: '/graphql',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: print(document), variables }),
      })),
    );
    // The same pages as a browser's navigation gets them: rendered on the server, with the build.
    const pages: Read[] = live.flatMap(({ tournamentId }) =>
      [`/tournament/${tournamentId}`, `/standings/${tournamentId}`].map((page) => ({
        method: 'GET' as const,
        path: page,
        headers: { 'sec-fetch-dest': 'document' },
      })),
    );
    const rendered = existsSync('dist/web-server/entry-server.js');
    console.log(
      `\n${tournaments} tournaments, each with a live match; ${connections} connections reading every tournament's ` +
        `page and table in turn, ${duration} s a run, response cache 5 s.`,
    );
    if (!rendered) console.log('(No server-rendering build: `npm run build` first to measure the rendered pages too.)');
    for (const [label, requests] of [
      ['GraphQL answers', answers],
      ...(rendered ? [['rendered pages', pages] as const] : []),
    ] as const) {
      console.log(`\n${label} (${requests.length}):`);
      console.log('  writes/s   reads/s   p50 ms   p99 ms   errors   writes done');
      // Warm: every one read once.
      for (const { method, path: at, headers, body } of requests) {
        const response = await fetch(`${baseUrl}${at}`, { method, headers, body });
        if (!response.ok) throw new Error(`${at} failed: ${response.status} ${await response.text()}`);
      }
      // The first run warms the server up; the figures are the runs after it.
      for (const [index, rate] of [0, 0, writesPerSecond, 0, writesPerSecond].entries()) {
        let stopped = false;
        const scoring = score(rate, () => stopped);
        const result = await autocannon({ url: baseUrl, connections, duration, timeout: 30, requests });
        stopped = true;
        const writes = await scoring;
        const failures = result.errors + result.non2xx;
        if (index === 0) continue;
        console.log(
          `  ${String(rate).padStart(8)}  ${result.requests.average.toFixed(0).padStart(8)}  ` +
            `${String(result.latency.p50).padStart(7)}  ${String(result.latency.p99).padStart(7)}  ` +
            `${String(failures).padStart(7)}  ${String(writes).padStart(12)}`,
        );
        if (failures > 0) process.exitCode = 1;
      }
    }
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Round robins of four teams: the first three rounds played, one match live in each tournament. */
async function arrange(databaseUrl: string, tournaments: number) {
  const database = await openDatabase({ databaseUrl, dataDir: undefined, poolSize: 2 });
  try {
    await migrate(database.orm);
    const em = database.orm.em.fork();
    const organiser = em.create(User, {
      googleSub: 'local:organiser@example.test',
      email: 'organiser@example.test',
      name: 'organiser',
      role: Role.tournament_creator,
      hasChosenRole: true,
      isActive: true,
      isAccountActivated: true,
      activatedAt: new Date(),
    });
    const club = em.create(Club, { name: 'Bench club', owner: organiser, isActive: true });
    const live: { tournamentId: number; matchId: number }[] = [];
    const liveMatches: { tournament: Tournament; match: Match }[] = [];
    for (let t = 0; t < tournaments; t += 1) {
      const tournament = em.create(Tournament, {
        name: `Parish league ${t + 1}`,
        creator: organiser,
        sport: Sport.football,
        tournamentType: TournamentType.round_robin,
        startDate: '2026-11-01',
        endDate: '2026-12-31',
        isPublished: true,
      });
      const teams = Array.from({ length: TEAMS }, (_, i) =>
        em.create(Team, { name: `Parish ${t + 1} side ${i + 1}`, club }),
      );
      for (const team of teams) em.create(Registration, { tournament, team });
      for (let i = 0; i < TEAMS; i += 1) {
        for (let j = i + 1; j < TEAMS; j += 1) {
          const played = i + j < 4;
          em.create(Match, {
            tournament,
            homeTeam: teams[i],
            awayTeam: teams[j],
            scheduledDate: new Date(Date.UTC(2026, 10, 1 + i + j)),
            status: played ? MatchStatus.completed : MatchStatus.scheduled,
            homeTeamScore: played ? (i + j) % 3 : null,
            awayTeamScore: played ? j % 2 : null,
          });
        }
      }
      const match = em.create(Match, {
        tournament,
        homeTeam: teams[0],
        awayTeam: teams[3],
        scheduledDate: new Date(),
        status: MatchStatus.in_progress,
        homeTeamScore: 0,
        awayTeamScore: 0,
      });
      liveMatches.push({ tournament, match });
    }
    await em.flush();
    for (const { tournament, match } of liveMatches) live.push({ tournamentId: tournament.id, matchId: match.id });
    return { organiser: organiser.email, live };
  } finally {
    await database.close();
  }
}
