// Competitions built as an organiser builds them: the competition and each season through the services
// (createCompetition, createTournament with competitionId, publish), the teams shared from season to
// season (a team keeps its id), the fixtures as rows, and every result through the scoring service or the
// Cricsheet importer.
import type { GraphQLContext } from '../../../server/src/modules/users/graphql-context.js';
import { CompetitionsService } from '../../../server/src/modules/competitions/competitions.service.js';
import { CricsheetImportService } from '../../../server/src/modules/matches/events/cricsheet-import.service.js';
import { MatchLifecycleService } from '../../../server/src/modules/matches/events/match-lifecycle.service.js';
import { Match, MatchStatus } from '../../../server/src/modules/matches/match.entity.js';
import type { MatchScoreInput } from '../../../server/src/modules/matches/matches.inputs.js';
import type { Club } from '../../../server/src/modules/clubs/club.entity.js';
import type { Team } from '../../../server/src/modules/teams/team.entity.js';
import type { Competition } from '../../../server/src/modules/tournaments/competition.entity.js';
import { TournamentManagementService } from '../../../server/src/modules/tournaments/tournament-management.service.js';
import {
  TournamentType,
  type Sport,
  type Tournament,
} from '../../../server/src/modules/tournaments/tournament.entity.js';
import { Role, type User } from '../../../server/src/modules/users/user.entity.js';
import { createClub, createTeam, createUser, registerTeams } from '../../support/factories.js';
import { serviceContext } from '../../support/season.js';
import type { TestServer } from '../../support/server.js';

export type SeasonFixture = { home: string; away: string; date: string; round: number };

export type CompetitionUnderTest = {
  server: TestServer;
  organiser: User;
  club: Club;
  competition: Competition;
  teams: Map<string, Team>;
  ctx(): Promise<GraphQLContext>;
};

export async function arrangeCompetition(
  server: TestServer,
  name: string,
  sport: Sport,
): Promise<CompetitionUnderTest> {
  const em = server.em();
  const organiser = await createUser(em, { role: Role.tournament_creator });
  const club = await createClub(em, organiser);
  const ctx = () => serviceContext(server, organiser.id);
  const competition = await new CompetitionsService(await ctx()).create({ name, sport });
  return { server, organiser, club, competition, teams: new Map(), ctx };
}

/** A published season of the competition with its teams registered and its fixtures scheduled. */
export async function addSeason(
  under: CompetitionUnderTest,
  options: { name: string; fixtures: SeasonFixture[]; oversPerInnings?: number },
): Promise<{ season: Tournament; matches: Match[] }> {
  const em = under.server.em();
  const names = [...new Set(options.fixtures.flatMap((fixture) => [fixture.home, fixture.away]))];
  for (const name of names) {
    if (!under.teams.has(name)) under.teams.set(name, await createTeam(em, under.club, { name }));
  }
  const dates = options.fixtures.map((fixture) => fixture.date).sort();
  const management = new TournamentManagementService(await under.ctx());
  const created = await management.create({
    name: options.name,
    sport: under.competition.sport,
    tournamentType: TournamentType.round_robin,
    startDate: dates[0],
    endDate: dates[dates.length - 1],
    oversPerInnings: options.oversPerInnings ?? null,
    competitionId: under.competition.id,
  });
  const season = await new TournamentManagementService(await under.ctx()).setPublished(created.id, true);
  const teams = names.map((name) => em.merge(under.teams.get(name)!));
  await registerTeams(em, em.merge(season), teams);
  const matches = options.fixtures.map((fixture, index) =>
    em.create(Match, {
      tournament: season.id,
      homeTeam: under.teams.get(fixture.home)!.id,
      awayTeam: under.teams.get(fixture.away)!.id,
      roundNumber: fixture.round,
      matchNumber: index + 1,
      scheduledDate: new Date(`${fixture.date}T14:00:00Z`),
    }),
  );
  await em.flush();
  return { season, matches };
}

/** Starts a match and completes it with its final score, as its organiser would. */
export async function play(under: CompetitionUnderTest, matchId: number, score: MatchScoreInput): Promise<void> {
  await new MatchLifecycleService(await under.ctx()).changeStatus(matchId, MatchStatus.in_progress, null);
  await new MatchLifecycleService(await under.ctx()).changeStatus(matchId, MatchStatus.completed, score);
}

/** Imports a Cricsheet file into a scheduled match: every ball, so the stats have each player's lines. */
export async function importCricsheet(under: CompetitionUnderTest, matchId: number, json: string): Promise<void> {
  await new CricsheetImportService(await under.ctx()).importMatch(matchId, json);
}
