import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ball } from '../matches/events/support.js';

export type ReceivedRequest = { headers: IncomingHttpHeaders; body: string; at: number };

/**
 * A local webhook receiver. `answer` picks each reply by the request's number (1-based): a status, or
 * 'hang' to hold the request open until `close`. `listen` picks another loopback address or a port.
 */
export async function startReceiver(
  answer: (index: number, request: ReceivedRequest) => number | 'hang' = () => 200,
  listen: { host?: string; port?: number } = {},
) {
  const received: ReceivedRequest[] = [];
  const hanging = new Set<ServerResponse>();
  let delayMs = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() };
      received.push(request);
      const reply = answer(received.length, request);
      if (reply === 'hang') {
        hanging.add(res);
        return;
      }
      setTimeout(() => res.writeHead(reply).end('ok'), delayMs);
    });
  });
  const host = listen.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listen.port ?? 0, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}/hook`,
    port,
    received,
    /** How many requests are being held open right now. */
    get hangingCount() {
      return hanging.size;
    },
    setDelay(ms: number) {
      delayMs = ms;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Polls until `check` answers something truthy (or fails after `timeoutMs`). */
export async function until<T>(
  check: () => Promise<T> | T,
  timeoutMs = 10_000,
  what = 'the condition',
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Legal balls from the first of the match on: even runs only, so the strike changes only between overs. */
export function balls(homeId: number, count: number, from = 0): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, offset) => {
    const index = from + offset;
    const over = Math.floor(index / 6);
    const [batter, nonStriker] = over % 2 ? ['Bea', 'Ann'] : ['Ann', 'Bea'];
    return ball(
      batter,
      nonStriker,
      over % 2 ? 'Dan' : 'Cal',
      (index % 3) * 2,
      index === 0 ? { battingTeamId: homeId } : {},
    );
  });
}
