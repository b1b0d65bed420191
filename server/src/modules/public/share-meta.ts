import { CompetitionsService } from '../competitions/competitions.service.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../core/errors.js';
import { canSeeMatch } from '../common/policy.js';
import { User } from '../users/user.entity.js';
import type { RecordRef, RecordView } from '../../core/web-routes.js';
import { Sport, type Tournament } from '../tournaments/tournament.entity.js';
import { findTeamWithClub } from '../teams/teams.queries.js';
import { PlayerStatsService } from '../stats/player-stats.service.js';
import { PublicService } from './public.service.js';
import { previewDate, scoreLine, sideNames, statusLabel } from './match-text.js';
import { findMatch } from '../matches/match-read.js';
import { CARD_HEIGHT, CARD_WIDTH } from './share-card.js';
import { pageTitle, tournamentViewSubject } from '../../../../shared/page-titles.js';
import { shareImagePath, type ShareImageKind } from './share-images.js';

/** A preview's picture: an absolute URL of a CARD_WIDTH x CARD_HEIGHT PNG, and what it shows. */
export type ShareImage = { url: string; alt: string };

export type ShareMeta = {
  title: string;
  description: string;
  url: string;
  image?: ShareImage;
  /** The page's oEmbed answer (/oembed?url=…), announced so that a CMS pasting the link finds the widget. */
  oembed?: string;
};

/** The oEmbed endpoint's address for a page, for the discovery <link> in its head. */
export function oembedDiscoveryUrl(publicUrl: string, pageUrl: string): string {
  const url = new URL('/oembed', publicUrl);
  url.searchParams.set('url', pageUrl);
  url.searchParams.set('format', 'json');
  return url.toString();
}

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
  const image = meta.image
    ? [
        `<meta property="og:image" content="${escapeHtml(meta.image.url)}" />`,
        `<meta property="og:image:type" content="image/png" />`,
        `<meta property="og:image:width" content="${CARD_WIDTH}" />`,
        `<meta property="og:image:height" content="${CARD_HEIGHT}" />`,
        `<meta property="og:image:alt" content="${escapeHtml(meta.image.alt)}" />`,
        `<meta name="twitter:image" content="${escapeHtml(meta.image.url)}" />`,
        `<meta name="twitter:image:alt" content="${escapeHtml(meta.image.alt)}" />`,
      ]
    : [];
  const tags = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Pitchside" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    ...image,
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    ...(meta.oembed
      ? [`<link rel="alternate" type="application/json+oembed" href="${escapeHtml(meta.oembed)}" title="${title}" />`]
      : []),
  ].join('\n    ');
  // Replacer functions: a `$` in a name must not be read as a replacement pattern ($&, $', $`).
  return html
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(pageTitle(meta.title))}</title>`)
    .replace(/<meta name="description"[^>]*>/, () => `<meta name="description" content="${description}" />`)
    .replace('</head>', () => `    ${tags}\n  </head>`);
}

/** What a page's record lookup found (null when the record does not exist or is not public). */
/** A page's share tags, and for a match's page the tournament it is in (the page's cache keys name it). */
export type PageRecord = { meta: ShareMeta | null; tournamentId?: number };

/** A page's address: a tournament's parts have their own paths; standings keep their old one. */
function recordPath(ref: RecordRef): string {
  if (ref.view === 'standings') return `/standings/${ref.id}`;
  if (ref.view) return `/tournament/${ref.id}/${ref.view}`;
  return `/${ref.kind}/${ref.id}`;
}

/** What a tournament's leaderboards rank, in its sport's words. */
const LEADERS_BY_SPORT: Record<Sport, string> = {
  [Sport.cricket]: 'most runs, most wickets, best strike rates and economy',
  [Sport.football]: 'top scorers, assists and cards',
  [Sport.points]: 'its leading players',
};

/** The title and description of one part of a tournament (its standings, leaders, bracket or fixtures). */
function tournamentViewText(tournament: Tournament, view: RecordView): { title: string; description: string } {
  const name = tournament.name;
  switch (view) {
    case 'standings':
      return {
        title: tournamentViewSubject(name, 'standings'),
        description: `The table of ${name}, from every completed match.`,
      };
    case 'leaders':
      return {
        title: tournamentViewSubject(name, 'leaders'),
        description: `The leaderboards of ${name}: ${LEADERS_BY_SPORT[tournament.sport]}.`,
      };
    case 'bracket':
      return {
        title: tournamentViewSubject(name, 'bracket'),
        description: `The knockout bracket of ${name}: every round to the final, with scores as they are played.`,
      };
    case 'fixtures':
      return {
        title: tournamentViewSubject(name, 'fixtures'),
        description: `Every fixture and result of ${name}, round by round, with dates and kick-off times in AST.`,
      };
  }
}

/**
 * Reads the record a page is about, in one query, both to answer 404 for an unknown or hidden id and to
 * give the page its title, description and preview (every public page names its subject). Visibility is
 * the services' own rule seen by a visitor (pages are served without the session): a draft is as missing
 * as an unknown id. Its creator's browser still shows it, since the page's own GraphQL requests carry the
 * session.
 */
export async function readPageRecord(
  em: EntityManager,
  publicUrl: string,
  ref: RecordRef,
  viewerId?: number,
): Promise<PageRecord | null> {
  const fork = em.fork();
  // A signed-in creator opening their own draft gets the page, not a 404 (one more read, only then).
  const viewer = viewerId ? await fork.findOne(User, { id: viewerId }) : null;
  const ctx = { em: fork, viewer };
  const url = new URL(recordPath(ref), publicUrl).toString();
  // Standings, match, tournament and fixtures pages each have a widget (see oembed.ts).
  const oembed = oembedDiscoveryUrl(publicUrl, url);
  const image = (kind: ShareImageKind, alt: string, version?: string): ShareImage => {
    const address = new URL(shareImagePath(kind, ref.id), publicUrl);
    // A new address when the data moves on: previews cache an image by its URL.
    if (version) address.searchParams.set('v', version);
    return { url: address.toString(), alt };
  };
  try {
    if (ref.kind === 'team') {
      const team = await new PublicService(ctx).team(ref.id);
      const club = team.club.getEntity().name;
      const about = `${team.sport === Sport.football || team.sport === Sport.cricket ? `a ${team.sport}` : 'a'} team of ${club}`;
      return {
        meta: {
          title: team.name,
          description: `${team.name}, ${about}: squad, fixtures and results${team.homeGround ? `, at ${team.homeGround}` : ''}.`,
          url,
        },
      };
    }
    if (ref.kind === 'player') {
      const player = await new PlayerStatsService(ctx).player(ref.id);
      const team = await findTeamWithClub(fork, player.teamId);
      const role = player.position ? `${player.position.replace(/_/g, ' ')}, ` : '';
      return {
        meta: {
          title: player.name,
          description: `${player.name}, ${role}${team?.name ?? 'Pitchside'}: career figures and every match played.`,
          url,
        },
      };
    }
    if (ref.kind === 'competition') {
      const competition = await new CompetitionsService(ctx).get(ref.id);
      return {
        meta: {
          title: competition.name,
          description: `${competition.name}: every season and its champion, the all-time table and the records.`,
          url,
        },
      };
    }
    if (ref.kind === 'tournament') {
      const tournament = await new PublicService(ctx).tournament(ref.id);
      if (ref.view === 'standings') {
        return {
          meta: {
            ...tournamentViewText(tournament, ref.view),
            url,
            image: image('standings', `${tournament.name} standings: the top of the table`),
            oembed,
          },
        };
      }
      if (ref.view === 'fixtures') return { meta: { ...tournamentViewText(tournament, ref.view), url, oembed } };
      if (ref.view) return { meta: { ...tournamentViewText(tournament, ref.view), url } };
      const parts = [
        tournament.description,
        `${tournament.startDate} to ${tournament.endDate}`,
        tournament.venueInfo,
      ].filter((part): part is string => Boolean(part));
      const version = tournament.updatedAt.getTime().toString(36);
      return {
        meta: {
          title: tournament.name,
          description: parts.join(' · '),
          url,
          image: image('tournament', `${tournament.name}: dates and matches played`, version),
          oembed,
        },
      };
    }
    // One query: the tournament (for the visibility rule) and both teams (for the title) are joined in.
    const match = await findMatch(ctx.em, ref.id);
    if (!match || !canSeeMatch(viewer, match)) return null;
    const tournament = match.tournament.getEntity();
    const { home, away } = sideNames(match);
    const description = [
      `${statusLabel(match)}: ${scoreLine(match, tournament)}`,
      tournament.name,
      previewDate(match.scheduledDate),
      match.venue ?? 'Venue TBD',
    ].join(' · ');
    const version = `${match.seq}-${match.updatedAt.getTime().toString(36)}`;
    const title = `${home} vs ${away}`;
    return {
      meta: {
        title,
        description,
        url,
        image: image('match', `${title}: ${scoreLine(match, tournament)}`, version),
        oembed,
      },
      tournamentId: tournament.id,
    };
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}
