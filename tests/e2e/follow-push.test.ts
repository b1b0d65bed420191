import { createECDH } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PushSubscription } from '../../server/src/modules/push/push-subscription.entity.js';
import { Sport } from '../../server/src/modules/tournaments/tournament.entity.js';
import { TestClient } from '../support/client.js';
import { pushServiceAgent, startPushService } from '../support/push-service.js';
import type { TestServer } from '../support/server.js';
import { scoredMatch } from '../server/matches/events/support.js';
import { HomePage } from './pages/PublicPages.js';
import { launchBrowser, newPage, VIEWPORTS } from './support/browser.js';
import { readDemo } from './support/demo.js';
import { startSite } from './support/site.js';

const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(
    body: Buffer,
    params: { version: 'aes128gcm'; privateKey: ReturnType<typeof createECDH>; authSecret: Buffer },
  ): Buffer;
};

const vapid = webpush.generateVAPIDKeys();

/**
 * Headless Chromium cannot make a real push subscription here, so this replaces PushManager in the page.
 * What we found (Chromium 14x, no internet): in Playwright's contexts (off the record) `subscribe` fails at
 * once with "AbortError: Registration failed - permission denied", even with notifications granted; in a
 * persistent profile it waits forever on Google's push service (FCM), which this closed network cannot
 * reach. So the page's own flow runs for real (permission, service worker, the key it passes, the
 * subscription it sends, follows kept in sync) against a stand-in PushManager that makes keys like a
 * browser (WebCrypto P-256 and a 16-byte secret) and an endpoint on the test's own push service; the
 * server then sends a real encrypted, VAPID-signed push there, and the push event is handed to the real
 * service worker through the DevTools protocol (ServiceWorker.deliverPushMessage).
 */
const fakePushManager = (endpoint: string) => `(() => {
  // A browser keeps its subscription across pages: so does this stand-in (in sessionStorage).
  const saved = JSON.parse(sessionStorage.getItem('fake-push') || 'null');
  const state = { calls: [], subscription: null, privateJwk: null, auth: null };
  window.__push = state;
  const b64u = (bytes) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');
  const endpoint = ${JSON.stringify(endpoint)};
  const make = (keys) => ({
    endpoint, expirationTime: null,
    toJSON: () => ({ endpoint, expirationTime: null, keys }),
    unsubscribe: async () => { state.subscription = null; sessionStorage.removeItem('fake-push'); return true; },
  });
  if (saved) Object.assign(state, saved, { subscription: make(saved.keys) });
  PushManager.prototype.getSubscription = async function () { return state.subscription; };
  PushManager.prototype.subscribe = async function (options) {
    const key = options.applicationServerKey;
    state.calls.push({ userVisibleOnly: options.userVisibleOnly, key: b64u(key.buffer ? key.buffer.slice(key.byteOffset, key.byteOffset + key.byteLength) : key) });
    const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
    const keys = { p256dh: b64u(await crypto.subtle.exportKey('raw', pair.publicKey)), auth: b64u(crypto.getRandomValues(new Uint8Array(16))) };
    state.privateJwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
    state.auth = keys.auth;
    state.subscription = make(keys);
    sessionStorage.setItem('fake-push', JSON.stringify({ calls: state.calls, privateJwk: state.privateJwk, auth: state.auth, keys }));
    return state.subscription;
  };
})();`;

type PageState = {
  calls: { userVisibleOnly: boolean; key: string }[];
  privateJwk: { d: string; x: string; y: string } | null;
  auth: string | null;
};

describe('following teams and web push in Chromium', () => {
  let site: TestServer;
  let browser: Browser;
  let push: Awaited<ReturnType<typeof startPushService>>;
  let demo: Awaited<ReturnType<typeof readDemo>>;

  beforeAll(async () => {
    push = await startPushService();
    site = await startSite({
      env: {
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        VAPID_SUBJECT: 'mailto:e2e@pitchside.test',
        PUSH_SERVICE_HOSTS: '127.0.0.1',
      },
      pushAgent: pushServiceAgent(),
    });
    demo = await readDemo(site);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await push?.close();
  });

  const followTeam = async (page: Page, teamId: number, name: string) => {
    await page.goto(`/team/${teamId}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const button = page.getByTestId('follow-button');
    expect(await button.getAttribute('aria-pressed')).toBe('false');
    await button.click();
    await page.locator('[data-testid="follow-button"][aria-pressed="true"]').waitFor();
  };

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`puts a followed team first on the landing page, with its live match, kept in the browser (${name})`, async () => {
      const { data } = await new TestClient(site.url).gql<{ match: { awayTeam: { id: number; name: string } } }>(
        `query($id: Int!) { match(id: $id) { awayTeam { id name } } }`,
        { id: demo.matches.cupLive },
      );
      const team = data!.match.awayTeam;
      const { context, page } = await newPage(browser, site.url, viewport);
      const home = new HomePage(page);
      await home.open();
      expect(await page.getByTestId('section-following').count()).toBe(0);
      await page.getByTestId('follow-hint').waitFor();

      await followTeam(page, team.id, team.name);
      await home.open();
      const following = page.getByTestId('section-following');
      await following.getByTestId('followed-team').first().waitFor();
      expect(await following.getByTestId('followed-team').allInnerTexts()).toEqual([team.name]);
      // Its live match is in the section, which comes before every other list on the page.
      const cards = following.getByTestId('match-card');
      await cards.first().waitFor();
      expect((await cards.first().innerText()).includes(team.name)).toBe(true);
      expect(await cards.first().locator('.chakra-badge').first().innerText()).toBe('LIVE');
      const order = await page.evaluate<string[]>(
        `[...document.querySelectorAll('[data-testid^="section-"]')].map((section) => section.getAttribute('data-testid'))`,
      );
      expect(order[0]).toBe('section-following');
      expect(order.slice(1)).toEqual(['section-live', 'section-results', 'section-upcoming', 'section-tournaments']);
      await page.screenshot({ path: `/tmp/follow-landing-${name}.png`, fullPage: true });

      // Kept in this browser: a reload still has it; unfollowing from the team page removes it.
      await page.reload();
      await following.getByTestId('followed-team').first().waitFor();
      await page.getByTestId('followed-team').first().click();
      await page.waitForURL(new RegExp(`/team/${team.id}$`));
      await page.getByTestId('follow-button').click();
      await home.open();
      await page.getByTestId('follow-hint').waitFor();
      expect(await page.getByTestId('section-following').count()).toBe(0);
      await context.close();
    });
  }

  it('subscribes to push with the test VAPID key; a goal reaches the push service and the service worker shows it', async () => {
    const fixture = await scoredMatch(site.em(), { sport: Sport.football, teams: ['Follow Town FC', 'Away Side FC'] });
    const endpoint = `${push.origin}/push/chromium`;
    const context: BrowserContext = await browser.newContext({
      baseURL: site.url,
      viewport: VIEWPORTS.phone,
      serviceWorkers: 'allow',
    });
    await context.grantPermissions(['notifications'], { origin: site.url });
    await context.addInitScript({ content: fakePushManager(endpoint) });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));

    await followTeam(page, fixture.home.id, 'Follow Town FC');
    const home = new HomePage(page);
    await home.open();
    const toggle = page.getByTestId('notifications');
    await toggle.getByRole('button', { name: 'Notify me' }).click();
    await page.locator('[data-testid="notifications"][data-state="on"]').waitFor({ timeout: 30_000 });
    const state = await page.evaluate<PageState>('window.__push');
    expect(state.calls).toEqual([{ userVisibleOnly: true, key: vapid.publicKey }]);
    const stored = await site.em().find(PushSubscription, {});
    expect(stored.map((row) => [row.endpoint, row.teamIds, row.matchIds])).toEqual([[endpoint, [fixture.home.id], []]]);

    // A goal by the followed team: the server posts one encrypted push to this browser's endpoint.
    const scorer = new TestClient(site.url);
    await scorer.signIn(fixture.scorer.email);
    let seq = 0;
    for (const input of [
      { kind: 'PERIOD_START', period: 'FIRST_HALF' },
      { kind: 'GOAL', side: 'home', player: { name: 'Striker' }, minute: 7 },
    ]) {
      const response = await scorer.gql<{ recordFootballEvent: { seq: number } }>(
        `mutation($matchId: Int!, $key: String!, $afterSeq: Int!, $input: FootballEventInput!) {
          recordFootballEvent(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) { seq } }`,
        { matchId: fixture.matchId, key: `e2e${seq + 1}`, afterSeq: seq, input },
      );
      expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
      seq = response.data!.recordFootballEvent.seq;
    }
    await site.app.pushNotifier!.idle();
    expect(push.received.map((request) => request.path)).toEqual(['/push/chromium']);
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(state.privateJwk!.d, 'base64url'));
    const clear = ece
      .decrypt(push.received[0].body, {
        version: 'aes128gcm',
        privateKey: ecdh,
        authSecret: Buffer.from(state.auth!, 'base64url'),
      })
      .toString('utf8');
    expect(JSON.parse(clear)).toMatchObject({
      kind: 'goal',
      title: "Goal! Follow Town FC (7')",
      url: `/match/${fixture.matchId}`,
    });

    // The push event, handed to the site's real service worker, becomes a notification.
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find(
          (registration) => registration.scopeURL === `${site.url}/` && !registration.isDeleted,
        );
        if (found) resolve(found.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: site.url,
      registrationId: await registrationId,
      data: clear,
    });
    await page.waitForFunction(
      async () => {
        const registration = await (
          navigator as unknown as {
            serviceWorker: { ready: Promise<{ getNotifications(): Promise<{ title: string }[]> }> };
          }
        ).serviceWorker.ready;
        return (await registration.getNotifications()).some((notification) => notification.title.startsWith('Goal!'));
      },
      undefined,
      { timeout: 10_000 },
    );

    // Unfollowing the last team tells the server: nothing left to notify, the subscription goes.
    await page.goto(`/team/${fixture.home.id}`);
    await page.getByTestId('follow-button').click();
    await expect.poll(() => site.em().count(PushSubscription), { timeout: 10_000 }).toBe(0);
    await context.close();
  });
});
