import { Entity, Enum, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import type { Opt, Ref } from '@mikro-orm/core';
import { LocalDateResolver } from 'graphql-scalars';
import { Field, ObjectType } from 'type-graphql';
import { Club } from '../clubs/club.entity.js';
import { BaseEntity } from '../common/base.entity.js';
import { Sport } from '../common/sport.js';
import { User } from '../users/user.entity.js';
import { crestUrlOf } from './crest-path.js';

// Plain fields are read as plain properties: no field middleware here (see graphql/private-fields.ts).
@ObjectType({ description: 'A team of a club, which registers into tournaments.', simpleResolvers: true })
@Entity({ tableName: 'teams' })
export class Team extends BaseEntity {
  @Field(() => String, { description: 'The team name.' })
  @Property({ type: 'string' })
  name!: string;

  @Field(() => Sport, { nullable: true, description: 'The sport the team plays; unset means any sport.' })
  @Enum({ items: () => Sport, nullable: true })
  sport?: Sport | null;

  @ManyToOne(() => Club, { ref: true, deleteRule: 'restrict' })
  club!: Ref<Club>;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  manager?: Ref<User> | null;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  coach?: Ref<User> | null;

  @Field(() => String, { description: 'About the team.', nullable: true })
  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Field(() => String, { description: 'Address of the team logo.', nullable: true })
  @Property({ type: 'string', nullable: true })
  logoUrl?: string | null;

  @Field(() => String, { nullable: true, description: 'The home ground; fixtures default to it.' })
  @Property({ type: 'string', nullable: true })
  homeGround?: string | null;

  @Field(() => LocalDateResolver, { description: 'When the team was founded (YYYY-MM-DD).', nullable: true })
  @Property({ type: 'date', nullable: true })
  foundedDate?: string | null;

  @Field(() => String, { nullable: true, description: 'The main kit colour as #rrggbb.' })
  @Property({ type: 'string', length: 7, nullable: true })
  primaryColor?: string | null;

  @Field(() => String, { nullable: true, description: 'The second kit colour as #rrggbb.' })
  @Property({ type: 'string', length: 7, nullable: true })
  secondaryColor?: string | null;

  /** The uploaded crest's content hash (team_crest holds the pictures): versions crestUrl. */
  @Property({ type: 'string', length: 64, nullable: true })
  crestHash?: string | null;

  /** The `crestUrl` field (teams.resolver.ts answers it for a card's plain row too). */
  get crestUrl(): Opt<string> | null {
    return crestUrlOf(this);
  }

  @Field(() => Boolean, { description: 'Inactive teams take no new fixtures.' })
  @Property({ type: 'boolean', default: true })
  isActive: Opt<boolean> = true;

  get clubId(): Opt<number> {
    return this.club.id;
  }

  get managerId(): Opt<number> | null {
    return this.manager?.id ?? null;
  }

  get coachId(): Opt<number> | null {
    return this.coach?.id ?? null;
  }
}
