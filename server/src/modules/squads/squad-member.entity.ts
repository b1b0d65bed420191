import { Entity, Index, ManyToOne, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt, Ref } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';
import { TeamMember } from '../teams/team-member.entity.js';
import { Team } from '../teams/team.entity.js';
import { Tournament } from '../tournaments/tournament.entity.js';
import { User } from '../users/user.entity.js';

/**
 * One player a team named for a season (a tournament), from its roster. A person plays for one team per
 * season: `person` is the roster entry's linked account, copied here so PostgreSQL's unique constraint holds
 * the rule under parallel writes (several unlinked entries are allowed: null is never equal).
 */
@ObjectType({ description: 'A player named in a team’s squad for one tournament.' })
@Entity({ tableName: 'squad_members' })
@Unique({ properties: ['tournament', 'member'] })
@Unique({ name: 'squad_members_one_team_per_season', properties: ['tournament', 'person'] })
@Index({ properties: ['tournament', 'team'] })
export class SquadMember extends BaseEntity {
  @ManyToOne(() => Tournament, { ref: true, deleteRule: 'cascade' })
  tournament!: Ref<Tournament>;

  @ManyToOne(() => Team, { ref: true, deleteRule: 'cascade' })
  team!: Ref<Team>;

  @ManyToOne(() => TeamMember, { ref: true, deleteRule: 'cascade' })
  member!: Ref<TeamMember>;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  person?: Ref<User> | null;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  addedBy?: Ref<User> | null;

  @Field(() => Int, { description: 'The roster entry (TeamMember) named.' })
  get memberId(): Opt<number> {
    return this.member.id;
  }
}
