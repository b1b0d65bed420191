import { useMutation } from '@apollo/client/react';
import { Box, Button, Field, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { CREST_MAX_BYTES, CREST_TYPES } from '../../../../shared/validation/teams';
import { TeamMark } from '../../components/TeamMark';
import { graphql } from '../../gql';
import { useT } from '../../i18n/use-t';
import { describeError } from '../../lib/errors';
import { serverFieldErrors } from './validation';

const SetTeamCrestMutation = graphql(`
  mutation SetTeamCrest($teamId: Int!, $image: String!) {
    setTeamCrest(teamId: $teamId, image: $image) {
      id
      crestUrl
    }
  }
`);

const RemoveTeamCrestMutation = graphql(`
  mutation RemoveTeamCrest($teamId: Int!) {
    removeTeamCrest(teamId: $teamId) {
      id
      crestUrl
    }
  }
`);

/** The file as a data URL; `unreadable` is the page's words for a file the browser cannot read. */
function readAsDataUrl(file: File, unreadable: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    // readAsDataURL reads to a string.
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error(unreadable)));
    reader.onerror = () => reject(reader.error ?? new Error(unreadable));
    reader.readAsDataURL(file);
  });
}

const MAX_KB = Math.round(CREST_MAX_BYTES / 1024);

/**
 * The team's crest in its form: choosing a file uploads it at once (the server checks what it really
 * is and resizes it); Remove brings back the initials. Apollo's cache updates every page showing the team.
 */
export function TeamCrestField({
  team,
}: {
  team: {
    id: number;
    name: string;
    crestUrl?: string | null;
    primaryColor?: string | null;
    secondaryColor?: string | null;
  };
}) {
  const t = useT();
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  // The dialog's team is the one it opened with: the crest shown follows this field's own answers.
  const [crestUrl, setCrestUrl] = useState(team.crestUrl ?? null);
  const [setCrest, uploading] = useMutation(SetTeamCrestMutation);
  const [removeCrest, removing] = useMutation(RemoveTeamCrestMutation);

  const fail = (caught: unknown) => setError(serverFieldErrors(caught, t).image ?? describeError(caught, t));

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    setStatus('');
    // The browser's word on the type is only a first check; the server reads the file itself.
    if (!(CREST_TYPES as readonly string[]).includes(file.type)) {
      setError(t('management.crest.wrongType'));
      return;
    }
    if (file.size > CREST_MAX_BYTES) {
      setError(t('management.crest.tooBig', { kb: MAX_KB }));
      return;
    }
    try {
      const { data } = await setCrest({
        variables: { teamId: team.id, image: await readAsDataUrl(file, t('management.crest.unreadable')) },
      });
      setCrestUrl(data?.setTeamCrest.crestUrl ?? null);
      setStatus(t('management.crest.uploaded'));
    } catch (caught) {
      fail(caught);
    }
  };

  const remove = async () => {
    setError(null);
    setStatus('');
    try {
      await removeCrest({ variables: { teamId: team.id } });
      setCrestUrl(null);
      setStatus(t('management.crest.removed'));
    } catch (caught) {
      fail(caught);
    }
  };

  return (
    <Field.Root invalid={!!error}>
      <Field.Label htmlFor={inputId}>{t('management.crest.label')}</Field.Label>
      <HStack gap="4" align="center">
        <Box data-testid="crest-preview">
          <TeamMark team={{ ...team, crestUrl }} size={64} />
        </Box>
        <Stack gap="2">
          <HStack gap="2" wrap="wrap">
            <Button
              size="sm"
              variant="outline"
              colorPalette="sea"
              loading={uploading.loading}
              onClick={() => fileInput.current?.click()}
            >
              {crestUrl ? t('management.crest.replace') : t('management.crest.upload')}
            </Button>
            {crestUrl ? (
              <Button
                size="sm"
                variant="ghost"
                colorPalette="red"
                loading={removing.loading}
                onClick={() => void remove()}
              >
                {t('management.crest.remove')}
              </Button>
            ) : null}
          </HStack>
          <input
            ref={fileInput}
            id={inputId}
            type="file"
            accept={CREST_TYPES.join(',')}
            data-testid="crest-input"
            onChange={(event) => void upload(event)}
            style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
            tabIndex={-1}
          />
        </Stack>
      </HStack>
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>{t('management.crest.help', { kb: MAX_KB })}</Field.HelperText>
      )}
      <Text aria-live="polite" fontSize="sm" color="fg.muted" data-testid="crest-status">
        {status}
      </Text>
    </Field.Root>
  );
}
