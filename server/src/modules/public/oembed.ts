import type { EntityManager } from '@mikro-orm/postgresql';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { NotFoundError } from '../../core/errors.js';
import { canSeeMatch } from '../common/policy.js';
import { findMatch } from '../matches/match-read.js';
import { PublicService } from './public.service.js';
import { sideNames } from './match-text.js';
import { escapeHtml } from './share-meta.js';
import { EMBED_SIZES, type EmbedKind } from '../../../../shared/embeds.js';

export type EmbedRef = { kind: EmbedKind; id: number; theme?: 'dark' | 'light' };

/** A page of the site, or a widget itself, and the widget that shows it. */
const EMBEDDABLE_PAGES: readonly { pattern: RegExp; kind: EmbedKind }[] = [
  { pattern: /^\/(?:embed\/)?standings\/(\d{1,9})\/?$/, kind: 'standings' },
  { pattern: /^\/(?:embed\/)?match\/(\d{1,9})\/?$/, kind: 'match' },
  { pattern: /^\/tournament\/(\d{1,9})(?:\/fixtures)?\/?$/, kind: 'fixtures' },
  { pattern: /^\/embed\/fixtures\/(\d{1,9})\/?$/, kind: 'fixtures' },
];

/**
 * The refusal of a url that is no embeddable page: it names the pages that are, by the paths they answer
 * on (a "fixtures page" alone sent integrators to /fixtures/{id}, which no page has).
 */
export const NOT_EMBEDDABLE =
  'url must be a Pitchside page that has a widget: /standings/{id}, /match/{id}, /tournament/{id} or ' +
  '/tournament/{id}/fixtures (or their /embed/ address), with the id of a published record';

/** The widget a path names (a standings, match, tournament or fixtures page, or an /embed/ address); null if none. */
export function embedOfPath(pathname: string, search = ''): EmbedRef | null {
  for (const { pattern, kind } of EMBEDDABLE_PAGES) {
    const found = pattern.exec(pathname);
    if (!found) continue;
    const theme = new URLSearchParams(search).get('theme');
    const ref: EmbedRef = { kind, id: Number(found[1]) };
    return theme === 'dark' || theme === 'light' ? { ...ref, theme } : ref;
  }
  return null;
}

/** The widget's own address on `origin`, as an iframe's src. */
export function embedUrl(origin: string, ref: EmbedRef): string {
  const url = new URL(`/embed/${ref.kind}/${ref.id}`, origin);
  if (ref.theme) url.searchParams.set('theme', ref.theme);
  return url.toString();
}

export type OEmbedResponse = {
  version: '1.0';
  type: 'rich';
  provider_name: 'Pitchside';
  provider_url: string;
  title: string;
  html: string;
  width: number;
  height: number;
  cache_age: number;
};

/** How long a consumer may keep the answer: the iframe moves by itself, only a renamed team is missed. */
const CACHE_AGE_SECONDS = 3600;

/** The iframe a consumer pastes into its page; every attribute escaped (names are anyone's text). */
export function iframeHtml(src: string, title: string, width: number, height: number): string {
  return (
    `<iframe src="${escapeHtml(src)}" width="${width}" height="${height}" title="${escapeHtml(title)}"` +
    ` style="border:0;max-width:100%" loading="lazy"></iframe>`
  );
}

/** A request the endpoint refuses: its status and a message naming the parameter. */
class OEmbedError extends Error {
  constructor(
    readonly status: 400 | 404 | 501,
    message: string,
  ) {
    super(message);
  }
}

/** One query parameter as a single string (a repeated one is refused). */
function single(req: Request, name: string): string | undefined {
  const value = req.query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new OEmbedError(400, `${name} must be given once`);
  return value;
}

function dimension(req: Request, name: 'maxwidth' | 'maxheight'): number | undefined {
  const raw = single(req, name);
  if (raw === undefined) return undefined;
  if (!/^\d{1,5}$/.test(raw) || Number(raw) < 1) {
    throw new OEmbedError(400, `${name} must be a whole number of pixels from 1 to 99999`);
  }
  return Number(raw);
}

/** The widget named by `url`, which must be an address of this site (PUBLIC_URL, or the host asked). */
function parseTarget(req: Request, publicUrl: string): { ref: EmbedRef; origin: string } {
  const raw = single(req, 'url');
  if (raw === undefined || raw.trim() === '') throw new OEmbedError(400, 'url is required');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OEmbedError(400, 'url must be an absolute http(s) address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OEmbedError(400, 'url must be an absolute http(s) address');
  }
  const own = url.origin === new URL(publicUrl).origin || url.host === req.get('host');
  const ref = own ? embedOfPath(url.pathname, url.search) : null;
  if (!ref) throw new OEmbedError(404, NOT_EMBEDDABLE);
  return { ref, origin: url.origin };
}

/** The widget's title, read as an anonymous visitor: a draft or unknown id is not found. */
async function embedTitle(em: EntityManager, ref: EmbedRef): Promise<string | null> {
  try {
    if (ref.kind === 'match') {
      const match = await findMatch(em, ref.id);
      if (!match || !canSeeMatch(null, match)) return null;
      const { home, away } = sideNames(match);
      return `${home} vs ${away} · ${match.tournament.getEntity().name}`;
    }
    const tournament = await new PublicService({ em, viewer: null }).tournament(ref.id);
    return `${tournament.name} ${ref.kind === 'standings' ? 'standings' : 'fixtures'}`;
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/**
 * GET /oembed (oEmbed 1.0, https://oembed.com): a standings, match or tournament page (or its /embed/
 * address) as a "rich" answer whose html is the widget's iframe, sized within maxwidth and maxheight.
 * JSON only: format=xml is 501 as the spec asks. Open to any site (cors.ts), like the other public reads.
 */
export function createOEmbedRouter(em: EntityManager, publicUrl: string): Router {
  const router = Router();
  router.get('/oembed', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const format = single(req, 'format');
      if (format !== undefined && format !== 'json' && format !== 'xml') {
        throw new OEmbedError(400, 'format must be json');
      }
      const maxWidth = dimension(req, 'maxwidth');
      const maxHeight = dimension(req, 'maxheight');
      const { ref, origin } = parseTarget(req, publicUrl);
      if (format === 'xml') throw new OEmbedError(501, 'format xml is not supported: ask for json');
      const title = await embedTitle(em.fork(), ref);
      if (title === null) throw new OEmbedError(404, NOT_EMBEDDABLE);
      const size = EMBED_SIZES[ref.kind];
      const width = Math.min(size.width, maxWidth ?? size.width);
      const height = Math.min(size.height, maxHeight ?? size.height);
      const body: OEmbedResponse = {
        version: '1.0',
        type: 'rich',
        provider_name: 'Pitchside',
        provider_url: new URL('/', origin).toString(),
        title,
        html: iframeHtml(embedUrl(origin, ref), title, width, height),
        width,
        height,
        cache_age: CACHE_AGE_SECONDS,
      };
      res.set('Cache-Control', 'public, max-age=300').json(body);
    } catch (error) {
      if (error instanceof OEmbedError) {
        res.status(error.status).set('Cache-Control', 'no-cache').json({ error: error.message });
        return;
      }
      next(error);
    }
  });
  return router;
}
