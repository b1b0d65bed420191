import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Heading, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type DragEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';
import { describeError } from '../../lib/errors';
import { useFormat } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import { FixtureCard } from './FixtureCard';
import { calendarDays, cardKey, dayOf, kickOff, timeOf, type BoardFixture } from './schedule-days';
import { Notice, SCHEDULE_PANEL } from './schedule-form-parts';
import { AutoScheduleForm, SettingsForm, VenueForm } from './SchedulingForms';

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

/** The organiser's schedule: venues, rest days, the auto-scheduler, and fixtures by date to drag between days. */
export function SchedulePage({ tournamentId }: { tournamentId: number }) {
  const t = useT();
  const format = useFormat();
  const { data, loading, error, refetch } = useQuery(ScheduleBoardQuery, { variables: { tournamentId } });
  const [reschedule] = useMutation(RescheduleMatchMutation);
  const [moveErrors, setMoveErrors] = useState<Record<number, string>>({});
  const [dropTarget, setDropTarget] = useState<string | null>(null);

  if (loading && !data) return <Text color="fg.muted">{t('scheduling.page.loading')}</Text>;
  if (error || !data) {
    return <Notice status="error" message={t('scheduling.page.loadError', { message: describeError(error, t) })} />;
  }

  const board = data.fixtureBoard;
  const { tournament } = board;
  const byDay = new Map<string, BoardFixture[]>();
  for (const match of board.matches) {
    const key = match.scheduledDate ? dayOf(match.scheduledDate) : 'unscheduled';
    byDay.set(key, [...(byDay.get(key) ?? []), match]);
  }
  for (const list of byDay.values()) list.sort((a, b) => (a.scheduledDate ?? '').localeCompare(b.scheduledDate ?? ''));

  const move = async (match: BoardFixture, scheduledAt: string, pitchId: number | null) => {
    setMoveErrors(({ [match.id]: _dropped, ...rest }) => rest);
    try {
      await reschedule({ variables: { matchId: match.id, scheduledAt, pitchId } });
    } catch (caught) {
      setMoveErrors((current) => ({ ...current, [match.id]: describeError(caught, t) }));
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
          {t('scheduling.page.title', { tournament: tournament.name })}
        </Heading>
        <Text color="fg.muted">
          {t('scheduling.page.dates', {
            start: format.date(tournament.startDate),
            end: format.date(tournament.endDate),
          })}{' '}
          <ChakraLink asChild color="sea.fg">
            <RouterLink to={`/tournaments/${tournamentId}/fixtures`}>{t('scheduling.page.byRound')}</RouterLink>
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
          {t('scheduling.page.byDate')}
        </Heading>
        <Text color="fg.muted" fontSize="sm" mb="3">
          {t('scheduling.page.dragHint')}
        </Text>
        <Stack gap="2">
          {calendarDays(board).map((day) => {
            const fixtures = byDay.get(day) ?? [];
            return (
              <Box
                as="section"
                key={day}
                aria-label={format.date(day)}
                data-testid="schedule-day"
                data-day={day}
                {...SCHEDULE_PANEL}
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
                  {fixtures.length === 0 ? t('scheduling.page.emptyDay', { date: format.date(day) }) : format.date(day)}
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
