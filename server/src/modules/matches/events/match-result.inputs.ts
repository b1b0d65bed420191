import { Field, InputType, Int, registerEnumType } from 'type-graphql';
import { MatchScoreInput } from '../matches.inputs.js';
import { Side } from '../match.entity.js';
import { PlayerRef } from './match-event.inputs.js';

/** How a level match was decided. */
export enum Decider {
  SUPER_OVER = 'SUPER_OVER',
  PENALTIES = 'PENALTIES',
  EXTRA_TIME = 'EXTRA_TIME',
}
registerEnumType(Decider, {
  name: 'Decider',
  description: 'What decided a match level at the end of normal play.',
  valuesConfig: {
    SUPER_OVER: { description: 'Cricket: a super over after a tie; deciderWinner won it.' },
    PENALTIES: { description: 'Football: a penalty shoot-out (homePenalties, awayPenalties) after a level score.' },
    EXTRA_TIME: { description: 'Football: extra time was played; the scores are after extra time and not level.' },
  },
});

@InputType({ description: 'A goal of a result entered whole.' })
export class GoalInput {
  @Field(() => Side, { description: 'The side credited with the goal (for an own goal, the other side’s).' })
  side!: Side;

  @Field(() => PlayerRef, {
    description: 'The scorer, a roster id or a name (a new name adds them); for an own goal, of the other side.',
  })
  player!: PlayerRef;

  @Field(() => Int, { description: 'The minute: 90 for 90+3.' })
  minute!: number;

  @Field(() => Int, { nullable: true, description: 'Added time: 3 for 90+3.' })
  addedTime?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Scored from a penalty kick (not the shoot-out).' })
  penalty?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'An own goal.' })
  ownGoal?: boolean | null;
}

@InputType({
  description:
    'A whole result for a match nobody scored live: the score fields (after extra time when it was played) and ' +
    'how a level match was decided. Omitted fields are empty, not kept from an earlier result.',
})
export class ResultInput extends MatchScoreInput {
  @Field(() => Decider, {
    nullable: true,
    description: 'What decided a level match; needed for a level knockout match.',
  })
  decider?: Decider | null;

  @Field(() => Side, {
    nullable: true,
    description: 'Who won the decider: needed for SUPER_OVER, and for PENALTIES when the shoot-out score is unknown.',
  })
  deciderWinner?: Side | null;

  @Field(() => Int, { nullable: true, description: 'Football: penalties the home side scored in the shoot-out.' })
  homePenalties?: number | null;

  @Field(() => Int, { nullable: true, description: 'Football: penalties the away side scored in the shoot-out.' })
  awayPenalties?: number | null;

  @Field(() => [GoalInput], {
    nullable: true,
    description:
      'Football: the goals; they must add up to the scores (which may then be omitted). Extra time and a shoot-out ' +
      'follow from them as the tournament’s rules say.',
  })
  goals?: GoalInput[] | null;
}
