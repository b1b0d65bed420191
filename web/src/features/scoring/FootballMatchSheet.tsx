import { Box, Button, Field, Flex, Grid, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { FootballEventInput, FootballStat, Side } from '../../gql/graphql';
import type { FootballState } from '../../../../shared/deciders/football/football-state';
import type { MessageId } from '../../i18n/message-ids';
import { useT } from '../../i18n/use-t';
import { asyncHandler } from '../../lib/async-handler';
import { FootballLineupSheet } from './FootballLineupSheet';
import type { RosterPlayer } from './PlayerPicker';
import { Sheet } from './Sheet';

type SideInfo = { side: Side; name: string; roster: RosterPlayer[] };

const STATS: FootballStat[] = ['SHOTS', 'SHOTS_ON_TARGET', 'CORNERS', 'FOULS', 'OFFSIDES'];
/** The tallies' short names on the pad: shots off and on target, then as FotMob labels the others. */
const SHORT: Record<FootballStat, MessageId> = {
  SHOTS: 'scoring.sheet.stat.SHOTS',
  SHOTS_ON_TARGET: 'scoring.sheet.stat.SHOTS_ON_TARGET',
  CORNERS: 'scoring.sheet.stat.CORNERS',
  FOULS: 'scoring.sheet.stat.FOULS',
  OFFSIDES: 'scoring.sheet.stat.OFFSIDES',
};

/**
 * The match sheet on the pad: before kick-off each side's line-up and the officials; from kick-off the
 * tallies (+1/-1 taps, each an event in the log, so undo takes one back and two scorers' taps both count)
 * and the possession.
 */
export function FootballMatchSheet({
  state,
  sides,
  send,
}: {
  state: FootballState;
  sides: SideInfo[];
  send: (input: FootballEventInput) => Promise<void>;
}) {
  const t = useT();
  const [lineupFor, setLineupFor] = useState<Side | null>(null);
  const [officialsOpen, setOfficialsOpen] = useState(false);
  const before = state.phase === 'NOT_STARTED';
  const editing = sides.find((each) => each.side === lineupFor);
  return (
    <Stack gap="3" data-testid="football-match-sheet">
      {before ? (
        <Stack gap="2" bg="surface" p="3" borderRadius="lg" borderWidth="1px" borderColor="line">
          <Heading as="h2" size="sm" color="ink">
            {t('scoring.sheet.beforeKickOff')}
          </Heading>
          <Grid templateColumns="1fr 1fr" gap="2">
            {sides.map(({ side, name }) => {
              const sheet = state.lineups[side];
              return (
                <Button
                  key={side}
                  variant={sheet ? 'subtle' : 'outline'}
                  colorPalette="sea"
                  whiteSpace="normal"
                  h="auto"
                  py="2"
                  onClick={() => setLineupFor(side)}
                  aria-label={t('scoring.sheet.lineupFor', { team: name })}
                  data-testid={`lineup-button-${side}`}
                >
                  {sheet
                    ? t('scoring.sheet.lineupSet', { team: name, formation: sheet.formation })
                    : t('scoring.sheet.lineupNotSet', { team: name })}
                </Button>
              );
            })}
          </Grid>
        </Stack>
      ) : (
        <StatTaps state={state} sides={sides} send={send} />
      )}
      <Flex align="center" gap="2" wrap="wrap">
        <Text fontSize="sm" color="fg.muted" flex="1" data-testid="pad-officials">
          {state.officials
            ? t('scoring.sheet.referee', { name: state.officials.referee })
            : t('scoring.sheet.noOfficials')}
        </Text>
        <Button size="sm" variant="outline" onClick={() => setOfficialsOpen(true)}>
          {t('scoring.sheet.officials')}
        </Button>
      </Flex>
      {editing ? (
        <FootballLineupSheet
          teamName={editing.name}
          roster={editing.roster}
          current={state.lineups[editing.side]}
          onClose={() => setLineupFor(null)}
          onRecord={async (input) => {
            setLineupFor(null);
            await send({ kind: 'LINEUP', side: editing.side, ...input });
          }}
        />
      ) : null}
      {officialsOpen ? (
        <OfficialsSheet
          current={state.officials}
          onClose={() => setOfficialsOpen(false)}
          onRecord={async (input) => {
            setOfficialsOpen(false);
            await send({ kind: 'OFFICIALS', ...input });
          }}
        />
      ) : null}
    </Stack>
  );
}

function StatTaps({
  state,
  sides,
  send,
}: {
  state: FootballState;
  sides: SideInfo[];
  send: (input: FootballEventInput) => Promise<void>;
}) {
  const t = useT();
  const [home, away] = sides;
  const [possession, setPossession] = useState(String(state.possession?.home ?? 50));
  const tap = (side: Side, stat: FootballStat, delta: number) =>
    asyncHandler(() => send({ kind: 'STAT', side, stat, delta }));
  const buttons = (info: SideInfo, stat: FootballStat) => (
    <HStack gap="1">
      <Button
        size="sm"
        variant="outline"
        minW="9"
        disabled={state.stats[info.side][stat] === 0}
        onClick={tap(info.side, stat, -1)}
        aria-label={t('scoring.sheet.statMinus', { stat: t(SHORT[stat]), team: info.name })}
      >
        −1
      </Button>
      <Button
        size="sm"
        colorPalette="sea"
        minW="9"
        onClick={tap(info.side, stat, 1)}
        aria-label={t('scoring.sheet.statPlus', { stat: t(SHORT[stat]), team: info.name })}
      >
        +1
      </Button>
    </HStack>
  );
  const percentage = Number(possession);
  const valid = possession !== '' && Number.isInteger(percentage) && percentage >= 0 && percentage <= 100;
  return (
    <Stack gap="2" bg="surface" p="3" borderRadius="lg" borderWidth="1px" borderColor="line" data-testid="stat-taps">
      <Heading as="h2" size="sm" color="ink">
        {t('scoring.sheet.statistics')}
      </Heading>
      {STATS.map((stat) => (
        <Grid key={stat} templateColumns="auto 1fr auto" alignItems="center" gap="2" data-testid={`stat-row-${stat}`}>
          {buttons(home, stat)}
          <Box textAlign="center" fontSize="sm">
            <Text as="span" fontWeight="bold" fontVariantNumeric="tabular-nums" data-testid={`stat-home-${stat}`}>
              {state.stats.home[stat]}
            </Text>{' '}
            <Text as="span" color="fg.muted">
              {t(SHORT[stat])}
            </Text>{' '}
            <Text as="span" fontWeight="bold" fontVariantNumeric="tabular-nums" data-testid={`stat-away-${stat}`}>
              {state.stats.away[stat]}
            </Text>
          </Box>
          {buttons(away, stat)}
        </Grid>
      ))}
      <Flex gap="2" align="end">
        <Field.Root flex="1">
          <Field.Label fontSize="sm">{t('scoring.sheet.possessionOf', { team: home.name })}</Field.Label>
          <Input
            size="sm"
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            value={possession}
            onChange={(event) => setPossession(event.target.value)}
          />
        </Field.Root>
        <Button
          size="sm"
          colorPalette="sea"
          disabled={!valid}
          onClick={asyncHandler(() => send({ kind: 'POSSESSION', side: 'home', possession: percentage }))}
        >
          {t('scoring.sheet.setPossession')}
        </Button>
      </Flex>
      {state.possession ? (
        <Text fontSize="xs" color="fg.muted" data-testid="pad-possession">
          {t('scoring.sheet.possession', { home: state.possession.home, away: state.possession.away })}
        </Text>
      ) : null}
    </Stack>
  );
}

function OfficialsSheet({
  current,
  onClose,
  onRecord,
}: {
  current: FootballState['officials'];
  onClose: () => void;
  onRecord: (input: Pick<FootballEventInput, 'referee' | 'assistantReferees' | 'fourthOfficial'>) => Promise<void>;
}) {
  const t = useT();
  const [referee, setReferee] = useState(current?.referee ?? '');
  const [first, setFirst] = useState(current?.assistantReferees[0] ?? '');
  const [second, setSecond] = useState(current?.assistantReferees[1] ?? '');
  const [fourth, setFourth] = useState(current?.fourthOfficial ?? '');
  const field = (label: string, value: string, set: (value: string) => void) => (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input bg="surface" maxLength={100} value={value} onChange={(event) => set(event.target.value)} />
    </Field.Root>
  );
  return (
    <Sheet
      title={t('scoring.sheet.officialsTitle')}
      open
      onClose={onClose}
      footer={
        <Button
          colorPalette="sea"
          disabled={!referee.trim()}
          onClick={asyncHandler(() =>
            onRecord({
              referee: referee.trim(),
              assistantReferees: [first, second].map((name) => name.trim()).filter(Boolean),
              fourthOfficial: fourth.trim() || null,
            }),
          )}
        >
          {t('scoring.sheet.saveOfficials')}
        </Button>
      }
    >
      <Stack gap="3">
        {field(t('scoring.sheet.refereeField'), referee, setReferee)}
        {field(t('scoring.sheet.assistant1'), first, setFirst)}
        {field(t('scoring.sheet.assistant2'), second, setSecond)}
        {field(t('scoring.sheet.fourthOfficial'), fourth, setFourth)}
      </Stack>
    </Sheet>
  );
}
