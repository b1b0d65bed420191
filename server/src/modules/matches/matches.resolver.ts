import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Team } from '../teams/team.entity.js';
import { Tournament } from '../tournaments/tournament.entity.js';
import { Match } from './match.entity.js';
import { MatchesService } from './matches.service.js';
import { MatchBonusService } from './match-bonus.service.js';
import { Official } from './official.type.js';

/** Reads of one match and its relations; relations load through the per-request dataloader. */
@Resolver(() => Match)
export class MatchesResolver {
  @Query(() => Match, { description: 'One match of a published tournament. Needs no sign-in.' })
  async match(@Arg('id', () => Int, { description: 'The match id.' }) id: number, @Ctx() ctx: GraphQLContext) {
    const match = await new MatchesService(ctx).getVisible(id);
    // A shared answer about this match is its tournament's (graphql/answer-scope.ts).
    ctx.readsFrom?.tournament(match.tournament.id);
    return match;
  }

  @Mutation(() => Match, {
    description:
      'Sets the bonus table points each side earned in a match (cricket batting and bowling bonus), 0 to 10; ' +
      'the organiser only. They add to the standings points.',
  })
  setBonusPoints(
    @Arg('matchId', () => Int) matchId: number,
    @Arg('homeBonusPoints', () => Int) homeBonusPoints: number,
    @Arg('awayBonusPoints', () => Int) awayBonusPoints: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return new MatchBonusService(ctx).set(matchId, homeBonusPoints, awayBonusPoints);
  }

  @FieldResolver(() => Tournament, { description: 'The tournament the match belongs to.' })
  tournament(@Root() match: Match): Promise<Tournament> {
    return match.tournament.loadOrFail();
  }

  @FieldResolver(() => Team, { nullable: true, description: 'The home side; empty until a knockout slot is decided.' })
  homeTeam(@Root() match: Match): Promise<Team | null> {
    return match.homeTeam ? match.homeTeam.loadOrFail() : Promise.resolve(null);
  }

  @FieldResolver(() => Team, { nullable: true, description: 'The away side; empty until a knockout slot is decided.' })
  awayTeam(@Root() match: Match): Promise<Team | null> {
    return match.awayTeam ? match.awayTeam.loadOrFail() : Promise.resolve(null);
  }

  @FieldResolver(() => Team, {
    nullable: true,
    description: 'The winner of a completed match; empty for a draw, tie or no result.',
  })
  winnerTeam(@Root() match: Match): Promise<Team | null> {
    return match.winnerTeam ? match.winnerTeam.loadOrFail() : Promise.resolve(null);
  }

  @FieldResolver(() => Official, { nullable: true, description: 'The referee.' })
  async referee(@Root() match: Match): Promise<Official | null> {
    return match.referee ? Official.from(await match.referee.loadOrFail()) : null;
  }

  @FieldResolver(() => Official, { nullable: true, description: 'The scorer.' })
  async scorer(@Root() match: Match): Promise<Official | null> {
    return match.scorer ? Official.from(await match.scorer.loadOrFail()) : null;
  }
}
