import { cricketTotal } from '../../../../shared/cricket-total.js';
import { formatSiteDateTime } from '../../../../shared/site-time.js';
import type { Match } from '../matches/match.entity.js';
import { Sport, type Tournament } from '../tournaments/tournament.entity.js';

const STATUS_LABEL: Record<string, string> = {
  scheduled: 'UPCOMING',
  in_progress: 'LIVE',
  completed: 'FINAL',
  cancelled: 'CANCELLED',
  postponed: 'POSTPONED',
};

export function statusLabel(match: Match): string {
  return STATUS_LABEL[match.status] ?? match.status;
}

/** The names of both sides; "TBD" for a knockout slot not yet decided. Relations must be loaded. */
export function sideNames(match: Match): { home: string; away: string } {
  return {
    home: match.homeTeam?.getEntity().name ?? 'TBD',
    away: match.awayTeam?.getEntity().name ?? 'TBD',
  };
}

/**
 * One side's score as the site shows it: goals/points, or cricket runs/wickets (overs), e.g. "173/5 (20.0 ov)";
 * a side bowled out is its runs alone, as scorecards print it: "151 (19.4 ov)".
 */
export function sideScoreText(match: Match, tournament: Tournament, side: 'home' | 'away'): string | null {
  const runs = side === 'home' ? match.homeTeamScore : match.awayTeamScore;
  if (runs === null || runs === undefined) return null;
  if (tournament.sport !== Sport.cricket) return String(runs);
  const wickets = side === 'home' ? match.homeWickets : match.awayWickets;
  const allOut = side === 'home' ? match.homeAllOut : match.awayAllOut;
  const balls = side === 'home' ? match.homeBalls : match.awayBalls;
  const total = cricketTotal(runs, wickets, allOut);
  if (balls === null || balls === undefined) return total;
  const perOver = tournament.ballsPerOver;
  return `${total} (${Math.floor(balls / perOver)}.${balls % perOver} ov)`;
}

/** "Home 2 – 1 Away" once scored, else "Home v Away". */
export function scoreLine(match: Match, tournament: Tournament): string {
  const { home, away } = sideNames(match);
  const homeScore = sideScoreText(match, tournament, 'home');
  const awayScore = sideScoreText(match, tournament, 'away');
  if (homeScore === null && awayScore === null) return `${home} v ${away}`;
  return `${home} ${homeScore ?? '-'} – ${awayScore ?? '-'} ${away}`;
}

/**
 * A kick-off as every page of the site shows it: in the site's zone, labelled ("Wed 1 May 2030, 15:00 AST"),
 * so a pasted link's preview says the same time as the page it opens.
 */
export function previewDate(date: Date | null | undefined): string {
  if (!date) return 'Date TBD';
  return formatSiteDateTime(date.toISOString());
}
