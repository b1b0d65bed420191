import { Badge, Box, Button, Flex, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useState, type DragEvent, type FormEvent } from 'react';
import { useT } from '../../i18n/use-t';
import { asyncHandler } from '../../lib/async-handler';
import { dayOf, fixtureTeams, kickOff, timeOf, type BoardFixture, type BoardVenue } from './schedule-days';
import { STATUS_LABELS } from './status-labels';
import { Labelled, Notice } from './schedule-form-parts';

/** One fixture on the board: dragged to another day, or moved to a date, time and pitch through its form. */
export function FixtureCard({
  match,
  venues,
  error,
  onMove,
}: {
  match: BoardFixture;
  venues: BoardVenue[];
  error: string | null;
  onMove: (scheduledAt: string, pitchId: number | null) => Promise<void>;
}) {
  const t = useT();
  const [day, setDay] = useState(match.scheduledDate ? dayOf(match.scheduledDate) : '');
  const [time, setTime] = useState(match.scheduledDate ? timeOf(match.scheduledDate) : '12:00');
  const [pitchId, setPitchId] = useState(match.pitch ? String(match.pitch.id) : '');
  const [moving, setMoving] = useState(false);
  const [missing, setMissing] = useState<string | null>(null);
  const movable = match.status === 'scheduled' || match.status === 'postponed';
  const label = fixtureTeams(match, t);

  const submit = asyncHandler(async (event: FormEvent) => {
    event.preventDefault();
    if (!day) {
      setMissing(t('scheduling.fixture.chooseDate'));
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
            {match.scheduledDate
              ? t('scheduling.fixture.timed', { time: timeOf(match.scheduledDate), teams: label })
              : t('scheduling.fixture.undated', { teams: label })}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t('scheduling.fixture.where', {
              round:
                match.roundName ??
                (match.roundNumber
                  ? t('scheduling.fixture.round', { round: match.roundNumber })
                  : t('scheduling.fixture.noRound')),
              venue: match.pitch
                ? t('scheduling.fixture.venuePitch', { venue: match.venue ?? '', pitch: match.pitch.name })
                : (match.venue ?? t('scheduling.fixture.venueTbd')),
            })}
          </Text>
        </Box>
        {movable ? null : <Badge>{t(STATUS_LABELS[match.status])}</Badge>}
      </Flex>
      {movable ? (
        <Flex
          as="form"
          onSubmit={submit}
          gap="2"
          mt="2"
          wrap="wrap"
          align="end"
          aria-label={t('scheduling.fixture.moveLabel', { teams: label })}
        >
          <Box w={{ base: 'full', sm: '40' }}>
            <Labelled label={t('scheduling.fixture.date')}>
              <Input size="sm" type="date" value={day} onChange={(event) => setDay(event.target.value)} />
            </Labelled>
          </Box>
          <Box w={{ base: 'full', sm: '28' }}>
            <Labelled label={t('scheduling.fixture.kickOff')}>
              <Input size="sm" type="time" value={time} onChange={(event) => setTime(event.target.value)} />
            </Labelled>
          </Box>
          {venues.length > 0 ? (
            <Box w={{ base: 'full', sm: '56' }}>
              <Labelled label={t('scheduling.fixture.pitch')}>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field value={pitchId} onChange={(event) => setPitchId(event.target.value)}>
                    <option value="">
                      {match.pitch ? t('scheduling.fixture.keepPitch') : t('scheduling.fixture.noPitch')}
                    </option>
                    {venues.flatMap((venue) =>
                      venue.pitches.map((pitch) => (
                        <option key={pitch.id} value={pitch.id}>
                          {t('scheduling.fixture.venuePitch', { venue: venue.name, pitch: pitch.name })}
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
            {t('scheduling.fixture.move')}
          </Button>
        </Flex>
      ) : null}
      <Box mt={error || missing ? '2' : '0'} role="status">
        <Notice status="error" message={missing ?? error} />
      </Box>
    </Box>
  );
}
