import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** What is known of the HTTP request being handled, wherever its work runs (services, resolvers, SQL). */
export type RequestScope = {
  /** Sent back as `X-Request-Id` and written on every log line of the request. */
  requestId: string;
  /** SQL statements sent for this request so far (core/metrics.ts counts them). */
  statements: number;
};

const requestScopes = new AsyncLocalStorage<RequestScope>();

/** The request whose work is running now, or undefined outside one (startup, workers, WebSocket frames). */
export function currentRequest(): RequestScope | undefined {
  return requestScopes.getStore();
}

export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * A caller's id is kept when it is short and plain (a proxy's or a client's, so one id follows a request
 * through every hop); anything else could forge log lines or headers, and is replaced.
 */
const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdOf(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && WELL_FORMED_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Runs `work` as the request `requestId`'s (its log lines, its SQL count), for what answers before Express. */
export function inRequestScope<T>(requestId: string, work: (scope: RequestScope) => T): T {
  const scope: RequestScope = { requestId, statements: 0 };
  return requestScopes.run(scope, () => work(scope));
}

/** Gives each request its id, answers it in `X-Request-Id`, and runs the rest of the request in its scope. */
export function requestIds() {
  return (req: Request, res: Response, next: NextFunction) => {
    const requestId = requestIdOf(req.headers['x-request-id']);
    res.setHeader(REQUEST_ID_HEADER, requestId);
    requestScopes.run({ requestId, statements: 0 }, next);
  };
}

/** `destination`: where lines go (stdout by default; tests read them from a stream). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'pitchside' },
      // Every line written while a request is handled names it, without services passing the id around.
      mixin: () => {
        const scope = requestScopes.getStore();
        return scope ? { requestId: scope.requestId } : {};
      },
    },
    destination,
  );
}
