import { Button, Field, Grid, Heading, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { CricketSheetInput, ScoringPadQuery } from '../../gql/graphql';
import { asyncHandler } from '../../lib/async-handler';
import type { RosterPlayer } from './PlayerPicker';
import { Sheet } from './Sheet';
import { useT } from '../../i18n/use-t';
import type { MessageId } from '../../i18n/message-ids';

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
  const t = useT();
  const [winner, setWinner] = useState<number | null>(sheet?.toss?.team.id ?? null);
  const [picking, setPicking] = useState<Side | null>(null);
  return (
    <Stack gap="3" bg="surface" p="3" borderRadius="lg" borderWidth="1px" borderColor="line" data-testid="before-play">
      <Heading as="h2" size="sm" color="ink">
        {t('cricket.beforePlay.heading')}
      </Heading>
      {sheet?.toss ? (
        <Text fontSize="sm" data-testid="pad-toss">
          {sheet.toss.text}
        </Text>
      ) : null}
      <Field.Root>
        <Field.Label>{t('cricket.beforePlay.tossWonBy')}</Field.Label>
        <NativeSelect.Root bg="surface" size="lg">
          <NativeSelect.Field
            value={winner ?? ''}
            onChange={(event) => setWinner(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">{t('cricket.crease.choose')}</option>
            {sides.map((side) => (
              <option key={side.id} value={side.id}>
                {side.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Grid templateColumns="1fr 1fr" gap="2" role="group" aria-label={t('cricket.beforePlay.choseTo')}>
        {(['BAT', 'FIELD'] as const).map((decision) => (
          <Button
            key={decision}
            colorPalette="sea"
            variant="outline"
            disabled={winner === null}
            onClick={asyncHandler(() => send({ kind: 'TOSS', teamId: winner, decision }))}
          >
            {t(decision === 'BAT' ? 'cricket.beforePlay.choseToBat' : 'cricket.beforePlay.choseToField')}
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
              aria-label={t('cricket.beforePlay.xiFor', { team: side.name })}
            >
              {t(named ? 'cricket.beforePlay.xiNamed' : 'cricket.beforePlay.pickXi', { team: side.name })}
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
  const t = useT();
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
      title={t('cricket.xi.title', { team: side.name })}
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
          {t('cricket.xi.save')}
        </Button>
      }
    >
      <Text fontSize="sm" color="fg.muted" mb="2" data-testid="xi-count">
        {t('cricket.xi.count', { picked: xi.length, size: XI, substitutes: subs.length })}
      </Text>
      {side.roster.length < XI ? (
        <Text fontSize="sm" color="fg.error" mb="2">
          {t('cricket.xi.shortRoster', { count: side.roster.length })}
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
              aria-label={t(
                pick === 'xi' ? 'cricket.xi.inXi' : pick === 'sub' ? 'cricket.xi.substitute' : 'cricket.xi.notPicked',
                { name: player.name },
              )}
              onClick={() => cycle(player.id)}
            >
              <span>{player.name}</span>
              <span>{pick === 'xi' ? t('cricket.xi.badgeXi') : pick === 'sub' ? t('cricket.xi.badgeSub') : ''}</span>
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
  const t = useT();
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
            {t('cricket.details.powerplay', { last: powerplayOvers })}
          </Button>
        ) : null}
        <Button size="sm" variant="outline" onClick={() => setOpen('officials')}>
          {t('cricket.details.officials')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setOpen('award')}>
          {t('cricket.details.playerOfMatch')}
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted" data-testid="pad-officials">
        {sheet?.officials?.umpires.length
          ? t('cricket.details.umpires', { names: sheet.officials.umpires.join(', ') })
          : t('cricket.details.noUmpires')}
        {sheet?.playerOfMatch.length
          ? ` · ${t('cricket.details.playerOfMatchNamed', { names: sheet.playerOfMatch.map((p) => p.name).join(', ') })}`
          : ''}
      </Text>
      {open === 'officials' ? <OfficialsSheet sheet={sheet} onClose={() => setOpen(null)} send={send} /> : null}
      {open === 'award' ? <AwardSheet sides={sides} onClose={() => setOpen(null)} send={send} /> : null}
    </Stack>
  );
}

const OFFICIALS: readonly (readonly [string, MessageId])[] = [
  ['umpire1', 'cricket.officials.umpire'],
  ['umpire2', 'cricket.officials.umpire'],
  ['tv', 'cricket.officials.tv'],
  ['reserve', 'cricket.officials.reserve'],
  ['referee', 'cricket.officials.referee'],
];

function OfficialsSheet({ sheet, onClose, send }: { sheet: PadSheet | null; onClose: () => void; send: Send }) {
  const t = useT();
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
      title={t('cricket.officials.title')}
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
          {t('cricket.officials.save')}
        </Button>
      }
    >
      <Stack gap="2">
        {OFFICIALS.map(([key, label], index) => (
          <Field.Root key={key}>
            <Field.Label>{key.startsWith('umpire') ? t(label, { number: index + 1 }) : t(label)}</Field.Label>
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
  const t = useT();
  const [player, setPlayer] = useState('');
  return (
    <Sheet
      title={t('cricket.award.title')}
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
          {t('common.save')}
        </Button>
      }
    >
      <Field.Root>
        <Field.Label>{t('cricket.award.player')}</Field.Label>
        <NativeSelect.Root bg="surface" size="lg">
          <NativeSelect.Field value={player} onChange={(event) => setPlayer(event.target.value)}>
            <option value="">{t('cricket.crease.choose')}</option>
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
