import { Alert } from '@chakra-ui/react';

/** 'Error loading {noun}: {message}', shown where a page's data could not be loaded. */
export function LoadErrorAlert({ noun, error }: { noun: string; error: { message: string } }) {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>
        Error loading {noun}: {error.message}
      </Alert.Title>
    </Alert.Root>
  );
}
