import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../users/graphql-context.js';
import { Squad } from './squad.type.js';
import { SquadsService } from './squads.service.js';

@Resolver(() => Squad)
export class SquadsResolver {
  @Query(() => Squad, { description: 'A team’s squad for a tournament (empty until named: its roster plays).' })
  squad(
    @Arg('tournamentId', () => Int) tournamentId: number,
    @Arg('teamId', () => Int) teamId: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return new SquadsService(ctx).get(tournamentId, teamId);
  }

  @Mutation(() => Squad, {
    description:
      'Names a team’s whole squad for a tournament from its roster (the sport’s size limits): its manager or club ' +
      'owner until the squad deadline, the organiser at any time (logged after the deadline). A person plays for ' +
      'one team per tournament.',
  })
  setSquad(
    @Arg('tournamentId', () => Int) tournamentId: number,
    @Arg('teamId', () => Int) teamId: number,
    @Arg('memberIds', () => [Int], { description: 'Roster ids (TeamMember) of the whole squad.' }) memberIds: number[],
    @Ctx() ctx: GraphQLContext,
  ) {
    return new SquadsService(ctx).set(tournamentId, teamId, memberIds);
  }
}
