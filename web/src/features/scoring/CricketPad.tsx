import {
  Box,
  Button,
  Checkbox,
  Field,
  Flex,
  Heading,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import type { DeliveryInput, PlayerRef } from '../../gql/graphql';
import { asyncHandler } from '../../lib/async-handler';
import { DISMISSAL_KINDS as DISMISSALS } from '../../../../shared/deciders/cricket/delivery';
import { MAIN_INNINGS_WICKETS, SUPER_OVER_WICKETS } from '../../../../shared/deciders/cricket/laws';
import { chipLabel, chipText, followInnings, pendingBall, samePlayer, storedBalls, type Ball } from './cricket-state';
import type { PadProps } from './EventPad';
import { UndoButton } from './UndoButton';
import { InningsActions } from './InningsActions';
import { PlayerPicker, chosen, playerName, type RosterPlayer } from './PlayerPicker';
import { Sheet } from './Sheet';

const WITH_FIELDER = new Set(['caught', 'run out', 'stumped']);

type Extras = DeliveryInput['extras'];
type BallEntry = { runs: number; extras?: Extras; nonBoundary?: boolean | null; wickets?: DeliveryInput['wickets'] };

type Picks = { striker?: PlayerRef | null; nonStriker?: PlayerRef | null; bowler?: PlayerRef | null };

/** useState kept in sessionStorage under `key`. */
function useStoredState<T>(key: string, initial: T): [T, (next: T) => void] {
  const [value, setValue] = useState<T>(() => {
    try {
      const raw = sessionStorage.getItem(key);
      return raw === null ? initial : (JSON.parse(raw) as T);
    } catch {
      return initial;
    }
  });
  const set = (next: T) => {
    setValue(next);
    try {
      sessionStorage.setItem(key, JSON.stringify(next));
    } catch {
      // Storage full or blocked: the choice still holds until the page goes.
    }
  };
  return [value, set];
}

const big = { size: 'lg', minH: '14', fontSize: 'xl', fontWeight: 'bold' } as const;

/** The innings the next ball belongs to, and the side batting in it. */
function nextInnings(props: PadProps, pending: Ball[], after?: number) {
  const { pad, match } = props;
  const home = pad.homeTeam!;
  const away = pad.awayTeam!;
  const other = (id: number) => (id === home.id ? away : home);
  const last = pad.innings.at(-1);
  const lastPending = pending.at(-1)?.innings ?? 0;
  const bpo = match.tournament.ballsPerOver;
  let number = last ? (last.closed ? last.number + 1 : last.number) : 1;
  number = Math.max(number, lastPending, after === undefined ? 0 : after + 1);
  const server = pad.innings.find((innings) => innings.number === number);
  const previous = pad.innings.find((innings) => innings.number === number - 1);
  // As the server decides: the other side bats second; the side that batted second opens a super over.
  const batting = server
    ? server.battingTeam
    : previous
      ? number % 2 === 0
        ? other(previous.battingTeam.id)
        : previous.battingTeam
      : null;
  const maxBalls = number >= 3 ? bpo : match.tournament.oversPerInnings * bpo;
  const maxWickets = number >= 3 ? SUPER_OVER_WICKETS : MAIN_INNINGS_WICKETS;
  return { number, batting, server, maxBalls, maxWickets, superOver: number >= 3 };
}

/** Ball-by-ball cricket: choose the batters and bowler once, then one tap per ball. */
export function CricketPad(props: PadProps) {
  const { pad, events, outbox, match, players } = props;
  // Balls stored but not yet in the fetched log, then the balls going next. Balls held by a refusal or
  // overtaken by another scorer's are not counted: the pad's total stays the one the server will have.
  const pendingBalls = outbox.pending.flatMap((tap) => (tap.kind === 'delivery' ? [pendingBall(tap.input)] : []));
  const current = nextInnings(props, pendingBalls);
  const currentCrease = followInnings(
    [...storedBalls(events), ...pendingBalls].filter((ball) => ball.innings === current.number),
    match.tournament.ballsPerOver,
  );
  // Balls still on the phone may have ended the innings: the next tap belongs to the next one.
  const endedHere =
    !current.server?.closed &&
    (currentCrease.legalBalls >= current.maxBalls || currentCrease.wickets >= current.maxWickets);
  const innings = endedHere ? nextInnings(props, pendingBalls, current.number) : current;
  // Kept for the tab's life, so a reload (or a re-render from the top) does not lose the scorer's choices.
  const [battingFirst, setBattingFirst] = useStoredState<number | null>(`pad:${match.id}:batting`, null);
  const [picks, setPicks] = useStoredState<Picks>(`pad:${match.id}:picks`, {});

  const [sheet, setSheet] = useState<'wicket' | 'byes' | 'legByes' | 'other' | null>(null);

  const battingTeam =
    innings.batting ??
    (battingFirst === null ? null : [pad.homeTeam!, pad.awayTeam!].find((t) => t.id === battingFirst)!);
  const battingPlayers = battingTeam ? (battingTeam.id === pad.homeTeam!.id ? players.home : players.away) : [];
  const bowlingPlayers = battingTeam ? (battingTeam.id === pad.homeTeam!.id ? players.away : players.home) : [];
  const allPlayers = [...players.home, ...players.away];

  const balls = [...storedBalls(events), ...pendingBalls].filter((ball) => ball.innings === innings.number);
  const crease = followInnings(balls, match.tournament.ballsPerOver);
  const striker = crease.striker ?? chosen(picks.striker);
  const nonStriker = crease.nonStriker ?? chosen(picks.nonStriker);
  const bowler = crease.bowler ?? chosen(picks.bowler);
  const ready = Boolean(battingTeam && striker && nonStriker && bowler);
  const tiedOrDone =
    innings.number >= 3 && match.status === 'in_progress' && !innings.server && innings.number % 2 === 1;

  const deliver = async (entry: BallEntry) => {
    if (!battingTeam || !striker || !nonStriker || !bowler) return;
    setSheet(null);
    setPicks({});
    await outbox.tap({
      kind: 'delivery',
      input: {
        innings: innings.number,
        battingTeamId: battingTeam.id,
        batter: striker,
        nonStriker,
        bowler,
        runs: entry.runs,
        nonBoundary: entry.nonBoundary ?? null,
        extras: entry.extras ?? null,
        wickets: entry.wickets ?? null,
      },
    });
  };

  const score = scoreLine(props, innings, pendingBalls);
  // Level after the last innings closed: a super over, or (the scorer's call) a tie.
  const [first, second] = [pad.innings.at(-2), pad.innings.at(-1)];
  const tied =
    match.status === 'in_progress' &&
    pad.innings.length % 2 === 0 &&
    Boolean(first && second?.closed && first.runs === second.runs);
  const canUndo = events.some((event) => event.kind !== 'undo') || outbox.waiting.length > 0;

  return (
    <Stack gap="4" data-testid="cricket-pad">
      <Box bg="sea.900" color="white" borderRadius="xl" p="4" data-testid="pad-score" aria-live="polite">
        <Text fontSize="sm" opacity={0.85}>
          {innings.superOver ? `Super over (innings ${innings.number})` : `Innings ${innings.number}`}
          {battingTeam ? ` · ${battingTeam.name} batting` : ''}
        </Text>
        <Flex align="baseline" gap="3">
          <Text fontSize="4xl" fontWeight="bold" lineHeight="1" data-testid="pad-runs">
            {score.runs}/{score.wickets}
          </Text>
          <Text fontSize="lg" data-testid="pad-overs">
            {score.overs} ov
          </Text>
        </Flex>
        {score.target ? (
          <Text fontSize="sm" mt="1">
            Target {score.target}: {Math.max(0, score.target - score.runs)} needed
          </Text>
        ) : null}
        <ThisOver balls={crease.thisOver} ended={crease.overJustEnded} />
        <PendingNote counted={outbox.waiting.length - outbox.held.length} held={outbox.held.length} />
      </Box>

      {innings.server?.closed && !pendingBalls.some((ball) => ball.innings > innings.number) ? (
        <Text color="fg.muted">
          Innings {innings.number} closed ({innings.server.closed}).
        </Text>
      ) : null}

      {!ready || !striker || !nonStriker || !bowler ? (
        <Stack
          gap="3"
          bg="surface"
          p="3"
          borderRadius="lg"
          borderWidth="1px"
          borderColor="line"
          data-testid="pad-setup"
        >
          <Heading as="h2" size="md" color="ink">
            {tiedOrDone
              ? 'Super over'
              : crease.overJustEnded
                ? 'End of the over'
                : balls.length
                  ? 'Next in'
                  : 'Openers'}
          </Heading>
          {!innings.batting ? (
            <Field.Root>
              <Field.Label>Batting side</Field.Label>
              <NativeSelect.Root bg="surface" size="lg">
                <NativeSelect.Field
                  value={battingFirst ?? ''}
                  onChange={(event) => setBattingFirst(event.target.value ? Number(event.target.value) : null)}
                >
                  <option value="">Choose…</option>
                  {[pad.homeTeam!, pad.awayTeam!].map((team) => (
                    <option key={team.id} value={team.id}>
                      {team.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          ) : null}
          {battingTeam && !crease.striker ? (
            <PlayerPicker
              label={balls.length ? 'New batter (on strike)' : 'Striker'}
              players={battingPlayers}
              value={picks.striker ?? null}
              onChange={(player) => setPicks({ ...picks, striker: player })}
              exclude={[...crease.out, nonStriker]}
            />
          ) : null}
          {battingTeam && !crease.nonStriker ? (
            <PlayerPicker
              label={balls.length ? 'New batter (non-striker)' : 'Non-striker'}
              players={battingPlayers}
              value={picks.nonStriker ?? null}
              onChange={(player) => setPicks({ ...picks, nonStriker: player })}
              exclude={[...crease.out, striker]}
            />
          ) : null}
          {battingTeam && !crease.bowler ? (
            <PlayerPicker
              label={
                crease.previousBowler
                  ? `Bowler for over ${Math.floor(crease.legalBalls / match.tournament.ballsPerOver) + 1}`
                  : 'Bowler'
              }
              players={bowlingPlayers}
              value={picks.bowler ?? null}
              onChange={(player) => setPicks({ ...picks, bowler: player })}
              exclude={[crease.previousBowler]}
            />
          ) : null}
        </Stack>
      ) : (
        <Crease
          props={props}
          striker={striker}
          nonStriker={nonStriker}
          bowler={bowler}
          inningsNumber={innings.number}
          allPlayers={allPlayers}
        />
      )}

      <SimpleGrid columns={4} gap="2" role="group" aria-label="Record a delivery">
        {[0, 1, 2, 3, 4, 6].map((runs) => (
          <Button
            key={runs}
            {...big}
            colorPalette="sea"
            variant={runs >= 4 ? 'solid' : runs === 0 ? 'outline' : 'subtle'}
            disabled={!ready}
            onClick={asyncHandler(() => deliver({ runs }))}
            aria-label={runs === 0 ? 'Dot ball' : `${runs} ${runs === 1 ? 'run' : 'runs'}`}
          >
            {runs === 0 ? '0' : runs}
          </Button>
        ))}
        <Button {...big} colorPalette="red" disabled={!ready} onClick={() => setSheet('wicket')} aria-label="Wicket">
          W
        </Button>
        <Button
          {...big}
          variant="outline"
          disabled={!ready}
          onClick={asyncHandler(() => deliver({ runs: 0, extras: { wides: 1 } }))}
          aria-label="Wide"
        >
          wd
        </Button>
        <Button
          {...big}
          variant="outline"
          disabled={!ready}
          onClick={asyncHandler(() => deliver({ runs: 0, extras: { noBalls: 1 } }))}
          aria-label="No-ball"
        >
          nb
        </Button>
        <Button {...big} variant="outline" disabled={!ready} onClick={() => setSheet('byes')} aria-label="Byes">
          b
        </Button>
        <Button {...big} variant="outline" disabled={!ready} onClick={() => setSheet('legByes')} aria-label="Leg-byes">
          lb
        </Button>
        <Button
          {...big}
          variant="ghost"
          disabled={!ready}
          onClick={() => setSheet('other')}
          aria-label="Other delivery"
        >
          …
        </Button>
      </SimpleGrid>
      <InningsActions
        outbox={outbox}
        innings={innings.number}
        battingTeamId={battingTeam?.id ?? null}
        chase={innings.number === 2}
        tied={tied}
      />
      <UndoButton outbox={outbox} label="Undo last ball" disabled={!canUndo} />

      <Sheet
        title={sheet === 'legByes' ? 'Leg-byes' : 'Byes'}
        open={sheet === 'byes' || sheet === 'legByes'}
        onClose={() => setSheet(null)}
      >
        <SimpleGrid columns={4} gap="2" role="group" aria-label="Runs">
          {[1, 2, 3, 4].map((runs) => (
            <Button
              key={runs}
              {...big}
              colorPalette="sea"
              variant="subtle"
              aria-label={`${runs} ${sheet === 'legByes' ? (runs === 1 ? 'leg-bye' : 'leg-byes') : runs === 1 ? 'bye' : 'byes'}`}
              onClick={asyncHandler(() =>
                deliver({ runs: 0, extras: sheet === 'legByes' ? { legByes: runs } : { byes: runs } }),
              )}
            >
              {runs}
            </Button>
          ))}
        </SimpleGrid>
      </Sheet>
      {sheet === 'wicket' && striker && nonStriker ? (
        <WicketSheet
          onClose={() => setSheet(null)}
          striker={striker}
          nonStriker={nonStriker}
          names={allPlayers}
          fielders={bowlingPlayers}
          onRecord={deliver}
        />
      ) : null}
      {sheet === 'other' ? <OtherSheet onClose={() => setSheet(null)} onRecord={deliver} /> : null}
    </Stack>
  );
}

function scoreLine(props: PadProps, innings: ReturnType<typeof nextInnings>, pending: Ball[]) {
  const bpo = props.match.tournament.ballsPerOver;
  const server = innings.server;
  const waiting = pending.filter((ball) => ball.innings === innings.number);
  const waitingCrease = followInnings(waiting, bpo);
  // The server's figures (penalty runs between balls included), plus the balls still on the phone.
  const runs = (server?.runs ?? 0) + waitingCrease.runs;
  const wickets = (server?.wickets ?? 0) + waitingCrease.wickets;
  const legal = (server?.legalBalls ?? 0) + waitingCrease.legalBalls;
  return { runs, wickets, overs: `${Math.floor(legal / bpo)}.${legal % bpo}`, target: server?.target ?? null };
}

/** Why the pad's total may be ahead of the live score above it, and which taps it leaves out. */
function PendingNote({ counted, held }: { counted: number; held: number }) {
  if (!counted && !held) return null;
  const taps = (count: number) => (count === 1 ? '1 tap' : `${count} taps`);
  return (
    <Text fontSize="xs" mt="2" opacity={0.85} data-testid="pad-pending-note">
      {[
        counted ? `Includes ${taps(counted)} waiting to send.` : null,
        held ? `${taps(held)} held on this phone, not counted.` : null,
      ]
        .filter(Boolean)
        .join(' ')}
    </Text>
  );
}

function ThisOver({ balls, ended }: { balls: Ball[]; ended: boolean }) {
  return (
    <Box mt="3">
      <Text fontSize="xs" textTransform="uppercase" letterSpacing="wide" opacity={0.8}>
        {ended ? 'Last over' : 'This over'}
      </Text>
      <Flex
        gap="1.5"
        mt="1"
        wrap="wrap"
        minH="8"
        as="ol"
        aria-label={ended ? 'Last over' : 'This over'}
        data-testid="this-over"
      >
        {balls.map((ball, index) => {
          const text = chipText(ball);
          const wicket = text.includes('W');
          const boundary = ball.runs >= 4 && !ball.nonBoundary;
          return (
            <Box
              as="li"
              key={index}
              listStyleType="none"
              minW="8"
              h="8"
              px="1.5"
              display="flex"
              alignItems="center"
              justifyContent="center"
              borderRadius="full"
              fontSize="sm"
              fontWeight="bold"
              bg={wicket ? 'red.500' : boundary ? 'sunset.400' : 'surface'}
              color={wicket || boundary ? 'white' : 'ink'}
              borderWidth={ball.pending ? '2px' : '0'}
              borderStyle="dashed"
              borderColor="line"
              opacity={ball.pending ? 0.8 : 1}
              aria-label={chipLabel(ball)}
              data-testid="ball-chip"
            >
              {text}
            </Box>
          );
        })}
      </Flex>
    </Box>
  );
}

/** Who is in: the striker marked, each with their figures from the card. */
function Crease({
  props,
  striker,
  nonStriker,
  bowler,
  inningsNumber,
  allPlayers,
}: {
  props: PadProps;
  striker: PlayerRef;
  nonStriker: PlayerRef;
  bowler: PlayerRef;
  inningsNumber: number;
  allPlayers: RosterPlayer[];
}) {
  const card = props.pad.innings.find((innings) => innings.number === inningsNumber);
  const batting = (ref: PlayerRef) => card?.batting.find((entry) => samePlayer({ id: entry.player.id }, ref));
  const bowling = card?.bowling.find((entry) => samePlayer({ id: entry.player.id }, bowler));
  const line = (ref: PlayerRef, onStrike: boolean) => {
    const entry = batting(ref);
    return (
      <Flex
        justify="space-between"
        data-testid={onStrike ? 'striker' : 'non-striker'}
        fontWeight={onStrike ? 'bold' : 'normal'}
        aria-label={`${playerName(allPlayers, ref)}${onStrike ? ', on strike' : ''}`}
      >
        <Text>
          {onStrike ? '★ ' : ''}
          {playerName(allPlayers, ref)}
        </Text>
        <Text>{entry ? `${entry.runs} (${entry.balls})` : '0 (0)'}</Text>
      </Flex>
    );
  };
  return (
    <Stack gap="1" bg="surface" p="3" borderRadius="lg" borderWidth="1px" borderColor="line" data-testid="crease">
      {line(striker, true)}
      {line(nonStriker, false)}
      <Flex justify="space-between" color="fg.muted" fontSize="sm" data-testid="bowler">
        <Text>Bowling: {playerName(allPlayers, bowler)}</Text>
        <Text>{bowling ? `${bowling.overs}-${bowling.maidens}-${bowling.runs}-${bowling.wickets}` : ''}</Text>
      </Flex>
    </Stack>
  );
}

function WicketSheet({
  onClose,
  striker,
  nonStriker,
  names,
  fielders,
  onRecord,
}: {
  onClose: () => void;
  striker: PlayerRef;
  nonStriker: PlayerRef;
  names: RosterPlayer[];
  fielders: RosterPlayer[];
  onRecord: (entry: BallEntry) => Promise<void>;
}) {
  const [kind, setKind] = useState<string>('bowled');
  const [outEnd, setOutEnd] = useState<'striker' | 'nonStriker'>('striker');
  const [fielder, setFielder] = useState<PlayerRef | null>(null);
  const [runs, setRuns] = useState(0);
  const playerOut = outEnd === 'striker' ? striker : nonStriker;
  return (
    <Sheet
      title="Wicket"
      open
      onClose={onClose}
      footer={
        <Button
          colorPalette="red"
          onClick={asyncHandler(() =>
            onRecord({
              runs: kind === 'run out' ? runs : 0,
              wickets: [
                { kind, playerOut, fielders: chosen(fielder) && WITH_FIELDER.has(kind) ? [chosen(fielder)!] : null },
              ],
            }),
          )}
        >
          Record wicket
        </Button>
      }
    >
      <Stack gap="3">
        <Field.Root>
          <Field.Label>How out</Field.Label>
          <NativeSelect.Root size="lg">
            <NativeSelect.Field value={kind} onChange={(event) => setKind(event.target.value)}>
              {DISMISSALS.map((each) => (
                <option key={each} value={each}>
                  {each}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>Player out</Field.Label>
          <NativeSelect.Root size="lg">
            <NativeSelect.Field
              value={outEnd}
              onChange={(event) => setOutEnd(event.target.value as 'striker' | 'nonStriker')}
            >
              <option value="striker">{playerName(names, striker)} (striker)</option>
              <option value="nonStriker">{playerName(names, nonStriker)} (non-striker)</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {WITH_FIELDER.has(kind) ? (
          <PlayerPicker label="Fielder" players={fielders} value={fielder} onChange={setFielder} optional />
        ) : null}
        {kind === 'run out' ? (
          <Field.Root>
            <Field.Label>Runs completed</Field.Label>
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              max={6}
              value={runs}
              onChange={(e) => setRuns(Number(e.target.value))}
            />
          </Field.Root>
        ) : null}
      </Stack>
    </Sheet>
  );
}

/** The rare deliveries: five runs, a run four, penalty runs, runs off a wide or a no-ball. */
function OtherSheet({ onClose, onRecord }: { onClose: () => void; onRecord: (entry: BallEntry) => Promise<void> }) {
  const [runs, setRuns] = useState(0);
  const [extra, setExtra] = useState<'none' | 'wides' | 'noBalls' | 'byes' | 'legByes'>('none');
  const [extraRuns, setExtraRuns] = useState(1);
  const [penalty, setPenalty] = useState(0);
  const [nonBoundary, setNonBoundary] = useState(false);
  const number = (label: string, value: number, set: (value: number) => void, max: number) => (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        value={value}
        onChange={(e) => set(Number(e.target.value))}
      />
    </Field.Root>
  );
  return (
    <Sheet
      title="Other delivery"
      open
      onClose={onClose}
      footer={
        <Button
          colorPalette="sea"
          onClick={asyncHandler(() =>
            onRecord({
              runs: extra === 'wides' || extra === 'byes' || extra === 'legByes' ? 0 : runs,
              nonBoundary: nonBoundary || undefined,
              extras: {
                ...(extra === 'none' ? {} : { [extra]: extraRuns }),
                ...(penalty ? { penalty } : {}),
              },
            }),
          )}
        >
          Record delivery
        </Button>
      }
    >
      <Stack gap="3">
        {number('Runs off the bat', runs, setRuns, 10)}
        <Checkbox.Root checked={nonBoundary} onCheckedChange={(detail) => setNonBoundary(detail.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Ran them (not a boundary)</Checkbox.Label>
        </Checkbox.Root>
        <Field.Root>
          <Field.Label>Extras</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={extra} onChange={(event) => setExtra(event.target.value as typeof extra)}>
              <option value="none">None</option>
              <option value="wides">Wides (the wide and any runs)</option>
              <option value="noBalls">No-ball (its one run)</option>
              <option value="byes">Byes</option>
              <option value="legByes">Leg-byes</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {extra !== 'none' ? number('Extra runs', extraRuns, setExtraRuns, 10) : null}
        {number('Penalty runs (to the batting side)', penalty, setPenalty, 10)}
      </Stack>
    </Sheet>
  );
}
