import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createRequire } from 'node:module';
import { importJWK, jwtVerify } from 'jose';
import webpush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/src/config.js';
import { createLogger } from '../../../server/src/logger.js';
import { startPushNotifier } from '../../../server/src/modules/push/push-notifier.js';
import { PushSubscription } from '../../../server/src/modules/push/push-subscription.entity.js';
import { Sport } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { Role } from '../../../server/src/modules/users/user.entity.js';
import { createUser } from '../../support/factories.js';
import { TestClient } from '../../support/client.js';
import { pushServiceAgent, startPushService, type ReceivedPush } from '../../support/push-service.js';
import { startTestServer, type TestServer } from '../../support/server.js';
import { signedInClient } from '../management/support.js';
import { RecordDelivery, ball, scoredMatch, type Fixture } from '../matches/events/support.js';

// http_ece (web-push's own encryption) decrypts what the fake push service receives, as a browser would.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer }): Buffer;
};

/** A browser's subscription: its own P-256 key pair and auth secret, as PushManager.subscribe makes them. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, p256dh: ecdh.getPublicKey().toString('base64url'), authText: auth.toString('base64url') };
}

const SavePush = /* GraphQL */ `
  mutation SavePush($input: PushSubscriptionInput!) {
    savePushSubscription(input: $input)
  }
`;
const DeletePush = /* GraphQL */ `
  mutation DeletePush($endpoint: String!) {
    deletePushSubscription(endpoint: $endpoint)
  }
`;
const RecordFootballEvent = /* GraphQL */ `
  mutation RecordFootballEvent($matchId: Int!, $key: String!, $afterSeq: Int!, $input: FootballEventInput!) {
    recordFootballEvent(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) {
      seq
    }
  }
`;

const WebPushSetup = /* GraphQL */ `
  query WebPushSetup {
    webPushSetup {
      configured
      missing
    }
  }
`;
type Setup = { webPushSetup: { configured: boolean; missing: string[] } | null };

/** What the management page is told about push, signed in as a new person of `role`. */
async function setupSeenBy(server: TestServer, role: Role): Promise<Setup['webPushSetup']> {
  const em = server.em();
  const person = await createUser(em, { role });
  await em.flush();
  const response = await (await signedInClient(server, person.email)).gql<Setup>(WebPushSetup);
  expect(response.errors).toBeUndefined();
  return response.data!.webPushSetup;
}

const vapid = webpush.generateVAPIDKeys();
const SUBJECT = 'mailto:push-test@pitchside.test';

describe('web push for followed teams and matches', () => {
  let push: Awaited<ReturnType<typeof startPushService>>;
  let server: TestServer;
  let visitor: TestClient;

  beforeAll(async () => {
    push = await startPushService();
    server = await startTestServer({
      env: {
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        VAPID_SUBJECT: SUBJECT,
        PUSH_SERVICE_HOSTS: '127.0.0.1',
      },
      pushAgent: pushServiceAgent(),
    });
  });
  afterAll(async () => {
    await server?.stop();
    await push?.close();
  });
  beforeEach(async () => {
    await server.reset();
    push.received.length = 0;
    push.gone.clear();
    push.held.clear();
    // Anonymous: a visitor with no account subscribes.
    visitor = new TestClient(server.url);
  });

  const subscribe = async (name: string, follows: { teamIds?: number[]; matchIds?: number[] }) => {
    const keys = browserKeys();
    const endpoint = `${push.origin}/push/${name}`;
    const response = await visitor.gql<{ savePushSubscription: boolean }>(SavePush, {
      input: { endpoint, p256dh: keys.p256dh, auth: keys.authText, teamIds: [], matchIds: [], ...follows },
    });
    expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
    return { ...keys, endpoint, path: `/push/${name}` };
  };

  const waitForPushes = () => server.app.pushNotifier!.idle();

  /** Checks one request as a push service would: VAPID JWT signed by our key for this origin, aes128gcm body. */
  async function readPush(request: ReceivedPush, keys: ReturnType<typeof browserKeys>) {
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(request.headers.ttl).toBeDefined();
    const match = /^vapid t=([^,]+), k=(.+)$/.exec(String(request.headers.authorization));
    expect(match, String(request.headers.authorization)).not.toBeNull();
    const [, token, key] = match!;
    expect(key).toBe(vapid.publicKey);
    const raw = Buffer.from(vapid.publicKey, 'base64url');
    const jwk = {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    };
    const { payload, protectedHeader } = await jwtVerify(token, await importJWK(jwk, 'ES256'));
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload.aud).toBe(push.origin);
    expect(payload.sub).toBe(SUBJECT);
    const clear = ece.decrypt(request.body, { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.auth });
    return JSON.parse(clear.toString('utf8')) as { kind: string; title: string; body: string; url: string };
  }

  it('sends a goal and the result, once each, to every follower of the team or the match and none to others; a 410 removes the subscription', async () => {
    const fixture = await scoredMatch(server.em(), { sport: Sport.football, teams: ['Harbour Lights', 'Coral Reef'] });
    const other = await scoredMatch(server.em(), { sport: Sport.football, teams: ['Nevis Peak', 'Sunset Bay'] });
    const teamFan = await subscribe('team-fan', { teamIds: [fixture.away.id] });
    const matchFan = await subscribe('match-fan', { matchIds: [fixture.matchId] });
    const elsewhere = await subscribe('elsewhere', { teamIds: [other.home.id], matchIds: [other.matchId] });
    const gone = await subscribe('gone', { teamIds: [fixture.home.id] });
    push.gone.add(gone.path);

    const scorer = await signedInClient(server, fixture.scorer.email);
    let seq = 0;
    const record = async (input: Record<string, unknown>) => {
      const response = await scorer.gql<{ recordFootballEvent: { seq: number } }>(RecordFootballEvent, {
        matchId: fixture.matchId,
        key: `f${seq + 1}`,
        afterSeq: seq,
        input,
      });
      expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
      seq = response.data!.recordFootballEvent.seq;
    };
    await record({ kind: 'PERIOD_START', period: 'FIRST_HALF' });
    await record({ kind: 'YELLOW_CARD', side: 'away', player: { name: 'Jones' }, minute: 10 });
    await waitForPushes();
    // A kick-off and a card are not notified.
    expect(push.received).toEqual([]);

    await record({ kind: 'GOAL', side: 'home', player: { name: 'Saka' }, minute: 12 });
    await waitForPushes();
    expect(push.received.map((request) => request.path).sort()).toEqual(
      [gone.path, matchFan.path, teamFan.path].sort(),
    );
    const goal = await readPush(
      push.received.find((request) => request.path === teamFan.path)!,
      teamFan,
    );
    expect(goal).toMatchObject({
      kind: 'goal',
      title: "Goal! Harbour Lights (12')",
      body: 'Harbour Lights 1 – 0 Coral Reef',
      url: `/match/${fixture.matchId}`,
    });
    expect(
      (
        await readPush(
          push.received.find((request) => request.path === matchFan.path)!,
          matchFan,
        )
      ).kind,
    ).toBe('goal');
    // The push service said 410 Gone: the subscription is deleted; the others stay.
    const left = await server.em().find(PushSubscription, {}, { orderBy: { id: 'asc' } });
    expect(left.map((row) => row.endpoint)).toEqual([teamFan.endpoint, matchFan.endpoint, elsewhere.endpoint]);

    push.received.length = 0;
    await record({ kind: 'PERIOD_END', period: 'FIRST_HALF' });
    await record({ kind: 'PERIOD_START', period: 'SECOND_HALF' });
    await record({ kind: 'PERIOD_END', period: 'SECOND_HALF' });
    await waitForPushes();
    expect(push.received.map((request) => request.path).sort()).toEqual([matchFan.path, teamFan.path].sort());
    const result = await readPush(
      push.received.find((request) => request.path === teamFan.path)!,
      teamFan,
    );
    expect(result).toMatchObject({
      kind: 'result',
      title: 'Result: Harbour Lights won',
      body: 'Harbour Lights 1 – 0 Coral Reef',
    });
    expect(push.received.some((request) => request.path === elsewhere.path)).toBe(false);
  });

  it('sends a wicket (not a dot ball) to the followers of a cricket match', async () => {
    const fixture: Fixture = await scoredMatch(server.em(), { sport: Sport.cricket });
    const fan = await subscribe('cricket-fan', { teamIds: [fixture.home.id] });
    const other = await subscribe('other-fan', { teamIds: [fixture.home.id + 1000] });
    const scorer = await signedInClient(server, fixture.scorer.email);
    const bowl = async (seq: number, input: Record<string, unknown>) => {
      const response = await scorer.gql<{ recordDelivery: { seq: number } }>(RecordDelivery, {
        matchId: fixture.matchId,
        key: `k${seq + 1}`,
        afterSeq: seq,
        input: { ...input, battingTeamId: fixture.home.id },
      });
      expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
    };
    await bowl(0, ball('Ann', 'Bea', 'Bowler B', 4));
    await waitForPushes();
    expect(push.received).toEqual([]);
    await bowl(1, ball('Ann', 'Bea', 'Bowler B', 0, { wickets: [{ kind: 'bowled', playerOut: { name: 'Ann' } }] }));
    await waitForPushes();
    expect(push.received.map((request) => request.path)).toEqual([fan.path]);
    const wicket = await readPush(push.received[0], fan);
    expect(wicket.kind).toBe('wicket');
    expect(wicket.title).toBe('Wicket! Harbour Lights v Coral Reef');
    expect(wicket.body).toContain('4/1 (0.2 ov)');
    expect(other.path).not.toBe(fan.path);
  });

  it('sends one push per notice when several instances hear the same event', async () => {
    // A second instance's notifier on the same database, hearing the same events (as with a shared pub/sub).
    const second = startPushNotifier({
      em: server.orm.em,
      pubSub: server.app.pubSub,
      config: server.config.webPush!,
      logger: createLogger('silent'),
      agent: pushServiceAgent(),
    });
    try {
      const fixture = await scoredMatch(server.em(), { sport: Sport.football });
      const fan = await subscribe('one-push', { matchIds: [fixture.matchId] });
      const scorer = await signedInClient(server, fixture.scorer.email);
      for (const [seq, input] of [
        [0, { kind: 'PERIOD_START', period: 'FIRST_HALF' }],
        [1, { kind: 'GOAL', side: 'home', player: { name: 'Once' }, minute: 1 }],
      ] as const) {
        const response = await scorer.gql(RecordFootballEvent, {
          matchId: fixture.matchId,
          key: `o${seq + 1}`,
          afterSeq: seq,
          input,
        });
        expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
      }
      await waitForPushes();
      await second.idle();
      expect(push.received.map((request) => request.path)).toEqual([fan.path]);
    } finally {
      await second.stop();
    }
  });

  it('never makes scoring wait for a push service', async () => {
    const fixture = await scoredMatch(server.em(), { sport: Sport.football });
    const slow = await subscribe('slow', { matchIds: [fixture.matchId] });
    push.held.add(slow.path);
    const scorer = await signedInClient(server, fixture.scorer.email);
    const record = (seq: number, input: Record<string, unknown>) =>
      scorer.gql<{ recordFootballEvent: { seq: number } }>(RecordFootballEvent, {
        matchId: fixture.matchId,
        key: `s${seq + 1}`,
        afterSeq: seq,
        input,
      });
    await record(0, { kind: 'PERIOD_START', period: 'FIRST_HALF' });
    const goal = await record(1, { kind: 'GOAL', side: 'away', player: { name: 'Quick' }, minute: 3 });
    expect(goal.data?.recordFootballEvent.seq).toBe(2);
    // The scorer has the answer while the push service still has not answered the push.
    await expect.poll(() => push.received.length).toBe(1);
    const next = await record(2, { kind: 'GOAL', side: 'away', player: { name: 'Quick' }, minute: 5 });
    expect(next.data?.recordFootballEvent.seq).toBe(3);
    await expect.poll(() => push.received.length).toBe(2);
    push.release();
    await waitForPushes();
    expect(push.received.map((request) => request.path)).toEqual([slow.path, slow.path]);
  });

  it('validates a subscription, names the field, stores nothing; updates by endpoint; deletes', async () => {
    const keys = browserKeys();
    const input = {
      endpoint: `${push.origin}/push/x`,
      p256dh: keys.p256dh,
      auth: keys.authText,
      teamIds: [1],
      matchIds: [],
    };
    const bad = [
      [{ ...input, endpoint: 'https://169.254.169.254/latest' }, 'endpoint'],
      [{ ...input, endpoint: input.endpoint.replace('https:', 'http:') }, 'endpoint'],
      [{ ...input, endpoint: 'not a url' }, 'endpoint'],
      [{ ...input, p256dh: 'short' }, 'p256dh'],
      [{ ...input, auth: '!!!' }, 'auth'],
      [{ ...input, teamIds: [0] }, 'teamIds.0'],
      [{ ...input, matchIds: Array.from({ length: 31 }, (_, index) => index + 1) }, 'matchIds'],
    ] as const;
    for (const [values, field] of bad) {
      const response = await visitor.gql(SavePush, { input: values });
      expect(response.errors?.[0]?.extensions?.code, JSON.stringify(values)).toBe('BAD_USER_INPUT');
      expect(Object.keys(response.errors?.[0]?.extensions?.fields ?? {})).toContain(field);
    }
    expect(await server.em().count(PushSubscription)).toBe(0);

    await visitor.gql(SavePush, { input });
    await visitor.gql(SavePush, { input: { ...input, teamIds: [2, 2, 3], matchIds: [9] } });
    const rows = await server.em().find(PushSubscription, {});
    expect(rows.map((row) => [row.teamIds, row.matchIds])).toEqual([[[2, 3], [9]]]);
    expect(
      (await visitor.gql<{ deletePushSubscription: boolean }>(DeletePush, { endpoint: input.endpoint })).data,
    ).toEqual({
      deletePushSubscription: true,
    });
    expect(await server.em().count(PushSubscription)).toBe(0);
  });

  it('tells the browser the public key', async () => {
    const response = await visitor.gql<{ webPushPublicKey: string | null }>('{ webPushPublicKey }');
    expect(response.data?.webPushPublicKey).toBe(vapid.publicKey);
  });

  it('tells an organiser push is on, with nothing to set', async () => {
    expect(await setupSeenBy(server, Role.tournament_creator)).toEqual({ configured: true, missing: [] });
  });
});

describe('web push when not configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('offers no key and refuses a subscription with a clear error', async () => {
    const visitor = new TestClient(server.url);
    expect((await visitor.gql<{ webPushPublicKey: string | null }>('{ webPushPublicKey }')).data).toEqual({
      webPushPublicKey: null,
    });
    const keys = browserKeys();
    const response = await visitor.gql(SavePush, {
      input: {
        endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
        p256dh: keys.p256dh,
        auth: keys.authText,
        teamIds: [1],
        matchIds: [],
      },
    });
    expect(response.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(response.errors?.[0]?.message).toMatch(/not configured/);
    expect(server.app.pushNotifier).toBeNull();
    expect(await server.em().count(PushSubscription)).toBe(0);
  });

  it('tells staff (organisers, officials) which settings push needs, and nobody else', async () => {
    const needed = { configured: false, missing: ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] };
    expect(await setupSeenBy(server, Role.tournament_creator)).toEqual(needed);
    expect(await setupSeenBy(server, Role.referee)).toEqual(needed);
    // A player, and a visitor not signed in, are told nothing of the server's configuration.
    expect(await setupSeenBy(server, Role.player)).toBeNull();
    const visitor = new TestClient(server.url);
    expect((await visitor.gql<Setup>(WebPushSetup)).data).toEqual({ webPushSetup: null });
  });
});

describe('web push configuration and limits', () => {
  it('takes all three VAPID settings or none, and names a malformed one', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).webPush).toBeNull();
    expect(() => loadConfig({ NODE_ENV: 'test', VAPID_PUBLIC_KEY: vapid.publicKey })).toThrow(
      /VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT: set all three or none/,
    );
    const full = {
      NODE_ENV: 'test',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: SUBJECT,
    };
    expect(loadConfig(full).webPush).toMatchObject({ publicKey: vapid.publicKey, subject: SUBJECT });
    expect(() => loadConfig({ ...full, VAPID_PRIVATE_KEY: 'short' })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ ...full, VAPID_SUBJECT: 'http://example.test' })).toThrow(/VAPID_SUBJECT/);
  });

  describe('an anonymous visitor’s subscriptions', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({
        env: {
          VAPID_PUBLIC_KEY: vapid.publicKey,
          VAPID_PRIVATE_KEY: vapid.privateKey,
          VAPID_SUBJECT: SUBJECT,
          RATE_LIMIT_MUTATIONS: '3',
        },
      });
    });
    afterAll(async () => {
      await server?.stop();
    });

    it('spend the mutation budget like every anonymous write, then get 429', async () => {
      const visitor = new TestClient(server.url);
      const keys = browserKeys();
      const save = (index: number) =>
        visitor.fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            query: SavePush,
            variables: {
              input: {
                endpoint: `https://fcm.googleapis.com/fcm/send/${index}`,
                p256dh: keys.p256dh,
                auth: keys.authText,
                teamIds: [1],
                matchIds: [],
              },
            },
          }),
        });
      for (let index = 0; index < 3; index += 1) expect((await save(index)).status).toBe(200);
      const refused = await save(3);
      expect(refused.status).toBe(429);
      expect(await server.em().count(PushSubscription)).toBe(3);
    });
  });
});

describe('the shared answer cache', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: {
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        VAPID_SUBJECT: SUBJECT,
        RESPONSE_CACHE_TTL_MS: '600000',
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('is kept when a visitor subscribes to push (nothing public changed), and dropped by other writes', async () => {
    const visitor = new TestClient(server.url);
    const read = async () =>
      (await visitor.gql<{ upcomingMatches: { id: number }[] }>('{ upcomingMatches(first: 10) { id } }')).data!
        .upcomingMatches.length;
    expect(await read()).toBe(0);
    // Written behind the server's back: a cached answer does not see it until a mutation.
    const fixture = await scoredMatch(server.em(), { sport: Sport.football });
    expect(await read()).toBe(0);
    const keys = browserKeys();
    const saved = await visitor.gql(SavePush, {
      input: {
        endpoint: 'https://fcm.googleapis.com/fcm/send/cache',
        p256dh: keys.p256dh,
        auth: keys.authText,
        teamIds: [fixture.home.id],
        matchIds: [],
      },
    });
    expect(saved.errors).toBeUndefined();
    expect(await read()).toBe(0);
    // Any other mutation (here one refused for an anonymous visitor) still moves the cache on.
    await visitor.gql('mutation { createClub(input: { name: "X" }) { id } }');
    expect(await read()).toBe(1);
  });
});

describe('lists of followed teams (teamIds)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('lists only the matches of the given teams, and refuses more than 30 or a bad id', async () => {
    await server.reset();
    const a = await scoredMatch(server.em(), { sport: Sport.football, teams: ['Alpha', 'Beta'] });
    const b = await scoredMatch(server.em(), { sport: Sport.football, teams: ['Gamma', 'Delta'] });
    const c = await scoredMatch(server.em(), { sport: Sport.football, teams: ['Omega', 'Sigma'] });
    const visitor = new TestClient(server.url);
    const list = (teamIds: number[]) =>
      visitor.gql<{ upcomingMatches: { id: number }[] }>(
        'query($teamIds: [Int!]) { upcomingMatches(first: 10, teamIds: $teamIds) { id } }',
        { teamIds },
      );
    const found = await list([a.away.id, b.home.id]);
    expect(found.data?.upcomingMatches.map((match) => match.id).sort()).toEqual([a.matchId, b.matchId].sort());
    expect(found.data?.upcomingMatches.map((match) => match.id)).not.toContain(c.matchId);
    const tooMany = await list(Array.from({ length: 31 }, (_, index) => index + 1));
    expect(tooMany.errors?.[0]?.extensions?.fields).toHaveProperty('teamIds');
    expect((await list([0])).errors?.[0]?.extensions?.fields).toHaveProperty('teamIds');
  });
});
