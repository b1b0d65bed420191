import type { MatchStatus } from '../../gql/graphql';
import type { MessageId } from '../../i18n/message-ids';

/** A match's status in words ("In progress"): a fixture's badge, and a status named inside a refusal. */
export const STATUS_LABELS: Record<MatchStatus, MessageId> = {
  scheduled: 'scheduling.status.scheduled',
  postponed: 'scheduling.status.postponed',
  in_progress: 'scheduling.status.in_progress',
  completed: 'scheduling.status.completed',
  cancelled: 'scheduling.status.cancelled',
};
