import type { EntityManager } from '@mikro-orm/postgresql';
import { findFootballLogs } from '../matches/match-logs.js';
import { matchCardPoints } from '../standings/fair-play.js';
import { StandingRow, toStandingRow } from '../standings/standing-row.type.js';
import { deductionLoaders, findCompletedResults } from '../standings/standings.queries.js';
import { computeStandings, type CompletedMatch } from '../standings/standings.rules.js';
import { findTeamsByIds } from '../teams/teams.queries.js';
import { Sport, TieBreaker, type Tournament } from '../tournaments/tournament.entity.js';
import { loadRegisteredTeamNames } from '../tournaments/tournaments.queries.js';

/** What one season adds to the all-time table: its teams, the matches its table ranks, its deductions. */
async function seasonPart(em: EntityManager, season: Tournament, cardsRank: boolean) {
  const [teams, played, deductions] = await Promise.all([
    loadRegisteredTeamNames(em, season.id),
    findCompletedResults(em, { tournamentId: season.id }),
    deductionLoaders(em).deductionsByTournament.load(season.id),
  ]);
  // As in the season's own table: a team whose results were expunged leaves with every match it played.
  const expunged = new Set(season.expungedTeamIds);
  const matches: CompletedMatch[] = played.filter(
    (match) => !expunged.has(match.homeTeamId) && !expunged.has(match.awayTeamId),
  );
  if (cardsRank) {
    const logs = new Map<number, { kind: string; payload: Record<string, unknown> }[]>();
    for (const event of await findFootballLogs(em, season.id)) {
      logs.set(event.match.id, [...(logs.get(event.match.id) ?? []), event]);
    }
    for (const match of matches) {
      const cards = matchCardPoints(logs.get(match.id) ?? []);
      match.homeCardPoints = cards.home;
      match.awayCardPoints = cards.away;
    }
  }
  return {
    teams: [...teams].filter(([id]) => !expunged.has(id)),
    matches,
    deductions: deductions.map((deduction) => [deduction.team.id, deduction.points] as const),
  };
}

/**
 * The all-time table of a competition: every season's ranked matches (its league and group matches, as its
 * own table counts them) summed into one table by the standings rules, keyed by the team (a team keeps its
 * id from season to season), with every season's points deductions. Ranked by the latest season's rules:
 * the competition's rules as they stand. Each row is the row-by-row sum of the season tables whenever the
 * seasons share their points per result.
 */
export async function allTimeTable(em: EntityManager, seasons: Tournament[]): Promise<StandingRow[]> {
  if (seasons.length === 0) return [];
  const latest = seasons.reduce((best, season) =>
    season.startDate > best.startDate || (season.startDate === best.startDate && season.id > best.id) ? season : best,
  );
  const cardsRank = latest.sport === Sport.football && latest.tieBreakers.includes(TieBreaker.FAIR_PLAY);
  const parts = await Promise.all(seasons.map((season) => seasonPart(em, season, cardsRank)));

  const teams = new Map<number, string>(parts.flatMap((part) => part.teams));
  const matches = parts.flatMap((part) => part.matches);
  const deductions = new Map<number, number>();
  for (const [teamId, points] of parts.flatMap((part) => part.deductions)) {
    deductions.set(teamId, (deductions.get(teamId) ?? 0) + points);
  }
  const missing = [...new Set(matches.flatMap((match) => [match.homeTeamId, match.awayTeamId]))].filter(
    (id) => !teams.has(id),
  );
  if (missing.length > 0) for (const team of await findTeamsByIds(em, missing)) teams.set(team.id, team.name);

  const cricket = latest.sport === Sport.cricket;
  const rows = computeStandings(
    [...teams].map(([id, name]) => ({ id, name })),
    matches,
    {
      sport: latest.sport,
      oversPerInnings: latest.oversPerInnings,
      ballsPerOver: latest.ballsPerOver,
      tieBreakers: latest.tieBreakers.filter((rule) => rule !== TieBreaker.DRAWING_OF_LOTS),
      points: latest.points,
      deductions,
    },
  );
  // The same row as a season's table.
  return rows.map((row) => toStandingRow(row, cricket));
}
