import { Button, Checkbox, Field, Flex, Heading, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { FootballEventInput } from '../../gql/graphql';
import type { TeamSheet } from '../../../../shared/deciders/football/match-sheet';
import { useT, type Translate } from '../../i18n/use-t';
import { asyncHandler } from '../../lib/async-handler';
import { FORMATIONS, formationProblem, isFormation, rowNames, suggestedLineup } from './football-sheet';
import type { RosterPlayer } from './PlayerPicker';
import { Sheet } from './Sheet';

const label = (player: RosterPlayer) =>
  `${player.jerseyNumber != null ? `${player.jerseyNumber}. ` : ''}${player.name}`;

/** A formation's rows, or 4-4-2's while the one typed is not a formation yet. */
const rowsOf = (formation: string) => (isFormation(formation) ? formation.trim().split('-').map(Number) : [4, 4, 2]);

/** The slot names of an XI in a formation: "Goalkeeper", then "Defence 1"… row by row. */
function slotNames(formation: string, t: Translate): string[] {
  const rows = rowsOf(formation);
  const names = rowNames(rows, t);
  return [
    t('scoring.lineup.goalkeeper'),
    ...rows.flatMap((size, row) =>
      Array.from({ length: size }, (_, i) => t('scoring.lineup.slot', { row: names[row], number: i + 1 })),
    ),
  ];
}

/**
 * A side's team sheet on the pad, before kick-off: the formation, the XI slot by slot (goalkeeper, then the
 * formation's rows from defence to attack) and the bench. Filled from the line-up already set, else suggested
 * from the roster's positions.
 */
export function FootballLineupSheet({
  teamName,
  roster,
  current,
  onClose,
  onRecord,
}: {
  teamName: string;
  roster: readonly RosterPlayer[];
  current: TeamSheet | null;
  onClose: () => void;
  onRecord: (input: Pick<FootballEventInput, 'formation' | 'starters' | 'bench'>) => Promise<void>;
}) {
  const t = useT();
  const [formation, setFormation] = useState(current?.formation ?? '4-4-2');
  const [starters, setStarters] = useState<(number | null)[]>(() => {
    const ids = current
      ? current.starters.map((player) => player.id ?? null)
      : suggestedLineup(roster, rowsOf(formation)).starters;
    return Array.from({ length: 11 }, (_, index) => ids[index] ?? null);
  });
  const [bench, setBench] = useState<number[]>(() =>
    current
      ? current.bench.flatMap((player) => (player.id != null ? [player.id] : []))
      : suggestedLineup(roster, rowsOf(formation)).bench,
  );
  // Until the scorer picks a player, a new formation suggests its own XI.
  const [touched, setTouched] = useState(current !== null);
  const changeFormation = (next: string) => {
    setFormation(next);
    if (touched || !isFormation(next)) return;
    const suggested = suggestedLineup(roster, rowsOf(next));
    setStarters(suggested.starters);
    setBench(suggested.bench);
  };
  const names = slotNames(formation, t);
  const picked = starters.filter((id): id is number => id !== null);
  const problem =
    formationProblem(formation, t) ??
    (picked.length < 11
      ? t('scoring.lineup.toGo', { count: 11 - picked.length })
      : new Set(picked).size < 11
        ? t('scoring.lineup.twice')
        : null);
  const benchShown = roster.filter((player) => !picked.includes(player.id));
  return (
    <Sheet
      title={`${t('scoring.kind.LINEUP')} · ${teamName}`}
      open
      onClose={onClose}
      footer={
        <Button
          colorPalette="sea"
          disabled={problem !== null}
          onClick={asyncHandler(() =>
            onRecord({
              formation: formation.trim(),
              starters: picked.map((id) => ({ id })),
              bench: bench.filter((id) => !picked.includes(id)).map((id) => ({ id })),
            }),
          )}
        >
          {t('scoring.lineup.save')}
        </Button>
      }
    >
      <Stack gap="4" maxH="70vh" overflowY="auto" data-testid="lineup-sheet">
        <Field.Root invalid={!isFormation(formation)}>
          <Field.Label>{t('scoring.lineup.formation')}</Field.Label>
          <Input
            bg="surface"
            value={formation}
            inputMode="numeric"
            onChange={(event) => changeFormation(event.target.value)}
            placeholder="4-3-3"
          />
          <Field.ErrorText>{formationProblem(formation, t)}</Field.ErrorText>
        </Field.Root>
        <Flex gap="1.5" wrap="wrap" aria-label={t('scoring.lineup.common')}>
          {FORMATIONS.map((each) => (
            <Button
              key={each}
              size="xs"
              variant={each === formation ? 'solid' : 'outline'}
              colorPalette="sea"
              onClick={() => changeFormation(each)}
            >
              {each}
            </Button>
          ))}
        </Flex>
        <Stack gap="2">
          <Heading as="h3" size="xs" color="ink">
            {t('scoring.lineup.startingXi')}
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
            {names.map((name, index) => (
              <Slot
                key={index}
                label={name}
                roster={roster}
                value={starters[index]}
                taken={starters.filter((_, other) => other !== index)}
                onChange={(id) => {
                  setTouched(true);
                  setStarters((all) => all.map((each, other) => (other === index ? id : each)));
                }}
              />
            ))}
          </SimpleGrid>
        </Stack>
        <Stack gap="2">
          <Heading as="h3" size="xs" color="ink">
            {t('scoring.lineup.bench')}
          </Heading>
          {benchShown.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {t('scoring.lineup.nobodyElse')}
            </Text>
          ) : (
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="1">
              {benchShown.map((player) => (
                <Checkbox.Root
                  key={player.id}
                  checked={bench.includes(player.id)}
                  onCheckedChange={(detail) =>
                    setBench((all) =>
                      detail.checked === true ? [...all, player.id] : all.filter((id) => id !== player.id),
                    )
                  }
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{label(player)}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </SimpleGrid>
          )}
        </Stack>
        {problem ? (
          <Text fontSize="sm" color="fg.error" data-testid="lineup-problem">
            {problem}
          </Text>
        ) : null}
      </Stack>
    </Sheet>
  );
}

function Slot({
  label: slot,
  roster,
  value,
  taken,
  onChange,
}: {
  label: string;
  roster: readonly RosterPlayer[];
  value: number | null;
  taken: readonly (number | null)[];
  onChange: (id: number | null) => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <Field.Root>
      <Field.Label htmlFor={id} fontSize="xs">
        {slot}
      </Field.Label>
      <NativeSelect.Root size="sm" bg="surface">
        <NativeSelect.Field
          id={id}
          value={value === null ? '' : String(value)}
          onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">{t('scoring.choose')}</option>
          {roster
            .filter((player) => player.id === value || !taken.includes(player.id))
            .map((player) => (
              <option key={player.id} value={player.id}>
                {label(player)}
              </option>
            ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
