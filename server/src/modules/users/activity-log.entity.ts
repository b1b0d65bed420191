import { Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import type { Opt, Ref } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { OwnerOrAdminOnly } from '../../core/graphql/private-fields.js';
import { BaseEntity } from '../common/base.entity.js';
import { User } from './user.entity.js';

export enum ActivityAction {
  user_created = 'user_created',
  user_activated = 'user_activated',
  user_deactivated = 'user_deactivated',
  role_changed = 'role_changed',
  account_deleted = 'account_deleted',
  /** A scorer undid an event of a match, with why. */
  match_corrected = 'match_corrected',
  /** An organiser took points off a team, with why. */
  points_deducted = 'points_deducted',
  /** An organiser removed a points deduction, giving the points back. */
  points_deduction_removed = 'points_deduction_removed',
  /** An organiser approved, waitlisted or rejected a team's entry, with the note. */
  registration_reviewed = 'registration_reviewed',
  /** An organiser recorded an entry fee paid, waived or unpaid. */
  registration_fee_recorded = 'registration_fee_recorded',
  /** A team withdrew its entry. */
  registration_withdrawn = 'registration_withdrawn',
  /** A waitlisted team took a place that came free. */
  registration_promoted = 'registration_promoted',
  /** A squad changed after its deadline (by the organiser). */
  squad_changed = 'squad_changed',
}
registerEnumType(ActivityAction, { name: 'ActivityAction' });

@ObjectType({ description: 'One account event, with who it concerned and which administrator did it.' })
@Entity({ tableName: 'activity_logs' })
@Index({ properties: ['createdAt'] })
export class ActivityLog extends BaseEntity {
  @Field(() => ActivityAction)
  @Enum({ items: () => ActivityAction })
  action!: ActivityAction;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  user?: Ref<User> | null;

  /** Kept as text so the entry still reads after the account is gone. */
  @Field(() => String, { nullable: true, description: 'Only for the person themselves and administrators.' })
  @OwnerOrAdminOnly<ActivityLog>((log) => log.user?.id)
  @Property({ type: 'string' })
  userEmail!: string;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  admin?: Ref<User> | null;

  @Field(() => String, { nullable: true, description: 'Only for that administrator and other administrators.' })
  @OwnerOrAdminOnly<ActivityLog>((log) => log.admin?.id)
  @Property({ type: 'string', nullable: true })
  adminEmail?: string | null;

  @Field(() => String, { nullable: true, description: 'What changed, e.g. "player -> referee".' })
  @Property({ type: 'string', nullable: true })
  details?: string | null;

  @Field(() => Int, { nullable: true, description: 'The account concerned, while it exists.' })
  get userId(): Opt<number> | null {
    return this.user?.id ?? null;
  }

  @Field(() => Int, {
    nullable: true,
    description: 'The administrator who acted; null for the person themselves or the system.',
  })
  get adminId(): Opt<number> | null {
    return this.admin?.id ?? null;
  }
}
