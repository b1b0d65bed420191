import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type PitchsideApp } from '../../../server/src/app/app.js';
import { loadConfig } from '../../../server/src/config.js';
import type { Database } from '../../../server/src/db/orm.js';
import { createLogger } from '../../../server/src/logger.js';
import { MATCH_UPDATED } from '../../../server/src/modules/matches/match-events.js';
import { MatchStatus } from '../../../shared/enums.js';
import { openTestDatabase } from '../../support/database.js';
import { DeliveryStatus, WebhookDelivery } from '../../../server/src/modules/webhooks/webhook-delivery.entity.js';
import { Webhook, WebhookEvent } from '../../../server/src/modules/webhooks/webhook.entity.js';
import { Tournament } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { Role } from '../../../server/src/modules/users/user.entity.js';
import { createTournament, createUser } from '../../support/factories.js';
import { startTestServer, type TestServer } from '../../support/server.js';
import { subscribe } from '../../support/subscriptions.js';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

type LogLine = { level: number; msg: string; requestId?: string; [key: string]: unknown };

/** The app as tests/support/server.ts starts it, with the metrics configured and its log lines kept. */
async function startWithMetrics(webDist: string) {
  const database: Database = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://127.0.0.1',
    WEB_DIST: webDist,
    RESPONSE_CACHE_TTL_MS: '60000',
    METRICS_TOKEN: TOKEN,
    METRICS_PORT: '9464',
  });
  const lines: LogLine[] = [];
  const logger = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  const app: PitchsideApp = await createApp({ config, logger, orm: database.orm });
  await new Promise<void>((resolve) => app.httpServer.listen(0, '127.0.0.1', resolve));
  const { port } = app.httpServer.address() as AddressInfo;
  return { database, app, lines, url: `http://127.0.0.1:${port}` };
}

const scrape = (url: string, token = TOKEN) =>
  fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` } });

const graphql = (url: string, query: string, variables: Record<string, unknown> = {}, headers = {}) =>
  fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });

/** The lines of one metric (its samples), e.g. every `pitchside_http_request_duration_seconds_count{...}`. */
const samples = (text: string, name: string) => text.split('\n').filter((line) => line.startsWith(name));

describe('metrics and request ids', () => {
  let started: Awaited<ReturnType<typeof startWithMetrics>>;
  let webDist: string;
  let tournamentId: number;

  beforeAll(async () => {
    // A web build of one page is enough for the server to serve its pages.
    webDist = await mkdtemp(path.join(tmpdir(), 'pitchside-metrics-web-'));
    await writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><title>Pitchside</title></head><body><div id="root"></div></body></html>',
    );
    started = await startWithMetrics(webDist);
    const em = started.database.orm.em.fork();
    const creator = await createUser(em, { role: Role.tournament_creator });
    tournamentId = (await createTournament(em, creator)).id;
  });

  afterAll(async () => {
    await started?.app.stop();
    await started?.database.close();
    if (webDist) await rm(webDist, { recursive: true, force: true });
  });

  describe('/metrics on the site port', () => {
    it('refuses a scrape without the token or with a wrong one', async () => {
      const none = await fetch(`${started.url}/metrics`);
      expect(none.status).toBe(401);
      expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(await none.text()).not.toContain('pitchside_');
      expect((await scrape(started.url, 'not-the-token-at-all-but-long')).status).toBe(401);
      const basic = await fetch(`${started.url}/metrics`, { headers: { authorization: `Basic ${TOKEN}` } });
      expect(basic.status).toBe(401);
    });

    it('labels requests by route pattern and operation, never by the ids in a URL', async () => {
      const query = 'query MetricsTournament($id: Int!) { publicTournament(id: $id) { id name } }';
      // Read, then kept, then sent again as it was sent (graphql/express-handler.ts): each timed and counted.
      for (let i = 0; i < 3; i++) {
        const answer = await graphql(started.url, query, { id: tournamentId });
        expect(answer.status).toBe(200);
        expect(((await answer.json()) as { data?: unknown }).data).toBeTruthy();
      }
      // A page about the tournament, and its REST route: both have the id in their URL.
      const page = await fetch(`${started.url}/tournament/${tournamentId}`);
      expect(page.status).toBe(200);
      await page.text();
      const rest = await fetch(`${started.url}/api/public/tournaments/${tournamentId}`);
      expect(rest.status).toBe(200);
      await rest.text();

      const answer = await scrape(started.url);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('text/plain');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      const text = await answer.text();

      const requests = samples(text, 'pitchside_http_request_duration_seconds_count');
      expect(requests).toContainEqual(expect.stringContaining('route="/graphql",method="POST",status_class="2xx"'));
      expect(requests).toContainEqual(expect.stringContaining('route="/tournament/:id",method="GET"'));
      expect(requests).toContainEqual(expect.stringContaining('route="/api/public/tournaments/:id",method="GET"'));
      // No id of a tournament ever becomes a label (each would be a series of its own).
      for (const line of text.split('\n').filter((line) => line.startsWith('pitchside_'))) {
        expect(line).not.toContain(`/${tournamentId}`);
      }

      const operations = samples(text, 'pitchside_graphql_operation_duration_seconds_count');
      expect(operations).toContainEqual(expect.stringMatching(/operation="MetricsTournament",type="query"} 3$/));
      // The second and third asks of the same anonymous query were answered from the shared answers.
      expect(text).toMatch(/pitchside_response_cache_lookups_total{cache="graphql",result="hit"} ([2-9]|\d\d)/);
      expect(text).toMatch(/pitchside_response_cache_lookups_total{cache="graphql",result="miss"} [1-9]/);

      // SQL: counted by kind, and per request (the first query read the tournament).
      expect(text).toMatch(/pitchside_sql_statements_total{kind="select"} [1-9]/);
      expect(samples(text, 'pitchside_http_request_sql_statements_count')).toContainEqual(
        expect.stringContaining('route="/graphql"'),
      );
      expect(text).toMatch(/pitchside_db_pool_acquire_seconds_count [1-9]/);
      expect(text).toMatch(/pitchside_db_pool_connections{state="total"} [1-9]/);
      // Read when scraped, over every instance: nothing queued here.
      expect(text).toContain('pitchside_webhook_queue_depth 0');
      expect(text).toContain('pitchside_webhook_queue_oldest_age_seconds 0');
      // The process's own.
      expect(text).toContain('process_cpu_user_seconds_total');
      expect(text).toContain('nodejs_eventloop_lag_seconds');
    });

    it('times a kept answer sent at the front door under /graphql, with a request id of its own', async () => {
      const query = 'query MetricsDoor($id: Int!) { publicTournament(id: $id) { id } }';
      const postCount = async () => {
        const text = await (await scrape(started.url)).text();
        const line = samples(text, 'pitchside_http_request_duration_seconds_count').find((sample) =>
          sample.includes('route="/graphql",method="POST",status_class="2xx"'),
        );
        return Number(line?.split(' ').at(-1) ?? 0);
      };
      // Answered by Apollo and kept.
      await (await graphql(started.url, query, { id: tournamentId })).text();
      const before = await postCount();
      const ids = [];
      for (let i = 0; i < 2; i++) {
        const answer = await graphql(started.url, query, { id: tournamentId });
        expect(answer.status).toBe(200);
        await answer.text();
        ids.push(answer.headers.get('x-request-id'));
      }
      const sentId = await graphql(started.url, query, { id: tournamentId }, { 'x-request-id': 'door.check-1' });
      await sentId.text();
      expect(sentId.headers.get('x-request-id')).toBe('door.check-1');
      expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(ids[1]).toMatch(/^[0-9a-f-]{36}$/);
      expect(ids[0]).not.toBe(ids[1]);
      expect(await postCount()).toBe(before + 3);
    });

    it('reads the webhook queue when scraped: its depth and its oldest delivery', async () => {
      const em = started.database.orm.em.fork();
      const hook = em.create(Webhook, {
        tournament: em.getReference(Tournament, tournamentId),
        url: 'https://receiver.example.test/hook',
        events: [WebhookEvent.RESULT],
        secret: 'whsec_test',
      });
      const queued = (status: DeliveryStatus, agoMs: number) =>
        em.create(WebhookDelivery, {
          webhook: hook,
          eventId: randomUUID(),
          eventType: WebhookEvent.RESULT,
          payload: { type: 'RESULT' },
          status,
          queuedAt: new Date(Date.now() - agoMs),
        });
      queued(DeliveryStatus.pending, 120_000);
      queued(DeliveryStatus.pending, 1_000);
      queued(DeliveryStatus.delivered, 600_000);
      await em.flush();
      const text = await (await scrape(started.url)).text();
      expect(text).toContain('pitchside_webhook_queue_depth 2');
      const oldest = Number(/pitchside_webhook_queue_oldest_age_seconds ([\d.]+)/.exec(text)?.[1]);
      expect(oldest).toBeGreaterThanOrEqual(119);
      expect(oldest).toBeLessThan(600);
    });

    it('bounds the operation names a client can make up', async () => {
      await graphql(started.url, '{ ping }');
      await graphql(started.url, 'query { nope }');
      const text = await (await scrape(started.url)).text();
      const operations = samples(text, 'pitchside_graphql_operation_duration_seconds_count');
      expect(operations).toContainEqual(expect.stringContaining('operation="anonymous",type="query"'));
      expect(operations).toContainEqual(expect.stringContaining('operation="invalid",type="unknown"'));
    });

    it('counts live subscribers and the time an event takes to reach them', async () => {
      const { pubSub } = started.app;
      const before = await (await scrape(started.url)).text();
      const subscribersBefore = Number(
        /pitchside_pubsub_subscribers{topic="MATCH_UPDATED"} (\d+)/.exec(before)?.[1] ?? '0',
      );
      const events = pubSub.subscribe(MATCH_UPDATED);
      const received = events.next();
      pubSub.publish(MATCH_UPDATED, {
        matchId: 1,
        tournamentId,
        status: MatchStatus.in_progress,
        previousStatus: null,
        isPublic: true,
        officialIds: [],
        eventId: 'metrics-test-event',
      });
      expect((await received).value).toMatchObject({ eventId: 'metrics-test-event' });
      const during = await (await scrape(started.url)).text();
      expect(during).toContain(`pitchside_pubsub_subscribers{topic="MATCH_UPDATED"} ${subscribersBefore + 1}`);
      expect(during).toMatch(/pitchside_fanout_lag_seconds_count{topic="MATCH_UPDATED"} [1-9]/);
      await events.return();
      const after = await (await scrape(started.url)).text();
      expect(after).toContain(`pitchside_pubsub_subscribers{topic="MATCH_UPDATED"} ${subscribersBefore}`);
    });
    it('counts the broadcast groups of anonymous watchers and the watchers in them', async () => {
      const gauge = async (name: string) =>
        Number(new RegExp(`^${name} (\\d+)$`, 'm').exec(await (await scrape(started.url)).text())?.[1]);
      const query = 'subscription { liveMatchesUpdated { id } }';
      const watchers = [await subscribe(started.url, query), await subscribe(started.url, query)];
      expect(await gauge('pitchside_broadcast_groups')).toBe(1);
      expect(await gauge('pitchside_broadcast_watchers')).toBe(2);
      await watchers[0].close();
      await watchers[1].close();
      for (let tries = 0; tries < 50 && (await gauge('pitchside_broadcast_watchers')) > 0; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await gauge('pitchside_broadcast_watchers')).toBe(0);
      expect(await gauge('pitchside_broadcast_groups')).toBe(0);
    });
  });

  describe('METRICS_PORT', () => {
    it('serves only /metrics there, without the token', async () => {
      const server = started.app.metricsServer!;
      expect(server).toBeTruthy();
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('pitchside_http_request_duration_seconds');
      expect((await fetch(`http://127.0.0.1:${port}/graphql`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    });
  });

  describe('request ids', () => {
    it('writes the request id on the log lines of the request, GraphQL errors included', async () => {
      started.lines.length = 0;
      // The database fails this request's read (a table that is not there): an unexpected error, logged
      // after the statement's round trip through the pool.
      const { config } = started.database.orm;
      const onQuery = config.get('onQuery');
      config.set('onQuery', () => 'select * from "no_table_of_the_metrics_test"');
      let answer: Response;
      try {
        answer = await graphql(
          started.url,
          'query Broken($search: String) { publicTournamentCount(search: $search) }',
          { search: 'nothing like it' },
          { 'x-request-id': 'trace-from-the-proxy-1' },
        );
      } finally {
        config.set('onQuery', onQuery);
      }
      expect(answer.headers.get('x-request-id')).toBe('trace-from-the-proxy-1');
      const body = (await answer.json()) as { errors?: { extensions?: { code?: string } }[] };
      expect(body.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
      const logged = started.lines.filter((line) => line.msg === 'unexpected GraphQL error');
      expect(logged).toHaveLength(1);
      expect(logged[0].requestId).toBe('trace-from-the-proxy-1');

      // A request whose id the server made: the line names that one.
      started.lines.length = 0;
      config.set('onQuery', () => 'select * from "no_table_of_the_metrics_test"');
      let second: Response;
      try {
        second = await graphql(started.url, '{ publicTournamentCount(search: "other") }');
      } finally {
        config.set('onQuery', onQuery);
      }
      const made = second.headers.get('x-request-id');
      expect(made).toMatch(/^[0-9a-f-]{36}$/);
      expect(started.lines.find((line) => line.msg === 'unexpected GraphQL error')?.requestId).toBe(made);
    });

    it('writes no request id on lines written outside a request', () => {
      const lines: LogLine[] = [];
      createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) }).info('at start');
      expect(lines).toHaveLength(1);
      expect(lines[0]).not.toHaveProperty('requestId');
    });
  });
});

describe('without METRICS_TOKEN', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers /metrics 404, token or not, and opens no metrics port', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    const withToken = await scrape(server.url);
    expect(withToken.status).toBe(404);
    expect(await withToken.text()).not.toContain('pitchside_');
    expect(server.app.metricsServer).toBeNull();
  });

  it('gives every answer a request id, keeping a well-formed one sent and replacing any other', async () => {
    const fresh = await fetch(`${server.url}/healthz`);
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const other = await fetch(`${server.url}/healthz`);
    expect(other.headers.get('x-request-id')).not.toBe(fresh.headers.get('x-request-id'));

    const kept = await fetch(`${server.url}/api/nothing-here`, { headers: { 'x-request-id': 'abc.DEF_123:4-5' } });
    expect(kept.status).toBe(404);
    expect(kept.headers.get('x-request-id')).toBe('abc.DEF_123:4-5');

    for (const bad of ['has spaces in it', 'x'.repeat(65), 'quote"d', 'new\\nline', 'émoji']) {
      const replaced = await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': encodeURI(bad) } });
      const id = replaced.headers.get('x-request-id');
      expect(id).not.toBe(encodeURI(bad));
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
