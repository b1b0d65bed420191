import { Field, Float, InputType, Int, registerEnumType } from 'type-graphql';
import {
  FOOTBALL_EVENT_KINDS,
  FOOTBALL_PERIODS,
  FOOTBALL_STATS,
  type FootballEventKind,
  type FootballPeriod,
  type FootballStat,
} from '../football/football-event.js';
import { Side } from '../match.entity.js';
import { ReplacementInput, ReviewInput } from './cricket-sheet.inputs.js';
import { PlayerRef } from './player-ref.input.js';

export { PlayerRef };

const asEnum = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((value) => [value, value])) as { [K in T]: K };

export const FootballEventKindEnum = asEnum(FOOTBALL_EVENT_KINDS);
registerEnumType(FootballEventKindEnum, {
  name: 'FootballEventKind',
  description: 'What happened in a football match.',
});

export const FootballPeriodEnum = asEnum(FOOTBALL_PERIODS);
registerEnumType(FootballPeriodEnum, { name: 'FootballPeriod', description: 'A period of a football match.' });

export const FootballStatEnum = asEnum(FOOTBALL_STATS);
registerEnumType(FootballStatEnum, {
  name: 'FootballStat',
  description: 'A tally the scorer keeps per side (a shot on target counts as a shot too).',
});

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

  @Field(() => ReviewInput, { nullable: true, description: 'A review made on this delivery.' })
  review?: ReviewInput | null;

  @Field(() => [ReplacementInput], {
    nullable: true,
    description: 'Players brought in before this delivery (an impact player, a concussion substitute).',
  })
  replacements?: ReplacementInput[] | null;
}

@InputType({
  description:
    'A football event. PERIOD_START/PERIOD_END: period. GOAL: side credited, player, minute (addedTime, assist, ' +
    'penalty, ownGoal). MISSED_PENALTY and cards: side, player, minute. SUBSTITUTION: side, playerOff, playerOn, ' +
    'minute. SHOOTOUT_KICK: side, player, scored. LINEUP (before kick-off; a later one replaces it): side, ' +
    'formation, starters (11: the goalkeeper, then the formation’s rows from defence to attack), bench; once set, ' +
    'a substitution takes a player on the pitch off and one from the bench on. OFFICIALS: referee, ' +
    'assistantReferees, fourthOfficial. STAT (after kick-off): side, stat, delta (+1 or -1). POSSESSION: side, ' +
    'possession (that side’s percentage).',
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

  @Field(() => String, {
    nullable: true,
    description: 'LINEUP: the rows of outfield players from defence to attack, "4-3-3"; they add up to 10.',
  })
  formation?: string | null;

  @Field(() => [PlayerRef], {
    nullable: true,
    description: 'LINEUP: the starting XI, the goalkeeper first, then each row of the formation.',
  })
  starters?: PlayerRef[] | null;

  @Field(() => [PlayerRef], { nullable: true, description: 'LINEUP: the substitutes, up to 15.' })
  bench?: PlayerRef[] | null;

  @Field(() => String, { nullable: true, description: 'OFFICIALS: the referee’s name.' })
  referee?: string | null;

  @Field(() => [String], { nullable: true, description: 'OFFICIALS: the assistant referees’ names (two at most).' })
  assistantReferees?: string[] | null;

  @Field(() => String, { nullable: true, description: 'OFFICIALS: the fourth official’s name.' })
  fourthOfficial?: string | null;

  @Field(() => FootballStatEnum, { nullable: true, description: 'STAT: the tally tapped.' })
  stat?: FootballStat | null;

  @Field(() => Int, { nullable: true, description: 'STAT: +1, or -1 to take a tap back.' })
  delta?: number | null;

  @Field(() => Int, { nullable: true, description: 'POSSESSION: the side’s possession, a whole percentage.' })
  possession?: number | null;
}

/** How a scorer ends an innings before its overs, wickets or target end it. */
export enum InningsClosureReason {
  DECLARED = 'declared',
  FORFEITED = 'forfeited',
  CLOSED = 'closed',
}
registerEnumType(InningsClosureReason, {
  name: 'InningsClosureReason',
  description: 'Why the scorer ends an innings early.',
  valuesConfig: {
    DECLARED: { description: 'The batting captain declared.' },
    FORFEITED: { description: 'The side forfeited the innings (it may not have started).' },
    CLOSED: { description: 'Ended for another reason: rain with no further play, batters retired, conceded.' },
  },
});

/** When penalty runs outside a delivery were awarded, as Cricsheet's `penalty_runs.pre` and `.post`. */
export enum PenaltyRunsTiming {
  BEFORE_INNINGS = 'pre',
  AFTER_INNINGS = 'post',
}
registerEnumType(PenaltyRunsTiming, {
  name: 'PenaltyRunsTiming',
  description: 'When penalty runs outside a delivery count for an innings.',
  valuesConfig: {
    BEFORE_INNINGS: {
      description:
        'Awarded before the innings began (or while it is open): its runs, counted towards its target and closure.',
    },
    AFTER_INNINGS: {
      description: 'Awarded after the innings ended (Law 41: no later innings for the side): added to its total.',
    },
  },
});

/** What every innings event names: its innings, and the side batting in it when nothing settles that yet. */
@InputType({ description: 'What every innings event names (the base of the innings events’ inputs).' })
export class InningsEventInput {
  @Field(() => Int, { description: 'The innings: the one in play, or the next one before its first ball.' })
  innings!: number;

  @Field(() => Int, {
    nullable: true,
    description: 'The side batting in that innings; needed only when it has not started and nothing settles it.',
  })
  battingTeamId?: number | null;
}

@InputType({ description: 'The scorer ends an innings early (declaration, forfeit, no further play).' })
export class CloseInningsInput extends InningsEventInput {
  @Field(() => InningsClosureReason, { description: 'Why it ends.' })
  reason!: InningsClosureReason;

  @Field(() => Int, {
    nullable: true,
    description:
      'A chase (innings 2) closed for no further play: its par score, the runs that would have tied at the ' +
      'stoppage (DLS). The side batting second then wins by the runs it is ahead of par, loses by the runs ' +
      'it is behind, and ties on par.',
  })
  par?: number | null;
}

@InputType({ description: 'A batter who cannot bat in an innings: the side is all out one wicket sooner.' })
export class AbsentHurtInput extends InningsEventInput {
  @Field(() => PlayerRef, { description: 'The absent batter, of the batting side (a new name adds them).' })
  player!: PlayerRef;
}

@InputType({
  description:
    'Penalty runs awarded outside a delivery (Law 41: a damaged ball, time wasting...) to the side batting in ' +
    '`innings`. Penalty runs off a delivery go in that delivery’s extras.penalty instead.',
})
export class PenaltyRunsInput extends InningsEventInput {
  @Field(() => Int, { description: 'The runs awarded: 5 under the Laws, a whole number from 1.' })
  runs!: number;

  @Field(() => PenaltyRunsTiming, {
    nullable: true,
    defaultValue: PenaltyRunsTiming.BEFORE_INNINGS,
    description: 'BEFORE_INNINGS (default) for an innings not yet ended; AFTER_INNINGS for one already over.',
  })
  timing: PenaltyRunsTiming = PenaltyRunsTiming.BEFORE_INNINGS;
}

@InputType({
  description:
    'A rain revision (Duckworth-Lewis-Stern): the innings’ revised overs, and for a chase the revised target. ' +
    'A chase won or lost on a revised target reads "won by 5 runs (DLS method)".',
})
export class RainRevisionInput extends InningsEventInput {
  @Field(() => Float, {
    description: 'The innings’ revised length in overs notation: 16, or 16.3 for 16 overs and 3 balls.',
  })
  overs!: number;

  @Field(() => Int, {
    nullable: true,
    description: 'The revised target in runs (chases only: innings 2); omitted, the target keeps its runs.',
  })
  target?: number | null;
}

/** What happened in a points-sport match. */
export enum PointsEventKind {
  POINT = 'POINT',
  SET_RESULT = 'SET_RESULT',
  PERIOD_END = 'PERIOD_END',
}
registerEnumType(PointsEventKind, {
  name: 'PointsEventKind',
  description: 'A points-sport event.',
  valuesConfig: {
    POINT: { description: 'A side scored: side, and points (1 in a set sport; 2 or 3 allowed in a period sport).' },
    SET_RESULT: { description: 'A whole set (or period) at once: home and away, its final score.' },
    PERIOD_END: { description: 'Ends the period being played (period sports only; a set ends by itself).' },
  },
});

@InputType({
  description:
    'A points-sport event (volleyball, beach volleyball, badminton, basketball...), checked against the ' +
    'tournament’s pointsFormat. POINT: side (points). SET_RESULT: home, away. PERIOD_END: nothing else.',
})
export class PointsEventInput {
  @Field(() => PointsEventKind)
  kind!: PointsEventKind;

  @Field(() => Side, { nullable: true, description: 'POINT: the side that scored.' })
  side?: Side | null;

  @Field(() => Int, { nullable: true, description: 'POINT: the points scored at once (default 1).' })
  points?: number | null;

  @Field(() => Int, { nullable: true, description: 'SET_RESULT: the home side’s points in the set or period.' })
  home?: number | null;

  @Field(() => Int, { nullable: true, description: 'SET_RESULT: the away side’s points in the set or period.' })
  away?: number | null;
}
