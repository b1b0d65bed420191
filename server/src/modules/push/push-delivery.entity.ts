import type { Opt, Ref } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Match } from '../matches/match.entity.js';

/**
 * A notification claimed for sending: one row per match and notice ("goal:12", "result"). Every instance
 * hears every match event once live updates go across instances; the unique key lets only the first
 * send, so a fan gets one push, not one per instance.
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

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
