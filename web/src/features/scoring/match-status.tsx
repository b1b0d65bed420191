import { useMutation } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import type { MatchScoreInput, MatchStatus } from '../../gql/graphql';
import { useT } from '../../i18n/use-t';
import { asyncHandler } from '../../lib/async-handler';
import { describeError } from '../../lib/errors';
import { ChangeMatchStatusMutation } from './operations';

// Moving a match between scheduled, postponed and cancelled: what is not an event of its log.

/** Status changes, with the server's message (or a friendly one for a lost connection) and a retry. */
export function useScoring(match: { id: number }) {
  const [changeStatus, statusState] = useMutation(ChangeMatchStatusMutation);
  const t = useT();
  const [failure, setFailure] = useState<{ message: string; retry: () => void } | null>(null);
  // The server names the field at fault and says why; a lost connection gets a friendly message and a retry.
  const run = async (work: () => Promise<unknown>): Promise<void> => {
    setFailure(null);
    try {
      await work();
    } catch (caught) {
      setFailure({ message: describeError(caught, t), retry: () => void run(work) });
    }
  };
  return {
    error: failure?.message ?? null,
    retry: failure?.retry,
    busy: statusState.loading,
    move: (status: MatchStatus, score?: MatchScoreInput) =>
      run(() => changeStatus({ variables: { matchId: match.id, status, score: score ?? null } })),
  };
}

export type Scoring = ReturnType<typeof useScoring>;

/** Cancelling is final, so it asks once more. */
export function CancelMatch({ scoring }: { scoring: Scoring }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <Button variant="outline" colorPalette="red" disabled={scoring.busy} onClick={() => setConfirming(true)}>
        {t('scoring.status.cancel')}
      </Button>
    );
  }
  return (
    <Button colorPalette="red" disabled={scoring.busy} onClick={asyncHandler(() => scoring.move('cancelled'))}>
      {t('scoring.status.cancelForGood')}
    </Button>
  );
}
