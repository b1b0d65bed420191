// Webhooks never reach this machine or a private network (OWASP's SSRF rules): every address form is
// judged after resolution, at registration and again at each send, and a send connects to the very
// address it checked, so a name re-pointed in between (DNS rebinding) reaches nothing else.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WebhookConfig } from '../../../server/src/config.js';
import { createLogger } from '../../../server/src/logger.js';
import { Tournament } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { Role, User } from '../../../server/src/modules/users/user.entity.js';
import {
  nonPublicKind,
  resolveSendTarget,
  type HostResolver,
  type ResolvedAddress,
} from '../../../server/src/modules/webhooks/webhook-address.js';
import { DeliveryStatus, WebhookDelivery } from '../../../server/src/modules/webhooks/webhook-delivery.entity.js';
import { postToCheckedAddress } from '../../../server/src/modules/webhooks/webhook-send.js';
import { WebhookWorker } from '../../../server/src/modules/webhooks/webhook-worker.js';
import { Webhook, WebhookEvent } from '../../../server/src/modules/webhooks/webhook.entity.js';
import { WebhooksService } from '../../../server/src/modules/webhooks/webhooks.service.js';
import { createTournament, createUser } from '../../support/factories.js';
import { useTestServer } from '../management/support.js';
import { startReceiver, until } from './support.js';

/** Each form that leads to this machine or a private network, with the words its refusal uses. */
const REFUSED: [string, RegExp][] = [
  ['127.0.0.1', /loopback/],
  ['127.8.9.10', /loopback/],
  ['10.1.2.3', /private/],
  ['172.16.0.9', /private/],
  ['192.168.1.10', /private/],
  ['169.254.169.254', /link-local/],
  ['100.64.0.1', /carrier-grade NAT/],
  ['0.0.0.0', /unspecified/],
  ['224.0.0.1', /multicast/],
  ['255.255.255.255', /broadcast/],
  ['198.18.0.1', /benchmarking|reserved/],
  ['::1', /loopback/],
  ['::', /unspecified/],
  ['::127.0.0.1', /IPv4-compatible/],
  ['::8.8.8.8', /IPv4-compatible/],
  ['::ffff:127.0.0.1', /IPv4-mapped of 127\.0\.0\.1, loopback/],
  ['::ffff:10.0.0.1', /IPv4-mapped of 10\.0\.0\.1, private/],
  ['64:ff9b::7f00:1', /NAT64 of 127\.0\.0\.1, loopback/],
  ['64:ff9b::192.168.0.1', /NAT64 of 192\.168\.0\.1, private/],
  ['64:ff9b:1::7f00:1', /local-use NAT64/],
  ['2002:7f00:1::', /6to4 of 127\.0\.0\.1, loopback/],
  ['2002:a9fe:a9fe::1', /6to4 of 169\.254\.169\.254, link-local/],
  ['2001:0:4136:e378:8000:63bf:3fff:fdd2', /Teredo/],
  ['fe80::1', /link-local/],
  ['fc00::1', /unique-local/],
  ['fd12:3456:789a::1', /unique-local/],
  ['fec0::1', /site-local/],
  ['ff02::1', /multicast/],
  ['2001:db8::1', /reserved/],
  ['100::1', /discard/],
];
/** Public addresses, some in a form that carries a public IPv4 address. Classified only, never contacted. */
const ALLOWED = [
  '93.184.215.14',
  '8.8.8.8',
  '2606:4700:4700::1111',
  '2a00:1450:4001:82a::200e',
  '::ffff:8.8.8.8',
  '64:ff9b::8.8.8.8',
  '2002:808:808::1',
];

describe('which addresses a webhook may reach', () => {
  it('refuses every loopback, private, link-local, unique-local, multicast, NAT64, 6to4, Teredo and mapped form', () => {
    for (const [address, kind] of REFUSED) expect(nonPublicKind(address), address).toMatch(kind);
    for (const address of ALLOWED) expect(nonPublicKind(address), address).toBeNull();
  });

  it('judges every address a name resolves to, and answers the first for the send to connect to', async () => {
    const answers = (...addresses: string[]): HostResolver => {
      return () =>
        Promise.resolve(
          addresses.map((address): ResolvedAddress => ({ address, family: address.includes(':') ? 6 : 4 })),
        );
    };
    expect(
      await resolveSendTarget('hooks.example.test', { resolve: answers('8.8.8.8', '2606:4700:4700::1111') }),
    ).toEqual({ address: { address: '8.8.8.8', family: 4 }, problem: null });
    // One internal address among public ones refuses the name: the system would pick any of them.
    const mixed = await resolveSendTarget('hooks.example.test', { resolve: answers('8.8.8.8', '::ffff:127.0.0.1') });
    expect(mixed).toEqual({
      address: null,
      problem:
        'Use a public address, not a private or loopback one (hooks.example.test resolves to ::ffff:127.0.0.1, IPv4-mapped of 127.0.0.1, loopback)',
    });
    expect((await resolveSendTarget('[64:ff9b::7f00:1]')).problem).toMatch(/64:ff9b::7f00:1 is NAT64 of 127\.0\.0\.1/);
    expect((await resolveSendTarget('nowhere.invalid', { resolve: answers() })).problem).toBe(
      'The address’s host could not be found',
    );
    expect((await resolveSendTarget('api.localhost')).problem).toBe('Use a public address, not this machine');
  });
});

describe('webhook sends connect only to the address checked', () => {
  const server = useTestServer();
  const logger = createLogger('silent');
  const workers: WebhookWorker[] = [];
  const closers: (() => Promise<void>)[] = [];
  let organiser: User;
  let tournamentId: number;

  beforeEach(async () => {
    await server.reset();
    organiser = await createUser(server.em(), { role: Role.tournament_creator });
    tournamentId = (await createTournament(server.em(), organiser)).id;
  });

  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await Promise.all(closers.splice(0).map((close) => close()));
  });

  function startWorker(overrides: Partial<WebhookConfig>, resolve?: HostResolver): WebhookWorker {
    const config = { ...server.config.webhooks, pollMs: 20, timeoutMs: 1_500, backoffBaseMs: 60_000, ...overrides };
    const worker = new WebhookWorker({ em: server.orm.em, config, logger, resolve });
    workers.push(worker);
    worker.start();
    return worker;
  }

  /** A hook registered earlier (when its name was harmless), with one delivery queued for it. */
  async function queuedHook(url: string): Promise<number> {
    const em = server.em().fork();
    const hook = em.create(Webhook, {
      tournament: em.getReference(Tournament, tournamentId),
      url,
      events: [WebhookEvent.RESULT],
      secret: 'whsec_test',
    });
    em.create(WebhookDelivery, {
      webhook: hook,
      eventId: randomUUID(),
      eventType: WebhookEvent.RESULT,
      payload: { type: 'RESULT' },
    });
    await em.flush();
    return hook.id;
  }

  async function firstAttempt(webhookId: number): Promise<WebhookDelivery> {
    return until(
      async () => {
        const row = await server.em().fork().findOne(WebhookDelivery, { webhook: webhookId });
        return row && row.attempts > 0 && row.status !== DeliveryStatus.sending ? row : null;
      },
      10_000,
      `the first attempt of hook ${webhookId}`,
    );
  }

  it('registration refuses each internal form, naming the url field, and stores nothing', async () => {
    const viewer = await server.em().findOneOrFail(User, { id: organiser.id });
    const production = new WebhooksService({
      em: server.em(),
      viewer,
      config: {
        ...server.config,
        webhooks: { ...server.config.webhooks, requireHttps: true, allowPrivateAddresses: false },
      },
    });
    const refusal = async (url: string): Promise<string | undefined> => {
      try {
        await production.create({ tournamentId, url, events: [WebhookEvent.RESULT] });
      } catch (error) {
        return (error as { code?: string; data?: { fields?: Record<string, string> } }).data?.fields?.url;
      }
      throw new Error(`${url} was accepted`);
    };
    for (const [url, words] of [
      ['https://[::127.0.0.1]/hook', /::7f00:1 is IPv4-compatible/],
      ['https://[64:ff9b::7f00:1]/hook', /NAT64 of 127\.0\.0\.1/],
      ['https://[2002:7f00:1::]/hook', /6to4 of 127\.0\.0\.1/],
      ['https://[::ffff:127.0.0.1]/hook', /IPv4-mapped of 127\.0\.0\.1/],
      ['https://[64:ff9b::a9fe:a9fe]/latest/meta-data', /NAT64 of 169\.254\.169\.254, link-local/],
      ['https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/hook', /Teredo/],
      ['https://[fd00::1]/hook', /unique-local/],
      ['https://[fe80::1]/hook', /link-local/],
      // Spellings the URL parser turns into 127.0.0.1.
      ['https://2130706433/hook', /127\.0\.0\.1 is loopback/],
      ['https://0x7f.1/hook', /127\.0\.0\.1 is loopback/],
      ['https://localhost./hook', /this machine/],
    ] as const) {
      expect(await refusal(url), url).toMatch(words);
    }
    expect(await server.em().fork().count(Webhook, {})).toBe(0);
  });

  it('a name that now resolves to an internal address fails with the reason recorded, and nothing reaches the listener', async () => {
    const listener = await startReceiver(() => 200);
    closers.push(listener.close);
    // The names were public when registered; the DNS now answers each with a form of this machine.
    const rebound: Record<string, string> = {
      'plain.hooks.test': '127.0.0.1',
      'mapped.hooks.test': '::ffff:127.0.0.1',
      'compatible.hooks.test': '::127.0.0.1',
      'nat64.hooks.test': '64:ff9b::7f00:1',
      'sixtofour.hooks.test': '2002:7f00:1::',
    };
    const calls: string[] = [];
    const resolve: HostResolver = (hostname) => {
      calls.push(hostname);
      const address = rebound[hostname];
      return Promise.resolve(address ? [{ address, family: address.includes(':') ? 6 : 4 }] : []);
    };
    const hooks = new Map<string, number>();
    for (const name of Object.keys(rebound)) {
      hooks.set(name, await queuedHook(`http://${name}:${listener.port}/hook`));
    }
    // A literal address registered before the rules were tightened is judged at send time too.
    const literal = await queuedHook(`http://[::ffff:127.0.0.1]:${listener.port}/hook`);
    startWorker({ allowPrivateAddresses: false }, resolve);

    for (const [name, webhookId] of hooks) {
      const row = await firstAttempt(webhookId);
      expect(row.status).toBe(DeliveryStatus.pending);
      expect(row.lastStatusCode).toBeNull();
      expect(row.lastError).toBe(
        `Use a public address, not a private or loopback one (${name} resolves to ${rebound[name]}, ${nonPublicKind(rebound[name])})`,
      );
    }
    expect((await firstAttempt(literal)).lastError).toMatch(/::ffff:7f00:1 is IPv4-mapped of 127\.0\.0\.1/);
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
    expect(listener.received).toHaveLength(0);
    // One resolution per send: the check's.
    expect(calls.sort()).toEqual(Object.keys(rebound).sort());
  });

  it('a name answered differently after the check still reaches only the address checked', async () => {
    // Two listeners on one port: 127.0.0.2 plays the public receiver the check approved, 127.0.0.1 the
    // internal service a rebinding DNS points the name at once the check has passed.
    const checked = await startReceiver(() => 204, { host: '127.0.0.2' });
    closers.push(checked.close);
    const internal = await startReceiver(() => 200, { host: '127.0.0.1', port: checked.port });
    closers.push(internal.close);
    let lookups = 0;
    const rebinding: HostResolver = () => {
      lookups += 1;
      return Promise.resolve([{ address: lookups === 1 ? '127.0.0.2' : '127.0.0.1', family: 4 }]);
    };
    // Loopback receivers need the development rules; the rules' refusals are the test above.
    const webhookId = await queuedHook(`http://rebind.hooks.test:${checked.port}/hook`);
    startWorker({ allowPrivateAddresses: true }, rebinding);

    const row = await firstAttempt(webhookId);
    expect(row).toMatchObject({ status: DeliveryStatus.delivered, lastStatusCode: 204, lastError: null });
    expect(lookups).toBe(1);
    expect(checked.received).toHaveLength(1);
    // The receiver sees the name it was registered under, not the address.
    expect(checked.received[0].headers.host).toBe(`rebind.hooks.test:${checked.port}`);
    expect(internal.received).toHaveLength(0);
  });

  it('a name whose resolution never answers is cut short at the send timeout, holding no slot for long', async () => {
    const webhookId = await queuedHook('http://silent.hooks.test/hook');
    startWorker({ allowPrivateAddresses: false, timeoutMs: 300 }, () => new Promise<ResolvedAddress[]>(() => {}));
    const row = await firstAttempt(webhookId);
    expect(row).toMatchObject({ status: DeliveryStatus.pending, lastError: 'No answer within 300 ms' });
  });

  it('over https the socket goes to the checked address while SNI and the certificate use the name', async () => {
    // A certificate for the receiver's name alone, made for this test.
    const dir = mkdtempSync(join(tmpdir(), 'webhook-tls-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=tls.hooks.test',
        '-addext',
        'subjectAltName=DNS:tls.hooks.test',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    const key = readFileSync(join(dir, 'key.pem'));
    const cert = readFileSync(join(dir, 'cert.pem'));
    rmSync(dir, { recursive: true });
    const seen: { servername: string | null; host: string | undefined }[] = [];
    const receiver = createServer({ key, cert }, (req, res) => {
      const socket = req.socket as typeof req.socket & { servername?: string | false };
      seen.push({ servername: socket.servername || null, host: req.headers.host });
      res.writeHead(204).end();
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.2', resolve));
    closers.push(() => new Promise<void>((resolve) => receiver.close(() => resolve())));
    const { port } = receiver.address() as AddressInfo;
    const checked = { address: '127.0.0.2', family: 4 as const };
    const post = (name: string) =>
      postToCheckedAddress(new URL(`https://${name}:${port}/hook`), checked, {}, '{}', AbortSignal.timeout(5_000), {
        ca: cert,
      });

    expect(await post('tls.hooks.test')).toBe(204);
    expect(seen).toEqual([{ servername: 'tls.hooks.test', host: `tls.hooks.test:${port}` }]);
    // The address alone proves nothing: another name pinned to it fails the certificate check.
    await expect(post('other.hooks.test')).rejects.toThrow(/altnames/);
    expect(seen).toHaveLength(1);
  });
});
