import { DateTimeISOResolver } from 'graphql-scalars';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { MatchStatus } from '../matches/match.entity.js';

@InputType({ description: 'Which matches to list. Every field is optional; given fields must all match.' })
export class MatchFilter {
  @Field(() => Int, { nullable: true, description: 'Only matches of this tournament.' })
  tournamentId?: number | null;

  @Field(() => Int, { nullable: true, description: 'Only matches this team plays in, home or away.' })
  teamId?: number | null;

  @Field(() => [MatchStatus], {
    nullable: true,
    description: 'Only matches in one of these states (a single value is accepted too).',
  })
  status?: MatchStatus[] | null;

  @Field(() => DateTimeISOResolver, {
    nullable: true,
    description: 'Only matches scheduled at or after this moment (ISO 8601).',
  })
  from?: Date | null;

  @Field(() => DateTimeISOResolver, {
    nullable: true,
    description: 'Only matches scheduled at or before this moment (ISO 8601).',
  })
  to?: Date | null;
}

@ArgsType()
export class MatchesArgs {
  @Field(() => MatchFilter, { nullable: true, description: 'Which matches to list; all public matches when absent.' })
  filter?: MatchFilter | null;

  @Field(() => Int, { defaultValue: 20, description: 'How many matches to return, 1 to 100.' })
  first!: number;

  @Field(() => String, {
    nullable: true,
    description: 'Return the matches after this cursor (an `endCursor` of an earlier page).',
  })
  after?: string | null;
}

@ArgsType()
export class MatchListArgs {
  @Field(() => Int, { defaultValue: 10, description: 'How many matches to return, 1 to 50.' })
  limit!: number;

  @Field(() => Int, { nullable: true, description: 'Only matches of this tournament.' })
  tournamentId?: number | null;
}
