import type { NextFunction, Request, Response } from 'express';
import { isOwnOrigin } from '../cors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Apollo's CSRF prevention covers /graphql only. A state-changing /api call must be JSON (which a
 * cross-site form cannot send without a preflight) and, when the browser names its origin, same-origin.
 */
export function restCsrfProtection(publicUrl: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get('origin');
    if (origin && !isOwnOrigin(origin, publicUrl, { headers: req.headers, protocol: req.protocol })) {
      res.status(403).json({ error: 'Cross-origin request refused.' });
      return;
    }
    if (!req.is('application/json')) {
      res.status(415).json({ error: 'Send the request body as application/json.' });
      return;
    }
    next();
  };
}
