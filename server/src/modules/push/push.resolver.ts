import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../users/graphql-context.js';
import { PushSubscriptionInput } from './push.inputs.js';
import { PushService } from './push.service.js';
import { WebPushSetup } from './push.types.js';

/** The push mutations: they change no public answer (graphql/response-cache.ts keeps its answers). */
export const PUSH_MUTATIONS = ['savePushSubscription', 'deletePushSubscription'] as const;

@Resolver()
export class PushResolver {
  @Query(() => String, {
    nullable: true,
    description:
      'The VAPID public key browsers subscribe to push with (applicationServerKey); null: notifications are off.',
  })
  webPushPublicKey(@Ctx() ctx: GraphQLContext) {
    return new PushService(ctx).publicKey();
  }

  @Query(() => WebPushSetup, {
    nullable: true,
    description:
      'Whether web push is configured and, when not, the environment variables it needs; null unless signed in ' +
      'with a role that runs competitions (organisers, officials).',
  })
  webPushSetup(@Ctx() ctx: GraphQLContext) {
    return new PushService(ctx).setup(ctx.viewer);
  }

  @Mutation(() => Boolean, {
    description:
      'Stores a browser’s push subscription and what it follows (replacing what it followed before). Needs no sign-in; refused when push is not configured.',
  })
  savePushSubscription(
    @Arg('input', () => PushSubscriptionInput) input: PushSubscriptionInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return new PushService(ctx).save(input);
  }

  @Mutation(() => Boolean, { description: 'Forgets a push subscription by its endpoint; true when one was stored.' })
  deletePushSubscription(@Arg('endpoint', () => String) endpoint: string, @Ctx() ctx: GraphQLContext) {
    return new PushService(ctx).remove(endpoint);
  }
}
