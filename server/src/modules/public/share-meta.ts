import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../graphql/errors.js';
import { MatchesService } from '../matches/matches.service.js';
import { PublicService } from './public.service.js';
import { previewDate, scoreLine, sideNames, statusLabel } from './match-text.js';

export type ShareMeta = { title: string; description: string; url: string };

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]);
}

function truncate(text: string, max = 280): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/**
 * Open Graph and Twitter tags for a pasted link, put into the served index.html so that previews
 * (which run no JavaScript) show the real tournament or match. Everything is escaped.
 */
export function injectShareMeta(html: string, meta: ShareMeta): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(truncate(meta.description));
  const url = escapeHtml(meta.url);
  const tags = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Pitchside" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
  ].join('\n    ');
  // Replacer functions: a `$` in a name must not be read as a replacement pattern ($&, $', $`).
  return html
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title} · Pitchside</title>`)
    .replace(/<meta name="description"[^>]*>/, () => `<meta name="description" content="${description}" />`)
    .replace('</head>', () => `    ${tags}\n  </head>`);
}

/** Reads what a preview of /tournament/{id} or /match/{id} shows; null for any other page or a hidden record. */
export async function readShareMeta(em: EntityManager, publicUrl: string, pathname: string): Promise<ShareMeta | null> {
  const found = /^\/(tournament|match)\/(\d{1,9})\/?$/.exec(pathname);
  if (!found) return null;
  const [, kind, rawId] = found;
  const id = Number(rawId);
  const url = new URL(`/${kind}/${id}`, publicUrl).toString();
  // A visitor's view: drafts get no preview.
  const ctx = { em: em.fork(), viewer: null };
  try {
    if (kind === 'tournament') {
      const tournament = await new PublicService(ctx).tournament(id);
      const parts = [
        tournament.description,
        `${tournament.startDate} to ${tournament.endDate}`,
        tournament.venueInfo,
      ].filter((part): part is string => Boolean(part));
      return { title: tournament.name, description: parts.join(' · '), url };
    }
    const match = await new MatchesService(ctx).getVisible(id);
    await ctx.em.populate(match, ['homeTeam', 'awayTeam']);
    const tournament = match.tournament.getEntity();
    const { home, away } = sideNames(match);
    const description = [
      `${statusLabel(match)}: ${scoreLine(match, tournament)}`,
      tournament.name,
      previewDate(match.scheduledDate),
      match.venue ?? 'Venue TBD',
    ].join(' · ');
    return { title: `${home} vs ${away}`, description, url };
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}
