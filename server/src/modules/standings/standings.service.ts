import type { RequestContext } from '../../core/request-context.js';
import type { User } from '../users/user.entity.js';
import { assertCanSeeTournament } from '../common/policy.js';
import { Sport } from '../tournaments/tournament.entity.js';
import { FormResult, StandingRow } from './standing-row.type.js';
import { computeStandings, type CompletedMatch } from './standings.rules.js';
import { findCompletedMatches } from '../matches/matches.queries.js';
import { findTeamsByIds } from '../teams/teams.queries.js';
import { findRegistrationsWithTeams, findTournament } from '../tournaments/tournaments.queries.js';

/** Rounds half away from zero at three decimals, as points tables publish net run rate. */
export function roundNetRunRate(value: number): number {
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * 1000 + 1e-9)) / 1000;
  return rounded === 0 ? 0 : rounded;
}

export class StandingsService {
  constructor(private readonly ctx: Pick<RequestContext<User>, 'em' | 'viewer'>) {}

  /**
   * The table of a tournament the viewer may see. A fixed number of queries however long the season:
   * the tournament, its registered teams, its completed matches (and, only when a match involves an
   * unregistered team, those teams).
   */
  async forTournament(tournamentId: number): Promise<StandingRow[]> {
    const { em } = this.ctx;
    const tournament = assertCanSeeTournament(this.ctx.viewer, await findTournament(em, tournamentId));

    const registrations = await findRegistrationsWithTeams(em, tournamentId, 'joined');
    const matches = await findCompletedMatches(em, tournamentId);

    const teams = new Map<number, string>();
    for (const registration of registrations) {
      teams.set(registration.team.id, registration.team.getEntity().name);
    }
    const missing = [...new Set(matches.flatMap((match) => [match.homeTeam!.id, match.awayTeam!.id]))].filter(
      (id) => !teams.has(id),
    );
    if (missing.length > 0) {
      for (const team of await findTeamsByIds(em, missing)) teams.set(team.id, team.name);
    }

    const completed: CompletedMatch[] = matches.map((match) => ({
      id: match.id,
      homeTeamId: match.homeTeam!.id,
      awayTeamId: match.awayTeam!.id,
      homeScore: match.homeTeamScore ?? null,
      awayScore: match.awayTeamScore ?? null,
      homeBalls: match.homeBalls ?? null,
      awayBalls: match.awayBalls ?? null,
      homeAllOut: match.homeAllOut,
      awayAllOut: match.awayAllOut,
      battedFirst: match.battedFirst ?? null,
      resultKind: match.resultKind ?? null,
      revisedOvers: match.revisedOvers == null ? null : Number(match.revisedOvers),
      revisedTarget: match.revisedTarget ?? null,
      winnerTeamId: match.winnerTeam?.id ?? null,
      scheduledDate: match.scheduledDate ?? null,
      matchNumber: match.matchNumber ?? null,
    }));

    const cricket = tournament.sport === Sport.cricket;
    const rows = computeStandings(
      [...teams].map(([id, name]) => ({ id, name })),
      completed,
      { sport: tournament.sport, oversPerInnings: tournament.oversPerInnings, ballsPerOver: tournament.ballsPerOver },
    );
    return rows.map((row) => {
      const nrr = cricket ? roundNetRunRate(row.netRunRate) : null;
      return Object.assign(new StandingRow(), {
        ...row,
        ballsFaced: cricket ? row.ballsFaced : null,
        ballsBowled: cricket ? row.ballsBowled : null,
        goalsFor: cricket ? null : row.runsFor,
        goalsAgainst: cricket ? null : row.runsAgainst,
        goalDifference: cricket ? null : row.runsFor - row.runsAgainst,
        netRunRate: nrr,
        runRate: nrr,
        form: row.form.map((result) => FormResult[result]),
      });
    });
  }
}
