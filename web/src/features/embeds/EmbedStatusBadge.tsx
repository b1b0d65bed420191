import { Badge } from '@chakra-ui/react';
import { MATCH_STATUS_IDS } from '../../components/StatusBadge';
import type { MatchStatus } from '../../gql/graphql';
import { useT } from '../../i18n/use-t';

/**
 * The site's match badges (their words are the site's badges', MATCH_STATUS_IDS), in Chakra's own palettes: they
 * have dark-mode values, the brand ones may not.
 */
const STATUS_BADGES: Record<MatchStatus, { palette: string; variant: 'solid' | 'subtle' }> = {
  in_progress: { palette: 'red', variant: 'solid' },
  completed: { palette: 'gray', variant: 'subtle' },
  scheduled: { palette: 'blue', variant: 'subtle' },
  cancelled: { palette: 'orange', variant: 'subtle' },
  postponed: { palette: 'yellow', variant: 'subtle' },
};

export function EmbedStatusBadge({ status }: { status: MatchStatus }) {
  const t = useT();
  const badge = STATUS_BADGES[status];
  return (
    <Badge colorPalette={badge.palette} variant={badge.variant} fontWeight="bold" size="sm">
      {t(MATCH_STATUS_IDS[status])}
    </Badge>
  );
}
