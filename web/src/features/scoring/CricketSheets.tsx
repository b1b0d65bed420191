import { Button, Checkbox, Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { DeliveryInput, PlayerRef } from '../../gql/graphql';
import { asyncHandler } from '../../lib/async-handler';
import {
  DISMISSAL_KINDS as DISMISSALS,
  namesFielder,
  type DismissalKind,
} from '../../../../shared/deciders/cricket/delivery';
import { outOnAFreeHit } from '../../../../shared/deciders/cricket/laws';
import { PlayerPicker, chosen, playerName, type RosterPlayer } from './PlayerPicker';
import { Sheet } from './Sheet';
import { useT } from '../../i18n/use-t';
import type { MessageId } from '../../i18n/message-ids';

type Extras = DeliveryInput['extras'];

/** Each way out as the scorer reads it in the list (the value sent stays the laws' own name). */
const DISMISSAL_IDS: Record<DismissalKind, MessageId> = {
  bowled: 'cricket.dismissal.bowled',
  caught: 'cricket.dismissal.caught',
  'caught and bowled': 'cricket.dismissal.caughtAndBowled',
  lbw: 'cricket.dismissal.lbw',
  stumped: 'cricket.dismissal.stumped',
  'hit wicket': 'cricket.dismissal.hitWicket',
  'run out': 'cricket.dismissal.runOut',
  'retired hurt': 'cricket.dismissal.retiredHurt',
  'retired not out': 'cricket.dismissal.retiredNotOut',
  'retired out': 'cricket.dismissal.retiredOut',
  'obstructing the field': 'cricket.dismissal.obstructingTheField',
  'handled the ball': 'cricket.dismissal.handledTheBall',
  'hit the ball twice': 'cricket.dismissal.hitTheBallTwice',
  'timed out': 'cricket.dismissal.timedOut',
};

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
  const t = useT();
  const kinds = freeHit ? DISMISSALS.filter(outOnAFreeHit) : DISMISSALS;
  const [kind, setKind] = useState<string>(freeHit ? 'run out' : 'bowled');
  const [outEnd, setOutEnd] = useState<'striker' | 'nonStriker'>('striker');
  const [fielder, setFielder] = useState<PlayerRef | null>(null);
  const [runs, setRuns] = useState(0);
  const playerOut = outEnd === 'striker' ? striker : nonStriker;
  return (
    <Sheet
      title={t(freeHit ? 'cricket.wicket.titleFreeHit' : 'cricket.wicket.title')}
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
          {t('cricket.wicket.record')}
        </Button>
      }
    >
      <Stack gap="3">
        <Field.Root>
          <Field.Label>{t('cricket.wicket.howOut')}</Field.Label>
          <NativeSelect.Root size="lg">
            <NativeSelect.Field value={kind} onChange={(event) => setKind(event.target.value)}>
              {kinds.map((each) => (
                <option key={each} value={each}>
                  {t(DISMISSAL_IDS[each])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('cricket.wicket.playerOut')}</Field.Label>
          <NativeSelect.Root size="lg">
            <NativeSelect.Field
              value={outEnd}
              onChange={(event) => setOutEnd(event.target.value as 'striker' | 'nonStriker')}
            >
              <option value="striker">{t('cricket.wicket.striker', { name: playerName(names, striker) })}</option>
              <option value="nonStriker">
                {t('cricket.wicket.nonStriker', { name: playerName(names, nonStriker) })}
              </option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {namesFielder(kind) ? (
          <PlayerPicker
            label={t('cricket.wicket.fielder')}
            players={fielders}
            value={fielder}
            onChange={setFielder}
            optional
          />
        ) : null}
        {kind === 'run out' ? (
          <Field.Root>
            <Field.Label>{t('cricket.wicket.runsCompleted')}</Field.Label>
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
  const t = useT();
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
      title={t('cricket.other.title')}
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
          {t('cricket.other.record')}
        </Button>
      }
    >
      <Stack gap="3">
        {number(t('cricket.other.runsOffBat'), runs, setRuns, 10)}
        <Checkbox.Root checked={nonBoundary} onCheckedChange={(detail) => setNonBoundary(detail.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('cricket.other.ranThem')}</Checkbox.Label>
        </Checkbox.Root>
        <Field.Root>
          <Field.Label>{t('cricket.other.extras')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={extra} onChange={(event) => setExtra(event.target.value as typeof extra)}>
              <option value="none">{t('common.none')}</option>
              <option value="wides">{t('cricket.other.wides')}</option>
              <option value="noBalls">{t('cricket.other.noBall')}</option>
              <option value="byes">{t('cricket.other.byes')}</option>
              <option value="legByes">{t('cricket.other.legByes')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {extra !== 'none' ? number(t('cricket.other.extraRuns'), extraRuns, setExtraRuns, 10) : null}
        {number(t('cricket.other.penaltyRuns'), penalty, setPenalty, 10)}
      </Stack>
    </Sheet>
  );
}
