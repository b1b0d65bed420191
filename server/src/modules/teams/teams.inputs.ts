import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { OwnerOrAdminOnly } from '../../core/graphql/private-fields.js';
import { Sport } from '../common/sport.js';
import { PlayerPosition } from './team-member.entity.js';

@InputType({ description: 'A team as its club owner or manager fills it in.' })
export class TeamInput {
  @Field(() => String, { description: "Required: 'Team name is required'." })
  name!: string;

  @Field(() => Int, { nullable: true, description: 'Required: a club the signed-in person owns.' })
  clubId?: number | null;

  @Field(() => Int, { nullable: true, description: 'An activated user (see assignableUsers).' })
  managerId?: number | null;

  @Field(() => Int, { nullable: true, description: 'An activated user (see assignableUsers).' })
  coachId?: number | null;

  @Field(() => Sport, {
    nullable: true,
    description: 'The sport the team plays; tournaments of another sport refuse it.',
  })
  sport?: Sport | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => String, { nullable: true })
  homeGround?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' })
  foundedDate?: string | null;

  @Field(() => String, { nullable: true, description: 'An http(s) address of the logo.' })
  logoUrl?: string | null;

  @Field(() => String, { nullable: true, description: 'The main kit colour, #rrggbb; empty means none.' })
  primaryColor?: string | null;

  @Field(() => String, { nullable: true, description: 'The second kit colour, #rrggbb; empty means none.' })
  secondaryColor?: string | null;
}

@InputType({ description: "A player's place on a roster." })
export class TeamMemberInput {
  @Field(() => String, {
    nullable: true,
    description: "The player's name; when empty, the linked account's name is used.",
  })
  name?: string | null;

  @Field(() => Int, { nullable: true, description: 'Links the player to a user account.' })
  userId?: number | null;

  @Field(() => Int, { nullable: true, description: 'Unique within the team, 0 to 999.' })
  jerseyNumber?: number | null;

  @Field(() => PlayerPosition, { nullable: true })
  position?: PlayerPosition | null;

  @Field(() => Boolean, { nullable: true, description: 'Making a player captain hands the armband over.' })
  isCaptain?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Making a player vice-captain replaces the previous one.' })
  isViceCaptain?: boolean | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' })
  joinedDate?: string | null;
}

@ObjectType({ description: 'A person who can be chosen as manager or coach, or linked to a roster place.' })
export class UserOption {
  @Field(() => Int)
  id!: number;

  @Field(() => String, { nullable: true })
  name!: string | null;

  @Field(() => String, { nullable: true, description: 'Only for the person themselves and administrators.' })
  @OwnerOrAdminOnly<UserOption>((option) => option.id)
  email!: string;
}

@ObjectType({ description: 'A player account that can be linked to a roster place: name and picture, no e-mail.' })
export class PlayerOption {
  @Field(() => Int)
  id!: number;

  @Field(() => String, { nullable: true })
  name!: string | null;

  @Field(() => String, { nullable: true })
  profilePicture!: string | null;
}
