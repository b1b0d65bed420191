import type { RequestContext } from '../../core/request-context.js';
import type { User } from '../users/user.entity.js';
import { assertCanSeeTournament } from '../common/policy.js';
import { Sport, TieBreaker, type Tournament } from '../tournaments/tournament.entity.js';
import { StandingRow, toStandingRow } from './standing-row.type.js';
import { computeStandings, type CompletedMatch } from './standings.rules.js';
import { findFootballLogs } from '../matches/match-logs.js';
import { matchCardPoints } from './fair-play.js';
import { deductionLoaders, findCompletedResults } from './standings.queries.js';
import { keepStandingsSnapshot, readStandingsSnapshot, takeKeptTable, wantKeptTable } from './standings-snapshots.js';
import { findTeamsByIds } from '../teams/teams.queries.js';
import { loadRegisteredTeamNames, loadTournament, loadTournamentView } from '../tournaments/tournaments.queries.js';

export class StandingsService {
  constructor(private readonly ctx: Pick<RequestContext<User>, 'em' | 'viewer'>) {}

  /**
   * The table of a tournament the viewer may see: as kept, when nothing it is computed from has changed
   * since (in the tournament's statement, or one of its own, however long the season); else computed (a
   * fixed number of statements: the tournament, its registered teams, its completed matches, its points
   * deductions, and, only when a match involves an unregistered team, those teams; only when FAIR_PLAY
   * ranks, the football logs) and kept.
   */
  async forTournament(tournamentId: number): Promise<StandingRow[]> {
    const { em, viewer } = this.ctx;
    // The kept table comes in the tournament's statement, unless the request has read the tournament already.
    wantKeptTable(em);
    assertCanSeeTournament(viewer, await loadTournamentView(em, tournamentId));
    const kept = takeKeptTable(em, tournamentId) ?? (await readStandingsSnapshot(em, tournamentId));
    if (kept.rows) return kept.rows.map((row) => Object.assign(new StandingRow(), row));
    // Everything read after the version, not from this request's loaders (which may hold older reads): a
    // table kept for a version must not be computed from what came before it.
    const fresh = em.fork();
    const tournament = assertCanSeeTournament(viewer, await loadTournament(fresh, tournamentId));
    const teams = await loadRegisteredTeamNames(fresh, tournamentId);
    const played = await findCompletedResults(fresh, { tournamentId });
    const rows = await new StandingsService({ em: fresh, viewer }).table(tournament, teams, played);
    await keepStandingsSnapshot(em, tournamentId, kept.version, rows);
    return rows;
  }

  /**
   * A table of `teams` (id to name) from `completed` matches by the tournament's rules, with no visibility
   * check: the caller has made it (a group of a stage ranks its own teams and matches this way).
   */
  async table(tournament: Tournament, teams: Map<number, string>, played: CompletedMatch[]): Promise<StandingRow[]> {
    const { em } = this.ctx;
    const tournamentId = tournament.id;
    // A withdrawn team whose results were expunged leaves with every match it played.
    const expunged = new Set(tournament.expungedTeamIds);
    for (const id of expunged) teams.delete(id);
    const matches = played.filter((match) => !expunged.has(match.homeTeamId) && !expunged.has(match.awayTeamId));
    const deductions = new Map<number, number>();
    // Through the request's loader: the page's deductions list and each group's table share one read.
    for (const deduction of await deductionLoaders(em).deductionsByTournament.load(tournamentId)) {
      deductions.set(deduction.team.id, (deductions.get(deduction.team.id) ?? 0) + deduction.points);
    }
    const tieBreakers = tournament.tieBreakers;
    const cards = new Map<number, { home: number; away: number }>();
    if (tieBreakers.includes(TieBreaker.FAIR_PLAY) && tournament.sport === Sport.football) {
      const logs = new Map<number, { kind: string; payload: Record<string, unknown> }[]>();
      for (const event of await findFootballLogs(em, tournamentId)) {
        logs.set(event.match.id, [...(logs.get(event.match.id) ?? []), event]);
      }
      for (const [matchId, log] of logs) cards.set(matchId, matchCardPoints(log));
    }

    const missing = [...new Set(matches.flatMap((match) => [match.homeTeamId, match.awayTeamId]))].filter(
      (id) => !teams.has(id),
    );
    if (missing.length > 0) {
      for (const team of await findTeamsByIds(em, missing)) teams.set(team.id, team.name);
    }

    const completed = matches.map((match) => ({
      ...match,
      homeCardPoints: cards.get(match.id)?.home ?? 0,
      awayCardPoints: cards.get(match.id)?.away ?? 0,
    }));

    const cricket = tournament.sport === Sport.cricket;
    const rows = computeStandings(
      [...teams].map(([id, name]) => ({ id, name })),
      completed,
      {
        sport: tournament.sport,
        oversPerInnings: tournament.oversPerInnings,
        ballsPerOver: tournament.ballsPerOver,
        tieBreakers,
        points: tournament.points,
        drawingOfLots: tournament.drawingOfLots,
        deductions,
      },
    );
    return rows.map((row) => toStandingRow(row, cricket));
  }
}
