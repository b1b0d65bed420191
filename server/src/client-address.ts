import type { IncomingMessage } from 'node:http';

/**
 * The address a request counts against: the nearest proxy's view when behind one (as Express's `trust proxy`
 * 1 reads it), else the socket's. For what runs before Express or outside it: a WebSocket's upgrade, the
 * kept-answer door.
 */
export function clientAddress(request: IncomingMessage, behindProxy: boolean): string {
  const forwarded = request.headers['x-forwarded-for'];
  if (behindProxy && typeof forwarded === 'string' && forwarded.trim()) {
    return forwarded.split(',').at(-1)!.trim();
  }
  return request.socket.remoteAddress ?? 'unknown';
}
