import { Box, Button, Field, Flex, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { PointsEventInput, Side } from '../../gql/graphql';
import { isStoredPointsPayload, type StoredPointsPayload } from '../../../../shared/deciders/points/decider';
import { useT } from '../../i18n/use-t';
import { asyncHandler } from '../../lib/async-handler';
import { eventsInForce, type LogEvent } from './cricket-state';
import { pointsOf } from './held-taps';
import type { PadProps } from './pad-props';
import { UndoButton } from './UndoButton';
import { Sheet } from './Sheet';

/** The points sports' events in force, newest first, as the pad lists them. */
function recentPoints(events: readonly LogEvent[]): { seq: number; input: StoredPointsPayload }[] {
  return eventsInForce(events)
    .flatMap(({ kind, seq, payload }) =>
      kind === 'points' && isStoredPointsPayload(payload) ? [{ seq, input: payload }] : [],
    )
    .reverse();
}

/**
 * Points sports (volleyball, badminton, basketball...): one tap per point, or a whole set at once; the
 * server applies the tournament's format (when a set or the match is won) and completes the match.
 */
export function PointsPad({ pad, events, outbox }: PadProps) {
  const t = useT();
  const [setSheet, setSetSheet] = useState(false);
  const send = (input: PointsEventInput) => outbox.tap({ kind: 'points', input });
  const sides = [
    { side: 'home' as Side, name: pad.homeTeam?.name ?? t('common.home') },
    { side: 'away' as Side, name: pad.awayTeam?.name ?? t('common.away') },
  ];
  const recent = recentPoints(events).slice(0, 8);
  const name = (side: Side | null | undefined) => sides.find((each) => each.side === side)?.name ?? '';
  return (
    <Stack gap="4" data-testid="points-pad">
      <SimpleGrid columns={2} gap="3">
        {sides.map(({ side, name: team }) => (
          <Stack key={side} gap="2" bg="surface" p="3" borderRadius="lg" borderWidth="1px" borderColor="line">
            <Heading as="h2" size="sm" color="ink" lineClamp={2} minH="10">
              {team}
            </Heading>
            <Button
              size="lg"
              minH="16"
              fontSize="2xl"
              colorPalette="sea"
              aria-label={t('scoring.points.pointFor', { team })}
              onClick={asyncHandler(() => send({ kind: 'POINT', side }))}
            >
              +1
            </Button>
          </Stack>
        ))}
      </SimpleGrid>
      <SimpleGrid columns={2} gap="2">
        <Button variant="outline" onClick={() => setSetSheet(true)}>
          {t('scoring.points.wholeSet')}
        </Button>
        <Button variant="outline" onClick={asyncHandler(() => send({ kind: 'PERIOD_END' }))}>
          {t('scoring.points.endPeriod')}
        </Button>
      </SimpleGrid>
      <UndoButton outbox={outbox} label={t('scoring.points.undo')} disabled={recent.length === 0} />
      {recent.length ? (
        <Box
          as="ol"
          bg="surface"
          borderRadius="lg"
          borderWidth="1px"
          borderColor="line"
          p="3"
          data-testid="points-events"
        >
          {recent.map(({ seq, input }) => (
            <Flex as="li" key={seq} listStyleType="none" fontSize="sm" py="0.5">
              {input.kind === 'POINT'
                ? t('scoring.tap.point', { points: pointsOf(input.points), team: name(input.side) })
                : input.kind === 'SET_RESULT'
                  ? t('scoring.tap.set', { home: input.home ?? '', away: input.away ?? '' })
                  : t('scoring.tap.periodEnd')}
            </Flex>
          ))}
        </Box>
      ) : null}
      {setSheet ? (
        <SetSheet
          home={sides[0].name}
          away={sides[1].name}
          onClose={() => setSetSheet(false)}
          onRecord={async (home, away) => {
            setSetSheet(false);
            await send({ kind: 'SET_RESULT', home, away });
          }}
        />
      ) : null}
      <Text fontSize="sm" color="fg.muted">
        {t('scoring.points.completes')}
      </Text>
    </Stack>
  );
}

function SetSheet({
  home,
  away,
  onClose,
  onRecord,
}: {
  home: string;
  away: string;
  onClose: () => void;
  onRecord: (home: number, away: number) => Promise<void>;
}) {
  const t = useT();
  const [score, setScore] = useState({ home: 0, away: 0 });
  return (
    <Sheet
      title={t('scoring.points.setTitle')}
      open
      onClose={onClose}
      footer={
        <Button colorPalette="sea" onClick={asyncHandler(() => onRecord(score.home, score.away))}>
          {t('scoring.points.recordSet')}
        </Button>
      }
    >
      <SimpleGrid columns={2} gap="2">
        {(['home', 'away'] as const).map((side) => (
          <Field.Root key={side}>
            <Field.Label>{side === 'home' ? home : away}</Field.Label>
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              value={score[side]}
              onChange={(event) => setScore({ ...score, [side]: Number(event.target.value) })}
            />
          </Field.Root>
        ))}
      </SimpleGrid>
    </Sheet>
  );
}
