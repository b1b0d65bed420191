import { Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../users/graphql-context.js';
import { Match } from './match.entity.js';
import { MyMatchesService } from './my-matches.service.js';
import { MyMatches, MyTeam } from './my-matches.types.js';

/** The signed-in person's own teams and matches (players, coaches, referees, scorers, organisers). */
@Resolver()
export class MyMatchesResolver {
  @Query(() => [MyTeam], {
    description:
      'Teams I am on the roster of, coach or manage, by name, each with its next fixtures and latest results. ' +
      'Any activated account.',
  })
  myTeamFixtures(@Ctx() ctx: GraphQLContext) {
    return new MyMatchesService(ctx).myTeams();
  }

  @Query(() => MyMatches, {
    description: 'Matches I am the referee or scorer of: those still to finish and the latest finished ones.',
  })
  myMatches(@Ctx() ctx: GraphQLContext) {
    return new MyMatchesService(ctx).myMatches();
  }

  @Query(() => [Match], {
    description: 'The next matches of the tournaments I created, live first. Activated users other than players.',
  })
  organisedMatches(@Ctx() ctx: GraphQLContext) {
    return new MyMatchesService(ctx).organisedMatches();
  }
}
