import { Badge } from '@chakra-ui/react';
import type { MatchStatus } from '../gql/graphql';

const LABELS: Record<MatchStatus, { label: string; palette: string }> = {
  in_progress: { label: 'LIVE', palette: 'red' },
  completed: { label: 'FINAL', palette: 'gray' },
  scheduled: { label: 'UPCOMING', palette: 'sea' },
  cancelled: { label: 'CANCELLED', palette: 'orange' },
  postponed: { label: 'POSTPONED', palette: 'yellow' },
};

/** The spec's match badges: LIVE, FINAL, UPCOMING, CANCELLED, POSTPONED. */
export function StatusBadge({ status, size = 'sm' }: { status: MatchStatus; size?: 'sm' | 'md' | 'lg' }) {
  const { label, palette } = LABELS[status];
  return (
    <Badge colorPalette={palette} variant={status === 'in_progress' ? 'solid' : 'subtle'} size={size} fontWeight="bold">
      {label}
    </Badge>
  );
}
