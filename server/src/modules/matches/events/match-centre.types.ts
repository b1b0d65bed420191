import { Field, Int, ObjectType } from 'type-graphql';
import { Team } from '../../teams/team.entity.js';
import { Side } from '../match.entity.js';
import { Player } from './player.type.js';

// What the public match centre reads beside the cricket card: the football log as a timeline, and the
// players of each side.

@ObjectType({ description: 'A player as a football event names them: a roster id when known, and a name.' })
export class EventPlayer {
  @Field(() => Int, { nullable: true, description: 'The roster entry’s id, when the scorer named one.' })
  id!: number | null;
  @Field(() => String, { description: 'The name as recorded ("#7" when only a number is known).' }) name!: string;
}

@ObjectType({ description: 'One moment of a football match: a goal, a card, a substitution or a missed penalty.' })
export class TimelineEvent {
  @Field(() => String, { description: 'GOAL, YELLOW_CARD, SECOND_YELLOW, RED_CARD, SUBSTITUTION or MISSED_PENALTY.' })
  kind!: string;
  @Field(() => Side, { description: 'The side it counts for (a goal: the side credited, own goals too).' }) side!: Side;
  @Field(() => Int, { description: 'The minute, 1 to 90 (120 after extra time).' }) minute!: number;
  @Field(() => Int, { nullable: true, description: 'Added time: 90+3 is minute 90, addedTime 3.' })
  addedTime!: number | null;
  @Field(() => String, { description: 'As the page prints the minute: "23\'", "90+3\'".' }) minuteText!: string;
  @Field(() => EventPlayer, { description: 'The scorer, the player booked, or the player coming on.' })
  player!: EventPlayer;
  @Field(() => EventPlayer, { nullable: true, description: 'A goal’s assist, or the player going off.' })
  other!: EventPlayer | null;
  @Field(() => Boolean, { description: 'A goal from the penalty spot.' }) penalty!: boolean;
  @Field(() => Boolean, { description: 'An own goal.' }) ownGoal!: boolean;
  @Field(() => String, {
    description:
      'One readable line: "23\' GOAL! Messi (Harbour Lights FC), assist Xavi", in the request’s Accept-Language ' +
      '(English without one).',
  })
  text!: string;
}

@ObjectType({ description: 'A football match as its log leaves it.' })
export class FootballSummary {
  @Field(() => String, { description: 'NOT_STARTED, PLAYING, BREAK or ENDED.' }) phase!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The period being played or last played: FIRST_HALF, SECOND_HALF, EXTRA_TIME_FIRST...',
  })
  period!: string | null;
  @Field(() => Int, { nullable: true, description: 'The period’s first minute (1, 46, 91, 106), for the clock.' })
  periodFirstMinute!: number | null;
  @Field(() => Int, { nullable: true, description: 'The period’s last regular minute (45, 90...).' })
  periodLastMinute!: number | null;
  @Field(() => String, {
    nullable: true,
    description: 'When the period started (ISO): the page runs the match clock from it.',
  })
  periodStartedAt!: string | null;
  @Field(() => [TimelineEvent], { description: 'Goals, cards, substitutions and missed penalties, in match order.' })
  timeline!: TimelineEvent[];
  @Field(() => [String], {
    description:
      'The home scorers’ lines: "Messi 23\' (pen), 67\'", in the request’s Accept-Language (English without one).',
  })
  homeScorers!: string[];
  @Field(() => [String], {
    description: 'The away scorers’ lines, in the request’s Accept-Language (English without one).',
  })
  awayScorers!: string[];
}

@ObjectType({ description: 'The players of one side of a match.' })
export class Lineup {
  @Field(() => Side, { description: 'Home or away.' }) side!: Side;
  @Field(() => Team, { description: 'The team.' }) team!: Team;
  @Field(() => [Player], {
    description:
      'Who may play for the side, shirt numbers first: its squad for the tournament when it named one, else its roster (an imported match adds its players).',
  })
  players!: Player[];
  @Field(() => Boolean, {
    description: 'The players are the squad the side named for the tournament: the scorer cannot add a new name.',
  })
  fromSquad!: boolean;
}
