import { Box, Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { MessageId } from '../../i18n/message-ids';
import { useT } from '../../i18n/use-t';
import { usePushes } from '../live/usePushes';
import { localizeMessage } from '../../i18n/localize-message';
import { SelectField } from '../management/fields';

export const SeasonImportProgressSubscription = graphql(`
  subscription SeasonImportProgress($progressKey: String!) {
    seasonImportProgress(progressKey: $progressKey) {
      progressKey
      phase
      done
      total
      message
      errors
    }
  }
`);

/** The formats the upload route takes, with the content type each file is sent as. */
const FORMATS = [
  { value: 'csv', label: 'season-io.format.csv', type: 'text/csv', accept: '.csv,text/csv' },
  { value: 'openfootball', label: 'season-io.format.openfootball', type: 'application/json', accept: '.json' },
  { value: 'cricsheet', label: 'season-io.format.cricsheet', type: 'application/zip', accept: '.zip' },
  { value: 'season', label: 'season-io.format.season', type: 'application/json', accept: '.json' },
] as const satisfies readonly { value: string; label: MessageId; type: string; accept: string }[];

type Outcome = { kind: 'done'; text: string } | { kind: 'failed'; message: string; errors: string[] };

type Progress = { done: number; total: number; phase: string };

/**
 * "Import season": a whole season from a file into this tournament in one call (nothing is stored when a line
 * is bad), with the import's progress pushed over the socket, and the season's exports as links.
 */
export function SeasonImportPanel({
  tournamentId,
  sport,
  onImported,
}: {
  tournamentId: number;
  sport: string;
  onImported: () => void;
}) {
  const t = useT();
  const [format, setFormat] = useState<string>(sport === 'cricket' ? 'cricsheet' : 'csv');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [progressKey, setProgressKey] = useState('');
  const [progress, setProgress] = useState<Progress | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const chosen = FORMATS.find((entry) => entry.value === format) ?? FORMATS[0];

  usePushes(SeasonImportProgressSubscription, {
    variables: { progressKey },
    skip: !progressKey,
    fetchPolicy: 'no-cache',
    onData: (data) => {
      const { phase, done, total } = data.seasonImportProgress;
      setProgress({ phase, done, total });
    },
  });

  const submit = async () => {
    if (!file) {
      setOutcome({ kind: 'failed', message: t('season-io.chooseFile'), errors: [] });
      return;
    }
    const key = `${tournamentId}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    setProgressKey(key);
    setProgress({ phase: 'VALIDATING', done: 0, total: 0 });
    setOutcome(null);
    setBusy(true);
    try {
      // Give the socket a moment to subscribe before the import starts sending.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const query = new URLSearchParams({ format, progress_key: key });
      const response = await fetch(`/api/tournaments/${tournamentId}/season-import?${query.toString()}`, {
        method: 'POST',
        headers: { 'content-type': chosen.type },
        body: file,
        credentials: 'same-origin',
      });
      const body = (await response.json()) as {
        error?: string;
        fields?: Record<string, string>;
        teamsCreated?: number;
        fixturesCreated?: number;
        fixturesMatched?: number;
        resultsRecorded?: number;
      };
      if (!response.ok) {
        setOutcome({
          kind: 'failed',
          message: body.error ? localizeMessage(body.error, t) : t('season-io.failedGeneric'),
          errors: Object.values(body.fields ?? {}).map((message) => localizeMessage(message, t)),
        });
        return;
      }
      setOutcome({
        kind: 'done',
        text: t('season-io.imported', {
          results: body.resultsRecorded ?? 0,
          created: body.fixturesCreated ?? 0,
          matched: body.fixturesMatched ?? 0,
          teams: body.teamsCreated ?? 0,
        }),
      });
      onImported();
    } catch {
      setOutcome({ kind: 'failed', message: t('season-io.notSent'), errors: [] });
    } finally {
      setBusy(false);
      setProgressKey('');
    }
  };

  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : null;

  return (
    <Box
      as="section"
      mt="6"
      bg="surface"
      p="5"
      rounded="xl"
      borderWidth="1px"
      borderColor="line"
      aria-labelledby="season-io-heading"
    >
      <Heading as="h2" size="md" color="ink" id="season-io-heading">
        {t('season-io.title')}
      </Heading>
      <Text mt="1" color="fg.muted" fontSize="sm">
        {t('season-io.intro')}
      </Text>
      <Stack mt="4" gap="3" maxW="xl">
        <SelectField
          label={t('season-io.format')}
          value={format}
          onChange={setFormat}
          options={FORMATS.map((entry) => ({ value: entry.value, label: t(entry.label) }))}
        />
        <Box>
          <label
            htmlFor="season-file"
            style={{ display: 'block', fontWeight: 500, fontSize: '0.875rem', marginBottom: '0.25rem' }}
          >
            {t('season-io.file')}
          </label>
          <input
            id="season-file"
            type="file"
            accept={chosen.accept}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            style={{ maxWidth: '100%' }}
          />
        </Box>
        <HStack>
          <Button
            colorPalette="sunset"
            loading={busy}
            loadingText={t('season-io.importing')}
            onClick={() => void submit()}
          >
            {t('season-io.title')}
          </Button>
        </HStack>
        {busy && progress ? (
          <Box aria-live="polite" data-testid="season-import-progress">
            {/* A plain bar: the app's Chakra system carries only the recipes in use. */}
            <Box
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent ?? undefined}
              h="2"
              maxW="md"
              bg="line"
              rounded="full"
              overflow="hidden"
            >
              <Box h="full" bg="sunset.500" width={`${percent ?? 0}%`} transition="width 0.2s" />
            </Box>
            <Text mt="1" fontSize="sm" color="fg.muted">
              {progress.phase === 'VALIDATING' || progress.total === 0
                ? t('season-io.checking')
                : t('season-io.progress', { done: progress.done, total: progress.total })}
            </Text>
          </Box>
        ) : null}
        {outcome?.kind === 'done' ? (
          <Text role="status" color="fg.success">
            {outcome.text}
          </Text>
        ) : null}
        {outcome?.kind === 'failed' ? (
          <Box role="alert" data-testid="season-import-errors">
            <Text color="fg.error" fontWeight="medium">
              {outcome.errors.length > 1
                ? t('season-io.nothingProblems', { count: outcome.errors.length })
                : t('season-io.nothingMessage', { message: outcome.message })}
            </Text>
            {outcome.errors.length > 1 ? (
              <Stack as="ul" mt="1" gap="0.5" pl="4" fontSize="sm" color="fg.error">
                {outcome.errors.map((error) => (
                  <Text as="li" key={error}>
                    {error}
                  </Text>
                ))}
              </Stack>
            ) : null}
          </Box>
        ) : null}
      </Stack>
      <Heading as="h3" size="sm" mt="5" color="ink">
        {t('season-io.export')}
      </Heading>
      <HStack mt="2" gap="4" wrap="wrap" fontSize="sm">
        <Link href={`/api/tournaments/${tournamentId}/season.json`} download color="link">
          {t('season-io.export.season')}
        </Link>
        <Link href={`/api/tournaments/${tournamentId}/table.csv`} download color="link">
          {t('season-io.export.table')}
        </Link>
        {sport === 'cricket' ? (
          <Link href={`/api/tournaments/${tournamentId}/cricsheet.zip`} download color="link">
            {t('season-io.export.cricsheet')}
          </Link>
        ) : null}
      </HStack>
    </Box>
  );
}
