import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach } from 'vitest';
import { createLogger } from '../../../server/src/logger.js';
import { Match } from '../../../server/src/modules/matches/match.entity.js';
import { WebhookDelivery } from '../../../server/src/modules/webhooks/webhook-delivery.entity.js';
import { WebhookWorker } from '../../../server/src/modules/webhooks/webhook-worker.js';
import { WebhookEvent } from '../../../server/src/modules/webhooks/webhook.entity.js';
import type { TestClient } from '../../support/client.js';
import { signedInClient, useTestServer } from '../management/support.js';
import { ball, scoredMatch, type Fixture } from '../matches/events/support.js';

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

const CreateWebhook = /* GraphQL */ `
  mutation CreateWebhook($input: WebhookInput!) {
    createWebhook(input: $input) {
      secret
      webhook {
        id
        url
        events
        isActive
        tournamentId
        secretHint
      }
    }
  }
`;

export const Deliveries = /* GraphQL */ `
  query Deliveries($webhookId: Int!) {
    webhookDeliveries(webhookId: $webhookId) {
      id
      eventId
      eventType
      status
      attempts
      lastStatusCode
      lastError
      deliveredAt
    }
  }
`;

export const Resend = /* GraphQL */ `
  mutation Resend($id: Int!) {
    resendWebhookDelivery(id: $id) {
      id
      status
      attempts
    }
  }
`;

type Created = {
  createWebhook: { secret: string; webhook: { id: number; secretHint: string; events: string[] } } | null;
};

export const ALL_EVENTS = Object.values(WebhookEvent);

const logger = createLogger('silent');

/**
 * Before each test, an empty database but for a cricket match (`scoredMatch`), its organiser signed in
 * (`scene`); `register` adds a hook to its tournament, `worker` makes a quick worker (stopped after the
 * test, as is each of `closers`), `stored` reads a hook's deliveries.
 */
export function useWebhookTournament() {
  const server = useTestServer();
  const scene = {} as { fixture: Fixture; organiser: TestClient; tournamentId: number };
  const workers: WebhookWorker[] = [];
  const closers: (() => Promise<void>)[] = [];

  const config = () => ({
    ...server.config.webhooks,
    backoffBaseMs: 50,
    pollMs: 20,
    timeoutMs: 1_500,
  });
  function worker(overrides: Partial<ReturnType<typeof config>> = {}): WebhookWorker {
    const made = new WebhookWorker({ em: server.orm.em, config: { ...config(), ...overrides }, logger });
    workers.push(made);
    return made;
  }

  async function register(url: string, events: WebhookEvent[] = ALL_EVENTS, client = scene.organiser) {
    return client.gql<Created>(CreateWebhook, { input: { tournamentId: scene.tournamentId, url, events } });
  }

  async function stored(webhookId: number): Promise<WebhookDelivery[]> {
    return server.em().find(WebhookDelivery, { webhook: webhookId }, { orderBy: { id: 'asc' } });
  }

  beforeEach(async () => {
    await server.reset();
    scene.fixture = await scoredMatch(server.em());
    const match = await server.em().findOneOrFail(Match, { id: scene.fixture.matchId });
    scene.tournamentId = match.tournament.id;
    scene.organiser = await signedInClient(server, scene.fixture.creator.email);
  });

  afterEach(async () => {
    await Promise.all(workers.splice(0).map((each) => each.stop()));
    await Promise.all(closers.splice(0).map((close) => close()));
  });

  return { server, scene, closers, worker, register, stored };
}
