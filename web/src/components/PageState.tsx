import { Center, Container, Spinner } from '@chakra-ui/react';
import { LoadErrorAlert } from './LoadErrorAlert';

/** The spinner a page shows while its first load runs. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <Center py="24">
      <Spinner size="xl" color="sea.fg" aria-label={label} />
    </Center>
  );
}

/** 'Error loading {noun}: …' in the page's own width, when its data could not be loaded. */
export function PageLoadError({
  noun,
  error,
  maxW,
}: {
  noun: string;
  error: Error | { message: string } | undefined;
  maxW: string;
}) {
  return (
    <Container maxW={maxW} py="10">
      <LoadErrorAlert noun={noun} error={error ?? { message: '' }} />
    </Container>
  );
}
