// Issue 47: the event log's outbox. A scored event's webhook deliveries are written in the append's own
// transaction, so no crash between the commit and a later insert can lose them, and a match's deliveries
// reach each hook in seq order, a later one waiting while an earlier one is retried.
import { spawnSync } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../../server/src/logger.js';
import { Match } from '../../../server/src/modules/matches/match.entity.js';
import { MatchEvent } from '../../../server/src/modules/matches/events/match-event.entity.js';
import { DeliveryStatus, WebhookDelivery } from '../../../server/src/modules/webhooks/webhook-delivery.entity.js';
import { WebhookWorker } from '../../../server/src/modules/webhooks/webhook-worker.js';
import { WebhookEvent } from '../../../server/src/modules/webhooks/webhook.entity.js';
import type { TestClient } from '../../support/client.js';
import { signedInClient, useTestServer } from '../management/support.js';
import { bowl, scoredMatch, type Fixture } from '../matches/events/support.js';
import { expectedMatches, readMatch } from '../matches/cricket/fixtures.js';
import { balls, startReceiver, until } from './support.js';

const CreateWebhook = /* GraphQL */ `
  mutation CreateWebhook($input: WebhookInput!) {
    createWebhook(input: $input) {
      webhook {
        id
      }
    }
  }
`;

type Body = { id: string; type: string; seq: number; matchEventId: number; match: { id: number; seq: number } };

describe('the event log’s outbox', () => {
  const server = useTestServer();
  let fixture: Fixture;
  let organiser: TestClient;
  let scorer: TestClient;
  let tournamentId: number;
  const closers: (() => Promise<void>)[] = [];

  beforeEach(async () => {
    await server.reset();
    fixture = await scoredMatch(server.em());
    tournamentId = (await server.em().findOneOrFail(Match, { id: fixture.matchId })).tournament.id;
    organiser = await signedInClient(server, fixture.creator.email);
    scorer = await signedInClient(server, fixture.scorer.email);
  });

  afterEach(async () => {
    await Promise.all(closers.splice(0).map((close) => close()));
  });

  async function register(
    url: string,
    events = [WebhookEvent.EVENT_SCORED],
    client = organiser,
    tournament = tournamentId,
  ): Promise<number> {
    const created = await client.gql<{ createWebhook: { webhook: { id: number } } }>(CreateWebhook, {
      input: { tournamentId: tournament, url, events },
    });
    expect(created.errors).toBeUndefined();
    return created.data!.createWebhook.webhook.id;
  }

  const stored = (webhookId: number) =>
    server
      .em()
      .fork()
      .find(WebhookDelivery, { webhook: webhookId }, { orderBy: { id: 'asc' } });

  function startWorker(): WebhookWorker {
    const config = { ...server.config.webhooks, backoffBaseMs: 40, pollMs: 20, timeoutMs: 1_500 };
    const worker = new WebhookWorker({ em: server.orm.em, config, logger: createLogger('silent') });
    closers.push(() => worker.stop());
    worker.start();
    return worker;
  }

  it('writes each event’s delivery in the append’s transaction: there when the scorer is answered, once, with the seq on top', async () => {
    const webhookId = await register('http://127.0.0.1:9/hook');
    const seq = await bowl(scorer, fixture.matchId, balls(fixture.home.id, 3));
    // No waiting: the deliveries committed with the events, before the answer left.
    const rows = await stored(webhookId);
    expect(rows).toHaveLength(3);
    const events = await server
      .em()
      .fork()
      .find(MatchEvent, { match: fixture.matchId }, { orderBy: { seq: 'asc' } });
    expect(
      rows
        .map((row) => row.payload as unknown as Body)
        .map(({ seq: at, matchEventId, match }) => [at, matchEventId, match.seq]),
    ).toEqual(events.map((event) => [event.seq, event.id, event.seq]));
    expect(seq).toBe(3);
    // The publish after the commit queues nothing more (the enqueuer has nothing in flight to wait for).
    await server.app.webhookEnqueuer.drain();
    expect(await stored(webhookId)).toHaveLength(3);
    expect(rows.every((row) => row.status === DeliveryStatus.pending)).toBe(true);
  });

  it('writes a Cricsheet import’s deliveries with it too, carrying the seq the import ends at', async () => {
    const expected = expectedMatches.find((match) => match.file === '392202.json')!;
    const imported = await scoredMatch(server.em(), { teams: expected.teams });
    const owner = await signedInClient(server, imported.creator.email);
    const importedTournament = (await server.em().findOneOrFail(Match, { id: imported.matchId })).tournament.id;
    const webhookId = await register('http://127.0.0.1:9/hook', [WebhookEvent.RESULT], owner, importedTournament);
    const importer = await signedInClient(server, imported.scorer.email);
    const answer = await importer.gql<{ importCricsheet: { seq: number } }>(
      `mutation ($matchId: Int!, $json: String!) { importCricsheet(matchId: $matchId, json: $json) { seq } }`,
      { matchId: imported.matchId, json: readMatch(expected.file) },
    );
    expect(answer.errors).toBeUndefined();
    const rows = await stored(webhookId);
    expect(rows.map((row) => [row.eventType, (row.payload as unknown as Body).seq])).toEqual([
      [WebhookEvent.RESULT, answer.data!.importCricsheet.seq],
    ]);
    await server.app.webhookEnqueuer.drain();
    expect(await stored(webhookId)).toHaveLength(1);
  });

  it('sends a receiver that was down every missed delivery once, in seq order, a later one waiting for an earlier one', async () => {
    // Down for its first five requests, then up.
    const receiver = await startReceiver((index) => (index <= 5 ? 503 : 200));
    closers.push(receiver.close);
    const webhookId = await register(receiver.url);
    await bowl(scorer, fixture.matchId, balls(fixture.home.id, 6));
    startWorker();
    await until(
      async () => (await stored(webhookId)).every((row) => row.status === DeliveryStatus.delivered),
      20_000,
      'every delivery',
    );
    const sent = receiver.received.map((request) => (JSON.parse(request.body) as Body).seq);
    // Every request, failed or not, in seq order: nothing later went before an earlier one was through.
    expect(sent).toEqual([...sent].sort((a, b) => a - b));
    const delivered = receiver.received.slice(5).map((request) => (JSON.parse(request.body) as Body).seq);
    expect(delivered).toEqual([1, 2, 3, 4, 5, 6]);
  });

  // Another process has to reach the same database, which the embedded one does not offer.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'a delivery committed by an instance killed right after the append is sent once by a worker started after',
    async () => {
      const receiver = await startReceiver(() => 200);
      closers.push(receiver.close);
      const webhookId = await register(receiver.url);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${server.orm.config.get('dbName')}`;
      const [input] = balls(fixture.home.id, 1);
      const child = spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          'tests/support/append-then-die.mts',
          url.toString(),
          String(fixture.matchId),
          String(fixture.scorer.id),
          JSON.stringify(input),
        ],
        { encoding: 'utf8', timeout: 60_000 },
      );
      // Killed after the commit: it said so, and died of the signal, not an error.
      expect(child.stdout, child.stderr).toContain('committed seq 1');
      expect(child.signal).toBe('SIGKILL');
      expect((await stored(webhookId)).map((row) => row.status)).toEqual([DeliveryStatus.pending]);
      expect(receiver.received).toHaveLength(0);

      startWorker();
      await until(
        async () => (await stored(webhookId)).every((row) => row.status === DeliveryStatus.delivered),
        20_000,
        'the delivery',
      );
      expect(receiver.received.map((request) => (JSON.parse(request.body) as Body).seq)).toEqual([1]);
    },
    90_000,
  );
});
