import { useMutation } from '@apollo/client/react';
import { Box, Button, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../gql';
import { useT } from '../../i18n/use-t';
import { asyncHandler } from '../../lib/async-handler';
import { describeError } from '../../lib/errors';
import type { BoardVenue } from './schedule-days';
import { Labelled, Notice, SCHEDULE_PANEL } from './schedule-form-parts';

const AddVenueMutation = graphql(`
  mutation AddVenue($tournamentId: Int!, $input: VenueInput!) {
    addVenue(tournamentId: $tournamentId, input: $input) {
      id
    }
  }
`);

const SchedulingSettingsMutation = graphql(`
  mutation UpdateSchedulingSettings($tournamentId: Int!, $input: SchedulingSettingsInput!) {
    updateSchedulingSettings(tournamentId: $tournamentId, input: $input) {
      id
      minRestDays
      matchDurationMinutes
    }
  }
`);

const AutoScheduleMutation = graphql(`
  mutation AutoSchedule($tournamentId: Int!, $input: AutoScheduleInput!) {
    autoSchedule(tournamentId: $tournamentId, input: $input) {
      id
    }
  }
`);

/** The tournament's venues, and a form to add one with its pitches. */
export function VenueForm({
  tournamentId,
  venues,
  onDone,
}: {
  tournamentId: number;
  venues: BoardVenue[];
  onDone: () => void;
}) {
  const t = useT();
  const [addVenue, adding] = useMutation(AddVenueMutation);
  const [name, setName] = useState('');
  const [pitches, setPitches] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = asyncHandler(async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const names = pitches
      .split(',')
      .map((pitch) => pitch.trim())
      .filter(Boolean);
    try {
      await addVenue({ variables: { tournamentId, input: { name, pitches: names } } });
      setName('');
      setPitches('');
      onDone();
    } catch (caught) {
      setError(describeError(caught, t));
    }
  });
  return (
    <Box as="form" onSubmit={submit} {...SCHEDULE_PANEL} aria-label={t('scheduling.venues.formLabel')}>
      <Heading as="h2" size="md" color="ink" mb="2">
        {t('scheduling.venues.title')}
      </Heading>
      {venues.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('scheduling.venues.none')}
        </Text>
      ) : (
        <Stack as="ul" gap="1" fontSize="sm" listStyleType="none">
          {venues.map((venue) => (
            <li key={venue.id}>
              <Text as="span" fontWeight="semibold" color="ink">
                {venue.name}
              </Text>
              {t('scheduling.venues.pitches', { pitches: venue.pitches.map((pitch) => pitch.name).join(', ') })}
            </li>
          ))}
        </Stack>
      )}
      <Stack gap="2" mt="3">
        <Labelled label={t('scheduling.venues.name')}>
          <Input size="sm" value={name} onChange={(event) => setName(event.target.value)} />
        </Labelled>
        <Labelled label={t('scheduling.venues.pitchList')}>
          <Input size="sm" value={pitches} onChange={(event) => setPitches(event.target.value)} />
        </Labelled>
        <Notice status="error" message={error} />
        <Button size="sm" type="submit" colorPalette="sea" loading={adding.loading} alignSelf="start">
          {t('scheduling.venues.add')}
        </Button>
      </Stack>
    </Box>
  );
}

/** The rest days a team gets between matches, and how long a match takes. */
export function SettingsForm(props: { tournamentId: number; minRestDays: number; matchDurationMinutes: number }) {
  const t = useT();
  const [save, saving] = useMutation(SchedulingSettingsMutation);
  const [rest, setRest] = useState(String(props.minRestDays));
  const [minutes, setMinutes] = useState(String(props.matchDurationMinutes));
  const [message, setMessage] = useState<{ status: 'error' | 'success'; text: string } | null>(null);
  const submit = asyncHandler(async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    try {
      await save({
        variables: {
          tournamentId: props.tournamentId,
          input: { minRestDays: Number(rest), matchDurationMinutes: Number(minutes) },
        },
      });
      setMessage({ status: 'success', text: t('scheduling.rules.saved') });
    } catch (caught) {
      setMessage({ status: 'error', text: describeError(caught, t) });
    }
  });
  return (
    <Box as="form" onSubmit={submit} {...SCHEDULE_PANEL} aria-label={t('scheduling.rules.formLabel')}>
      <Heading as="h2" size="md" color="ink" mb="2">
        {t('scheduling.rules.title')}
      </Heading>
      <Stack gap="2">
        <Labelled label={t('scheduling.rules.restDays')}>
          <Input size="sm" type="number" min={0} value={rest} onChange={(event) => setRest(event.target.value)} />
        </Labelled>
        <Labelled label={t('scheduling.rules.matchLength')}>
          <Input size="sm" type="number" min={5} value={minutes} onChange={(event) => setMinutes(event.target.value)} />
        </Labelled>
        <Notice status={message?.status ?? 'success'} message={message?.text ?? null} />
        <Button size="sm" type="submit" colorPalette="sea" loading={saving.loading} alignSelf="start">
          {t('scheduling.rules.save')}
        </Button>
      </Stack>
    </Box>
  );
}

/** Gives the fixtures without a pitch a day, kick-off and pitch from the chosen first day. */
export function AutoScheduleForm(props: { tournamentId: number; startDate: string; onDone: () => Promise<unknown> }) {
  const t = useT();
  const [run, running] = useMutation(AutoScheduleMutation);
  const [startDate, setStartDate] = useState(props.startDate);
  const [times, setTimes] = useState('10:00, 14:00');
  const [message, setMessage] = useState<{ status: 'error' | 'success'; text: string } | null>(null);
  const submit = asyncHandler(async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const kickOffTimes = times
      .split(',')
      .map((time) => time.trim())
      .filter(Boolean);
    try {
      const result = await run({ variables: { tournamentId: props.tournamentId, input: { startDate, kickOffTimes } } });
      await props.onDone();
      const count = result.data?.autoSchedule.length ?? 0;
      setMessage({ status: 'success', text: t('scheduling.auto.done', { count }) });
    } catch (caught) {
      setMessage({ status: 'error', text: describeError(caught, t) });
    }
  });
  return (
    <Box as="form" onSubmit={submit} {...SCHEDULE_PANEL} aria-label={t('scheduling.auto.title')}>
      <Heading as="h2" size="md" color="ink" mb="2">
        {t('scheduling.auto.title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="2">
        {t('scheduling.auto.intro')}
      </Text>
      <Stack gap="2">
        <Labelled label={t('scheduling.auto.firstDay')}>
          <Input size="sm" type="date" value={startDate} onChange={(event) => setStartDate(event.target.value)} />
        </Labelled>
        <Labelled label={t('scheduling.auto.times')}>
          <Input size="sm" value={times} onChange={(event) => setTimes(event.target.value)} />
        </Labelled>
        <Notice status={message?.status ?? 'success'} message={message?.text ?? null} />
        <Button size="sm" type="submit" colorPalette="sea" loading={running.loading} alignSelf="start">
          {t('scheduling.auto.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
