import { Field, Flex, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { PlayerRef } from '../../gql/graphql';
import { samePlayer, type Crease } from './cricket-state';
import type { PadProps } from './pad-props';
import { PlayerPicker, playerName, type RosterPlayer } from './PlayerPicker';
import { useT } from '../../i18n/use-t';

/** The scorer's choices for the empty places at the crease, kept until the next ball fills them. */
export type CreasePicks = { striker?: PlayerRef | null; nonStriker?: PlayerRef | null; bowler?: PlayerRef | null };

type Side = { id: number; name: string };

/**
 * Choosing who is in: the batting side before an innings' side is known, then the openers, each new
 * batter and each over's bowler. Only the places the balls so far leave empty are asked for.
 */
export function CreaseSetup({
  heading,
  sides,
  battingFirst,
  onBattingFirst,
  sideChosen,
  crease,
  firstBall,
  ballsPerOver,
  batters,
  bowlers,
  picks,
  onPicks,
  striker,
  nonStriker,
}: {
  heading: string;
  /** The two sides to choose the batting one from, or null when the innings already says who bats. */
  sides: Side[] | null;
  battingFirst: number | null;
  onBattingFirst: (teamId: number | null) => void;
  sideChosen: boolean;
  crease: Crease;
  firstBall: boolean;
  ballsPerOver: number;
  batters: RosterPlayer[];
  bowlers: RosterPlayer[];
  picks: CreasePicks;
  onPicks: (picks: CreasePicks) => void;
  striker: PlayerRef | null;
  nonStriker: PlayerRef | null;
}) {
  const t = useT();
  return (
    <Stack gap="3" bg="surface" p="3" borderRadius="lg" borderWidth="1px" borderColor="line" data-testid="pad-setup">
      <Heading as="h2" size="md" color="ink">
        {heading}
      </Heading>
      {sides ? (
        <Field.Root>
          <Field.Label>{t('cricket.crease.battingSide')}</Field.Label>
          <NativeSelect.Root bg="surface" size="lg">
            <NativeSelect.Field
              value={battingFirst ?? ''}
              onChange={(event) => onBattingFirst(event.target.value ? Number(event.target.value) : null)}
            >
              <option value="">{t('cricket.crease.choose')}</option>
              {sides.map((team) => (
                <option key={team.id} value={team.id}>
                  {team.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      ) : null}
      {sideChosen && !crease.striker ? (
        <PlayerPicker
          label={t(firstBall ? 'cricket.crease.striker' : 'cricket.crease.newStriker')}
          players={batters}
          value={picks.striker ?? null}
          onChange={(player) => onPicks({ ...picks, striker: player })}
          exclude={[...crease.out, nonStriker]}
        />
      ) : null}
      {sideChosen && !crease.nonStriker ? (
        <PlayerPicker
          label={t(firstBall ? 'cricket.crease.nonStriker' : 'cricket.crease.newNonStriker')}
          players={batters}
          value={picks.nonStriker ?? null}
          onChange={(player) => onPicks({ ...picks, nonStriker: player })}
          exclude={[...crease.out, striker]}
        />
      ) : null}
      {sideChosen && !crease.bowler ? (
        <PlayerPicker
          label={
            crease.previousBowler
              ? t('cricket.crease.bowlerForOver', { over: Math.floor(crease.legalBalls / ballsPerOver) + 1 })
              : t('cricket.crease.bowler')
          }
          players={bowlers}
          value={picks.bowler ?? null}
          onChange={(player) => onPicks({ ...picks, bowler: player })}
          exclude={[crease.previousBowler]}
        />
      ) : null}
    </Stack>
  );
}

/** Who is in: the striker marked, each with their figures from the card. */
export function CreaseFigures({
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
  const t = useT();
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
        aria-label={
          onStrike ? t('cricket.crease.onStrike', { name: playerName(allPlayers, ref) }) : playerName(allPlayers, ref)
        }
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
        <Text>{t('cricket.crease.bowling', { name: playerName(allPlayers, bowler) })}</Text>
        <Text>{bowling ? `${bowling.overs}-${bowling.maidens}-${bowling.runs}-${bowling.wickets}` : ''}</Text>
      </Flex>
    </Stack>
  );
}
