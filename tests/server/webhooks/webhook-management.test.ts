import { beforeEach, describe, expect, it } from 'vitest';
import { MatchStatus } from '../../../server/src/modules/matches/match.entity.js';
import { WebhookDelivery } from '../../../server/src/modules/webhooks/webhook-delivery.entity.js';
import { webhookEventsFor } from '../../../server/src/modules/webhooks/webhook-enqueue.js';
import { Webhook, WebhookEvent } from '../../../server/src/modules/webhooks/webhook.entity.js';
import { WebhooksService } from '../../../server/src/modules/webhooks/webhooks.service.js';
import { Role, User } from '../../../server/src/modules/users/user.entity.js';
import type { GraphQLResponse, TestClient } from '../../support/client.js';
import { TestClient as Client } from '../../support/client.js';
import { createUser, registerTeams } from '../../support/factories.js';
import { Tournament } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { signedInClient } from '../management/support.js';
import { bowl, type Fixture } from '../matches/events/support.js';
import { ALL_EVENTS, balls, Deliveries, Resend, startReceiver, useWebhookTournament } from './support.js';

// Which events a match change is, what a tournament's hooks are queued, and who may manage them.

const TournamentWebhooks = /* GraphQL */ `
  query TournamentWebhooks($tournamentId: Int!) {
    tournamentWebhooks(tournamentId: $tournamentId) {
      id
      url
      events
      isActive
    }
  }
`;

const SetActive = /* GraphQL */ `
  mutation SetActive($id: Int!, $active: Boolean!) {
    setWebhookActive(id: $id, active: $active) {
      id
      isActive
    }
  }
`;

const Rotate = /* GraphQL */ `
  mutation Rotate($id: Int!) {
    rotateWebhookSecret(id: $id) {
      secret
    }
  }
`;

const Delete = /* GraphQL */ `
  mutation Delete($id: Int!) {
    deleteWebhook(id: $id)
  }
`;

function expectCode<T>(response: GraphQLResponse<T>, code: string) {
  expect(response.errors?.[0]?.extensions?.code, JSON.stringify(response.errors)).toBe(code);
}

function expectField<T>(response: GraphQLResponse<T>, field: string, message?: RegExp) {
  const error = response.errors?.[0];
  expect(error?.extensions?.code, JSON.stringify(response.errors)).toBe('BAD_USER_INPUT');
  expect(Object.keys(error?.extensions?.fields ?? {})).toContain(field);
  if (message) expect(error?.extensions?.fields?.[field]).toMatch(message);
}

describe('webhook events from match changes', () => {
  it('names each committed change: kick-off, scored events, results, corrections and fixture changes', () => {
    const base = { eventId: 'test-event', matchId: 1, tournamentId: 1, isPublic: true, officialIds: [] };
    expect(
      webhookEventsFor({ ...base, status: MatchStatus.in_progress, previousStatus: MatchStatus.scheduled, seq: 1 }),
    ).toEqual([WebhookEvent.MATCH_STARTED, WebhookEvent.EVENT_SCORED]);
    expect(
      webhookEventsFor({ ...base, status: MatchStatus.in_progress, previousStatus: MatchStatus.scheduled }),
    ).toEqual([WebhookEvent.MATCH_STARTED]);
    expect(webhookEventsFor({ ...base, status: MatchStatus.in_progress, previousStatus: null, seq: 5 })).toEqual([
      WebhookEvent.EVENT_SCORED,
    ]);
    expect(
      webhookEventsFor({ ...base, status: MatchStatus.completed, previousStatus: MatchStatus.in_progress }),
    ).toEqual([WebhookEvent.RESULT, WebhookEvent.STANDINGS_CHANGED]);
    expect(webhookEventsFor({ ...base, status: MatchStatus.completed, previousStatus: null, seq: 9 })).toEqual([
      WebhookEvent.EVENT_SCORED,
      WebhookEvent.STANDINGS_CHANGED,
    ]);
    expect(webhookEventsFor({ ...base, status: MatchStatus.postponed, previousStatus: MatchStatus.scheduled })).toEqual(
      [WebhookEvent.FIXTURE_CHANGED],
    );
    expect(webhookEventsFor({ ...base, status: MatchStatus.scheduled, previousStatus: null })).toEqual([
      WebhookEvent.FIXTURE_CHANGED,
    ]);
  });
});

describe('webhooks', () => {
  const { server, scene, closers, register, stored } = useWebhookTournament();
  let fixture: Fixture, organiser: TestClient, tournamentId: number;
  beforeEach(() => {
    ({ fixture, organiser, tournamentId } = scene);
  });

  it('only the tournament’s organiser lists, registers, pauses, rotates, deletes and re-sends', async () => {
    const receiver = await startReceiver(() => 200);
    closers.push(receiver.close);
    const created = await register(receiver.url, [WebhookEvent.RESULT]);
    const webhookId = created.data!.createWebhook!.webhook.id;
    const firstSecret = created.data!.createWebhook!.secret;
    await server
      .em()
      .getConnection()
      .execute(
        `insert into "webhook_deliveries" ("webhook_id", "event_id", "event_type", "payload", "status") values (?, gen_random_uuid(), 'RESULT', '{}', 'failed')`,
        [webhookId],
      );
    const [delivery] = await stored(webhookId);

    const other = await createUser(server.em(), {
      email: 'other-organiser@example.test',
      role: Role.tournament_creator,
    });
    const otherClient = await signedInClient(server, other.email);
    expectCode(await otherClient.gql(TournamentWebhooks, { tournamentId }), 'FORBIDDEN');
    expectCode(await register(receiver.url, ALL_EVENTS, otherClient), 'FORBIDDEN');
    expectCode(await otherClient.gql(Deliveries, { webhookId }), 'FORBIDDEN');
    expectCode(await otherClient.gql(Resend, { id: delivery.id }), 'FORBIDDEN');
    expectCode(await otherClient.gql(SetActive, { id: webhookId, active: false }), 'FORBIDDEN');
    expectCode(await otherClient.gql(Rotate, { id: webhookId }), 'FORBIDDEN');
    expectCode(await otherClient.gql(Delete, { id: webhookId }), 'FORBIDDEN');
    const scorer = await signedInClient(server, fixture.scorer.email);
    expectCode(await scorer.gql(TournamentWebhooks, { tournamentId }), 'FORBIDDEN');
    const anonymous = new Client(server.url);
    expectCode(await anonymous.gql(TournamentWebhooks, { tournamentId }), 'UNAUTHENTICATED');
    expect(await server.em().count(Webhook, {})).toBe(1);
    expect((await stored(webhookId))[0].status).toBe('failed');

    // The organiser: the list never carries the secret; pause, rotate and delete.
    const list = await organiser.gql<{ tournamentWebhooks: { id: number; url: string }[] }>(TournamentWebhooks, {
      tournamentId,
    });
    expect(list.data?.tournamentWebhooks).toEqual([expect.objectContaining({ id: webhookId, url: receiver.url })]);
    expect(JSON.stringify(list)).not.toContain(firstSecret);
    const paused = await organiser.gql<{ setWebhookActive: { isActive: boolean } }>(SetActive, {
      id: webhookId,
      active: false,
    });
    expect(paused.data?.setWebhookActive.isActive).toBe(false);
    const rotated = await organiser.gql<{ rotateWebhookSecret: { secret: string } }>(Rotate, { id: webhookId });
    expect(rotated.data?.rotateWebhookSecret.secret).toMatch(/^whsec_/);
    expect(rotated.data?.rotateWebhookSecret.secret).not.toBe(firstSecret);
    expect((await server.em().findOneOrFail(Webhook, { id: webhookId })).secret).toBe(
      rotated.data?.rotateWebhookSecret.secret,
    );
    expect((await organiser.gql<{ deleteWebhook: boolean }>(Delete, { id: webhookId })).data?.deleteWebhook).toBe(true);
    expect(await server.em().count(Webhook, {})).toBe(0);
    expect(await server.em().count(WebhookDelivery, {})).toBe(0);
  });

  it('a points deduction is a STANDINGS_CHANGED event', async () => {
    const receiver = await startReceiver(() => 200);
    closers.push(receiver.close);
    const created = await register(receiver.url, [WebhookEvent.STANDINGS_CHANGED]);
    const webhookId = created.data!.createWebhook!.webhook.id;
    const em = server.em();
    await registerTeams(em, await em.findOneOrFail(Tournament, { id: tournamentId }), [fixture.home]);
    const deducted = await organiser.gql(
      `mutation ($t: Int!, $team: Int!) { deductPoints(tournamentId: $t, teamId: $team, points: 2, reason: "Late") { id } }`,
      { t: tournamentId, team: fixture.home.id },
    );
    expect(deducted.errors).toBeUndefined();
    await server.app.webhookEnqueuer.drain();
    const rows = await stored(webhookId);
    expect(rows).toHaveLength(1);
    expect(rows[0].eventType).toBe(WebhookEvent.STANDINGS_CHANGED);
    expect(rows[0].payload).toMatchObject({ type: 'STANDINGS_CHANGED', tournamentId, reason: 'points_deducted' });
  });

  it('a paused hook is queued nothing', async () => {
    const receiver = await startReceiver(() => 200);
    closers.push(receiver.close);
    const created = await register(receiver.url, ALL_EVENTS);
    const webhookId = created.data!.createWebhook!.webhook.id;
    await organiser.gql(SetActive, { id: webhookId, active: false });
    const scorer = await signedInClient(server, fixture.scorer.email);
    await bowl(scorer, fixture.matchId, balls(fixture.home.id, 1));
    await server.app.webhookEnqueuer.drain();
    expect(await stored(webhookId)).toHaveLength(0);
  });

  it('a bad address or event list is refused naming the field, and nothing is stored', async () => {
    expectField(await register('ftp://example.com/hook'), 'url', /http or https/);
    expectField(await register('not a url'), 'url', /http or https/);
    expectField(await register(''), 'url', /Enter the address/);
    expectField(await register('https://example.com/hook', []), 'events', /at least one/);

    // Production rules: https only, never this machine or a private network.
    const viewer = await server.em().findOneOrFail(User, { id: fixture.creator.id });
    const production = new WebhooksService({
      em: server.em(),
      viewer,
      config: {
        ...server.config,
        webhooks: { ...server.config.webhooks, requireHttps: true, allowPrivateAddresses: false },
      },
    });
    const refused = async (url: string) => {
      try {
        await production.create({ tournamentId, url, events: [WebhookEvent.RESULT] });
      } catch (error) {
        return (error as { data?: { fields?: Record<string, string> } }).data?.fields;
      }
      throw new Error(`${url} was accepted`);
    };
    expect(await refused('http://example.com/hook')).toEqual({ url: 'Use an https address' });
    expect((await refused('https://127.0.0.1/hook'))?.url).toMatch(/private or loopback/);
    expect((await refused('https://10.1.2.3/hook'))?.url).toMatch(/private or loopback/);
    expect((await refused('https://192.168.0.10/hook'))?.url).toMatch(/private or loopback/);
    expect((await refused('https://[::1]/hook'))?.url).toMatch(/private or loopback/);
    expect((await refused('https://localhost/hook'))?.url).toMatch(/this machine/);
    expect(await server.em().count(Webhook, {})).toBe(0);
  });
});
