import { Field, InputType, Int } from 'type-graphql';
import { MAX_FOLLOWED } from '../../../../shared/validation/push.js';

@InputType({
  description:
    'A browser’s push subscription (the `PushSubscription.toJSON()` endpoint and keys) and what its visitor follows.',
})
export class PushSubscriptionInput {
  @Field(() => String, { description: 'The push service URL the browser gave (one of PUSH_SERVICE_HOSTS).' })
  endpoint!: string;

  @Field(() => String, { description: 'keys.p256dh: the browser’s P-256 public key, base64url.' })
  p256dh!: string;

  @Field(() => String, { description: 'keys.auth: the 16-byte auth secret, base64url.' })
  auth!: string;

  @Field(() => [Int], { description: `Followed team ids, at most ${MAX_FOLLOWED}.` })
  teamIds!: number[];

  @Field(() => [Int], { description: `Followed match ids, at most ${MAX_FOLLOWED}.` })
  matchIds!: number[];
}
