import type { MatchStatus, Side, Sport } from '../gql/graphql';
import { cricketTotal } from '../../../shared/cricket-total';
import type { Translate } from '../i18n/use-t';

/** The fields a score line needs; a subset of Match. */
export type ScoreFields = {
  status: MatchStatus;
  homeTeamScore?: number | null;
  awayTeamScore?: number | null;
  homeWickets?: number | null;
  awayWickets?: number | null;
  homeBalls?: number | null;
  awayBalls?: number | null;
  /** Cricket: the side was bowled out ("151", not "151/10"; a side with a batter absent hurt is out sooner). */
  homeAllOut?: boolean | null;
  awayAllOut?: boolean | null;
  battedFirst?: Side | null;
  tournament: { sport: Sport; ballsPerOver: number };
};

/**
 * Cricket: the side batting second before it has faced a ball. Play starts both sides at 0/0, so
 * without this the chasing side would read "0/0" while the first innings is still going.
 */
export function yetToBat(match: ScoreFields, side: Side): boolean {
  if (match.tournament.sport !== 'cricket') return false;
  if (match.status !== 'in_progress' && match.status !== 'completed') return false;
  if (side === (match.battedFirst ?? 'home')) return false;
  const runs = side === 'home' ? match.homeTeamScore : match.awayTeamScore;
  const wickets = side === 'home' ? match.homeWickets : match.awayWickets;
  const balls = side === 'home' ? match.homeBalls : match.awayBalls;
  return (runs ?? 0) === 0 && (wickets ?? 0) === 0 && (balls ?? 0) === 0;
}

/** What a side that has not batted shows: "Yet to bat" during play, "Did not bat" once it is over. */
export function notBattedLabel(match: ScoreFields, t: Translate): string {
  return t(match.status === 'completed' ? 'common.score.didNotBat' : 'common.score.yetToBat');
}

/** Legal balls as overs: 113 balls of 6 -> "18.5". */
export function overs(balls: number, ballsPerOver = 6): string {
  return `${Math.floor(balls / ballsPerOver)}.${balls % ballsPerOver}`;
}

/** A cricket side's total as scorecards print it: "173/5", or "151" when it was all out. */
function cricketSideTotal(match: ScoreFields, side: Side, runs: number): string {
  const wickets = side === 'home' ? match.homeWickets : match.awayWickets;
  const allOut = side === 'home' ? match.homeAllOut : match.awayAllOut;
  return cricketTotal(runs, wickets, allOut);
}

/**
 * One side's score as the ground shows it: goals or points, or for cricket runs/wickets (overs),
 * e.g. "173/5 (20.0 ov)", "151 (19.4 ov)" all out. Null before the side has scored anything.
 */
export function sideScore(match: ScoreFields, side: Side, t: Translate): string | null {
  if (yetToBat(match, side)) return notBattedLabel(match, t);
  const runs = side === 'home' ? match.homeTeamScore : match.awayTeamScore;
  if (runs === null || runs === undefined) return null;
  if (match.tournament.sport !== 'cricket') return String(runs);
  const balls = side === 'home' ? match.homeBalls : match.awayBalls;
  const total = cricketSideTotal(match, side, runs);
  return balls === null || balls === undefined ? total : `${total} (${overs(balls, match.tournament.ballsPerOver)} ov)`;
}

/** One side's score split for a scoreboard: "173/5" (or "151" all out) and "20.0 ov" (null when not cricket or unknown). */
export function sideScoreParts(
  match: ScoreFields,
  side: Side,
  t: Translate,
): { main: string; overs: string | null; label?: boolean } | null {
  // A label is words, not a number: it may wrap where a total may not.
  if (yetToBat(match, side)) return { main: notBattedLabel(match, t), overs: null, label: true };
  const runs = side === 'home' ? match.homeTeamScore : match.awayTeamScore;
  if (runs === null || runs === undefined) return null;
  if (match.tournament.sport !== 'cricket') return { main: String(runs), overs: null };
  const balls = side === 'home' ? match.homeBalls : match.awayBalls;
  return {
    main: cricketSideTotal(match, side, runs),
    overs: balls === null || balls === undefined ? null : `${overs(balls, match.tournament.ballsPerOver)} ov`,
  };
}

/** Whether any score has been recorded, so a card can show scores rather than "vs". */
export function hasScore(match: ScoreFields): boolean {
  return (
    (match.homeTeamScore !== null && match.homeTeamScore !== undefined) ||
    (match.awayTeamScore !== null && match.awayTeamScore !== undefined)
  );
}

export type SummaryFields = ScoreFields & {
  battedFirst?: Side | null;
  resultKind?: string | null;
  winnerTeamId?: number | null;
  homeTeam?: { id: number; name: string } | null;
  awayTeam?: { id: number; name: string } | null;
};

/** A completed match in one sentence: who won and by how much. */
export function resultSummary(match: SummaryFields, t: Translate): string {
  const home = match.homeTeam?.name ?? t('common.tbd');
  const away = match.awayTeam?.name ?? t('common.tbd');
  if (match.resultKind === 'no_result') return t('common.score.noResult');
  // Outside cricket a tie is a draw (or level before penalties): the lines below name it.
  if (match.resultKind === 'tie' && match.tournament.sport === 'cricket') return t('common.score.tied');
  const homeScore = match.homeTeamScore ?? 0;
  const awayScore = match.awayTeamScore ?? 0;
  const winnerIsHome = match.winnerTeamId !== null && match.winnerTeamId === match.homeTeam?.id;
  const winnerIsAway = match.winnerTeamId !== null && match.winnerTeamId === match.awayTeam?.id;
  if (!winnerIsHome && !winnerIsAway) {
    return match.tournament.sport === 'cricket'
      ? t('common.score.tied')
      : t('common.score.draw', { home: homeScore, away: awayScore });
  }
  const winner = winnerIsHome ? home : away;
  if (match.tournament.sport !== 'cricket') {
    const high = Math.max(homeScore, awayScore);
    const low = Math.min(homeScore, awayScore);
    return t('common.score.wonGoals', { winner, high, low });
  }
  const winnerSide: Side = winnerIsHome ? 'home' : 'away';
  const rain = match.resultKind === 'rain_revised';
  if (match.battedFirst && match.battedFirst === winnerSide) {
    const margin = Math.abs(homeScore - awayScore);
    return t(rain ? 'common.score.wonByRunsRain' : 'common.score.wonByRuns', { winner, margin });
  }
  const wicketsLost = (winnerIsHome ? match.homeWickets : match.awayWickets) ?? 0;
  const wickets = 10 - wicketsLost;
  return t(rain ? 'common.score.wonByWicketsRain' : 'common.score.wonByWickets', { winner, wickets });
}
