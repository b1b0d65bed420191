import { Field, InputType, Int } from 'type-graphql';
import { KnockoutDecider, StageFormat } from '../tournaments/stage.entity.js';

@InputType({ description: 'A group of a group stage: its name and the teams the organiser drew or seeded into it.' })
export class GroupInput {
  @Field(() => String, { description: 'The group’s name, e.g. "Group A".' })
  name!: string;

  @Field(() => [Int], { description: 'Registered teams, each in one group only.' })
  teamIds!: number[];
}

@InputType({
  description:
    'A first-round slot of a knockout or page playoff: a team (teamId), a bye (bye: true), or a position of an ' +
    'earlier stage (stageId, groupName for a group stage, position: 1 for the winner).',
})
export class SlotInput {
  @Field(() => Int, { nullable: true })
  teamId?: number | null;

  @Field(() => Int, { nullable: true })
  stageId?: number | null;

  @Field(() => String, { nullable: true })
  groupName?: string | null;

  @Field(() => Int, { nullable: true })
  position?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'No team: the slot it is paired with goes straight through.' })
  bye?: boolean | null;
}

@InputType({ description: 'A stage added after the tournament’s existing stages.' })
export class StageInput {
  @Field(() => String)
  name!: string;

  @Field(() => StageFormat)
  format!: StageFormat;

  @Field(() => [GroupInput], {
    nullable: true,
    description: 'GROUPS: the groups. LEAGUE and ROUND_ROBIN: one group at most (default: every registered team).',
  })
  groups?: GroupInput[] | null;

  @Field(() => [SlotInput], {
    nullable: true,
    description: 'KNOCKOUT and PAGE_PLAYOFF: the first round in bracket order (slot 1 plays slot 2, 3 plays 4...).',
  })
  slots?: SlotInput[] | null;

  @Field(() => Boolean, { nullable: true, description: 'KNOCKOUT: the semi-final losers play for third place.' })
  thirdPlaceMatch?: boolean | null;

  @Field(() => KnockoutDecider, {
    nullable: true,
    description: 'KNOCKOUT and PAGE_PLAYOFF: how a level match is settled (default: the sport’s way).',
  })
  decider?: KnockoutDecider | null;
}
