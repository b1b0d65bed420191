import { Arg, Args, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../users/graphql-context.js';
import { Match } from '../matches/match.entity.js';
import { Team } from '../teams/team.entity.js';
import { Tournament } from '../tournaments/tournament.entity.js';
import { MatchesArgs, MatchListArgs, TournamentMatchesArgs } from './public.inputs.js';
import { PublicService } from './public.service.js';
import { MatchConnection, SiteStatistics, TournamentMatchCounts } from './public.types.js';

const tournamentIdArg = { description: 'The id of a published tournament.' };

/**
 * The public, sign-in-free reads that visitors and integrators build on. Only published tournaments
 * and their matches are ever answered; a draft reads as NOT_FOUND.
 */
@Resolver()
export class PublicResolver {
  @Query(() => Tournament, {
    description:
      'One published tournament (or a draft, to its creator). NOT_FOUND for an unknown id or someone else’s draft. Needs no sign-in.',
  })
  publicTournament(@Arg('id', () => Int, tournamentIdArg) id: number, @Ctx() ctx: GraphQLContext) {
    return new PublicService(ctx).tournamentView(id);
  }

  @Query(() => MatchConnection, {
    description:
      'Fixtures and results of published tournaments, filtered by tournament, team, status and date range, ' +
      'soonest or newest first, paged with opaque cursors and a total count. Needs no sign-in.',
  })
  matches(@Args(() => MatchesArgs) args: MatchesArgs, @Ctx() ctx: GraphQLContext) {
    return new PublicService(ctx).matches(args.filter, args.first, args.after, args.sort);
  }

  @Query(() => [Match], {
    description:
      'The matches of a published tournament, soonest first: every one, or pages of `first` read on with `after`.',
  })
  tournamentMatches(@Args(() => TournamentMatchesArgs) args: TournamentMatchesArgs, @Ctx() ctx: GraphQLContext) {
    return new PublicService(ctx).tournamentMatches(args.tournamentId, args);
  }

  @Query(() => TournamentMatchCounts, { description: 'How many matches of a published tournament are in each state.' })
  tournamentMatchCounts(
    @Arg('tournamentId', () => Int, tournamentIdArg) tournamentId: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return new PublicService(ctx).tournamentMatchCounts(tournamentId);
  }

  @Query(() => [Team], { description: 'The teams entered into a published tournament, by name.' })
  tournamentTeams(@Arg('tournamentId', () => Int, tournamentIdArg) tournamentId: number, @Ctx() ctx: GraphQLContext) {
    return new PublicService(ctx).tournamentTeams(tournamentId);
  }

  @Query(() => Team, { description: 'One team, for its public page: NOT_FOUND for an unknown id. Needs no sign-in.' })
  publicTeam(@Arg('id', () => Int, { description: 'The team id.' }) id: number, @Ctx() ctx: GraphQLContext) {
    return new PublicService(ctx).teamView(id);
  }

  @Query(() => [Match], {
    description:
      'Every match of a team in published tournaments, soonest first (undated last): a calendar’s whole list. ' +
      'For a page, read `liveMatches`, `upcomingMatches` and `recentResults` with `teamId`, a page at a time. ' +
      'Needs no sign-in.',
  })
  teamMatches(@Arg('teamId', () => Int, { description: 'The team id.' }) teamId: number, @Ctx() ctx: GraphQLContext) {
    return new PublicService(ctx).teamMatches(teamId);
  }

  @Query(() => [Match], {
    description:
      'Matches in progress now (LIVE), of all or one published tournament, soonest first; paged with `first` and `after`.',
  })
  liveMatches(@Args(() => MatchListArgs) args: MatchListArgs, @Ctx() ctx: GraphQLContext) {
    return new PublicService(ctx).liveMatches(args);
  }

  @Query(() => [Match], {
    description: 'Completed matches (FINAL), newest first; paged with `first` and `after` (a match’s `cursor`).',
  })
  recentResults(@Args(() => MatchListArgs) args: MatchListArgs, @Ctx() ctx: GraphQLContext) {
    return new PublicService(ctx).recentResults(args);
  }

  @Query(() => [Match], {
    description: 'Scheduled matches (UPCOMING), soonest first; paged with `first` and `after` (a match’s `cursor`).',
  })
  upcomingMatches(@Args(() => MatchListArgs) args: MatchListArgs, @Ctx() ctx: GraphQLContext) {
    return new PublicService(ctx).upcomingMatches(args);
  }

  @Query(() => SiteStatistics, { description: 'Counts for the landing page: tournaments, matches, live matches.' })
  siteStatistics(@Ctx() ctx: GraphQLContext) {
    return new PublicService(ctx).statistics();
  }
}

@Resolver(() => MatchConnection)
export class MatchConnectionResolver {
  // A statement of its own: a page that shows no total (the team page's lists) does not pay for one.
  @FieldResolver(() => Int, { description: 'How many matches the filter selects across all pages.' })
  totalCount(@Root() connection: MatchConnection, @Ctx() ctx: GraphQLContext): Promise<number> {
    return new PublicService(ctx).countAll(connection);
  }
}
