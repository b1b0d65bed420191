import { newEventId, type AppPubSub, type MatchUpdatedPayload } from '../../core/pubsub.js';
import { isPublicTournament, privateMatchWatcherIds } from '../common/policy.js';
import type { Match, MatchStatus } from './match.entity.js';

export const MATCH_UPDATED = 'MATCH_UPDATED';

export function matchUpdatedPayload(
  match: Match,
  previousStatus: MatchStatus | null = null,
  seq?: number,
): MatchUpdatedPayload {
  const tournament = match.tournament.getEntity();
  return {
    matchId: match.id,
    tournamentId: tournament.id,
    status: match.status,
    previousStatus: previousStatus === match.status ? null : previousStatus,
    isPublic: isPublicTournament(tournament),
    officialIds: privateMatchWatcherIds(match),
    ...(seq === undefined ? {} : { seq }),
    eventId: newEventId(),
  };
}

/** Call only after the change is committed, so watchers who re-read see it. */
export function publishMatchChange(
  pubSub: AppPubSub,
  match: Match,
  previousStatus: MatchStatus | null = null,
  seq?: number,
  options: { webhooksQueued?: boolean } = {},
): void {
  const payload = matchUpdatedPayload(match, previousStatus, seq);
  pubSub.publish(MATCH_UPDATED, options.webhooksQueued ? { ...payload, webhooksQueued: true } : payload);
}
