import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import type { Opt, Ref } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';
import { User } from '../users/user.entity.js';

@ObjectType({ description: 'A club that owns one or more teams.' })
@Entity({ tableName: 'clubs' })
export class Club extends BaseEntity {
  @Field(() => String, { description: 'The club’s name.' })
  @Property({ type: 'string' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'What the club is about.' })
  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Field(() => String, { nullable: true, description: 'Address of the club’s logo image.' })
  @Property({ type: 'string', nullable: true })
  logoUrl?: string | null;

  @ManyToOne(() => User, { ref: true, deleteRule: 'restrict' })
  owner!: Ref<User>;

  @Field(() => String, { nullable: true, description: 'Town and island of the club.' })
  @Property({ type: 'string', nullable: true })
  location?: string | null;

  @Field(() => String, { nullable: true, description: 'The club’s public contact e-mail.' })
  @Property({ type: 'string', nullable: true })
  contactEmail?: string | null;

  @Field(() => String, { nullable: true, description: 'The club’s public contact phone number.' })
  @Property({ type: 'string', nullable: true })
  contactPhone?: string | null;

  @Field(() => Boolean, { description: 'False once the owner deactivates the club.' })
  @Property({ type: 'boolean', default: true })
  isActive: Opt<boolean> = true;

  /** The `ownerId` field (a resolver: clubs.resolver.ts). */
  get ownerId(): Opt<number> {
    return this.owner.id;
  }
}
