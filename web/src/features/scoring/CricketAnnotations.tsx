import { Button, Checkbox, Field, Grid, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { PlayerRef, ReplacementInput, ReviewInput } from '../../gql/graphql';
import { playerName, type RosterPlayer } from './PlayerPicker';
import { Sheet } from './Sheet';
import { useT } from '../../i18n/use-t';

/** What the next ball carries besides its runs: a review of it, players brought in before it. */
export type BallNotes = { review?: ReviewInput; replacements?: ReplacementInput[] };

type Side = { id: number; name: string };

function Select({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  const t = useT();
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root bg="surface" size="lg">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t('cricket.crease.choose')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** A review (DRS) of the ball about to be recorded: who asked, about whom, and what came of it. */
export function ReviewSheet({
  sides,
  batters,
  umpires,
  onClose,
  onReview,
}: {
  sides: Side[];
  batters: { ref: PlayerRef; name: string }[];
  umpires: string[];
  onClose: () => void;
  onReview: (review: ReviewInput) => void;
}) {
  const t = useT();
  const [by, setBy] = useState('');
  const [batter, setBatter] = useState('0');
  const [umpire, setUmpire] = useState(umpires[0] ?? '');
  const [umpiresCall, setUmpiresCall] = useState(false);
  const review = (decision: ReviewInput['decision']) =>
    onReview({
      byTeamId: Number(by),
      decision,
      batter: batters[Number(batter)]?.ref ?? null,
      umpire: umpire || null,
      umpiresCall: decision === 'STRUCK_DOWN' && umpiresCall ? true : null,
    });
  return (
    <Sheet title={t('cricket.review.title')} open onClose={onClose}>
      <Stack gap="3">
        <Select
          label={t('cricket.review.askedBy')}
          value={by}
          onChange={setBy}
          options={sides.map((side) => ({ value: String(side.id), label: side.name }))}
        />
        <Select
          label={t('cricket.review.batter')}
          value={batter}
          onChange={setBatter}
          options={batters.map((each, index) => ({ value: String(index), label: each.name }))}
        />
        {umpires.length ? (
          <Select
            label={t('cricket.review.umpire')}
            value={umpire}
            onChange={setUmpire}
            options={umpires.map((name) => ({ value: name, label: name }))}
          />
        ) : null}
        <Checkbox.Root checked={umpiresCall} onCheckedChange={(details) => setUmpiresCall(details.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('cricket.review.umpiresCall')}</Checkbox.Label>
        </Checkbox.Root>
        <Grid templateColumns="1fr 1fr" gap="2">
          <Button colorPalette="sea" disabled={!by} onClick={() => review('UPHELD')}>
            {t('cricket.review.upheld')}
          </Button>
          <Button colorPalette="red" variant="outline" disabled={!by} onClick={() => review('STRUCK_DOWN')}>
            {t('cricket.review.struckDown')}
          </Button>
        </Grid>
        <Text fontSize="sm" color="fg.muted">
          {t('cricket.review.then')}
        </Text>
      </Stack>
    </Sheet>
  );
}

/** A player brought in before the next ball: an impact player or a concussion substitute, for one of the XI. */
export function ReplacementSheet({
  sides,
  onClose,
  onReplace,
}: {
  sides: (Side & { fielded: RosterPlayer[]; bench: RosterPlayer[] })[];
  onClose: () => void;
  onReplace: (replacement: ReplacementInput) => void;
}) {
  const t = useT();
  const [teamId, setTeamId] = useState(sides[0] ? String(sides[0].id) : '');
  const [playerIn, setPlayerIn] = useState('');
  const [playerOut, setPlayerOut] = useState('');
  const side = sides.find((each) => String(each.id) === teamId);
  const add = (reason: ReplacementInput['reason']) =>
    onReplace({
      teamId: Number(teamId),
      playerIn: { id: Number(playerIn) },
      playerOut: { id: Number(playerOut) },
      reason,
    });
  return (
    <Sheet title={t('cricket.replace.title')} open onClose={onClose}>
      <Stack gap="3">
        <Select
          label={t('cricket.replace.side')}
          value={teamId}
          onChange={setTeamId}
          options={sides.map((each) => ({ value: String(each.id), label: each.name }))}
        />
        <Select
          label={t('cricket.replace.comesIn')}
          value={playerIn}
          onChange={setPlayerIn}
          options={(side?.bench ?? []).map((player) => ({ value: String(player.id), label: player.name }))}
        />
        <Select
          label={t('cricket.replace.replaces')}
          value={playerOut}
          onChange={setPlayerOut}
          options={(side?.fielded ?? []).map((player) => ({ value: String(player.id), label: player.name }))}
        />
        <Grid templateColumns="1fr 1fr" gap="2">
          <Button colorPalette="sea" disabled={!playerIn || !playerOut} onClick={() => add('IMPACT_PLAYER')}>
            {t('cricket.replace.impactPlayer')}
          </Button>
          <Button
            colorPalette="sea"
            variant="outline"
            disabled={!playerIn || !playerOut}
            onClick={() => add('CONCUSSION_SUBSTITUTE')}
          >
            {t('cricket.replace.concussionSub')}
          </Button>
        </Grid>
      </Stack>
    </Sheet>
  );
}

/** What the next ball will carry, in words, with a way to drop it. */
export function BallNotesBanner({
  notes,
  players,
  sides,
  onClear,
}: {
  notes: BallNotes;
  players: readonly RosterPlayer[];
  sides: Side[];
  onClear: () => void;
}) {
  const t = useT();
  if (!notes.review && !notes.replacements?.length) return null;
  const team = (id: number) => sides.find((side) => side.id === id)?.name ?? '';
  const parts = [
    ...(notes.replacements ?? []).map((each) =>
      t('cricket.notes.replacement', {
        playerIn: playerName(players, each.playerIn),
        playerOut: playerName(players, each.playerOut),
      }),
    ),
    ...(notes.review
      ? [
          t('cricket.notes.review', {
            team: team(notes.review.byTeamId),
            decision: notes.review.decision === 'UPHELD' ? 'upheld' : 'struckDown',
            umpiresCall: notes.review.umpiresCall ? 'yes' : 'no',
          }),
        ]
      : []),
  ];
  return (
    <HStack bg="sunset.subtle" borderRadius="md" p="2" justify="space-between" data-testid="ball-notes">
      <Text fontSize="sm" color="ink">
        {t('cricket.notes.nextBall', { notes: parts.join(' · ') })}
      </Text>
      <Button size="xs" variant="ghost" onClick={onClear}>
        {t('cricket.notes.drop')}
      </Button>
    </HStack>
  );
}
