import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../users/graphql-context.js';
import { Club } from './club.entity.js';
import type { ClubView } from './club-row.js';
import { ClubInput } from './clubs.inputs.js';
import { ClubsService } from './clubs.service.js';

@Resolver(() => Club)
export class ClubsResolver {
  // A resolver rather than the entity's getter: TypeGraphQL would copy a plain row into a new entity for it.
  @FieldResolver(() => Int, { description: 'Id of the user who owns the club.' })
  ownerId(@Root() club: ClubView): number {
    return club.ownerId;
  }

  @Query(() => [Club], { description: 'The clubs the signed-in person owns.' })
  myClubs(@Ctx() ctx: GraphQLContext) {
    return new ClubsService(ctx).listMine();
  }

  @Query(() => Club, { description: 'One club, for its owner.' })
  club(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext) {
    return new ClubsService(ctx).get(id);
  }

  @Mutation(() => Club, { description: 'Creates a club owned by the signed-in person.' })
  createClub(@Arg('input', () => ClubInput) input: ClubInput, @Ctx() ctx: GraphQLContext) {
    return new ClubsService(ctx).create(input);
  }

  @Mutation(() => Club, { description: "Changes a club's details; owner only." })
  updateClub(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => ClubInput) input: ClubInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return new ClubsService(ctx).update(id, input);
  }

  @Mutation(() => Club, { description: 'Deactivates (false) or reactivates (true) a club; owner only.' })
  setClubActive(
    @Arg('id', () => Int) id: number,
    @Arg('active', () => Boolean) active: boolean,
    @Ctx() ctx: GraphQLContext,
  ) {
    return new ClubsService(ctx).setActive(id, active);
  }
}
