import { ArgsType, Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Role } from './user.entity.js';

export enum UserFilter {
  all = 'all',
  pending = 'pending',
  active = 'active',
  inactive = 'inactive',
}
registerEnumType(UserFilter, { name: 'UserFilter', description: 'Which accounts the user list shows.' });

/** The four roles a person may pick for themselves at first sign-in. */
/** The roles a person may ask for at sign-up: every role an administrator can give, players and coaches too. */
export const SELECTABLE_ROLES: readonly Role[] = [
  Role.tournament_creator,
  Role.club_owner,
  Role.manager,
  Role.coach,
  Role.referee,
  Role.player,
];

@ArgsType()
export class UsersArgs {
  @Field(() => UserFilter, { defaultValue: UserFilter.all })
  filter: UserFilter = UserFilter.all;
}

@ArgsType()
export class UserIdArgs {
  @Field(() => Int)
  id!: number;
}

@ArgsType()
export class ActivateUserArgs {
  @Field(() => Int)
  id!: number;

  @Field(() => Role, {
    description:
      'The role the administrator reviewed, which the account is activated with. When the account’s role has ' +
      'changed since, nothing is activated and the answer is CONFLICT: review the account again.',
  })
  expectedRole!: Role;
}

@ArgsType()
export class ChangeUserRoleArgs {
  @Field(() => Int)
  id!: number;

  @Field(() => Role)
  role!: Role;
}

@ArgsType()
export class SelectRoleArgs {
  @Field(() => Role, { description: 'One of tournament_creator, club_owner, manager, referee.' })
  role!: Role;
}

@ArgsType()
export class ActivityLogsArgs {
  @Field(() => Int, { defaultValue: 50, description: 'How many entries, newest first (1 to 200).' })
  limit: number = 50;
}

@ObjectType({ description: 'Account counts for administrators; the recent windows are the last 7 days.' })
export class Analytics {
  @Field(() => Int, { description: 'Signed up, not yet activated, not deactivated.' })
  pendingActivations!: number;

  @Field(() => Int, { description: 'Activated and not deactivated.' })
  activeUsers!: number;

  @Field(() => Int)
  totalUsers!: number;

  @Field(() => Int, { description: 'Sign-ups in the activity log over the last 7 days.' })
  recentSignups!: number;

  @Field(() => Int, {
    description: 'Activations (reactivations included) in the activity log over the last 7 days.',
  })
  recentActivations!: number;
}

@ObjectType({ description: 'What Google said about the person at their last sign-in.' })
export class GoogleUserData {
  @Field(() => String, { nullable: true })
  picture!: string | null;

  @Field(() => String, { nullable: true })
  name!: string | null;

  @Field(() => String, { nullable: true })
  givenName!: string | null;
}
