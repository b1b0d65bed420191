import type { FilterQuery } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { Match } from '../matches/match.entity.js';
import type { MatchView } from '../matches/match-row.js';

@ObjectType({ description: 'Relay-style page information of a connection.' })
export class PageInfo {
  @Field(() => Boolean, { description: 'Whether more items follow the last one of this page.' })
  hasNextPage!: boolean;

  @Field(() => Boolean, { description: 'Whether items come before this page (true when `after` was given).' })
  hasPreviousPage!: boolean;

  @Field(() => String, { nullable: true, description: 'Cursor of the first item of this page.' })
  startCursor!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Cursor of the last item of this page; pass it as `after` to read the next page.',
  })
  endCursor!: string | null;
}

@ObjectType({ description: 'A match with its cursor.' })
export class MatchEdge {
  @Field(() => String, { description: 'Opaque cursor of this match within the ordering.' })
  cursor!: string;

  @Field(() => Match, { description: 'The match.' })
  node!: MatchView;
}

@ObjectType({
  description:
    'A page of matches in the order asked (soonest or newest first; matches without a date last), in the Relay ' +
    'connection shape.',
})
export class MatchConnection {
  @Field(() => [MatchEdge], { description: 'The matches of this page with their cursors.' })
  edges!: MatchEdge[];

  @Field(() => [Match], { description: 'The matches of this page, without cursors.' })
  nodes!: MatchView[];

  @Field(() => PageInfo, { description: 'Where this page sits in the whole list.' })
  pageInfo!: PageInfo;

  /**
   * What the page was read with, for `totalCount` to count across all pages when asked. The filter, not a
   * closure over the request: a function-valued field on each request's connection kept the whole request
   * (its entity manager, its rows) alive through the scavenges after it (`npm run bench -- gc-promotion`).
   */
  where!: FilterQuery<Match>;
}

@ObjectType({ description: 'Counts shown on the public landing page.' })
export class SiteStatistics {
  @Field(() => Int, { description: 'Published, active tournaments.' })
  activeTournaments!: number;

  @Field(() => Int, { description: 'Matches of published tournaments, whatever their status.' })
  totalMatches!: number;

  @Field(() => Int, { description: 'Matches in progress now.' })
  liveMatches!: number;
}

@ObjectType({ description: 'How many matches of one tournament are in each state.' })
export class TournamentMatchCounts {
  @Field(() => Int, { description: 'Every match of the tournament.' })
  total!: number;

  @Field(() => Int, { description: 'Completed matches.' })
  completed!: number;

  @Field(() => Int, { description: 'Scheduled matches not yet started.' })
  upcoming!: number;

  @Field(() => Int, { description: 'Matches in progress now.' })
  live!: number;
}
