import { Box, Button, Checkbox, Field, Flex, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import type { FootballEventInput, FootballEventKind, PlayerRef, Side } from '../../gql/graphql';
import type { MessageId } from '../../i18n/message-ids';
import { useT } from '../../i18n/use-t';
import { asyncHandler } from '../../lib/async-handler';
import type { PadProps } from './pad-props';
import { UndoButton } from './UndoButton';
import {
  KIND_LABELS,
  clockState,
  footballEvents,
  matchMinute,
  minuteAhead,
  minuteText,
  periodActions,
  shootout,
  type StoredFootballEvent,
} from './football-state';
import { PlayerPicker, chosen, playerName, type RosterPlayer } from './PlayerPicker';
import { FootballMatchSheet } from './FootballMatchSheet';
import { padFold, playersWhere, sheetWords } from './football-sheet';
import { Sheet } from './Sheet';

type EventKind = Extract<
  FootballEventKind,
  'GOAL' | 'YELLOW_CARD' | 'SECOND_YELLOW' | 'RED_CARD' | 'SUBSTITUTION' | 'MISSED_PENALTY'
>;

/** The sheet's button for each event a scorer taps: "Record goal". */
const RECORD_LABELS: Record<EventKind, MessageId> = {
  GOAL: 'scoring.record.GOAL',
  YELLOW_CARD: 'scoring.record.YELLOW_CARD',
  SECOND_YELLOW: 'scoring.record.SECOND_YELLOW',
  RED_CARD: 'scoring.record.RED_CARD',
  SUBSTITUTION: 'scoring.record.SUBSTITUTION',
  MISSED_PENALTY: 'scoring.record.MISSED_PENALTY',
};

/** Re-renders every few seconds while the clock runs, so the minute moves on by itself. */
function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

/** Football: a clock run by the period events, one tap per goal, card or change, the shoot-out. */
export function FootballPad(props: PadProps) {
  const { pad, events, outbox, players, knockout } = props;
  const t = useT();
  const log = footballEvents(events);
  const clock = clockState(log);
  const now = useNow(clock.phase === 'playing');
  const minute = matchMinute(clock, now);
  const [sheet, setSheet] = useState<{ kind: EventKind; side: Side } | null>(null);
  const [kicker, setKicker] = useState<Side | null>(null);
  const send = (input: FootballEventInput) => outbox.tap({ kind: 'football', input });
  const sides = [
    { side: 'home' as const, team: pad.homeTeam, roster: players.home },
    { side: 'away' as const, team: pad.awayTeam, roster: players.away },
  ];
  const allPlayers = [...players.home, ...players.away];
  const shootingOut = clock.phase === 'playing' && clock.period === 'PENALTIES';
  const inPlay = clock.phase === 'playing' && !shootingOut;
  const kicks = shootout(log);
  // Line-ups, who is on the pitch and on the bench, the tallies: the server's own fold of the log.
  // Folded again only when the log changes, not on each tick of the clock.
  const sheetState = useMemo(() => padFold(footballEvents(events), knockout), [events, knockout]);
  const eligible = (side: Side, kind: EventKind, roster: RosterPlayer[]) =>
    kind === 'SUBSTITUTION' || kind === 'GOAL' || kind === 'MISSED_PENALTY'
      ? playersWhere(sheetState, side, roster, 'ON')
      : roster;

  return (
    <Stack gap="4" data-testid="football-pad">
      <Box bg="sea.900" color="white" borderRadius="xl" p="4" aria-live="polite">
        <Text fontSize="sm" opacity={0.85}>
          {clock.phase === 'not started'
            ? t('scoring.football.notStarted')
            : clock.phase === 'playing'
              ? t('scoring.football.playing', { period: clock.period })
              : t('scoring.football.ended', { period: clock.period })}
        </Text>
        <Text fontSize="4xl" fontWeight="bold" lineHeight="1.1" data-testid="match-minute">
          {minute
            ? minuteText(minute)
            : clock.phase === 'break'
              ? t('scoring.football.break')
              : shootingOut
                ? t('scoring.football.pens')
                : '–'}
        </Text>
        {shootingOut || kicks.home.length || kicks.away.length ? (
          <Text mt="1" data-testid="shootout-score">
            {t('scoring.football.shootout', {
              home: kicks.home.filter(Boolean).length,
              away: kicks.away.filter(Boolean).length,
            })}
          </Text>
        ) : null}
      </Box>

      <Flex gap="2" wrap="wrap">
        {periodActions(clock, knockout).map((action) => (
          <Button
            key={`${action.kind}-${action.period}`}
            size="lg"
            flex="1"
            colorPalette={action.kind === 'PERIOD_START' ? 'green' : 'sunset'}
            onClick={asyncHandler(() => send({ kind: action.kind, period: action.period }))}
          >
            {action.kind === 'PERIOD_START'
              ? action.period === 'FIRST_HALF'
                ? t('scoring.football.kickOff')
                : t('scoring.football.start', { period: action.period })
              : t('scoring.football.end', { period: action.period })}
          </Button>
        ))}
      </Flex>

      <SimpleGrid columns={2} gap="3">
        {sides.map(({ side, team }) => (
          <Stack key={side} gap="2" bg="surface" p="3" borderRadius="lg" borderWidth="1px" borderColor="line">
            <Heading as="h2" size="sm" color="ink" lineClamp={2} minH="10">
              {team?.name}
            </Heading>
            {shootingOut ? (
              <>
                <Text fontSize="sm" aria-label={t('scoring.football.kicksOf', { team: team?.name ?? '' })}>
                  {kicks[side].map((scored) => (scored ? '●' : '○')).join(' ') || t('scoring.football.noKicks')}
                </Text>
                <Button
                  size="lg"
                  colorPalette="sea"
                  onClick={() => setKicker(side)}
                  aria-label={t('scoring.football.kickFor', { team: team?.name ?? '' })}
                >
                  {t('scoring.football.kick')}
                </Button>
              </>
            ) : (
              <>
                <Button
                  size="lg"
                  minH="14"
                  colorPalette="sea"
                  disabled={!inPlay}
                  onClick={() => setSheet({ kind: 'GOAL', side })}
                  aria-label={t('scoring.football.goalFor', { team: team?.name ?? '' })}
                >
                  {t('scoring.football.goal')}
                </Button>
                <SimpleGrid columns={2} gap="2">
                  <Button
                    variant="subtle"
                    colorPalette="yellow"
                    disabled={!inPlay}
                    onClick={() => setSheet({ kind: 'YELLOW_CARD', side })}
                    aria-label={t('scoring.football.yellowFor', { team: team?.name ?? '' })}
                  >
                    {t('scoring.football.yellow')}
                  </Button>
                  <Button
                    variant="subtle"
                    colorPalette="red"
                    disabled={!inPlay}
                    onClick={() => setSheet({ kind: 'RED_CARD', side })}
                    aria-label={t('scoring.football.redFor', { team: team?.name ?? '' })}
                  >
                    {t('scoring.football.red')}
                  </Button>
                  <Button
                    variant="outline"
                    disabled={!inPlay}
                    onClick={() => setSheet({ kind: 'SUBSTITUTION', side })}
                    aria-label={t('scoring.football.subFor', { team: team?.name ?? '' })}
                  >
                    {t('scoring.football.sub')}
                  </Button>
                  <Button
                    variant="outline"
                    disabled={!inPlay}
                    onClick={() => setSheet({ kind: 'SECOND_YELLOW', side })}
                    aria-label={t('scoring.football.secondYellowFor', { team: team?.name ?? '' })}
                  >
                    {t('scoring.football.secondYellow')}
                  </Button>
                </SimpleGrid>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={!inPlay}
                  onClick={() => setSheet({ kind: 'MISSED_PENALTY', side })}
                  aria-label={t('scoring.football.missedPenaltyFor', { team: team?.name ?? '' })}
                >
                  {t('scoring.football.missedPenalty')}
                </Button>
              </>
            )}
          </Stack>
        ))}
      </SimpleGrid>

      <FootballMatchSheet
        state={sheetState}
        sides={sides.map(({ side, team, roster }) => ({
          side,
          name: team?.name ?? t(side === 'home' ? 'common.home' : 'common.away'),
          roster,
        }))}
        send={async (input) => {
          await send(input);
        }}
      />

      <UndoButton outbox={outbox} label={t('scoring.football.undo')} disabled={log.length === 0} />

      <EventList events={log} players={allPlayers} teams={{ home: pad.homeTeam?.name, away: pad.awayTeam?.name }} />

      {sheet ? (
        <EventSheet
          kind={sheet.kind}
          teamName={sides.find((each) => each.side === sheet.side)?.team?.name ?? ''}
          roster={eligible(sheet.side, sheet.kind, sides.find((each) => each.side === sheet.side)!.roster)}
          opponents={eligible(
            sheet.side === 'home' ? 'away' : 'home',
            sheet.kind,
            sides.find((each) => each.side !== sheet.side)!.roster,
          )}
          incoming={playersWhere(
            sheetState,
            sheet.side,
            sides.find((each) => each.side === sheet.side)!.roster,
            'BENCH',
          )}
          minute={minute}
          ahead={(entry) => minuteAhead(entry, clock, now, t)}
          onClose={() => setSheet(null)}
          onRecord={async (input) => {
            setSheet(null);
            await send({ ...input, side: sheet.side });
          }}
        />
      ) : null}
      {kicker ? (
        <KickSheet
          teamName={sides.find((each) => each.side === kicker)?.team?.name ?? ''}
          roster={sides.find((each) => each.side === kicker)!.roster}
          onClose={() => setKicker(null)}
          onRecord={async (player, scored) => {
            setKicker(null);
            await send({ kind: 'SHOOTOUT_KICK', side: kicker, player, scored });
          }}
        />
      ) : null}
    </Stack>
  );
}

function EventList({
  events,
  players,
  teams,
}: {
  events: StoredFootballEvent[];
  players: RosterPlayer[];
  teams: { home?: string; away?: string };
}) {
  const t = useT();
  const shown = events.filter((event) => event.input.kind !== 'PERIOD_START' && event.input.kind !== 'PERIOD_END');
  if (!shown.length) return null;
  return (
    <Box
      as="ol"
      data-testid="football-events"
      bg="surface"
      borderRadius="lg"
      borderWidth="1px"
      borderColor="line"
      p="3"
    >
      {[...shown].reverse().map((event) => {
        const { input } = event;
        const who =
          input.kind === 'SUBSTITUTION'
            ? t('scoring.football.subWords', {
                on: playerName(players, input.playerOn),
                off: playerName(players, input.playerOff),
              })
            : (sheetWords(input, t) ?? playerName(players, input.player));
        const when = input.minute != null ? minuteText({ minute: input.minute, addedTime: input.addedTime }) : '';
        const kind =
          input.kind === 'SHOOTOUT_KICK'
            ? t('scoring.football.kickOutcome', {
                kind: t(KIND_LABELS[input.kind]),
                scored: input.scored ? 'yes' : 'no',
              })
            : t(KIND_LABELS[input.kind]);
        return (
          <Flex as="li" key={event.seq} listStyleType="none" gap="2" py="1" fontSize="sm">
            <Text minW="10" color="fg.muted">
              {when}
            </Text>
            <Text>
              {kind} · {who} · {input.side ? teams[input.side] : ''}
            </Text>
          </Flex>
        );
      })}
    </Box>
  );
}

function EventSheet({
  kind,
  teamName,
  roster,
  opponents,
  incoming,
  minute,
  ahead,
  onClose,
  onRecord,
}: {
  kind: EventKind;
  teamName: string;
  roster: RosterPlayer[];
  opponents: RosterPlayer[];
  /** Who may come on: the bench once the line-up is set, else the roster. */
  incoming: RosterPlayer[];
  minute: { minute: number; addedTime: number | null } | null;
  /** Why the minute entered is ahead of the match clock, or null. */
  ahead: (entry: { minute: number; addedTime: number | null }) => string | null;
  onClose: () => void;
  onRecord: (input: FootballEventInput) => Promise<void>;
}) {
  const t = useT();
  const [player, setPlayer] = useState<PlayerRef | null>(null);
  const [assist, setAssist] = useState<PlayerRef | null>(null);
  const [playerOn, setPlayerOn] = useState<PlayerRef | null>(null);
  const [penalty, setPenalty] = useState(false);
  const [ownGoal, setOwnGoal] = useState(false);
  const [at, setAt] = useState(minute?.minute ?? 1);
  const [added, setAdded] = useState(minute?.addedTime ?? 0);
  const sub = kind === 'SUBSTITUTION';
  const tooSoon = ahead({ minute: at, addedTime: added || null });
  const ready = Boolean(chosen(player)) && (!sub || Boolean(chosen(playerOn))) && !tooSoon;
  return (
    <Sheet
      title={`${t(KIND_LABELS[kind])} · ${teamName}`}
      open
      onClose={onClose}
      footer={
        <Button
          colorPalette="sea"
          disabled={!ready}
          onClick={asyncHandler(() =>
            onRecord({
              kind,
              minute: at,
              addedTime: added || null,
              ...(sub ? { playerOff: chosen(player), playerOn: chosen(playerOn) } : { player: chosen(player) }),
              ...(kind === 'GOAL' ? { assist: ownGoal ? null : chosen(assist), penalty, ownGoal } : {}),
            }),
          )}
        >
          {t(RECORD_LABELS[kind])}
        </Button>
      }
    >
      <Stack gap="3">
        <PlayerPicker
          label={t(
            sub
              ? 'scoring.football.playerOff'
              : kind === 'GOAL' && ownGoal
                ? 'scoring.football.ownGoalBy'
                : 'scoring.football.player',
          )}
          players={kind === 'GOAL' && ownGoal ? opponents : roster}
          value={player}
          onChange={setPlayer}
        />
        {sub ? (
          <PlayerPicker
            label={t('scoring.football.playerOn')}
            players={incoming}
            value={playerOn}
            onChange={setPlayerOn}
          />
        ) : null}
        {kind === 'GOAL' && !ownGoal ? (
          <PlayerPicker
            label={t('scoring.football.assist')}
            players={roster}
            value={assist}
            onChange={setAssist}
            optional
            exclude={[player]}
          />
        ) : null}
        {kind === 'GOAL' ? (
          <Flex gap="4">
            <Checkbox.Root checked={penalty} onCheckedChange={(detail) => setPenalty(detail.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('scoring.football.penalty')}</Checkbox.Label>
            </Checkbox.Root>
            <Checkbox.Root
              checked={ownGoal}
              onCheckedChange={(detail) => {
                setOwnGoal(detail.checked === true);
                setPlayer(null);
              }}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('scoring.football.ownGoal')}</Checkbox.Label>
            </Checkbox.Root>
          </Flex>
        ) : null}
        <MinuteFields minute={at} addedTime={added} onMinute={setAt} onAddedTime={setAdded} problem={tooSoon} />
      </Stack>
    </Sheet>
  );
}

/** The minute and added time of an event, with the reason it cannot be recorded yet (shown on the minute). */
function MinuteFields({
  minute,
  addedTime,
  onMinute,
  onAddedTime,
  problem,
}: {
  minute: number;
  addedTime: number;
  onMinute: (minute: number) => void;
  onAddedTime: (addedTime: number) => void;
  problem: string | null;
}) {
  const t = useT();
  return (
    <SimpleGrid columns={2} gap="2">
      <Field.Root invalid={Boolean(problem)}>
        <Field.Label>{t('scoring.football.minute')}</Field.Label>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          value={minute}
          onChange={(e) => onMinute(Number(e.target.value))}
        />
        <Field.ErrorText data-testid="minute-problem">{problem}</Field.ErrorText>
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('scoring.football.addedTime')}</Field.Label>
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          value={addedTime}
          onChange={(e) => onAddedTime(Number(e.target.value))}
        />
      </Field.Root>
    </SimpleGrid>
  );
}

function KickSheet({
  teamName,
  roster,
  onClose,
  onRecord,
}: {
  teamName: string;
  roster: RosterPlayer[];
  onClose: () => void;
  onRecord: (player: PlayerRef, scored: boolean) => Promise<void>;
}) {
  const t = useT();
  const [player, setPlayer] = useState<PlayerRef | null>(null);
  const taker = chosen(player);
  return (
    <Sheet
      title={`${t(KIND_LABELS.SHOOTOUT_KICK)} · ${teamName}`}
      open
      onClose={onClose}
      footer={
        <>
          <Button colorPalette="green" disabled={!taker} onClick={asyncHandler(() => onRecord(taker!, true))}>
            {t('scoring.football.scored')}
          </Button>
          <Button
            colorPalette="red"
            variant="outline"
            disabled={!taker}
            onClick={asyncHandler(() => onRecord(taker!, false))}
          >
            {t('scoring.football.missed')}
          </Button>
        </>
      }
    >
      <PlayerPicker label={t('scoring.football.taker')} players={roster} value={player} onChange={setPlayer} />
    </Sheet>
  );
}
