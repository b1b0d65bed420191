import { FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { TeamMember } from './team-member.entity.js';
import type { TeamMemberView } from './team-member-row.js';

/** The `TeamMember` fields the entity answers by a getter, answered for a team page's plain row too. */
@Resolver(() => TeamMember)
export class TeamMemberFieldsResolver {
  @FieldResolver(() => Int, { description: 'The team the player belongs to.' })
  teamId(@Root() member: TeamMemberView): number {
    return member.teamId;
  }

  @FieldResolver(() => Int, { nullable: true, description: 'The linked Pitchside account, if the player has one.' })
  userId(@Root() member: TeamMemberView): number | null {
    return member.userId;
  }
}
