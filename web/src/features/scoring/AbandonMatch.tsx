import { useMutation } from '@apollo/client/react';
import { Alert, Button, Field, Flex, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { describeError } from '../../lib/errors';
import { InlineForm } from './InlineForm';
import { AbandonMatchMutation } from './operations';

/**
 * Rain, bad light, a waterlogged pitch: the match ends as no result with the score as it stands. It is an
 * event of the log, so "Correct the result" (undo) takes it back if play resumes. Sent at once, not
 * queued: ending a match is a decision to confirm with the server, not a tap to replay later.
 */
export function AbandonMatch({ matchId, onDone }: { matchId: number; onDone: () => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [abandon, state] = useMutation(AbandonMatchMutation);
  if (!open) {
    return (
      <Button variant="outline" colorPalette="red" alignSelf="start" onClick={() => setOpen(true)}>
        {t('scoring.abandon.open')}
      </Button>
    );
  }
  const submit = async () => {
    setError(null);
    try {
      await abandon({ variables: { matchId, reason: reason.trim() || null } });
      setOpen(false);
      onDone();
    } catch (caught) {
      setError(describeError(caught, t));
    }
  };
  return (
    <InlineForm tone="red" testId="abandon-form" onSubmit={() => void submit()}>
      {error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Field.Root>
        <Field.Label>{t('scoring.abandon.why')}</Field.Label>
        <Input
          bg="surface"
          maxLength={200}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          placeholder={t('scoring.abandon.placeholder')}
        />
        <Field.HelperText>{t('scoring.abandon.helper')}</Field.HelperText>
      </Field.Root>
      <Flex gap="2">
        <Button type="submit" colorPalette="red" loading={state.loading}>
          {t('scoring.abandon.submit')}
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          {t('scoring.abandon.keepPlaying')}
        </Button>
      </Flex>
    </InlineForm>
  );
}
