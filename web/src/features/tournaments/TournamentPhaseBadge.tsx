import { Badge } from '@chakra-ui/react';
import type { TournamentPhase } from '../../gql/graphql';
import type { MessageId } from '../../i18n/message-ids';
import { useT } from '../../i18n/use-t';

/**
 * A tournament's state as the server works it out from its dates (`Tournament.phase`): a published
 * tournament is "Live" (the spec's word) only from its first day; before that it is upcoming.
 */
const PHASES: Record<TournamentPhase, { label: MessageId; palette: string; variant: 'solid' | 'subtle' }> = {
  draft: { label: 'tournaments.phase.draft', palette: 'yellow', variant: 'solid' },
  upcoming: { label: 'tournaments.phase.upcoming', palette: 'sea', variant: 'solid' },
  in_progress: { label: 'tournaments.phase.in_progress', palette: 'green', variant: 'solid' },
  finished: { label: 'tournaments.phase.finished', palette: 'gray', variant: 'subtle' },
};

export function TournamentPhaseBadge({ phase }: { phase: TournamentPhase }) {
  const t = useT();
  const { label, palette, variant } = PHASES[phase];
  return (
    <Badge colorPalette={palette} variant={variant} data-testid="tournament-phase">
      {t(label)}
    </Badge>
  );
}
