import { CompetitionsService } from '../competitions/competitions.service.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../core/errors.js';
import { canSeeMatch } from '../common/policy.js';
import { User } from '../users/user.entity.js';
import type { RecordRef, RecordView } from '../../core/web-routes.js';
import type { Tournament } from '../tournaments/tournament.entity.js';
import { findTeamWithClub } from '../teams/teams.queries.js';
import { PlayerStatsService } from '../stats/player-stats.service.js';
import { PublicService } from './public.service.js';
import { previewDate, scoreLine, sideNames, statusLabel } from './match-text.js';
import { findMatch } from '../matches/match-read.js';
import { CARD_HEIGHT, CARD_WIDTH } from './share-card.js';
import { pageTitle } from '../../../../shared/page-titles.js';
import { ENGLISH_TEXTS, type GeneratedTextId, type GeneratedTexts } from '../../../../shared/i18n/generated-texts.js';
import { DEFAULT_LANGUAGE, LANGUAGE_PARAM } from '../../../../shared/i18n/languages.js';
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

const VIEW_TITLES = {
  standings: 'page.view.standings',
  leaders: 'page.view.leaders',
  bracket: 'page.view.bracket',
  fixtures: 'page.view.fixtures',
} as const satisfies Record<RecordView, GeneratedTextId>;

const VIEW_DESCRIPTIONS = {
  standings: 'share.standingsDescription',
  leaders: 'share.leadersDescription',
  bracket: 'share.bracketDescription',
  fixtures: 'share.fixturesDescription',
} as const satisfies Record<RecordView, GeneratedTextId>;

/** The title and description of one part of a tournament (its standings, leaders, bracket or fixtures). */
function tournamentViewText(
  tournament: Tournament,
  view: RecordView,
  texts: GeneratedTexts,
): { title: string; description: string } {
  const values = { name: tournament.name, sport: tournament.sport };
  return { title: texts(VIEW_TITLES[view], values), description: texts(VIEW_DESCRIPTIONS[view], values) };
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
  texts: GeneratedTexts = ENGLISH_TEXTS,
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
    // The picture's words in the page's language.
    if (texts.language !== DEFAULT_LANGUAGE) address.searchParams.set(LANGUAGE_PARAM, texts.language);
    return { url: address.toString(), alt };
  };
  try {
    if (ref.kind === 'team') {
      const team = await new PublicService(ctx).team(ref.id);
      const values = { team: team.name, sport: team.sport ?? 'other', club: team.club.getEntity().name };
      const description = team.homeGround
        ? texts('share.teamDescriptionAtGround', { ...values, ground: team.homeGround })
        : texts('share.teamDescription', values);
      return { meta: { title: team.name, description, url } };
    }
    if (ref.kind === 'player') {
      const player = await new PlayerStatsService(ctx).player(ref.id);
      const team = await findTeamWithClub(fork, player.teamId);
      const values = { player: player.name, team: team?.name ?? 'Pitchside' };
      // The position is the roster's own word for it, as the club typed or picked it.
      const description = player.position
        ? texts('share.playerDescriptionWithRole', { ...values, role: player.position.replace(/_/g, ' ') })
        : texts('share.playerDescription', values);
      return { meta: { title: player.name, description, url } };
    }
    if (ref.kind === 'competition') {
      const competition = await new CompetitionsService(ctx).get(ref.id);
      return {
        meta: {
          title: competition.name,
          description: texts('share.competitionDescription', { name: competition.name }),
          url,
        },
      };
    }
    if (ref.kind === 'tournament') {
      const tournament = await new PublicService(ctx).tournament(ref.id);
      if (ref.view === 'standings') {
        return {
          meta: {
            ...tournamentViewText(tournament, ref.view, texts),
            url,
            image: image('standings', texts('share.standingsImageAlt', { name: tournament.name })),
            oembed,
          },
        };
      }
      if (ref.view === 'fixtures') {
        return { meta: { ...tournamentViewText(tournament, ref.view, texts), url, oembed } };
      }
      if (ref.view) return { meta: { ...tournamentViewText(tournament, ref.view, texts), url } };
      const parts = [
        tournament.description,
        texts('share.dates', { start: tournament.startDate, end: tournament.endDate }),
        tournament.venueInfo,
      ].filter((part): part is string => Boolean(part));
      const version = tournament.updatedAt.getTime().toString(36);
      return {
        meta: {
          title: tournament.name,
          description: parts.join(' · '),
          url,
          image: image('tournament', texts('share.tournamentImageAlt', { name: tournament.name }), version),
          oembed,
        },
      };
    }
    // One query: the tournament (for the visibility rule) and both teams (for the title) are joined in.
    const match = await findMatch(ctx.em, ref.id);
    if (!match || !canSeeMatch(viewer, match)) return null;
    const tournament = match.tournament.getEntity();
    const { home, away } = sideNames(match, texts);
    const score = scoreLine(match, tournament, texts);
    const description = [
      texts('share.matchState', { status: statusLabel(match, texts), score }),
      tournament.name,
      previewDate(match.scheduledDate, texts),
      match.venue ?? texts('share.venueTbd'),
    ].join(' · ');
    const version = `${match.seq}-${match.updatedAt.getTime().toString(36)}`;
    const title = texts('share.matchTitle', { home, away });
    return {
      meta: {
        title,
        description,
        url,
        image: image('match', texts('share.matchImageAlt', { title, score }), version),
        oembed,
      },
      tournamentId: tournament.id,
    };
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}
