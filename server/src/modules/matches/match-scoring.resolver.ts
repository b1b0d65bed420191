import { Arg, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { canScore, holdsStaffRole } from '../common/policy.js';
import { Match, MatchStatus } from './match.entity.js';
import { MatchScoringService } from './match-scoring.service.js';
import { matchEntity, type MatchView } from './match-row.js';
import { MatchScoreInput } from './matches.inputs.js';

/** Live scoring: the match lifecycle and the score. Thin: the rules live in MatchScoringService. */
@Resolver(() => Match)
export class MatchScoringResolver {
  @Mutation(() => Match, {
    description:
      'Moves a match: scheduled -> in_progress -> completed; scheduled <-> postponed; scheduled or postponed -> ' +
      'cancelled. A score given with in_progress or completed is applied first; completing derives the winner ' +
      'and, in a knockout, puts it into the next match (a knockout match cannot complete level, tied or with no ' +
      'result: no tiebreak is modelled). For the tournament’s creator and the match’s referee or scorer.',
  })
  changeMatchStatus(
    @Arg('matchId', () => Int) matchId: number,
    @Arg('status', () => MatchStatus) status: MatchStatus,
    @Arg('score', () => MatchScoreInput, { nullable: true }) score: MatchScoreInput | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Match> {
    return new MatchScoringService(ctx).changeStatus(matchId, status, score);
  }

  @Mutation(() => Match, {
    description:
      'Changes the score of a match in progress; only the fields given change. For the tournament’s creator ' +
      'and the match’s referee or scorer.',
  })
  updateMatchScore(
    @Arg('matchId', () => Int) matchId: number,
    @Arg('score', () => MatchScoreInput) score: MatchScoreInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Match> {
    return new MatchScoringService(ctx).updateScore(matchId, score);
  }

  @FieldResolver(() => Boolean, {
    description: 'Whether the viewer may start, score and complete this match (creator, referee or scorer).',
  })
  async viewerCanScore(@Root() view: MatchView, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    if (!holdsStaffRole(ctx.viewer)) return false;
    const match = await matchEntity(ctx.em, view);
    await match.tournament.loadOrFail();
    return canScore(ctx.viewer, match);
  }
}
