import type { Opt, OptionalProps, Ref } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { DateTimeISOResolver } from '../../core/date-time.js';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';
import { Webhook, WebhookEvent } from './webhook.entity.js';

export enum DeliveryStatus {
  pending = 'pending',
  sending = 'sending',
  delivered = 'delivered',
  failed = 'failed',
}

registerEnumType(DeliveryStatus, {
  name: 'WebhookDeliveryStatus',
  description:
    'pending (waiting for its next attempt), sending (a worker holds it), delivered (a 2xx answer), failed ' +
    '(retried for a day without one).',
});

@ObjectType({ description: 'One event sent (or to be sent) to one webhook, with how it went.' })
@Entity({ tableName: 'webhook_deliveries' })
@Index({ properties: ['webhook', 'createdAt'] })
// The worker's scan: due rows first (see webhook-worker.ts).
@Index({ name: 'webhook_deliveries_due_index', properties: ['status', 'nextAttemptAt'] })
export class WebhookDelivery extends BaseEntity {
  // Enums with a default are optional through OptionalProps, not typed Opt<...>: a branded enum no longer
  // compares as its enum (no-unsafe-enum-comparison).
  declare [OptionalProps]?: 'status';

  @ManyToOne(() => Webhook, { ref: true, deleteRule: 'cascade' })
  webhook!: Ref<Webhook>;

  @Field(() => String, { description: 'The event’s id (`Pitchside-Event-Id`), one per event: receivers drop repeats.' })
  @Property({ type: 'uuid' })
  eventId!: string;

  @Field(() => WebhookEvent, { description: 'The event’s type (`Pitchside-Event-Type`).' })
  @Enum({ items: () => WebhookEvent })
  eventType!: WebhookEvent;

  /** The body sent, byte for byte as signed. */
  @Property({ type: 'json' })
  payload!: Record<string, unknown>;

  @Field(() => DeliveryStatus, { description: 'Where the delivery stands.' })
  @Enum({ items: () => DeliveryStatus, default: DeliveryStatus.pending })
  status: DeliveryStatus = DeliveryStatus.pending;

  @Field(() => Int, { description: 'How many times it was sent.' })
  @Property({ type: 'integer', default: 0 })
  attempts: Opt<number> = 0;

  @Field(() => DateTimeISOResolver, { description: 'When it is next sent, while pending.' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  nextAttemptAt: Opt<Date> = new Date();

  /** Retries stop a day after this (queued, or queued again with "send again"). */
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  queuedAt: Opt<Date> = new Date();

  /** While sending: the worker's claim and until when it holds; a dead worker's claim lapses. */
  @Property({ type: 'uuid', nullable: true })
  claimToken?: string | null;

  @Property({ type: 'datetime', nullable: true })
  leaseUntil?: Date | null;

  @Field(() => Int, { nullable: true, description: 'The HTTP status of the last answer.' })
  @Property({ type: 'integer', nullable: true })
  lastStatusCode?: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'Why the last attempt failed (a timeout, a refused connection, a status).',
  })
  @Property({ type: 'text', nullable: true })
  lastError?: string | null;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'When a receiver accepted it.' })
  @Property({ type: 'datetime', nullable: true })
  deliveredAt?: Date | null;

  @Field(() => Int, { description: 'The webhook.' })
  get webhookId(): Opt<number> {
    return this.webhook.id;
  }
}
