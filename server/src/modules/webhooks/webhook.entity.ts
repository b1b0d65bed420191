import type { Opt, Ref } from '@mikro-orm/core';
import { ArrayType } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { WebhookEvent } from '../../../../shared/enums.js';
import { BaseEntity } from '../common/base.entity.js';
import { Tournament } from '../tournaments/tournament.entity.js';
import { User } from '../users/user.entity.js';

export { WebhookEvent };

registerEnumType(WebhookEvent, {
  name: 'WebhookEvent',
  description:
    'What a webhook is told about: MATCH_STARTED (kick-off), EVENT_SCORED (an event in the match log or a live ' +
    'score change), RESULT (a match completed), STANDINGS_CHANGED (a result entered or corrected, points deducted), ' +
    'FIXTURE_CHANGED (a match added, rescheduled, postponed, cancelled or given its teams).',
});

@ObjectType({
  description:
    'An address a tournament’s organiser registered to be sent its events, signed with the hook’s secret ' +
    '(`Pitchside-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`).',
})
@Entity({ tableName: 'webhooks' })
@Index({ properties: ['tournament'] })
export class Webhook extends BaseEntity {
  @ManyToOne(() => Tournament, { ref: true, deleteRule: 'cascade' })
  tournament!: Ref<Tournament>;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  createdBy?: Ref<User> | null;

  @Field(() => String, { description: 'Where deliveries are POSTed.' })
  @Property({ type: 'string', length: 2000 })
  url!: string;

  @Field(() => [WebhookEvent], { description: 'The events it is sent.' })
  @Property({ type: new ArrayType<WebhookEvent>((value) => value as WebhookEvent) })
  events!: WebhookEvent[];

  /** Kept to sign each body; shown once, when made or rotated. */
  @Property({ type: 'string', length: 100 })
  secret!: string;

  @Field(() => Boolean, { description: 'False while paused: no new deliveries are queued for it.' })
  @Property({ type: 'boolean', default: true })
  isActive: Opt<boolean> = true;

  @Field(() => Int, { description: 'The tournament.' })
  get tournamentId(): Opt<number> {
    return this.tournament.id;
  }

  @Field(() => String, { description: 'The secret’s first characters, to tell which one a receiver holds.' })
  get secretHint(): Opt<string> {
    return `${this.secret.slice(0, 12)}…`;
  }
}
