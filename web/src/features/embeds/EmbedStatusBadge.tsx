import { Badge } from '@chakra-ui/react';
import type { MatchStatus } from '../../gql/graphql';

/** The site's match badges, in Chakra's own palettes: they have dark-mode values, the brand ones may not. */
const STATUS_BADGES: Record<MatchStatus, { label: string; palette: string; variant: 'solid' | 'subtle' }> = {
  in_progress: { label: 'LIVE', palette: 'red', variant: 'solid' },
  completed: { label: 'FINAL', palette: 'gray', variant: 'subtle' },
  scheduled: { label: 'UPCOMING', palette: 'blue', variant: 'subtle' },
  cancelled: { label: 'CANCELLED', palette: 'orange', variant: 'subtle' },
  postponed: { label: 'POSTPONED', palette: 'yellow', variant: 'subtle' },
};

export function EmbedStatusBadge({ status }: { status: MatchStatus }) {
  const badge = STATUS_BADGES[status];
  return (
    <Badge colorPalette={badge.palette} variant={badge.variant} fontWeight="bold" size="sm">
      {badge.label}
    </Badge>
  );
}
