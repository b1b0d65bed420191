import {
  Arg,
  Ctx,
  Int,
  Resolver,
  Root,
  Subscription,
  type SubscribeResolverData,
  type SubscriptionHandlerData,
} from 'type-graphql';
import type { GraphQLContext } from '../users/graphql-context.js';
import { afterCatchingUp } from '../../core/graphql/after-catching-up.js';
import { filterEvents } from '../../core/graphql/filter-events.js';
import type { AppPubSub, MatchUpdatedPayload } from '../../core/pubsub.js';
import { assertCanSeeTournament, isPrivateMatchWatcher } from '../common/policy.js';
import { findTournament } from '../tournaments/tournaments.queries.js';
import { Match, MatchStatus } from './match.entity.js';
import { MATCH_UPDATED, matchUpdatedPayload } from './match-events.js';
import { findUser } from '../users/users.queries.js';
import { getLiveMatch } from './match-read.js';
import { MatchesService } from './matches.service.js';

type Filter<Args extends object = Record<string, never>> = SubscriptionHandlerData<
  MatchUpdatedPayload,
  Args,
  GraphQLContext
>;

/**
 * A public match reaches everyone. Any other (a draft's) reaches only the people policy names in the
 * payload, and the watcher is re-read by primary key for each such event: one who has since logged out,
 * been deactivated, been demoted to player or lost the match stops receiving it at once.
 */
function mayWatch({ payload, context }: Pick<Filter<object>, 'payload' | 'context'>): boolean | Promise<boolean> {
  // Answered at once for a public match: a thousand fans of one final cost no promise each.
  if (payload.isPublic) return true;
  if (!context.viewer || !payload.officialIds.includes(context.viewer.id)) return false;
  return findUser(context.em.fork(), context.viewer.id).then((viewer) =>
    isPrivateMatchWatcher(viewer, payload.officialIds),
  );
}

type Subscribe<Args extends object> = SubscribeResolverData<unknown, Args, GraphQLContext>;

/**
 * The events of one match or tournament, once the watcher may see it. An unknown or hidden id answers
 * the query's NOT_FOUND and the subscription ends, rather than waiting for events that never come.
 */
async function watchOne<Args extends object>(
  data: Subscribe<Args>,
  assertVisible: (ctx: GraphQLContext) => Promise<unknown>,
  isTheOne: (payload: MatchUpdatedPayload, args: Args) => boolean,
): Promise<AsyncIterable<MatchUpdatedPayload>> {
  await assertVisible(data.context);
  return filterEvents(
    data.context.pubSub.subscribe(MATCH_UPDATED),
    (payload: MatchUpdatedPayload) => isTheOne(payload, data.args) && mayWatch({ payload, context: data.context }),
  );
}

/**
 * One match's events. With `afterSeq`, the seq of the match as the watcher shows it (a page rendered before the
 * subscription started), the match comes at once when it has moved past that: a ball scored between the page's
 * rendering and the subscription reaching the server is not missed until the next one.
 */
function watchMatch(data: Subscribe<{ matchId: number; afterSeq?: number | null }>) {
  const { matchId, afterSeq } = data.args;
  const events = filterEvents(
    data.context.pubSub.subscribe(MATCH_UPDATED),
    (payload: MatchUpdatedPayload) => payload.matchId === matchId && mayWatch({ payload, context: data.context }),
  );
  return afterCatchingUp(events, async () => {
    // A fork: the context may hold the match as it was first read.
    const match = await new MatchesService({ em: data.context.em.fork(), viewer: data.context.viewer }).getVisible(
      matchId,
    );
    return afterSeq != null && match.seq > afterSeq ? matchUpdatedPayload(match, null, match.seq) : null;
  });
}

/** How long an event's match stays shared: far longer than the fan-out of one event takes. */
const SHARED_FOR_MS = 10_000;

/** Per instance (its pub/sub): the match read for each event, shared by every subscriber. */
const readsByInstance = new WeakMap<AppPubSub, Map<string, Promise<Match>>>();

/**
 * The match as it is after this event, read once per event on this instance and handed to every
 * subscriber (issue 11: 1,000 watchers cost one read, not 1,000). The read uses a fresh fork, not a
 * subscriber's context, whose identity map would hand back the match as first seen; it loads every
 * relation a live page asks for, so field resolvers answer from memory. Visibility was settled per
 * subscriber before this (the filter), and fields that depend on the viewer still read `ctx`.
 */
function current(ctx: GraphQLContext, payload: MatchUpdatedPayload): Promise<Match> {
  let reads = readsByInstance.get(ctx.pubSub);
  if (!reads) {
    reads = new Map();
    readsByInstance.set(ctx.pubSub, reads);
  }
  const key = payload.eventId;
  const shared = reads.get(key);
  if (shared) return shared;
  const read = getLiveMatch(ctx.em.fork(), payload.matchId);
  reads.set(key, read);
  const forget = () => setTimeout(() => reads.delete(key), SHARED_FOR_MS).unref();
  // A failed read is not shared beyond this moment: the next event reads again.
  read.then(forget, () => reads.delete(key));
  return read;
}

/**
 * Live updates over graphql-ws on /graphql. Services publish after each committed change; every event
 * carries the whole match as it stands.
 */
@Resolver(() => Match)
export class MatchSubscriptionsResolver {
  @Subscription(() => Match, {
    subscribe: watchMatch,
    description:
      'One match, each time its score, status or fixture changes. An unknown or unpublished match answers ' +
      'NOT_FOUND, as the `match` query does, and the subscription completes.',
  })
  matchUpdated(
    @Root() payload: MatchUpdatedPayload,
    @Arg('matchId', () => Int) _matchId: number,
    @Arg('afterSeq', () => Int, {
      nullable: true,
      description:
        'The seq of the match as the watcher already shows it (a page read before subscribing): when the ' +
        'match has moved past it, the match is pushed at once, then each change.',
    })
    _afterSeq: number | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Match> {
    return current(ctx, payload);
  }

  @Subscription(() => Match, {
    subscribe: (data: Subscribe<{ tournamentId: number }>) =>
      watchOne(
        data,
        async (ctx) => assertCanSeeTournament(ctx.viewer, await findTournament(ctx.em, data.args.tournamentId)),
        (payload, args) => payload.tournamentId === args.tournamentId,
      ),
    description:
      'Any match of one tournament, each time it changes. An unknown or unpublished tournament answers ' +
      'NOT_FOUND, as the `publicTournament` query does, and the subscription completes.',
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
