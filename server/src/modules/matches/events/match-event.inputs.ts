import { Field, InputType, Int, registerEnumType } from 'type-graphql';
import {
  FOOTBALL_EVENT_KINDS,
  FOOTBALL_PERIODS,
  type FootballEventKind,
  type FootballPeriod,
} from '../football/football-event.js';
import { Side } from '../match.entity.js';

const asEnum = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((value) => [value, value])) as { [K in T]: K };

export const FootballEventKindEnum = asEnum(FOOTBALL_EVENT_KINDS);
registerEnumType(FootballEventKindEnum, {
  name: 'FootballEventKind',
  description: 'What happened in a football match.',
});

export const FootballPeriodEnum = asEnum(FOOTBALL_PERIODS);
registerEnumType(FootballPeriodEnum, { name: 'FootballPeriod', description: 'A period of a football match.' });

@InputType({ description: 'A player: a roster id, or a name (a name new to the side’s roster adds the player).' })
export class PlayerRef {
  @Field(() => Int, { nullable: true })
  id?: number | null;

  @Field(() => String, { nullable: true })
  name?: string | null;
}

@InputType({ description: 'Extras of one delivery, in runs.' })
export class ExtrasInput {
  @Field(() => Int, { defaultValue: 0 })
  wides: number = 0;

  @Field(() => Int, { defaultValue: 0 })
  noBalls: number = 0;

  @Field(() => Int, { defaultValue: 0 })
  byes: number = 0;

  @Field(() => Int, { defaultValue: 0 })
  legByes: number = 0;

  @Field(() => Int, { defaultValue: 0 })
  penalty: number = 0;
}

@InputType({ description: 'A batter out (or retired) off a delivery.' })
export class WicketInput {
  @Field(() => String, { description: 'Cricsheet’s words: "bowled", "caught", "run out", "retired hurt"...' })
  kind!: string;

  @Field(() => PlayerRef)
  playerOut!: PlayerRef;

  @Field(() => [PlayerRef], { nullable: true })
  fielders?: PlayerRef[] | null;
}

@InputType({ description: 'One ball, as Cricsheet records it; the server applies the Laws.' })
export class DeliveryInput {
  @Field(() => Int, { description: '1 and 2 for the main innings; 3, 4... are super overs.' })
  innings!: number;

  @Field(() => Int, {
    nullable: true,
    description: 'The side batting; needed on innings 1’s first delivery (later innings follow from it).',
  })
  battingTeamId?: number | null;

  @Field(() => PlayerRef)
  batter!: PlayerRef;

  @Field(() => PlayerRef)
  nonStriker!: PlayerRef;

  @Field(() => PlayerRef)
  bowler!: PlayerRef;

  @Field(() => Int, { description: 'Runs off the bat.' })
  runs!: number;

  @Field(() => Boolean, { nullable: true, description: 'A four or six that was run: not a boundary.' })
  nonBoundary?: boolean | null;

  @Field(() => ExtrasInput, { nullable: true })
  extras?: ExtrasInput | null;

  @Field(() => [WicketInput], { nullable: true })
  wickets?: WicketInput[] | null;
}

@InputType({
  description:
    'A football event. PERIOD_START/PERIOD_END: period. GOAL: side credited, player, minute (addedTime, assist, ' +
    'penalty, ownGoal). MISSED_PENALTY and cards: side, player, minute. SUBSTITUTION: side, playerOff, playerOn, ' +
    'minute. SHOOTOUT_KICK: side, player, scored.',
})
export class FootballEventInput {
  @Field(() => FootballEventKindEnum)
  kind!: FootballEventKind;

  @Field(() => FootballPeriodEnum, { nullable: true })
  period?: FootballPeriod | null;

  @Field(() => Side, { nullable: true })
  side?: Side | null;

  @Field(() => PlayerRef, { nullable: true })
  player?: PlayerRef | null;

  @Field(() => PlayerRef, { nullable: true })
  assist?: PlayerRef | null;

  @Field(() => PlayerRef, { nullable: true })
  playerOff?: PlayerRef | null;

  @Field(() => PlayerRef, { nullable: true })
  playerOn?: PlayerRef | null;

  @Field(() => Int, { nullable: true })
  minute?: number | null;

  @Field(() => Int, { nullable: true })
  addedTime?: number | null;

  @Field(() => Boolean, { nullable: true })
  penalty?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  ownGoal?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  scored?: boolean | null;
}
