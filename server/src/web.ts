import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express, { Router, type NextFunction, type Request, type Response } from 'express';

/** Serves the built SPA: hashed assets cached for a year, every other page gets index.html. */
export function createWebRouter(webDist: string): Router | null {
  const root = path.resolve(webDist);
  const indexPath = path.join(root, 'index.html');
  if (!existsSync(indexPath)) return null;
  const router = Router();
  router.use('/assets', express.static(path.join(root, 'assets'), { immutable: true, maxAge: '1y' }));
  router.use(express.static(root, { index: false, maxAge: '1h' }));
  let indexHtml: Promise<string> | null = null;
  router.get(/^(?!\/(api|graphql|auth\/local|healthz)(\/|$)).*/, (req: Request, res: Response, next: NextFunction) => {
    indexHtml ??= readFile(indexPath, 'utf8');
    indexHtml.then((html) => res.type('html').set('Cache-Control', 'no-cache').send(html)).catch(next);
  });
  return router;
}
