import { Button, Checkbox, Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { DeliveryInput, PlayerRef } from '../../gql/graphql';
import { asyncHandler } from '../../lib/async-handler';
import { DISMISSAL_KINDS as DISMISSALS, namesFielder } from '../../../../shared/deciders/cricket/delivery';
import { outOnAFreeHit } from '../../../../shared/deciders/cricket/laws';
import { PlayerPicker, chosen, playerName, type RosterPlayer } from './PlayerPicker';
import { Sheet } from './Sheet';

type Extras = DeliveryInput['extras'];

/** A delivery as a sheet or a button records it; the pad adds the innings and who is in. */
export type BallEntry = {
  runs: number;
  extras?: Extras;
  nonBoundary?: boolean | null;
  wickets?: DeliveryInput['wickets'];
};

/**
 * How the batter is out, which of the two, the fielder if the kind has one, and runs completed on a run out.
 * On a free hit only the ways out it allows are offered (run out first).
 */
export function WicketSheet({
  onClose,
  striker,
  nonStriker,
  names,
  fielders,
  freeHit = false,
  onRecord,
}: {
  onClose: () => void;
  striker: PlayerRef;
  nonStriker: PlayerRef;
  names: RosterPlayer[];
  fielders: RosterPlayer[];
  freeHit?: boolean;
  onRecord: (entry: BallEntry) => Promise<void>;
}) {
  const kinds = freeHit ? DISMISSALS.filter(outOnAFreeHit) : DISMISSALS;
  const [kind, setKind] = useState<string>(freeHit ? 'run out' : 'bowled');
  const [outEnd, setOutEnd] = useState<'striker' | 'nonStriker'>('striker');
  const [fielder, setFielder] = useState<PlayerRef | null>(null);
  const [runs, setRuns] = useState(0);
  const playerOut = outEnd === 'striker' ? striker : nonStriker;
  return (
    <Sheet
      title={freeHit ? 'Wicket (free hit)' : 'Wicket'}
      open
      onClose={onClose}
      footer={
        <Button
          colorPalette="red"
          onClick={asyncHandler(() =>
            onRecord({
              runs: kind === 'run out' ? runs : 0,
              wickets: [
                { kind, playerOut, fielders: chosen(fielder) && namesFielder(kind) ? [chosen(fielder)!] : null },
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
              {kinds.map((each) => (
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
        {namesFielder(kind) ? (
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
export function OtherDeliverySheet({
  onClose,
  onRecord,
}: {
  onClose: () => void;
  onRecord: (entry: BallEntry) => Promise<void>;
}) {
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
