import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { StandingRow } from './standing-row.type.js';
import { StandingsService } from './standings.service.js';

@Resolver(() => StandingRow)
export class StandingsResolver {
  @Query(() => [StandingRow], {
    description:
      'The standings of a published tournament, computed from its completed matches with its sport’s rules. ' +
      'Needs no sign-in.',
  })
  standings(
    @Arg('tournamentId', () => Int, { description: 'The tournament id.' }) tournamentId: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<StandingRow[]> {
    return new StandingsService(ctx).forTournament(tournamentId);
  }
}
