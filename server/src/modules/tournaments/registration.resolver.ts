import { Arg, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../users/graphql-context.js';
import { canManageTournament, holdsStaffRole } from '../common/policy.js';
import { canManageTeam } from '../teams/teams.service.js';
import type { User } from '../users/user.entity.js';
import { FeeStatus, Registration, ReviewDecision } from './registration.entity.js';
import { EntrySettingsInput } from './registration.inputs.js';
import { RegistrationService } from './registration.service.js';
import { Tournament } from './tournament.entity.js';

/** Whether the viewer is one of an entry's two sides: the tournament's organiser, or the team's people. */
export async function isEntryParty(viewer: User | null | undefined, registration: Registration): Promise<boolean> {
  if (!viewer || !holdsStaffRole(viewer)) return false;
  const tournament = await registration.tournament.loadOrFail();
  if (canManageTournament(viewer, tournament)) return true;
  return canManageTeam(await registration.team.loadOrFail(), viewer);
}

@Resolver(() => Registration)
export class RegistrationReviewResolver {
  @Mutation(() => Registration, {
    description:
      'The organiser approves, waitlists or rejects an entry, with a note the team’s manager reads. APPROVE on a ' +
      'full tournament is refused (CONFLICT): withdraw or reject an approved team first, or waitlist this one.',
  })
  reviewRegistration(
    @Arg('id', () => Int) id: number,
    @Arg('decision', () => ReviewDecision) decision: ReviewDecision,
    @Arg('note', () => String, { nullable: true, description: 'Up to 1000 characters; empty clears it.' })
    note: string | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ) {
    return new RegistrationService(ctx).review(id, decision, note);
  }

  @Mutation(() => Registration, {
    description: 'The organiser records an entry fee PAID, WAIVED or UNPAID (fees are paid outside the site).',
  })
  setRegistrationFeeStatus(
    @Arg('id', () => Int) id: number,
    @Arg('feeStatus', () => FeeStatus) feeStatus: FeeStatus,
    @Ctx() ctx: GraphQLContext,
  ) {
    return new RegistrationService(ctx).setFeeStatus(id, feeStatus);
  }

  @Mutation(() => Registration, {
    description:
      'The team’s manager or club owner (or the organiser) withdraws a pending, approved or waitlisted entry; an ' +
      'approved team’s place goes to the first team on the waiting list.',
  })
  withdrawRegistration(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext) {
    return new RegistrationService(ctx).withdraw(id);
  }

  @Mutation(() => Tournament, {
    description: 'The organiser sets how the tournament takes entries: capacity, fee, approval, squad deadline.',
  })
  updateEntrySettings(
    @Arg('tournamentId', () => Int) tournamentId: number,
    @Arg('input', () => EntrySettingsInput) input: EntrySettingsInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return new RegistrationService(ctx).updateEntrySettings(tournamentId, input);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'The organiser’s note on the last review: for the organiser and the team’s manager or club owner.',
  })
  async note(@Root() registration: Registration, @Ctx() ctx: GraphQLContext): Promise<string | null> {
    if (!registration.note) return null;
    return (await isEntryParty(ctx.viewer, registration)) ? registration.note : null;
  }
}
