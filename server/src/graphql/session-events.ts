import type { NextFunction, Request, Response } from 'express';
import type { AppPubSub, SessionEndedPayload } from './pubsub.js';

export const SESSION_ENDED = 'SESSION_ENDED';

/** Call after the change is committed; an in-process event today, a shared pub/sub across instances later. */
export function publishSessionEnded(pubSub: AppPubSub | undefined, payload: SessionEndedPayload): void {
  pubSub?.publish(SESSION_ENDED, payload);
}

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
