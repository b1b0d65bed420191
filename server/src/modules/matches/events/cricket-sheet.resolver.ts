import { Arg, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../users/graphql-context.js';
import { Match } from '../match.entity.js';
import { matchEntity, type MatchView } from '../match-row.js';
import { CricketSheetInput } from './cricket-sheet.inputs.js';
import { CricketSheetService } from './cricket-sheet.service.js';
import { CricketMatchSheet } from './cricket-sheet.types.js';
import { MatchCardService } from './match-card.service.js';
import { MatchEvent } from './match-event.entity.js';

/** The toss, the XIs, officials, powerplays and player of the match. Thin. */
@Resolver(() => Match)
export class CricketSheetResolver {
  @Mutation(() => MatchEvent, {
    description:
      'Cricket: records the toss, a side’s playing XI, the officials, a powerplay or the player of the match; ' +
      'undoLastEvent takes it back. The same key and afterSeq rules as recordDelivery. For the tournament’s ' +
      'creator and the match’s referee or scorer.',
  })
  recordCricketSheet(
    @Arg('matchId', () => Int) matchId: number,
    @Arg('key', () => String) key: string,
    @Arg('afterSeq', () => Int) afterSeq: number,
    @Arg('input', () => CricketSheetInput) input: CricketSheetInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MatchEvent> {
    return new CricketSheetService(ctx).recordCricketSheet(matchId, key, afterSeq, input);
  }

  @FieldResolver(() => CricketMatchSheet, {
    nullable: true,
    description: 'Cricket: the toss, the playing XIs, officials and player of the match; null for other sports.',
  })
  async cricketSheet(@Root() view: MatchView, @Ctx() ctx: GraphQLContext): Promise<CricketMatchSheet | null> {
    return new MatchCardService(ctx).cricketSheet(await matchEntity(ctx.em, view));
  }
}
