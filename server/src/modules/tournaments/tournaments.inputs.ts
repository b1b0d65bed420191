import { ArgsType, Field, Float, InputType, Int } from 'type-graphql';
import { KnockoutDecider } from './stage.entity.js';
import { PointsFormat, Sport, TieBreaker, TournamentType } from './tournament.entity.js';
import { MAX_PAGE_SIZE } from '../common/paging.js';

@ArgsType()
export class PublicTournamentFilterArgs {
  @Field(() => String, {
    nullable: true,
    description: 'Case-insensitive text matched against the name and the description.',
  })
  search?: string | null;

  @Field(() => TournamentType, { nullable: true, description: 'Only tournaments of this type.' })
  type?: TournamentType | null;

  @Field(() => Sport, { nullable: true, description: 'Only tournaments of this sport.' })
  sport?: Sport | null;
}

@ArgsType()
export class PublicTournamentsArgs extends PublicTournamentFilterArgs {
  @Field(() => Int, {
    nullable: true,
    description: `How many tournaments to return, 1 to ${MAX_PAGE_SIZE}; every one (after the cursor) when absent.`,
  })
  first?: number | null;

  @Field(() => String, { nullable: true, description: 'Only tournaments after this one: a tournament’s `cursor`.' })
  after?: string | null;
}

@InputType({ description: 'A tournament as its organiser fills it in. Empty optional fields are stored as null.' })
export class TournamentInput {
  @Field(() => String, { description: "Required: 'Tournament name is required'." })
  name!: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => Sport, { nullable: true, description: 'Defaults to football.' })
  sport?: Sport | null;

  @Field(() => TournamentType, { nullable: true, description: 'Required.' })
  tournamentType?: TournamentType | null;

  @Field(() => String, { nullable: true, description: 'Required, YYYY-MM-DD.' })
  startDate?: string | null;

  @Field(() => String, { nullable: true, description: 'Required, YYYY-MM-DD, on or after the start date.' })
  endDate?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'An ISO date-time, or YYYY-MM-DD meaning the end of that day (UTC).',
  })
  registrationDeadline?: string | null;

  @Field(() => Int, { nullable: true, description: 'Positive when given.' })
  maxTeams?: number | null;

  @Field(() => Float, { nullable: true, description: 'Dollars, 0 or more; defaults to 0.' })
  entryFee?: number | null;

  @Field(() => Float, { nullable: true, description: 'Dollars, 0 or more; defaults to 0.' })
  prizePool?: number | null;

  @Field(() => String, { nullable: true })
  rules?: string | null;

  @Field(() => String, { nullable: true })
  venueInfo?: string | null;

  @Field(() => Int, { nullable: true, description: 'Cricket: overs per innings (default 20).' })
  oversPerInnings?: number | null;

  @Field(() => Int, { nullable: true, description: 'Cricket: legal balls per over (default 6).' })
  ballsPerOver?: number | null;

  @Field(() => PointsFormat, {
    nullable: true,
    description: 'Points sports: the set or period rules (default points).',
  })
  pointsFormat?: PointsFormat | null;

  @Field(() => [TieBreaker], {
    nullable: true,
    description:
      'The ranking rules in order, most important first; each once. Empty: the sport’s default. NET_RUN_RATE is ' +
      'for cricket only. See tieBreakerPresets.',
  })
  tieBreakers?: TieBreaker[] | null;

  @Field(() => Int, { nullable: true, description: 'Points for a win, 0 to 10 (empty: 3 in football, 2 elsewhere).' })
  pointsForWin?: number | null;

  @Field(() => Int, { nullable: true, description: 'Points for a draw or tie, 0 to 10 (empty: 1).' })
  pointsForDraw?: number | null;

  @Field(() => Int, { nullable: true, description: 'Points for a loss, 0 to 10 (empty: 0).' })
  pointsForLoss?: number | null;

  @Field(() => Int, { nullable: true, description: 'Cricket: points for a no result, 0 to 10 (empty: 1).' })
  pointsForNoResult?: number | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'The competition this tournament is a season of (one the organiser created, of the same sport). Left out: ' +
      'unchanged on update; null: not part of a competition.',
  })
  competitionId?: number | null;

  @Field(() => KnockoutDecider, {
    nullable: true,
    description:
      'How a level knockout or page playoff match is settled in every stage that does not name its own: ' +
      'football EXTRA_TIME_AND_PENALTIES, PENALTIES or REPLAY; cricket SUPER_OVER or REPLAY; points sports ' +
      'REPLAY. Empty: the sport’s way.',
  })
  knockoutDecider?: KnockoutDecider | null;
}
