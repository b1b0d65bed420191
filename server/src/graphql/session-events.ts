import type { NextFunction, Request, Response } from 'express';
import { publishSessionEnded, type AppPubSub } from '../core/pubsub.js';

/**
 * Mounted in front of the logout route: once the response is sent (the session is gone), the session's
 * live sockets are told to close. The auth routes need not know about WebSockets.
 */
export function announceLogout(pubSub: AppPubSub) {
  return (req: Request, res: Response, next: NextFunction) => {
    const sessionId = req.sessionID;
    const userId = req.session?.userId;
    res.on('finish', () => {
      if (res.statusCode < 400 && sessionId) publishSessionEnded(pubSub, { sessionId, userId, reason: 'logout' });
    });
    next();
  };
}
