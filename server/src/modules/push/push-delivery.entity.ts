import type { Opt, Ref } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Match } from '../matches/match.entity.js';

/**
 * A notification in the event log's outbox: one row per match and notice ("goal:12", "result"), written with
 * its message in the transaction of the event that caused it and sent by a worker (push-notifier.ts), which
 * claims it for a while and marks it sent, so a fan gets one push, not one per instance nor none after a crash.
 */
@Entity({ tableName: 'push_deliveries' })
@Unique({ properties: ['match', 'notice'] })
export class PushDelivery {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Match, { ref: true, deleteRule: 'cascade' })
  match!: Ref<Match>;

  @Property({ type: 'string' })
  notice!: string;

  /** What the service worker shows; null on notices sent before the outbox. */
  @Property({ type: 'jsonb', nullable: true })
  message?: Record<string, unknown> | null;

  /** A worker sending it holds it until then; after that another may take it. */
  @Property({ type: 'datetime', nullable: true })
  claimedUntil?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  sentAt?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
