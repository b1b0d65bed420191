import { Button, Checkbox, Field, Grid, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { PlayerRef, ReplacementInput, ReviewInput } from '../../gql/graphql';
import { playerName, type RosterPlayer } from './PlayerPicker';
import { Sheet } from './Sheet';

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
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root bg="surface" size="lg">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">Choose…</option>
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
    <Sheet title="Review" open onClose={onClose}>
      <Stack gap="3">
        <Select
          label="Asked by"
          value={by}
          onChange={setBy}
          options={sides.map((side) => ({ value: String(side.id), label: side.name }))}
        />
        <Select
          label="Batter"
          value={batter}
          onChange={setBatter}
          options={batters.map((each, index) => ({ value: String(index), label: each.name }))}
        />
        {umpires.length ? (
          <Select
            label="Umpire"
            value={umpire}
            onChange={setUmpire}
            options={umpires.map((name) => ({ value: name, label: name }))}
          />
        ) : null}
        <Checkbox.Root checked={umpiresCall} onCheckedChange={(details) => setUmpiresCall(details.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Umpire’s call (the review is retained)</Checkbox.Label>
        </Checkbox.Root>
        <Grid templateColumns="1fr 1fr" gap="2">
          <Button colorPalette="sea" disabled={!by} onClick={() => review('UPHELD')}>
            Upheld
          </Button>
          <Button colorPalette="red" variant="outline" disabled={!by} onClick={() => review('STRUCK_DOWN')}>
            Struck down
          </Button>
        </Grid>
        <Text fontSize="sm" color="fg.muted">
          Then record the ball as it finally stands (a wicket if the batter is out).
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
    <Sheet title="Player in" open onClose={onClose}>
      <Stack gap="3">
        <Select
          label="Side"
          value={teamId}
          onChange={setTeamId}
          options={sides.map((each) => ({ value: String(each.id), label: each.name }))}
        />
        <Select
          label="Comes in"
          value={playerIn}
          onChange={setPlayerIn}
          options={(side?.bench ?? []).map((player) => ({ value: String(player.id), label: player.name }))}
        />
        <Select
          label="Replaces"
          value={playerOut}
          onChange={setPlayerOut}
          options={(side?.fielded ?? []).map((player) => ({ value: String(player.id), label: player.name }))}
        />
        <Grid templateColumns="1fr 1fr" gap="2">
          <Button colorPalette="sea" disabled={!playerIn || !playerOut} onClick={() => add('IMPACT_PLAYER')}>
            Impact player
          </Button>
          <Button
            colorPalette="sea"
            variant="outline"
            disabled={!playerIn || !playerOut}
            onClick={() => add('CONCUSSION_SUBSTITUTE')}
          >
            Concussion sub
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
  if (!notes.review && !notes.replacements?.length) return null;
  const team = (id: number) => sides.find((side) => side.id === id)?.name ?? '';
  const parts = [
    ...(notes.replacements ?? []).map(
      (each) => `${playerName(players, each.playerIn)} in for ${playerName(players, each.playerOut)}`,
    ),
    ...(notes.review
      ? [
          `Review by ${team(notes.review.byTeamId)}: ${notes.review.decision === 'UPHELD' ? 'upheld' : 'struck down'}${
            notes.review.umpiresCall ? ' (umpire’s call)' : ''
          }`,
        ]
      : []),
  ];
  return (
    <HStack bg="sunset.subtle" borderRadius="md" p="2" justify="space-between" data-testid="ball-notes">
      <Text fontSize="sm" color="ink">
        Next ball: {parts.join(' · ')}
      </Text>
      <Button size="xs" variant="ghost" onClick={onClear}>
        Drop
      </Button>
    </HStack>
  );
}
