import { Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { User } from './user.entity.js';

@Resolver(() => User)
export class UsersResolver {
  @Query(() => User, { nullable: true, description: 'The signed-in person, or null for a visitor.' })
  me(@Ctx() ctx: GraphQLContext): User | null {
    return ctx.viewer;
  }
}
