import { Alert, Button, Container, Spinner } from '@chakra-ui/react';
import { useState } from 'react';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { describeError, isRetryable } from '../../lib/errors';
import { isNotFound, NotFound } from '../../components/NotFound';

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
  noun: string;
  loadingLabel: string;
}) {
  if (isNotFound(error)) {
    const title = `${noun.charAt(0).toUpperCase()}${noun.slice(1)} Not Found`;
    return <NotFound title={title} message={`The ${noun} you're looking for doesn't exist.`} />;
  }
  return (
    <Container maxW="5xl" py="10">
      {error ? <LoadErrorAlert noun={noun} error={error} /> : <Spinner color="sea.fg" aria-label={loadingLabel} />}
    </Container>
  );
}

/**
 * Runs a page action (publish, remove, register...) and reloads the page's data; a failure is kept as
 * '{failure} {reason}' for the page's alert, with a retry that runs the same action again when trying
 * again could help (a network or server fault), never for a refusal the server would only repeat.
 */
export function useRefetchingAction(refetch: () => Promise<unknown>) {
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
        message: `${failureText} ${describeError(cause)}`,
        retry: isRetryable(cause) ? () => void act(work, failureText) : undefined,
      });
      return false;
    }
  };
  return { actionError: failure?.message ?? null, retry: failure?.retry, act };
}

/** The page's failure alert; Retry, when offered, runs the failed action again. */
export function ActionErrorAlert({ message, onRetry }: { message: string | null; onRetry?: () => void }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" mt="4" role="alert" alignItems="center">
      <Alert.Indicator />
      <Alert.Title flex="1">{message}</Alert.Title>
      {onRetry ? (
        <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry}>
          Retry
        </Button>
      ) : null}
    </Alert.Root>
  );
}
