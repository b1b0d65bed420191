import { Entity, ManyToOne, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt, Ref } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';
import { Team } from '../teams/team.entity.js';
import { User } from '../users/user.entity.js';
import { Tournament } from './tournament.entity.js';

@ObjectType({ description: 'A team entered into a tournament.' })
@Entity({ tableName: 'tournament_registrations' })
@Unique({ properties: ['tournament', 'team'] })
export class Registration extends BaseEntity {
  @ManyToOne(() => Tournament, { ref: true, deleteRule: 'cascade' })
  tournament!: Ref<Tournament>;

  @ManyToOne(() => Team, { ref: true, deleteRule: 'cascade' })
  team!: Ref<Team>;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  registeredBy?: Ref<User> | null;

  @Field(() => Int, { description: 'The tournament entered.' })
  get tournamentId(): Opt<number> {
    return this.tournament.id;
  }

  @Field(() => Int, { description: 'The team entered.' })
  get teamId(): Opt<number> {
    return this.team.id;
  }
}
