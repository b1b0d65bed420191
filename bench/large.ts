// The public pages over a large data set on PostgreSQL (by default 100 tournaments, 12,000 matches, 1,600
// teams; the first cricket league's played matches ball by ball, from a real IPL match (Data:
// cricsheet.org)): for each page the SQL statements one request sends, then throughput and latency at 1, 10 and 50
// connections against the production server in its own process, and that process's RSS. Run it on a
// quiet machine: the figures are only as steady as the CPU under them.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { print, type DocumentNode } from 'graphql';
import pg from 'pg';
import { createApp } from '../server/src/app/app.js';
import { loadConfig } from '../server/src/config.js';
import { migrate, openDatabase, type Database } from '../server/src/db/orm.js';
import { createLogger } from '../server/src/logger.js';
import { createAppPubSub } from '../server/src/core/pubsub.js';
import { Club } from '../server/src/modules/clubs/club.entity.js';
import { CricsheetImportService } from '../server/src/modules/matches/events/cricsheet-import.service.js';
import { TeamMember } from '../server/src/modules/teams/team-member.entity.js';
import { repoPath } from '../server/src/repo-path.js';
import { Match, MatchStatus } from '../server/src/modules/matches/match.entity.js';
import { Team } from '../server/src/modules/teams/team.entity.js';
import { Registration } from '../server/src/modules/tournaments/registration.entity.js';
import { Sport, Tournament, TournamentType } from '../server/src/modules/tournaments/tournament.entity.js';
import { Role, User } from '../server/src/modules/users/user.entity.js';
import {
  LandingDocument,
  LeadersPageDocument,
  MatchPageDocument,
  PlayerPageDocument,
  StandingsPageDocument,
  TeamPageDocument,
  TournamentPageDocument,
} from '../web/src/gql/graphql.js';
import { freePort, startServer, stopServer, waitForHealth } from './load.js';

const TEAMS_PER_TOURNAMENT = 16;

type Page = { label: string; document: DocumentNode; variables: Record<string, unknown> };
type Ids = { tournament: number; match: number; team: number; cricket: number; player: number };

export async function runLarge(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      tournaments: { type: 'string', default: '100' },
      matches: { type: 'string', default: '12000' },
      connections: { type: 'string', default: '1,10,50' },
      duration: { type: 'string', default: '10' },
      'database-url': { type: 'string', default: 'postgresql://postgres@127.0.0.1:5432/pitchside_large' },
      'response-cache-ms': { type: 'string', default: '0' },
      // What the clients ask for: "gzip, deflate, br" is what a browser sends; none, the server's raw speed.
      'accept-encoding': { type: 'string', default: '' },
    },
  });
  const encoding = values['accept-encoding'] ? { 'accept-encoding': values['accept-encoding'] } : {};
  const tournaments = Number(values.tournaments);
  const perTournament = Math.ceil(Number(values.matches) / tournaments);
  const connections = values.connections.split(',').map(Number);
  const duration = Number(values.duration);
  const databaseUrl = values['database-url'];

  await recreateDatabase(databaseUrl);
  const database = await openDatabase({ databaseUrl, dataDir: undefined, poolSize: 4 });
  let ids: Ids;
  try {
    await migrate(database.orm);
    const seeded = performance.now();
    const seededIds = await seed(database, tournaments, perTournament);
    const balls = await importBallByBall(database, seededIds.cricket);
    ids = { ...seededIds, player: balls.player };
    // As autovacuum would by the time visitors come: the planner's statistics for the data just loaded
    // (without them the cross-tournament lists sort every completed match: landing 43 req/s, not 125).
    await database.orm.em.getConnection().execute('analyze');
    console.log(
      `Seeded ${tournaments} tournaments of ${perTournament} matches (${tournaments * perTournament} matches, ` +
        `${tournaments * TEAMS_PER_TOURNAMENT} teams; ${balls.events} ball-by-ball events in ${balls.matches} ` +
        `matches of one cricket league) in ${((performance.now() - seeded) / 1000).toFixed(1)} s.`,
    );
    const pages = publicPages(ids);
    console.log('\nSQL statements per request (anonymous, in-process; first read, then every read after):');
    for (const [label, first, then] of await countStatements(database, pages))
      console.log(`  ${label.padEnd(12)} ${String(first).padStart(2)} ${String(then).padStart(3)}`);
  } finally {
    await database.close();
  }

  const dataDir = mkdtempSync(path.join(tmpdir(), 'pitchside-large-'));
  const port = await freePort();
  const server = startServer({
    port,
    dataDir,
    databaseUrl,
    env: { DEMO_DATA: 'false', RESPONSE_CACHE_TTL_MS: values['response-cache-ms'] },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, server);
    console.log(
      `\nProduction server (NODE_ENV=production, RESPONSE_CACHE_TTL_MS=${values['response-cache-ms']}, ` +
        `Accept-Encoding: ${values['accept-encoding'] || 'none'}), ` +
        `${duration} s per page and connection count:`,
    );
    console.log('  page          conns   req/s     p50 ms   p99 ms   errors   RSS MiB');
    for (const page of publicPages(ids)) {
      for (const count of connections) {
        const result = await autocannon({
          url: baseUrl,
          connections: count,
          duration,
          timeout: 30,
          requests: [
            {
              method: 'POST',
              path: '/graphql',
              headers: { 'content-type': 'application/json', ...encoding },
              body: JSON.stringify({ query: print(page.document), variables: page.variables }),
            },
          ],
        });
        const failures = result.errors + result.non2xx;
        console.log(
          `  ${page.label.padEnd(12)}  ${String(count).padStart(5)}  ${result.requests.average.toFixed(0).padStart(6)}` +
            `  ${String(result.latency.p50).padStart(8)}  ${String(result.latency.p99).padStart(7)}` +
            `  ${String(failures).padStart(7)}  ${rssMiB(server.pid).padStart(8)}`,
        );
        if (failures > 0) process.exitCode = 1;
      }
    }
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function publicPages(ids: Ids): Page[] {
  return [
    // The pages' own limits (HomeRoute's LANDING_LIMITS, TournamentRoute's TOURNAMENT_LIMITS, TeamRoute's PAGE,
    // LeadersRoute's, PlayerRoute's).
    {
      label: 'landing',
      document: LandingDocument,
      variables: { live: 2, results: 3, upcoming: 4, followed: [], following: false, followedSize: 6, tournaments: 3 },
    },
    {
      label: 'tournament',
      document: TournamentPageDocument,
      variables: { id: ids.tournament, live: 20, upcoming: 5, recent: 5 },
    },
    { label: 'standings', document: StandingsPageDocument, variables: { id: ids.tournament } },
    { label: 'match', document: MatchPageDocument, variables: { id: ids.match } },
    { label: 'team', document: TeamPageDocument, variables: { id: ids.team, first: 10 } },
    { label: 'leaders', document: LeadersPageDocument, variables: { id: ids.tournament, limit: 10 } },
    // Over the ball-by-ball league: every played match's lines summed.
    { label: 'leaders-bbb', document: LeadersPageDocument, variables: { id: ids.cricket, limit: 10 } },
    // PlayerRoute's PLAYER_MATCH_PAGE: the newest ten of the player's matches.
    { label: 'player-bbb', document: PlayerPageDocument, variables: { id: ids.player, first: 10 } },
  ];
}

/** Round robins of 16 teams (120 matches each): two thirds played, two live, the rest to come. */
export async function seed(
  database: Database,
  tournaments: number,
  perTournament: number,
): Promise<Omit<Ids, 'player'>> {
  const em = database.orm.em.fork();
  const creator = em.create(User, {
    googleSub: 'local:large-bench@example.test',
    email: 'large-bench@example.test',
    name: 'Bench organiser',
    role: Role.tournament_creator,
    hasChosenRole: true,
    isActive: true,
    isAccountActivated: true,
    activatedAt: new Date(),
  });
  const club = em.create(Club, { name: 'Bench club', owner: creator, isActive: true });
  await em.flush();
  let ids: Omit<Ids, 'cricket' | 'player'> | undefined;
  let cricket: number | undefined;
  const pairs: [number, number][] = [];
  for (let home = 0; home < TEAMS_PER_TOURNAMENT; home += 1)
    for (let away = home + 1; away < TEAMS_PER_TOURNAMENT; away += 1) pairs.push([home, away]);
  for (let index = 0; index < tournaments; index += 1) {
    const sport = index % 2 === 0 ? Sport.football : Sport.cricket;
    const tournament = em.create(Tournament, {
      name: `Bench ${sport} league ${index + 1}`,
      creator,
      sport,
      tournamentType: TournamentType.league,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      isPublished: true,
      ...(sport === Sport.cricket ? { oversPerInnings: 20, ballsPerOver: 6 } : {}),
    });
    const teams = Array.from({ length: TEAMS_PER_TOURNAMENT }, (_, number) =>
      em.create(Team, { name: `League ${index + 1} team ${number + 1}`, club }),
    );
    for (const team of teams) em.create(Registration, { tournament, team });
    const played = Math.floor((perTournament * 2) / 3);
    const matches = Array.from({ length: perTournament }, (_, number) => {
      const [home, away] = pairs[number % pairs.length];
      const status =
        number < played ? MatchStatus.completed : number < played + 2 ? MatchStatus.in_progress : MatchStatus.scheduled;
      const scored = status !== MatchStatus.scheduled;
      const cricket = sport === Sport.cricket;
      return em.create(Match, {
        tournament,
        homeTeam: teams[home],
        awayTeam: teams[away],
        status,
        matchNumber: number + 1,
        roundNumber: Math.floor(number / 8) + 1,
        scheduledDate: new Date(Date.UTC(2026, 0, 1) + number * 86_400_000),
        homeTeamScore: scored ? (cricket ? 140 + ((number * 7) % 60) : number % 4) : null,
        awayTeamScore: scored ? (cricket ? 130 + ((number * 11) % 70) : (number * 3) % 3) : null,
        ...(cricket && scored
          ? { homeWickets: number % 10, awayWickets: (number + 3) % 10, homeBalls: 120, awayBalls: 114 }
          : {}),
      });
    });
    await em.flush();
    ids ??= { tournament: tournament.id, match: matches[played - 1].id, team: teams[0].id };
    if (sport === Sport.cricket) cricket ??= tournament.id;
    em.clear();
  }
  if (!ids || cricket === undefined)
    throw new Error('--tournaments must be at least 2 (a football and a cricket league)');
  return { ...ids, cricket };
}

const TEMPLATE = readFileSync(repoPath('server', 'data', 'demo', 'cricsheet', '1216512.json'), 'utf8');
const TEMPLATE_TEAMS = ['Kolkata Knight Riders', 'Sunrisers Hyderabad'] as const;

/**
 * Every completed match of one cricket league gets a real IPL match's deliveries (its sides renamed), through
 * the import scorers use: about 250 events a match, rosters built from the names.
 */
export async function importBallByBall(
  database: Database,
  tournamentId: number,
): Promise<{ matches: number; events: number; player: number }> {
  const em = database.orm.em.fork();
  const creator = await em.findOneOrFail(User, { email: 'large-bench@example.test' });
  const matches = await em.find(
    Match,
    { tournament: tournamentId, status: MatchStatus.completed },
    { populate: ['homeTeam', 'awayTeam'], orderBy: { id: 'asc' } },
  );
  const ctx = { viewer: creator, pubSub: createAppPubSub() };
  let events = 0;
  for (const match of matches) {
    const json = TEMPLATE.replaceAll(
      `"${TEMPLATE_TEAMS[0]}"`,
      JSON.stringify(match.homeTeam!.getEntity().name),
    ).replaceAll(`"${TEMPLATE_TEAMS[1]}"`, JSON.stringify(match.awayTeam!.getEntity().name));
    const imported = await new CricsheetImportService({ ...ctx, em: em.fork() }).importMatch(match.id, json);
    events += imported.seq;
  }
  const player = await em.findOneOrFail(TeamMember, { team: matches[0].homeTeam!.id }, { orderBy: { id: 'asc' } });
  return { matches: matches.length, events, player: player.id };
}

/** One request per page through the real app over the same database, counting what reaches PostgreSQL. */
async function countStatements(database: Database, pages: Page[]): Promise<[string, number, number][]> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://127.0.0.1',
    WEB_DIST: 'no-web-build',
    RESPONSE_CACHE_TTL_MS: '0',
  });
  const app = await createApp({ config, logger: createLogger('silent'), orm: database.orm });
  await new Promise<void>((resolve) => app.httpServer.listen(0, '127.0.0.1', resolve));
  const { port } = app.httpServer.address() as AddressInfo;
  const ormConfig = database.orm.config;
  const previous = ormConfig.get('onQuery');
  let counted = 0;
  ormConfig.set('onQuery', (sql: string, params: readonly unknown[]) => {
    counted += 1;
    return previous(sql, params);
  });
  try {
    const counts: [string, number, number][] = [];
    const send = async (page: Page) => {
      counted = 0;
      const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: print(page.document), variables: page.variables }),
      });
      const body = (await response.json()) as { errors?: unknown[] };
      if (body.errors) throw new Error(`${page.label}: ${JSON.stringify(body.errors)}`);
      return counted;
    };
    // Twice: pages that keep what they fold (the leaderboards' player lines) cost more on their first read.
    for (const page of pages) counts.push([page.label, await send(page), await send(page)]);
    return counts;
  } finally {
    ormConfig.set('onQuery', previous);
    await app.stop();
  }
}

function rssMiB(pid: number | undefined): string {
  if (!pid) return '?';
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((each) => each.startsWith('VmRSS:'));
    return line ? (Number(line.split(/\s+/)[1]) / 1024).toFixed(0) : '?';
  } catch {
    return '?';
  }
}

/** A fresh bench database every run, so the figures always describe the same data. */
export async function recreateDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1).replace(/"/g, '""');
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
}
