import { Arg, Ctx, Int, Resolver, Root, Subscription, type SubscriptionHandlerData } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import type { MatchUpdatedPayload } from '../../graphql/pubsub.js';
import { Match, MatchStatus } from './match.entity.js';
import { MATCH_UPDATED } from './match-events.js';

type Filter<Args extends object = Record<string, never>> = SubscriptionHandlerData<
  MatchUpdatedPayload,
  Args,
  GraphQLContext
>;

/** A draft tournament's matches reach only its creator and the match's officials. */
function mayWatch({ payload, context }: Filter<object>): boolean {
  if (payload.isPublic) return true;
  const viewer = context.viewer;
  return !!viewer && viewer.isActive && payload.officialIds.includes(viewer.id);
}

/**
 * The match as it is now. Each event reads through a fresh fork: the subscription's context lives as long
 * as the subscription, and its identity map would otherwise hand back the match as first seen.
 */
function current(ctx: GraphQLContext, payload: MatchUpdatedPayload): Promise<Match> {
  return ctx.em.fork().findOneOrFail(Match, { id: payload.matchId }, { populate: ['tournament'] });
}

/**
 * Live updates over graphql-ws on /graphql. Services publish after each committed change; every event
 * carries the whole match as it stands.
 */
@Resolver(() => Match)
export class MatchSubscriptionsResolver {
  @Subscription(() => Match, {
    topics: MATCH_UPDATED,
    filter: (data: Filter<{ matchId: number }>) => data.payload.matchId === data.args.matchId && mayWatch(data),
    description: 'One match, each time its score, status or fixture changes.',
  })
  matchUpdated(
    @Root() payload: MatchUpdatedPayload,
    @Arg('matchId', () => Int) _matchId: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Match> {
    return current(ctx, payload);
  }

  @Subscription(() => Match, {
    topics: MATCH_UPDATED,
    filter: (data: Filter<{ tournamentId: number }>) =>
      data.payload.tournamentId === data.args.tournamentId && mayWatch(data),
    description: 'Any match of one tournament, each time it changes.',
  })
  tournamentMatchesUpdated(
    @Root() payload: MatchUpdatedPayload,
    @Arg('tournamentId', () => Int) _tournamentId: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Match> {
    return current(ctx, payload);
  }

  @Subscription(() => Match, {
    topics: MATCH_UPDATED,
    filter: ({ payload }: Filter) =>
      payload.isPublic &&
      (payload.status === MatchStatus.in_progress || payload.previousStatus === MatchStatus.in_progress),
    description:
      'Matches of published tournaments that are live: each score change, each kick-off (status in_progress) ' +
      'and each finish (the match arrives with its new status, so lists can drop it).',
  })
  liveMatchesUpdated(@Root() payload: MatchUpdatedPayload, @Ctx() ctx: GraphQLContext): Promise<Match> {
    return current(ctx, payload);
  }
}
