import { pushSubscriptionSchema } from '../../../../shared/validation/push.js';
import type { Config } from '../../config.js';
import { DomainError, InputError } from '../../core/errors.js';
import type { RequestContext } from '../../core/request-context.js';
import { parseInput } from '../../core/validation.js';
import { holdsStaffRole, type Viewer } from '../common/policy.js';
import { PushSubscription } from './push-subscription.entity.js';
import { WebPushSetup } from './push.types.js';

/** The settings web push needs, all three or none (server/src/config.ts). */
export const WEB_PUSH_SETTINGS = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const;

type PushContext = Pick<RequestContext, 'em' | 'config'>;

/** Web push is switched off (no VAPID keys): said plainly, so a client stops offering it. */
export class PushNotConfiguredError extends DomainError {
  constructor() {
    super('FORBIDDEN', 'Push notifications are not configured on this server (no VAPID keys).');
  }
}

/**
 * The server posts to a subscription's endpoint, so only a known push service is accepted (no requests
 * to internal addresses on a visitor's say-so), over https.
 */
export function checkPushEndpoint(endpoint: string, hosts: string[]): void {
  const url = new URL(endpoint);
  const host = url.hostname.toLowerCase();
  const listed = hosts.some((allowed) => (allowed.startsWith('.') ? host.endsWith(allowed) : host === allowed));
  if (!listed || url.protocol !== 'https:' || url.username || url.password) {
    throw new InputError({ endpoint: 'Must be the https address of a known push service' });
  }
}

/** Anonymous push subscriptions: a visitor's browser says what it follows; no account involved. */
export class PushService {
  constructor(private readonly ctx: PushContext) {}

  publicKey(): string | null {
    return this.ctx.config.webPush?.publicKey ?? null;
  }

  /**
   * What web push needs, told to the people who run competitions (an organiser sees it on the management
   * page); null for anyone else, as the server's configuration is not a visitor's business.
   */
  setup(viewer: Viewer): WebPushSetup | null {
    if (!holdsStaffRole(viewer)) return null;
    const configured = this.ctx.config.webPush != null;
    return Object.assign(new WebPushSetup(), { configured, missing: configured ? [] : [...WEB_PUSH_SETTINGS] });
  }

  /** Stores the subscription, or replaces what it follows (one row per endpoint, an atomic upsert). */
  async save(input: unknown): Promise<boolean> {
    const webPush = this.enabled();
    const values = parseInput(pushSubscriptionSchema, input);
    checkPushEndpoint(values.endpoint, webPush.serviceHosts);
    await this.ctx.em.upsert(
      PushSubscription,
      { ...values, updatedAt: new Date() },
      {
        onConflictFields: ['endpoint'],
        onConflictMergeFields: ['p256dh', 'auth', 'teamIds', 'matchIds', 'updatedAt'],
      },
    );
    return true;
  }

  /** Forgets a subscription; true when there was one. Knowing the endpoint is the proof of owning it. */
  async remove(endpoint: string): Promise<boolean> {
    this.enabled();
    if (typeof endpoint !== 'string' || endpoint.length === 0 || endpoint.length > 2000) {
      throw new InputError({ endpoint: 'Must be the push service URL the browser gave' });
    }
    return (await this.ctx.em.nativeDelete(PushSubscription, { endpoint })) > 0;
  }

  private enabled(): NonNullable<Config['webPush']> {
    if (!this.ctx.config.webPush) throw new PushNotConfiguredError();
    return this.ctx.config.webPush;
  }
}
