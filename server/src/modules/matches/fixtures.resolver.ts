import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Match, Side } from './match.entity.js';
import { FixturesService } from './fixtures.service.js';
import { AddMatchInput, FixtureInput } from './matches.inputs.js';
import { FixtureBoard } from './fixture-board.type.js';
import { Official } from './official.type.js';

/** Fixtures for the tournament's organiser: generate, edit, add by hand. */
@Resolver(() => Match)
export class FixturesResolver {
  @Mutation(() => [Match], {
    description:
      'Generates the fixtures from the registered teams: round_robin (every pair once, circle method), league ' +
      '(every pair home and away) or knockout (seeded bracket, byes for the top seeds). Rounds are spread from ' +
      'the start to the end date; venues default to the home ground. Refused when a match has been played; ' +
      'unplayed fixtures are replaced only with replace: true. For the tournament’s creator.',
  })
  generateFixtures(
    @Arg('tournamentId', () => Int) tournamentId: number,
    @Arg('replace', () => Boolean, { nullable: true, description: 'Replace the existing unplayed fixtures.' })
    replace: boolean | null,
    @Arg('seedTeamIds', () => [Int], {
      nullable: true,
      description: 'Knockout seeding, best first: every registered team once. Default: registration order.',
    })
    seedTeamIds: number[] | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Match[]> {
    return new FixturesService(ctx).generate(tournamentId, { replace, seedTeamIds });
  }

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
  nextMatchId(@Root() match: Match): number | null {
    return match.nextMatch?.id ?? null;
  }

  @FieldResolver(() => Side, { nullable: true, description: 'Knockout: the side the winner takes in the next match.' })
  nextMatchSlot(@Root() match: Match): Side | null {
    return match.nextMatchSlot ?? null;
  }
}
