import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../users/graphql-context.js';
import { Match, Side } from './match.entity.js';
import { FixturesService } from './fixtures.service.js';
import { AddMatchInput, FixtureInput } from './matches.inputs.js';
import { FixtureBoard } from './fixture-board.type.js';
import { Official } from './official.type.js';
import { matchEntity, type MatchView } from './match-row.js';

/** Fixtures for the tournament's organiser: generate, edit, add by hand. */
@Resolver(() => Match)
export class FixturesResolver {
  @Mutation(() => Match, {
    description: 'Changes a fixture’s date, venue, round, officials or notes. For the tournament’s creator.',
  })
  updateFixture(
    @Arg('matchId', () => Int) matchId: number,
    @Arg('input', () => FixtureInput) input: FixtureInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Match> {
    return new FixturesService(ctx).updateFixture(matchId, input);
  }

  @Mutation(() => Match, { description: 'Adds a match between two registered teams. For the tournament’s creator.' })
  addMatch(@Arg('input', () => AddMatchInput) input: AddMatchInput, @Ctx() ctx: GraphQLContext): Promise<Match> {
    return new FixturesService(ctx).addMatch(input);
  }

  @Query(() => FixtureBoard, {
    description: 'A tournament, its matches in round order and its registered teams: the creator’s fixture list.',
  })
  fixtureBoard(@Arg('tournamentId', () => Int) tournamentId: number, @Ctx() ctx: GraphQLContext) {
    return new FixturesService(ctx).board(tournamentId);
  }

  @Query(() => [Official], { description: 'People who can be named referee or scorer. For signed-in staff.' })
  officialCandidates(@Ctx() ctx: GraphQLContext) {
    return new FixturesService(ctx).officials();
  }

  @FieldResolver(() => Int, { nullable: true, description: 'Knockout: the match the winner goes on to.' })
  async nextMatchId(@Root() view: MatchView, @Ctx() ctx: GraphQLContext): Promise<number | null> {
    return (await matchEntity(ctx.em, view)).nextMatch?.id ?? null;
  }

  @FieldResolver(() => Side, { nullable: true, description: 'Knockout: the side the winner takes in the next match.' })
  async nextMatchSlot(@Root() view: MatchView, @Ctx() ctx: GraphQLContext): Promise<Side | null> {
    return (await matchEntity(ctx.em, view)).nextMatchSlot ?? null;
  }
}
