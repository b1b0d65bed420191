import type { Opt, Ref } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';
import { Sport } from '../common/sport.js';
import { User } from '../users/user.entity.js';

/**
 * A competition that outlives one tournament (a club league, a regional T20): each of its seasons is a
 * tournament. It lives beside Tournament because a tournament points at it; the competitions domain (above
 * standings and stats) answers its seasons, all-time table and records.
 */
@ObjectType({ description: 'A competition played season after season; each season is a tournament.' })
@Entity({ tableName: 'competitions' })
@Index({ properties: ['creator'] })
export class Competition extends BaseEntity {
  @Field(() => String, { description: 'The competition’s name, e.g. "Caribbean Premier League".' })
  @Property({ type: 'string' })
  name!: string;

  @Field(() => Sport, { description: 'The sport every season of the competition plays.' })
  @Enum({ items: () => Sport })
  sport!: Sport;

  @ManyToOne(() => User, { ref: true, deleteRule: 'restrict' })
  creator!: Ref<User>;

  @Field(() => Int, { description: 'Id of the user who created the competition.' })
  get creatorId(): Opt<number> {
    return this.creator.id;
  }
}
