import { Button, Field, Grid, Heading, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { CricketSheetInput, ScoringPadQuery } from '../../gql/graphql';
import { asyncHandler } from '../../lib/async-handler';
import type { RosterPlayer } from './PlayerPicker';
import { Sheet } from './Sheet';

export type PadSheet = NonNullable<ScoringPadQuery['match']['cricketSheet']>;
type Side = { id: number; name: string; roster: RosterPlayer[] };
type Send = (input: CricketSheetInput) => Promise<void>;

const XI = 11;
const MAX_SUBSTITUTES = 5;

/** The players a side bats and bowls from: its XI as it stands (replacements made), else its whole roster. */
export function fieldedPlayers(sheet: PadSheet | null | undefined, side: Side): RosterPlayer[] {
  const xi = sheet?.playingXIs.find((each) => each.team.id === side.id);
  if (!xi) return side.roster;
  const out = new Set(xi.replaced.map((player) => player.id));
  const on = [...xi.players.filter((player) => !out.has(player.id)), ...xi.cameIn];
  return on.map((player) => side.roster.find((each) => each.id === player.id) ?? player);
}

/** Before the first ball: the toss, and each side's XI picked from its roster. */
export function CricketBeforePlay({ sheet, sides, send }: { sheet: PadSheet | null; sides: Side[]; send: Send }) {
  const [winner, setWinner] = useState<number | null>(sheet?.toss?.team.id ?? null);
  const [picking, setPicking] = useState<Side | null>(null);
  return (
    <Stack gap="3" bg="surface" p="3" borderRadius="lg" borderWidth="1px" borderColor="line" data-testid="before-play">
      <Heading as="h2" size="sm" color="ink">
        Before the first ball
      </Heading>
      {sheet?.toss ? (
        <Text fontSize="sm" data-testid="pad-toss">
          {sheet.toss.text}
        </Text>
      ) : null}
      <Field.Root>
        <Field.Label>Toss won by</Field.Label>
        <NativeSelect.Root bg="surface" size="lg">
          <NativeSelect.Field
            value={winner ?? ''}
            onChange={(event) => setWinner(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">Choose…</option>
            {sides.map((side) => (
              <option key={side.id} value={side.id}>
                {side.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Grid templateColumns="1fr 1fr" gap="2" role="group" aria-label="Chose to">
        {(['BAT', 'FIELD'] as const).map((decision) => (
          <Button
            key={decision}
            colorPalette="sea"
            variant="outline"
            disabled={winner === null}
            onClick={asyncHandler(() => send({ kind: 'TOSS', teamId: winner, decision }))}
          >
            {decision === 'BAT' ? 'Chose to bat' : 'Chose to field'}
          </Button>
        ))}
      </Grid>
      <Grid templateColumns="1fr 1fr" gap="2">
        {sides.map((side) => {
          const named = sheet?.playingXIs.find((xi) => xi.team.id === side.id);
          return (
            <Button
              key={side.id}
              variant={named ? 'subtle' : 'outline'}
              colorPalette="sea"
              whiteSpace="normal"
              h="auto"
              py="2"
              onClick={() => setPicking(side)}
              aria-label={`Playing XI for ${side.name}`}
            >
              {named ? `${side.name}: XI ✓` : `${side.name}: pick XI`}
            </Button>
          );
        })}
      </Grid>
      {picking ? (
        <XiSheet
          side={picking}
          current={sheet?.playingXIs.find((xi) => xi.team.id === picking.id) ?? null}
          onClose={() => setPicking(null)}
          send={send}
        />
      ) : null}
    </Stack>
  );
}

type Pick = 'xi' | 'sub';

/** A side's XI and substitutes: one tap per player cycles out → XI → substitute. */
function XiSheet({
  side,
  current,
  onClose,
  send,
}: {
  side: Side;
  current: PadSheet['playingXIs'][number] | null;
  onClose: () => void;
  send: Send;
}) {
  const [picks, setPicks] = useState<Map<number, Pick>>(
    () =>
      new Map([
        ...(current?.players ?? []).map((p) => [p.id, 'xi'] as const),
        ...(current?.substitutes ?? []).map((p) => [p.id, 'sub'] as const),
      ]),
  );
  const xi = side.roster.filter((player) => picks.get(player.id) === 'xi');
  const subs = side.roster.filter((player) => picks.get(player.id) === 'sub');
  const cycle = (id: number) => {
    const next = new Map(picks);
    const now = picks.get(id);
    if (!now) next.set(id, xi.length < XI ? 'xi' : 'sub');
    else if (now === 'xi') next.set(id, 'sub');
    else next.delete(id);
    setPicks(next);
  };
  const ready = xi.length === XI && subs.length <= MAX_SUBSTITUTES;
  return (
    <Sheet
      title={`Playing XI: ${side.name}`}
      open
      onClose={onClose}
      footer={
        <Button
          colorPalette="sea"
          disabled={!ready}
          onClick={asyncHandler(async () => {
            await send({
              kind: 'PLAYING_XI',
              teamId: side.id,
              players: xi.map((player) => ({ id: player.id })),
              substitutes: subs.map((player) => ({ id: player.id })),
            });
            onClose();
          })}
        >
          Save XI
        </Button>
      }
    >
      <Text fontSize="sm" color="fg.muted" mb="2" data-testid="xi-count">
        XI {xi.length}/{XI} · substitutes {subs.length} (12th man, impact list)
      </Text>
      {side.roster.length < XI ? (
        <Text fontSize="sm" color="fg.error" mb="2">
          The roster has {side.roster.length} players: add players to the team to name an XI.
        </Text>
      ) : null}
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="1.5" maxH="60vh" overflowY="auto">
        {side.roster.map((player) => {
          const pick = picks.get(player.id);
          return (
            <Button
              key={player.id}
              size="sm"
              justifyContent="space-between"
              variant={pick === 'xi' ? 'solid' : pick === 'sub' ? 'subtle' : 'outline'}
              colorPalette="sea"
              aria-pressed={Boolean(pick)}
              aria-label={`${player.name}: ${pick === 'xi' ? 'in the XI' : pick === 'sub' ? 'substitute' : 'not picked'}`}
              onClick={() => cycle(player.id)}
            >
              <span>{player.name}</span>
              <span>{pick === 'xi' ? 'XI' : pick === 'sub' ? 'Sub' : ''}</span>
            </Button>
          );
        })}
      </Grid>
    </Sheet>
  );
}

/** Any time: the officials, the innings' powerplay and the player of the match. */
export function CricketDetails({
  sheet,
  sides,
  innings,
  powerplayNamed,
  overs,
  send,
}: {
  sheet: PadSheet | null;
  sides: Side[];
  innings: number;
  powerplayNamed: boolean;
  overs: number;
  send: Send;
}) {
  const [open, setOpen] = useState<'officials' | 'award' | null>(null);
  const powerplayOvers = Math.min(6, overs);
  return (
    <Stack gap="2" data-testid="cricket-details">
      <HStack gap="2" wrap="wrap">
        {!powerplayNamed && innings <= 2 ? (
          <Button
            size="sm"
            variant="outline"
            onClick={asyncHandler(() => send({ kind: 'POWERPLAY', innings, fromOver: 1, toOver: powerplayOvers }))}
          >
            Powerplay: overs 1-{powerplayOvers}
          </Button>
        ) : null}
        <Button size="sm" variant="outline" onClick={() => setOpen('officials')}>
          Officials
        </Button>
        <Button size="sm" variant="outline" onClick={() => setOpen('award')}>
          Player of the match
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted" data-testid="pad-officials">
        {sheet?.officials?.umpires.length ? `Umpires: ${sheet.officials.umpires.join(', ')}` : 'No umpires named yet.'}
        {sheet?.playerOfMatch.length
          ? ` · Player of the match: ${sheet.playerOfMatch.map((p) => p.name).join(', ')}`
          : ''}
      </Text>
      {open === 'officials' ? <OfficialsSheet sheet={sheet} onClose={() => setOpen(null)} send={send} /> : null}
      {open === 'award' ? <AwardSheet sides={sides} onClose={() => setOpen(null)} send={send} /> : null}
    </Stack>
  );
}

const OFFICIALS = [
  ['umpire1', 'Umpire'],
  ['umpire2', 'Umpire'],
  ['tv', 'TV umpire'],
  ['reserve', 'Reserve umpire'],
  ['referee', 'Match referee'],
] as const;

function OfficialsSheet({ sheet, onClose, send }: { sheet: PadSheet | null; onClose: () => void; send: Send }) {
  const officials = sheet?.officials;
  const [names, setNames] = useState<Record<string, string>>({
    umpire1: officials?.umpires[0] ?? '',
    umpire2: officials?.umpires[1] ?? '',
    tv: officials?.tvUmpires[0] ?? '',
    reserve: officials?.reserveUmpires[0] ?? '',
    referee: officials?.matchReferees[0] ?? '',
  });
  const list = (...keys: string[]) => keys.map((key) => names[key].trim()).filter(Boolean);
  return (
    <Sheet
      title="Officials"
      open
      onClose={onClose}
      footer={
        <Button
          colorPalette="sea"
          onClick={asyncHandler(async () => {
            await send({
              kind: 'OFFICIALS',
              umpires: list('umpire1', 'umpire2'),
              tvUmpires: list('tv'),
              reserveUmpires: list('reserve'),
              matchReferees: list('referee'),
            });
            onClose();
          })}
        >
          Save officials
        </Button>
      }
    >
      <Stack gap="2">
        {OFFICIALS.map(([key, label], index) => (
          <Field.Root key={key}>
            <Field.Label>{key.startsWith('umpire') ? `${label} ${index + 1}` : label}</Field.Label>
            <Input
              bg="surface"
              value={names[key]}
              onChange={(event) => setNames({ ...names, [key]: event.target.value })}
            />
          </Field.Root>
        ))}
      </Stack>
    </Sheet>
  );
}

function AwardSheet({ sides, onClose, send }: { sides: Side[]; onClose: () => void; send: Send }) {
  const [player, setPlayer] = useState('');
  return (
    <Sheet
      title="Player of the match"
      open
      onClose={onClose}
      footer={
        <Button
          colorPalette="sea"
          disabled={!player}
          onClick={asyncHandler(async () => {
            await send({ kind: 'PLAYER_OF_THE_MATCH', players: [{ id: Number(player) }] });
            onClose();
          })}
        >
          Save
        </Button>
      }
    >
      <Field.Root>
        <Field.Label>Player</Field.Label>
        <NativeSelect.Root bg="surface" size="lg">
          <NativeSelect.Field value={player} onChange={(event) => setPlayer(event.target.value)}>
            <option value="">Choose…</option>
            {sides.map((side) => (
              <optgroup key={side.id} label={side.name}>
                {side.roster.map((each) => (
                  <option key={each.id} value={each.id}>
                    {each.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Sheet>
  );
}
