import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, InputError, NotFoundError } from '../../core/errors.js';
import { requireActivated } from '../../core/guards.js';
import type { RequestContext } from '../../core/request-context.js';
import { parseInput } from '../../core/validation.js';
import { webhookSchema } from '../../../../shared/validation/webhooks.js';
import { assertCanManageTournament } from '../common/policy.js';
import { Tournament } from '../tournaments/tournament.entity.js';
import { findTournament } from '../tournaments/tournaments.queries.js';
import type { User } from '../users/user.entity.js';
import { resolveSendTarget } from './webhook-address.js';
import { DeliveryStatus, WebhookDelivery } from './webhook-delivery.entity.js';
import { generateWebhookSecret } from './webhook-signature.js';
import { Webhook } from './webhook.entity.js';
import type { WebhookInput, WebhookWithSecret } from './webhooks.inputs.js';

const MAX_HOOKS_PER_TOURNAMENT = 10;

/**
 * A tournament's webhooks: its organiser registers, lists, pauses, deletes and
 * rotates them and reads their delivery log. Anyone else: NOT_FOUND when they cannot see the tournament,
 * FORBIDDEN when they can.
 */
export class WebhooksService {
  constructor(private readonly ctx: Pick<RequestContext<User>, 'em' | 'viewer' | 'config'>) {}

  private async managedTournament(em: EntityManager, tournamentId: number): Promise<Tournament> {
    const viewer = requireActivated(this.ctx);
    // The policy's rule for running a tournament: its creator. (Here "administrator" is a role every
    // organiser holds, so letting admins in would let any organiser read another's hooks and secrets.)
    const tournament = await findTournament(em, tournamentId);
    return assertCanManageTournament(
      viewer,
      tournament,
      'Only the organiser of this tournament can manage its webhooks.',
    );
  }

  private async managedHook(em: EntityManager, id: number, lock = false): Promise<Webhook> {
    const hook = await em.findOne(Webhook, { id }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
    if (!hook) throw new NotFoundError('Webhook not found');
    await this.managedTournament(em, hook.tournament.id);
    return hook;
  }

  async list(tournamentId: number): Promise<Webhook[]> {
    await this.managedTournament(this.ctx.em, tournamentId);
    return this.ctx.em.find(Webhook, { tournament: tournamentId }, { orderBy: { id: 'asc' } });
  }

  async create(input: WebhookInput): Promise<WebhookWithSecret> {
    await this.managedTournament(this.ctx.em, input.tournamentId);
    const { url, events } = parseInput(webhookSchema, { url: input.url, events: input.events });
    await this.checkAddress(url);
    const secret = generateWebhookSecret();
    const webhook = await this.ctx.em.transactional(async (tx) => {
      // The tournament row lock makes the per-tournament cap hold under concurrent registrations.
      const tournament = await tx.findOneOrFail(
        Tournament,
        { id: input.tournamentId },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if ((await tx.count(Webhook, { tournament: tournament.id })) >= MAX_HOOKS_PER_TOURNAMENT) {
        throw new InputError({ url: `A tournament can have at most ${MAX_HOOKS_PER_TOURNAMENT} webhooks` });
      }
      const viewerId = this.ctx.viewer?.id;
      return tx.create(Webhook, {
        tournament,
        createdBy: viewerId ?? null,
        url,
        events,
        secret,
      });
    });
    return { webhook, secret };
  }

  /** A new secret, shown once; the old one stops signing at once. */
  async rotateSecret(id: number): Promise<WebhookWithSecret> {
    const secret = generateWebhookSecret();
    const webhook = await this.ctx.em.transactional(async (tx) => {
      const hook = await this.managedHook(tx, id, true);
      hook.secret = secret;
      return hook;
    });
    return { webhook, secret };
  }

  /** Pause (nothing new is queued) or resume. */
  async setActive(id: number, active: boolean): Promise<Webhook> {
    return this.ctx.em.transactional(async (tx) => {
      const hook = await this.managedHook(tx, id, true);
      hook.isActive = active;
      return hook;
    });
  }

  /** The hook and its delivery log go. */
  async remove(id: number): Promise<boolean> {
    return this.ctx.em.transactional(async (tx) => {
      const hook = await this.managedHook(tx, id, true);
      tx.remove(hook);
      return true;
    });
  }

  /** The latest deliveries, newest first. */
  async deliveries(webhookId: number, first = 20): Promise<WebhookDelivery[]> {
    await this.managedHook(this.ctx.em, webhookId);
    if (!Number.isInteger(first) || first < 1 || first > 100) {
      throw new InputError({ first: 'Ask for 1 to 100 deliveries' });
    }
    return this.ctx.em.find(
      WebhookDelivery,
      { webhook: webhookId },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: first },
    );
  }

  /** "Send again": the delivery is due now, with a fresh day of retries; refused while a worker sends it. */
  async resend(deliveryId: number): Promise<WebhookDelivery> {
    return this.ctx.em.transactional(async (tx) => {
      const delivery = await tx.findOne(WebhookDelivery, { id: deliveryId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!delivery) throw new NotFoundError('Delivery not found');
      await this.managedHook(tx, delivery.webhook.id);
      if (delivery.status === DeliveryStatus.sending) {
        throw new ConflictError('This delivery is being sent right now; try again in a moment.');
      }
      delivery.status = DeliveryStatus.pending;
      delivery.attempts = 0;
      delivery.nextAttemptAt = new Date();
      delivery.queuedAt = new Date();
      delivery.deliveredAt = null;
      return delivery;
    });
  }

  /** https in production, and never this machine or a private network there (unless configured). */
  private async checkAddress(url: string): Promise<void> {
    const parsed = new URL(url);
    const { requireHttps, allowPrivateAddresses } = this.ctx.config.webhooks;
    if (requireHttps && parsed.protocol !== 'https:') throw new InputError({ url: 'Use an https address' });
    // The worker checks again at each send, on the address it then connects to.
    if (!allowPrivateAddresses) {
      const { problem } = await resolveSendTarget(parsed.hostname);
      if (problem !== null) throw new InputError({ url: problem });
    }
  }
}
