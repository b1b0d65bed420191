import { Badge } from '@chakra-ui/react';
import type { MatchStatus } from '../gql/graphql';
import type { MessageId } from '../i18n/message-ids';
import { useT } from '../i18n/use-t';

/** Each status's badge text: LIVE, FINAL, UPCOMING, CANCELLED, POSTPONED in English. */
export const MATCH_STATUS_IDS: Record<MatchStatus, MessageId> = {
  in_progress: 'layout.status.in_progress',
  completed: 'layout.status.completed',
  scheduled: 'layout.status.scheduled',
  cancelled: 'layout.status.cancelled',
  postponed: 'layout.status.postponed',
};

const PALETTES: Record<MatchStatus, string> = {
  in_progress: 'red',
  completed: 'gray',
  scheduled: 'sea',
  cancelled: 'orange',
  postponed: 'yellow',
};

/** The spec's match badges: LIVE, FINAL, UPCOMING, CANCELLED, POSTPONED. */
export function StatusBadge({ status, size = 'sm' }: { status: MatchStatus; size?: 'sm' | 'md' | 'lg' }) {
  const t = useT();
  return (
    <Badge
      colorPalette={PALETTES[status]}
      variant={status === 'in_progress' ? 'solid' : 'subtle'}
      size={size}
      fontWeight="bold"
    >
      {t(MATCH_STATUS_IDS[status])}
    </Badge>
  );
}
