import { Entity, Enum, Index, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt, Ref } from '@mikro-orm/core';
import { LocalDateResolver } from 'graphql-scalars';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';
import { User } from '../users/user.entity.js';
import { Team } from './team.entity.js';
import { PlayerPosition } from '../../../../shared/enums.js';

export { PlayerPosition };

registerEnumType(PlayerPosition, {
  name: 'PlayerPosition',
  description:
    'Cricket: batsman, bowler, all_rounder, wicket_keeper. Football: goalkeeper, defender, midfielder, forward.',
});

@ObjectType({ description: "A player on a team's roster." })
@Entity({ tableName: 'team_members' })
@Unique({ properties: ['team', 'jerseyNumber'] })
@Index({ properties: ['team'] })
export class TeamMember extends BaseEntity {
  @ManyToOne(() => Team, { ref: true, deleteRule: 'cascade' })
  team!: Ref<Team>;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  user?: Ref<User> | null;

  @Field(() => String, { description: 'The player’s name as shown on the roster.' })
  @Property({ type: 'string' })
  name!: string;

  @Field(() => Int, { nullable: true, description: 'Shirt number, unique within the team.' })
  @Property({ type: 'integer', nullable: true })
  jerseyNumber?: number | null;

  @Field(() => PlayerPosition, { nullable: true, description: 'Playing position.' })
  @Enum({ items: () => PlayerPosition, nullable: true })
  position?: PlayerPosition | null;

  @Field(() => Boolean, { description: 'The team’s captain (one per team).' })
  @Property({ type: 'boolean', default: false })
  isCaptain: Opt<boolean> = false;

  @Field(() => Boolean, { description: 'The team’s vice-captain (one per team).' })
  @Property({ type: 'boolean', default: false })
  isViceCaptain: Opt<boolean> = false;

  @Field(() => LocalDateResolver, { nullable: true, description: 'When the player joined the team.' })
  @Property({ type: 'date', nullable: true })
  joinedDate?: string | null;

  /**
   * The person's identifier in Cricsheet's register (`info.registry.people`), kept by a Cricsheet import so the
   * same person imported again is this player, whatever the file calls them. Not in the API: the exported file
   * carries it.
   */
  @Property({ type: 'string', length: 64, nullable: true })
  cricsheetId?: string | null;

  @Field(() => Boolean, { description: 'False once the player has left.' })
  @Property({ type: 'boolean', default: true })
  isActive: Opt<boolean> = true;

  /** The `teamId` field (team-member-fields.resolver.ts answers it for a team page's plain row too). */
  get teamId(): Opt<number> {
    return this.team.id;
  }

  /** The `userId` field, as `teamId`. */
  get userId(): Opt<number> | null {
    return this.user?.id ?? null;
  }
}
