import { Alert, Button, Container, Spinner } from '@chakra-ui/react';
import { useState } from 'react';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import type { MessageId } from '../../i18n/message-ids';
import { useT } from '../../i18n/use-t';
import { describeError, isRetryable } from '../../lib/errors';
import { isNotFound, NotFound } from '../../components/NotFound';

/** What each detail page is about, in words: its noun in 'Error loading {noun}', its not-found title and text. */
const DETAIL_WORDS: Record<'team' | 'tournament', { noun: MessageId; title: MessageId; message: MessageId }> = {
  team: {
    noun: 'management.roster.noun',
    title: 'management.roster.notFoundTitle',
    message: 'management.roster.notFoundMessage',
  },
  tournament: {
    noun: 'management.manage.noun',
    title: 'management.manage.notFoundTitle',
    message: 'management.manage.notFoundMessage',
  },
};

/**
 * What a roster or tournament page shows before its data is there: 'Error loading {noun}: …' or a
 * spinner; an unknown id (or one the person may not manage) is the not-found page, titled by noun.
 */
export function DetailPageStatus({
  error,
  noun,
  loadingLabel,
}: {
  error: { message: string } | undefined;
  noun: keyof typeof DETAIL_WORDS;
  loadingLabel: string;
}) {
  const t = useT();
  const words = DETAIL_WORDS[noun];
  if (isNotFound(error)) {
    return <NotFound title={t(words.title)} message={t(words.message)} />;
  }
  return (
    <Container maxW="5xl" py="10">
      {error ? (
        <LoadErrorAlert noun={t(words.noun)} error={error} />
      ) : (
        <Spinner color="sea.fg" aria-label={loadingLabel} />
      )}
    </Container>
  );
}

/**
 * Runs a page action (publish, remove, register...) and reloads the page's data; a failure is kept as
 * '{failure} {reason}' for the page's alert, with a retry that runs the same action again when trying
 * again could help (a network or server fault), never for a refusal the server would only repeat.
 */
export function useRefetchingAction(refetch: () => Promise<unknown>) {
  const t = useT();
  const [failure, setFailure] = useState<{ message: string; retry?: () => void } | null>(null);
  const act = async (work: () => Promise<unknown>, failureText: string): Promise<boolean> => {
    setFailure(null);
    try {
      await work();
      await refetch();
      return true;
    } catch (cause) {
      console.warn(failureText, cause);
      setFailure({
        message: `${failureText} ${describeError(cause, t)}`,
        retry: isRetryable(cause) ? () => void act(work, failureText) : undefined,
      });
      return false;
    }
  };
  return { actionError: failure?.message ?? null, retry: failure?.retry, act };
}

/** The page's failure alert; Retry, when offered, runs the failed action again. */
export function ActionErrorAlert({ message, onRetry }: { message: string | null; onRetry?: () => void }) {
  const t = useT();
  if (!message) return null;
  return (
    <Alert.Root status="error" mt="4" role="alert" alignItems="center">
      <Alert.Indicator />
      <Alert.Title flex="1">{message}</Alert.Title>
      {onRetry ? (
        <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry}>
          {t('management.retry')}
        </Button>
      ) : null}
    </Alert.Root>
  );
}
