import type { Opt, Ref } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { JSONObjectResolver } from 'graphql-scalars';
import { DateTimeISOResolver } from '../../../core/date-time.js';
import { Field, Int, ObjectType } from 'type-graphql';
import { User } from '../../users/user.entity.js';
import { Match } from '../match.entity.js';

/**
 * One entry of a match's append-only log: a delivery, a football event, an innings event, an undo that
 * voids the latest event still in force, or a replace that opens an imported log. The log is never edited
 * (PostgreSQL refuses it: Migration20261205010000); the match row is its projection.
 */
@ObjectType({ description: 'One event of a match’s log, numbered 1, 2, 3... per match.' })
@Entity({ tableName: 'match_events' })
@Unique({ properties: ['match', 'seq'] })
@Unique({ properties: ['match', 'key'] })
export class MatchEvent {
  @Field(() => Int, { description: 'Stable numeric identifier.' })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Match, { ref: true, deleteRule: 'cascade' })
  match!: Ref<Match>;

  @Field(() => Int, { description: 'The event’s number in its match: 1, 2, 3... with no gaps.' })
  @Property({ type: 'integer' })
  seq!: number;

  @Field(() => String, {
    description:
      'delivery, close, revise, absent hurt, penalty runs, tie, abandon, football, points, result (a whole result, recordResult), undo (voids the latest event in force), or replace (an imported log follows, in place of every event before it).',
  })
  @Property({ type: 'string' })
  kind!: string;

  @Field(() => JSONObjectResolver, { description: 'The event as the rules read it (players by roster id).' })
  @Property({ type: 'jsonb' })
  payload!: Record<string, unknown>;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  author?: Ref<User> | null;

  /** The client's idempotency key: a retry with the same key answers this event. */
  @Field(() => String, { description: 'The idempotency key the scorer’s device sent.' })
  @Property({ type: 'string' })
  key!: string;

  /** What the key first carried (requestFingerprint): the same key with another request is refused. */
  @Property({ type: 'string', length: 64, nullable: true })
  requestHash?: string | null;

  @Field(() => DateTimeISOResolver, { description: 'When the server stored the event.' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  /** Set by reads that fold the whole log: an undo (or a later undo) voided this event. */
  @Field(() => Boolean, { description: 'An undo voided this event (undo entries are never voided).' })
  voided: Opt<boolean> = false;

  @Field(() => Int, { description: 'The match.' })
  get matchId(): Opt<number> {
    return this.match.id;
  }

  @Field(() => Int, { nullable: true, description: 'Who recorded it, while the account exists.' })
  get authorId(): Opt<number> | null {
    return this.author?.id ?? null;
  }
}
