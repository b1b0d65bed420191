import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { canSeeTournament } from '../common/policy.js';
import { Team } from '../teams/team.entity.js';
import type { TeamView } from '../teams/team-row.js';
import { Registration } from './registration.entity.js';
import { Tournament } from './tournament.entity.js';
import { registrationLoaders, teamTournamentLoaders } from './tournaments.queries.js';

/** Team's registrations belong to this domain: teams sit below tournaments and do not know them. */
@Resolver(() => Team)
export class TeamRegistrationsResolver {
  @FieldResolver(() => [Registration], { description: 'The tournaments the team is registered in.' })
  async registrations(@Root() team: TeamView, @Ctx() ctx: GraphQLContext) {
    const registrations = await registrationLoaders(ctx.em).registrationsByTeam.load(team.id);
    // Tournaments load through the request's dataloader; one the viewer may not see is left out, id and all.
    const tournaments = await Promise.all(registrations.map((registration) => registration.tournament.loadOrFail()));
    return registrations.filter((_, index) => canSeeTournament(ctx.viewer, tournaments[index]));
  }

  @FieldResolver(() => [Tournament], {
    description:
      'The tournaments the team is entered in or has played in, latest start first: published ones, and drafts ' +
      'to their creator.',
  })
  async tournaments(@Root() team: TeamView, @Ctx() ctx: GraphQLContext) {
    const tournaments = await teamTournamentLoaders(ctx.em).tournamentsByTeam.load(team.id);
    return tournaments.filter((tournament) => canSeeTournament(ctx.viewer, tournament));
  }
}
