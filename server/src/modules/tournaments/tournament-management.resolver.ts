import type { TournamentView } from './tournament-row.js';
import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../users/graphql-context.js';
import { canManageTournament, canSeeTournament } from '../common/policy.js';
import { Team } from '../teams/team.entity.js';
import { Registration, RegistrationStatus } from './registration.entity.js';
import { TournamentManagementService } from './tournament-management.service.js';
import { Tournament } from './tournament.entity.js';
import { TournamentInput } from './tournaments.inputs.js';
import { registrationLoaders } from './tournaments.queries.js';

@Resolver(() => Tournament)
export class TournamentManagementResolver {
  @Query(() => [Tournament], { description: 'The tournaments I created, drafts included.' })
  myTournaments(@Ctx() ctx: GraphQLContext) {
    return new TournamentManagementService(ctx).listMine();
  }

  @Query(() => Tournament, { description: 'One tournament, for its creator: the management view.' })
  managedTournament(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext) {
    return new TournamentManagementService(ctx).get(id);
  }

  @Query(() => [Tournament], {
    description:
      'Published tournaments still taking registrations; with teamId, only those of the sport that team plays.',
  })
  tournamentsOpenForRegistration(
    @Arg('teamId', () => Int, { nullable: true }) teamId: number | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return new TournamentManagementService(ctx).listOpen(teamId);
  }

  @Query(() => [Team], { description: 'Active teams the organiser can still add to the tournament.' })
  registrableTeams(@Arg('tournamentId', () => Int) tournamentId: number, @Ctx() ctx: GraphQLContext) {
    return new TournamentManagementService(ctx).registrableTeams(tournamentId);
  }

  @Mutation(() => Tournament, { description: 'Creates a draft tournament organised by the signed-in person.' })
  createTournament(@Arg('input', () => TournamentInput) input: TournamentInput, @Ctx() ctx: GraphQLContext) {
    return new TournamentManagementService(ctx).create(input);
  }

  @Mutation(() => Tournament, { description: 'Changes a tournament; creator only.' })
  updateTournament(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => TournamentInput) input: TournamentInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return new TournamentManagementService(ctx).update(id, input);
  }

  @Mutation(() => Tournament, { description: 'Publishes (true) or unpublishes (false) a tournament; creator only.' })
  setTournamentPublished(
    @Arg('id', () => Int) id: number,
    @Arg('published', () => Boolean) published: boolean,
    @Ctx() ctx: GraphQLContext,
  ) {
    return new TournamentManagementService(ctx).setPublished(id, published);
  }

  @Mutation(() => Registration, {
    description: 'Registers a team: by its manager or club owner before the deadline, or by the organiser.',
  })
  registerTeam(
    @Arg('tournamentId', () => Int) tournamentId: number,
    @Arg('teamId', () => Int) teamId: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return new TournamentManagementService(ctx).register(tournamentId, teamId);
  }

  @Mutation(() => Boolean, {
    description:
      'Removes a registration (withdraws a team): the organiser, or the team before the deadline. Its results stay ' +
      'in the table unless the organiser passes expungeResults.',
  })
  unregisterTeam(
    @Arg('tournamentId', () => Int) tournamentId: number,
    @Arg('teamId', () => Int) teamId: number,
    @Arg('expungeResults', () => Boolean, {
      nullable: true,
      description: 'Organiser only: leave the team and every match it played out of the standings.',
    })
    expungeResults: boolean | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ) {
    return new TournamentManagementService(ctx).unregister(tournamentId, teamId, expungeResults ?? false);
  }

  @Mutation(() => Tournament, {
    description:
      'Records the order a drawing of lots gave (first drawn ranks highest), used by the DRAWING_OF_LOTS ' +
      'tie-breaker; organiser only.',
  })
  recordDrawingOfLots(
    @Arg('tournamentId', () => Int) tournamentId: number,
    @Arg('teamIds', () => [Int], { description: 'Registered teams, each once, in the order drawn.' }) teamIds: number[],
    @Ctx() ctx: GraphQLContext,
  ) {
    return new TournamentManagementService(ctx).recordDrawingOfLots(tournamentId, teamIds);
  }

  @FieldResolver(() => Int, { description: 'How many teams are in: the APPROVED entries.' })
  registrationCount(@Root() tournament: TournamentView, @Ctx() ctx: GraphQLContext) {
    return registrationLoaders(ctx.em).registrationCountByTournament.load(tournament.id);
  }

  @FieldResolver(() => [Registration], {
    description:
      'The entries, in order of registration: every one, whatever its status, for the organiser; the APPROVED ' +
      'ones for everyone else.',
  })
  async registrations(@Root() tournament: TournamentView, @Ctx() ctx: GraphQLContext) {
    const registrations = await registrationLoaders(ctx.em).registrationsByTournament.load(tournament.id);
    if (canManageTournament(ctx.viewer, tournament)) return registrations;
    return registrations.filter((registration) => registration.status === RegistrationStatus.APPROVED);
  }
}

@Resolver(() => Registration)
export class RegistrationResolver {
  @FieldResolver(() => Team, { description: 'The registered team.' })
  team(@Root() registration: Registration) {
    return registration.team.loadOrFail();
  }

  @FieldResolver(() => Tournament, {
    nullable: true,
    description: 'The tournament registered into; null while it is a draft the viewer does not own.',
  })
  async tournament(@Root() registration: Registration, @Ctx() ctx: GraphQLContext) {
    const tournament = await registration.tournament.loadOrFail();
    return canSeeTournament(ctx.viewer, tournament) ? tournament : null;
  }
}
