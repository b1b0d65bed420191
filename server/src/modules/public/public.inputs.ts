import { DateTimeISOResolver } from '../../core/date-time.js';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { MatchSort } from '../matches/match-cursor.js';
import { MatchStatus } from '../matches/match.entity.js';

export { MAX_PAGE_SIZE } from '../common/paging.js';
import { MAX_PAGE_SIZE } from '../common/paging.js';

/** How many teams one list may filter by (a visitor's followed teams). */
export const MAX_TEAM_IDS = 30;

@InputType({
  description: 'Which matches of one tournament to list. Every field is optional; given fields must all match.',
})
export class TournamentMatchFilter {
  @Field(() => Int, { nullable: true, description: 'Only matches this team plays in, home or away.' })
  teamId?: number | null;

  @Field(() => [MatchStatus], {
    nullable: true,
    description: 'Only matches in one of these states (a single value is accepted too).',
  })
  status?: MatchStatus[] | null;

  @Field(() => DateTimeISOResolver, {
    nullable: true,
    description:
      'Only matches scheduled at or after this moment (ISO 8601); a date alone (2026-12-05) from that day on.',
  })
  from?: Date | null;

  @Field(() => DateTimeISOResolver, {
    nullable: true,
    description:
      'Only matches scheduled at or before this moment (ISO 8601); a date alone (2026-12-05) to the end of that day.',
  })
  to?: Date | null;
}

@InputType({ description: 'Which matches to list. Every field is optional; given fields must all match.' })
export class MatchFilter extends TournamentMatchFilter {
  @Field(() => Int, { nullable: true, description: 'Only matches of this tournament.' })
  tournamentId?: number | null;
}

/** The paging arguments every match list shares: an order, and a cursor to read on after. */
@ArgsType()
export class MatchPagingArgs {
  @Field(() => String, {
    nullable: true,
    description:
      'Return the matches after this cursor: an `endCursor`, an edge’s `cursor` or a match’s `cursor` from an ' +
      'earlier page.',
  })
  after?: string | null;
}

@ArgsType()
export class MatchesArgs extends MatchPagingArgs {
  @Field(() => MatchFilter, { nullable: true, description: 'Which matches to list; all public matches when absent.' })
  filter?: MatchFilter | null;

  @Field(() => MatchSort, { defaultValue: MatchSort.DATE_ASC, description: 'The order; soonest first by default.' })
  sort!: MatchSort;

  @Field(() => Int, { defaultValue: 20, description: `How many matches to return, 1 to ${MAX_PAGE_SIZE}.` })
  first!: number;
}

@ArgsType()
export class TournamentMatchesArgs extends MatchPagingArgs {
  @Field(() => Int, { description: 'The id of a published tournament.' })
  tournamentId!: number;

  @Field(() => TournamentMatchFilter, { nullable: true, description: 'Which of its matches; all when absent.' })
  filter?: TournamentMatchFilter | null;

  @Field(() => MatchSort, { defaultValue: MatchSort.DATE_ASC, description: 'The order; soonest first by default.' })
  sort!: MatchSort;

  @Field(() => Int, {
    nullable: true,
    description: `How many matches to return, 1 to ${MAX_PAGE_SIZE}; every match (after the cursor) when absent.`,
  })
  first?: number | null;
}

@ArgsType()
export class MatchListArgs extends MatchPagingArgs {
  @Field(() => Int, {
    nullable: true,
    description: `How many matches to return, 1 to ${MAX_PAGE_SIZE}; 10 when absent.`,
  })
  first?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: `The former name of \`first\` (1 to ${MAX_PAGE_SIZE}).`,
    deprecationReason: 'Use `first`, the page size every list takes.',
  })
  limit?: number | null;

  @Field(() => MatchSort, {
    nullable: true,
    description: 'The order; newest first for recentResults, soonest first for the others, when absent.',
  })
  sort?: MatchSort | null;

  @Field(() => Int, { nullable: true, description: 'Only matches of this tournament.' })
  tournamentId?: number | null;

  @Field(() => Int, { nullable: true, description: 'Only matches this team plays in, home or away.' })
  teamId?: number | null;

  @Field(() => [Int], {
    nullable: true,
    description: `Only matches one of these teams plays in (a visitor's followed teams), at most ${MAX_TEAM_IDS}.`,
  })
  teamIds?: number[] | null;
}
