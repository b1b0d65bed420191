import { cricketTotal } from '../../../../shared/cricket-total.js';
import { formatSiteDateTimeIn } from '../../../../shared/site-time.js';
import { ENGLISH_TEXTS, type GeneratedTexts } from '../../../../shared/i18n/generated-texts.js';
import type { Match } from '../matches/match.entity.js';
import { Sport, type Tournament } from '../tournaments/tournament.entity.js';

/** A match's state as previews, cards and calendars label it: "LIVE", "FINAL"; in the texts' language. */
export function statusLabel(match: Match, texts: GeneratedTexts = ENGLISH_TEXTS): string {
  const id = `status.${match.status}` as const;
  return id in texts.catalogue ? texts(id) : match.status;
}

/** The names of both sides; "TBD" for a knockout slot not yet decided. Relations must be loaded. */
export function sideNames(match: Match, texts: GeneratedTexts = ENGLISH_TEXTS): { home: string; away: string } {
  return {
    home: match.homeTeam?.getEntity().name ?? texts('share.tbd'),
    away: match.awayTeam?.getEntity().name ?? texts('share.tbd'),
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
export function scoreLine(match: Match, tournament: Tournament, texts: GeneratedTexts = ENGLISH_TEXTS): string {
  const { home, away } = sideNames(match, texts);
  const homeScore = sideScoreText(match, tournament, 'home');
  const awayScore = sideScoreText(match, tournament, 'away');
  if (homeScore === null && awayScore === null) return texts('share.unplayed', { home, away });
  return `${home} ${homeScore ?? '-'} – ${awayScore ?? '-'} ${away}`;
}

/**
 * A kick-off as every page of the site shows it: in the site's zone, labelled ("Wed 1 May 2030, 15:00 AST"),
 * so a pasted link's preview says the same time as the page it opens.
 */
export function previewDate(date: Date | null | undefined, texts: GeneratedTexts = ENGLISH_TEXTS): string {
  if (!date) return texts('share.dateTbd');
  return formatSiteDateTimeIn(date.toISOString(), texts.locale);
}
