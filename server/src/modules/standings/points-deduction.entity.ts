import type { Opt, Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';
import { Team } from '../teams/team.entity.js';
import { Tournament } from '../tournaments/tournament.entity.js';
import { User } from '../users/user.entity.js';

@ObjectType({ description: 'Points an organiser took off a team, with why: a footnote of the table.' })
@Entity({ tableName: 'points_deductions' })
@Index({ properties: ['tournament'] })
export class PointsDeduction extends BaseEntity {
  @ManyToOne(() => Tournament, { ref: true, deleteRule: 'cascade' })
  tournament!: Ref<Tournament>;

  @ManyToOne(() => Team, { ref: true, deleteRule: 'cascade' })
  team!: Ref<Team>;

  @Field(() => Int, { description: 'Points taken off (positive).' })
  @Property({ type: 'integer' })
  points!: number;

  @Field(() => String, { description: 'Why, as the table’s footnote says it.' })
  @Property({ type: 'string' })
  reason!: string;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  deductedBy?: Ref<User> | null;

  @Field(() => Int, { description: 'The tournament.' })
  get tournamentId(): Opt<number> {
    return this.tournament.id;
  }

  @Field(() => Int, { description: 'The team that lost the points.' })
  get teamId(): Opt<number> {
    return this.team.id;
  }
}
