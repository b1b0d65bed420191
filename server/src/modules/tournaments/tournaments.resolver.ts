import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Tournament } from './tournament.entity.js';
import { PublicTournamentsArgs } from './tournaments.inputs.js';
import { TournamentsService } from './tournaments.service.js';

@Resolver(() => Tournament)
export class TournamentsResolver {
  @Query(() => [Tournament], {
    description: 'Published tournaments, soonest first. Needs no sign-in.',
  })
  publicTournaments(@Args(() => PublicTournamentsArgs) args: PublicTournamentsArgs, @Ctx() ctx: GraphQLContext) {
    return new TournamentsService(ctx).listPublished(args);
  }
}
