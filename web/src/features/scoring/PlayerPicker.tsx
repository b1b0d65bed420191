import { Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import type { PlayerRef } from '../../gql/graphql';
import { useT } from '../../i18n/use-t';
import { samePlayer } from './cricket-state';

/** `inSquad`: the side plays the squad it named for the tournament, so a new name would be refused. */
export type RosterPlayer = {
  id: number;
  name: string;
  jerseyNumber?: number | null;
  inSquad?: boolean;
  /** The roster's playing position, for a suggested line-up. */
  position?: string | null;
};

const NEW = 'new';

/**
 * A roster player by id, or a new name (the server adds a name new to the side's roster). Players in
 * `exclude` (out, at the other end, the last over's bowler) are not offered.
 */
export function PlayerPicker({
  label,
  players,
  value,
  onChange,
  exclude = [],
  optional = false,
}: {
  label: string;
  players: readonly RosterPlayer[];
  value: PlayerRef | null;
  onChange: (player: PlayerRef | null) => void;
  exclude?: readonly (PlayerRef | null)[];
  optional?: boolean;
}) {
  const t = useT();
  const id = useId();
  const offered = players.filter((player) => !exclude.some((out) => samePlayer(out, { id: player.id })));
  // A name being typed is a PlayerRef with a name and no id (empty while the scorer starts typing).
  const typing = value != null && value.id == null;
  const selected = typing ? NEW : value?.id != null ? String(value.id) : '';
  return (
    <Stack gap="1">
      <Field.Root>
        <Field.Label htmlFor={id}>{label}</Field.Label>
        <NativeSelect.Root bg="surface" size="lg">
          <NativeSelect.Field
            id={id}
            value={selected}
            onChange={(event) => {
              const choice = event.target.value;
              if (choice === NEW) onChange({ name: '' });
              else onChange(choice ? { id: Number(choice) } : null);
            }}
          >
            <option value="">{optional ? t('scoring.picker.nobody') : t('scoring.choose')}</option>
            {offered.map((player) => (
              <option key={player.id} value={player.id}>
                {player.jerseyNumber != null ? `${player.jerseyNumber}. ` : ''}
                {player.name}
              </option>
            ))}
            {players.some((player) => player.inSquad) ? null : (
              <option value={NEW}>{t('scoring.picker.newPlayer')}</option>
            )}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {typing ? (
        <Field.Root>
          <Field.Label srOnly>{t('scoring.picker.newNameOf', { label })}</Field.Label>
          <Input
            bg="surface"
            placeholder={t('scoring.picker.newName')}
            value={value?.name ?? ''}
            onChange={(event) => onChange({ name: event.target.value })}
          />
        </Field.Root>
      ) : null}
    </Stack>
  );
}

/** A picked player, or null while none is (a new name still empty counts as none). */
export function chosen(ref: PlayerRef | null | undefined): PlayerRef | null {
  if (!ref) return null;
  if (ref.id != null) return { id: ref.id };
  return ref.name?.trim() ? { name: ref.name.trim() } : null;
}

/** A player's name as the pad shows it, from the rosters (a name typed offline reads as typed). */
export function playerName(players: readonly RosterPlayer[], ref: PlayerRef | null | undefined): string {
  if (!ref) return '—';
  if (ref.id != null) return players.find((player) => player.id === ref.id)?.name ?? `#${ref.id}`;
  return ref.name?.trim() ?? '—';
}
