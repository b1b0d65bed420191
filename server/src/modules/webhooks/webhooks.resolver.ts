import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../users/graphql-context.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { Webhook } from './webhook.entity.js';
import { WebhookInput, WebhookWithSecret } from './webhooks.inputs.js';
import { WebhooksService } from './webhooks.service.js';

const ownerOnly = ' The tournament’s organiser (its creator) only.';

@Resolver(() => Webhook)
export class WebhooksResolver {
  @Query(() => [Webhook], { description: `The webhooks registered for a tournament.${ownerOnly}` })
  tournamentWebhooks(
    @Arg('tournamentId', () => Int) tournamentId: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Webhook[]> {
    return new WebhooksService(ctx).list(tournamentId);
  }

  @Query(() => [WebhookDelivery], { description: `A webhook’s latest deliveries, newest first.${ownerOnly}` })
  webhookDeliveries(
    @Arg('webhookId', () => Int) webhookId: number,
    @Arg('first', () => Int, { defaultValue: 20, description: '1 to 100.' }) first: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<WebhookDelivery[]> {
    return new WebhooksService(ctx).deliveries(webhookId, first);
  }

  @Mutation(() => WebhookWithSecret, {
    description: `Registers a webhook; answers its signing secret, shown only this once.${ownerOnly}`,
  })
  createWebhook(@Arg('input', () => WebhookInput) input: WebhookInput, @Ctx() ctx: GraphQLContext) {
    return new WebhooksService(ctx).create(input);
  }

  @Mutation(() => WebhookWithSecret, {
    description: `Replaces a webhook’s secret; the new one is shown once.${ownerOnly}`,
  })
  rotateWebhookSecret(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext) {
    return new WebhooksService(ctx).rotateSecret(id);
  }

  @Mutation(() => Webhook, { description: `Pauses (false) or resumes (true) a webhook.${ownerOnly}` })
  setWebhookActive(
    @Arg('id', () => Int) id: number,
    @Arg('active', () => Boolean) active: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Webhook> {
    return new WebhooksService(ctx).setActive(id, active);
  }

  @Mutation(() => Boolean, { description: `Deletes a webhook and its delivery log.${ownerOnly}` })
  deleteWebhook(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return new WebhooksService(ctx).remove(id);
  }

  @Mutation(() => WebhookDelivery, {
    description: `Sends a delivery again: queued now, with a new day of retries.${ownerOnly}`,
  })
  resendWebhookDelivery(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext): Promise<WebhookDelivery> {
    return new WebhooksService(ctx).resend(id);
  }
}
