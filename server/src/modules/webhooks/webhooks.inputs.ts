import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Webhook, WebhookEvent } from './webhook.entity.js';

@InputType({ description: 'A webhook to register for a tournament.' })
export class WebhookInput {
  @Field(() => Int, { description: 'The tournament whose events are sent.' })
  tournamentId!: number;

  @Field(() => String, { description: 'Where to POST: https in production, and a public address.' })
  url!: string;

  @Field(() => [WebhookEvent], { description: 'The events to send; at least one.' })
  events!: WebhookEvent[];
}

@ObjectType({ description: 'A webhook with its secret: shown this once, when registered or rotated.' })
export class WebhookWithSecret {
  @Field(() => Webhook)
  webhook!: Webhook;

  @Field(() => String, { description: 'Signs each delivery (HMAC-SHA256). Store it now: it is not shown again.' })
  secret!: string;
}
