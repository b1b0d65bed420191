import { ENGLISH_TEXTS, textsIn, type GeneratedTexts } from '../../../../shared/i18n/generated-texts.js';
import { DEFAULT_LANGUAGE, languageOf } from '../../../../shared/i18n/languages.js';
import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { NotFoundError } from '../../core/errors.js';
import { matchesEtag } from '../../core/etag.js';
import { repoPath } from '../../repo-path.js';
import { canSeeMatch } from '../common/policy.js';
import { findMatch } from '../matches/match-read.js';
import { StandingsService } from '../standings/standings.service.js';
import { PublicService } from './public.service.js';
import { CARD_FONT, matchCardSvg, standingsCardSvg, tournamentCardSvg } from './share-card.js';

/** What a share image shows: the link previews of /tournament/{id}, /match/{id} and /standings/{id}. */
export type ShareImageKind = 'tournament' | 'match' | 'standings';

/** The image's path for a record, as the page's og:image names it. */
export function shareImagePath(kind: ShareImageKind, id: number): string {
  return `/og/${kind}/${id}.png`;
}

/** The part of @resvg/resvg-js this module uses (a module's function: no `this`). */
type ResvgModule = {
  renderAsync: (
    svg: string,
    options: {
      fitTo: { mode: 'original' };
      font: { fontFiles: string[]; loadSystemFonts: boolean; defaultFontFamily: string };
    },
  ) => Promise<{ width: number; height: number; asPng(): Buffer }>;
};

/** The fonts shipped with the code (DejaVu, Bitstream Vera licence: server/data/fonts/LICENSE). */
const FONT_FILES = [
  repoPath('server', 'data', 'fonts', 'DejaVuSans.ttf'),
  repoPath('server', 'data', 'fonts', 'DejaVuSans-Bold.ttf'),
];

let resvg: Promise<ResvgModule> | null = null;

/**
 * Rasterises a card. The native renderer is loaded on the first image asked for, not at start-up (most
 * processes never draw one); no system font is read, so every host draws the same picture.
 */
export async function renderPng(svg: string): Promise<Buffer> {
  // A variable specifier: loaded at run time only, like an optional dependency.
  const specifier = '@resvg/resvg-js';
  resvg ??= (import(specifier) as Promise<ResvgModule>).catch((error: unknown) => {
    resvg = null;
    throw error;
  });
  const { renderAsync } = await resvg;
  const image = await renderAsync(svg, {
    fitTo: { mode: 'original' },
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: CARD_FONT },
  });
  return image.asPng();
}

type CachedImage = { version: string; png: Promise<Buffer> };

/**
 * Rendered images in memory, keyed by record and versioned by the drawing itself: each request rebuilds
 * the card's SVG from the current data (a few cheap reads), and only a new version (a changed score,
 * name or table) is rasterised again. A score change therefore invalidates the image without any event
 * wiring, and two requests for the same new version share one render.
 */
export class ShareImageCache {
  private readonly entries = new Map<string, CachedImage>();

  constructor(
    private readonly render: (svg: string) => Promise<Buffer> = renderPng,
    private readonly maxEntries = 200,
  ) {}

  get(key: string, svg: string): { version: string; png: Promise<Buffer> } {
    const version = createHash('sha256').update(svg).digest('base64url').slice(0, 22);
    const cached = this.entries.get(key);
    this.entries.delete(key);
    if (cached?.version === version) {
      this.entries.set(key, cached);
      return cached;
    }
    const entry: CachedImage = {
      version,
      png: this.render(svg).catch((error: unknown) => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
        throw error;
      }),
    };
    this.entries.set(key, entry);
    // Least recently used first: Map keeps insertion order, and a hit re-inserts.
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return entry;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The card of a record a visitor may see, as SVG; NotFoundError for an unknown, draft or hidden id. */
export async function shareCardSvg(
  em: EntityManager,
  kind: ShareImageKind,
  id: number,
  texts: GeneratedTexts = ENGLISH_TEXTS,
): Promise<string> {
  const ctx = { em: em.fork(), viewer: null };
  if (kind === 'match') {
    const match = await findMatch(ctx.em, id);
    if (!match || !canSeeMatch(null, match)) throw new NotFoundError('Match not found');
    return matchCardSvg(match, match.tournament.getEntity(), texts);
  }
  const service = new PublicService(ctx);
  const tournament = await service.tournament(id);
  if (kind === 'standings') {
    return standingsCardSvg(tournament, await new StandingsService(ctx).forTournament(id), texts);
  }
  return tournamentCardSvg(tournament, await service.tournamentMatchCounts(id), texts);
}

const IMAGE_FILE = /^(\d{1,9})\.png$/;

/**
 * The share images: GET /og/{tournament|match|standings}/{id}.png, a 1200x630 PNG drawn on the server.
 * Public data only (read as a visitor, without the session); an unknown or unpublished id is 404. The
 * ETag is the image's version, so a crawler's revalidation of an unchanged image is a 304.
 */
export function createShareImageRouter(em: EntityManager, cache = new ShareImageCache()): Router {
  const router = Router();
  router.get('/og/:kind/:file', async (req: Request, res: Response, next: NextFunction) => {
    const kind = String(req.params.kind);
    const file = IMAGE_FILE.exec(String(req.params.file));
    if (!file || !['tournament', 'match', 'standings'].includes(kind)) {
      return res.status(404).type('text/plain').send('Not found');
    }
    try {
      const id = Number(file[1]);
      // ?lang= writes the card's words in the page's language (share-meta.ts adds it to the address).
      const language = languageOf(typeof req.query.lang === 'string' ? req.query.lang : null) ?? DEFAULT_LANGUAGE;
      const svg = await shareCardSvg(em, kind as ShareImageKind, id, textsIn(language));
      const image = cache.get(`${kind}:${id}:${language}`, svg);
      res.set({
        ETag: `"${image.version}"`,
        // Short: a live score moves on; the ETag makes re-asking cheap.
        'Cache-Control': 'public, max-age=60',
        // Other sites may show the picture (helmet's default would allow this site only).
        'Cross-Origin-Resource-Policy': 'cross-origin',
      });
      if (matchesEtag(req.get('If-None-Match'), `"${image.version}"`)) return res.status(304).end();
      res.type('image/png').send(await image.png);
    } catch (error) {
      if (error instanceof NotFoundError) return res.status(404).type('text/plain').send(error.message);
      next(error);
    }
  });
  return router;
}
