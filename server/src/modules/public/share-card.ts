import { ENGLISH_TEXTS, type GeneratedTexts } from '../../../../shared/i18n/generated-texts.js';
import type { Match } from '../matches/match.entity.js';
import { MatchStatus } from '../matches/match.entity.js';
import type { StandingRow } from '../standings/standing-row.type.js';
import { Sport, type Tournament } from '../tournaments/tournament.entity.js';
import type { TournamentMatchCounts } from './public.types.js';
import { previewDate, sideNames, sideScoreText, statusLabel } from './match-text.js';

/** The size Open Graph and Twitter's summary_large_image expect (1.91:1). */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The family the renderer is given (server/data/fonts): nothing is looked up on the host. */
export const CARD_FONT = 'DejaVu Sans';

const COLORS = {
  background: '#0b3d4f',
  band: '#072a37',
  text: '#fdf6e3',
  muted: '#a5f3fc',
  accent: '#22d3ee',
  live: '#dc2626',
};

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function xml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]);
}

/**
 * Shortens text to fit a width: SVG text does not wrap or shrink, and DejaVu Sans averages about 0.6 em
 * a character (bold a little more), so the count is a safe estimate rather than a measurement.
 */
export function fitText(text: string, width: number, fontSize: number, bold = false): string {
  const max = Math.max(1, Math.floor(width / (fontSize * (bold ? 0.66 : 0.6))));
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

type TextOptions = {
  x: number;
  y: number;
  size: number;
  color?: string;
  bold?: boolean;
  anchor?: 'start' | 'middle' | 'end';
  width?: number;
};

function text(content: string, options: TextOptions): string {
  const { x, y, size, color = COLORS.text, bold = false, anchor = 'start', width = CARD_WIDTH - 2 * 72 } = options;
  const fitted = fitText(content, width, size, bold);
  return (
    `<text x="${x}" y="${y}" font-size="${size}" fill="${color}" text-anchor="${anchor}"` +
    `${bold ? ' font-weight="bold"' : ''}>${xml(fitted)}</text>`
  );
}

/** The frame every card shares: background, the brand, a label at the top right and a footer line. */
function frame(label: string, body: string[], footer: string, labelColor = COLORS.accent): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" font-family="${CARD_FONT}">`,
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${COLORS.background}"/>`,
    `<rect y="${CARD_HEIGHT - 96}" width="${CARD_WIDTH}" height="96" fill="${COLORS.band}"/>`,
    `<rect width="${CARD_WIDTH}" height="12" fill="${COLORS.accent}"/>`,
    text('Pitchside', { x: 72, y: 96, size: 40, bold: true, width: 400 }),
    text(label, { x: CARD_WIDTH - 72, y: 96, size: 34, bold: true, anchor: 'end', color: labelColor, width: 600 }),
    ...body,
    text(footer, { x: 72, y: CARD_HEIGHT - 36, size: 28, color: COLORS.muted }),
    '</svg>',
  ].join('\n');
}

function sportName(sport: Sport, texts: GeneratedTexts): string {
  return texts('card.sport', { sport });
}

/** "173/5 (20.0 ov)" as the big figure and the small print beside it. */
function splitScore(score: string | null): { figure: string; detail: string | null } {
  if (score === null) return { figure: '-', detail: null };
  const found = /^(.*?) \((.*)\)$/.exec(score);
  return found ? { figure: found[1], detail: found[2] } : { figure: score, detail: null };
}

/** A match: both sides and, once scored, the score; LIVE in red while in play. Relations must be loaded. */
export function matchCardSvg(match: Match, tournament: Tournament, texts: GeneratedTexts = ENGLISH_TEXTS): string {
  const { home, away } = sideNames(match, texts);
  const homeScore = sideScoreText(match, tournament, 'home');
  const awayScore = sideScoreText(match, tournament, 'away');
  const scored = homeScore !== null || awayScore !== null;
  const live = match.status === MatchStatus.in_progress;
  const nameWidth = scored ? CARD_WIDTH - 144 - 340 : CARD_WIDTH - 144;
  const body = [text(tournament.name, { x: 72, y: 190, size: 32, color: COLORS.muted })];
  const sides: [string, string | null, number][] = [
    [home, homeScore, 300],
    [away, awayScore, 430],
  ];
  for (const [name, score, y] of sides) {
    body.push(text(name, { x: 72, y, size: 56, bold: true, width: nameWidth }));
    if (!scored) continue;
    const { figure, detail } = splitScore(score);
    const right = CARD_WIDTH - 72;
    body.push(text(figure, { x: right, y, size: 72, bold: true, anchor: 'end', width: 320 }));
    if (detail)
      body.push(text(detail, { x: right, y: y + 40, size: 26, color: COLORS.muted, anchor: 'end', width: 320 }));
  }
  if (!scored) body.push(text(texts('card.vs'), { x: 72, y: 365, size: 32, color: COLORS.muted }));
  const footer = `${previewDate(match.scheduledDate, texts)} · ${match.venue ?? texts('share.venueTbd')}`;
  return frame(statusLabel(match, texts), body, footer, live ? COLORS.live : COLORS.accent);
}

/** A tournament: its name, sport and dates, and how many matches are live, played and to come. */
export function tournamentCardSvg(
  tournament: Tournament,
  counts: TournamentMatchCounts,
  texts: GeneratedTexts = ENGLISH_TEXTS,
): string {
  const progress = [
    counts.live > 0 ? texts('card.live', { count: counts.live }) : null,
    texts('card.played', { count: counts.completed }),
    texts('card.toCome', { count: counts.upcoming }),
  ].filter((part): part is string => part !== null);
  const body = [
    text(tournament.name, { x: 72, y: 260, size: 60, bold: true }),
    text(
      `${sportName(tournament.sport, texts)} · ${texts('share.dates', { start: tournament.startDate, end: tournament.endDate })}`,
      {
        x: 72,
        y: 340,
        size: 36,
        color: COLORS.muted,
      },
    ),
    text(progress.join(' · '), { x: 72, y: 430, size: 40 }),
  ];
  return frame(texts('card.tournament'), body, tournament.venueInfo ?? texts('share.venueTbd'));
}

/** How many rows of the table a card has room for. */
export const STANDINGS_CARD_ROWS = 5;

/** A tournament's table, its first rows: position, team, played, points. */
export function standingsCardSvg(
  tournament: Tournament,
  rows: StandingRow[],
  texts: GeneratedTexts = ENGLISH_TEXTS,
): string {
  const top = 150;
  const line = 60;
  const body = [
    text(tournament.name, { x: 72, y: 165, size: 36, bold: true, width: 760 }),
    text(texts('card.playedColumn'), { x: 900, y: top + 40, size: 28, anchor: 'end', color: COLORS.muted, width: 80 }),
    text(texts('card.pointsColumn'), {
      x: CARD_WIDTH - 72,
      y: top + 40,
      size: 28,
      anchor: 'end',
      color: COLORS.muted,
      width: 120,
    }),
  ];
  const shown = rows.slice(0, STANDINGS_CARD_ROWS);
  shown.forEach((row, index) => {
    const y = top + 40 + line * (index + 1);
    body.push(
      text(String(row.position), { x: 120, y, size: 40, bold: true, anchor: 'end', width: 80 }),
      text(row.teamName, { x: 150, y, size: 40, width: 680 }),
      text(String(row.matchesPlayed), { x: 900, y, size: 40, anchor: 'end', width: 120 }),
      text(String(row.points), { x: CARD_WIDTH - 72, y, size: 40, bold: true, anchor: 'end', width: 160 }),
    );
  });
  if (shown.length === 0) body.push(text(texts('card.noMatches'), { x: 72, y: 320, size: 40 }));
  const more = rows.length > shown.length ? ` · ${texts('card.teams', { count: rows.length })}` : '';
  return frame(texts('card.standings'), body, `${sportName(tournament.sport, texts)}${more}`);
}
