import { Arg, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../users/graphql-context.js';
import { canScore, holdsStaffRole } from '../common/policy.js';
import { Match, MatchStatus } from './match.entity.js';
import { MatchLifecycleService } from './events/match-lifecycle.service.js';
import { matchEntity, type MatchView } from './match-row.js';
import { MatchScoreInput } from './matches.inputs.js';

const AFTER_SEQ =
  'The match’s seq the change is based on: when the match has moved on since, the change is refused with ' +
  'STALE_SEQUENCE. Omitted: after whatever the log holds.';
const KEY = 'An idempotency key: the same key and input again answers the match without a second event.';

/** Live scoring: the match lifecycle and the score. Thin: the rules live in MatchScoringService. */
@Resolver(() => Match)
export class MatchScoringResolver {
  @Mutation(() => Match, {
    description:
      'Moves a match: scheduled -> in_progress -> completed; scheduled <-> postponed; scheduled or postponed -> ' +
      'cancelled. A score given with in_progress or completed is applied first; completing derives the winner ' +
      'and, in a knockout, puts it into the next match (a knockout match cannot complete level, tied or with no ' +
      'result: no tiebreak is modelled). Each change is an event of the match’s log (start, postpone, ' +
      'reschedule, cancel, complete). For the tournament’s creator and the match’s referee or scorer.',
  })
  changeMatchStatus(
    @Arg('matchId', () => Int) matchId: number,
    @Arg('status', () => MatchStatus) status: MatchStatus,
    @Arg('score', () => MatchScoreInput, { nullable: true }) score: MatchScoreInput | null,
    @Arg('afterSeq', () => Int, { nullable: true, description: AFTER_SEQ }) afterSeq: number | null,
    @Arg('key', () => String, { nullable: true, description: KEY }) key: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Match> {
    return new MatchLifecycleService(ctx).changeStatus(matchId, status, score, { afterSeq, key });
  }

  @Mutation(() => Match, {
    description:
      'Changes the score of a match in progress; only the fields given change. For the tournament’s creator ' +
      'and the match’s referee or scorer. A `score` event of the match’s log.',
  })
  updateMatchScore(
    @Arg('matchId', () => Int) matchId: number,
    @Arg('score', () => MatchScoreInput) score: MatchScoreInput,
    @Arg('afterSeq', () => Int, { nullable: true, description: AFTER_SEQ }) afterSeq: number | null,
    @Arg('key', () => String, { nullable: true, description: KEY }) key: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Match> {
    return new MatchLifecycleService(ctx).updateScore(matchId, score, { afterSeq, key });
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
