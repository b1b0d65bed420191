import { Alert } from '@chakra-ui/react';
import { useT } from '../i18n/use-t';
import { localizeMessage } from '../i18n/localize-message';
import { describeError } from '../lib/errors';

/** 'Error loading {noun}: {message}', shown where a page's data could not be loaded; `noun` comes translated. */
export function LoadErrorAlert({ noun, error }: { noun: string; error: Error | { message: string } }) {
  const t = useT();
  // A lost connection reads as one, not as the browser's "Failed to fetch".
  const message = error instanceof Error ? describeError(error, t) : localizeMessage(error.message, t);
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{t('layout.loadError', { noun, message })}</Alert.Title>
    </Alert.Root>
  );
}
