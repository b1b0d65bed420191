import { Arg, Ctx, Extensions, FieldResolver, Int, Mutation, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../users/graphql-context.js';
import { LONG_TEXT_ARGS } from '../../../core/graphql/validation.js';
import { Match } from '../match.entity.js';
import { matchEntity, type MatchView } from '../match-row.js';
import { CricsheetImportService } from './cricsheet-import.service.js';
import { CRICSHEET_MAX_CHARACTERS } from '../cricket/cricsheet.js';
import { Innings } from './innings.types.js';
import { MatchCardService } from './match-card.service.js';
import { FootballSummary, Lineup } from './match-centre.types.js';
import { MatchEvent } from './match-event.entity.js';
import {
  AbsentHurtInput,
  CloseInningsInput,
  DeliveryInput,
  FootballEventInput,
  PenaltyRunsInput,
  PointsEventInput,
  RainRevisionInput,
} from './match-event.inputs.js';
import { MatchEventLogService } from './match-event-log.service.js';
import { ResultInput } from './match-result.inputs.js';
import { MatchResultService } from './match-result.service.js';

const APPEND_RULE =
  'A request whose key is already stored for the match answers the stored event and changes nothing ' +
  '(the same key with another request: IDEMPOTENCY_KEY_REUSED, extensions.seq the event it made); ' +
  'otherwise afterSeq must be the match’s seq, or the error STALE_SEQUENCE answers extensions.currentSeq. ' +
  'For the tournament’s creator and the match’s referee or scorer.';

/** The match as an event log: scoring by events, and the reads projected from the log. Thin. */
@Resolver(() => Match)
export class MatchEventLogResolver {
  @Mutation(() => MatchEvent, { description: `Records one cricket delivery. ${APPEND_RULE}` })
  recordDelivery(
    @Arg('matchId', () => Int) matchId: number,
    @Arg('key', () => String) key: string,
    @Arg('afterSeq', () => Int) afterSeq: number,
    @Arg('input', () => DeliveryInput) input: DeliveryInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MatchEvent> {
    return new MatchEventLogService(ctx).recordDelivery(matchId, key, afterSeq, input);
  }

  @Mutation(() => MatchEvent, { description: `Records one football event. ${APPEND_RULE}` })
  recordFootballEvent(
    @Arg('matchId', () => Int) matchId: number,
    @Arg('key', () => String) key: string,
    @Arg('afterSeq', () => Int) afterSeq: number,
    @Arg('input', () => FootballEventInput) input: FootballEventInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MatchEvent> {
    return new MatchEventLogService(ctx).recordFootballEvent(matchId, key, afterSeq, input);
  }

  @Mutation(() => MatchEvent, {
    description:
      `Points sports: records a point, a whole set (or period) or the end of a period, checked against the ` +
      `tournament’s pointsFormat; the match completes at its deciding point. ${APPEND_RULE}`,
  })
  recordPointsEvent(
    @Arg('matchId', () => Int) matchId: number,
    @Arg('key', () => String) key: string,
    @Arg('afterSeq', () => Int) afterSeq: number,
    @Arg('input', () => PointsEventInput) input: PointsEventInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MatchEvent> {
    return new MatchEventLogService(ctx).recordPointsEvent(matchId, key, afterSeq, input);
  }

  @Mutation(() => MatchEvent, {
    description:
      `Cricket: ends an innings early, declared, forfeited or closed (no further play); the next delivery ` +
      `starts the next innings. ${APPEND_RULE}`,
  })
  closeInnings(
    @Arg('matchId', () => Int) matchId: number,
    @Arg('key', () => String) key: string,
    @Arg('afterSeq', () => Int) afterSeq: number,
    @Arg('input', () => CloseInningsInput) input: CloseInningsInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MatchEvent> {
    return new MatchEventLogService(ctx).closeInnings(matchId, key, afterSeq, input);
  }

  @Mutation(() => MatchEvent, {
    description:
      `Cricket: a batter of the batting side who will not bat (absent hurt), before they come in; the side is ` +
      `all out one wicket sooner (9 instead of 10). ${APPEND_RULE}`,
  })
  recordAbsentHurt(
    @Arg('matchId', () => Int) matchId: number,
    @Arg('key', () => String) key: string,
    @Arg('afterSeq', () => Int) afterSeq: number,
    @Arg('input', () => AbsentHurtInput) input: AbsentHurtInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MatchEvent> {
    return new MatchEventLogService(ctx).recordAbsentHurt(matchId, key, afterSeq, input);
  }

  @Mutation(() => MatchEvent, {
    description:
      `Cricket: penalty runs awarded outside a delivery to the side batting in an innings; they count in its ` +
      `total and extras. ${APPEND_RULE}`,
  })
  awardPenaltyRuns(
    @Arg('matchId', () => Int) matchId: number,
    @Arg('key', () => String) key: string,
    @Arg('afterSeq', () => Int) afterSeq: number,
    @Arg('input', () => PenaltyRunsInput) input: PenaltyRunsInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MatchEvent> {
    return new MatchEventLogService(ctx).awardPenaltyRuns(matchId, key, afterSeq, input);
  }

  @Mutation(() => MatchEvent, {
    description:
      `Cricket: a rain revision (DLS) of an innings' overs and, for the chase, its target; the innings closes at ` +
      `once if it has already reached them, and the result says "(DLS method)". ${APPEND_RULE}`,
  })
  recordRainRevision(
    @Arg('matchId', () => Int) matchId: number,
    @Arg('key', () => String) key: string,
    @Arg('afterSeq', () => Int) afterSeq: number,
    @Arg('input', () => RainRevisionInput) input: RainRevisionInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MatchEvent> {
    return new MatchEventLogService(ctx).recordRainRevision(matchId, key, afterSeq, input);
  }

  @Mutation(() => MatchEvent, {
    description:
      `Cricket: completes a tied match as a tie, with no (further) super over; refused unless the scores are ` +
      `level with the innings closed, and in a knockout (which needs a winner). ${APPEND_RULE}`,
  })
  completeAsTie(
    @Arg('matchId', () => Int) matchId: number,
    @Arg('key', () => String) key: string,
    @Arg('afterSeq', () => Int) afterSeq: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MatchEvent> {
    return new MatchEventLogService(ctx).completeAsTie(matchId, key, afterSeq);
  }

  @Mutation(() => MatchEvent, {
    description:
      `Voids the latest event still in force (an undo is an event too); undoing an event of a completed match ` +
      `is a correction, kept in the activity log with who and why. ${APPEND_RULE}`,
  })
  undoLastEvent(
    @Arg('matchId', () => Int) matchId: number,
    @Arg('key', () => String) key: string,
    @Arg('afterSeq', () => Int) afterSeq: number,
    @Arg('reason', () => String, { nullable: true, description: 'Why, for a correction.' }) reason: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MatchEvent> {
    return new MatchEventLogService(ctx).undoLastEvent(matchId, key, afterSeq, reason ?? null);
  }

  @Mutation(() => Match, {
    description:
      'Replaces a cricket match’s events with a Cricsheet JSON match (data versions 1.0 and 1.1). The file’s teams ' +
      'are the match’s teams by name; players are matched by their Cricsheet identifier, then by name, on the ' +
      'rosters and added when missing; the result follows from the deliveries; the rest of the file is kept with ' +
      'the events, so Match.cricsheet gives it back. At most 4,000,000 characters (over 1 MB: POST ' +
      '/api/matches/{id}/cricsheet). For the tournament’s creator and the match’s referee or scorer.',
  })
  // A T20's file is about 80 KB, a Test's 1-1.5 MB: over /graphql's 1 MB body, a file goes by the upload route
  // (POST /api/matches/:id/cricsheet), which runs this mutation.
  @Extensions({ [LONG_TEXT_ARGS]: { json: CRICSHEET_MAX_CHARACTERS } })
  importCricsheet(
    @Arg('matchId', () => Int) matchId: number,
    @Arg('json', () => String) json: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Match> {
    return new CricsheetImportService(ctx).importMatch(matchId, json);
  }

  @Mutation(() => Match, {
    description:
      'Ends a match as no result from any state but cancelled (rain, bad light, a waterlogged pitch): the ' +
      'score stands as it was and the match counts as no result; an abandon event in ' +
      'the log, which undoLastEvent takes back. For the tournament’s creator and the match’s referee or scorer.',
  })
  abandonMatch(
    @Arg('matchId', () => Int) matchId: number,
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Match> {
    return new MatchEventLogService(ctx).abandonMatch(matchId, reason ?? null);
  }

  @Mutation(() => Match, {
    description:
      'Enters a whole result for a match nobody scored live, from any state but cancelled: one result event in ' +
      'the log (undoLastEvent takes it back; entering it again corrects it, kept in the activity log). A level ' +
      'knockout result needs its decider. A match scored live is refused: correct its events instead. ' +
      'For the tournament’s creator and the match’s referee or scorer.',
  })
  recordResult(
    @Arg('matchId', () => Int) matchId: number,
    @Arg('input', () => ResultInput) input: ResultInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Match> {
    return new MatchResultService(ctx).recordResult(matchId, input);
  }

  @FieldResolver(() => [MatchEvent], {
    description: 'The match’s log in order, from the event after `after` (a watcher that missed one refetches).',
  })
  async events(
    @Root() view: MatchView,
    @Arg('after', () => Int, { nullable: true, description: 'Only events with a higher seq (all when omitted).' })
    after: number | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MatchEvent[]> {
    return new MatchCardService(ctx).events(await matchEntity(ctx.em, view), after ?? null);
  }

  @FieldResolver(() => [Innings], { description: 'Cricket: the scorecard, innings in playing order.' })
  async innings(@Root() view: MatchView, @Ctx() ctx: GraphQLContext): Promise<Innings[]> {
    return new MatchCardService(ctx).innings(await matchEntity(ctx.em, view));
  }

  @FieldResolver(() => Boolean, {
    description:
      'Cricket: the ball-by-ball log was imported from a Cricsheet file (data: cricsheet.org, ODC-By 1.0), not scored live.',
  })
  async importedFromCricsheet(@Root() view: MatchView, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return new MatchCardService(ctx).importedFromCricsheet(await matchEntity(ctx.em, view));
  }

  @FieldResolver(() => FootballSummary, {
    nullable: true,
    description:
      'Football: goals, cards and substitutions in match order, and the period for the clock; null otherwise.',
  })
  async football(@Root() view: MatchView, @Ctx() ctx: GraphQLContext): Promise<FootballSummary | null> {
    return new MatchCardService(ctx).football(await matchEntity(ctx.em, view));
  }

  @FieldResolver(() => [Lineup], { description: 'The players of each side, home first.' })
  async lineups(@Root() view: MatchView, @Ctx() ctx: GraphQLContext): Promise<Lineup[]> {
    return new MatchCardService(ctx).lineups(await matchEntity(ctx.em, view));
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'Cricket: the match as Cricsheet JSON (data version 1.1.0), which imports back to the same card.',
  })
  async cricsheet(@Root() view: MatchView, @Ctx() ctx: GraphQLContext): Promise<string | null> {
    return new CricsheetImportService(ctx).exportMatch(await matchEntity(ctx.em, view));
  }
}
