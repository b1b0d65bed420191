import type { TournamentView } from '../tournaments/tournament-row.js';
import { Arg, Ctx, Field, FieldResolver, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../users/graphql-context.js';
import { TIE_BREAKER_PRESETS } from '../../../../shared/tie-breakers.js';
import { Team } from '../teams/team.entity.js';
import { TieBreaker, Tournament } from '../tournaments/tournament.entity.js';
import { PointsDeduction } from './points-deduction.entity.js';
import { PointsDeductionsService } from './points-deductions.service.js';
import { StandingRow } from './standing-row.type.js';
import { StandingsService } from './standings.service.js';
import { deductionLoaders } from './standings.queries.js';

@ObjectType({ description: 'A named set of tie-breakers, as a known competition ranks its table.' })
export class TieBreakerPreset {
  @Field(() => String, { description: 'The competition the rules come from, e.g. "Premier League".' })
  name!: string;

  @Field(() => [TieBreaker], { description: 'The rules in order, most important first.' })
  tieBreakers!: TieBreaker[];
}

@Resolver(() => StandingRow)
export class StandingsResolver {
  @Query(() => [StandingRow], {
    description:
      'The standings of a published tournament, computed from its completed matches with its points per result, ' +
      'tie-breakers and points deductions. Needs no sign-in.',
  })
  standings(
    @Arg('tournamentId', () => Int, { description: 'The tournament id.' }) tournamentId: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<StandingRow[]> {
    return new StandingsService(ctx).forTournament(tournamentId);
  }

  @Query(() => [TieBreakerPreset], { description: 'Tie-breaker lists named after the competitions that use them.' })
  tieBreakerPresets(): TieBreakerPreset[] {
    return TIE_BREAKER_PRESETS.map((preset) => Object.assign(new TieBreakerPreset(), preset));
  }

  @Mutation(() => PointsDeduction, {
    description:
      'Takes points off a team in the table, with the reason shown as the table’s footnote; the organiser only ' +
      '(kept in the activity log).',
  })
  deductPoints(
    @Arg('tournamentId', () => Int) tournamentId: number,
    @Arg('teamId', () => Int) teamId: number,
    @Arg('points', () => Int, { description: 'Points to take off, 1 to 100.' }) points: number,
    @Arg('reason', () => String, { description: 'Why, up to 300 characters.' }) reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PointsDeduction> {
    return new PointsDeductionsService(ctx).deduct(tournamentId, teamId, points, reason);
  }

  @Mutation(() => PointsDeduction, {
    description:
      'Removes a points deduction: the team gets its points back and the table’s footnote goes. The organiser ' +
      'only (kept in the activity log). Answers the deduction as it was.',
  })
  removePointsDeduction(
    @Arg('id', () => Int, { description: 'The deduction.' }) id: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PointsDeduction> {
    return new PointsDeductionsService(ctx).remove(id);
  }
}

@Resolver(() => PointsDeduction)
export class PointsDeductionResolver {
  @FieldResolver(() => Team, { description: 'The team that lost the points.' })
  team(@Root() deduction: PointsDeduction): Promise<Team> {
    return deduction.team.loadOrFail();
  }
}

@Resolver(() => Tournament)
export class TournamentDeductionsResolver {
  @FieldResolver(() => [PointsDeduction], { description: 'Points taken off teams, oldest first.' })
  pointsDeductions(@Root() tournament: TournamentView, @Ctx() ctx: GraphQLContext): Promise<PointsDeduction[]> {
    return deductionLoaders(ctx.em).deductionsByTournament.load(tournament.id);
  }
}
