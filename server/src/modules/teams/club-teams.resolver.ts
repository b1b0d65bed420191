import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../users/graphql-context.js';
import { Club } from '../clubs/club.entity.js';
import type { ClubView } from '../clubs/club-row.js';
import { teamLoaders } from './teams.queries.js';

/** A club's team count is a read of teams: clubs sit below teams and do not know them. */
@Resolver(() => Club)
export class ClubTeamsResolver {
  @FieldResolver(() => Int, { description: 'How many teams the club has.' })
  teamCount(@Root() club: ClubView, @Ctx() ctx: GraphQLContext) {
    return teamLoaders(ctx.em).teamCountByClub.load(club.id);
  }
}
