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

/** One side's score as the site shows it: goals/points, or cricket runs/wickets (overs), e.g. "173/5 (20.0 ov)". */
export function sideScoreText(match: Match, tournament: Tournament, side: 'home' | 'away'): string | null {
  const runs = side === 'home' ? match.homeTeamScore : match.awayTeamScore;
  if (runs === null || runs === undefined) return null;
  if (tournament.sport !== Sport.cricket) return String(runs);
  const wickets = side === 'home' ? match.homeWickets : match.awayWickets;
  const balls = side === 'home' ? match.homeBalls : match.awayBalls;
  const total = wickets === null || wickets === undefined ? String(runs) : `${runs}/${wickets}`;
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

/** Made once: toLocaleString with options builds a formatter per call, most of a page's share tags. */
const PREVIEW_DATE = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A date as visitors read it in a preview: UTC, since the reader's zone is unknown here. */
export function previewDate(date: Date | null | undefined): string {
  if (!date) return 'Date TBD';
  return `${PREVIEW_DATE.format(date)} UTC`;
}
