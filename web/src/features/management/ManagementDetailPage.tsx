import { Alert, Container, Spinner } from '@chakra-ui/react';
import { useState } from 'react';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
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
      {error ? <LoadErrorAlert noun={noun} error={error} /> : <Spinner color="sea.600" aria-label={loadingLabel} />}
    </Container>
  );
}

/**
 * Runs a page action (publish, remove, register...) and reloads the page's data; a failure is kept as
 * '{failure} {reason}' for the page's alert.
 */
export function useRefetchingAction(refetch: () => Promise<unknown>) {
  const [actionError, setActionError] = useState<string | null>(null);
  const act = async (work: () => Promise<unknown>, failure: string) => {
    setActionError(null);
    try {
      await work();
      await refetch();
    } catch (cause) {
      console.error(failure, cause);
      setActionError(`${failure} ${cause instanceof Error ? cause.message : ''}`.trim());
    }
  };
  return { actionError, act };
}

export function ActionErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" mt="4" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
