import type { EntityManager } from '@mikro-orm/postgresql';
import { MatchStatus, ResultKind, Side } from '../matches/match.entity.js';
import { cricketTotal } from '../../../../shared/cricket-total.js';
import { loadPlayedLines } from '../stats/played-matches.js';
import { loadTournamentTotals, type TournamentTotals } from '../stats/tournament-totals.js';
import { findMembersByIds, findTeamsByIds } from '../teams/teams.queries.js';
import { Sport, type Tournament } from '../tournaments/tournament.entity.js';
import { findPlayedMatches, type PlayedMatch } from './competitions.queries.js';
import {
  BattingRecord,
  BowlingRecord,
  CompetitionRecords,
  SeasonGoalsRecord,
  TeamTotalRecord,
  WinMargin,
  WinRecord,
} from './competitions.types.js';

/** Rows each record list keeps. */
export const RECORDS_KEPT = 5;

/** The wickets a side has: a chase won with w down is won by (10 - w) wickets. */
const WICKETS = 10;

type Side2 = { team: number; score: number; wickets: number | null; allOut: boolean; balls: number | null };

function sidesOf(match: PlayedMatch): { home: Side2; away: Side2 } {
  return {
    home: {
      team: match.homeTeamId,
      score: match.homeScore ?? 0,
      wickets: match.homeWickets,
      allOut: match.homeAllOut,
      balls: match.homeBalls,
    },
    away: {
      team: match.awayTeamId,
      score: match.awayScore ?? 0,
      wickets: match.awayWickets,
      allOut: match.awayAllOut,
      balls: match.awayBalls,
    },
  };
}

/** A won match's margin: goals or points by the score; cricket by runs when the winner batted first. */
export function winMargin(match: PlayedMatch, sport: Sport): { margin: number; by: WinMargin } | null {
  if (match.winnerTeamId === null || match.resultKind === ResultKind.no_result || match.resultKind === ResultKind.tie) {
    return null;
  }
  const { home, away } = sidesOf(match);
  const [winner, loser] = match.winnerTeamId === home.team ? [home, away] : [away, home];
  if (sport !== Sport.cricket) {
    // Level after the match (a knockout decided on penalties) is no margin at all.
    const margin = winner.score - loser.score;
    return margin > 0 ? { margin, by: sport === Sport.football ? WinMargin.GOALS : WinMargin.POINTS } : null;
  }
  const winnerBattedFirst = (match.battedFirst ?? Side.home) === (winner === home ? Side.home : Side.away);
  if (winnerBattedFirst) {
    // Rain-revised: the chase was for the revised target, so the margin is from it.
    const target =
      match.resultKind === ResultKind.rain_revised && match.revisedTarget != null
        ? match.revisedTarget - 1
        : winner.score;
    const margin = target - loser.score;
    return margin > 0 ? { margin, by: WinMargin.RUNS } : null;
  }
  return { margin: WICKETS - (winner.wickets ?? 0), by: WinMargin.WICKETS };
}

const scoreText = (side: Side2, sport: Sport) =>
  sport === Sport.cricket ? cricketTotal(side.score, side.wickets ?? 0, side.allOut) : `${side.score}`;

/**
 * A competition's records over `seasons`: team totals and wins from the completed matches' rows; batting
 * and bowling figures from the stats domain's per-match lines, goals by a player from its season totals
 * (both as the leaderboards read them, folded from the logs once and kept).
 */
export async function competitionRecords(
  em: EntityManager,
  sport: Sport,
  seasons: Tournament[],
): Promise<CompetitionRecords> {
  const records = new CompetitionRecords();
  records.highestTotals = [];
  records.biggestWins = [];
  records.bestBatting = [];
  records.bestBowling = [];
  records.playerGoalsInSeason = [];
  records.teamGoalsInSeason = [];
  if (seasons.length === 0) return records;
  const ids = seasons.map((season) => season.id);
  const seasonName = new Map(seasons.map((season) => [season.id, season.name]));
  const matches = await findPlayedMatches(em, { tournament: { $in: ids } });
  const lines =
    sport === Sport.cricket
      ? await loadPlayedLines(em, { tournament: { $in: ids }, status: MatchStatus.completed })
      : [];
  const totals: Map<number, TournamentTotals> =
    sport === Sport.football ? await loadTournamentTotals(em, ids) : new Map<number, TournamentTotals>();

  const batting = lines
    .flatMap((match) => match.batting.map((line) => ({ match, line })))
    .sort((a, b) => b.line.runs - a.line.runs || Number(a.line.out) - Number(b.line.out) || a.line.balls - b.line.balls)
    .slice(0, RECORDS_KEPT);
  const bowling = lines
    .flatMap((match) => match.bowling.map((line) => ({ match, line })))
    .filter(({ line }) => line.wickets > 0)
    .sort(
      (a, b) => b.line.wickets - a.line.wickets || a.line.runs - b.line.runs || a.line.legalBalls - b.line.legalBalls,
    )
    .slice(0, RECORDS_KEPT);
  const scorers = [...totals]
    .flatMap(([seasonId, season]) => season.football.map((row) => ({ seasonId, ...row })))
    .filter((row) => row.totals.goals > 0)
    .sort((a, b) => b.totals.goals - a.totals.goals || a.seasonId - b.seasonId)
    .slice(0, RECORDS_KEPT);

  const teamIds = new Set(matches.flatMap((match) => [match.homeTeamId, match.awayTeamId]));
  const playerIds = [
    ...batting.map((each) => each.line.player),
    ...bowling.map((each) => each.line.player),
    ...scorers.map((row) => row.player),
  ];
  for (const id of [...batting, ...bowling].map((each) => each.line.team)) teamIds.add(id);
  for (const row of scorers) teamIds.add(row.team);
  const [teams, members] = await Promise.all([
    teamIds.size ? findTeamsByIds(em, [...teamIds]) : [],
    playerIds.length ? findMembersByIds(em, [...new Set(playerIds)]) : [],
  ]);
  const teamName = (id: number) => teams.find((team) => team.id === id)?.name ?? `Team ${id}`;
  const playerName = (id: number) => members.find((member) => member.id === id)?.name ?? `#${id}`;
  const playedOn = (date: Date | number | null) => (date === null ? null : new Date(date).toISOString());
  const matchById = new Map(matches.map((match) => [match.id, match]));
  const place = (matchId: number, seasonId: number) => ({
    matchId,
    seasonId,
    seasonName: seasonName.get(seasonId) ?? '',
    playedOn: playedOn(matchById.get(matchId)?.scheduledDate ?? null),
  });

  records.highestTotals = matches
    .filter((match) => match.resultKind !== ResultKind.no_result || sport === Sport.cricket)
    .flatMap((match) => {
      const { home, away } = sidesOf(match);
      return [
        { match, side: home, other: away },
        { match, side: away, other: home },
      ].filter(({ side }) => (side === home ? match.homeScore : match.awayScore) !== null);
    })
    .sort(
      (a, b) => b.side.score - a.side.score || (a.side.wickets ?? 0) - (b.side.wickets ?? 0) || a.match.id - b.match.id,
    )
    .slice(0, RECORDS_KEPT)
    .map(({ match, side, other }) =>
      Object.assign(new TeamTotalRecord(), {
        ...place(match.id, match.tournamentId),
        teamId: side.team,
        teamName: teamName(side.team),
        opponentId: other.team,
        opponentName: teamName(other.team),
        total: side.score,
        wickets: sport === Sport.cricket ? side.wickets : null,
        allOut: sport === Sport.cricket ? side.allOut : null,
        balls: sport === Sport.cricket ? side.balls : null,
      }),
    );

  const unitOrder = [WinMargin.GOALS, WinMargin.POINTS, WinMargin.RUNS, WinMargin.WICKETS];
  const wins = matches.flatMap((match) => {
    const won = winMargin(match, sport);
    return won ? [{ match, ...won }] : [];
  });
  records.biggestWins = unitOrder.flatMap((unit) =>
    wins
      .filter((win) => win.by === unit)
      .sort((a, b) => b.margin - a.margin || a.match.id - b.match.id)
      .slice(0, RECORDS_KEPT)
      .map(({ match, margin, by }) => {
        const { home, away } = sidesOf(match);
        const [winner, loser] = match.winnerTeamId === home.team ? [home, away] : [away, home];
        return Object.assign(new WinRecord(), {
          ...place(match.id, match.tournamentId),
          winnerId: winner.team,
          winnerName: teamName(winner.team),
          loserId: loser.team,
          loserName: teamName(loser.team),
          margin,
          by,
          score:
            sport === Sport.cricket
              ? `${scoreText(winner, sport)} v ${scoreText(loser, sport)}`
              : `${winner.score}-${loser.score}`,
        });
      }),
  );

  records.bestBatting = batting.map(({ match, line }) =>
    Object.assign(new BattingRecord(), {
      ...place(match.matchId, match.tournamentId),
      playerId: line.player,
      playerName: playerName(line.player),
      teamId: line.team,
      teamName: teamName(line.team),
      runs: line.runs,
      balls: line.balls,
      notOut: !line.out,
    }),
  );
  records.bestBowling = bowling.map(({ match, line }) =>
    Object.assign(new BowlingRecord(), {
      ...place(match.matchId, match.tournamentId),
      playerId: line.player,
      playerName: playerName(line.player),
      teamId: line.team,
      teamName: teamName(line.team),
      wickets: line.wickets,
      runs: line.runs,
      legalBalls: line.legalBalls,
    }),
  );
  records.playerGoalsInSeason = scorers.map((row) =>
    Object.assign(new SeasonGoalsRecord(), {
      seasonId: row.seasonId,
      seasonName: seasonName.get(row.seasonId) ?? '',
      playerId: row.player,
      playerName: playerName(row.player),
      teamId: row.team,
      teamName: teamName(row.team),
      goals: row.totals.goals,
    }),
  );
  if (sport === Sport.football) {
    const goals = new Map<string, { seasonId: number; teamId: number; goals: number }>();
    for (const match of matches) {
      for (const side of Object.values(sidesOf(match))) {
        const key = `${match.tournamentId}:${side.team}`;
        const entry = goals.get(key) ?? { seasonId: match.tournamentId, teamId: side.team, goals: 0 };
        entry.goals += side.score;
        goals.set(key, entry);
      }
    }
    records.teamGoalsInSeason = [...goals.values()]
      .sort((a, b) => b.goals - a.goals || a.seasonId - b.seasonId || a.teamId - b.teamId)
      .slice(0, RECORDS_KEPT)
      .map((entry) =>
        Object.assign(new SeasonGoalsRecord(), {
          ...entry,
          seasonName: seasonName.get(entry.seasonId) ?? '',
          playerId: null,
          playerName: null,
          teamName: teamName(entry.teamId),
        }),
      );
  }
  return records;
}
