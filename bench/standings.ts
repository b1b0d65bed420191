// Standings of a whole 380-match league ranked with head-to-head tie-breakers, read through the service
// as a request would: the time per read and the SQL statements it sends (which must not grow with the
// season), computed (the kept table outdated before each read) and as kept. Data: Premier League 2022-23 results (openfootball, CC0), tests/fixtures/football/results.csv.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { parse } from 'csv-parse/sync';
import { migrate, openDatabase } from '../server/src/db/orm.js';
import { Club } from '../server/src/modules/clubs/club.entity.js';
import { Match, MatchStatus } from '../server/src/modules/matches/match.entity.js';
import { Registration } from '../server/src/modules/tournaments/registration.entity.js';
import { StandingsService } from '../server/src/modules/standings/standings.service.js';
import { Team } from '../server/src/modules/teams/team.entity.js';
import { Sport, TieBreaker, Tournament, TournamentType } from '../server/src/modules/tournaments/tournament.entity.js';
import { Role, User } from '../server/src/modules/users/user.entity.js';
import { repoPath } from '../server/src/repo-path.js';
import { TIE_BREAKER_PRESETS } from '../shared/tie-breakers.js';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

type Row = { round: string; date: string; home: string; away: string; home_goals: string; away_goals: string };

export async function runStandings(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { 'database-url': { type: 'string' }, runs: { type: 'string', default: '50' } },
  });
  const runs = Number(values.runs);
  const database = await openDatabase({ databaseUrl: values['database-url'], dataDir: undefined, poolSize: 1 });
  try {
    await migrate(database.orm);
    const em = database.orm.em.fork();
    const stamp = Date.now();
    const viewer = em.create(User, {
      googleSub: `local:bench-${stamp}@example.test`,
      email: `bench-${stamp}@example.test`,
      name: 'Bench organiser',
      role: Role.tournament_creator,
      hasChosenRole: true,
      isActive: true,
      isAccountActivated: true,
      activatedAt: new Date(),
    });
    const club = em.create(Club, { name: `Bench club ${stamp}`, owner: viewer, isActive: true });
    const rows = parse<Row>(readFileSync(repoPath('tests', 'fixtures', 'football', 'results.csv'), 'utf8'), {
      columns: true,
      skip_empty_lines: true,
    });
    const tournament = em.create(Tournament, {
      name: 'Bench league',
      creator: viewer,
      sport: Sport.football,
      tournamentType: TournamentType.league,
      startDate: '2022-08-05',
      endDate: '2023-05-28',
      isPublished: true,
    });
    const teams = new Map<string, Team>();
    for (const name of new Set(rows.flatMap((row) => [row.home, row.away]))) {
      const team = em.create(Team, { name, club });
      teams.set(name, team);
      em.create(Registration, { tournament, team });
    }
    rows.forEach((row, index) =>
      em.create(Match, {
        tournament,
        homeTeam: teams.get(row.home)!,
        awayTeam: teams.get(row.away)!,
        status: MatchStatus.completed,
        homeTeamScore: Number(row.home_goals),
        awayTeamScore: Number(row.away_goals),
        scheduledDate: new Date(`${row.date}T15:00:00Z`),
        matchNumber: index + 1,
        roundNumber: Number(row.round),
      }),
    );
    await em.flush();

    const lists: [string, TieBreaker[]][] = [
      ...TIE_BREAKER_PRESETS.filter((preset) => !preset.tieBreakers.includes(TieBreaker.NET_RUN_RATE)).map(
        (preset): [string, TieBreaker[]] => [preset.name, preset.tieBreakers],
      ),
      // The worst case: every team level before head-to-head, so the whole season is one mini-table, then
      // reapplied to every group it leaves level.
      [
        'head-to-head only',
        [TieBreaker.HEAD_TO_HEAD_POINTS, TieBreaker.HEAD_TO_HEAD_GOAL_DIFFERENCE, TieBreaker.HEAD_TO_HEAD_GOALS_FOR],
      ],
    ];
    console.log(`standings of a ${rows.length}-match league, ${teams.size} teams, ${runs} reads per ranking`);
    const config = database.orm.config;
    const previous = config.get('onQuery');
    /** Median, p95 and statements of `runs` reads, the kept table outdated before each when `outdate`. */
    const measure = async (outdate: boolean) => {
      const times: number[] = [];
      let statements = 0;
      for (let run = 0; run < runs; run += 1) {
        if (outdate) {
          await em.execute(
            'update standings_snapshots set version = version + 1, built_version = null, rows = null where tournament_id = ?',
            [tournament.id],
          );
        }
        let counted = 0;
        config.set('onQuery', (sql: string, params: readonly unknown[]) => {
          counted += 1;
          return previous(sql, params);
        });
        const started = performance.now();
        await new StandingsService({ em: database.orm.em.fork(), viewer }).forTournament(tournament.id);
        times.push(performance.now() - started);
        config.set('onQuery', previous);
        statements = counted;
      }
      times.sort((a, b) => a - b);
      return `median ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms, ${statements} SQL`;
    };
    for (const [name, tieBreakers] of lists) {
      tournament.tieBreakerOrder = tieBreakers;
      await em.flush();
      const computed = await measure(true);
      const kept = await measure(false);
      console.log(`${name.padEnd(40)} computed: ${computed}; kept: ${kept}`);
    }
  } finally {
    await database.close();
  }
}
