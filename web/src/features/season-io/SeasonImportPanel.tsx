import { Box, Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from '../../gql';
import { usePushes } from '../live/usePushes';
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
  { value: 'csv', label: 'CSV of fixtures and results', type: 'text/csv', accept: '.csv,text/csv' },
  { value: 'openfootball', label: 'openfootball football.json', type: 'application/json', accept: '.json' },
  { value: 'cricsheet', label: 'Cricsheet zip (JSON match files)', type: 'application/zip', accept: '.zip' },
  { value: 'season', label: 'Season exported from Pitchside (JSON)', type: 'application/json', accept: '.json' },
] as const;

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
      setOutcome({ kind: 'failed', message: 'Choose a file first', errors: [] });
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
          message: body.error ?? 'The import failed',
          errors: Object.values(body.fields ?? {}),
        });
        return;
      }
      setOutcome({
        kind: 'done',
        text:
          `Imported: ${body.resultsRecorded ?? 0} results, ${body.fixturesCreated ?? 0} new fixtures ` +
          `(${body.fixturesMatched ?? 0} matched), ${body.teamsCreated ?? 0} new teams.`,
      });
      onImported();
    } catch {
      setOutcome({ kind: 'failed', message: 'The import could not be sent. Check your connection.', errors: [] });
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
        Import season
      </Heading>
      <Text mt="1" color="fg.muted" fontSize="sm">
        Teams, fixtures and results from one file, in one go: teams are matched by name (and created when missing),
        fixtures by their teams and date. If any line is wrong, nothing is stored. Up to 2,000 matches; a text file up
        to 5,000,000 characters, a zip up to 20 MB.
      </Text>
      <Stack mt="4" gap="3" maxW="xl">
        <SelectField
          label="Format"
          value={format}
          onChange={setFormat}
          options={FORMATS.map((entry) => ({ value: entry.value, label: entry.label }))}
        />
        <Box>
          <label
            htmlFor="season-file"
            style={{ display: 'block', fontWeight: 500, fontSize: '0.875rem', marginBottom: '0.25rem' }}
          >
            File
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
          <Button colorPalette="sunset" loading={busy} loadingText="Importing" onClick={() => void submit()}>
            Import season
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
                ? 'Checking every line…'
                : `${progress.done} of ${progress.total} matches imported`}
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
              Nothing was imported. {outcome.errors.length > 1 ? `${outcome.errors.length} problems:` : outcome.message}
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
        Export
      </Heading>
      <HStack mt="2" gap="4" wrap="wrap" fontSize="sm">
        <Link href={`/api/tournaments/${tournamentId}/season.json`} download color="link">
          Season (JSON)
        </Link>
        <Link href={`/api/tournaments/${tournamentId}/table.csv`} download color="link">
          Table (CSV)
        </Link>
        {sport === 'cricket' ? (
          <Link href={`/api/tournaments/${tournamentId}/cricsheet.zip`} download color="link">
            Cricsheet zip
          </Link>
        ) : null}
      </HStack>
    </Box>
  );
}
