import { Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from './graphql-context.js';
import { ActivityLog } from './activity-log.entity.js';
import { User } from './user.entity.js';
import {
  ActivateUserArgs,
  ActivityLogsArgs,
  Analytics,
  ChangeUserRoleArgs,
  GoogleUserData,
  SelectRoleArgs,
  UserIdArgs,
  UsersArgs,
} from './users.inputs.js';
import { UsersService } from './users.service.js';

@Resolver(() => User)
export class UsersResolver {
  @Query(() => User, { nullable: true, description: 'The signed-in person, or null for a visitor.' })
  me(@Ctx() ctx: GraphQLContext): User | null {
    return ctx.viewer;
  }

  @Query(() => [User], { description: 'Accounts, newest first. Administrators only.' })
  users(@Args(() => UsersArgs) args: UsersArgs, @Ctx() ctx: GraphQLContext) {
    return new UsersService(ctx).list(args.filter);
  }

  @Query(() => User, { description: 'One account. Administrators only.' })
  user(@Args(() => UserIdArgs) args: UserIdArgs, @Ctx() ctx: GraphQLContext) {
    return new UsersService(ctx).get(args.id);
  }

  @Query(() => [ActivityLog], { description: 'Account events, newest first. Administrators only.' })
  activityLogs(@Args(() => ActivityLogsArgs) args: ActivityLogsArgs, @Ctx() ctx: GraphQLContext) {
    return new UsersService(ctx).activityLogs(args.limit);
  }

  @Query(() => Analytics, { description: 'Account counts. Administrators only.' })
  analytics(@Ctx() ctx: GraphQLContext) {
    return new UsersService(ctx).analytics();
  }

  @Mutation(() => User, { description: 'Picks one’s own role; only before activation.' })
  selectRole(@Args(() => SelectRoleArgs) args: SelectRoleArgs, @Ctx() ctx: GraphQLContext) {
    return new UsersService(ctx).selectRole(args.role);
  }

  @Mutation(() => User, {
    description:
      'Activates a pending account or reactivates a deactivated one with the role the administrator reviewed ' +
      '(expectedRole); CONFLICT if the account’s role is no longer that one.',
  })
  activateUser(@Args(() => ActivateUserArgs) args: ActivateUserArgs, @Ctx() ctx: GraphQLContext) {
    return new UsersService(ctx).activate(args.id, args.expectedRole);
  }

  @Mutation(() => User, { description: 'Deactivates an active account.' })
  deactivateUser(@Args(() => UserIdArgs) args: UserIdArgs, @Ctx() ctx: GraphQLContext) {
    return new UsersService(ctx).deactivate(args.id);
  }

  @Mutation(() => User, { description: 'Sets the role of an account. Administrators only.' })
  changeUserRole(@Args(() => ChangeUserRoleArgs) args: ChangeUserRoleArgs, @Ctx() ctx: GraphQLContext) {
    return new UsersService(ctx).changeRole(args.id, args.role);
  }

  @FieldResolver(() => GoogleUserData, { description: 'What Google said at the last sign-in.' })
  googleUserData(@Root() user: User): GoogleUserData {
    return { picture: user.profilePicture ?? null, name: user.name ?? null, givenName: user.givenName ?? null };
  }

  @FieldResolver(() => Int, { nullable: true, description: 'The administrator who activated the account.' })
  activatedById(@Root() user: User): number | null {
    return user.activatedBy?.id ?? null;
  }
}
