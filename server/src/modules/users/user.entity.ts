import { Entity, Enum, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import type { Opt, OptionalProps, Ref } from '@mikro-orm/core';
import { DateTimeISOResolver } from '../../core/date-time.js';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { OwnerOrAdminOnly } from '../../core/graphql/private-fields.js';
import { BaseEntity } from '../common/base.entity.js';

export enum Role {
  tournament_creator = 'tournament_creator',
  club_owner = 'club_owner',
  manager = 'manager',
  coach = 'coach',
  referee = 'referee',
  player = 'player',
}
registerEnumType(Role, { name: 'Role', description: 'What a person does on Pitchside.' });

/** Roles with administrator privileges (user management, analytics, activity logs). */
export const ADMIN_ROLES: readonly Role[] = [Role.tournament_creator, Role.club_owner];

export enum AccountStatus {
  pending = 'pending',
  active = 'active',
  inactive = 'inactive',
}
registerEnumType(AccountStatus, {
  name: 'AccountStatus',
  description: 'pending: signed up, awaiting activation; active: activated; inactive: deactivated.',
});

@ObjectType({ description: 'A person who signs in.' })
@Entity({ tableName: 'users' })
export class User extends BaseEntity {
  // Enums with a default are optional through OptionalProps, not typed Opt<...>: a branded enum no longer
  // compares as its enum (no-unsafe-enum-comparison).
  declare [OptionalProps]?: 'role' | 'status';

  /** Google's subject (or the local provider's); never exposed, it is what identifies the person. */
  @Property({ type: 'string', unique: true })
  googleSub!: string;

  @Field(() => String, { nullable: true, description: 'Only for the person themselves and administrators.' })
  @OwnerOrAdminOnly<User>((user) => user.id)
  @Property({ type: 'string', unique: true })
  email!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', nullable: true })
  givenName?: string | null;

  @Field(() => Role)
  @Enum({ items: () => Role, default: Role.player })
  role: Role = Role.player;

  /** False until the person has picked a role at first sign-in. */
  @Field(() => Boolean, { description: 'Whether the person has chosen a role yet.' })
  @Property({ type: 'boolean', default: false })
  hasChosenRole: Opt<boolean> = false;

  @Field(() => String, { nullable: true, description: 'Only for the person themselves and administrators.' })
  @OwnerOrAdminOnly<User>((user) => user.id)
  @Property({ type: 'string', nullable: true })
  phone?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', nullable: true })
  profilePicture?: string | null;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  isActive: Opt<boolean> = true;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  isAccountActivated: Opt<boolean> = false;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  activatedBy?: Ref<User> | null;

  @Field(() => DateTimeISOResolver, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  activatedAt?: Date | null;

  @Field(() => AccountStatus, { description: 'Derived from isActive and isAccountActivated.' })
  get status(): AccountStatus {
    if (!this.isActive) return AccountStatus.inactive;
    return this.isAccountActivated ? AccountStatus.active : AccountStatus.pending;
  }

  get isAdmin(): Opt<boolean> {
    return this.isActive && this.isAccountActivated && ADMIN_ROLES.includes(this.role);
  }
}
