import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { injectShareMeta, type ShareMeta } from './modules/public/share-meta.js';

export type WebOptions = {
  /** Open Graph / Twitter tags for a page, when it has any (tournament and match pages). */
  shareMeta?: (pathname: string) => Promise<ShareMeta | null>;
  /** Told when the preview could not be read; the page is then served without it. */
  onMetaError?: (error: unknown) => void;
};

/**
 * Serves the built SPA: hashed assets cached for a year, every other page gets index.html, with a
 * page's share-preview tags put into its head so a pasted link previews without running scripts.
 */
export function createWebRouter(webDist: string, options: WebOptions = {}): Router | null {
  const root = path.resolve(webDist);
  const indexPath = path.join(root, 'index.html');
  if (!existsSync(indexPath)) return null;
  const router = Router();
  router.use('/assets', express.static(path.join(root, 'assets'), { immutable: true, maxAge: '1y' }));
  router.use(express.static(root, { index: false, maxAge: '1h' }));
  let indexHtml: Promise<string> | null = null;
  router.get(/^(?!\/(api|graphql|auth\/local|healthz)(\/|$)).*/, (req: Request, res: Response, next: NextFunction) => {
    indexHtml ??= readFile(indexPath, 'utf8');
    // A preview is a nicety: if it cannot be read, the page itself must still load.
    const meta = (options.shareMeta?.(req.path) ?? Promise.resolve(null)).catch((error: unknown) => {
      options.onMetaError?.(error);
      return null;
    });
    Promise.all([indexHtml, meta])
      .then(([html, meta]) =>
        res
          .type('html')
          .set('Cache-Control', 'no-cache')
          .send(meta ? injectShareMeta(html, meta) : html),
      )
      .catch(next);
  });
  return router;
}
