import type { EntityManager } from '@mikro-orm/postgresql';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { matchesEtag } from '../../core/etag.js';
import { CREST_COLUMNS, findCrestPicture, type CrestFile } from './teams.queries.js';

const TEAM_ID = /^\d{1,9}$/;
const A_YEAR = 365 * 24 * 60 * 60;

function isCrestFile(file: string): file is CrestFile {
  return Object.hasOwn(CREST_COLUMNS, file);
}

/**
 * Team crests: GET /crests/:teamId/{64,128,256}.webp and /256.png. Addressed with the version crestUrl
 * gives (?v=), the picture may be kept for a year, as a new upload changes the address; asked for
 * without it (or with an old one), it is revalidated each time, the ETag making that a 304.
 */
export function createCrestRouter(em: EntityManager): Router {
  const router = Router();
  router.get('/crests/:teamId/:file', async (req: Request, res: Response, next: NextFunction) => {
    const teamId = String(req.params.teamId);
    const file = String(req.params.file);
    if (!TEAM_ID.test(teamId) || !isCrestFile(file)) return res.status(404).type('text/plain').send('Not found');
    try {
      const picture = await findCrestPicture(em.fork(), Number(teamId), file);
      if (!picture) return res.status(404).type('text/plain').send('This team has no crest');
      const version = picture.hash.slice(0, 16);
      const etag = `"${version}-${file}"`;
      res.set({
        ETag: etag,
        'Cache-Control': req.query.v === version ? `public, max-age=${A_YEAR}, immutable` : 'public, no-cache',
      });
      if (matchesEtag(req.get('If-None-Match'), etag)) return res.status(304).end();
      res.type(file.endsWith('.png') ? 'image/png' : 'image/webp').send(picture.data);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
