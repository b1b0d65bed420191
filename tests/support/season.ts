import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { readCricketResults, type CricketResultRow } from '../../server/src/app/demo/cricket-csv.js';
import type { GraphQLContext } from '../../server/src/modules/users/graphql-context.js';
import { Match, MatchStatus, ResultKind, Side } from '../../server/src/modules/matches/match.entity.js';
import { MatchLifecycleService } from '../../server/src/modules/matches/events/match-lifecycle.service.js';
import type { MatchScoreInput } from '../../server/src/modules/matches/matches.inputs.js';
import type { Team } from '../../server/src/modules/teams/team.entity.js';
import { Sport, TournamentType, type Tournament } from '../../server/src/modules/tournaments/tournament.entity.js';
import { Role, User } from '../../server/src/modules/users/user.entity.js';
import { createLogger } from '../../server/src/logger.js';
import { createClub, createTeam, createTournament, createUser, registerTeams } from './factories.js';
import type { TestServer } from './server.js';

export type FootballResult = {
  round: number;
  date: string;
  home: string;
  away: string;
  homeGoals: number;
  awayGoals: number;
};

export async function readFootballResults(file: string): Promise<FootballResult[]> {
  const rows = parse<Record<string, string>>(await readFile(file, 'utf8'), { columns: true, skip_empty_lines: true });
  return rows.map((row) => ({
    round: Number(row.round),
    date: row.date,
    home: row.home,
    away: row.away,
    homeGoals: Number(row.home_goals),
    awayGoals: Number(row.away_goals),
  }));
}

export async function readCsv(file: string): Promise<Record<string, string>[]> {
  return parse<Record<string, string>>(await readFile(file, 'utf8'), { columns: true, skip_empty_lines: true });
}

/** A service context as a request would build it, for the given user. */
export async function serviceContext(server: TestServer, userId: number): Promise<GraphQLContext> {
  const em = server.em();
  const viewer = await em.findOneOrFail(User, { id: userId });
  return {
    em,
    viewer,
    pubSub: server.app.pubSub,
    config: server.config,
    logger: createLogger('silent'),
    language: 'en',
  };
}

type Fixture = { home: string; away: string; date: string; number: number; round: number };

/** Teams, a tournament with them registered, and its fixtures, all scheduled. */
async function arrangeSeason(
  server: TestServer,
  options: { name: string; sport: Sport; fixtures: Fixture[] },
): Promise<{ tournament: Tournament; creator: User; matches: Match[] }> {
  const em = server.em();
  const creator = await createUser(em, { role: Role.tournament_creator });
  const club = await createClub(em, creator);
  const names = [...new Set(options.fixtures.flatMap((fixture) => [fixture.home, fixture.away]))];
  const teams = new Map<string, Team>();
  for (const name of names) teams.set(name, await createTeam(em, club, { name, homeGround: `${name} ground` }));
  const dates = options.fixtures.map((fixture) => fixture.date).sort();
  const tournament = await createTournament(em, creator, {
    name: options.name,
    sport: options.sport,
    tournamentType: TournamentType.round_robin,
    startDate: dates[0],
    endDate: dates[dates.length - 1],
  });
  await registerTeams(em, tournament, [...teams.values()]);
  const matches = options.fixtures.map((fixture) =>
    em.create(Match, {
      tournament,
      homeTeam: teams.get(fixture.home)!,
      awayTeam: teams.get(fixture.away)!,
      roundNumber: fixture.round,
      matchNumber: fixture.number,
      scheduledDate: new Date(`${fixture.date}T14:00:00Z`),
      venue: teams.get(fixture.home)!.homeGround,
    }),
  );
  await em.flush();
  return { tournament, creator, matches };
}

/** Plays one match through the service as its organiser would: start it, then complete it with the final score. */
async function play(server: TestServer, userId: number, matchId: number, score: MatchScoreInput): Promise<Match> {
  await new MatchLifecycleService(await serviceContext(server, userId)).changeStatus(
    matchId,
    MatchStatus.in_progress,
    null,
  );
  return new MatchLifecycleService(await serviceContext(server, userId)).changeStatus(
    matchId,
    MatchStatus.completed,
    score,
  );
}

/** The Premier League 2022-23 played through the scoring service. */
export async function loadFootballSeason(server: TestServer, results: FootballResult[]) {
  const season = await arrangeSeason(server, {
    name: 'Premier League 2022-23',
    sport: Sport.football,
    fixtures: results.map((row, index) => ({ ...row, number: index + 1 })),
  });
  for (const [index, row] of results.entries()) {
    await play(server, season.creator.id, season.matches[index].id, {
      homeTeamScore: row.homeGoals,
      awayTeamScore: row.awayGoals,
    });
  }
  return season;
}

export function cricketScore(row: CricketResultRow): MatchScoreInput {
  const resultKind =
    row.result === 'no result'
      ? ResultKind.no_result
      : row.result === 'tie'
        ? ResultKind.tie
        : row.adjustedTarget
          ? ResultKind.rain_revised
          : ResultKind.normal;
  return {
    battedFirst: Side.home,
    homeTeamScore: row.team1Runs ?? 0,
    homeWickets: row.team1Wickets ?? 0,
    homeBalls: row.team1Balls ?? 0,
    homeAllOut: row.team1AllOut,
    awayTeamScore: row.team2Runs ?? 0,
    awayWickets: row.team2Wickets ?? 0,
    awayBalls: row.team2Balls ?? 0,
    awayAllOut: row.team2AllOut,
    resultKind,
    revisedOvers: resultKind === ResultKind.rain_revised ? row.adjustedOvers : null,
    revisedTarget: resultKind === ResultKind.rain_revised ? row.adjustedTarget : null,
  };
}

/** A T20 league stage played through the scoring service; returns each match's derived winner too. */
export async function loadCricketSeason(server: TestServer, name: string, file: string) {
  const rows = await readCricketResults(file);
  const season = await arrangeSeason(server, {
    name,
    sport: Sport.cricket,
    fixtures: rows.map((row) => ({
      home: row.team1,
      away: row.team2,
      date: row.date,
      number: row.matchNo,
      round: row.matchNo,
    })),
  });
  const winners: { expected: string; derived: string | null }[] = [];
  for (const [index, row] of rows.entries()) {
    const match = await play(server, season.creator.id, season.matches[index].id, cricketScore(row));
    const winner = match.winnerTeam ? (await match.winnerTeam.loadOrFail()).name : null;
    winners.push({
      expected: row.result,
      derived: winner ?? (match.resultKind === ResultKind.tie ? 'tie' : 'no result'),
    });
  }
  return { ...season, rows, winners };
}

/** Counts the SQL statements the ORM sends while `work` runs. */
export async function countQueries<T>(
  server: TestServer,
  work: () => Promise<T>,
): Promise<{ result: T; queries: string[] }> {
  const queries: string[] = [];
  const config = server.orm.config;
  const previous = config.get('onQuery');
  config.set('onQuery', (sql: string, params: readonly unknown[]) => {
    queries.push(sql);
    return previous(sql, params);
  });
  try {
    return { result: await work(), queries };
  } finally {
    config.set('onQuery', previous);
  }
}
