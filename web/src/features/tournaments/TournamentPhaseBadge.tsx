import { Badge } from '@chakra-ui/react';
import type { TournamentPhase } from '../../gql/graphql';

/**
 * A tournament's state as the server works it out from its dates (`Tournament.phase`): a published
 * tournament is "Live" (the spec's word) only from its first day; before that it is upcoming.
 */
const PHASES: Record<TournamentPhase, { label: string; palette: string; variant: 'solid' | 'subtle' }> = {
  draft: { label: 'Coming Soon', palette: 'yellow', variant: 'solid' },
  upcoming: { label: 'Upcoming', palette: 'sea', variant: 'solid' },
  in_progress: { label: 'Live', palette: 'green', variant: 'solid' },
  finished: { label: 'Completed', palette: 'gray', variant: 'subtle' },
};

export function TournamentPhaseBadge({ phase }: { phase: TournamentPhase }) {
  const { label, palette, variant } = PHASES[phase];
  return (
    <Badge colorPalette={palette} variant={variant} data-testid="tournament-phase">
      {label}
    </Badge>
  );
}
