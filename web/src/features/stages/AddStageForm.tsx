import { useMutation } from '@apollo/client/react';
import { Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { KnockoutDecider, ManagedStagesQuery, StageFormat, StageInput } from '../../gql/graphql';
import { useFormat } from '../../i18n/format';
import { useLanguage, useT } from '../../i18n/use-t';
import { describeError } from '../../lib/errors';
import { SelectField, TextField } from '../management/fields';
import { serverFieldErrors, type FieldErrors } from '../management/validation';
import { DECIDER_IDS, deciderChoices, SPORT_WAY_IDS } from './deciders';
import {
  groupLabel,
  groupTitle,
  NOT_ENOUGH_TEAMS_FOR_GROUPS_ID,
  placeIn,
  seedGroups,
  slotInput,
  STAGE_FORMATS,
  TABLE_FORMATS,
  type StageTeam,
} from './stage-draw';

export const AddStageMutation = graphql(`
  mutation AddStage($tournamentId: Int!, $input: StageInput!) {
    addStage(tournamentId: $tournamentId, input: $input) {
      id
    }
  }
`);

type Tournament = ManagedStagesQuery['managedTournament'];
type Stage = { id: number; name: string; format: StageFormat; groups: { name: string; teamIds: number[] }[] };

/**
 * Adding a stage: its name and format, then the draw into groups, or a knockout's or playoff's slots (filled
 * from earlier stages' tables, by a team, or a bye) and how a level match is settled.
 */
export function AddStageForm({
  tournamentId,
  tournament,
  teams,
  onMessage,
  onAdded,
}: {
  tournamentId: number;
  /** Undefined until the panel's query has answered. */
  tournament: Tournament | undefined;
  teams: StageTeam[];
  onMessage: (message: string) => void;
  onAdded: () => void;
}) {
  const [addStage, adding] = useMutation(AddStageMutation);
  const [name, setName] = useState('');
  const [format, setFormat] = useState<StageFormat>('GROUPS');
  const [groupCount, setGroupCount] = useState('2');
  const [draw, setDraw] = useState<Record<number, number>>({});
  const [slotCount, setSlotCount] = useState('4');
  const [slots, setSlots] = useState<string[]>([]);
  const [thirdPlace, setThirdPlace] = useState('no');
  const [decider, setDecider] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const t = useT();
  const siteFormat = useFormat();
  const language = useLanguage();

  const stages = tournament?.stages ?? [];
  const sport = tournament?.sport ?? 'football';
  const tournamentDecider = tournament?.knockoutDecider;
  const tournamentWay = tournamentDecider
    ? t(DECIDER_IDS[tournamentDecider])
    : t('stages.add.sportWay', { way: t(SPORT_WAY_IDS[sport]) });
  const groups = Math.max(1, Math.min(16, Number(groupCount) || 1));
  const slotTotal = format === 'PAGE_PLAYOFF' ? 4 : Number(slotCount);
  const sources = stages
    .filter((stage) => TABLE_FORMATS.has(stage.format))
    .flatMap((stage: Stage) =>
      stage.groups.flatMap((group) =>
        group.teamIds.map((_, index) => ({
          value: `pos:${stage.id}:${stage.format === 'GROUPS' ? group.name : ''}:${index + 1}`,
          label: placeIn(index + 1, group.name, t, siteFormat),
        })),
      ),
    );
  const slotOptions = [
    ...sources,
    ...teams.map((team) => ({ value: `team:${team.id}`, label: team.name })),
    { value: 'bye', label: t('stages.add.bye') },
  ];

  const submit = async () => {
    const local: FieldErrors = {};
    if (!name.trim()) local.name = t('stages.add.nameRequired');
    const input: StageInput = { name, format };
    if (format === 'GROUPS') {
      const drawn = Array.from({ length: groups }, (_, index) => ({
        name: groupLabel(index),
        teamIds: teams.filter((team) => draw[team.id] === index).map((team) => team.id),
      }));
      const thin = drawn.findIndex((group) => group.teamIds.length < 2);
      if (teams.length < 2) local.groups = t(NOT_ENOUGH_TEAMS_FOR_GROUPS_ID);
      else if (teams.some((team) => draw[team.id] === undefined)) local.groups = t('stages.add.drawEveryTeam');
      else if (thin >= 0)
        local.groups = t('stages.add.thinGroup', { group: groupTitle(thin, t), count: drawn[thin].teamIds.length });
      input.groups = drawn;
    }
    if (format === 'KNOCKOUT' || format === 'PAGE_PLAYOFF') {
      const chosen = Array.from({ length: slotTotal }, (_, index) => slots[index] ?? '');
      chosen.forEach((value, index) => {
        if (!value) local[`slots.${index}`] = t('stages.add.chooseSlot');
      });
      input.slots = chosen.filter(Boolean).map(slotInput);
      if (format === 'KNOCKOUT') input.thirdPlaceMatch = thirdPlace === 'yes';
      if (decider) input.decider = decider as KnockoutDecider;
    }
    if (Object.keys(local).length > 0) return setErrors(local);
    try {
      await addStage({ variables: { tournamentId, input } });
      setErrors({});
      setName('');
      setSlots([]);
      onMessage(t('stages.add.added', { stage: name }));
      onAdded();
    } catch (error) {
      const fields = serverFieldErrors(error, t);
      setErrors(Object.keys(fields).length > 0 ? fields : { name: describeError(error, t) });
    }
  };
  /** The draw's error: the whole draw's, or the first of one group's (groups.1.teamIds), named by its letter. */
  const groupsError =
    errors.groups ??
    Object.entries(errors)
      .filter(([field]) => field.startsWith('groups.'))
      .map(([field, text]) =>
        t('stages.add.groupError', { group: groupTitle(Number(field.split('.')[1]), t), error: text }),
      )[0];

  return (
    <>
      <Heading as="h3" size="sm" mt="6" color="ink">
        {t('stages.add.heading')}
      </Heading>
      <SimpleGrid mt="3" columns={{ base: 1, md: 2 }} gap="3">
        <TextField label={t('stages.add.name')} value={name} onChange={setName} error={errors.name} />
        <SelectField
          label={t('stages.add.format')}
          value={format}
          onChange={(value) => setFormat(value as StageFormat)}
          options={STAGE_FORMATS.map((item) => ({ value: item.value, label: t(item.label) }))}
          error={errors.format}
        />
      </SimpleGrid>

      {format === 'GROUPS' ? (
        <Stack mt="3" gap="3">
          <HStack gap="3" align="end" wrap="wrap">
            <Box maxW="40">
              <TextField
                label={t('stages.add.groups')}
                type="number"
                min={1}
                max={16}
                value={groupCount}
                onChange={setGroupCount}
              />
            </Box>
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                setDraw(
                  seedGroups(
                    teams.map((team) => team.id),
                    groups,
                  ),
                )
              }
            >
              {t('stages.add.seed')}
            </Button>
          </HStack>
          {teams.length < 2 ? (
            <Text color="fg.muted" data-testid="groups-need-teams">
              {t(NOT_ENOUGH_TEAMS_FOR_GROUPS_ID)}
            </Text>
          ) : null}
          {groupsError ? (
            <Text color="fg.error" role="alert">
              {groupsError}
            </Text>
          ) : null}
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="2">
            {teams.map((team) => (
              <SelectField
                key={team.id}
                label={team.name}
                value={draw[team.id] === undefined ? '' : String(draw[team.id])}
                onChange={(value) =>
                  setDraw((current) => {
                    const next = { ...current };
                    if (value === '') delete next[team.id];
                    else next[team.id] = Number(value);
                    return next;
                  })
                }
                placeholder={t('stages.add.notDrawn')}
                options={Array.from({ length: groups }, (_, index) => ({
                  value: String(index),
                  label: groupTitle(index, t),
                }))}
              />
            ))}
          </SimpleGrid>
        </Stack>
      ) : null}

      {format === 'KNOCKOUT' || format === 'PAGE_PLAYOFF' ? (
        <Stack mt="3" gap="3">
          {format === 'KNOCKOUT' ? (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <SelectField
                label={t('stages.add.slotCount')}
                value={slotCount}
                onChange={setSlotCount}
                options={['2', '4', '8', '16', '32'].map((value) => ({ value, label: value }))}
                error={errors.slots}
              />
              <SelectField
                label={t('stages.add.thirdPlace')}
                value={thirdPlace}
                onChange={setThirdPlace}
                options={[
                  { value: 'no', label: t('common.no') },
                  { value: 'yes', label: t('stages.add.thirdPlaceYes') },
                ]}
                error={errors.thirdPlaceMatch}
              />
            </SimpleGrid>
          ) : null}
          <Box maxW={{ md: '50%' }}>
            <SelectField
              label={t('stages.add.decider')}
              value={decider}
              onChange={setDecider}
              options={deciderChoices(
                sport,
                t('stages.add.asTournament', { way: tournamentWay.toLocaleLowerCase(language) }),
                t,
              )}
              error={errors.decider}
            />
          </Box>
          <Text fontSize="sm" color="fg.muted">
            {t('stages.add.bracketOrder')}
          </Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
            {Array.from({ length: slotTotal }, (_, index) => (
              <SelectField
                key={index}
                label={t('stages.add.slot', { number: index + 1 })}
                value={slots[index] ?? ''}
                onChange={(value) =>
                  setSlots((current) => {
                    const next = [...current];
                    next[index] = value;
                    return next;
                  })
                }
                placeholder={t('stages.add.choose')}
                options={slotOptions}
                error={
                  errors[`slots.${index}`] ??
                  errors[`slots.${index}.teamId`] ??
                  errors[`slots.${index}.groupName`] ??
                  errors[`slots.${index}.position`]
                }
              />
            ))}
          </SimpleGrid>
        </Stack>
      ) : null}

      <Button mt="4" colorPalette="sea" loading={adding.loading} onClick={() => void submit()}>
        {t('stages.add.submit')}
      </Button>
    </>
  );
}
