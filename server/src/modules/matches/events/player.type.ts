import { Field, Int, ObjectType } from 'type-graphql';
import { PlayerPosition, type TeamMember } from '../../teams/team-member.entity.js';

/** A person on a team's roster, as scorecards name them; built from a TeamMember row. */
@ObjectType({ description: 'A player on a team’s roster (needs no account).' })
export class Player {
  @Field(() => Int, { description: 'The roster entry’s id (TeamMember).' })
  id!: number;

  @Field(() => String, { description: 'The name on the roster.' })
  name!: string;

  @Field(() => Int, { nullable: true, description: 'Shirt number, unique within the team.' })
  shirtNumber!: number | null;

  @Field(() => PlayerPosition, { nullable: true, description: 'Playing position.' })
  position!: PlayerPosition | null;

  @Field(() => Int, { description: 'The team whose roster the player is on.' })
  teamId!: number;

  static from(member: TeamMember): Player {
    return Object.assign(new Player(), {
      id: member.id,
      name: member.name,
      shirtNumber: member.jerseyNumber ?? null,
      position: member.position ?? null,
      teamId: member.team.id,
    });
  }
}
