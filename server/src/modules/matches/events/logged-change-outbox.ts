import type { EntityManager } from '@mikro-orm/postgresql';
import type { MatchOutbox } from '../../../core/request-context.js';
import type { Match, MatchStatus } from '../match.entity.js';
import type { MatchEvent } from './match-event.entity.js';

/**
 * Writes what leaves the site about the log's latest event (its webhook deliveries) in the append's own
 * transaction, so it commits or rolls back with the event (issue 47's outbox). Answers whether an outbox
 * took it: without one (a script), the change goes out after the commit as before.
 */
export async function queueLoggedChange(
  outbox: MatchOutbox | undefined,
  tx: EntityManager,
  match: Match,
  previousStatus: MatchStatus | null,
  latest: MatchEvent,
): Promise<boolean> {
  if (!outbox) return false;
  // The deliveries read the match as it stands after the event.
  await tx.flush();
  const change = {
    matchId: match.id,
    tournamentId: match.tournament.id,
    status: match.status,
    previousStatus: previousStatus === match.status ? null : previousStatus,
    seq: latest.seq,
  };
  await outbox(tx, change, { seq: latest.seq, matchEventId: latest.id });
  return true;
}
