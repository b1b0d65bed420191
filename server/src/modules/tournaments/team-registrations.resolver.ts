import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../users/graphql-context.js';
import { canSeeTournament, holdsStaffRole } from '../common/policy.js';
import { canManageTeam } from '../teams/teams.service.js';
import { Team } from '../teams/team.entity.js';
import type { TeamView } from '../teams/team-row.js';
import { findTeam } from '../teams/teams.queries.js';
import { Registration, RegistrationStatus } from './registration.entity.js';
import { Tournament } from './tournament.entity.js';
import { registrationLoaders, teamTournamentLoaders } from './tournaments.queries.js';

/** Team's registrations belong to this domain: teams sit below tournaments and do not know them. */
@Resolver(() => Team)
export class TeamRegistrationsResolver {
  @FieldResolver(() => [Registration], {
    description:
      'The tournaments the team has entered: every entry, whatever its status, for the team’s manager and club ' +
      'owner; the approved ones for everyone else.',
  })
  async registrations(@Root() team: TeamView, @Ctx() ctx: GraphQLContext) {
    const registrations = await registrationLoaders(ctx.em).registrationsByTeam.load(team.id);
    // Tournaments load through the request's dataloader; one the viewer may not see is left out, id and all.
    const tournaments = await Promise.all(registrations.map((registration) => registration.tournament.loadOrFail()));
    const visible = registrations.filter((_, index) => canSeeTournament(ctx.viewer, tournaments[index]));
    if (visible.every((registration) => registration.status === RegistrationStatus.APPROVED)) return visible;
    const entity = holdsStaffRole(ctx.viewer) ? await findTeam(ctx.em, team.id) : null;
    const ownTeam = !!entity && !!ctx.viewer && (await canManageTeam(entity, ctx.viewer));
    return ownTeam ? visible : visible.filter((registration) => registration.status === RegistrationStatus.APPROVED);
  }

  @FieldResolver(() => [Tournament], {
    description:
      'The tournaments the team is in (approved) or has played in, latest start first: published ones, and drafts ' +
      'to their creator.',
  })
  async tournaments(@Root() team: TeamView, @Ctx() ctx: GraphQLContext) {
    const tournaments = await teamTournamentLoaders(ctx.em).tournamentsByTeam.load(team.id);
    return tournaments.filter((tournament) => canSeeTournament(ctx.viewer, tournament));
  }
}
