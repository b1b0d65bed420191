import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Field,
  Flex,
  Heading,
  Input,
  Link as ChakraLink,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState, type DragEvent, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';
import type { ScheduleBoardQuery as ScheduleBoardData } from '../../gql/graphql';
import { asyncHandler } from '../../lib/async-handler';
import { describeError } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { siteDay, siteInstant, siteTime } from '../../../../shared/site-time';

const ScheduleBoardQuery = graphql(`
  query ScheduleBoard($tournamentId: Int!) {
    fixtureBoard(tournamentId: $tournamentId) {
      tournament {
        id
        name
        startDate
        endDate
        minRestDays
        matchDurationMinutes
        venues {
          id
          name
          pitches {
            id
            name
          }
        }
      }
      matches {
        id
        roundNumber
        roundName
        matchNumber
        scheduledDate
        status
        venue
        pitch {
          id
          name
        }
        homeTeam {
          id
          name
        }
        awayTeam {
          id
          name
        }
      }
    }
  }
`);

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

const RescheduleMatchMutation = graphql(`
  mutation RescheduleMatch($matchId: Int!, $scheduledAt: DateTimeISO!, $pitchId: Int) {
    rescheduleMatch(matchId: $matchId, scheduledAt: $scheduledAt, pitchId: $pitchId) {
      id
      scheduledDate
      status
      venue
      pitch {
        id
        name
      }
    }
  }
`);

type Board = ScheduleBoardData['fixtureBoard'];
type Fixture = Board['matches'][number];
type Venue = Board['tournament']['venues'][number];

const DAY_MS = 86_400_000;
/** Days and kick-off times as the clock at the ground reads them, as every page shows them. */
const dayOf = (iso: string) => siteDay(iso);
const timeOf = (iso: string) => siteTime(iso);
const kickOff = (day: string, time: string) => siteInstant(day, time).toISOString();

/** Every day from the tournament's first to its last, widened to any fixture outside them. */
function calendarDays(board: Board): string[] {
  const dated = board.matches.flatMap((match) => (match.scheduledDate ? [dayOf(match.scheduledDate)] : []));
  const first = [board.tournament.startDate, ...dated].sort()[0];
  const last = [board.tournament.endDate, ...dated].sort().at(-1)!;
  const days: string[] = [];
  for (let at = Date.parse(`${first}T00:00:00Z`); at <= Date.parse(`${last}T00:00:00Z`); at += DAY_MS) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

/** A card's form starts from the fixture's booking, so a moved fixture gets a fresh card. */
const cardKey = (match: Fixture) => `${match.id}:${match.scheduledDate ?? ''}:${match.pitch?.id ?? ''}`;

const teams = (match: Fixture) => `${match.homeTeam?.name ?? 'TBD'} v ${match.awayTeam?.name ?? 'TBD'}`;

function Notice({ status, message }: { status: 'error' | 'success'; message: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status={status} size="sm">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Field.Root>
      <Field.Label fontSize="sm">{label}</Field.Label>
      {children}
    </Field.Root>
  );
}

const panel = { bg: 'surface', borderWidth: '1px', borderColor: 'line', rounded: 'xl', p: '4' } as const;

/** The organiser's schedule: venues, rest days, the auto-scheduler, and fixtures by date to drag between days. */
export function SchedulePage({ tournamentId }: { tournamentId: number }) {
  const { data, loading, error, refetch } = useQuery(ScheduleBoardQuery, { variables: { tournamentId } });
  const [reschedule] = useMutation(RescheduleMatchMutation);
  const [moveErrors, setMoveErrors] = useState<Record<number, string>>({});
  const [dropTarget, setDropTarget] = useState<string | null>(null);

  if (loading && !data) return <Text color="fg.muted">Loading the schedule…</Text>;
  if (error || !data) return <Notice status="error" message={`Error loading the schedule: ${describeError(error)}`} />;

  const board = data.fixtureBoard;
  const { tournament } = board;
  const byDay = new Map<string, Fixture[]>();
  for (const match of board.matches) {
    const key = match.scheduledDate ? dayOf(match.scheduledDate) : 'unscheduled';
    byDay.set(key, [...(byDay.get(key) ?? []), match]);
  }
  for (const list of byDay.values()) list.sort((a, b) => (a.scheduledDate ?? '').localeCompare(b.scheduledDate ?? ''));

  const move = async (match: Fixture, scheduledAt: string, pitchId: number | null) => {
    setMoveErrors(({ [match.id]: _dropped, ...rest }) => rest);
    try {
      await reschedule({ variables: { matchId: match.id, scheduledAt, pitchId } });
    } catch (caught) {
      setMoveErrors((current) => ({ ...current, [match.id]: describeError(caught) }));
    }
  };

  const onDrop = (day: string) => (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDropTarget(null);
    const match = board.matches.find((item) => item.id === Number(event.dataTransfer.getData('text/plain')));
    if (!match || (match.scheduledDate && dayOf(match.scheduledDate) === day)) return;
    // A drop keeps the kick-off time and the pitch: only the day changes.
    void move(match, kickOff(day, match.scheduledDate ? timeOf(match.scheduledDate) : '12:00'), null);
  };

  return (
    <Stack gap="6" data-testid="schedule-page">
      <Box>
        <Heading as="h1" size="xl" color="ink">
          {tournament.name}: schedule
        </Heading>
        <Text color="fg.muted">
          {formatDate(tournament.startDate)} to {formatDate(tournament.endDate)} · times are the ground’s local times ·{' '}
          <ChakraLink asChild color="sea.fg">
            <RouterLink to={`/tournaments/${tournamentId}/fixtures`}>Fixtures by round</RouterLink>
          </ChakraLink>
        </Text>
      </Box>

      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
        <VenueForm tournamentId={tournamentId} venues={tournament.venues} onDone={() => void refetch()} />
        <SettingsForm
          tournamentId={tournamentId}
          minRestDays={tournament.minRestDays}
          matchDurationMinutes={tournament.matchDurationMinutes}
        />
        <AutoScheduleForm tournamentId={tournamentId} startDate={tournament.startDate} onDone={() => refetch()} />
      </SimpleGrid>

      <Box>
        <Heading as="h2" size="lg" color="ink" mb="1">
          Fixtures by date
        </Heading>
        <Text color="fg.muted" fontSize="sm" mb="3">
          Drag a fixture onto another day, or give it a date below and choose Move.
        </Text>
        <Stack gap="2">
          {calendarDays(board).map((day) => {
            const fixtures = byDay.get(day) ?? [];
            return (
              <Box
                as="section"
                key={day}
                aria-label={formatDate(day)}
                data-testid="schedule-day"
                data-day={day}
                {...panel}
                p="3"
                borderStyle={dropTarget === day ? 'dashed' : 'solid'}
                borderColor={dropTarget === day ? 'sea.fg' : 'line'}
                bg={dropTarget === day ? 'sea.subtle' : 'surface'}
                onDragOver={(event: DragEvent<HTMLElement>) => {
                  event.preventDefault();
                  event.dataTransfer.dropEffect = 'move';
                  if (dropTarget !== day) setDropTarget(day);
                }}
                onDragLeave={() => setDropTarget((current) => (current === day ? null : current))}
                onDrop={onDrop(day)}
              >
                <Heading as="h3" size="sm" color={fixtures.length ? 'ink' : 'fg.muted'}>
                  {formatDate(day)}
                  {fixtures.length === 0 ? ' · no fixtures' : ''}
                </Heading>
                {fixtures.length > 0 ? (
                  <Stack gap="2" mt="2">
                    {fixtures.map((match) => (
                      <FixtureCard
                        key={cardKey(match)}
                        match={match}
                        venues={tournament.venues}
                        error={moveErrors[match.id] ?? null}
                        onMove={(scheduledAt, pitchId) => move(match, scheduledAt, pitchId)}
                      />
                    ))}
                  </Stack>
                ) : null}
              </Box>
            );
          })}
          {(byDay.get('unscheduled') ?? []).map((match) => (
            <FixtureCard
              key={cardKey(match)}
              match={match}
              venues={tournament.venues}
              error={moveErrors[match.id] ?? null}
              onMove={(scheduledAt, pitchId) => move(match, scheduledAt, pitchId)}
            />
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}

function FixtureCard({
  match,
  venues,
  error,
  onMove,
}: {
  match: Fixture;
  venues: Venue[];
  error: string | null;
  onMove: (scheduledAt: string, pitchId: number | null) => Promise<void>;
}) {
  const [day, setDay] = useState(match.scheduledDate ? dayOf(match.scheduledDate) : '');
  const [time, setTime] = useState(match.scheduledDate ? timeOf(match.scheduledDate) : '12:00');
  const [pitchId, setPitchId] = useState(match.pitch ? String(match.pitch.id) : '');
  const [moving, setMoving] = useState(false);
  const [missing, setMissing] = useState<string | null>(null);
  const movable = match.status === 'scheduled' || match.status === 'postponed';
  const label = teams(match);

  const submit = asyncHandler(async (event: FormEvent) => {
    event.preventDefault();
    if (!day) {
      setMissing('Choose a date');
      return;
    }
    setMissing(null);
    setMoving(true);
    await onMove(kickOff(day, time || '12:00'), pitchId ? Number(pitchId) : null);
    setMoving(false);
  });

  return (
    <Box
      data-testid="schedule-fixture"
      data-match-id={match.id}
      draggable={movable}
      onDragStart={(event: DragEvent<HTMLElement>) => {
        event.dataTransfer.setData('text/plain', String(match.id));
        event.dataTransfer.effectAllowed = 'move';
      }}
      bg="page"
      borderWidth="1px"
      borderColor={error ? 'fg.error' : 'line'}
      rounded="lg"
      p="3"
      cursor={movable ? 'grab' : 'default'}
    >
      <Flex justify="space-between" gap="3" wrap="wrap" align="center">
        <Box>
          <Text fontWeight="semibold" color="ink">
            {match.scheduledDate ? `${timeOf(match.scheduledDate)} · ` : 'Date to be set · '}
            {label}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {match.roundName ?? (match.roundNumber ? `Round ${match.roundNumber}` : 'No round')} ·{' '}
            {match.pitch ? `${match.venue}, ${match.pitch.name}` : (match.venue ?? 'Venue TBD')}
          </Text>
        </Box>
        {movable ? null : <Badge>{match.status.replace('_', ' ')}</Badge>}
      </Flex>
      {movable ? (
        <Flex as="form" onSubmit={submit} gap="2" mt="2" wrap="wrap" align="end" aria-label={`Move ${label}`}>
          <Box w={{ base: 'full', sm: '40' }}>
            <Labelled label="Date">
              <Input size="sm" type="date" value={day} onChange={(event) => setDay(event.target.value)} />
            </Labelled>
          </Box>
          <Box w={{ base: 'full', sm: '28' }}>
            <Labelled label="Kick-off">
              <Input size="sm" type="time" value={time} onChange={(event) => setTime(event.target.value)} />
            </Labelled>
          </Box>
          {venues.length > 0 ? (
            <Box w={{ base: 'full', sm: '56' }}>
              <Labelled label="Pitch">
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field value={pitchId} onChange={(event) => setPitchId(event.target.value)}>
                    <option value="">{match.pitch ? 'Keep its pitch' : 'No pitch'}</option>
                    {venues.flatMap((venue) =>
                      venue.pitches.map((pitch) => (
                        <option key={pitch.id} value={pitch.id}>
                          {venue.name}, {pitch.name}
                        </option>
                      )),
                    )}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Labelled>
            </Box>
          ) : null}
          <Button size="sm" type="submit" colorPalette="sea" loading={moving}>
            Move
          </Button>
        </Flex>
      ) : null}
      <Box mt={error || missing ? '2' : '0'} role="status">
        <Notice status="error" message={missing ?? error} />
      </Box>
    </Box>
  );
}

function VenueForm({ tournamentId, venues, onDone }: { tournamentId: number; venues: Venue[]; onDone: () => void }) {
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
      setError(describeError(caught));
    }
  });
  return (
    <Box as="form" onSubmit={submit} {...panel} aria-label="Add a venue">
      <Heading as="h2" size="md" color="ink" mb="2">
        Venues
      </Heading>
      {venues.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No venues yet.
        </Text>
      ) : (
        <Stack as="ul" gap="1" fontSize="sm" listStyleType="none">
          {venues.map((venue) => (
            <li key={venue.id}>
              <Text as="span" fontWeight="semibold" color="ink">
                {venue.name}
              </Text>
              : {venue.pitches.map((pitch) => pitch.name).join(', ')}
            </li>
          ))}
        </Stack>
      )}
      <Stack gap="2" mt="3">
        <Labelled label="Venue name">
          <Input size="sm" value={name} onChange={(event) => setName(event.target.value)} />
        </Labelled>
        <Labelled label="Pitches (comma-separated)">
          <Input size="sm" value={pitches} onChange={(event) => setPitches(event.target.value)} />
        </Labelled>
        <Notice status="error" message={error} />
        <Button size="sm" type="submit" colorPalette="sea" loading={adding.loading} alignSelf="start">
          Add venue
        </Button>
      </Stack>
    </Box>
  );
}

function SettingsForm(props: { tournamentId: number; minRestDays: number; matchDurationMinutes: number }) {
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
      setMessage({ status: 'success', text: 'Saved.' });
    } catch (caught) {
      setMessage({ status: 'error', text: describeError(caught) });
    }
  });
  return (
    <Box as="form" onSubmit={submit} {...panel} aria-label="Scheduling rules">
      <Heading as="h2" size="md" color="ink" mb="2">
        Rules
      </Heading>
      <Stack gap="2">
        <Labelled label="Rest days between a team’s matches">
          <Input size="sm" type="number" min={0} value={rest} onChange={(event) => setRest(event.target.value)} />
        </Labelled>
        <Labelled label="Match length (minutes)">
          <Input size="sm" type="number" min={5} value={minutes} onChange={(event) => setMinutes(event.target.value)} />
        </Labelled>
        <Notice status={message?.status ?? 'success'} message={message?.text ?? null} />
        <Button size="sm" type="submit" colorPalette="sea" loading={saving.loading} alignSelf="start">
          Save rules
        </Button>
      </Stack>
    </Box>
  );
}

function AutoScheduleForm(props: { tournamentId: number; startDate: string; onDone: () => Promise<unknown> }) {
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
      setMessage({ status: 'success', text: `${count} ${count === 1 ? 'fixture' : 'fixtures'} scheduled.` });
    } catch (caught) {
      setMessage({ status: 'error', text: describeError(caught) });
    }
  });
  return (
    <Box as="form" onSubmit={submit} {...panel} aria-label="Auto-schedule">
      <Heading as="h2" size="md" color="ink" mb="2">
        Auto-schedule
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="2">
        Gives every fixture without a pitch a day, kick-off and pitch, round by round.
      </Text>
      <Stack gap="2">
        <Labelled label="First day">
          <Input size="sm" type="date" value={startDate} onChange={(event) => setStartDate(event.target.value)} />
        </Labelled>
        <Labelled label="Kick-off times (HH:MM, comma-separated)">
          <Input size="sm" value={times} onChange={(event) => setTimes(event.target.value)} />
        </Labelled>
        <Notice status={message?.status ?? 'success'} message={message?.text ?? null} />
        <Button size="sm" type="submit" colorPalette="sea" loading={running.loading} alignSelf="start">
          Schedule fixtures
        </Button>
      </Stack>
    </Box>
  );
}
