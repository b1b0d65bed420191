import { DateTimeISOResolver } from '../../core/date-time.js';
import { Field, Float, InputType, Int } from 'type-graphql';
import { ResultKind, Side } from './match.entity.js';

@InputType({
  description:
    'A change to a match’s score; only the fields given change. Football: goals; other sports: points; ' +
    'cricket: runs, wickets, legal balls, bowled out, who batted first and the result kind.',
})
export class MatchScoreInput {
  @Field(() => Int, { nullable: true, description: 'Goals, runs or points of the home side.' })
  homeTeamScore?: number | null;

  @Field(() => Int, { nullable: true, description: 'Goals, runs or points of the away side.' })
  awayTeamScore?: number | null;

  @Field(() => Int, { nullable: true })
  homeWickets?: number | null;

  @Field(() => Int, { nullable: true })
  awayWickets?: number | null;

  @Field(() => Int, { nullable: true, description: 'Legal balls the home side faced.' })
  homeBalls?: number | null;

  @Field(() => Int, { nullable: true, description: 'Legal balls the away side faced.' })
  awayBalls?: number | null;

  @Field(() => Boolean, { nullable: true })
  homeAllOut?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  awayAllOut?: boolean | null;

  @Field(() => Side, { nullable: true })
  battedFirst?: Side | null;

  @Field(() => ResultKind, { nullable: true, description: 'Cricket: normal (default), tie, no_result, rain_revised.' })
  resultKind?: ResultKind | null;

  @Field(() => Float, { nullable: true, description: 'Rain-revised overs of the chasing side, as "16" or "16.3".' })
  revisedOvers?: number | null;

  @Field(() => Int, { nullable: true, description: 'Rain-revised target of the chasing side.' })
  revisedTarget?: number | null;

  @Field(() => String, { nullable: true })
  matchNotes?: string | null;
}

@InputType({ description: 'What an organiser may change on a fixture; only the fields given change.' })
export class FixtureInput {
  @Field(() => DateTimeISOResolver, { nullable: true })
  scheduledDate?: Date | null;

  @Field(() => String, { nullable: true })
  venue?: string | null;

  @Field(() => Int, { nullable: true })
  roundNumber?: number | null;

  @Field(() => Int, { nullable: true })
  matchNumber?: number | null;

  @Field(() => Int, { nullable: true, description: 'The referee’s user id; null clears it.' })
  refereeId?: number | null;

  @Field(() => Int, { nullable: true, description: 'The scorer’s user id; null clears it.' })
  scorerId?: number | null;

  @Field(() => String, { nullable: true })
  weatherConditions?: string | null;

  @Field(() => String, { nullable: true })
  matchNotes?: string | null;

  @Field(() => Boolean, { nullable: true })
  isFinal?: boolean | null;
}

@InputType({ description: 'A match an organiser adds by hand between two registered teams.' })
export class AddMatchInput extends FixtureInput {
  @Field(() => Int)
  tournamentId!: number;

  @Field(() => Int)
  homeTeamId!: number;

  @Field(() => Int)
  awayTeamId!: number;

  @Field(() => Int, {
    nullable: true,
    description:
      'A league or group stage the match belongs to (a schedule that is not a full round robin, as the IPL’s): ' +
      'both teams must be in one of its groups.',
  })
  stageId?: number | null;
}
